"""Process helpers the test modules share."""

import os


def alive(pid):
    """Whether pid runs (a zombie, waiting for its reaper, counts as ended)."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return True
