"""Rewards for TRL's GRPOTrainer: `reward_funcs=spidereval.trl.reward`
(settings from the SPIDEREVAL_* variables), or
`reward_funcs=spidereval.trl.reward_function(db=..., extract=...)`.

Calling convention followed: TRL 0.19-0.23, `reward_func(prompts=,
completions=, completion_ids=, trainer_state=, **columns)`, where columns
are the dataset's other columns, one list entry per completion. The
database comes from column "db_id", the gold SQL from "gold" or "query"
(Spider's name); completions are strings or conversations (lists of
{"role", "content"} messages: the last message's content is judged).
"""

from spidereval import _shared


def _text(completion):
    if isinstance(completion, str):
        return completion
    if isinstance(completion, (list, tuple)) and completion and isinstance(completion[-1], dict):
        return completion[-1].get("content")
    if isinstance(completion, dict):
        return completion.get("content")
    return completion


def _rewards(settings, completions, columns):
    sc = _shared.scorer(settings)
    db_ids = columns.get("db_id")
    golds = columns.get("gold", columns.get("query"))
    if db_ids is None or golds is None:
        raise ValueError("spidereval.trl: the dataset needs a db_id column and a gold (or query) column; got %s"
                         % (", ".join(sorted(columns)) or "none"))
    samples = [{"db_id": d, "gold": g, "pred": _text(c)} for d, g, c in zip(db_ids, golds, completions)]
    return sc.rewards(samples, policy=settings.get("policy"))


def reward(prompts, completions, **columns):
    """A float per completion (settings from the SPIDEREVAL_* variables)."""
    s, _ = _shared.settings({})
    return _rewards(s, completions, columns)


def reward_function(name="spidereval", **settings):
    """A TRL reward function with these settings (db, table, compat,
    extract, timeout, workers, etype, policy); TRL logs it under name."""
    unknown = set(settings) - set(_shared.KEYWORDS)
    if unknown:
        raise TypeError("spidereval.trl.reward_function: unknown settings %s (want %s)" % (
            ", ".join(sorted(unknown)), ", ".join(_shared.KEYWORDS)))
    s, _ = _shared.settings(settings)

    def fn(prompts, completions, **columns):
        return _rewards(s, completions, columns)

    fn.__name__ = fn.__qualname__ = name
    return fn
