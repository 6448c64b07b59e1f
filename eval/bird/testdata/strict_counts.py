#!/usr/bin/env python3
"""Derives strict_counts.tsv: the strict flags of the data kit's BIRD
prediction files, computed here independently of spidereval, with
Python's sqlite3, set(), collections.Counter and type() (standard library
only). Run from this directory:

    python3 strict_counts.py ../../../../shared/data/bird > strict_counts.tsv

For each file, over the questions BIRD's EX calls right
(set(pred) == set(gold), pred then gold on the gold line's database):
  duplicates  Counter(pred) != Counter(gold) (the multisets differ)
  both_empty  both results have no row
  order       the gold has an ORDER BY outside parentheses and the lists
              of distinct rows (first occurrences) differ
  columns     the column counts (cursor.description) differ
  float       the sets differ once each cell is paired with its type
strict_ex counts the right answers with no flag.
"""
import collections
import json
import os
import re
import sqlite3
import sys
import time

FLAGS = ["duplicates", "both_empty", "order", "columns", "float"]
SETS = [
    ("bird_dev_synth", "mini_dev_sqlite_gold.sql", "dev_databases", n) for n in [
        "mini_dev.gold_as_pred", "mini_dev_gpt-4_sqlite", "mini_dev_gpt-35-turbo_sqlite",
        "mini_dev_meta-llama-3-70b-instruct-2_sqlite", "mini_dev_mistralai-mixtral-8x7b-instru-4_sqlite",
        "mini_dev_gpt-4-o_cot_SQLite"]
] + [
    ("bird_dev_synth", "dev_gold.sql", "dev_databases", n) for n in [
        "bird_dev.etm_DAIL", "bird_dev.etm_CodeS-15b", "bird_dev.damo_turbo_kg", "bird_dev.gold_as_pred"]
] + [
    ("spider_as_bird", "dev_gold.sql", "../../spider/database", n) for n in [
        "spider_dev.graphix_t5", "spider_dev.dinsql_gpt4", "spider_dev.gpt4_zeroshot", "spider_dev.gold_as_pred"]
]


def top_order_by(sql):
    """An ORDER BY outside parentheses, quotes and comments."""
    depth, i, out = 0, 0, []
    while i < len(sql):
        c = sql[i]
        if c in "'\"`":
            j = sql.find(c, i + 1)
            i = len(sql) if j < 0 else j + 1
            out.append(" ")
            continue
        if sql.startswith("--", i):
            j = sql.find("\n", i)
            i = len(sql) if j < 0 else j
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth = max(depth - 1, 0)
        elif depth == 0:
            out.append(c)
        i += 1
    return re.search(r"\border\s+by\b", "".join(out), re.I) is not None


def run(path, sql):
    con = sqlite3.connect(path)
    deadline = time.monotonic() + 30
    con.set_progress_handler(lambda: time.monotonic() > deadline, 10000)
    try:
        cur = con.execute(sql)
        rows = cur.fetchall()
        return rows, len(cur.description or ())
    finally:
        con.close()


def first_rows(rows):
    seen, out = set(), []
    for r in rows:
        if r not in seen:
            seen.add(r)
            out.append(r)
    return out


def typed(rows):
    return {tuple((type(v).__name__, v) for v in r) for r in rows}


def flags(g, gw, p, pw, ordered):
    out = set()
    if not g and not p:
        out.add("both_empty")
    if gw != pw:
        out.add("columns")
    if collections.Counter(g) != collections.Counter(p):
        out.add("duplicates")
    if ordered and g and first_rows(g) != first_rows(p):
        out.add("order")
    if typed(g) != typed(p):
        out.add("float")
    return out


def main(root):
    print("# set\tright\t" + "\t".join(FLAGS) + "\tstrict_ex")
    for part, gold_file, db_root, name in SETS:
        base = os.path.join(root, part)
        gold = [l.rstrip("\n").rsplit("\t", 1) for l in open(os.path.join(base, gold_file), encoding="utf-8")]
        preds = json.load(open(os.path.join(base, "predictions", name + ".json"), encoding="utf-8"))
        counts = collections.Counter()
        right = strict = 0
        for (gsql, db), pred in zip(gold, preds.values()):
            psql = pred.split("\t----- bird -----\t")[0] if isinstance(pred, str) else " "
            path = os.path.join(base, db_root, db, db + ".sqlite")
            try:
                p, pw = run(path, psql)
                g, gw = run(path, gsql)
            except Exception:
                continue
            if set(p) != set(g):
                continue
            right += 1
            fs = flags(g, gw, p, pw, top_order_by(gsql))
            counts.update(fs)
            strict += not fs
        print(name + "\t" + str(right) + "\t" + "\t".join(str(counts[f]) for f in FLAGS) + "\t" + str(strict))
        sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1])
