"""spidereval.evaluate: one CLI run over whole files."""

import json
import os
import subprocess
import tempfile

from ._binary import SpiderEvalError, binary

# Exit statuses after which the run's report and records are complete:
# clean, refused inputs (scored what it could), degraded verdicts, below
# --fail-under.
_SCORED = (0, 3, 4, 5, 7)


class Result:
    """A finished run: the --format json report and the per-question records.

    scores      the report (levels, problems, provenance, ...) as a dict
    levels      scores["levels"]: the score table's rows
    records     one dict per question, the fields of --jsonl
    provenance  what was measured (reference, fingerprints, deadlines)
    problems    the run's problems (each says whether it touches a verdict)
    returncode  the CLI's exit status (0, or 3/4/5/7: see the CLI's README)
    stderr      what the CLI printed on stderr
    """

    def __init__(self, scores, records, returncode, stderr):
        self.scores = scores
        self.records = records
        self.returncode = returncode
        self.stderr = stderr

    @property
    def levels(self):
        return self.scores.get("levels", [])

    @property
    def bird(self):
        """A BIRD run's official tables (EX, Soft-F1): [{"metric", "levels": [{"level", "count", "score"}]}],
        scores in percent as the scripts print them; empty for other runs."""
        return self.scores.get("bird", [])

    @property
    def provenance(self):
        return self.scores.get("provenance")

    @property
    def problems(self):
        return self.scores.get("problems") or []

    def level(self, name="all"):
        """The score table's row for a level (easy, medium, hard, extra, all, ...).

        For a BIRD run, the row of a difficulty (simple, moderate, challenging,
        total; "all" is total) with each official metric's count and score:
        {"level": "total", "count": 500, "EX": 59.2, "Soft-F1": 61.3}."""
        if self.bird:
            want = "total" if name == "all" else name
            row = {}
            for table in self.bird:
                for lv in table.get("levels", []):
                    if lv.get("level") == want:
                        row.setdefault("level", want)
                        row.setdefault("count", lv.get("count"))
                        row[table.get("metric")] = lv.get("score")
            if row:
                return row
            names = [lv.get("level") for lv in self.bird[0].get("levels", [])]
            raise KeyError("no BIRD difficulty %r: this run has %s (and 'all' for total)" % (name, ", ".join(map(str, names))))
        for row in self.levels:
            if row.get("level") == name:
                return row
        raise KeyError("no level %r: this run has %s" % (name, ", ".join(str(r.get("level")) for r in self.levels) or "none"))

    def to_pandas(self):
        """The records as a pandas DataFrame (pandas must be installed)."""
        try:
            import pandas
        except ImportError as e:
            raise ImportError("to_pandas needs pandas: pip install pandas") from e
        return pandas.DataFrame(self.records)

    def __repr__(self):
        return "<spidereval.Result %d records, exit %d>" % (len(self.records), self.returncode)


def _flag(name):
    return "--" + name.replace("fail_under", "fail-under")


def _write_lines(path, lines):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for line in lines:
            f.write(line.replace("\r", " ").replace("\n", " ") + "\n")


def evaluate(gold, pred, db, table=None, etype="all", compat="testsuite", **flags):
    """Score predictions against a gold file with the CLI (--format json).

    gold   a gold file's path, or a list of (sql, db_id) pairs
    pred   a prediction file's path, or a list of SQL strings aligned with the gold,
           each judged whole (tabs and newlines kept, as Scorer judges a sample)
           except with compat="bird", where each is one line (a newline becomes a space)
    db     the folder holding <db_id>/<db_id>.sqlite
    table  tables.json (needed for exact match: etype "all" or "match")
    flags  any other CLI flag by name: timeout="10s", plug_value=True,
           workers=2, by="hardness", fail_under="exec=0.8", ...
           (True adds a bare flag, False or None leaves it out)
    """
    with tempfile.TemporaryDirectory(prefix="spidereval-") as tmp:
        if not isinstance(gold, (str, os.PathLike)):
            path = os.path.join(tmp, "gold.sql")
            gold = list(gold)
            for i, (sql, db_id) in enumerate(gold):
                if "\t" in sql or "\t" in db_id:
                    raise ValueError("gold[%d] has a tab: a gold line is SQL<TAB>db_id, so the reference would cut it there; "
                                     "replace the tab or pass a gold file" % i)
            _write_lines(path, ["%s\t%s" % (sql, db_id) for sql, db_id in gold])
            gold = path
        if not isinstance(pred, (str, os.PathLike)):
            if compat == "bird":
                path = os.path.join(tmp, "pred.sql")
                _write_lines(path, pred)
            else:
                # A JSON list: each prediction is read whole, tabs and
                # newlines kept, as Scorer sends it (a line would end at
                # its first tab, as the reference reads prediction lines).
                path = os.path.join(tmp, "pred.json")
                with open(path, "w", encoding="utf-8") as f:
                    json.dump(list(pred), f)
            pred = path
        jsonl = os.path.join(tmp, "records.jsonl")
        args = [binary(), "--gold", os.fspath(gold), "--pred", os.fspath(pred), "--db", os.fspath(db),
                "--etype", etype, "--compat", compat, "--format", "json", "--jsonl", jsonl, "--quiet"]
        if table is not None:
            args += ["--table", os.fspath(table)]
        for name, value in flags.items():
            if value is None or value is False:
                continue
            if value is True:
                args.append(_flag(name))
            else:
                args += [_flag(name), str(value)]
        proc = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        stderr = proc.stderr.decode("utf-8", "replace")
        if proc.returncode not in _SCORED:
            raise SpiderEvalError("spidereval exited with status %d: %s" % (proc.returncode, stderr.strip()))
        scores = json.loads(proc.stdout.decode("utf-8"))
        records = []
        with open(jsonl, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    records.append(json.loads(line))
    return Result(scores, records, proc.returncode, stderr)
