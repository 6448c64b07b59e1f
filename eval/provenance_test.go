package eval_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
)

// TestProvenance: the same inputs give the same fingerprints; a test-suite
// folder, the legacy reference, another database or another gold show.
func TestProvenance(t *testing.T) {
	const gold = "SELECT count(*) FROM singer\tconcert_singer\nSELECT count(*) FROM Pets\tpets_1\n"
	const pred = "SELECT count(*) FROM singer\nSELECT count(*) FROM Pets\n"
	run := func(dir string, g string, c eval.Compat, etype string) eval.Provenance {
		in := textInputs(t, dir, demoTables(t), g, pred)
		opt := eval.Options{Compat: c}
		var err error
		if opt.Etype, err = eval.ParseEtype(etype); err != nil {
			t.Fatal(err)
		}
		res, err := eval.Evaluate(context.Background(), in, opt, nil)
		if err != nil {
			t.Fatal(err)
		}
		return eval.ProvenanceOf(context.Background(), in, res)
	}
	demo := filepath.Join(demoDir, "database")
	a, b := run(demo, gold, eval.TestSuite, "all"), run(demo, gold, eval.TestSuite, "all")
	if a != b || a.Execution != "EX" || a.SuiteMin != 1 || a.SuiteMax != 1 || len(a.Databases) != 12 || a.Deadline != "30s per query, 2m0s per question" {
		t.Fatalf("provenance %+v, again %+v", a, b)
	}
	if s := a.String(); !strings.Contains(s, "reference testsuite, etype all, EX on 1 database per db_id, databases "+a.Databases) {
		t.Errorf("line %q", s)
	}
	if m := run(demo, gold, eval.TestSuite, "match"); m.Execution != "" || m.Databases != "" {
		t.Errorf("match only: %+v", m)
	}
	if l := run(demo, gold, eval.Spider, "all"); l.Execution != "EX" || l.Databases != a.Databases {
		t.Errorf("legacy: %+v (the same databases give the same fingerprint)", l)
	}
	other := "SELECT name FROM singer\tconcert_singer\n" + gold
	if o := run(demo, other, eval.TestSuite, "all"); o.Gold == a.Gold {
		t.Errorf("another gold, the same fingerprint %s", o.Gold)
	}

	// A test-suite folder: a second copy of concert_singer with one row less.
	tmp := t.TempDir()
	for _, db := range []string{"concert_singer", "pets_1"} {
		data, err := os.ReadFile(filepath.Join(demo, db, db+".sqlite"))
		if err != nil {
			t.Fatal(err)
		}
		os.MkdirAll(filepath.Join(tmp, db), 0o755)
		os.WriteFile(filepath.Join(tmp, db, db+".sqlite"), data, 0o644)
	}
	// A second "copy" of concert_singer with other content (another database's file, which
	// needs no SQLite write: the wasm tests cannot write one).
	pets, err := os.ReadFile(filepath.Join(demo, "pets_1", "pets_1.sqlite"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(tmp, "concert_singer", "concert_singer_2.sqlite"), pets, 0o644)
	s := run(tmp, gold, eval.TestSuite, "all")
	if s.Execution != "TS" || s.SuiteMin != 1 || s.SuiteMax != 2 || s.Databases == a.Databases || !strings.Contains(s.String(), "on 1–2 databases per db_id") {
		t.Errorf("test suite: %+v", s)
	}
}
