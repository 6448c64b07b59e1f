package exec

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/spidereval/spidereval/eval/exec/exectest"
)

// fixtureCatalog returns a directory catalog whose schema "fx" holds the
// fixture database.
func fixtureCatalog(t testing.TB) (*DirCatalog, string) {
	t.Helper()
	path := makeFixture(t, "fx")
	root := filepath.Dir(filepath.Dir(path))
	cat := NewDirCatalog(root)
	t.Cleanup(func() { cat.Close() })
	return cat, path
}

func TestTestSuiteVerdicts(t *testing.T) {
	cat, _ := fixtureCatalog(t)
	ev := NewEvaluator(cat, Options{DisplayRows: 2})
	ctx := context.Background()
	cases := []struct {
		name, pred, gold string
		want             int
		predErr          ErrorKind
	}{
		{"same", "SELECT name FROM singer", "SELECT name FROM singer", 1, ""},
		{"row order ignored", "SELECT name FROM singer ORDER BY name DESC", "SELECT name FROM singer", 1, ""},
		{"row order matters", "SELECT name FROM singer ORDER BY age, name DESC", "SELECT name FROM singer ORDER BY age, name", 0, ""},
		{"column order ignored", "SELECT age, name FROM singer", "SELECT name, age FROM singer", 1, ""},
		{"int equals float", "SELECT 2.0", "SELECT 2", 1, ""},
		{"distinct removed", "SELECT DISTINCT age FROM singer", "SELECT age FROM singer", 1, ""},
		{"count distinct removed", "SELECT count(DISTINCT age) FROM singer", "SELECT count(age) FROM singer", 1, ""},
		{"spaced operator", "SELECT name FROM singer WHERE age > = 30", "SELECT name FROM singer WHERE age >= 30", 1, ""},
		{"only first statement", "SELECT name FROM singer; DROP TABLE singer", "SELECT name FROM singer", 1, ""},
		{"wrong value", "SELECT name FROM singer WHERE age = 25", "SELECT name FROM singer WHERE age = 30", 0, ""},
		{"curdate", "SELECT YEAR(CURDATE()) - 2000", "SELECT 20", 1, ""},
		{"empty both", "SELECT name FROM singer WHERE age > 99", "SELECT id FROM singer WHERE 0", 1, ""},
		{"pred error", "SELECT nosuch FROM singer", "SELECT name FROM singer", 0, ErrSyntax},
		{"pred refused", "DELETE FROM singer", "SELECT name FROM singer WHERE 0", 0, ErrRefused},
		{"empty prediction", "   ", "SELECT name FROM singer", 0, ErrSyntax},
	}
	for _, c := range cases {
		v := ev.TestSuite(ctx, "fx", c.pred, c.gold)
		if v.Err != nil {
			t.Errorf("%s: unexpected evaluation error %v", c.name, v.Err)
			continue
		}
		if v.Exec != c.want {
			t.Errorf("%s: exec = %d, want %d (pred err %v)", c.name, v.Exec, c.want, v.PredErr)
		}
		switch {
		case c.predErr == "" && v.PredErr != nil:
			t.Errorf("%s: unexpected prediction error %v", c.name, v.PredErr)
		case c.predErr != "" && (v.PredErr == nil || v.PredErr.Kind != c.predErr):
			t.Errorf("%s: prediction error %v, want kind %s", c.name, v.PredErr, c.predErr)
		}
		if v.Gold == nil || len(v.Gold.Rows) > 2 {
			t.Errorf("%s: gold display copy %v", c.name, v.Gold)
		}
	}
	v := ev.TestSuite(ctx, "fx", "SELECT name FROM singer", "SELECT name FROM singer")
	if !v.Gold.Truncated || v.Gold.TotalRows != 3 || len(v.Gold.Rows) != 2 {
		t.Errorf("display copy not capped: %+v", v.Gold)
	}
}

