package main

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/internal/datakit"
)

func demoRun(extra ...string) []string {
	return append([]string{"--gold", filepath.Join(demo, "dev_gold.sql"), "--pred", filepath.Join(demo, "pred_graphix_t5.sql"),
		"--db", filepath.Join(demo, "database"), "--table", filepath.Join(demo, "tables.json"), "--etype", "all"}, extra...)
}

// TestFormats checks that --format json and csv carry the same numbers as
// the reference's printed table.
func TestFormats(t *testing.T) {
	text, _, code := runCLI(t, demoRun()...)
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	// The printed table's "count" and "execution" rows hold the all-level figures in the fifth column.
	var count, execAll string
	for _, l := range strings.Split(text, "\n") {
		f := strings.Fields(l)
		switch {
		case len(f) == 6 && f[0] == "count":
			count = f[5]
		case len(f) == 6 && f[0] == "execution":
			execAll = f[5]
		}
	}
	out, stderr, code := runCLI(t, demoRun("--format", "json")...)
	if code != 0 {
		t.Fatalf("json: exit %d: %s", code, stderr)
	}
	var rep jsonReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	all := rep.Levels[4]
	if all.Level != "all" || count == "" || count != strconv.Itoa(all.Count) || all.Exec == nil || fmt.Sprintf("%.3f", *all.Exec) != execAll {
		t.Errorf("json all row %+v, text count %s exec %s", all, count, execAll)
	}
	if all.Components["select"].F1 == 0 || rep.Reference != "testsuite" || len(rep.Problems) != 0 {
		t.Errorf("json report %+v", rep)
	}
	out, _, code = runCLI(t, demoRun("--format", "csv")...)
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if code != 0 || err != nil || len(rows) != 6 || rows[5][0] != "all" || rows[5][1] != count || len(rows[0]) != 14 {
		t.Errorf("csv (exit %d, %v):\n%s", code, err, out)
	}
}

// TestFailUnder checks the CI threshold: below it, exit 5 with the reason.
func TestFailUnder(t *testing.T) {
	if _, stderr, code := runCLI(t, demoRun("--fail-under", "exec=0.99")...); code != exitBelow || !strings.Contains(stderr, "exec 0.") {
		t.Errorf("exit %d, stderr %s", code, stderr)
	}
	if _, stderr, code := runCLI(t, demoRun("--fail-under", "exec=0.5,exact=0.5")...); code != 0 {
		t.Errorf("exit %d, stderr %s", code, stderr)
	}
	if _, _, code := runCLI(t, demoRun("--fail-under", "speed=1")...); code != 2 {
		t.Errorf("bad threshold: exit %d, want 2", code)
	}
	if out, _, code := runCLI(t, "--version"); code != 0 || !strings.HasPrefix(out, "spidereval ") {
		t.Errorf("--version: exit %d, %q", code, out)
	}
}

// TestAgreementFromGolden checks the exact-versus-execution quadrants
// against counts derived from the reference's own per-example verdicts.
func TestAgreementFromGolden(t *testing.T) {
	dir := datakit.Require(t)
	quadrant := [2][2]string{{"both wrong", "exec only"}, {"exact only", "both right"}} // [exact][exec]
	want := map[string]int{}
	for _, l := range readLines(t, filepath.Join(dir, "golden", "spider_dev.gpt4_zeroshot.testsuite.jsonl")) {
		var r struct{ Exact, Exec int }
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatal(err)
		}
		want[quadrant[r.Exact][r.Exec]]++
	}
	out, stderr, code := runCLI(t, spiderDevRun(dir, "dev_gold.sql", "--pred", filepath.Join(dir, "predictions", "spider_dev.gpt4_zeroshot.sql"),
		"--etype", "all", "--by", "agreement")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for q, n := range want {
		line := fmt.Sprintf("  %-10s %5d (", q, n)
		if !strings.Contains(out, line) {
			t.Errorf("no line %q in:\n%s", line, out)
		}
	}
}

