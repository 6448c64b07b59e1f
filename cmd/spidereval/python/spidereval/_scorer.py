"""spidereval.Scorer: one long-lived `spidereval serve --stdio` process."""

import collections
import itertools
import json
import os
import subprocess
import threading
from concurrent.futures import Future

from . import _rewards
from ._binary import SpiderEvalError, binary

DEFAULT_MAX_REQUEST = 16 << 20

# _NO_ID marks a sample without the caller's own "id".
_NO_ID = object()


class RequestError(SpiderEvalError):
    """The scorer answered a request with an error (kind: bad_request,
    unknown_db or too_large)."""

    def __init__(self, message, kind=""):
        super().__init__(message)
        self.kind = kind


def _duration(v):
    """A Go duration flag from seconds (int or float) or a string like "10s"."""
    if isinstance(v, (int, float)):
        return "%dus" % round(v * 1e6)
    return str(v)


class Scorer:
    """A long-lived scorer: judge (db_id, gold, pred) samples one by one or
    in parallel, with the official evaluators' verdicts.

        with spidereval.Scorer(db="spider/database", table="spider/tables.json") as s:
            s.judge("concert_singer", gold, pred)        # -> the JSONL record, a dict
            s.judge_many([(db_id, gold, pred), ...])     # in parallel, in order
            s.reward(db_id, gold, pred)                  # -> 1.0 or 0.0

    db       the folder holding <db_id>/<db_id>.sqlite (requests name one of them)
    table    tables.json (needed for exact match: etype "all" or "match")
    compat   testsuite (default), spider, sparc or bird (EX and Soft-F1)
    etype    all (default), exec or match; bird scores by execution
    timeout  per-query deadline, in seconds or as "10s" (default 30 s)
    budget   per-sample deadline, all its queries included (default 4 x timeout)
    workers  samples judged at once by the server (default: its cores)
    full     records with result tables and parse trees (slower)
    extract  judge the SQL taken out of each pred, a model's completion: "solution_tag",
             "answer_tag", "sql_tag", "last_codeblock", "first_codeblock", "raw" or
             "regex:PATTERN" (records carry format_ok; README "Rewards for RL")
    compare  decide verdicts by a training recipe's comparison: "multiset", "frozenset"
             (SkyRL-SQL), "set_round10" (BIRD-RL), "ordered_if_order_by"; the gold and the
             prediction run as written (default None: the reference's comparison)
    cache    keep predictions' results for the same SQL on the same database (bounded;
             queries naming random(), 'now' and the like always run); default True
    keep_value  judge predictions without the test-suite reference's "value" -> "1"
             rewrite (eval/QUIRKS.md); default False: the reference's verdicts
    args     more `spidereval serve` flags, e.g. ["--plug_value"]
    """

    def __init__(self, db, table=None, compat="testsuite", etype="all", timeout=None, budget=None,
                 workers=None, full=False, max_request=DEFAULT_MAX_REQUEST, args=(), bin=None, extract=None,
                 keep_value=False, compare=None, cache=True):
        if compat == "bird":
            etype = "exec"
        cmd = [bin or binary(), "serve", "--stdio", "--db", os.fspath(db), "--compat", compat, "--etype", etype,
               "--max-request", str(max_request)]
        if table is not None:
            cmd += ["--table", os.fspath(table)]
        if timeout is not None:
            cmd += ["--timeout", _duration(timeout)]
        if budget is not None:
            cmd += ["--budget", _duration(budget)]
        if workers is not None:
            cmd += ["--workers", str(workers)]
        if full:
            cmd.append("--full")
        if extract:
            cmd += ["--extract", _extract_flag(extract)]
        if keep_value:
            cmd.append("--keep_value")
        if compare:
            cmd += ["--compare", compare]
        if not cache:
            cmd.append("--no-cache")
        self.extract = extract or None
        # The test-suite reference rewrites "value" in predictions to 1
        # (not the legacy script, not BIRD, not with keep_value).
        self.rewrites_value = compat in ("testsuite", "sparc") and not keep_value
        self._value_golds = set()  # golds already warned about
        cmd += list(args)
        self.max_request = max_request
        self._ids = itertools.count()
        self._pending = {}
        # _lock guards _pending and _closed, briefly: the answer reader takes
        # it. _write_lock serializes requests on stdin; a write may block
        # while the server is busy, and must not hold up the answer reader.
        self._lock = threading.Lock()
        self._write_lock = threading.Lock()
        self._closed = False
        self._stderr = collections.deque(maxlen=50)
        self._proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self._errreader = threading.Thread(target=self._read_stderr, name="spidereval-stderr", daemon=True)
        self._errreader.start()
        self._reader = threading.Thread(target=self._read_answers, name="spidereval-answers", daemon=True)
        self._reader.start()
        try:
            self.info = self._call({"op": "info"}).result()["info"]
        except Exception:
            self.close()
            raise

    # -- the protocol -------------------------------------------------

    def _read_stderr(self):
        for line in self._proc.stderr:
            self._stderr.append(line.decode("utf-8", "replace").rstrip())

    def _read_answers(self):
        for line in self._proc.stdout:
            try:
                answer = json.loads(line)
            except ValueError:
                continue
            with self._lock:
                fut = self._pending.pop(answer.get("id"), None)
            if fut is not None:
                fut.set_result(answer)
        # The server is gone: fail whatever still waits, saying why.
        self._proc.wait()
        self._errreader.join(timeout=2)
        with self._lock:
            pending, self._pending = self._pending, {}
            self._closed = True
        err = SpiderEvalError("the scorer process ended (exit %s): %s" % (self._proc.returncode, "\n".join(self._stderr)))
        for fut in pending.values():
            fut.set_exception(err)

    def _call(self, req):
        """Send one request; a Future of its answer (a dict)."""
        fut = Future()
        rid = next(self._ids)
        body = dict(req)
        bad = _not_utf8(body)
        if bad:
            fut.set_result({"id": rid, "error": "bad request: " + bad, "error_kind": "bad_request"})
            return fut
        # The protocol id is the client's own (a sample's "id" is the
        # caller's: the answers are matched by this one). It goes first: an
        # oversized request's error answer still carries it.
        body.pop("id", None)
        line = json.dumps(dict([("id", rid)] + list(body.items()))).encode("utf-8") + b"\n"
        if len(line) > self.max_request:
            fut.set_result({"id": rid, "error": "request too large: over max_request (%d bytes)" % self.max_request,
                            "error_kind": "too_large"})
            return fut
        with self._lock:
            if self._closed:
                raise SpiderEvalError("the scorer is closed: %s" % "\n".join(self._stderr))
            self._pending[rid] = fut
        try:
            with self._write_lock:
                self._proc.stdin.write(line)
                self._proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError) as e:
            with self._lock:
                self._pending.pop(rid, None)
            # The process is ending: its stderr says why (a usage error),
            # once the reader thread has read it to the end.
            try:
                self._proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass
            self._errreader.join(timeout=5)
            raise SpiderEvalError("the scorer process is gone: %s %s" % (e, "\n".join(self._stderr))) from e
        return fut

    @staticmethod
    def _sample(sample):
        if isinstance(sample, dict):
            return dict(sample)
        db_id, gold, pred = sample
        return {"db_id": db_id, "gold": gold, "pred": pred}

    @staticmethod
    def _record(answer, sample_id=_NO_ID):
        if "error" in answer:
            raise RequestError(answer["error"], answer.get("error_kind", ""))
        if "record" not in answer:
            # {"op": "info"} and any other answer without a record.
            out = {k: v for k, v in answer.items() if k != "id"}
        else:
            out = answer["record"]
            out["reward"] = answer.get("reward", 0.0)
            if "format_ok" in answer:
                out["format_ok"] = answer["format_ok"]
        if sample_id is not _NO_ID:
            out["id"] = sample_id
        return out

    # -- the API --------------------------------------------------------

    def judge(self, db_id, gold, pred, **fields):
        """One sample's record (the JSONL record as a dict, plus its "reward").

        fields: question, evidence, difficulty (kept in the record).
        Raises RequestError when the request is refused (unknown db_id, too large).
        """
        req = {"db_id": db_id, "gold": gold, "pred": pred}
        req.update(fields)
        return self._record(self._call(req).result(), req.get("id", _NO_ID))

    def judge_many(self, samples, errors="return"):
        """Records for many samples, judged in parallel, in the samples' order.

        samples: (db_id, gold, pred) tuples or dicts with those keys (and
        question, evidence, difficulty). A refused request gives
        {"error": ..., "error_kind": ...} in its place (errors="return") or
        raises RequestError (errors="raise").
        """
        reqs = [self._sample(s) for s in samples]
        futures = [self._call(r) for r in reqs]
        out = []
        for req, fut in zip(reqs, futures):
            answer = fut.result()
            sid = req.get("id", _NO_ID)
            if "error" in answer and errors == "return":
                err = {"error": answer["error"], "error_kind": answer.get("error_kind", "")}
                if sid is not _NO_ID:
                    err["id"] = sid
                out.append(err)
            else:
                out.append(self._record(answer, sid))
        return out

    def reward(self, db_id, gold, pred, policy=None):
        """The sample's reward as a float (see rewards)."""
        return self.rewards([(db_id, gold, pred)], policy=policy)[0]

    def rewards(self, samples, policy=None):
        """Rewards for many samples, judged in parallel, in order: by
        default execution match (1.0 or 0.0; BIRD: EX; etype "match": exact
        match). A sample the server refuses never costs the batch: it gets
        the policy's "refused" reward and a RewardWarning names it.
        policy: a RewardPolicy or a dict of its fields."""
        return [c["score"] for c in self.reward_components(samples, policy=policy)]

    def reward_components(self, samples, policy=None):
        """One dict per sample, in order: "score" (the policy's reward), the
        outcome ("correct", "wrong", "error", "format", "refused"), its
        "reason", and the components trainers log (see _rewards.components)."""
        return _rewards.score(self, samples, policy)

    async def rewards_async(self, samples, policy=None):
        """rewards for asyncio servers: awaits the answers without blocking the loop."""
        return [c["score"] for c in await _rewards.score_async(self, samples, policy)]

    async def reward_components_async(self, samples, policy=None):
        """reward_components for asyncio servers."""
        return await _rewards.score_async(self, samples, policy)

    def execute(self, db_id, sql, max_rows=100):
        """Run sql on a database as an agent's tool call: read-only, under
        the per-query deadline and caps, no copy of the database. Returns
        {"result": {"columns", "rows", "total", "truncated"}} or
        {"exec_error": SQLite's error}; raises RequestError for an unknown db_id."""
        answer = self._call({"op": "execute", "db_id": db_id, "sql": sql, "max_rows": max_rows}).result()
        if "error" in answer:
            raise RequestError(answer["error"], answer.get("error_kind", ""))
        return {k: v for k, v in answer.items() if k != "id"}

    def vote(self, db_id, candidates):
        """Group candidate queries by result (the scorer's compare=, else the
        reference's comparison with each group's first as the gold):
        {"winner": index or -1, "groups": [[indices]] largest first,
        "failed": [indices], "errors": [...]}. A candidate that fails or
        times out is kept apart, never counted as an empty result, and so
        is one whose distinct result the vote cannot keep (too_large: at
        most 179 MB of distinct results are kept)."""
        answer = self._call({"op": "vote", "db_id": db_id, "candidates": list(candidates)}).result()
        if "error" in answer:
            raise RequestError(answer["error"], answer.get("error_kind", ""))
        return answer["vote"]

    def close(self, timeout=None):
        """End the server (its pending answers are still read) and wait for it."""
        with self._write_lock:
            if self._proc.stdin and not self._proc.stdin.closed:
                try:
                    self._proc.stdin.close()
                except OSError:
                    pass
        try:
            self._proc.wait(timeout=timeout if timeout is not None else 300)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait()
        self._reader.join(timeout=5)
        self._errreader.join(timeout=5)
        for f in (self._proc.stdout, self._proc.stderr):
            try:
                f.close()
            except OSError:
                pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def __del__(self):
        proc = getattr(self, "_proc", None)
        if proc is not None and proc.poll() is None:
            try:
                proc.stdin.close()
            except Exception:
                pass


def _not_utf8(body):
    """Why a request's text cannot be sent as UTF-8 ("" when it can): a lone
    surrogate, as bytes read with errors="surrogateescape" become. JSON would
    carry it as an escape the server reads as U+FFFD; the official scripts
    stop on such bytes (UnicodeDecodeError), so the sample is refused here."""
    for key, value in body.items():
        if not isinstance(value, str):
            continue
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as e:
            return "field %s: character %r at position %d is not valid UTF-8 (a lone surrogate, e.g. a byte read with surrogateescape)" % (
                key, value[e.start], e.start)
    return ""



def _extract_flag(extract):
    """serve's --extract value: a mode's name, or a compiled pattern or
    "regex:PATTERN" (Go's RE2 syntax)."""
    pattern = getattr(extract, "pattern", None)
    if isinstance(pattern, str):
        return "regex:" + pattern
    return str(extract)
