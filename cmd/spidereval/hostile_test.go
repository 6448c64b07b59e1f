package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// twoQuestions scores the first two demo questions (execution), with extra flags.
func twoQuestions(t *testing.T, dir string, extra ...string) []string {
	t.Helper()
	gold := writeFile(t, dir, "gold.sql", "SELECT count(*) FROM singer\tconcert_singer\nSELECT name FROM singer\tconcert_singer\n")
	pred := writeFile(t, dir, "pred.sql", "SELECT count(*) FROM singer\nSELECT name FROM singer\n")
	return append([]string{"--gold", gold, "--pred", pred, "--db", filepath.Join(demo, "database"), "--table", filepath.Join(demo, "tables.json"), "--etype", "exec", "--quiet"}, extra...)
}

// TestOutputIsInput (issue 26, item 5): --jsonl or --session naming an
// input (by identity: the same path, a hard link, a database under --db)
// is refused before scoring, and the input is left as it was.
func TestOutputIsInput(t *testing.T) {
	tmp := t.TempDir()
	base := twoQuestions(t, tmp)
	// A copy of the demo databases, so that a link to one can be made.
	dbRoot := demoDBCopy(t)
	dbDir := filepath.Join(dbRoot, "concert_singer")
	dbFile := filepath.Join(dbDir, "concert_singer.sqlite")
	link := filepath.Join(tmp, "link.jsonl")
	if err := os.Link(base[3], link); err != nil {
		t.Fatal(err)
	}
	withDB := func(extra ...string) []string {
		a := append([]string{}, base...)
		a[5] = dbRoot
		return append(a, extra...)
	}
	for _, tc := range []struct {
		name  string
		args  []string
		input string
		want  string
	}{
		{"jsonl is the predictions", append(append([]string{}, base...), "--jsonl", base[3]), base[3], "is the --pred file"},
		{"session is the gold", append(append([]string{}, base...), "--session", base[1]), base[1], "is the --gold file"},
		{"jsonl is tables.json", append(append([]string{}, base...), "--jsonl", base[7]), base[7], "is the --table file"},
		{"jsonl is a hard link to the predictions", append(append([]string{}, base...), "--jsonl", link), base[3], "is the --pred file"},
		{"jsonl spelled differently", append(append([]string{}, base...), "--jsonl", filepath.Join(tmp, ".", "pred.sql")), base[3], "is the --pred file"},
		{"session is a database under --db", withDB("--session", dbFile), dbFile, "is a database under --db"},
		{"session would be a new test-suite database", withDB("--session", filepath.Join(dbDir, "run.sqlite.json")), "", "would be a database under --db"},
		{"jsonl and session are one file", append(append([]string{}, base...), "--jsonl", filepath.Join(tmp, "o"), "--session", filepath.Join(tmp, "o")), "", "is also --jsonl"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var before []byte
			if tc.input != "" {
				before, _ = os.ReadFile(tc.input)
			}
			stdout, stderr, code := runCLI(t, tc.args...)
			if code != 2 || !strings.Contains(stderr, tc.want) {
				t.Fatalf("exit %d, stderr %q; want 2 naming %q", code, stderr, tc.want)
			}
			if stdout != "" {
				t.Errorf("scored before refusing: %q", stdout)
			}
			if tc.input != "" {
				if after, _ := os.ReadFile(tc.input); !bytes.Equal(before, after) {
					t.Errorf("%s was changed", tc.input)
				}
			}
		})
	}
}

// TestViewOutputIsSession: `spidereval view --jsonl S S` would replace the
// session S with its records.
func TestViewOutputIsSession(t *testing.T) {
	tmp := t.TempDir()
	session := filepath.Join(tmp, "s.json")
	if _, stderr, code := runCLI(t, twoQuestions(t, tmp, "--session", session)...); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	before, _ := os.ReadFile(session)
	_, stderr, code := runCLI(t, "view", "--jsonl", session, session)
	if code != 2 || !strings.Contains(stderr, "is the session file") {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if after, _ := os.ReadFile(session); !bytes.Equal(before, after) {
		t.Error("the session was changed")
	}
}

// TestViewBirdSessionWithoutEX (item 8): a BIRD session whose record lacks
// "ex" is an error naming the record, not a crash.
func TestViewBirdSessionWithoutEX(t *testing.T) {
	s := writeFile(t, t.TempDir(), "s.json", `{"spidereval_session":"spidereval-session/1","runs":[{"compat":"bird","etype":"exec","records":[{"index":0,"db_id":"x","difficulty":"simple"}]}]}`)
	_, stderr, code := runCLI(t, "view", s)
	if code != 1 || !strings.Contains(stderr, `record 1 (index 0) has no "ex"`) {
		t.Fatalf("exit %d: %s", code, stderr)
	}
}

// TestUnwritableOutput (item 15): an output that cannot be written is
// found before the run, not after it.
func TestUnwritableOutput(t *testing.T) {
	tmp := t.TempDir()
	for _, tc := range []struct{ name, flag, path, want string }{
		{"missing folder", "--jsonl", filepath.Join(tmp, "no", "such", "out.jsonl"), "cannot be written"},
		{"a folder", "--session", tmp, "is a directory"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, code := runCLI(t, twoQuestions(t, tmp, tc.flag, tc.path)...)
			if code != 1 || !strings.Contains(stderr, tc.want) || stdout != "" {
				t.Fatalf("exit %d, stdout %q, stderr %q; want 1 naming %q before scoring", code, stdout, stderr, tc.want)
			}
		})
	}
}

