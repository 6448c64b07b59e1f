package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// demoDBCopy copies the demo's databases into a fresh folder for a test to damage.
func demoDBCopy(t *testing.T) string {
	t.Helper()
	dst := filepath.Join(t.TempDir(), "database")
	src := filepath.Join(demo, "database")
	err := filepath.WalkDir(src, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

// editedTables writes the demo's tables.json after edit changes its entries.
func editedTables(t *testing.T, edit func([]map[string]any) []map[string]any) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(demo, "tables.json"))
	if err != nil {
		t.Fatal(err)
	}
	var entries []map[string]any
	if err := json.Unmarshal(data, &entries); err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(edit(entries))
	if err != nil {
		t.Fatal(err)
	}
	return writeFile(t, t.TempDir(), "tables.json", string(out))
}

// TestNoSilentLoss feeds inputs the reference would refuse: each must be
// named on stderr with its cause, the report still printed, and the exit
// status must say so.
func TestNoSilentLoss(t *testing.T) {
	gold := filepath.Join(demo, "dev_gold.sql")
	pred := filepath.Join(demo, "pred_graphix_t5.sql")
	tables := filepath.Join(demo, "tables.json")
	tmp := t.TempDir()

	corrupt := demoDBCopy(t)
	os.WriteFile(filepath.Join(corrupt, "orchestra", "orchestra.sqlite"), []byte(strings.Repeat("not a database\n", 300)), 0o644)
	os.WriteFile(filepath.Join(corrupt, "pets_1", "pets_1.sqlite"), nil, 0o644)
	missing := demoDBCopy(t)
	os.RemoveAll(filepath.Join(missing, "poker_player"))
	withoutPets := editedTables(t, func(es []map[string]any) []map[string]any {
		var out []map[string]any
		for _, e := range es {
			if e["db_id"] != "pets_1" {
				out = append(out, e)
			}
		}
		return out
	})
	renamed := editedTables(t, func(es []map[string]any) []map[string]any {
		for _, e := range es {
			if e["db_id"] == "orchestra" {
				e["table_names_original"].([]any)[0] = "conductor_renamed"
			}
		}
		return es
	})
	traversal := writeFile(t, tmp, "traversal.sql", "SELECT count(*) FROM singer\t../database/concert_singer\nSELECT count(*) FROM singer\tconcert_singer\n")
	two := writeFile(t, tmp, "two.sql", "SELECT count(*) FROM singer\nSELECT count(*) FROM singer\n")
	empty := writeFile(t, tmp, "empty.sql", "")

	cases := []struct {
		name   string
		args   []string
		code   int
		stderr []string
	}{
		{"missing --db folder", []string{"--gold", gold, "--pred", pred, "--db", filepath.Join(tmp, "nope"), "--table", tables, "--etype", "all"},
			exitRefused, []string{"--db " + filepath.Join(tmp, "nope") + ": cannot be read", "database concert_singer:", "(45 questions)"}},
		{"empty --db folder", []string{"--gold", gold, "--pred", pred, "--db", tmp, "--table", tables, "--etype", "exec"},
			exitRefused, []string{"holds no database folder"}},
		{"corrupt and zero-byte databases", []string{"--gold", gold, "--pred", pred, "--db", corrupt, "--table", tables, "--etype", "all"},
			exitRefused, []string{"database orchestra:", "file is not a database (40 questions)", "database pets_1: the database file has no tables"}},
		{"a database folder missing", []string{"--gold", gold, "--pred", pred, "--db", missing, "--table", tables, "--etype", "all"},
			exitRefused, []string{"database poker_player:", "no such file or directory (40 questions)"}},
		{"a missing database with exact match only", []string{"--gold", gold, "--pred", pred, "--db", missing, "--table", tables, "--etype", "match"},
			exitRefused, []string{"database poker_player:", "exact match reads its schema from tables.json instead (40 questions)"}},
		{"a database absent from tables.json", []string{"--gold", gold, "--pred", pred, "--db", filepath.Join(demo, "database"), "--table", withoutPets, "--etype", "match"},
			exitRefused, []string{"database pets_1: not in tables.json: its foreign keys are unknown", "(42 questions)"}},
		{"a database whose tables differ from tables.json", []string{"--gold", gold, "--pred", pred, "--db", filepath.Join(demo, "database"), "--table", renamed, "--etype", "match"},
			exitRefused, []string{"database orchestra: the database's tables differ from tables.json (missing from the file: conductor_renamed; only in the file: conductor)"}},
		{"a db_id leaving the database folder", []string{"--gold", traversal, "--pred", two, "--db", filepath.Join(demo, "database"), "--table", tables, "--etype", "all"},
			exitRefused, []string{"traversal.sql:1: database \"../database/concert_singer\": invalid database id"}},
		{"an empty prediction file", []string{"--gold", gold, "--pred", empty, "--db", filepath.Join(demo, "database"), "--table", tables, "--etype", "all"},
			exitRefused, []string{"empty.sql: no prediction (the file is empty)"}},
		{"an empty gold file", []string{"--gold", empty, "--pred", pred, "--db", filepath.Join(demo, "database"), "--table", tables, "--etype", "all"},
			1, []string{"empty.sql: no gold question (the file is empty)"}},
		{"a deadline every gold misses", []string{"--gold", gold, "--pred", pred, "--db", filepath.Join(demo, "database"), "--table", tables, "--etype", "exec", "--timeout", "1ns"},
			exitDegraded, []string{"gold queries that hit the deadline (execution scored 0) (167)", "dev_gold.sql:1: not comparable", "and 147 more"}},
		{"a negative deadline", []string{"--gold", gold, "--pred", pred, "--db", filepath.Join(demo, "database"), "--table", tables, "--timeout", "-1s"},
			2, []string{"must not be negative"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			stdout := runExpect(t, c.code, c.stderr, c.args...)
			if c.code == exitRefused || c.code == exitDegraded {
				if !strings.Contains(stdout, "EXECUTION ACCURACY") && !strings.Contains(stdout, "EXACT MATCHING ACCURACY") {
					t.Errorf("no report printed:\n%s", stdout)
				}
			}
		})
	}
}

