"""spidereval: text-to-SQL scores equal to the official Spider, SParC and BIRD
evaluators', from Python.

    spidereval.evaluate(gold=..., pred=..., db=..., table=...)   # a whole run (the CLI)
    spidereval.Scorer(db=..., table=...)                         # a long-lived scorer
    spidereval.verl.compute_score, spidereval.trl.reward         # rewards for RL trainers

The wheel carries the native `spidereval` binary; `python -m spidereval` and
the `spidereval` command run it with the CLI's flags.
"""

from ._binary import SpiderEvalError, binary
from ._evaluate import Result, evaluate
from ._rewards import RewardPolicy, RewardWarning, ValueRewriteWarning
from ._scorer import RequestError, Scorer

__version__ = "0.13.0"

__all__ = ["evaluate", "Result", "Scorer", "RequestError", "RewardPolicy", "RewardWarning", "ValueRewriteWarning",
           "SpiderEvalError", "binary", "__version__"]