// TestConcurrentJSONL (item 6): two runs writing one --jsonl leave the
// whole output of one of them, never a mix.
func TestConcurrentJSONL(t *testing.T) {
	tmp := t.TempDir()
	out := filepath.Join(tmp, "out.jsonl")
	// Enough records that each run's output takes many writes.
	const n = 300
	many := func(dir string) []string {
		gold := strings.Repeat("SELECT count(*) FROM singer\tconcert_singer\n", n)
		pred := strings.Repeat("SELECT count(*) FROM singer\n", n)
		return []string{"--gold", writeFile(t, dir, "gold.sql", gold), "--pred", writeFile(t, dir, "pred.sql", pred), "--db", filepath.Join(demo, "database"),
			"--etype", "exec", "--quiet", "--jsonl", out}
	}
	a, b := many(mkdir(t, tmp, "a")), many(mkdir(t, tmp, "b"))
	for trial := range 6 {
		var wg sync.WaitGroup
		for _, args := range [][]string{a, b} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, stderr, code := runCLI(t, args...); code != 0 {
					t.Errorf("exit %d: %s", code, stderr)
				}
			}()
		}
		wg.Wait()
		lines := readLines(t, out)
		if len(lines) != n {
			t.Fatalf("trial %d: %d lines, want %d", trial, len(lines), n)
		}
		dirA := strings.Contains(lines[0], filepath.Join(tmp, "a"))
		for _, l := range lines {
			if strings.Contains(l, filepath.Join(tmp, "a")) != dirA {
				t.Fatalf("trial %d: records of both runs mixed:\n%s", trial, strings.Join(lines, "\n"))
			}
		}
	}
	if m, _ := filepath.Glob(filepath.Join(tmp, ".out.jsonl.*")); len(m) > 0 {
		t.Errorf("temporary files left: %v", m)
	}
}