// TestNoDeadline checks that --timeout 0 turns the deadline off (as in
// the reference) and that a sound run exits 0 with nothing on stderr.
func TestNoDeadline(t *testing.T) {
	stdout, stderr, code := runCLI(t, "--gold", filepath.Join(demo, "dev_gold.sql"), "--pred", filepath.Join(demo, "pred_graphix_t5.sql"),
		"--db", filepath.Join(demo, "database"), "--table", filepath.Join(demo, "tables.json"), "--etype", "all", "--timeout", "0")
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr:\n%s", code, stderr)
	}
	if !strings.Contains(stdout, "EXECUTION ACCURACY") {
		t.Fatalf("no report:\n%s", stdout)
	}
}

// TestOnePredictionCannotStopTheRun: an 82-digit number crashed the TiDB
// diagnosis and, with it, the whole run. The crash is now that question's
// note, the official verdicts stand, and every other question is scored.
func TestOnePredictionCannotStopTheRun(t *testing.T) {
	tmp := t.TempDir()
	gold := writeFile(t, tmp, "gold.sql", "SELECT count(*) FROM singer\tconcert_singer\nSELECT count(*) FROM singer\tconcert_singer\n")
	pred := writeFile(t, tmp, "pred.sql", "SELECT 1"+strings.Repeat("0", 81)+"\nSELECT count(*) FROM singer\n")
	out := filepath.Join(tmp, "out.jsonl")
	stdout, stderr, code := runCLI(t, "--gold", gold, "--pred", pred, "--db", filepath.Join(demo, "database"),
		"--table", filepath.Join(demo, "tables.json"), "--etype", "all", "--extended", "--jsonl", out)
	if code != 0 && code != exitDegraded {
		t.Fatalf("exit %d; stderr:\n%s", code, stderr)
	}
	if !strings.Contains(stdout, "EXECUTION ACCURACY") {
		t.Fatalf("no report:\n%s", stdout)
	}
	lines := readLines(t, out)
	if len(lines) != 2 {
		t.Fatalf("%d records, want 2", len(lines))
	}
	var first, second struct {
		Exact, Exec int
		PredParsed  bool `json:"pred_parsed"`
	}
	json.Unmarshal([]byte(lines[0]), &first)
	json.Unmarshal([]byte(lines[1]), &second)
	if first.PredParsed || first.Exact != 0 || first.Exec != 0 || second.Exact != 1 || second.Exec != 1 {
		t.Errorf("verdicts %+v %+v, want the first rejected and wrong, the second right", first, second)
	}
}

// TestDeepQueryKeepsSessionReadable: a prediction of 12,000 UNIONs made the
// saved session unreadable (JSON nesting too deep), losing every run in it.
func TestDeepQueryKeepsSessionReadable(t *testing.T) {
	tmp := t.TempDir()
	gold := writeFile(t, tmp, "gold.sql", "SELECT name FROM singer\tconcert_singer\n")
	pred := writeFile(t, tmp, "pred.sql", strings.Repeat("SELECT name FROM singer UNION ", 12000)+"SELECT name FROM singer\n")
	session := filepath.Join(tmp, "s.json")
	_, stderr, code := runCLI(t, "--gold", gold, "--pred", pred, "--db", filepath.Join(demo, "database"),
		"--table", filepath.Join(demo, "tables.json"), "--etype", "match", "--session", session)
	if code != 0 {
		t.Fatalf("exit %d; stderr:\n%s", code, stderr)
	}
	stdout, stderr, code := runCLI(t, "view", session)
	if code != 0 || !strings.Contains(stdout, "EXACT MATCHING ACCURACY") {
		t.Fatalf("view: exit %d; stderr:\n%s\nstdout:\n%s", code, stderr, stdout)
	}
}

// TestEmptyInteractions: a double blank line in a SParC file makes an
// empty interaction that the reference pairs and counts as matched; it is
// kept (faithful) but named.
func TestEmptyInteractions(t *testing.T) {
	tmp := t.TempDir()
	gold := writeFile(t, tmp, "gold.txt", "SELECT count(*) FROM singer\tconcert_singer\n\nSELECT name FROM singer\tconcert_singer\n\n")
	pred := writeFile(t, tmp, "pred.txt", "SELECT count(*) FROM singer\n\n\nSELECT name FROM singer\n\n")
	_, stderr, code := runCLI(t, "--gold", gold, "--pred", pred, "--db", filepath.Join(demo, "database"),
		"--table", filepath.Join(demo, "tables.json"), "--etype", "match")
	if code != exitRefused {
		t.Fatalf("exit %d; stderr:\n%s", code, stderr)
	}
	if !strings.Contains(stderr, "pred.txt:3: interaction 2 is empty (two blank lines in a row)") {
		t.Errorf("the empty interaction is not named:\n%s", stderr)
	}
}