func TestTestSuiteGoldFailure(t *testing.T) {
	cat, _ := fixtureCatalog(t)
	ev := NewEvaluator(cat, Options{})
	v := ev.TestSuite(context.Background(), "fx", "SELECT 1", "SELECT nosuch FROM singer")
	if v.Err == nil || v.Exec != 0 || !strings.Contains(v.Err.Error(), "gold query failed") {
		t.Errorf("gold failure verdict = %+v", v)
	}
	v = ev.TestSuite(context.Background(), "missing_db", "SELECT 1", "SELECT 1")
	if v.Err == nil {
		t.Error("missing database gave no error")
	}
	v = ev.TestSuite(context.Background(), "../fx", "SELECT 1", "SELECT 1")
	if v.Err == nil {
		t.Error("path-like database id accepted")
	}
}

// TestTestSuiteAllDatabases checks that every *.sqlite* file of the
// schema's folder is a test database and all must agree.
func TestTestSuiteAllDatabases(t *testing.T) {
	cat, path := fixtureCatalog(t)
	second := filepath.Join(filepath.Dir(path), "fx_variant.sqlite")
	exectest.WriteDB(t, second, fixtureSQL+"UPDATE singer SET age = 31 WHERE id = 3;")
	if err := os.WriteFile(filepath.Join(filepath.Dir(path), "notes.txt"), []byte("not a db"), 0o644); err != nil {
		t.Fatal(err)
	}
	dbs, err := cat.Suite("fx")
	if err != nil || len(dbs) != 2 {
		t.Fatalf("suite = %v, %v", dbs, err)
	}
	ev := NewEvaluator(cat, Options{})
	// Equal on the original database, different on the variant.
	v := ev.TestSuite(context.Background(), "fx", "SELECT name FROM singer WHERE age = 30", "SELECT name FROM singer WHERE id IN (1, 3)")
	if v.Exec != 0 || v.Err != nil || !strings.HasSuffix(v.Database, "fx_variant.sqlite") {
		t.Errorf("distinguishing suite: %+v", v)
	}
	v = ev.TestSuite(context.Background(), "fx", "SELECT name FROM singer WHERE id < 4", "SELECT name FROM singer")
	if v.Exec != 1 {
		t.Errorf("equivalent on all databases: %+v", v)
	}
}

func TestTestSuitePlugValue(t *testing.T) {
	cat, _ := fixtureCatalog(t)
	gold := "SELECT name FROM singer WHERE age = 30 AND name != 'Bob'"
	pred := "SELECT name FROM singer WHERE age = 1 AND name != 'x'"
	plain := NewEvaluator(cat, Options{})
	if v := plain.TestSuite(context.Background(), "fx", pred, gold); v.Exec != 0 {
		t.Errorf("without plug_value: %+v", v)
	}
	plug := NewEvaluator(cat, Options{PlugValue: true})
	v := plug.TestSuite(context.Background(), "fx", pred, gold)
	if v.Exec != 1 || v.Candidates == 0 {
		t.Errorf("with plug_value: %+v", v)
	}
	capped := NewEvaluator(cat, Options{PlugValue: true, MaxCandidates: 1})
	v = capped.TestSuite(context.Background(), "fx", "SELECT name FROM singer WHERE age = 1 AND age = 2 AND name != 'x'", gold)
	if !v.CandidatesCapped || v.Candidates != 1 || v.PredErr == nil || v.PredErr.Kind != ErrTooLarge || !strings.Contains(v.PredErr.Msg, "cap of 1 of 8 candidates") {
		t.Errorf("candidate cap: %+v", v)
	}
}

func TestTestSuiteTimeout(t *testing.T) {
	cat, _ := fixtureCatalog(t)
	// The quick gold's result is cached first without a tight deadline, so
	// that a busy machine cannot time it out: only the endless queries
	// meet the 100 ms one.
	cache := NewGoldCache()
	warm := NewEvaluator(cat, Options{Cache: cache})
	if v := warm.TestSuite(context.Background(), "fx", "SELECT 1", "SELECT 1"); v.Exec != 1 {
		t.Fatalf("SELECT 1: %+v", v)
	}
	ev := NewEvaluator(cat, Options{Limits: Limits{Timeout: 100 * time.Millisecond}, Cache: cache})
	v := ev.TestSuite(context.Background(), "fx", endlessCTE, "SELECT 1")
	if v.Exec != 0 || v.PredErr == nil || v.PredErr.Kind != ErrTimeout {
		t.Errorf("endless prediction: %+v", v)
	}
	v = ev.TestSuite(context.Background(), "fx", "SELECT 1", endlessCTE)
	if v.Err == nil || !isKind(v.Err, ErrTimeout) {
		t.Errorf("endless gold: %+v", v)
	}
	if ev.Cache().Len() != 1 {
		t.Errorf("timed-out gold was cached: %d entries", ev.Cache().Len())
	}
}

