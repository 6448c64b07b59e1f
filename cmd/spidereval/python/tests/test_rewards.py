"""Tests of the rewards for training loops (Scorer.rewards, reward
components and policies, spidereval.verl, spidereval.trl) and of the
client's own protocol ids, on the bundled demo databases."""

import asyncio
import concurrent.futures
import json
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
import unittest
import warnings

import spidereval
import spidereval.trl
import spidereval.verl
from spidereval import _shared

from _process import alive

HERE = os.path.dirname(os.path.abspath(__file__))
CHECKOUT = os.path.normpath(os.path.join(HERE, "..", "..", "..", ".."))
DEMO = os.path.join(CHECKOUT, "assets", "demo")
DB = os.path.join(DEMO, "database")
TABLES = os.path.join(DEMO, "tables.json")
PYREADME = os.path.join(CHECKOUT, "cmd", "spidereval", "python", "README.md")

SINGERS = "SELECT count(*) FROM singer"
RIGHT = "select count(*) from singer"
WRONG = "SELECT count(*) FROM singer WHERE age > 1000"
BROKEN = "SELECT nope FROM singer"
ENDLESS = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"


def within(fn, seconds=60):
    """fn's result, or a failure when it takes longer (a hang)."""
    with concurrent.futures.ThreadPoolExecutor(1) as ex:
        return ex.submit(fn).result(timeout=seconds)


def solution(sql):
    return "<think>reasoning</think><solution>%s</solution>" % sql


class ObjectArray:
    """What verl passes for non-tensor batch fields: a numpy object array
    (numpy is not installed here); iteration, len and indexing only."""

    def __init__(self, items):
        self._items = list(items)

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(self._items)

    def __getitem__(self, i):
        return self._items[i]


class TestClientIDs(unittest.TestCase):
    """Issue 34 item 6: the client's protocol ids are its own."""

    @classmethod
    def setUpClass(cls):
        cls.s = spidereval.Scorer(db=DB, table=TABLES, etype="all", timeout=1)

    @classmethod
    def tearDownClass(cls):
        cls.s.close()

    def test_judge_with_an_id(self):
        rec = within(lambda: self.s.judge("concert_singer", SINGERS, RIGHT, id=5))
        self.assertEqual((rec["exec"], rec["id"]), (1, 5))

    def test_judge_many_ids_that_look_like_protocol_ids(self):
        # Sample ids 0..3 in reverse: each record must be its own sample's.
        samples = [{"id": 3 - i, "db_id": "concert_singer", "gold": SINGERS, "pred": p} for i, p in enumerate([RIGHT, WRONG, RIGHT, BROKEN])]
        got = within(lambda: self.s.judge_many(samples))
        self.assertEqual([(r["id"], r["exec"], r["pred"]) for r in got], [(3, 1, RIGHT), (2, 0, WRONG), (1, 1, RIGHT), (0, 0, BROKEN)])
        got = within(lambda: self.s.judge_many([{"id": "x", "db_id": "nope", "gold": SINGERS, "pred": RIGHT}]))
        self.assertEqual((got[0]["id"], got[0]["error_kind"]), ("x", "unknown_db"))

    def test_info_in_judge_many(self):
        # Issue 34 item 11: an info request among samples.
        got = self.s.judge_many([{"op": "info"}, ("concert_singer", SINGERS, RIGHT)])
        self.assertEqual(got[0]["info"]["etype"], "all")
        self.assertEqual(got[1]["exec"], 1)


