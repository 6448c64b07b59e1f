"""Where the native spidereval binary is, and how to run it."""

import os
import stat
import subprocess
import sys

ENV = "SPIDEREVAL_BIN"


class SpiderEvalError(RuntimeError):
    """The spidereval binary failed, or the scorer process is gone."""


def binary():
    """Path of the spidereval binary: $SPIDEREVAL_BIN, else the one the wheel carries."""
    path = os.environ.get(ENV)
    if path:
        return path
    name = "spidereval.exe" if os.name == "nt" else "spidereval"
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bin", name)
    if not os.path.isfile(path):
        raise SpiderEvalError(
            "no spidereval binary in this installation (%s): install a platform wheel, "
            "or point %s at a binary built with `make cli`" % (path, ENV))
    if os.name != "nt":
        mode = os.stat(path).st_mode
        if not mode & stat.S_IXUSR:
            try:
                os.chmod(path, mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
            except OSError:
                pass
    return path


def main(argv=None):
    """Run the CLI with argv (default: this process's arguments)."""
    args = sys.argv[1:] if argv is None else list(argv)
    path = binary()
    if os.name != "nt" and argv is None:
        os.execv(path, [path] + args)
    return subprocess.call([path] + args)
