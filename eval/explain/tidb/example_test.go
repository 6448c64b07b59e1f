package tidb_test

import (
	"fmt"

	"github.com/spidereval/spidereval/eval/explain/tidb"
	"github.com/spidereval/spidereval/eval/schema"
)

// Why did the Spider grammar reject a prediction, and what are its clauses?
func ExampleExplainer() {
	s := schema.New("concert_singer", []string{"singer"}, [][]string{{"singer_id", "name", "age"}})
	var x tidb.Explainer
	_, why, _ := x.Diagnose("SELECT nme FROM singer", s)
	fmt.Println(why)
	clauses, _ := x.Clauses("SELECT name FROM singer WHERE age > 30 ORDER BY age", []string{"singer", "name", "age"})
	for _, c := range clauses {
		fmt.Printf("%s | %s\n", c.Keyword, c.Text)
	}
	// Output:
	// unknown_identifier: column not in the schema or not in that table
	// SELECT | name
	// FROM | singer
	// WHERE | age > 30
	// ORDER BY | age
}
