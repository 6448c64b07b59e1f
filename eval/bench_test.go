package eval_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/explain/tidb"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
	"github.com/spidereval/spidereval/internal/datakit"
)

// benchInputs loads the full dev set with a warm schema cache, or the demo.
func benchInputs(b *testing.B) eval.Inputs {
	dir, gold, pred, tables := demoDir, "dev_gold.sql", "pred_graphix_t5.sql", "tables.json"
	if d := datakit.Dir(); d != "" {
		dir, gold, pred, tables = d, "spider/dev_gold.sql", "predictions/spider_dev.graphix_t5.sql", "spider/tables.json"
	}
	dbDir := filepath.Join(dir, "database")
	if dir != demoDir {
		dbDir = filepath.Join(dir, "spider", "database")
	}
	in := eval.Inputs{Gold: readFile(b, dir, gold), Pred: readFile(b, dir, pred), Tables: readTables(b, dir, tables), DBs: &eval.DirSource{Dir: dbDir}}
	if _, err := eval.Evaluate(context.Background(), in, eval.Options{Etype: "match"}, nil); err != nil {
		b.Fatal(err)
	}
	return in
}

// BenchmarkFloorPairing is the floor: reading and pairing the files only.
func BenchmarkFloorPairing(b *testing.B) {
	in := benchInputs(b)
	b.ResetTimer()
	for b.Loop() {
		dataset.Pair(in.Gold, in.Pred, dataset.Interactions)
	}
}

// BenchmarkMatchDev is the whole match evaluation of the set (schemas cached).
func BenchmarkMatchDev(b *testing.B) {
	in := benchInputs(b)
	for _, w := range []int{1, 0} {
		name := "workers=all"
		if w == 1 {
			name = "workers=1"
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				if _, err := eval.Evaluate(context.Background(), in, eval.Options{Etype: "match", Workers: w}, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// benchExamples are the benchmark's inputs and their examples, paired as
// the test-suite reference pairs them.
func benchExamples(b *testing.B) (eval.Inputs, []dataset.Example) {
	in := benchInputs(b)
	paired, err := dataset.Pair(in.Gold, in.Pred, dataset.Interactions)
	if err != nil {
		b.Fatal(err)
	}
	return in, paired.Examples
}

// BenchmarkParseDev parses every gold and prediction once.
func BenchmarkParseDev(b *testing.B) {
	in, ex := benchExamples(b)
	schemas := map[string]*schema.Schema{}
	for _, e := range ex {
		s, err := in.DBs.Schema(e.DBID)
		if err != nil {
			b.Fatal(err)
		}
		schemas[e.DBID] = s
	}
	b.ResetTimer()
	for b.Loop() {
		for _, e := range ex {
			spiderql.Parse(e.Gold, schemas[e.DBID], spiderql.TestSuite)
			spiderql.Parse(e.Pred, schemas[e.DBID], spiderql.TestSuite)
		}
	}
}

// BenchmarkTokenizeDev tokenizes every gold and prediction once.
func BenchmarkTokenizeDev(b *testing.B) {
	_, ex := benchExamples(b)
	b.ResetTimer()
	for b.Loop() {
		for _, e := range ex {
			spiderql.Tokenize(e.Gold)
			spiderql.Tokenize(e.Pred)
		}
	}
}

// longOrLine is issue 26's hostile prediction: about 100 KB of
// `head name = 'x' OR name = 'y' OR …`, 7,200 terms.
func longOrLine(head string) string {
	var b strings.Builder
	b.WriteString(head)
	for i := range 7200 {
		if i > 0 {
			b.WriteString(" OR ")
		}
		b.WriteString("name = '" + string(rune('x'+i%2)) + "'")
	}
	return b.String()
}

// BenchmarkLongOrLine judges two questions, one of them the 100 KB line,
// with every stage on (match, execution, features, diagnosis): as
// written, with DISTINCT (removed before execution), and rejected by the
// grammar (diagnosed).
func BenchmarkLongOrLine(b *testing.B) {
	dir := demoDir
	tab := demoTables(b)
	dbDir := filepath.Join(dir, "database")
	for _, c := range []struct{ name, head string }{
		{"plain", "SELECT count(*) FROM singer WHERE "},
		{"distinct", "SELECT count(DISTINCT name) FROM singer WHERE "},
		{"rejected", "SELECT count(DISTINCT(name)) FROM singer WHERE "},
	} {
		b.Run(c.name, func(b *testing.B) {
			gold := "SELECT count(*) FROM singer\tconcert_singer\nSELECT count(*) FROM singer\tconcert_singer\n"
			pred := longOrLine(c.head) + "\nSELECT count(*) FROM singer\n"
			in := textInputs(b, dbDir, tab, gold, pred)
			opt := eval.Options{Etype: "all", Explainer: tidb.Explainer{}, Features: true}
			for b.Loop() {
				if _, err := eval.Evaluate(context.Background(), in, opt, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
