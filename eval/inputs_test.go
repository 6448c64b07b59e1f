package eval_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/schema"
)

// demoDir is the bundled demo set, present in every checkout.
var demoDir = filepath.Join("..", "assets", "demo")

func demoTables(t testing.TB) schema.Tables {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(demoDir, "tables.json"))
	if err != nil {
		t.Fatal(err)
	}
	tables, err := schema.ParseTables("tables.json", data)
	if err != nil {
		t.Fatal(err)
	}
	return tables
}

// demoInputs are a gold and predictions over the demo's databases.
func demoInputs(t testing.TB, gold, pred string) eval.Inputs {
	return textInputs(filepath.Join(demoDir, "database"), demoTables(t), gold, pred)
}

// textInputs are a gold and predictions given as text (gold.sql,
// pred.sql) over the databases in dir, read with tables (nil for none).
func textInputs(dir string, tables schema.Tables, gold, pred string) eval.Inputs {
	return eval.Inputs{Gold: dataset.File{Name: "gold.sql", Data: []byte(gold)}, Pred: dataset.File{Name: "pred.sql", Data: []byte(pred)},
		Tables: tables, DBs: &eval.DirSource{Dir: dir}, Exec: exec.NewDirCatalog(dir)}
}
