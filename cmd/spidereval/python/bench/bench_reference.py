#!/usr/bin/python3
"""Time the official test-suite evaluator's own loop (evaluation.evaluate,
which judges the examples one by one) on a gold and prediction file.

The evaluator is imported from its folder in the reference kit
(../shared/reference/testsuite_eval), never copied; run this with the
Python that has its dependencies (Debian's /usr/bin/python3 with
python3-nltk and python3-sqlparse). It runs in a scratch working
directory (the evaluator writes under tmp/ there) on the --db given,
which should be a copy (the reference can write to its databases).
Prints one JSON line: {"examples": N, "seconds": S}.
"""

import argparse
import contextlib
import io
import json
import os
import sys
import tempfile
import time


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reference", required=True, help="the test-suite evaluator's folder (testsuite_eval)")
    ap.add_argument("--gold", required=True)
    ap.add_argument("--pred", required=True)
    ap.add_argument("--db", required=True)
    ap.add_argument("--table", required=True)
    ap.add_argument("--etype", default="all")
    args = ap.parse_args()
    ref = os.path.abspath(args.reference)
    gold, pred, db, table = (os.path.abspath(p) for p in (args.gold, args.pred, args.db, args.table))
    os.environ.setdefault("NLTK_DATA", os.path.join(os.path.dirname(ref), "nltk_data"))
    sys.path.insert(0, ref)
    import evaluation  # the reference's own module

    with tempfile.TemporaryDirectory(prefix="spidereval-ref-") as work:
        os.chdir(work)
        os.makedirs("tmp", exist_ok=True)
        kmaps = evaluation.build_foreign_key_map_from_json(table) if args.etype in ("all", "match") else None
        out = io.StringIO()
        start = time.perf_counter()
        with contextlib.redirect_stdout(out):
            evaluation.evaluate(gold, pred, db, args.etype, kmaps, False, False, False)
        seconds = time.perf_counter() - start
    with open(gold, encoding="utf-8") as f:
        n = sum(1 for line in f if line.strip())
    print(json.dumps({"examples": n, "seconds": seconds}))


if __name__ == "__main__":
    main()
