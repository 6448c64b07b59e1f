package eval_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/diagnose"
	"github.com/spidereval/spidereval/internal/datakit"
)

// TestDemoMatch checks the bundled demo against the reference's verdicts,
// so a fresh clone without the data kit still proves the matcher.
func TestDemoMatch(t *testing.T) {
	set := goldenSet{"demo", "dev_gold.sql", "pred_graphix_t5.sql", "tables.json"}
	dbs := &eval.DirSource{Dir: filepath.Join(demoDir, "database")}
	for _, c := range []struct {
		impl   string
		compat eval.Compat
	}{{"testsuite", eval.TestSuite}, {"spider", eval.Spider}} {
		t.Run(c.impl, func(t *testing.T) {
			want := datakit.ReadJSONL[goldenRecord](t, filepath.Join(demoDir, "golden", "graphix_t5."+c.impl+".jsonl"))
			res := runGolden(t, demoDir, set, c.compat, "match", dbs)
			compareMatch(t, res, want)
		})
	}
}

func TestMain(m *testing.M) {
	if _, err := os.Stat(demoDir); err != nil {
		panic("demo data missing: " + err.Error())
	}
	os.Exit(m.Run())
}

// TestRejectReason checks that every prediction the grammar rejects carries
// the reference's error and a TiDB-side explanation.
func TestRejectReason(t *testing.T) {
	dbs := &eval.DirSource{Dir: filepath.Join(demoDir, "database")}
	tmp := t.TempDir()
	for _, f := range []string{"testdata/rejected_gold.sql", "testdata/rejected_pred.sql", filepath.Join(demoDir, "tables.json")} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(tmp, filepath.Base(f)), b, 0o644)
	}
	res := runGolden(t, tmp, goldenSet{"rejected", "rejected_gold.sql", "rejected_pred.sql", "tables.json"}, eval.TestSuite, "match", dbs)
	want := []diagnose.Class{diagnose.ClassOutsideGrammar, diagnose.ClassOutsideGrammar, diagnose.ClassSyntaxError}
	rejected := 0
	for _, r := range res.Records {
		if r.PredParsed {
			if r.RejectReason != nil || r.ParseError != "" {
				t.Errorf("example %d parsed but has a reject reason", r.Index)
			}
			continue
		}
		rejected++
		d, ok := r.RejectReason.(*diagnose.Diagnosis)
		if !ok || d.Class != want[r.Index] || r.ParseError == "" {
			t.Errorf("example %d (%q): parse error %q, reason %+v", r.Index, r.Pred, r.ParseError, r.RejectReason)
		}
	}
	if rejected != len(want) {
		t.Fatalf("%d rejected predictions, want %d", rejected, len(want))
	}
}
