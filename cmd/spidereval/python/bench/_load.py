"""The machine's load, which the benchmarks print before and after a run."""

import subprocess


def uptime():
    """uptime's line (the load averages), or a note that it is unavailable."""
    try:
        return subprocess.run(["uptime"], stdout=subprocess.PIPE, text=True).stdout.strip()
    except OSError:
        return "(uptime unavailable)"
