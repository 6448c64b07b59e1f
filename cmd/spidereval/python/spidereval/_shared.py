"""One process-wide Scorer per settings, for the training entry points
(spidereval.verl, spidereval.trl): started on first use, forgotten in a
forked child (which starts its own), closed when the process exits."""

import atexit
import os
import threading

from ._scorer import Scorer

# Settings by keyword, or else by environment variable.
ENV = {
    "db": "SPIDEREVAL_DB",
    "table": "SPIDEREVAL_TABLES",
    "compat": "SPIDEREVAL_COMPAT",
    "extract": "SPIDEREVAL_EXTRACT",
    "timeout": "SPIDEREVAL_TIMEOUT",
    "workers": "SPIDEREVAL_WORKERS",
}

# Keyword-only settings (no variable).
KEYWORDS = tuple(ENV) + ("etype", "policy", "keep_value", "compare", "cache")

_lock = threading.Lock()
_scorers = {}  # settings key -> Scorer, of this process
_pid = os.getpid()
_orphans = []  # a parent's scorers, kept so that their files are never closed twice


def settings(kw):
    """The settings of a call: its keywords (those of KEYWORDS), else the
    environment; the rest of kw is returned apart. Raises ValueError when
    no database folder is given."""
    s, rest = {}, {}
    for k, v in kw.items():
        (s if k in KEYWORDS else rest)[k] = v
    for k, var in ENV.items():
        if s.get(k) is None and os.environ.get(var):
            s[k] = os.environ[var]
    if not s.get("db"):
        raise ValueError("spidereval: no databases: pass db=... or set SPIDEREVAL_DB (the folder of <db_id>/<db_id>.sqlite)")
    if s.get("timeout") is not None:
        s["timeout"] = _seconds(s["timeout"])
    if s.get("workers") is not None:
        s["workers"] = int(s["workers"])
    if s.get("extract") in ("", "none"):
        s["extract"] = None
    return s, rest


def _seconds(v):
    """A timeout in seconds: a number, or a string of one ("2.5"), or a Go duration ("10s")."""
    if isinstance(v, (int, float)):
        return v
    try:
        return float(v)
    except ValueError:
        return str(v)


def scorer(s):
    """The process's scorer for the settings s (from settings())."""
    key = tuple(sorted((k, repr(v)) for k, v in s.items() if k != "policy"))
    with _lock:
        sc = _scorers.get(key)
        if sc is None:
            compat = s.get("compat") or "testsuite"
            etype = s.get("etype") or ("all" if s.get("table") and compat != "bird" else "exec")
            sc = Scorer(db=s["db"], table=s.get("table"), compat=compat, etype=etype, timeout=s.get("timeout"),
                        workers=s.get("workers"), extract=s.get("extract"), keep_value=bool(s.get("keep_value")),
                        compare=s.get("compare"), cache=s.get("cache", True) is not False)
            _scorers[key] = sc
        return sc


def _after_fork_in_child():
    # The child shares the parent's pipes to its servers: its copies point
    # at /dev/null from now on (the servers still end with the parent, and
    # nothing the child closes later reaches them); it starts its own
    # scorers when asked.
    global _lock, _pid
    _lock = threading.Lock()
    _pid = os.getpid()
    if _scorers:
        null = os.open(os.devnull, os.O_RDWR)
        for sc in _scorers.values():
            for f in (sc._proc.stdin, sc._proc.stdout, sc._proc.stderr):
                try:
                    os.dup2(null, f.fileno())
                except (OSError, ValueError):
                    pass
            _orphans.append(sc)
        os.close(null)
    _scorers.clear()


def close_all():
    """Close this process's scorers (at exit, or to start afresh)."""
    with _lock:
        scorers = list(_scorers.values())
        _scorers.clear()
    if os.getpid() != _pid:
        return
    for sc in scorers:
        sc.close(timeout=30)


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork_in_child)
atexit.register(close_all)