class TestRandomizedProtocol(unittest.TestCase):
    """The client's line protocol under random samples (seeded): every
    sample gets its own answer, in order, with its own id; text comes back
    whole (tabs, newlines, NUL, quotes, U+2028, astral characters); a lone
    surrogate is refused, never judged."""

    ALPHABET = ["a", "Z", " ", "\t", "\n", "\r", "\x00", '"', "'", "\\", "é", "✓", "\U0001d11e", "\u2028", "\ufeff", "{", "}", ";", "--"]

    def text(self, rnd):
        return "".join(rnd.choice(self.ALPHABET) for _ in range(rnd.randrange(0, 12)))

    def test_random_samples(self):
        rnd = random.Random(34)
        samples = []
        for i in range(300):
            pred = rnd.choice([RIGHT, WRONG, BROKEN, SINGERS + " -- "]) + self.text(rnd)
            lone = rnd.random() < 0.1
            if lone:
                pred += rnd.choice(["\ud800", "\udcff", "\udfff"])
            sample = {"db_id": "concert_singer", "gold": SINGERS, "pred": pred}
            kind = rnd.randrange(4)
            if kind == 1:
                sample["id"] = rnd.choice([i, -i, str(i), self.text(rnd), None, [i, "x"], {"k": i}, 1.5])
            elif kind == 2:
                sample = (sample["db_id"], sample["gold"], sample["pred"])
            samples.append((sample, lone))
        with spidereval.Scorer(db=DB, table=TABLES, etype="exec", timeout=5) as s:
            got = within(lambda: s.judge_many([x for x, _ in samples]))
        self.assertEqual(len(got), len(samples))
        for (sample, lone), rec in zip(samples, got):
            if isinstance(sample, dict) and "id" in sample:
                self.assertEqual(rec.get("id"), sample["id"], rec)
            else:
                self.assertNotIn("id", rec)
            pred = sample["pred"] if isinstance(sample, dict) else sample[2]
            if lone:
                self.assertEqual(rec.get("error_kind"), "bad_request", rec)
                continue
            self.assertNotIn("error", rec)
            self.assertEqual(rec["pred"], pred)
            comment = pred[len(SINGERS + " -- "):]
            if pred.startswith(SINGERS + " -- ") and not any(c in comment for c in "\n\r\x00"):
                self.assertEqual(rec["exec"], 1, rec)  # the rest is a comment
            else:
                self.assertIn(rec["exec"], (0, 1))


class TestSignal(unittest.TestCase):
    """Issue 34: a signal to the scorer never turns a sample into a reward."""

    def test_rewards_raise_when_the_scorer_stops(self):
        s = spidereval.Scorer(db=DB, table=TABLES, etype="exec", timeout=120, workers=1, args=["--drain", "0s"])
        try:
            batch = concurrent.futures.ThreadPoolExecutor(1)
            fut = batch.submit(s.rewards, [("concert_singer", SINGERS, ENDLESS), ("concert_singer", SINGERS, RIGHT)])
            time.sleep(0.3)  # the endless sample is likely running (either way no reward may come)
            s._proc.send_signal(signal.SIGTERM)
            with self.assertRaises(spidereval.SpiderEvalError) as cm:
                fut.result(timeout=60)
            if isinstance(cm.exception, spidereval.RequestError):
                self.assertEqual(cm.exception.kind, "shutdown")
            self.assertIn(s._proc.wait(timeout=60), (8, 9))
            batch.shutdown()
        finally:
            s.close()

    def test_a_shutdown_answer_is_no_reward(self):
        s = spidereval.Scorer(db=DB, table=TABLES, etype="exec")
        try:
            answer = {"id": 0, "error": "not judged: the server is stopping", "error_kind": "shutdown"}
            with self.assertRaises(spidereval.RequestError):
                spidereval._rewards._finish(s, [("concert_singer", SINGERS, RIGHT)], [answer], [0], {}, spidereval.RewardPolicy())
        finally:
            s.close()


class TestTabs(unittest.TestCase):
    """Issue 34 item 7: evaluate() and Scorer judge a prediction with a tab whole."""

    def test_evaluate_lists_keep_tabs_and_newlines(self):
        preds = ["SELECT\tcount(*) FROM singer", "SELECT count(*)\nFROM singer", "SELECT\tname FROM singer"]
        res = spidereval.evaluate(gold=[(SINGERS, "concert_singer")] * 3, pred=preds, db=DB, table=TABLES, etype="all")
        self.assertEqual(res.returncode, 0, res.stderr)
        self.assertEqual([r["pred"] for r in res.records], preds)
        with spidereval.Scorer(db=DB, table=TABLES, etype="all") as s:
            recs = s.judge_many([("concert_singer", SINGERS, p) for p in preds])
        self.assertEqual([(r["exec"], r["exact"]) for r in res.records], [(r["exec"], r["exact"]) for r in recs])
        self.assertEqual([r["exec"] for r in recs], [1, 1, 0])

    def test_a_gold_with_a_tab_is_refused_with_its_index(self):
        with self.assertRaisesRegex(ValueError, r"gold\[1\] has a tab"):
            spidereval.evaluate(gold=[(SINGERS, "concert_singer"), ("SELECT\t1", "concert_singer")], pred=["x", "y"], db=DB)


