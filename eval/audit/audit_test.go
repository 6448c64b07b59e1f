package audit

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/exec/exectest"
)

// buildDatabases turns testdata/db/<db>/<name>.sql into <dir>/<db>/<name>.sqlite.
func buildDatabases(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	scripts, err := filepath.Glob(filepath.Join("testdata", "db", "*", "*.sql"))
	if err != nil || len(scripts) == 0 {
		t.Fatalf("no database scripts in testdata/db: %v", err)
	}
	for _, script := range scripts {
		sql, err := os.ReadFile(script)
		if err != nil {
			t.Fatal(err)
		}
		db := filepath.Base(filepath.Dir(script))
		out := filepath.Join(dir, db, strings.TrimSuffix(filepath.Base(script), ".sql")+".sqlite")
		if err := exectest.Exec(out, string(sql)); err != nil {
			t.Fatalf("%s: %v", script, err)
		}
	}
	return dir
}

// readGolds reads a gold file as the main command does.
func readGolds(t *testing.T, path string) []Gold {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := dataset.Gold(dataset.File{Name: path, Data: data}, dataset.Interactions)
	if err != nil {
		t.Fatal(err)
	}
	return FromExamples(p.Examples)
}

// kindsByLine maps each gold line number to the kinds found on it, with
// the databases each was seen on (base names).
func kindsByLine(rep *Report) map[string][]string {
	out := map[string][]string{}
	for _, f := range rep.Findings {
		line := f.Origin[strings.LastIndexByte(f.Origin, ':')+1:]
		entry := string(f.Kind)
		if len(f.Databases) > 0 {
			entry += "@" + namesList(f.Databases, 5)
		}
		out[line] = append(out[line], entry)
	}
	return out
}

func TestCraftedGolds(t *testing.T) {
	dir := buildDatabases(t)
	cat := exec.NewDirCatalog(dir)
	defer cat.Close()
	golds := readGolds(t, filepath.Join("testdata", "gold.sql"))
	rep, err := Run(context.Background(), golds, cat, Options{Limits: exec.Limits{Timeout: time.Second}, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"1":  {"tie_rows@shop.sqlite"},
		"2":  {"tie_order@shop.sqlite"},
		"3":  {"empty@shop.sqlite"},
		"4":  {"fails@shop.sqlite"},
		"7":  {"no_database"},
		"8":  {"unreadable"},
		"9":  {"timeout@shop.sqlite"},
		"10": {"tie_rows@shop.sqlite"},
		"11": {"tie_rows@twins.sqlite, twins_copy.sqlite", "suite_differs@twins_copy.sqlite"},
		"14": {"empty@distilled.sqlite"},
		"15": {"empty@blank.sqlite"},
	}
	if got := kindsByLine(rep); !reflect.DeepEqual(got, want) {
		t.Errorf("findings by gold line:\n got %v\nwant %v", got, want)
	}
	if rep.Golds != 15 || rep.GoldsWithFindings() != 11 {
		t.Errorf("golds %d with findings %d, want 15 and 11", rep.Golds, rep.GoldsWithFindings())
	}
	// Lines 13 and 14 differ between the distilled suite's databases, whose rows differ: not findings.
	if rep.Distinguishing != 2 {
		t.Errorf("distinguishing = %d, want 2 (lines 13 and 14)", rep.Distinguishing)
	}
	if rep.Worst() != Broken {
		t.Errorf("worst severity %d, want Broken", rep.Worst())
	}
	for _, f := range rep.Findings {
		if f.Kind == Fails && !strings.Contains(f.Cause, "no such column: nme") {
			t.Errorf("fails cause %q does not name SQLite's error", f.Cause)
		}
		if f.Kind == Empty && (f.DBID == "blank") != strings.Contains(f.Cause, "the database holds no rows at all") {
			t.Errorf("%s: an empty database is named only for blank: %q", f.Origin, f.Cause)
		}
		if f.Kind == Empty && f.DBID == "distilled" && !strings.Contains(f.String(), "on 1 of 2 databases: distilled.sqlite") {
			t.Errorf("suite finding line %q does not say where", f.String())
		}
	}
}

func TestLegacyDialectRunsOnTheMainDatabaseOnly(t *testing.T) {
	dir := buildDatabases(t)
	cat := exec.NewDirCatalog(dir)
	defer cat.Close()
	golds := readGolds(t, filepath.Join("testdata", "gold.sql"))[10:14]
	rep, err := Run(context.Background(), golds, cat, Options{Dialect: Legacy})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{"11": {"tie_rows@twins.sqlite"}, "14": {"empty@distilled.sqlite"}}
	if got := kindsByLine(rep); !reflect.DeepEqual(got, want) {
		t.Errorf("legacy findings:\n got %v\nwant %v", got, want)
	}
}

func TestBirdDialectIgnoresRowOrder(t *testing.T) {
	dir := buildDatabases(t)
	cat := exec.NewDirCatalog(dir)
	defer cat.Close()
	golds := readGolds(t, filepath.Join("testdata", "gold.sql"))[:2]
	rep, err := Run(context.Background(), golds, cat, Options{Dialect: Bird})
	if err != nil {
		t.Fatal(err)
	}
	// EX compares sets of rows: a reordered result is the same answer.
	want := map[string][]string{"1": {"tie_rows@shop.sqlite"}}
	if got := kindsByLine(rep); !reflect.DeepEqual(got, want) {
		t.Errorf("bird findings:\n got %v\nwant %v", got, want)
	}
}

func TestReversedSQL(t *testing.T) {
	tables := []string{"a", `we"ird`}
	prefix := `"a" AS MATERIALIZED (SELECT * FROM main."a" ORDER BY rowid DESC), "we""ird" AS MATERIALIZED (SELECT * FROM main."we""ird" ORDER BY rowid DESC)`
	for _, tc := range []struct{ in, want string }{
		{"SELECT 1", "WITH " + prefix + " SELECT 1"},
		{"  with x AS (SELECT 2) SELECT * FROM x", "WITH " + prefix + ", x AS (SELECT 2) SELECT * FROM x"},
		{"WITH RECURSIVE c(n) AS (SELECT 1) SELECT n FROM c", "WITH RECURSIVE " + prefix + ", c(n) AS (SELECT 1) SELECT n FROM c"},
		{"WITHOUT", "WITH " + prefix + " WITHOUT"},
	} {
		if got := reversedSQL(tables, tc.in); got != tc.want {
			t.Errorf("reversedSQL(%q):\n got %s\nwant %s", tc.in, got, tc.want)
		}
	}
}

func TestSummaryCountsEveryKind(t *testing.T) {
	rep := &Report{Golds: 3, Findings: []Finding{
		{Origin: "g:1", Kind: Fails, Cause: "x"}, {Origin: "g:1", Kind: Empty}, {Origin: "g:3", Kind: TieRows},
	}}
	var sb strings.Builder
	rep.WriteSummary(&sb)
	got := sb.String()
	for _, want := range []string{"audit: 3 gold queries, 2 with findings\n", "  fails              1  ", "  empty              1  ", "  tie_rows           1  "} {
		if !strings.Contains(got, want) {
			t.Errorf("summary lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "timeout") {
		t.Errorf("summary names a kind with no finding:\n%s", got)
	}
}
