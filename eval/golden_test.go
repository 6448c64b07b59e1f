package eval_test

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/explain/tidb"
	"github.com/spidereval/spidereval/eval/match"
	"github.com/spidereval/spidereval/internal/datakit"
)

// goldenSet names one golden file's inputs, relative to the data kit.
type goldenSet struct {
	name, gold, pred, tables string
}

var goldenSets = []goldenSet{
	{"spider_dev.graphix_t5", "spider/dev_gold.sql", "predictions/spider_dev.graphix_t5.sql", "spider/tables.json"},
	{"spider_dev.dinsql_gpt4", "spider/dev_gold.sql", "predictions/spider_dev.dinsql_gpt4.sql", "spider/tables.json"},
	{"spider_dev.gpt4_zeroshot", "spider/dev_gold.sql", "predictions/spider_dev.gpt4_zeroshot.sql", "spider/tables.json"},
	{"spider_dev.editsql", "spider/dev_gold.sql", "predictions/spider_dev.editsql.sql", "spider/tables.json"},
	{"spider_dev.gold_as_pred", "spider/dev_gold.sql", "predictions/spider_dev.gold_as_pred.sql", "spider/tables.json"},
	{"spider_example", "spider_eval_examples/gold_example.txt", "spider_eval_examples/pred_example.txt", "spider/tables.json"},
	{"spider_dev_mut", "mutations/spider_dev_mut_gold.sql", "mutations/spider_dev_mut_pred.sql", "spider/tables.json"},
	{"testsuite_example", "testsuite_eval_examples/gold.txt", "testsuite_eval_examples/predict.txt", "sparc/tables.json"},
	{"sparc_example", "sparc_eval_examples/gold.txt", "sparc_eval_examples/predict.txt", "sparc/tables.json"},
	{"sparc_dev.editsql", "sparc/dev_gold.exec_fixed.txt", "predictions/sparc_dev.editsql.txt", "sparc/tables.json"},
}

// shortExamples is how many examples of each set TestGolden checks under
// -short (make test-wasm runs the same code compiled to WebAssembly); the
// native run checks every example.
const shortExamples = 50

// legacyGolden names the sets the legacy Spider script was also run on
// (SParC's and the test-suite example's gold only have test-suite goldens).
var legacyGolden = map[string]bool{
	"spider_dev.graphix_t5": true, "spider_dev.dinsql_gpt4": true, "spider_dev.gpt4_zeroshot": true,
	"spider_dev.editsql": true, "spider_dev.gold_as_pred": true, "spider_example": true, "spider_dev_mut": true,
}

type goldenRecord struct {
	Index       int           `json:"index"`
	Interaction int           `json:"interaction"`
	Turn        int           `json:"turn"`
	DBID        string        `json:"db_id"`
	Gold        string        `json:"gold"`
	Pred        string        `json:"pred"`
	PredParsed  bool          `json:"pred_parsed"`
	Hardness    string        `json:"hardness"`
	Exact       int           `json:"exact"`
	Exec        *int          `json:"exec"`
	Partial     match.Partial `json:"partial"`
}

// runGolden evaluates one golden set in-process; with etype all or exec the
// databases beside the schemas' directory are executed.
func runGolden(t *testing.T, dir string, set goldenSet, compat eval.Compat, etype string, dbs eval.Source) *eval.Results {
	res, _ := runGoldenPrefix(t, dir, set, compat, etype, dbs, 0)
	return res
}