func TestMemCatalog(t *testing.T) {
	data := fixtureBytes(t, "fx")
	cat := NewMemCatalog()
	defer cat.Close()
	if err := cat.Add("fx", "fx.sqlite", data); err != nil {
		t.Fatal(err)
	}
	ev := NewEvaluator(cat, Options{})
	if v := ev.TestSuite(context.Background(), "fx", "SELECT age, name FROM singer", "SELECT name, age FROM singer"); v.Exec != 1 || v.Err != nil {
		t.Errorf("memory catalog: %+v", v)
	}
	if _, err := cat.Main("other"); err == nil {
		t.Error("unknown schema resolved")
	}
}

func TestGoldCacheConcurrent(t *testing.T) {
	cat, _ := fixtureCatalog(t)
	ev := NewEvaluator(cat, Options{})
	var wg sync.WaitGroup
	for i := range 16 {
		wg.Go(func() {
			pred := "SELECT name FROM singer"
			if i%2 == 1 {
				pred = "SELECT age FROM singer"
			}
			v := ev.TestSuite(context.Background(), "fx", pred, "SELECT name FROM singer")
			if v.Err != nil || v.Exec != 1-i%2 {
				t.Errorf("goroutine %d: %+v", i, v)
			}
		})
	}
	wg.Wait()
	if n := ev.Cache().Len(); n != 1 {
		t.Errorf("cache holds %d entries, want 1", n)
	}
}

// TestPredCache: with a PredCache, a prediction runs once and its verdict
// is the same when judged again; a query whose answer can change between
// runs is never kept.
func TestPredCache(t *testing.T) {
	cat, _ := fixtureCatalog(t)
	preds := NewGoldCache()
	ev := NewEvaluator(cat, Options{PredCache: preds, DisplayRows: 5})
	cases := []struct {
		pred string
		kept bool
		want int
	}{
		{"SELECT name FROM singer", true, 1},
		{"SELECT age FROM singer", true, 0},
		{"SELECT nosuch FROM singer", true, 0}, // a syntax error is kept as well
		{"SELECT name FROM singer ORDER BY random()", false, 1},
		{"SELECT name FROM singer WHERE julianday('now') > 0", false, 1},
	}
	for round := range 2 {
		for _, c := range cases {
			v := ev.TestSuite(context.Background(), "fx", c.pred, "SELECT name FROM singer")
			if v.Err != nil || v.Exec != c.want {
				t.Errorf("round %d, %s: exec %d err %v, want %d", round, c.pred, v.Exec, v.Err, c.want)
			}
		}
	}
	if n := preds.Len(); n != 3 {
		t.Errorf("the prediction cache holds %d entries, want 3 (the repeatable queries)", n)
	}
}

func TestRepeatable(t *testing.T) {
	for sql, want := range map[string]bool{
		"SELECT name FROM singer":                       true,
		"SELECT count(*) FROM t WHERE d > '2020-01-01'": true,
		"SELECT random()":                               false,
		"SELECT RANDOMBLOB(4)":                          false,
		"SELECT date('now')":                            false,
		"SELECT DATE()":                                 false,
		"SELECT CURRENT_TIMESTAMP":                      false,
		"SELECT strftime('%Y', d) FROM t":               false, // may read the clock: not kept
		"SELECT known FROM t":                           false, // holds "now": not kept, which costs only a rerun
		"SELECT changes()":                              false,
	} {
		if got := Repeatable(sql); got != want {
			t.Errorf("Repeatable(%q) = %v, want %v", sql, got, want)
		}
	}
}

