#!/usr/bin/env python3
"""make bench-rl: rewards per second for a GRPO-shaped workload on Spider
dev — each prompt with 8 completions (the kit's prediction files, some
twice, wrapped in <think>…</think><solution>…</solution>; 2% hostile:
never-ending, huge, writing, malformed) — through Scorer.rewards (cache on
and off), against a SkyRL-style scorer written here from its description
(Python sqlite3 on a scratch copy, BEGIN … ROLLBACK, a thread per query
with a timeout, frozenset of the rows, exactly one <solution> and a
<think>) and the official test-suite eval_exec_match loop (run by Debian's
python3 when python3-sqlparse and python3-tqdm are installed), every side
given the same steps and the same per-query deadline, in the same run.
Prints the load average, the server's peak RSS and the slowest hostile
sample judged alone.

Run it with a Python where the spidereval wheel is installed (make
bench-rl builds one in bin/pyvenv).
"""

import argparse
import collections
import concurrent.futures
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time

from _load import uptime

spidereval = None  # imported by main: the official loop's process runs without it

FILES = ["spider_dev.graphix_t5.sql", "spider_dev.gpt4_zeroshot.sql", "spider_dev.dinsql_gpt4.sql", "spider_dev.editsql.sql",
         "spider_dev.graphix_t5.sql", "spider_dev.gpt4_zeroshot.sql", "spider_dev.dinsql_gpt4.sql", "spider_dev.gold_as_pred.sql"]
HOSTILE = {
    "never-ending": "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c",
    "huge": "SELECT printf('%.*c', 20000000, 'x')",
    "writing": "DELETE FROM {table}",
    "malformed": "SELEC name FRM",
}


def wrap(sql):
    return "<think>reading the schema</think><solution>%s</solution>" % sql


