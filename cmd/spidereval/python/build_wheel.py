#!/usr/bin/env python3
"""Build a platform wheel of spidereval: the Python package beside this
script and one native binary (built by `make wheel` with CGO_ENABLED=0).

    python3 build_wheel.py --binary bin/spidereval --platform linux/amd64 --out bin/wheels

Standard library only, offline; the zip is reproducible (fixed timestamps,
sorted entries).
"""

import argparse
import base64
import hashlib
import os
import re
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
NAME = "spidereval"

# Go's GOOS/GOARCH -> wheel platform tags. The binaries are static
# (CGO_ENABLED=0): any glibc or musl Linux runs them; Go 1.25+ needs macOS 12.
PLATFORMS = {
    "linux/amd64": ["manylinux_2_17_x86_64", "manylinux2014_x86_64", "musllinux_1_1_x86_64"],
    "linux/arm64": ["manylinux_2_17_aarch64", "manylinux2014_aarch64", "musllinux_1_1_aarch64"],
    "darwin/amd64": ["macosx_12_0_x86_64"],
    "darwin/arm64": ["macosx_12_0_arm64"],
    "windows/amd64": ["win_amd64"],
}

# 1980-01-01, the earliest time a zip holds.
EPOCH = (1980, 1, 1, 0, 0, 0)


def version():
    with open(os.path.join(HERE, NAME, "__init__.py"), encoding="utf-8") as f:
        m = re.search(r'^__version__ = "([^"]+)"', f.read(), re.M)
    return m.group(1)


def metadata(ver):
    with open(os.path.join(HERE, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    return (
        "Metadata-Version: 2.1\n"
        "Name: %s\n"
        "Version: %s\n"
        "Summary: Text-to-SQL evaluation with the official Spider, SParC and BIRD evaluators' verdicts: a native scorer for evaluation and training loops\n"
        "Requires-Python: >=3.9\n"
        "Provides-Extra: pandas\n"
        "Requires-Dist: pandas; extra == \"pandas\"\n"
        "Description-Content-Type: text/markdown\n"
        "\n%s" % (NAME, ver, readme))


def record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d\n" % (path, digest, len(data))


def build(binary, platform, out):
    if platform not in PLATFORMS:
        sys.exit("unknown platform %r: want one of %s" % (platform, ", ".join(PLATFORMS)))
    ver = version()
    tags = PLATFORMS[platform]
    plat = ".".join(tags)
    wheel_name = "%s-%s-py3-none-%s.whl" % (NAME, ver, plat)
    dist_info = "%s-%s.dist-info" % (NAME, ver)
    files = []  # (archive path, data, executable)
    pkg = os.path.join(HERE, NAME)
    for name in sorted(os.listdir(pkg)):
        if name.endswith(".py"):
            with open(os.path.join(pkg, name), "rb") as f:
                files.append(("%s/%s" % (NAME, name), f.read(), False))
    exe = "spidereval.exe" if platform.startswith("windows/") else "spidereval"
    with open(binary, "rb") as f:
        files.append(("%s/bin/%s" % (NAME, exe), f.read(), True))
    files.append(("%s/METADATA" % dist_info, metadata(ver).encode("utf-8"), False))
    wheel = "Wheel-Version: 1.0\nGenerator: spidereval build_wheel.py\nRoot-Is-Purelib: false\n"
    wheel += "".join("Tag: py3-none-%s\n" % t for t in tags)
    files.append(("%s/WHEEL" % dist_info, wheel.encode(), False))
    files.append(("%s/entry_points.txt" % dist_info, b"[console_scripts]\nspidereval = spidereval._binary:main\n", False))
    record = "".join(record_line(p, d) for p, d, _ in files) + "%s/RECORD,,\n" % dist_info
    files.append(("%s/RECORD" % dist_info, record.encode(), False))

    os.makedirs(out, exist_ok=True)
    path = os.path.join(out, wheel_name)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data, executable in files:
            info = zipfile.ZipInfo(name, EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = ((0o100755 if executable else 0o100644) & 0xFFFF) << 16
            z.writestr(info, data)
    return path


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", required=True, help="the spidereval binary for the platform")
    ap.add_argument("--platform", required=True, help="GOOS/GOARCH: " + ", ".join(PLATFORMS))
    ap.add_argument("--out", required=True, help="folder to write the wheel into")
    args = ap.parse_args()
    print(build(args.binary, args.platform, args.out))


if __name__ == "__main__":
    main()
