package eval_test

import (
	"context"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/explain/tidb"
)

// demoInputs are a gold and predictions over the demo's databases.
func demoInputs(t testing.TB, gold, pred string) eval.Inputs {
	dir := filepath.Join(demoDir, "database")
	return eval.Inputs{Gold: dataset.File{Name: "gold.sql", Data: []byte(gold)}, Pred: dataset.File{Name: "pred.sql", Data: []byte(pred)},
		Tables: demoTables(t), DBs: &eval.DirSource{Dir: dir}, Exec: exec.NewDirCatalog(dir)}
}

// TestSQLCapBeforeWork: a prediction or gold over the SQL-length cap is
// refused before it is tokenised, parsed or normalised (issue 26: 10 MB of
// `select name, name, …` took 1.26 GB and 45 s, and with a short budget
// the gold was blamed), and the right side is named.
func TestSQLCapBeforeWork(t *testing.T) {
	huge := "select " + strings.Repeat("name, ", 10<<20/6) + "name from singer"
	const sound = "SELECT count(*) FROM singer"
	cases := []struct {
		name, gold, pred, etype string
		want                    []string // the first record's problems
		cause                   string   // in the summary's line
	}{
		{"prediction, all", sound, huge, "all", []string{eval.KindPredTooLarge}, "pred.sql:1: "},
		{"prediction, match", sound, huge, "match", []string{eval.KindPredTooLarge}, "pred.sql:1: not parsed: statement too long"},
		{"gold", huge, sound, "all", []string{eval.KindUnscored}, "gold.sql:1: gold SQL not scored: statement too long"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := demoInputs(t, c.gold+"\tconcert_singer\n"+sound+"\tconcert_singer\n", c.pred+"\n"+sound+"\n")
			opt := eval.Options{Etype: eval.Etype(c.etype), Budget: 2 * time.Second, Explainer: tidb.Explainer{}, Features: true}
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			res, err := eval.Evaluate(context.Background(), in, opt, nil)
			runtime.ReadMemStats(&after)
			if err != nil {
				t.Fatal(err)
			}
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 64<<20 {
				t.Errorf("allocated %d MB for a 10 MB line: the text was worked on", alloc>>20)
			}
			r := res.Records[0]
			if !slices.Equal(r.Problems, c.want) {
				t.Errorf("problems %v, want %v (exec error %q, error %q)", r.Problems, c.want, r.ExecError, r.Error)
			}
			if r.Exact != 0 || (r.Exec != nil && *r.Exec != 0) {
				t.Errorf("exact %d exec %v, want 0", r.Exact, r.Exec)
			}
			if c.etype == "all" && c.gold == sound && r.GoldResult == nil {
				t.Error("the gold was not run for display")
			}
			var lines []string
			for _, p := range res.Problems() {
				lines = append(lines, p.Items...)
			}
			if !slices.ContainsFunc(lines, func(s string) bool { return strings.HasPrefix(s, c.cause) }) {
				t.Errorf("no problem line starts with %q:\n%s", c.cause, strings.Join(lines, "\n"))
			}
			if r2 := res.Records[1]; r2.Exact != 1 || len(r2.Problems) != 0 {
				t.Errorf("the sound question: exact %d problems %v", r2.Exact, r2.Problems)
			}
		})
	}
}