def workload(data, prompts, hostile_every):
    """(db_id, gold, completion, kind) for prompts × 8 completions."""
    with open(os.path.join(data, "spider", "dev_gold.sql"), encoding="utf-8") as f:
        golds = [l.rstrip("\n").rsplit("\t", 1) for l in f if l.strip()]
    preds = []
    for name in FILES:
        with open(os.path.join(data, "predictions", name), encoding="utf-8") as f:
            preds.append([l.rstrip("\n") for l in f])
    out, n = [], 0
    for i, (gold, db) in enumerate(golds[:prompts]):
        table = re.search(r"(?i)\bFROM\s+(\w+)", gold).group(1)
        for k in range(len(FILES)):
            n += 1
            if n % hostile_every == 0:
                kind = list(HOSTILE)[(n // hostile_every) % len(HOSTILE)]
                out.append((db, gold, wrap(HOSTILE[kind].format(table=table)), kind))
            else:
                out.append((db, gold, wrap(preds[k][i]), ""))
    return out


def peak_rss_mib(pid):
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def spidereval_side(args, samples, cache):
    db, table = os.path.join(args.data, "spider", "database"), os.path.join(args.data, "spider", "tables.json")
    with spidereval.Scorer(db=db, table=table, etype="exec", timeout=args.timeout, extract="solution_tag", cache=cache,
                           workers=args.workers) as s:
        t = time.perf_counter()
        rewards, steps = [], []
        for i in range(0, len(samples), args.batch):
            u = time.perf_counter()
            rewards += s.rewards([x[:3] for x in samples[i:i + args.batch]])
            steps.append(time.perf_counter() - u)
        secs = time.perf_counter() - t
        # The slowest hostile sample judged alone (its deadline: 4 × timeout).
        worst = 0.0
        for sql in HOSTILE.values():
            t = time.perf_counter()
            s.rewards([("concert_singer", "SELECT count(*) FROM singer", wrap(sql.format(table="singer")))])
            worst = max(worst, time.perf_counter() - t)
        rss = peak_rss_mib(s._proc.pid)
    return secs, rewards, worst, rss, steps


def floor_seconds(args, samples):
    """The least time any scorer that answers each step whole can take: a
    step with a never-ending sample lasts at least its deadline."""
    return sum(args.timeout for i in range(0, len(samples), args.batch)
               if any(k == "never-ending" for *_, k in samples[i:i + args.batch]))


def skyrl_side(args, samples, scratch):
    """A SkyRL-style scorer, from its description: read-write sqlite3, BEGIN …
    ROLLBACK, a thread with a timeout (func_timeout cannot stop the query;
    here the connection is interrupted so that the machine is not left
    busy), frozenset of the rows; -1 unless one <solution> and a <think>.
    Eight threads, given the same steps (batches) as the Scorer."""
    sol = re.compile(r"<solution>(.*?)</solution>", re.S)

    def execute(db, sql):
        conn = sqlite3.connect(os.path.join(scratch, db, db + ".sqlite"), check_same_thread=False)
        box = {}

        def run():
            try:
                conn.execute("BEGIN")
                box["rows"] = conn.execute(sql).fetchall()
            except Exception as e:
                box["error"] = e
            finally:
                try:
                    conn.rollback()
                except Exception:
                    pass
        th = threading.Thread(target=run, daemon=True)
        th.start()
        th.join(args.timeout)
        if th.is_alive():
            conn.interrupt()
            th.join()
            conn.close()
            return None
        conn.close()
        return box.get("rows")

    def reward(sample):
        db, gold, completion, _ = sample
        m = sol.findall(completion)
        if len(m) != 1 or "<think>" not in completion:
            return -1.0
        g, p = execute(db, gold), execute(db, m[0])
        return 1.0 if g is not None and p is not None and frozenset(g) == frozenset(p) else 0.0

    t = time.perf_counter()
    rewards = []
    with concurrent.futures.ThreadPoolExecutor(8) as pool:
        # The same steps as the Scorer's: a trainer waits for each step's rewards.
        for i in range(0, len(samples), args.batch):
            rewards += pool.map(reward, samples[i:i + args.batch])
    return time.perf_counter() - t, rewards


def official_side(args, samples, scratch):
    """The official test-suite loop: eval_exec_match per sample, run by the
    reference's own Python (Debian's /usr/bin/python3, where its sqlparse
    and tqdm install; reference README) in a process of its own. Its
    timeout cannot stop a query (asyncio.wait_for around a synchronous
    execute), so a never-ending sample would hang it: its connections get a
    progress handler that stops a query at the deadline every side has."""
    ref = os.path.join(args.reference, "testsuite_eval")
    if not os.path.isfile(os.path.join(ref, "exec_eval.py")):
        return None, None, "no test-suite evaluator in %s" % ref
    python = args.reference_python or sys.executable
    sol = re.compile(r"<solution>(.*?)</solution>", re.S)
    work = tempfile.mkdtemp(prefix="spidereval-ref-")
    try:
        todo = []
        for db, gold, completion, _ in samples:
            m = sol.findall(completion)
            pred = m[0] if m else completion
            # evaluate()'s "value" -> 1 rewrite of the prediction
            todo.append((os.path.join(scratch, db, db + ".sqlite"), pred.replace("value", "1"), gold))
        with open(os.path.join(work, "samples.json"), "w", encoding="utf-8") as f:
            json.dump(todo, f)
        os.makedirs(os.path.join(work, "tmp"))
        proc = subprocess.run([python, os.path.abspath(__file__), "--official-worker", work, "--reference", os.path.abspath(ref),
                               "--timeout", str(args.timeout)], cwd=work, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if proc.returncode != 0:
            return None, None, "%s cannot run the reference's exec_eval: %s" % (python, proc.stderr.strip().splitlines()[-1:] or proc.returncode)
        out = json.loads(proc.stdout.strip().splitlines()[-1])
        return out["seconds"], out["verdicts"], ""
    finally:
        shutil.rmtree(work, ignore_errors=True)


def official_worker(work, ref, timeout):
    """In the reference's Python: time eval_exec_match over the samples."""
    sys.path.insert(0, ref)
    import exec_eval  # the reference's own module

    cursor = exec_eval.get_cursor_from_path

    def with_deadline(path):
        cur = cursor(path)
        end = time.monotonic() + timeout
        cur.connection.set_progress_handler(lambda: 1 if time.monotonic() > end else 0, 10000)
        return cur
    exec_eval.get_cursor_from_path = with_deadline
    with open(os.path.join(work, "samples.json"), encoding="utf-8") as f:
        todo = json.load(f)
    t = time.perf_counter()
    verdicts = [exec_eval.eval_exec_match(db, pred, gold, False, False, False) for db, pred, gold in todo]
    print(json.dumps({"seconds": time.perf_counter() - t, "verdicts": verdicts}))
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", default="../shared/data")
    ap.add_argument("--reference", default="../shared/reference")
    ap.add_argument("--prompts", type=int, default=1034)
    ap.add_argument("--batch", type=int, default=2048, help="samples per rewards() call (a step of 256 prompts x 8)")
    ap.add_argument("--workers", type=int, default=8, help="samples the server judges at once (the SkyRL-style side: 8 threads)")
    ap.add_argument("--timeout", type=float, default=2.0, help="per-query deadline of every side, seconds")
    ap.add_argument("--hostile-every", type=int, default=50, help="every n-th completion is hostile (50: 2%%)")
    ap.add_argument("--reference-python", default="/usr/bin/python3" if os.path.exists("/usr/bin/python3") else None,
                    help="the Python that runs the official loop (default Debian's, where python3-sqlparse and python3-tqdm install)")
    ap.add_argument("--official-worker", help=argparse.SUPPRESS)
    ap.add_argument("--cli", help="ignored")
    args = ap.parse_args()
    if args.official_worker:
        return official_worker(args.official_worker, args.reference, args.timeout)
    global spidereval
    import spidereval
    if not os.path.isdir(args.data):
        print("bench-rl: skipped: no data kit at %s (set DATA=...)" % args.data)
        return 0
    samples = workload(args.data, args.prompts, args.hostile_every)
    kinds = collections.Counter(k for *_, k in samples if k)
    print("bench-rl: %d prompts x %d completions = %d samples, %d hostile %s, timeout %gs, steps of %d samples (every side), %d workers, spidereval %s" % (
        args.prompts, len(FILES), len(samples), sum(kinds.values()), dict(kinds), args.timeout, args.batch, args.workers, spidereval.binary()))
    print("load before: " + uptime())
    on_s, on_r, worst, rss, on_steps = spidereval_side(args, samples, cache=True)
    off_s, off_r, _, _, off_steps = spidereval_side(args, samples, cache=False)
    with tempfile.TemporaryDirectory(prefix="spidereval-bench-rl-") as scratch:
        for db in sorted({s[0] for s in samples} | {"concert_singer"}):
            os.makedirs(os.path.join(scratch, db))
            shutil.copy(os.path.join(args.data, "spider", "database", db, db + ".sqlite"), os.path.join(scratch, db))
        sky_s, sky_r = skyrl_side(args, samples, scratch)
        ref_s, ref_r, why = official_side(args, samples, scratch)
    n = len(samples)
    rows = [("Scorer.rewards, prediction cache on", on_s), ("Scorer.rewards, --no-cache", off_s), ("SkyRL-style (sqlite3, 8 threads, frozenset)", sky_s)]
    if ref_s is not None:
        rows.append(("official eval_exec_match loop", ref_s))
    print()
    print("%-46s %9s %11s %12s %12s" % ("", "seconds", "rewards/s", "x official", "x SkyRL-style"))
    for name, s in rows:
        print("%-46s %9.2f %11.0f %12s %12.1f" % (name, s, n / s, "%.1f" % (ref_s / s) if ref_s else "-", sky_s / s))
    print("cache alone: %.2fx over --no-cache; rewards equal with and without it: %s" % (off_s / on_s, on_r == off_r))
    print("steps (s), cache on: %s; --no-cache: %s" % (" ".join("%.2f" % x for x in on_steps), " ".join("%.2f" % x for x in off_steps)))
    floor = floor_seconds(args, samples)
    if floor:
        print("floor: %.1f s, each step with a never-ending sample waits out its %g s deadline before its rewards are known;" % (floor, args.timeout))
        print("  at most %.2fx for the cache and %s over the official loop on this workload" % (off_s / floor, "%.1fx" % (ref_s / floor) if ref_s else "-"))
    if ref_s is None:
        print("official loop skipped: " + why)
    else:
        agree = sum(1 for a, b in zip(on_r, ref_r) if a == float(b))
        print("rewards equal to the official loop's: %d of %d (its queries stopped at the same deadline)" % (agree, n))
    print("slowest hostile sample alone: %.2f s (deadline %g s per query, %g s per sample)" % (worst, args.timeout, 4 * args.timeout))
    print("server peak RSS: %.0f MiB" % rss)
    agree = sum(1 for a, b in zip(on_r, sky_r) if a == b)
    print("rewards equal to the SkyRL-style scorer's: %d of %d (it compares frozensets and gives -1 for format; spidereval the test-suite comparison, 0)" % (agree, n))
    print("load after: " + uptime())
    return 0 if on_r == off_r else 1


if __name__ == "__main__":
    sys.exit(main())