func TestLegacyEq(t *testing.T) {
	res := func(rows ...Row) *Result { return &Result{Rows: rows} }
	i, f, s := IntValue, FloatValue, TextValue
	cases := []struct {
		name       string
		gold, pred *Result
		gk, pk     []string
		want       bool
		wantErr    bool
	}{
		{"equal", res(Row{i(1), s("a")}), res(Row{i(1), s("a")}), []string{"k1", "k2"}, []string{"k1", "k2"}, true, false},
		{"keys in other order", res(Row{i(1), s("a")}), res(Row{s("a"), i(1)}), []string{"k1", "k2"}, []string{"k2", "k1"}, true, false},
		{"int equals float", res(Row{i(1)}, Row{i(2)}), res(Row{f(1)}, Row{f(2)}), []string{"k"}, []string{"k"}, true, false},
		{"row order matters", res(Row{i(1)}, Row{i(2)}), res(Row{i(2)}, Row{i(1)}), []string{"k"}, []string{"k"}, false, false},
		{"different key", res(Row{i(1)}), res(Row{i(1)}), []string{"k"}, []string{"j"}, false, false},
		{"later duplicate key wins", res(Row{i(9), i(1)}), res(Row{i(1)}), []string{"k", "k"}, []string{"k"}, true, false},
		{"star compares first column only", res(Row{i(1), s("a")}), res(Row{i(1), s("zzz")}), []string{"*"}, []string{"*"}, true, false},
		{"rejected prediction", res(Row{i(1)}), res(Row{i(1)}), []string{"k"}, nil, false, false},
		{"both empty maps", res(Row{i(1)}), res(Row{i(2)}), nil, nil, true, false},
		{"no rows", res(), res(), []string{"a", "b"}, []string{"a", "b"}, true, false},
		{"key without column", res(Row{i(1)}), res(Row{i(1)}), []string{"k"}, []string{"k", "j"}, false, true},
		{"null equals null", res(Row{NullValue()}), res(Row{NullValue()}), []string{"k"}, []string{"k"}, true, false},
	}
	for _, c := range cases {
		got, err := LegacyEq(c.gold, c.pred, c.gk, c.pk)
		if got != c.want || (err != nil) != c.wantErr {
			t.Errorf("%s: LegacyEq = %v, %v; want %v (error %v)", c.name, got, err, c.want, c.wantErr)
		}
	}
}

func TestLegacyEvaluator(t *testing.T) {
	cat, _ := fixtureCatalog(t)
	ev := NewEvaluator(cat, Options{})
	ctx := context.Background()
	k := []string{"name"}
	if v := ev.Legacy(ctx, "fx", "SELECT name FROM singer", "SELECT name FROM singer", k, k); v.Exec != 1 || v.Err != nil {
		t.Errorf("equal: %+v", v)
	}
	// No value->1 replacement and no DISTINCT removal in the legacy check.
	if v := ev.Legacy(ctx, "fx", "SELECT DISTINCT age FROM singer", "SELECT age FROM singer", []string{"age"}, []string{"age"}); v.Exec != 0 {
		t.Errorf("distinct kept: %+v", v)
	}
	// Text that is not valid UTF-8 fails the prediction (strict decoding).
	if v := ev.Legacy(ctx, "fx", "SELECT t FROM bad_text", "SELECT 'ab'", []string{"t"}, []string{"t"}); v.Exec != 0 || v.PredErr == nil {
		t.Errorf("strict decoding: %+v", v)
	}
	if v := ev.Legacy(ctx, "fx", "SELECT nosuch FROM singer", "SELECT name FROM singer", k, k); v.Exec != 0 || v.PredErr == nil || v.Err != nil {
		t.Errorf("prediction error: %+v", v)
	}
	if v := ev.Legacy(ctx, "fx", "SELECT name FROM singer", "SELECT nosuch FROM singer", k, k); v.Err == nil {
		t.Errorf("gold error: %+v", v)
	}
	if v := ev.Legacy(ctx, "fx", "SELECT name FROM singer", "SELECT name FROM singer", nil, k); v.Exec != 0 || v.Err != nil {
		t.Errorf("rejected prediction: %+v", v)
	}
}