// runGoldenPrefix is runGolden on the first n examples of the set (all when
// n is 0); it returns how many examples that is.
func runGoldenPrefix(t *testing.T, dir string, set goldenSet, compat eval.Compat, etype string, dbs eval.Source, n int) (*eval.Results, int) {
	in := eval.Inputs{Gold: readFile(t, dir, set.gold), Pred: readFile(t, dir, set.pred), Tables: readTables(t, dir, set.tables), DBs: dbs}
	kept := -1
	if n > 0 {
		in.Gold.Data, in.Pred.Data, kept = prefix(in.Gold.Data, in.Pred.Data, n)
	}
	if ds, ok := dbs.(*eval.DirSource); ok && etype != "match" {
		cat := exec.NewDirCatalog(ds.Dir)
		t.Cleanup(func() { cat.Close() })
		in.Exec = cat
	}
	res, err := eval.Evaluate(context.Background(), in, eval.Options{Compat: compat, Etype: eval.Etype(etype), Explainer: tidb.Explainer{}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res, kept
}

// prefix keeps the first n examples of a line-aligned gold and prediction
// pair — n lines, or in multi-turn files (a blank line after each
// interaction) the first interactions up to at least n turns — and returns
// how many examples it kept.
func prefix(gold, pred []byte, n int) ([]byte, []byte, int) {
	lines := func(b []byte) [][]byte {
		l := bytes.SplitAfter(b, []byte("\n"))
		if len(l[len(l)-1]) == 0 {
			l = l[:len(l)-1]
		}
		return l
	}
	gl, pl := lines(gold), lines(pred)
	blank := func(l []byte) bool { return len(bytes.TrimSpace(l)) == 0 }
	if !slices.ContainsFunc(gl, blank) {
		n = min(n, len(gl), len(pl))
		return bytes.Join(gl[:n], nil), bytes.Join(pl[:n], nil), n
	}
	turns, interactions := 0, 0
	for i, l := range gl {
		if !blank(l) {
			turns++
			continue
		}
		if interactions++; turns >= n {
			gold = bytes.Join(gl[:i+1], nil)
			break
		}
	}
	// The prediction file has its blank lines at the same places.
	for i, seen := 0, 0; i < len(pl); i++ {
		if blank(pl[i]) {
			if seen++; seen == interactions {
				pred = bytes.Join(pl[:i+1], nil)
				break
			}
		}
	}
	return gold, pred, turns
}

// TestGolden requires every field — hardness, exact, each component and
// exec — to equal the reference's, example by example, in both dialects.
func TestGolden(t *testing.T) {
	dir := datakit.Require(t)
	dbs := &eval.DirSource{Dir: filepath.Join(dir, "spider", "database")}
	for _, set := range goldenSets {
		for _, c := range []struct {
			impl   string
			compat eval.Compat
		}{{"testsuite", eval.TestSuite}, {"spider", eval.Spider}} {
			if c.compat == eval.Spider && !legacyGolden[set.name] {
				continue
			}
			// A golden file the kit should hold and lacks fails the test.
			path := datakit.Path(t, "golden", set.name+"."+c.impl+".jsonl")
			t.Run(set.name+"."+c.impl, func(t *testing.T) {
				want := datakit.ReadJSONL[goldenRecord](t, path)
				if !testing.Short() {
					compareMatch(t, runGolden(t, dir, set, c.compat, "all", dbs), want)
					return
				}
				// make test-wasm: the first examples of each set.
				res, n := runGoldenPrefix(t, dir, set, c.compat, "all", dbs, shortExamples)
				if n < shortExamples || n > len(want) {
					t.Fatalf("the prefix kept %d examples of %d", n, len(want))
				}
				compareMatch(t, res, want[:n])
			})
		}
	}
}

// compareMatch requires every match field of every example to agree, and
// exec too when the run executed.
func compareMatch(t *testing.T, res *eval.Results, want []goldenRecord) {
	t.Helper()
	if len(res.Records) != len(want) {
		t.Fatalf("%d records, want %d", len(res.Records), len(want))
	}
	bad := 0
	for i, w := range want {
		g := res.Records[i]
		got := goldenRecord{Index: g.Index, Interaction: g.Interaction, Turn: g.Turn, DBID: g.DBID, Gold: g.Gold, Pred: g.Pred,
			PredParsed: g.PredParsed, Hardness: g.Hardness, Exact: g.Exact, Exec: w.Exec, Partial: g.Partial}
		if g.Exec != nil {
			got.Exec = g.Exec // compared when executed
		}
		if !reflect.DeepEqual(got, w) {
			bad++
			if bad <= 5 {
				gj, _ := json.Marshal(got)
				wj, _ := json.Marshal(w)
				t.Errorf("example %d (%s):\n got  %s\n want %s\n error %q", i, g.PredOrigin, gj, wj, g.Error)
			}
		}
	}
	t.Logf("%d/%d examples agree on every field compared", len(want)-bad, len(want))
}
