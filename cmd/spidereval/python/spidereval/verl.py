"""Rewards for verl (volcengine/verl): point `custom_reward_function.path`
at this module's file, or import it, with `name: compute_score` (verl's
naive reward manager) or `name: compute_score_batch` (its batch manager).

Calling conventions followed: verl 0.4-0.5, `compute_score(data_source=,
solution_str=, ground_truth=, extra_info=, **reward_kwargs)` and
`compute_score_batch(data_sources=, solution_strs=, ground_truths=,
extra_infos=, **reward_kwargs)` (numpy object arrays or lists). Settings
come from `reward_kwargs` or the SPIDEREVAL_* variables (spidereval._shared.ENV).

    ground_truth  the gold SQL, or a dict with it under "ground_truth"
    extra_info    a dict with "db_id" (and optionally "question", "evidence", "difficulty")

Each call returns a dict per sample: "score" (a float, the policy's
reward) and the components (spidereval.RewardPolicy, README "Rewards for RL").
"""

from spidereval import _shared  # absolute: verl loads this file by path (custom_reward_function.path)

_FIELDS = ("question", "evidence", "difficulty")


def _sample(solution_str, ground_truth, extra_info):
    gold = ground_truth.get("ground_truth") if isinstance(ground_truth, dict) else ground_truth
    info = extra_info if isinstance(extra_info, dict) else {}
    s = {"db_id": info.get("db_id"), "gold": gold, "pred": solution_str}
    for k in _FIELDS:
        if isinstance(info.get(k), str):
            s[k] = info[k]
    return s


def compute_score_batch(data_sources, solution_strs, ground_truths, extra_infos, **kwargs):
    """One dict per sample ("score" and the components), judged in parallel."""
    s, _ = _shared.settings(kwargs)
    sc = _shared.scorer(s)
    samples = [_sample(p, g, e) for p, g, e in zip(solution_strs, ground_truths, extra_infos)]
    return sc.reward_components(samples, policy=s.get("policy"))


def compute_score(data_source, solution_str, ground_truth, extra_info=None, **kwargs):
    """One sample's dict ("score" and the components)."""
    return compute_score_batch([data_source], [solution_str], [ground_truth], [extra_info], **kwargs)[0]