// TestProvenanceOutputs: what a run measured is in --format json, after
// the report with --provenance, and in a saved session that view prints.
func TestProvenanceOutputs(t *testing.T) {
	out, stderr, code := runCLI(t, demoRun("--format", "json")...)
	var rep jsonReport
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil || rep.Provenance == nil {
		t.Fatalf("json: exit %d: %s\n%s", code, stderr, out)
	}
	p := rep.Provenance
	if p.Reference != "testsuite" || p.Execution != "EX" || p.SuiteMax != 1 || len(p.Gold) != 12 || len(p.Databases) != 12 || p.DeadlineHits != 0 {
		t.Errorf("provenance %+v", p)
	}
	session := filepath.Join(t.TempDir(), "s.json")
	text, _, code := runCLI(t, demoRun("--provenance", "--session", session)...)
	line := "measured: " + p.String()
	if code != 0 || !strings.HasSuffix(strings.TrimSpace(text), line) {
		t.Errorf("--provenance: exit %d, the report does not end with %q:\n%s", code, line, text)
	}
	viewed, _, code := runCLI(t, "view", session)
	if code != 0 || !strings.Contains(viewed, line) {
		t.Errorf("view: exit %d, no %q:\n%s", code, line, viewed)
	}
}

// TestByFeature: the feature table's counts equal those derived from the
// JSONL records' gold_features and pred_features.
func TestByFeature(t *testing.T) {
	jsonl := filepath.Join(t.TempDir(), "r.jsonl")
	out, stderr, code := runCLI(t, demoRun("--by", "feature", "--jsonl", jsonl)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	_, table, ok := strings.Cut(out, "breakdown by SQL feature")
	if !ok {
		t.Fatalf("no feature table:\n%s", out)
	}
	data, err := os.ReadFile(jsonl)
	if err != nil {
		t.Fatal(err)
	}
	with, lacks := map[string]int{}, map[string]int{}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var r struct {
			Gold []string `json:"gold_features"`
			Pred []string `json:"pred_features"`
		}
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		for _, f := range r.Gold {
			with[f]++
			if !slices.Contains(r.Pred, f) {
				lacks[f]++
			}
		}
	}
	if with["JOIN"] == 0 || with["aggregate"] == 0 {
		t.Fatalf("the records carry no features: %v", with)
	}
	for f, n := range with {
		// A row: feature, with, exact, exec, without, exact, exec, lacks, adds.
		row := ""
		for _, l := range strings.Split(table, "\n") {
			if strings.HasPrefix(l, f+"  ") {
				row = l
			}
		}
		cols := strings.Fields(strings.TrimPrefix(row, f))
		if len(cols) != 8 || cols[0] != strconv.Itoa(n) || cols[6] != strconv.Itoa(lacks[f]) {
			t.Errorf("%s: row %q, want %d with and %d lacking", f, row, n, lacks[f])
		}
	}
}

// TestExtractSQL: raw language-model answers score as written by default
// (as the reference would) and on their SQL with --extract_sql, each
// change listed on stderr and in the record.
func TestExtractSQL(t *testing.T) {
	tmp := t.TempDir()
	gold := writeFile(t, tmp, "gold.sql", "SELECT count(*) FROM singer\tconcert_singer\nSELECT name FROM singer\tconcert_singer\n")
	pred := writeFile(t, tmp, "pred.json", `["Here you go:\n`+"```sql\\nSELECT count(*)\\nFROM singer;\\n```"+`", "Answer: SELECT name FROM singer; it lists the names."]`)
	args := []string{"--gold", gold, "--pred", pred, "--db", filepath.Join(demo, "database"), "--table", filepath.Join(demo, "tables.json"), "--etype", "all", "--format", "json"}
	score := func(extra ...string) (exact, exec float64, stderr string, code int) {
		out, stderr, code := runCLI(t, append(args, extra...)...)
		var rep jsonReport
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("not JSON (exit %d): %v\n%s\n%s", code, err, out, stderr)
		}
		for _, l := range rep.Levels {
			if l.Level == "all" && l.Exact != nil && l.Exec != nil {
				return *l.Exact, *l.Exec, stderr, code
			}
		}
		t.Fatalf("no all level: %s", out)
		return 0, 0, stderr, code
	}
	if exact, exec, _, _ := score(); exact != 0 || exec != 0 {
		t.Errorf("as given: exact %v exec %v, want 0 and 0", exact, exec)
	}
	jsonl := filepath.Join(tmp, "r.jsonl")
	exact, exec, stderr, code := score("--extract_sql", "--jsonl", jsonl)
	if exact != 1 || exec != 1 || code != 0 || strings.Count(stderr, "became") != 2 {
		t.Errorf("--extract_sql: exact %v exec %v exit %d\n%s", exact, exec, code, stderr)
	}
	if lines := readLines(t, jsonl); len(lines) != 2 || !strings.Contains(lines[0], `"pred_original":"Here you go:`) || !strings.Contains(lines[0], `"pred":"SELECT count(*) FROM singer"`) {
		t.Errorf("records:\n%s", strings.Join(lines, "\n"))
	}
}
