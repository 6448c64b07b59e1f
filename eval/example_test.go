package eval_test

import (
	"context"
	"fmt"
	"log"
	"os"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/schema"
)

// Evaluate scores two predictions on the bundled demo with exact match
// and execution: the second returns the gold's rows but adds an ORDER BY
// the gold lacks, so it executes right and fails exact match.
func ExampleEvaluate() {
	const demo = "../assets/demo"
	gold := "SELECT count(*) FROM singer\tconcert_singer\n" +
		"SELECT name FROM singer WHERE age > 40\tconcert_singer\n"
	pred := "select count(*) from singer\n" +
		"select name from singer where age > 40 order by name\n"
	tablesJSON, err := os.ReadFile(demo + "/tables.json")
	if err != nil {
		log.Fatal(err)
	}
	tables, err := schema.ParseTables("tables.json", tablesJSON)
	if err != nil {
		log.Fatal(err)
	}
	catalog := exec.NewDirCatalog(demo + "/database")
	defer catalog.Close()
	in := eval.Inputs{
		Gold:   dataset.File{Name: "gold.sql", Data: []byte(gold)},
		Pred:   dataset.File{Name: "pred.sql", Data: []byte(pred)},
		Tables: tables,
		DBs:    &eval.DirSource{Dir: demo + "/database"},
		Exec:   catalog,
	}
	res, err := eval.Evaluate(context.Background(), in, eval.Options{Etype: eval.EtypeAll}, nil)
	if err != nil {
		log.Fatal(err)
	}
	for _, r := range res.Records {
		fmt.Printf("%d %s: exact %d, exec %d\n", r.Index, r.Hardness, r.Exact, *r.Exec)
	}
	all := res.Scores.Levels["all"]
	fmt.Printf("exact match %.3f, execution %.3f\n", all.Exact, all.Exec)
	// Output:
	// 0 easy: exact 1, exec 1
	// 1 easy: exact 0, exec 1
	// exact match 0.500, execution 1.000
}
