#!/usr/bin/env python3
"""Derives strict_legacy_counts.tsv: the strict flags of the kit's Spider
dev predictions under the legacy Spider script (--compat spider), computed
here independently of spidereval with Python's sqlite3, set(),
collections.Counter and type() (standard library only). The questions are
those the official script scored right (exec 1 in the kit's golden
spider_dev.<model>.spider.jsonl); both queries run as written on
database/<db_id>/<db_id>.sqlite, as that script runs them. Run from this
directory:

    python3 strict_legacy_counts.py ../../../../shared/data > strict_legacy_counts.tsv

Flags (over the right answers):
  both_empty  both results have no row
  columns     the column counts differ, or the row sets differ with
              columns by position (the script keys columns by select item)
  duplicates  Counter(pred) != Counter(gold)      } judged only when
  order       gold ORDER BY outside parentheses,   } columns is not
              distinct rows in another order       } raised
  float       the sets differ once cells are paired with their type  }
"""
import collections
import json
import os
import sqlite3
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "eval", "bird", "testdata"))
from strict_counts import top_order_by, first_rows, typed, FLAGS  # noqa: E402

MODELS = ["graphix_t5", "dinsql_gpt4", "gpt4_zeroshot", "editsql"]


def run(path, sql):
    con = sqlite3.connect(path)
    try:
        cur = con.execute(sql)
        return cur.fetchall(), len(cur.description or ())
    finally:
        con.close()


def flags(g, gw, p, pw, ordered):
    out = set()
    if not g and not p:
        out.add("both_empty")
        if gw != pw:
            out.add("columns")
        return out
    if len(g) != len(p):
        out.add("duplicates")
    if gw != pw or set(g) != set(p):
        out.add("columns")
        return out
    if collections.Counter(g) != collections.Counter(p):
        out.add("duplicates")
    if ordered and first_rows(g) != first_rows(p):
        out.add("order")
    if typed(g) != typed(p):
        out.add("float")
    return out


def main(root):
    print("# set\tright\t" + "\t".join(FLAGS) + "\tstrict_ex")
    for m in MODELS:
        counts = collections.Counter()
        right = strict = 0
        for line in open(os.path.join(root, "golden", "spider_dev.%s.spider.jsonl" % m), encoding="utf-8"):
            r = json.loads(line)
            if r.get("exec") != 1:
                continue
            right += 1
            path = os.path.join(root, "spider", "database", r["db_id"], r["db_id"] + ".sqlite")
            p, pw = run(path, r["pred"])
            g, gw = run(path, r["gold"])
            fs = flags(g, gw, p, pw, top_order_by(r["gold"]))
            counts.update(fs)
            strict += not fs
        print("spider_dev.%s\t%d\t%s\t%d" % (m, right, "\t".join(str(counts[f]) for f in FLAGS), strict))


if __name__ == "__main__":
    main(sys.argv[1])