// mkdir makes dir/name and returns it.
func mkdir(t *testing.T, dir, name string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.Mkdir(p, 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestFlagBounds (items 8, 12, 15): counts that would exhaust memory are
// refused with a clear message, and a huge --timeout means no deadline.
func TestFlagBounds(t *testing.T) {
	tmp := t.TempDir()
	for _, tc := range []struct {
		name  string
		extra []string
		code  int
		want  string
	}{
		{"ves_iterations 0", []string{"--compat", "bird", "--ves", "--ves_iterations", "0"}, 2, "--ves_iterations 0: want 1 to 100000"},
		{"ves_iterations negative", []string{"--compat", "bird", "--ves", "--ves_iterations", "-5"}, 2, "--ves_iterations -5"},
		{"ves_iterations huge", []string{"--compat", "bird", "--ves", "--ves_iterations", "1000000000"}, 2, "--ves_iterations 1000000000"},
		{"workers huge", []string{"--workers", "1000000"}, 2, "--workers 1000000: want 1 to 256"},
		{"workers negative", []string{"--workers", "-1"}, 2, "--workers -1"},
		{"timeout 999999h", []string{"--timeout", "999999h"}, 0, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, code := runCLI(t, twoQuestions(t, tmp, tc.extra...)...)
			if code != tc.code || !strings.Contains(stderr, tc.want) {
				t.Fatalf("exit %d, stderr %q; want %d naming %q", code, stderr, tc.code, tc.want)
			}
			if tc.code == 0 && !strings.Contains(stdout, "execution            1.000") {
				t.Errorf("report:\n%s", stdout)
			}
		})
	}
}

// TestAuditWorkersBound: the audit's --workers is bounded as the main command's.
func TestAuditWorkersBound(t *testing.T) {
	args := twoQuestions(t, t.TempDir())
	_, stderr, code := runCLI(t, "audit", "--gold", args[1], "--db", args[5], "--workers", "1000000")
	if code != 2 || !strings.Contains(stderr, "--workers 1000000: want 1 to 256") {
		t.Fatalf("exit %d: %s", code, stderr)
	}
}

// TestSQLBetweenLimits (item 15): a prediction between the reference
// SQLite's 1,000,000-byte statement limit and 1 MiB panicked the binding,
// unlisted, exit 0; now it is a listed too-large prediction, exit 4.
func TestSQLBetweenLimits(t *testing.T) {
	tmp := t.TempDir()
	args := twoQuestions(t, tmp)
	writeFile(t, tmp, "pred.sql", "SELECT count(*) FROM singer WHERE name = '"+strings.Repeat("x", 1_020_000)+"'\nSELECT name FROM singer\n")
	_, stderr, code := runCLI(t, args...)
	if code != exitDegraded || !strings.Contains(stderr, "pred.sql:1: too_large: statement too long") {
		t.Fatalf("exit %d: %.500s", code, stderr)
	}
}

// TestPlugValueBeyondOldCap (item 7): a gold with 5 values and a
// prediction with 6 slots whose only matching filling is candidate 14,655
// of 15,625 in spidereval's order (the search stopped at 4,096, silently):
// the reference (test-suite evaluation.py --plug_value) scores it 1.
func TestPlugValueBeyondOldCap(t *testing.T) {
	dir := filepath.Join("testdata", "plug")
	stdout, stderr, code := runCLI(t, "--gold", filepath.Join(dir, "gold.sql"), "--pred", filepath.Join(dir, "pred.sql"), "--db", filepath.Join(dir, "db"),
		"--table", filepath.Join(dir, "tables.json"), "--etype", "exec", "--plug_value", "--quiet")
	if code != 0 || !strings.Contains(stdout, "execution            0.000                1.000                0.000                0.000                1.000") {
		t.Fatalf("exit %d: %s\n%s", code, stderr, stdout)
	}
}

// TestNonUTF8Inputs (item 1): a byte that is not UTF-8 in any input (the
// official scripts stop with UnicodeDecodeError) is named by file, line
// and byte offset; the rest is scored and the exit status says the
// reference would refuse the input.
func TestNonUTF8Inputs(t *testing.T) {
	tmp := t.TempDir()
	good := "SELECT count(*) FROM singer\tconcert_singer\nSELECT name FROM singer\tconcert_singer\n"
	tables, err := os.ReadFile(filepath.Join(demo, "tables.json"))
	if err != nil {
		t.Fatal(err)
	}
	badTables := bytes.Replace(tables, []byte(`"singer"`), []byte("\"singer\xa1\""), 1)
	at := bytes.IndexByte(badTables, 0xa1)
	tablesLine := 1 + bytes.Count(badTables[:at], []byte("\n"))
	db := filepath.Join(demo, "database")
	for _, tc := range []struct {
		name                string
		gold, pred, tables  string
		compat, want, score string
	}{
		{"prediction line (GBK quotes)", good, "SELECT count(*) FROM singer\nSELECT name FROM singer WHERE name = '\xa1\xae Smith \xa1\xaf'\n", "", "",
			"pred.sql:2: byte 0xa1 at offset 66 of the file (column 39)", "exact match          0.500"},
		{"gold line", "SELECT count(*) FROM singer\tconcert_singer\nSELECT name FROM singer WHERE name = '\xa1'\tconcert_singer\n", "SELECT count(*) FROM singer\nSELECT name FROM singer\n", "", "",
			"gold.sql:2: byte 0xa1 at offset 81 of the file (column 39)", "exact match          0.500"},
		{"tables.json", good, "SELECT count(*) FROM singer\nSELECT name FROM singer\n", string(badTables), "",
			fmt.Sprintf("tables.json:%d: byte 0xa1 at offset %d of the file", tablesLine, at), "exact match          1.000"},
		{"JSON predictions", good, "[\"SELECT count(*) FROM singer\",\n \"SELECT name FROM singer WHERE name = '\xa1'\"]", "", "",
			"pred.sql:2: byte 0xa1 at offset 72 of the file (column 41)", "exact match          0.500"},
		{"BIRD gold", "SELECT count(*) FROM singer\tconcert_singer\nSELECT '\xa1'\tconcert_singer\n",
			`{"0": "SELECT count(*) FROM singer\t----- bird -----\tconcert_singer", "1": "SELECT 1\t----- bird -----\tconcert_singer"}`, "", "bird",
			"gold.sql:2: byte 0xa1 at offset 51 of the file (column 9)", "start calculate EX"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := mkdir(t, tmp, strings.ReplaceAll(tc.name, " ", "_"))
			args := []string{"--gold", writeFile(t, dir, "gold.sql", tc.gold), "--pred", writeFile(t, dir, "pred.sql", tc.pred), "--db", db, "--quiet"}
			if tc.compat == "bird" {
				args = append(args, "--compat", "bird")
			} else {
				table := filepath.Join(demo, "tables.json")
				if tc.tables != "" {
					table = writeFile(t, dir, "tables.json", tc.tables)
				}
				args = append(args, "--table", table, "--etype", "match")
			}
			stdout, stderr, code := runCLI(t, args...)
			if code != exitRefused || !strings.Contains(stderr, tc.want) || !strings.Contains(stderr, "UnicodeDecodeError") {
				t.Fatalf("exit %d, stderr:\n%s\nwant %d naming %q", code, stderr, exitRefused, tc.want)
			}
			if !strings.Contains(stdout, tc.score) {
				t.Errorf("the rest was not scored:\n%s", stdout)
			}
		})
	}
}