class TestRewards(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.s = spidereval.Scorer(db=DB, table=TABLES, etype="exec", timeout=0.3, extract="solution_tag")

    @classmethod
    def tearDownClass(cls):
        cls.s.close()

    def test_policy_maps_each_outcome(self):
        policy = {"format": -1, "error": 0, "wrong": 0.1, "correct": 1, "refused": -0.5}
        samples = [("concert_singer", SINGERS, solution(RIGHT)), ("concert_singer", SINGERS, solution(WRONG)),
                   ("concert_singer", SINGERS, solution(BROKEN)), ("concert_singer", SINGERS, RIGHT),
                   ("concert_singer", SINGERS, solution(ENDLESS)), ("nope", SINGERS, solution(RIGHT))]
        with warnings.catch_warnings(record=True):
            warnings.simplefilter("always")
            comps = self.s.reward_components(samples, policy=policy)
            rewards = self.s.rewards(samples, policy=spidereval.RewardPolicy(**policy))
        self.assertEqual([c["outcome"] for c in comps], ["correct", "wrong", "error", "format", "error", "refused"])
        self.assertEqual(rewards, [1.0, 0.1, 0.0, -1.0, 0.0, -0.5])
        self.assertEqual([c["score"] for c in comps], rewards)
        self.assertEqual([c["format_ok"] for c in comps], [True, True, True, False, True, False])
        self.assertEqual([c["executes"] for c in comps], [1.0, 1.0, 0.0, 0.0, 0.0, 0.0])
        self.assertEqual([c["timeout"] for c in comps], [0.0, 0.0, 0.0, 0.0, 1.0, 0.0])
        self.assertEqual(comps[0]["sql"], RIGHT)
        self.assertIn("no such column: nope", comps[2]["reason"])
        self.assertIn("unknown_db", comps[5]["reason"])
        # Every sample has the same keys (trainers stack them into columns).
        self.assertEqual(len({tuple(c) for c in comps}), 1)

    def test_a_refused_sample_never_loses_the_batch(self):
        lone = "SELECT '\udca1'"  # a lone surrogate: not UTF-8
        samples = [("concert_singer", SINGERS, solution(RIGHT)), ("concert_singer", SINGERS, lone), ("concert_singer", SINGERS, None),
                   ("only two", "fields"), ("concert_singer", SINGERS, solution(RIGHT)), ("concert_singer", "SELECT nope FROM singer", solution(RIGHT))]
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            got = within(lambda: self.s.rewards(samples, policy={"refused": -2}))
        self.assertEqual(got, [1.0, -2.0, -2.0, -2.0, 1.0, -2.0])
        msgs = [str(w.message) for w in caught if issubclass(w.category, spidereval.RewardWarning)]
        self.assertEqual(len(msgs), 1, msgs)
        self.assertIn("4 of 6 samples refused", msgs[0])
        self.assertIn("sample 1", msgs[0])

    def test_identical_samples_are_judged_once(self):
        calls = []
        call = self.s._call
        self.s._call = lambda req: (calls.append(req), call(req))[1]
        try:
            got = self.s.rewards([("concert_singer", SINGERS, solution(RIGHT))] * 64 + [("concert_singer", SINGERS, solution(WRONG))] * 8)
        finally:
            del self.s._call
        self.assertEqual(got, [1.0] * 64 + [0.0] * 8)
        self.assertEqual(len(calls), 2)

    def test_async(self):
        got = asyncio.run(self.s.rewards_async([("concert_singer", SINGERS, solution(RIGHT)), ("concert_singer", SINGERS, RIGHT)],
                                               policy={"format": -1}))
        self.assertEqual(got, [1.0, -1.0])

    def test_exact_match_components(self):
        with spidereval.Scorer(db=DB, table=TABLES, etype="all") as s:
            c = s.reward_components([("concert_singer", "SELECT name FROM singer WHERE age > 30", "SELECT name FROM singer WHERE age < 30")])[0]
        self.assertEqual((c["exec"], c["exact"], c["parsed"], c["f1_select"], c["f1_where"], c["f1_where_no_op"]), (0.0, 0.0, True, 1.0, 0.0, 1.0))


class TestKeepValue(unittest.TestCase):
    """The reference's "value" -> "1" rewrite: on by default, named once per gold; keep_value=True judges as written."""

    STOCKS = os.path.join(CHECKOUT, "cmd", "spidereval", "testdata", "rewards", "db")
    GOLD = "SELECT market_value FROM stock WHERE id = 1"

    def test_default_and_keep_value(self):
        sample = ("stocks", self.GOLD, self.GOLD)
        with spidereval.Scorer(db=self.STOCKS, etype="exec") as s:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                self.assertEqual(s.rewards([sample] * 2), [0.0, 0.0])
                self.assertEqual(s.rewards([sample]), [0.0])
            named = [w for w in caught if issubclass(w.category, spidereval.ValueRewriteWarning)]
            self.assertEqual(len(named), 1, [str(w.message) for w in caught])
            self.assertIn("market_value", str(named[0].message))
        with spidereval.Scorer(db=self.STOCKS, etype="exec", keep_value=True) as s:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                self.assertEqual(s.rewards([sample]), [1.0])
            self.assertEqual(caught, [])


class TestCompare(unittest.TestCase):
    STOCKS = os.path.join(CHECKOUT, "cmd", "spidereval", "testdata", "rewards", "db")

    def test_modes(self):
        sample = ("stocks", "SELECT name FROM stock", "SELECT name FROM stock UNION ALL SELECT name FROM stock")
        got = {}
        for mode in (None, "multiset", "frozenset", "set_round10", "ordered_if_order_by"):
            with spidereval.Scorer(db=self.STOCKS, etype="exec", compare=mode, cache=mode != "multiset") as s:
                got[mode] = s.rewards([sample])[0]
                self.assertEqual((s.info.get("compare", None), s.info["cache"]), (mode, mode != "multiset"))
        self.assertEqual(got, {None: 0.0, "multiset": 0.0, "frozenset": 1.0, "set_round10": 1.0, "ordered_if_order_by": 0.0})


class TestBirdRewards(unittest.TestCase):
    def test_format_failure_is_not_a_match(self):
        # An empty gold result: the empty SQL judged for a completion without
        # the format would be "equal" under BIRD's set comparison.
        gold = "SELECT name FROM singer WHERE age > 1000"
        with spidereval.Scorer(db=DB, compat="bird", extract="solution_tag", timeout=1) as s:
            got = s.reward_components([("concert_singer", gold, "no tags"), ("concert_singer", gold, solution(gold))])
        self.assertEqual([(c["outcome"], c["score"], c["exec"]) for c in got], [("format", 0.0, 0.0), ("correct", 1.0, 1.0)])
        self.assertIn("soft_f1", got[0])


def kit_dir():
    d = os.environ.get("SPIDEREVAL_DATA") or os.path.join(CHECKOUT, "..", "shared", "data")
    return d if os.path.isdir(d) else None


KIT = kit_dir()


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return [l.rstrip("\n") for l in f]


def recipe_rows(conn, sql, seconds=5.0):
    """fetchall() under a deadline; None when the query fails."""
    end = time.monotonic() + seconds
    conn.set_progress_handler(lambda: 1 if time.monotonic() > end else 0, 10000)
    try:
        return conn.execute(sql).fetchall()
    except Exception:
        return None
    finally:
        conn.set_progress_handler(None, 0)


@unittest.skipUnless(KIT, "skipping: shared data kit not found")
class TestRecipeParity(unittest.TestCase):
    """Whole rewards as two recipes state them, on Python's sqlite3, against
    Scorer with the matching extract=, compare= and policy, on the kit's
    predictions in the recipe's completion format (with format failures)."""

    def completions(self, preds):
        out = []
        for i, p in enumerate(preds):
            if i % 10 == 0:
                out.append("The answer is " + p)                                  # no tag
            elif i % 10 == 1:
                out.append("<think>t</think><solution>```sql\n%s\n```</solution>" % p)  # a fenced block
            elif i % 10 == 2:
                out.append("<think>t</think><solution>%s</solution><solution>SELECT 1</solution>" % p)  # two
            else:
                out.append("<think>t</think><solution>%s</solution>" % p)
        return out

    @staticmethod
    def solution(text):
        m = re.findall(r"<solution>(.*?)</solution>", text, re.S)
        if len(m) != 1:
            return None
        body = m[0].strip()
        fence = re.match(r"^```[A-Za-z0-9_-]*[ \t]*\n?(.*?)```$", body, re.S)
        return (fence.group(1) if fence else body).strip()

    def check(self, db_root, compat, samples, compare, rule, format_reward):
        comps = self.completions([p for _, _, p in samples])
        want, py_failed = [], set()
        conns = {}
        for i, ((db, gold, _), text) in enumerate(zip(samples, comps)):
            if db not in conns:
                conns[db] = sqlite3.connect("file:%s?mode=ro" % os.path.join(db_root, db, db + ".sqlite"), uri=True)
            sql = self.solution(text)
            if sql is None:
                want.append(format_reward)
                continue
            g, p = recipe_rows(conns[db], gold), recipe_rows(conns[db], sql)
            if g is None or p is None:
                py_failed.add(i)
            want.append(1.0 if g is not None and p is not None and rule(g, p) else 0.0)
        for c in conns.values():
            c.close()
        with spidereval.Scorer(db=db_root, etype="exec", compat=compat, timeout=5, extract="solution_tag", compare=compare) as s:
            got = s.rewards([(db, gold, c) for (db, gold, _), c in zip(samples, comps)], policy={"format": format_reward})
        differ = [i for i in range(len(samples)) if got[i] != want[i]]
        # Only where Python's SQLite (3.40) failed a query that spidereval's (3.53) runs.
        self.assertEqual([i for i in differ if i not in py_failed], [], "rewards differ from the recipe's")
        self.assertLess(len(differ), len(samples) // 50)
        return differ

    def test_skyrl_sql(self):
        gold = [l.rsplit("\t", 1) for l in read_lines(os.path.join(KIT, "spider", "dev_gold.sql")) if l.strip()]
        preds = read_lines(os.path.join(KIT, "predictions", "spider_dev.graphix_t5.sql"))
        samples = [(db, g, p) for (g, db), p in zip(gold, preds)]
        self.check(os.path.join(KIT, "spider", "database"), "testsuite", samples, "frozenset", lambda g, p: frozenset(g) == frozenset(p), -1.0)

    def test_bird_rl(self):
        root = os.path.join(KIT, "bird", "bird_dev_synth")
        gold = [l.rsplit("\t", 1) for l in read_lines(os.path.join(root, "dev_gold.sql")) if l.strip()]
        with open(os.path.join(root, "predictions", "bird_dev.etm_DAIL.json"), encoding="utf-8") as f:
            pred = json.load(f)
        samples = [(gold[i][1], gold[i][0], pred[str(i)].split("\t----- bird -----\t")[0]) for i in range(0, len(gold), 4)]

        def r10(rows):
            return set(tuple(round(v, 10) if isinstance(v, float) else v for v in r) for r in rows)
        self.check(os.path.join(root, "dev_databases"), "bird", samples, "set_round10", lambda g, p: r10(g) == r10(p), 0.0)


class TestTools(unittest.TestCase):
    def test_execute_and_vote(self):
        with spidereval.Scorer(db=DB, etype="exec", timeout=0.3) as s:
            got = s.execute("concert_singer", "SELECT name, age FROM singer ORDER BY age", max_rows=2)
            self.assertEqual((got["result"]["columns"], len(got["result"]["rows"]), got["result"]["total"]), (["Name", "Age"], 2, 6))
            self.assertIn("no such column", s.execute("concert_singer", BROKEN)["exec_error"])
            self.assertIn("timeout", s.execute("concert_singer", ENDLESS)["exec_error"])
            with self.assertRaises(spidereval.RequestError):
                s.execute("nope", SINGERS)
            v = s.vote("concert_singer", [WRONG, BROKEN, SINGERS, ENDLESS, RIGHT])
            self.assertEqual((v["winner"], v["groups"], v["failed"]), (2, [[2, 4], [0]], [1, 3]))


class SharedEnv(unittest.TestCase):
    """Runs with the SPIDEREVAL_* variables set to the demo, and no shared scorer left behind."""

    ENV = {"SPIDEREVAL_DB": DB, "SPIDEREVAL_TABLES": TABLES, "SPIDEREVAL_EXTRACT": "solution_tag", "SPIDEREVAL_TIMEOUT": "1",
           "SPIDEREVAL_WORKERS": "2", "SPIDEREVAL_COMPAT": "testsuite"}

    def setUp(self):
        self.saved = {k: os.environ.get(k) for k in self.ENV}
        os.environ.update(self.ENV)

    def tearDown(self):
        for k, v in self.saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        _shared.close_all()


class TestVerl(SharedEnv):
    """verl 0.4-0.5: NaiveRewardManager calls compute_score with keywords,
    BatchRewardManager compute_score_batch with object arrays."""

    def test_compute_score(self):
        extra = {"db_id": "concert_singer", "index": 7, "split": "train", "question": "How many singers?"}
        got = spidereval.verl.compute_score(data_source="spider", solution_str=solution(RIGHT), ground_truth=SINGERS, extra_info=extra)
        self.assertIsInstance(got["score"], float)
        self.assertEqual((got["score"], got["outcome"], got["sql"]), (1.0, "correct", RIGHT))
        # BIRD-RL's form: the gold under "ground_truth".
        got = spidereval.verl.compute_score(data_source="bird", solution_str=solution(WRONG), ground_truth={"ground_truth": SINGERS},
                                            extra_info=extra)
        self.assertEqual(got["score"], 0.0)
        # reward_kwargs: a policy.
        got = spidereval.verl.compute_score(data_source="spider", solution_str=RIGHT, ground_truth=SINGERS, extra_info=extra,
                                            policy={"format": -1})
        self.assertEqual(got["score"], -1.0)

    def test_loaded_by_path(self):
        # verl imports custom_reward_function.path as a module of its own.
        import importlib.util
        spec = importlib.util.spec_from_file_location("custom_module", spidereval.verl.__file__)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        got = module.compute_score_batch(data_sources=["spider"], solution_strs=[solution(RIGHT)], ground_truths=[SINGERS],
                                         extra_infos=[{"db_id": "concert_singer"}])
        self.assertEqual(got[0]["score"], 1.0)

    def test_compute_score_batch(self):
        sols = [solution(RIGHT), solution(WRONG), RIGHT, solution(RIGHT)]
        extras = ObjectArray([{"db_id": "concert_singer"}, {"db_id": "concert_singer"}, {"db_id": "concert_singer"}, None])
        with warnings.catch_warnings(record=True):
            warnings.simplefilter("always")
            got = spidereval.verl.compute_score_batch(data_sources=ObjectArray(["spider"] * 4), solution_strs=sols,
                                                      ground_truths=[SINGERS] * 4, extra_infos=extras)
        self.assertEqual([g["score"] for g in got], [1.0, 0.0, 0.0, 0.0])
        self.assertEqual([g["outcome"] for g in got], ["correct", "wrong", "format", "refused"])

    def test_one_scorer_per_process_and_settings(self):
        for _ in range(3):
            spidereval.verl.compute_score("spider", RIGHT, SINGERS, {"db_id": "concert_singer"})
        self.assertEqual(len(_shared._scorers), 1)
        spidereval.verl.compute_score("spider", RIGHT, SINGERS, {"db_id": "concert_singer"}, extract="raw")
        self.assertEqual(len(_shared._scorers), 2)

    def test_forked_child_starts_its_own(self):
        first = spidereval.verl.compute_score("spider", solution(RIGHT), SINGERS, {"db_id": "concert_singer"})["score"]
        parent_server = next(iter(_shared._scorers.values()))._proc.pid
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:
            code = 1
            try:
                got = spidereval.verl.compute_score("spider", solution(RIGHT), SINGERS, {"db_id": "concert_singer"})["score"]
                server = next(iter(_shared._scorers.values()))._proc.pid
                os.write(w, json.dumps([got, server]).encode())
                _shared.close_all()
                code = 0
            finally:
                os._exit(code)
        os.close(w)
        with os.fdopen(r) as f:
            data = within(f.read)
        _, status = os.waitpid(pid, 0)
        self.assertEqual(os.waitstatus_to_exitcode(status), 0)
        got, child_server = json.loads(data)
        self.assertEqual((first, got), (1.0, 1.0))
        self.assertNotEqual(child_server, parent_server)
        # The parent's scorer still works after the child is gone.
        self.assertEqual(spidereval.verl.compute_score("spider", solution(WRONG), SINGERS, {"db_id": "concert_singer"})["score"], 0.0)

    def test_closed_at_exit(self):
        code = textwrap.dedent("""
            import spidereval.verl, spidereval._shared as sh
            gold = "SELECT count(*) FROM singer"
            sol = "<solution>" + gold + "</solution>"
            print(spidereval.verl.compute_score("spider", sol, gold, {"db_id": "concert_singer"})["score"])
            print(next(iter(sh._scorers.values()))._proc.pid, flush=True)
        """)
        out = subprocess.run([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120, env=dict(os.environ))
        self.assertEqual(out.returncode, 0, out.stderr)
        score, server = out.stdout.split()
        self.assertEqual(float(score), 1.0)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and alive(int(server)):
            time.sleep(0.05)
        self.assertFalse(alive(int(server)), "the server outlived its process")

    def test_no_database_named(self):
        os.environ.pop("SPIDEREVAL_DB")
        with self.assertRaisesRegex(ValueError, "SPIDEREVAL_DB"):
            spidereval.verl.compute_score("spider", RIGHT, SINGERS, {"db_id": "concert_singer"})


class TestTRL(SharedEnv):
    """TRL 0.19-0.23: GRPOTrainer calls reward_func(prompts=, completions=,
    completion_ids=, trainer_state=, **columns) with lists."""

    def call(self, fn, completions, **columns):
        n = len(completions)
        return fn(prompts=["How many singers?"] * n, completions=completions, completion_ids=[[1, 2, 3]] * n,
                  trainer_state=object(), **columns)

    def test_plain(self):
        got = self.call(spidereval.trl.reward, [solution(RIGHT), solution(WRONG), RIGHT], db_id=["concert_singer"] * 3,
                        query=[SINGERS] * 3, question=["How many singers?"] * 3)
        self.assertEqual(got, [1.0, 0.0, 0.0])
        self.assertTrue(all(isinstance(x, float) for x in got))

    def test_conversational(self):
        comps = [[{"role": "assistant", "content": solution(RIGHT)}], [{"role": "assistant", "content": solution(WRONG)}]]
        got = self.call(spidereval.trl.reward, comps, db_id=["concert_singer"] * 2, gold=[SINGERS] * 2)
        self.assertEqual(got, [1.0, 0.0])

    def test_reward_function_settings(self):
        fn = spidereval.trl.reward_function(name="ex_shaped", extract="last_codeblock", policy={"format": -1, "wrong": 0.1})
        self.assertEqual(fn.__name__, "ex_shaped")
        got = self.call(fn, ["```sql\n%s\n```" % RIGHT, "```sql\n%s\n```" % WRONG, RIGHT], db_id=["concert_singer"] * 3, gold=[SINGERS] * 3)
        self.assertEqual(got, [1.0, 0.1, -1.0])
        with self.assertRaisesRegex(TypeError, "unknown settings"):
            spidereval.trl.reward_function(database=DB)

    def test_missing_columns(self):
        with self.assertRaisesRegex(ValueError, "db_id column"):
            self.call(spidereval.trl.reward, [RIGHT], gold=[SINGERS])


class TestReadme(SharedEnv):
    """The README's "Rewards for RL" examples run as written."""

    def test_examples(self):
        with open(PYREADME, encoding="utf-8") as f:
            text = f.read()
        section = text[text.index("## Rewards for RL"):]
        blocks = re.findall(r"```python\n(.*?)```", section, re.S)
        self.assertGreaterEqual(len(blocks), 2)
        for block in blocks:
            with self.subTest(block.splitlines()[0]):
                out = subprocess.run([sys.executable, "-c", block], stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120,
                                     env=dict(os.environ), cwd=DEMO)
                self.assertEqual(out.returncode, 0, out.stderr.decode())
                self.assertIn(b"ok", out.stdout)


if __name__ == "__main__":
    unittest.main()
