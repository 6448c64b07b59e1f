package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/internal/datakit"
)

var demo = filepath.Join("..", "..", "assets", "demo")

func runCLI(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := runCommandLine(args, &out, &errb)
	return out.String(), errb.String(), code
}

// TestReportsByteIdentical compares the printed report with the reference's
// captured output for the same inputs.
func TestReportsByteIdentical(t *testing.T) {
	dir := datakit.Require(t)
	cases := []struct {
		report, gold, pred, tables, compat, etype string
	}{
		{"spider_dev.graphix_t5.testsuite.match.txt", "spider/dev_gold.sql", "predictions/spider_dev.graphix_t5.sql", "spider/tables.json", "testsuite", "match"},
		{"spider_dev.graphix_t5.testsuite.all.txt", "spider/dev_gold.sql", "predictions/spider_dev.graphix_t5.sql", "spider/tables.json", "testsuite", "all"},
		{"spider_dev.graphix_t5.spider.all.txt", "spider/dev_gold.sql", "predictions/spider_dev.graphix_t5.sql", "spider/tables.json", "spider", "all"},
		{"sparc_dev.editsql.testsuite.all.txt", "sparc/dev_gold.exec_fixed.txt", "predictions/sparc_dev.editsql.txt", "sparc/tables.json", "testsuite", "all"},
	}
	for _, c := range cases {
		t.Run(c.report, func(t *testing.T) {
			want, err := os.ReadFile(filepath.Join(dir, "golden", "reports", c.report))
			if err != nil {
				t.Fatal(err)
			}
			got, stderr, code := runCLI(t, "--gold", filepath.Join(dir, c.gold), "--pred", filepath.Join(dir, c.pred),
				"--db", filepath.Join(dir, "spider", "database"), "--table", filepath.Join(dir, c.tables),
				"--etype", c.etype, "--compat", c.compat)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			// After a multi-turn table spidereval adds the QM/IM headline.
			if i := strings.Index(got, "\nquestion match (QM"); i >= 0 && strings.HasPrefix(got, string(want)) {
				got = got[:i]
			}
			if got != string(want) {
				gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
				for i := 0; i < len(gl) && i < len(wl); i++ {
					if gl[i] != wl[i] {
						t.Fatalf("first difference at line %d:\n got  %q\n want %q", i+1, gl[i], wl[i])
					}
				}
				t.Fatalf("reports differ in length: %d lines, want %d", len(gl), len(wl))
			}
		})
	}
}

// TestBadInput checks that each broken input gives a clear message naming
// its origin, and that the rest of the evaluation goes on.
func TestBadInput(t *testing.T) {
	tmp := t.TempDir()
	write := func(name, content string) string { return writeFile(t, tmp, name, content) }
	gold := write("gold.sql", "SELECT count(*) FROM singer\tconcert_singer\nSELECT name FROM singer\tconcert_singer\nSELECT nonsense FROM nowhere\tconcert_singer\nSELECT count(*) FROM singer\tno_such_db\nSELECT count(*) FROM singer\n")
	tables := filepath.Join(demo, "tables.json")
	db := filepath.Join(demo, "database")
	cases := []struct {
		name     string
		args     []string
		code     int
		stderr   []string
		stdoutOK bool
	}{
		{"missing gold file", []string{"--gold", filepath.Join(tmp, "nope.sql"), "--pred", gold, "--db", db, "--table", tables, "--etype", "match"}, 1,
			[]string{"nope.sql"}, false},
		{"malformed tables.json", []string{"--gold", gold, "--pred", gold, "--db", db, "--table", write("bad.json", "[{\"db_id\": \"x\",\n oops}]"), "--etype", "match"}, 1,
			[]string{"bad.json:2: malformed JSON"}, false},
		{"unknown etype", []string{"--gold", gold, "--pred", gold, "--etype", "fast"}, 2, []string{"--etype"}, false},
		{"bad gold lines and blank predictions are reported, the rest is scored",
			[]string{"--gold", gold, "--pred", write("pred.sql", "SELECT count(*) FROM singer\n\nSELECT name FROM singer\nSELECT 1\nSELECT 2\n"),
				"--db", db, "--table", tables, "--etype", "match"}, exitRefused,
			[]string{"pred.sql:2: empty prediction", "gold.sql:3: gold SQL rejected", "gold.sql:4:", "no_such_db", "gold.sql:5: gold line has 1 tab-separated fields"}, true},
		{"line-count mismatch", []string{"--gold", gold, "--pred", write("short.sql", "SELECT count(*) FROM singer\n"), "--db", db, "--table", tables, "--etype", "match"}, exitRefused,
			[]string{"short.sql: 1 prediction for 5 gold questions"}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			stdout := runExpect(t, c.code, c.stderr, c.args...)
			if c.stdoutOK && !strings.Contains(stdout, "EXACT MATCHING ACCURACY") {
				t.Errorf("no score table:\n%s", stdout)
			}
		})
	}
}

