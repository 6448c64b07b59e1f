"""python -m spidereval ...: the CLI, with the same flags."""

import sys

from ._binary import main

if __name__ == "__main__":
    sys.exit(main())
