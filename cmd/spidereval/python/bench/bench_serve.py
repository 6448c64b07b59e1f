#!/usr/bin/env python3
"""make bench-serve: judgments per second through Scorer.judge_many on
Spider dev's 1,034 (gold, prediction) pairs, with a cold and a warm gold
cache, against the official test-suite evaluator's own loop on the same
pairs in the same run; checks that every verdict equals the CLI's.

Run it with a Python where the spidereval wheel is installed (make
bench-serve builds one in bin/pyvenv). The reference side runs
bench_reference.py with --ref-python (Debian's /usr/bin/python3 with
python3-nltk and python3-sqlparse) on a scratch copy of the databases, and
is skipped, saying why, when the reference kit or its dependencies are
absent.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import spidereval

from _load import uptime

HERE = os.path.dirname(os.path.abspath(__file__))


def verdicts(records):
    return [(r.get("exec"), r.get("exact"), r.get("hardness")) for r in records]


def reference_side(args, gold, pred, dbs):
    """Seconds the official loop takes on the pairs, or None and why not."""
    ref = os.path.join(args.reference, "testsuite_eval")
    if not os.path.isfile(os.path.join(ref, "evaluation.py")):
        return None, "no test-suite evaluator in %s (the reference kit is absent)" % ref
    probe = subprocess.run([args.ref_python, "-c", "import nltk, sqlparse"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if probe.returncode != 0:
        return None, "%s lacks the reference's dependencies (apt-get install python3-nltk python3-sqlparse)" % args.ref_python
    with tempfile.TemporaryDirectory(prefix="spidereval-bench-") as tmp:
        # The reference can write to the databases it runs on: a scratch copy.
        for db in sorted(dbs):
            os.makedirs(os.path.join(tmp, db))
            src = os.path.join(args.data, "spider", "database", db)
            for name in os.listdir(src):
                if ".sqlite" in name:
                    shutil.copy(os.path.join(src, name), os.path.join(tmp, db, name))
        out = subprocess.run([args.ref_python, os.path.join(HERE, "bench_reference.py"), "--reference", ref, "--gold", gold,
                              "--pred", pred, "--db", tmp, "--table", os.path.join(args.data, "spider", "tables.json"),
                              "--etype", "all"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if out.returncode != 0:
        return None, "the reference failed: " + out.stderr.strip()[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])["seconds"], ""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", default="../shared/data")
    ap.add_argument("--reference", default="../shared/reference")
    ap.add_argument("--pred", default="spider_dev.graphix_t5.sql", help="a prediction file of <data>/predictions")
    ap.add_argument("--ref-python", default="/usr/bin/python3")
    ap.add_argument("--warm-runs", type=int, default=3)
    ap.add_argument("--cli", help="ignored: the installed package's binary is measured")
    args = ap.parse_args()
    if not os.path.isdir(args.data):
        print("bench-serve: skipped: no data kit at %s (set DATA=...)" % args.data)
        return 0
    gold = os.path.join(args.data, "spider", "dev_gold.sql")
    pred = os.path.join(args.data, "predictions", args.pred)
    db = os.path.join(args.data, "spider", "database")
    table = os.path.join(args.data, "spider", "tables.json")
    with open(gold, encoding="utf-8") as f:
        golds = [l.rstrip("\n").rsplit("\t", 1) for l in f if l.strip()]
    with open(pred, encoding="utf-8") as f:
        preds = [l.rstrip("\n") for l in f]
    samples = [(d, g, p) for (g, d), p in zip(golds, preds)]
    print("bench-serve: %d pairs (%s), --etype all --compat testsuite, spidereval %s" % (len(samples), args.pred, spidereval.binary()))
    print("load before: " + uptime())

    t = time.perf_counter()
    cli = spidereval.evaluate(gold=gold, pred=pred, db=db, table=table, etype="all", compat="testsuite")
    cli_s = time.perf_counter() - t
    want = verdicts(cli.records)

    t = time.perf_counter()
    scorer = spidereval.Scorer(db=db, table=table, etype="all", compat="testsuite")
    start_s = time.perf_counter() - t
    with scorer:
        t = time.perf_counter()
        cold = scorer.judge_many(samples)
        cold_s = time.perf_counter() - t
        warm_s = []
        warm = None
        for _ in range(max(1, args.warm_runs)):
            t = time.perf_counter()
            warm = scorer.judge_many(samples)
            warm_s.append(time.perf_counter() - t)
    warm_med = statistics.median(warm_s)

    bad = [i for i, (c, w, v) in enumerate(zip(verdicts(cold), verdicts(warm), want)) if c != v or w != v]
    ref_s, why = reference_side(args, gold, pred, {d for d, _, _ in samples})

    n = len(samples)
    rows = [("CLI, one run (process start included)", cli_s),
            ("Scorer.judge_many, cold gold cache", cold_s),
            ("Scorer.judge_many, warm gold cache (median of %d)" % len(warm_s), warm_med)]
    if ref_s is not None:
        rows.append(("official test-suite evaluate() loop", ref_s))
    print()
    print("%-52s %9s %13s %9s" % ("", "seconds", "judgments/s", "x official"))
    for name, s in rows:
        ratio = "%9.1f" % (ref_s / s) if ref_s else "%9s" % "-"
        print("%-52s %9.3f %13.0f %s" % (name, s, n / s, ratio))
    print("(Scorer start-up, not in the rows above: %.3f s)" % start_s)
    if ref_s is None:
        print("official loop skipped: " + why)
    print("verdicts (exec, exact, hardness) equal to the CLI's: %d of %d, cold and warm" % (n - len(bad), n))
    print("load after: " + uptime())
    if bad:
        for i in bad[:10]:
            print("  differs at pair %d: CLI %s, cold %s, warm %s" % (i, want[i], verdicts(cold)[i], verdicts(warm)[i]))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
