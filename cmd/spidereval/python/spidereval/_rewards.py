"""Rewards for training loops: a policy over each sample's outcome, and the
components trainers log. The judging is the server's; this module only
reads its answers."""

import json
import warnings


class RewardWarning(UserWarning):
    """Samples of a reward batch were refused (each got the policy's
    "refused" reward); the message names them and why."""


class ValueRewriteWarning(UserWarning):
    """A gold names "value" (e.g. market_value) while the scorer rewrites
    "value" in predictions to 1 as the test-suite reference does: a correct
    prediction of it cannot earn the reward. Once per gold; keep_value=True
    judges without the rewrite."""


class RewardPolicy:
    """The reward of each outcome of a sample:

    correct  the verdict is a match (execution match; BIRD: EX; etype "match": exact match)
    wrong    the prediction ran but does not match
    error    the prediction did not run: SQLite's error, a timeout, a write, a cap
    format   the completion lacks the extract= mode's format (nothing was run)
    refused  the sample could not be judged: unknown db_id, a gold the
             reference cannot score, a request too large, text that is not UTF-8

    The default, 1 / 0 / 0 / 0 / 0, is the execution match itself. SkyRL-SQL's
    is RewardPolicy(format=-1.0); a shaped one: RewardPolicy(format=-1, error=0, wrong=0.1).
    """

    OUTCOMES = ("correct", "wrong", "error", "format", "refused")

    def __init__(self, correct=1.0, wrong=0.0, error=0.0, format=0.0, refused=0.0):
        self.correct, self.wrong, self.error, self.format, self.refused = (
            float(correct), float(wrong), float(error), float(format), float(refused))

    @classmethod
    def of(cls, policy):
        """A RewardPolicy from None (the default), a dict of its fields, or itself."""
        if policy is None:
            return cls()
        if isinstance(policy, cls):
            return policy
        if isinstance(policy, dict):
            return cls(**policy)
        raise TypeError("policy: want a RewardPolicy or a dict of %s, got %r" % (", ".join(cls.OUTCOMES), policy))

    def __getitem__(self, outcome):
        return getattr(self, outcome)

    def __repr__(self):
        return "RewardPolicy(%s)" % ", ".join("%s=%g" % (o, self[o]) for o in self.OUTCOMES)


# The exact-match components, as the record's "partial" names them, and
# their keys in a sample's components.
_PARTS = (("select", "select"), ("select(no AGG)", "select_no_agg"), ("where", "where"), ("where(no OP)", "where_no_op"),
          ("group(no Having)", "group_no_having"), ("group", "group"), ("order", "order"), ("and/or", "and_or"),
          ("IUEN", "iuen"), ("keywords", "keywords"))


def _keys(scorer):
    """The component keys of every sample of this scorer (the same for every
    sample, refused ones included: trainers stack them into columns)."""
    keys = ["score", "outcome", "reason", "format_ok", "executes", "exec", "timeout", "sql"]
    if scorer.info.get("reference") == "bird":
        keys += ["soft_f1"]
    elif scorer.info.get("etype") in ("all", "match"):
        keys += ["exact", "parsed"] + ["f1_" + k for _, k in _PARTS]
    return keys


def _blank(scorer):
    c = dict.fromkeys(_keys(scorer), 0.0)
    c.update(outcome="refused", reason="", format_ok=False, sql="")
    if "parsed" in c:
        c["parsed"] = False
    return c


