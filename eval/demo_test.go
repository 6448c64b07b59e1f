package eval_test

import (
	"os"
	"path/filepath"
	"testing"

	"spidereval/eval"
)

// demoDir is the bundled demo set, present in every checkout.
var demoDir = filepath.Join("..", "assets", "demo")

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
			want := readGolden(t, filepath.Join(demoDir, "golden", "graphix_t5."+c.impl+".jsonl"))
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
