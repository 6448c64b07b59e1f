package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/internal/datakit"
)

// TestStats checks --stats against the official hardness counts of the
// current dev set (easy 248, medium 446, hard 174, extra 166).
func TestStats(t *testing.T) {
	dir := datakit.Require(t)
	out := runExpect(t, 0, nil, spiderDevRun(dir, "dev_gold.sql", "--stats")...)
	if !regexp.MustCompile(`all\s+1034\s+248 \(24.0%\)\s+446 \(43.1%\)\s+174 \(16.8%\)\s+166 \(16.1%\)`).MatchString(out) {
		t.Errorf("unexpected distribution:\n%s", out)
	}
}

// TestBreakdown checks that per-database groups add up to the whole.
func TestBreakdown(t *testing.T) {
	out, stderr, code := runCLI(t, "--gold", filepath.Join(demo, "dev.json"), "--pred", filepath.Join(demo, "pred_graphix_t5.sql"),
		"--db", filepath.Join(demo, "database"), "--table", filepath.Join(demo, "tables.json"), "--etype", "match", "--by", "db_id")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	i := strings.Index(out, "breakdown by db_id")
	if i < 0 {
		t.Fatalf("no breakdown:\n%s", out)
	}
	for _, db := range []string{"concert_singer", "pets_1", "poker_player", "orchestra"} {
		if !regexp.MustCompile(`(?m)^` + db + `\s+\d+`).MatchString(out[i:]) {
			t.Errorf("no row for %s:\n%s", db, out[i:])
		}
	}
	// The total's exact share equals the report's "all" exact match.
	all := regexp.MustCompile(`exact match\s+\S+\s+\S+\s+\S+\s+\S+\s+(\S+)`).FindStringSubmatch(out)
	total := regexp.MustCompile(`(?m)^total\s+167\s+.*\s(\S+)$`).FindStringSubmatch(out[i:])
	if all == nil || total == nil || all[1] != total[1] {
		t.Errorf("total %v does not match the report's all %v", total, all)
	}
}

// TestSParCOriginal compares --compat sparc with the original script's
// example output. The current script differs from that 2019 output only in
// three "easy" predictions that its later FROM-table check rejects (the data
// kit's README gives the current script's numbers: easy 0.160, all 0.085,
// turn 1 0.183); everything else must be identical.
func TestSParCOriginal(t *testing.T) {
	dir := datakit.Require(t)
	ex := filepath.Join(dir, "sparc_eval_examples")
	want, err := os.ReadFile(filepath.Join(ex, "eval_output.txt"))
	if err != nil {
		t.Fatal(err)
	}
	got, stderr, code := runCLI(t, "--gold", filepath.Join(ex, "gold.txt"), "--pred", filepath.Join(ex, "predict.txt"),
		"--db", filepath.Join(dir, "spider", "database"), "--table", filepath.Join(dir, "sparc", "tables.json"), "--etype", "match", "--compat", "sparc")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stderr, "the last interaction has no blank line after it and is dropped") {
		t.Errorf("no warning about the dropped interaction:\n%s", stderr)
	}
	// Remove the three blocks the current script adds, and the headline after the table.
	for _, b := range []string{
		"easy pred: select * from airlines\neasy gold: SELECT * FROM AIRPORTS\n\n",
		"easy pred: select * from airlines\neasy gold: SELECT * FROM FLIGHTS\n\n",
		"easy pred: select count(*) from city\neasy gold: SELECT count(*) FROM country\n\n",
	} {
		if !strings.Contains(got, b) {
			t.Fatalf("missing block %q", b)
		}
		got = strings.Replace(got, b, "", 1)
	}
	got = got[:strings.LastIndex(got, "\nquestion match (QM")]
	gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
	if len(gl) != len(wl) {
		t.Fatalf("%d lines, want %d", len(gl), len(wl))
	}
	for i := range gl {
		if gl[i] == wl[i] {
			continue
		}
		switch {
		case strings.HasPrefix(gl[i], "exact match          0.160                0.038                0.000                0.000                0.085"):
		case strings.HasPrefix(gl[i], "exact match          0.183                0.015"):
		default:
			t.Errorf("line %d:\n got  %q\n want %q", i+1, gl[i], wl[i])
		}
	}
}

// TestExtendedIsApart checks that --extended adds its line after the report
// and changes nothing in the official table.
func TestExtendedIsApart(t *testing.T) {
	dir := datakit.Require(t)
	args := spiderDevRun(dir, "dev_gold.sql", "--pred", filepath.Join(dir, "predictions", "spider_dev.gpt4_zeroshot.sql"), "--etype", "match")
	official := runExpect(t, 0, nil, args...)
	ext := runExpect(t, 0, nil, append(args, "--extended")...)
	if !strings.HasPrefix(ext, official) {
		t.Fatal("--extended changed the official report")
	}
	line := strings.TrimSpace(ext[len(official):])
	m := regexp.MustCompile(`^extended exact match \(opt-in, not official\): (\S+) \(official (\S+)\); 324 predictions outside the Spider grammar, (\d+) lowered, (\d+) of them match$`).FindStringSubmatch(line)
	if m == nil {
		t.Fatalf("extended line: %q", line)
	}
	if m[2] != "0.404" || m[1] <= m[2] {
		t.Errorf("extended %s, official %s: want official 0.404 (the reference's 418/1034) and extended above it", m[1], m[2])
	}
}

// TestRunawayAndHostilePredictions: a never-ending query stops at --timeout
// and a writing one is refused; both score 0, the database is unchanged,
// and the other questions are scored.
func TestRunawayAndHostilePredictions(t *testing.T) {
	tmp := t.TempDir()
	db := demoDBCopy(t)
	dbPath := filepath.Join(db, "concert_singer", "concert_singer.sqlite")
	orig, err := os.ReadFile(dbPath)
	if err != nil {
		t.Fatal(err)
	}
	gold := filepath.Join(tmp, "gold.sql")
	pred := filepath.Join(tmp, "pred.sql")
	os.WriteFile(gold, []byte("SELECT count(*) FROM singer\tconcert_singer\nSELECT count(*) FROM singer\tconcert_singer\nSELECT count(*) FROM singer\tconcert_singer\n"), 0o644)
	os.WriteFile(pred, []byte("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c\nDELETE FROM singer\nSELECT count(*) FROM singer\n"), 0o644)
	out := filepath.Join(tmp, "out.jsonl")
	_, stderr, code := runCLI(t, "--gold", gold, "--pred", pred, "--db", db, "--table", filepath.Join(demo, "tables.json"),
		"--etype", "exec", "--timeout", "1s", "--jsonl", out)
	if code != exitDegraded || !strings.Contains(stderr, "pred.sql:1: timeout") {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := readLines(t, out)
	if len(lines) != 3 {
		t.Fatalf("%d records", len(lines))
	}
	for i, want := range []struct {
		exec int
		err  string
	}{{0, "timeout"}, {0, "refused"}, {1, ""}} {
		var r map[string]any
		if err := json.Unmarshal([]byte(lines[i]), &r); err != nil {
			t.Fatal(err)
		}
		e, _ := r["exec_error"].(string)
		if r["exec"] != float64(want.exec) || !strings.Contains(e, want.err) {
			t.Errorf("record %d: exec %v, exec_error %q; want %d and %q", i, r["exec"], e, want.exec, want.err)
		}
	}
	after, err := os.ReadFile(dbPath)
	if err != nil || string(after) != string(orig) {
		t.Error("the database file changed")
	}
}
