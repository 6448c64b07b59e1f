package tidb_test

import (
	"testing"

	"github.com/spidereval/spidereval/eval/diagnose"
	"github.com/spidereval/spidereval/eval/explain/tidb"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// FuzzRejectReason: a prediction either Spider grammar rejects is never
// diagnosed "ok" (issue 26: COUNT(DISTINCT(col)) and = NULL were).
func FuzzRejectReason(f *testing.F) {
	for _, s := range []string{
		"SELECT COUNT(DISTINCT(name)) FROM singer",
		"SELECT name FROM singer WHERE age = NULL",
		"SELECT name FROM singer WHERE age = 1.",
		"SELECT name FROM singer -- c",
		"SELECT name FROM singer WHERE name = 'a' 'b'",
		"SELECT name FROM singer LIMIT x",
		"SELECT T1.name FROM singer T1",
	} {
		f.Add(s)
	}
	s := schema.New("concert_singer", []string{"singer", "concert"}, [][]string{{"singer_id", "name", "age"}, {"concert_id", "singer_id", "year"}})
	f.Fuzz(func(t *testing.T, sql string) {
		_, e1 := spiderql.Parse(sql, s, spiderql.TestSuite)
		_, e2 := spiderql.Parse(sql, s, spiderql.Spider)
		if e1 == nil && e2 == nil {
			return
		}
		reason, summary, err := tidb.Explainer{}.Diagnose(sql, s)
		if err != nil {
			return
		}
		if d := reason.(*diagnose.Diagnosis); d.Class == diagnose.ClassOK || summary == "ok" {
			t.Fatalf("%q: rejected (%v; %v) but diagnosed %q", sql, e1, e2, summary)
		}
	})
}