def components(scorer, answer, policy):
    """A sample's components from its server answer."""
    c = _blank(scorer)
    if "error" in answer:
        c["reason"] = "%s: %s" % (answer.get("error_kind") or "error", answer["error"])
        c["score"] = policy.refused
        return c
    rec = answer.get("record") or {}
    c["sql"] = rec.get("pred", "")
    c["format_ok"] = bool(answer.get("format_ok", True))
    err = rec.get("exec_error", "")
    c["timeout"] = 1.0 if "pred_timeout" in (rec.get("problems") or []) else 0.0
    verdict = rec.get("ex", rec.get("exec"))
    c["exec"] = float(verdict or 0)
    if "exact" in c:
        c["exact"] = float(rec.get("exact", 0))
        c["parsed"] = bool(rec.get("pred_parsed", False))
        partial = rec.get("partial") or {}
        for name, key in _PARTS:
            c["f1_" + key] = float((partial.get(name) or {}).get("f1", 0))
    if "soft_f1" in c:
        c["soft_f1"] = float(rec.get("soft_f1") or 0)
    if rec.get("error"):
        c["outcome"], c["reason"] = "refused", "unscored: " + rec["error"]
    elif not c["format_ok"]:
        c["outcome"], c["reason"] = "format", "the completion lacks the %s format" % (scorer.extract,)
    elif float(answer.get("reward", 0)) == 1.0:
        c["outcome"] = "correct"
    elif err:
        c["outcome"], c["reason"] = "error", err
    else:
        c["outcome"] = "wrong"
    if c["outcome"] in ("format", "refused"):
        c["exec"] = 0.0  # nothing of the completion was judged
    # Ran: no execution error and an execution verdict (etype "match" runs nothing).
    c["executes"] = 1.0 if c["outcome"] in ("correct", "wrong") and verdict is not None else 0.0
    c["score"] = policy[c["outcome"]]
    return c


def _requests(scorer, samples):
    """The requests of a batch, identical ones once: (requests, the request
    index of each sample, refusals by sample index)."""
    reqs, index, refused, seen = [], [], {}, {}
    for i, s in enumerate(samples):
        try:
            req = scorer._sample(s)
        except (TypeError, ValueError) as e:
            refused[i] = {"error": "sample %d is neither (db_id, gold, pred) nor a dict: %s" % (i, e), "error_kind": "bad_request"}
            index.append(-1)
            continue
        req.pop("id", None)
        try:
            key = json.dumps(req, sort_keys=True)
        except (TypeError, ValueError) as e:
            refused[i] = {"error": "sample %d cannot be sent as JSON: %s" % (i, e), "error_kind": "bad_request"}
            index.append(-1)
            continue
        if key not in seen:
            seen[key] = len(reqs)
            reqs.append(req)
            _warn_value(scorer, req.get("gold"))
        index.append(seen[key])
    return reqs, index, refused


def _warn_value(scorer, gold):
    if not getattr(scorer, "rewrites_value", False) or not isinstance(gold, str) or "value" not in gold:
        return
    if gold in scorer._value_golds:
        return
    scorer._value_golds.add(gold)
    warnings.warn("spidereval: gold %r names \"value\", which the test-suite reference rewrites to 1 in every prediction: "
                  "a correct prediction of it scores 0 (keep_value=True judges without the rewrite)" % gold,
                  ValueRewriteWarning, stacklevel=5)


def _finish(scorer, samples, answers, index, refused, policy):
    for i, answer in enumerate(answers):
        if answer.get("error_kind") == "shutdown":
            # Not a verdict: the server stopped (a signal) before judging
            # it, and no reward may stand for a verdict it did not give.
            from ._scorer import RequestError  # (a cycle at import time)
            raise RequestError("request %d of the batch: %s" % (i, answer.get("error", "")), "shutdown")
    out = []
    for i in range(len(samples)):
        answer = refused[i] if index[i] < 0 else answers[index[i]]
        out.append(components(scorer, answer, policy))
    bad = [(i, c["reason"]) for i, c in enumerate(out) if c["outcome"] == "refused"]
    if bad:
        warnings.warn("spidereval: %d of %d samples refused, each rewarded %g (policy 'refused'); first: sample %d: %s"
                      % (len(bad), len(out), policy.refused, bad[0][0], bad[0][1]), RewardWarning, stacklevel=4)
    return out


def score(scorer, samples, policy=None):
    """Components of each sample, identical samples judged once."""
    policy = RewardPolicy.of(policy)
    samples = list(samples)
    reqs, index, refused = _requests(scorer, samples)
    futures = [scorer._call(r) for r in reqs]
    return _finish(scorer, samples, [f.result() for f in futures], index, refused, policy)


async def score_async(scorer, samples, policy=None):
    """score, awaiting the answers without blocking the event loop."""
    import asyncio
    policy = RewardPolicy.of(policy)
    samples = list(samples)
    reqs, index, refused = _requests(scorer, samples)
    futures = [asyncio.wrap_future(scorer._call(r)) for r in reqs]
    answers = await asyncio.gather(*futures)
    return _finish(scorer, samples, answers, index, refused, policy)
