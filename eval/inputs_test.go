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

// readFile reads dir/rel as a file of the inputs, named rel.
func readFile(t testing.TB, dir, rel string) dataset.File {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, rel))
	if err != nil {
		t.Fatal(err)
	}
	return dataset.File{Name: rel, Data: data}
}

// readTables reads the tables.json at dir/rel.
func readTables(t testing.TB, dir, rel string) schema.Tables {
	t.Helper()
	tf := readFile(t, dir, rel)
	tables, err := schema.ParseTables(tf.Name, tf.Data)
	if err != nil {
		t.Fatal(err)
	}
	return tables
}

// demoTables are the demo's tables.json.
func demoTables(t testing.TB) schema.Tables { return readTables(t, demoDir, "tables.json") }

// demoInputs are a gold and predictions over the demo's databases.
func demoInputs(t testing.TB, gold, pred string) eval.Inputs {
	return textInputs(t, filepath.Join(demoDir, "database"), demoTables(t), gold, pred)
}

// textInputs are a gold and predictions given as text (gold.sql,
// pred.sql) over the databases in dir, read with tables (nil for none);
// the databases are closed when t ends.
func textInputs(t testing.TB, dir string, tables schema.Tables, gold, pred string) eval.Inputs {
	catalog := exec.NewDirCatalog(dir)
	t.Cleanup(func() { catalog.Close() })
	return eval.Inputs{Gold: dataset.File{Name: "gold.sql", Data: []byte(gold)}, Pred: dataset.File{Name: "pred.sql", Data: []byte(pred)},
		Tables: tables, DBs: &eval.DirSource{Dir: dir}, Exec: catalog}
}
