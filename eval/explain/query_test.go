package explain

import (
	"math"
	"reflect"
	"testing"

	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// TestQueryWire checks that a query crosses the wire with every field.
func TestQueryWire(t *testing.T) {
	s := schema.New("concert_singer", []string{"singer", "concert"},
		[][]string{{"singer_id", "name", "age"}, {"concert_id", "singer_id", "year"}})
	for _, sql := range []string{
		"SELECT name FROM singer",
		"SELECT DISTINCT T1.name, count(*) FROM singer AS T1 JOIN concert AS T2 ON T1.singer_id = T2.singer_id WHERE T1.age > 1.50 AND T2.year BETWEEN 2010 AND 2020 GROUP BY T1.name HAVING count(*) >= 2 ORDER BY count(*) DESC LIMIT 3",
		"SELECT name FROM singer WHERE singer_id IN (SELECT singer_id FROM concert) UNION SELECT name FROM singer WHERE age NOT IN (SELECT age FROM singer) OR name LIKE '%a%'",
		"SELECT count(*) FROM (SELECT singer_id FROM concert) EXCEPT SELECT age - singer_id FROM singer INTERSECT SELECT max(age) FROM singer",
	} {
		q, err := spiderql.Parse(sql, s, spiderql.TestSuite)
		if err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
		b, err := encodeQuery(q)
		if err != nil {
			t.Fatal(err)
		}
		back, err := decodeQuery(b)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(back, q) {
			t.Errorf("%s:\n got %+v\nwant %+v", sql, back, q)
		}
	}
	// Numbers JSON cannot write still cross.
	q := &spiderql.Query{Where: spiderql.Condition{Units: []spiderql.CondUnit{{Val1: spiderql.Value{Kind: spiderql.NumberValue, Num: math.Inf(1), Str: "1e999"}}}}}
	b, err := encodeQuery(q)
	if err != nil {
		t.Fatal(err)
	}
	if back, err := decodeQuery(b); err != nil || !math.IsInf(back.Where.Units[0].Val1.Num, 1) {
		t.Errorf("infinity: %+v %v", back, err)
	}
	for _, bad := range []string{"", "null", `{"where":{"units":[{"val1":{"num":"x"}}]}}`} {
		if _, err := decodeQuery([]byte(bad)); err == nil {
			t.Errorf("decodeQuery(%q) gave no error", bad)
		}
	}
}
