package match_test

import (
	"fmt"
	"log"
	"os"

	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/match"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// Judging one pair as eval.Evaluate does: parse both queries with the
// database's schema, normalise them (foreign keys from tables.json), then
// compare the ten components. Aliases and the order of the joined tables
// do not matter; the ORDER BY the gold lacks does.
func ExampleExactMatch() {
	const demo = "../../assets/demo"
	s, err := exec.ReadSchemaFile("concert_singer", demo+"/database/concert_singer/concert_singer.sqlite")
	if err != nil {
		log.Fatal(err)
	}
	tablesJSON, err := os.ReadFile(demo + "/tables.json")
	if err != nil {
		log.Fatal(err)
	}
	tables, err := schema.ParseTables("tables.json", tablesJSON)
	if err != nil {
		log.Fatal(err)
	}
	fk := tables["concert_singer"].ForeignKeyMap()

	gold, err := spiderql.Parse("SELECT T2.name, count(*) FROM singer_in_concert AS T1 JOIN singer AS T2 ON T1.singer_id = T2.singer_id GROUP BY T2.name", s, spiderql.TestSuite)
	if err != nil {
		log.Fatal(err)
	}
	pred, err := spiderql.Parse("select singer.name, count(*) from singer join singer_in_concert on singer.singer_id = singer_in_concert.singer_id group by singer.name order by count(*)", s, spiderql.TestSuite)
	if err != nil {
		log.Fatal(err)
	}
	counts := match.HardnessCounts(gold)
	match.Normalize(gold, s, fk)
	match.Normalize(pred, s, fk)
	v, err := match.ExactMatch(pred, gold)
	if err != nil {
		log.Fatal(err)
	}
	exact, partial := v.Exact, v.Partial
	fmt.Println("hardness:", counts.Level())
	fmt.Println("exact:", exact)
	for i, name := range match.Components {
		if partial[i].F1 != 1 {
			fmt.Printf("%s differs (gold %d, prediction %d)\n", name, partial[i].LabelTotal, partial[i].PredTotal)
		}
	}
	// Output:
	// hardness: medium
	// exact: 0
	// order differs (gold 0, prediction 1)
	// keywords differs (gold 1, prediction 3)
}