// TestDemoJSONL checks the JSONL output on the bundled demo.
func TestDemoJSONL(t *testing.T) {
	out := filepath.Join(t.TempDir(), "demo.jsonl")
	_, stderr, code := runCLI(t, "--gold", filepath.Join(demo, "dev_gold.sql"), "--pred", filepath.Join(demo, "pred_graphix_t5.sql"),
		"--db", filepath.Join(demo, "database"), "--table", filepath.Join(demo, "tables.json"), "--etype", "match", "--jsonl", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := readLines(t, out)
	if len(lines) != 167 {
		t.Fatalf("%d JSONL lines, want 167", len(lines))
	}
	var first map[string]any
	if err := json.Unmarshal([]byte(lines[0]), &first); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"index", "interaction", "turn", "db_id", "gold", "pred", "pred_parsed", "hardness", "exact", "partial"} {
		if _, ok := first[k]; !ok {
			t.Errorf("first record lacks %q: %s", k, lines[0])
		}
	}
	if p, ok := first["partial"].(map[string]any); !ok || len(p) != 10 {
		t.Errorf("partial has %d components, want 10", len(p))
	}
}

// TestSessionView saves a run with --session and prints it back with
// `spidereval view`: the report is the same.
func TestSessionView(t *testing.T) {
	session := filepath.Join(t.TempDir(), "run.json")
	want, stderr, code := runCLI(t, "--gold", filepath.Join(demo, "dev_gold.sql"), "--pred", filepath.Join(demo, "pred_graphix_t5.sql"),
		"--db", filepath.Join(demo, "database"), "--table", filepath.Join(demo, "tables.json"), "--etype", "all", "--session", session, "--provenance")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	got, stderr, code := runCLI(t, "view", session)
	if code != 0 {
		t.Fatalf("view exit %d: %s", code, stderr)
	}
	if got != want {
		t.Errorf("view prints a different report:\n%s\n---\n%s", got, want)
	}
	if _, stderr, code := runCLI(t, "view", filepath.Join(demo, "tables.json")); code != 1 || !strings.Contains(stderr, "not a readable session") {
		t.Errorf("viewing a non-session: exit %d, %s", code, stderr)
	}
}

// spiderDevRun are the flags of a run on the data kit's (dir) Spider dev:
// the gold (a file of its spider folder), the databases and tables.json,
// then more.
func spiderDevRun(dir, gold string, more ...string) []string {
	spider := filepath.Join(dir, "spider")
	return append([]string{"--gold", filepath.Join(spider, gold), "--db", filepath.Join(spider, "database"), "--table", filepath.Join(spider, "tables.json")}, more...)
}

// runExpect runs the CLI, requires the exit status code and every string
// of inStderr on stderr, and gives stdout.
func runExpect(t *testing.T, code int, inStderr []string, args ...string) string {
	t.Helper()
	stdout, stderr, got := runCLI(t, args...)
	if got != code {
		t.Fatalf("exit %d, want %d; stderr:\n%s", got, code, stderr)
	}
	requireAll(t, "stderr", stderr, inStderr...)
	return stdout
}

// requireAll reports each of wants that text, named what, lacks.
func requireAll(t *testing.T, what, text string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(text, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, text)
		}
	}
}

// writeFile writes content to dir/name and returns the path.
func writeFile(t *testing.T, dir, name, content string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// readLines returns the non-empty-trimmed lines of a file (e.g. JSONL output).
func readLines(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(string(data)), "\n")
}