// TestOutputToDevice: an output that is not a regular file (/dev/null, a
// pipe) is written in place, never replaced by a renamed temporary file.
func TestOutputToDevice(t *testing.T) {
	if _, err := os.Stat(os.DevNull); err != nil {
		t.Skip(err)
	}
	_, stderr, code := runCLI(t, twoQuestions(t, t.TempDir(), "--jsonl", os.DevNull)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if st, err := os.Stat(os.DevNull); err != nil || st.Mode().IsRegular() {
		t.Fatalf("%s is now a regular file", os.DevNull)
	}
}

// TestQueueingKeepsBudget (item 12): with many workers and runaway
// predictions holding every connection, instant predictions queued behind
// them failed with "question budget exhausted while waiting for a
// connection"; only the runaways may time out.
func TestQueueingKeepsBudget(t *testing.T) {
	tmp := t.TempDir()
	runaways := 6 * max(2, runtime.GOMAXPROCS(0)) // six rounds of every connection
	var gold, pred strings.Builder
	for i := range 2 * runaways {
		gold.WriteString("SELECT count(*) FROM singer\tconcert_singer\n")
		if i%2 == 0 {
			pred.WriteString("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*) FROM c\n")
		} else {
			pred.WriteString("SELECT count(*) FROM singer\n")
		}
	}
	out := filepath.Join(tmp, "out.jsonl")
	_, stderr, code := runCLI(t, "--gold", writeFile(t, tmp, "gold.sql", gold.String()), "--pred", writeFile(t, tmp, "pred.sql", pred.String()),
		"--db", filepath.Join(demo, "database"), "--etype", "exec", "--workers", "64", "--timeout", "1s", "--quiet", "--jsonl", out)
	if code != exitDegraded {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for i, l := range readLines(t, out) {
		runaway := i%2 == 0
		if timedOut := strings.Contains(l, `"pred_timeout"`); timedOut != runaway {
			t.Errorf("question %d (runaway %v): timed out %v: %.300s", i+1, runaway, timedOut, l)
		}
	}
}

// TestOutputThroughLink (issue 34, item 10): an output named by a
// symbolic link is written to the link's target, the link kept; a
// dangling link's target is created; a loop of links is refused before
// scoring.
func TestOutputThroughLink(t *testing.T) {
	tmp := t.TempDir()
	base := twoQuestions(t, tmp)
	old := writeFile(t, tmp, "old.jsonl", "old content\n")
	for _, tc := range []struct {
		name   string
		link   string // where the link points, relative to tmp
		target string // the file that must get the records
		code   int
	}{
		{"link to a file", "old.jsonl", old, 0},
		{"dangling link", "new.jsonl", filepath.Join(tmp, "new.jsonl"), 0},
		{"link to a link", "link to a file.jsonl", old, 0},
		{"loop", "loop.jsonl", "", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			link := filepath.Join(tmp, tc.name+".jsonl")
			if err := os.Symlink(tc.link, link); err != nil {
				t.Skip("no symbolic links here:", err)
			}
			if tc.name == "loop" {
				os.Symlink(link, filepath.Join(tmp, "loop.jsonl"))
			}
			_, stderr, code := runCLI(t, append(append([]string{}, base...), "--jsonl", link)...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d: %s", code, tc.code, stderr)
			}
			if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
				t.Errorf("the link was replaced: %v", err)
			}
			if tc.target == "" {
				if !strings.Contains(stderr, "symbolic links") {
					t.Errorf("stderr %q does not name the loop", stderr)
				}
				return
			}
			data, err := os.ReadFile(tc.target)
			if err != nil || !strings.Contains(string(data), `"db_id"`) {
				t.Errorf("%s holds %q (%v), want the records", tc.target, data, err)
			}
		})
	}
}
