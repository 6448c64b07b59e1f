"""The RL recipes' comparisons as their authors state them, on Python's
sqlite3: reads JSON lines {"db_id", "gold", "pred"} on stdin and writes one
JSON line per sample, {"error": ...} when either query fails or runs past
the deadline, else the verdict of each rule. Standard library only.

usage: python3 recipes.py DB_DIR < samples.jsonl
"""

import collections
import json
import os
import sqlite3
import sys
import time

DEADLINE = 5.0  # seconds per query


def run(conn, sql):
    end = time.monotonic() + DEADLINE
    conn.set_progress_handler(lambda: 1 if time.monotonic() > end else 0, 10000)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.set_progress_handler(None, 0)


def round10(row):
    return tuple(round(v, 10) if isinstance(v, float) else v for v in row)


def rules(gold_sql, gold, pred):
    return {
        "multiset": collections.Counter(gold) == collections.Counter(pred),
        "frozenset": frozenset(gold) == frozenset(pred),                       # SkyRL-SQL
        "set_round10": set(map(round10, gold)) == set(map(round10, pred)),     # BIRD-RL
        "ordered_if_order_by": gold == pred if "order by" in gold_sql.lower()
        else collections.Counter(gold) == collections.Counter(pred),
    }


def main():
    root = sys.argv[1]
    conns = {}
    for line in sys.stdin:
        s = json.loads(line)
        db = s["db_id"]
        if db not in conns:
            path = os.path.join(root, db, db + ".sqlite")
            conns[db] = sqlite3.connect("file:%s?mode=ro" % path, uri=True)
        conn = conns[db]
        try:
            gold, pred = run(conn, s["gold"]), run(conn, s["pred"])
        except Exception as e:  # a failing query: no verdict to compare
            print(json.dumps({"error": "%s: %s" % (type(e).__name__, e)}))
            continue
        print(json.dumps(rules(s["gold"], gold, pred)))


if __name__ == "__main__":
    main()
