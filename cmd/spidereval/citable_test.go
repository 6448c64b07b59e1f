package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/internal/buildinfo"
)

// decodeOne decodes out as exactly one JSON document.
func decodeOne(t *testing.T, out string, v any) {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(out))
	if err := dec.Decode(v); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if dec.More() {
		t.Fatalf("more than one JSON document:\n%s", out)
	}
}

// TestProvenanceNamesSettings: the settings that move execution scores,
// the SQLite engine and spidereval's version are in the provenance.
func TestProvenanceNamesSettings(t *testing.T) {
	prov := func(extra ...string) eval.Provenance {
		out, stderr, code := runCLI(t, demoRun(append([]string{"--format", "json"}, extra...)...)...)
		var rep jsonReport
		decodeOne(t, out, &rep)
		if code != 0 || rep.Provenance == nil {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		return *rep.Provenance
	}
	plain, plugged := prov(), prov("--plug_value", "--keep_distinct")
	if plain.PlugValue || plain.KeepDistinct || !plugged.PlugValue || !plugged.KeepDistinct {
		t.Errorf("settings not recorded: %+v / %+v", plain, plugged)
	}
	if !strings.Contains(plain.String(), "plug_value off, keep_distinct off") || !strings.Contains(plugged.String(), "plug_value on, keep_distinct on") {
		t.Errorf("lines do not state the settings:\n%s\n%s", plain, plugged)
	}
	if plain.Engine != exec.Engine || !strings.Contains(plain.String(), "SQLite 3.53.4") || plain.Spidereval == "" || !strings.Contains(plain.String(), "spidereval "+plain.Spidereval) {
		t.Errorf("engine or version missing: %+v", plain)
	}
	if len(plain.Tables) != 12 || plain.Execution != "EX" {
		t.Errorf("tables fingerprint or metric: %+v", plain)
	}
}

// TestJSONWithBreakdowns: --format json stays one document with --by,
// --lenient and --stats; CSV refuses what it cannot hold.
func TestJSONWithBreakdowns(t *testing.T) {
	out, stderr, code := runCLI(t, demoRun("--format", "json", "--by", "agreement,hardness,feature", "--lenient", "--stats")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rep jsonReport
	decodeOne(t, out, &rep)
	if len(rep.Breakdowns) != 3 || rep.Breakdowns[0].By != "agreement" || rep.Breakdowns[2].By != "feature" || len(rep.Breakdowns[2].Features) == 0 {
		t.Fatalf("breakdowns %+v", rep.Breakdowns)
	}
	total := 0
	for _, g := range rep.Breakdowns[0].Groups {
		total += g.Count
		if g.Exact == nil || g.Exec == nil {
			t.Errorf("group %+v lacks a score", g)
		}
	}
	if all := rep.Levels[len(rep.Levels)-1]; all.Level != "all" || total != all.Count {
		t.Errorf("agreement groups count %d questions, the report %+v", total, all)
	}
	if rep.Lenient == nil || rep.Lenient.Wrong == 0 || len(rep.Hardness) == 0 {
		t.Errorf("lenient %+v, hardness %+v", rep.Lenient, rep.Hardness)
	}
	if _, stderr, code := runCLI(t, demoRun("--format", "csv", "--by", "hardness")...); code != 2 || !strings.Contains(stderr, "--format json") {
		t.Errorf("csv with --by: exit %d: %s", code, stderr)
	}
}

// TestStandardInput: "-" reads gold or predictions from standard input, and
// --jsonl - writes the records to standard output, the report to stderr.
func TestStandardInput(t *testing.T) {
	want, _, code := runCLI(t, demoRun()...)
	if code != 0 {
		t.Fatal("demo run failed")
	}
	withStdin := func(path string) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		stdin = bytes.NewReader(data)
		t.Cleanup(func() { stdin = os.Stdin })
	}
	args := demoRun()
	withStdin(args[3])
	args[3] = "-"
	if got, stderr, code := runCLI(t, args...); code != 0 || got != want {
		t.Errorf("--pred -: exit %d, %s\n%s", code, stderr, got)
	}
	args = demoRun()
	withStdin(args[1])
	args[1] = "-"
	if got, stderr, code := runCLI(t, args...); code != 0 || got != want {
		t.Errorf("--gold -: exit %d, %s\n%s", code, stderr, got)
	}
	args[3] = "-"
	if _, stderr, code := runCLI(t, args...); code != 2 || !strings.Contains(stderr, "only one input") {
		t.Errorf("two inputs from stdin: exit %d: %s", code, stderr)
	}

	// A broken line read from stdin is named by <stdin> and its line.
	stdin = strings.NewReader("SELECT count(*) FROM singer\tconcert_singer\nSELECT name FROM\tconcert_singer\n")
	if _, stderr, _ := runCLI(t, "--gold", "-", "--pred", filepath.Join(t.TempDir(), "none.sql")); !strings.Contains(stderr, "none.sql") {
		t.Errorf("missing prediction file not named: %s", stderr)
	}

	recs, report, code := runCLI(t, demoRun("--jsonl", "-")...)
	lines := strings.Split(strings.TrimSpace(recs), "\n")
	if code != 0 || report != want {
		t.Fatalf("--jsonl -: exit %d, report on stderr %q", code, report)
	}
	for i, l := range lines {
		var r map[string]any
		if err := json.Unmarshal([]byte(l), &r); err != nil || r["db_id"] == nil {
			t.Fatalf("record %d: %v: %s", i, err, l)
		}
	}
	gold, _ := os.ReadFile(demoRun()[1])
	if n := len(strings.Split(strings.TrimSpace(string(gold)), "\n")); len(lines) != n {
		t.Errorf("%d records for %d gold lines", len(lines), n)
	}
}

// TestBirdWithoutSeparator: a BIRD prediction without the separator is
// scored as mini_dev does (the whole value on the gold's database) and
// noted on stderr; --format json and csv give the official tables.
func TestBirdWithoutSeparator(t *testing.T) {
	dir := t.TempDir()
	gold := filepath.Join(dir, "gold.sql")
	pred := filepath.Join(dir, "pred.json")
	diff := filepath.Join(dir, "dev.jsonl")
	os.WriteFile(gold, []byte("SELECT count(*) FROM singer\tconcert_singer\nSELECT count(*) FROM Pets\tpets_1\nSELECT name FROM singer\tconcert_singer\n"), 0o644)
	os.WriteFile(diff, []byte(`{"difficulty": "simple"}`+"\n"+`{"difficulty": "moderate"}`+"\n"+`{"difficulty": "challenging"}`+"\n"), 0o644)
	os.WriteFile(pred, []byte(`{"0": "SELECT count(*) FROM singer\t----- bird -----\tconcert_singer", "1": "SELECT count(*) FROM Pets", "2": "SELECT name FROM singer\t----- bird -----\tconcert_singer"}`), 0o644)
	args := []string{"--compat", "bird", "--gold", gold, "--difficulty", diff, "--pred", pred, "--db", filepath.Join(demo, "database")}
	out, stderr, code := runCLI(t, args...)
	if code != 0 || !strings.Contains(stderr, "separator") || !strings.Contains(stderr, "pred.json:1") || !strings.Contains(out, "100.00") {
		t.Errorf("exit %d, stderr:\n%s\nstdout:\n%s", code, stderr, out)
	}
	out, stderr, code = runCLI(t, append(args, "--format", "json", "--by", "db_id")...)
	var rep jsonReport
	decodeOne(t, out, &rep)
	if code != 0 || len(rep.Bird) != 2 || rep.Bird[0].Metric != "EX" || rep.Bird[0].Levels[3].Score != 100 || rep.Bird[0].Levels[3].Count != 3 || len(rep.Breakdowns[0].Groups) != 2 {
		t.Errorf("json: exit %d, %s: %+v", code, stderr, rep)
	}
	if len(rep.Problems) != 1 || rep.Problems[0].Kind != eval.KindNoSeparator || len(rep.Problems[0].Items) != 1 {
		t.Errorf("problems %+v", rep.Problems)
	}
	out, _, code = runCLI(t, append(args, "--format", "csv")...)
	if code != 0 || !strings.Contains(out, "EX,total,3,100\n") {
		t.Errorf("csv: exit %d\n%s", code, out)
	}
}

// TestVersion: --version names the release (and the commit when the build
// recorded one) and the SQLite the binary runs.
func TestVersion(t *testing.T) {
	out, _, code := runCLI(t, "--version")
	if code != 0 || !strings.HasPrefix(out, "spidereval "+buildinfo.Release) || !strings.Contains(out, exec.Engine) || strings.Contains(out, "(devel)") {
		t.Errorf("exit %d: %q", code, out)
	}
}
