package match

import (
	"os"
	"reflect"
	"testing"

	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
)

func fixture(t *testing.T, db string) (*schema.Schema, map[string]string) {
	t.Helper()
	data, err := os.ReadFile("testdata/tables.json")
	if err != nil {
		t.Fatal(err)
	}
	tables, err := schema.ParseTables("testdata/tables.json", data)
	if err != nil {
		t.Fatal(err)
	}
	e := tables[db]
	return e.Schema(), e.ForeignKeyMap()
}

// judge parses, normalises and compares like the evaluator does.
func judge(t *testing.T, db, pred, gold string) (int, Partial) {
	t.Helper()
	v := verdict(t, db, pred, gold)
	return v.Exact, v.Partial
}

// verdict is judge's whole verdict.
func verdict(t *testing.T, db, pred, gold string) Verdict {
	t.Helper()
	s, fk := fixture(t, db)
	g, err := spiderql.Parse(gold, s, spiderql.TestSuite)
	if err != nil {
		t.Fatalf("gold %q: %v", gold, err)
	}
	p, err := spiderql.Parse(pred, s, spiderql.TestSuite)
	if err != nil {
		p = spiderql.Empty()
	}
	Normalize(g, s, fk)
	Normalize(p, s, fk)
	v, err := ExactMatch(p, g)
	if err != nil {
		t.Fatalf("ExactMatch: %v", err)
	}
	return v
}

func component(p Partial, name string) Score {
	for i, c := range Components {
		if c == name {
			return p[i]
		}
	}
	panic(name)
}

func TestForeignKeyMap(t *testing.T) {
	_, fk := fixture(t, "flights")
	want := map[string]string{
		"__flights.src__": "__airports.code__", "__flights.dst__": "__airports.code__", "__airports.code__": "__airports.code__",
		"__flights.airline__": "__flights.airline__", "__airlines.aid__": "__flights.airline__",
	}
	if !reflect.DeepEqual(fk, want) {
		t.Errorf("flights FK map = %v\nwant %v", fk, want)
	}
	// Sets are never merged: (a.y, b.x) joins the first set only, and the
	// second set, processed later, maps b.x to itself.
	_, fk = fixture(t, "chain")
	want = map[string]string{
		"__a.x__": "__a.x__", "__a.y__": "__a.x__", "__b.x__": "__b.x__", "__b.y__": "__b.x__",
	}
	if !reflect.DeepEqual(fk, want) {
		t.Errorf("chain FK map = %v\nwant %v", fk, want)
	}
}

func TestQuirks(t *testing.T) {
	cases := []struct {
		name, pred, gold string
		exact            int
		check            func(t *testing.T, p Partial)
	}{
		{"values are ignored", "SELECT city FROM airports WHERE code = 'X'", "SELECT city FROM airports WHERE code = 'Y'", 1, nil},
		{"DISTINCT is ignored", "SELECT DISTINCT city FROM airports", "SELECT city FROM airports", 1, nil},
		{"foreign-key columns merge: src and dst become one column",
			"SELECT count(*) FROM flights WHERE src = 'A'", "SELECT count(*) FROM flights WHERE dst = 'A'", 1, nil},
		{"JOIN ON conditions are never compared",
			"SELECT T1.city FROM airports AS T1 JOIN flights AS T2 ON T1.city = T2.id", "SELECT T1.city FROM airports AS T1 JOIN flights AS T2 ON T1.code = T2.src", 1, nil},
		{"a self-join is not a single table",
			"SELECT city FROM airports", "SELECT T1.city FROM airports AS T1 JOIN airports AS T2", 0, nil},
		{"ORDER compares LIMIT presence, not its value",
			"SELECT city FROM airports ORDER BY city LIMIT 5", "SELECT city FROM airports ORDER BY city LIMIT 1", 1, nil},
		{"ORDER fails when only one side has LIMIT",
			"SELECT city FROM airports ORDER BY city", "SELECT city FROM airports ORDER BY city LIMIT 1", 0,
			func(t *testing.T, p Partial) {
				if s := component(p, "order"); s != (Score{0, 0, 0, 1, 1}) {
					t.Errorf("order = %+v", s)
				}
			}},
		{"GROUP BY (no Having) compares column names without tables",
			"SELECT count(*) FROM flights GROUP BY id", "SELECT count(*) FROM airlines GROUP BY aid", 0,
			func(t *testing.T, p Partial) {
				if s := component(p, "group(no Having)"); s.F1 != 0 {
					t.Errorf("group(no Having) = %+v", s)
				}
				if s := component(p, "group"); s.F1 != 0 {
					t.Errorf("group = %+v", s)
				}
			}},
		{"and/or totals come out swapped",
			"SELECT city FROM airports WHERE code = 1 AND city = 2 OR code = 3", "SELECT city FROM airports WHERE code = 1", 0,
			func(t *testing.T, p Partial) {
				// pred connectors {and, or}, gold {}: label_total reports the prediction's 2.
				if s := component(p, "and/or"); s != (Score{0, 0, 0, 2, 0}) {
					t.Errorf("and/or = %+v", s)
				}
			}},
		{"unparsable prediction scores as an empty query",
			"SELECT city FROM airports WHERE code IS NULL", "SELECT city FROM airports", 0,
			func(t *testing.T, p Partial) {
				if s := component(p, "and/or"); s != (Score{1, 1, 1, 1, 1}) {
					t.Errorf("and/or = %+v", s)
				}
				if s := component(p, "where"); s != (Score{1, 1, 1, 0, 0}) {
					t.Errorf("where = %+v", s)
				}
				if s := component(p, "select"); s != (Score{0, 0, 0, 1, 0}) {
					t.Errorf("select = %+v", s)
				}
			}},
		{"nested WHERE subqueries keep DISTINCT and raw columns",
			"SELECT city FROM airports WHERE code IN (SELECT DISTINCT src FROM flights)",
			"SELECT city FROM airports WHERE code IN (SELECT src FROM flights)", 0, nil},
		{"set-operation branches map columns with the outer FROM's tables",
			"SELECT code FROM airports EXCEPT SELECT src FROM flights",
			"SELECT code FROM airports EXCEPT SELECT dst FROM flights", 0, nil},
		{"set-operation branch with the FK column inside the outer FROM",
			"SELECT src FROM flights EXCEPT SELECT dst FROM flights",
			"SELECT dst FROM flights EXCEPT SELECT src FROM flights", 1, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db := "flights"
			exact, p := judge(t, db, c.pred, c.gold)
			if exact != c.exact {
				t.Errorf("exact = %d, want %d (partial %+v)", exact, c.exact, p)
			}
			if c.check != nil {
				c.check(t, p)
			}
		})
	}
}

func TestHardness(t *testing.T) {
	s, _ := fixture(t, "flights")
	cases := []struct {
		sql    string
		counts Counts
		level  string
	}{
		{"SELECT count(*) FROM flights", Counts{0, 0, 0}, "easy"},
		{"SELECT city FROM airports WHERE code = 1", Counts{1, 0, 0}, "easy"},
		{"SELECT city, code FROM airports WHERE code = 1", Counts{1, 0, 1}, "medium"},
		// HAVING connectors count as aggregations; HAVING itself is not in component1.
		{"SELECT airline FROM flights GROUP BY airline HAVING count(*) > 1 AND count(*) < 5", Counts{1, 0, 0}, "easy"},
		{"SELECT airline, count(*) FROM flights GROUP BY airline HAVING count(*) > 1 AND count(*) < 5", Counts{1, 0, 2}, "medium"},
		// A negated WHERE unit counts as an aggregation.
		{"SELECT max(id) FROM flights WHERE src NOT IN (SELECT code FROM airports)", Counts{1, 1, 1}, "extra"},
		{"SELECT city FROM airports WHERE code NOT IN (SELECT src FROM flights)", Counts{1, 1, 0}, "hard"},
		{"SELECT code FROM airports EXCEPT SELECT src FROM flights", Counts{0, 1, 0}, "hard"},
		{"SELECT T1.city FROM airports AS T1 JOIN flights AS T2 ON T1.code = T2.src WHERE T2.id = 1 OR T1.city LIKE 'a' ORDER BY T1.city", Counts{5, 0, 1}, "extra"},
		// c1 = 2, others = 2, c2 = 0 falls through to extra.
		{"SELECT city, count(*) FROM airports WHERE code = 1 AND city = 2 GROUP BY city", Counts{2, 0, 2}, "extra"},
	}
	for _, c := range cases {
		q, err := spiderql.Parse(c.sql, s, spiderql.TestSuite)
		if err != nil {
			t.Fatalf("%q: %v", c.sql, err)
		}
		got := HardnessCounts(q)
		if got != c.counts || got.Level() != c.level {
			t.Errorf("%q: counts %+v level %s, want %+v %s", c.sql, got, got.Level(), c.counts, c.level)
		}
	}
}

// TestTablesMatch checks the FROM verdict, judged even when a component
// already fails exact match, and the clause marks drawn from it.
func TestTablesMatch(t *testing.T) {
	for _, c := range []struct {
		pred, gold string
		tables     bool
	}{
		{"SELECT code FROM airports", "SELECT code FROM airports", true},
		{"SELECT city FROM airports", "SELECT code FROM airports", true},
		{"SELECT code FROM airports", "SELECT name FROM airlines", false},
		{"SELECT T1.code FROM airports AS T1 JOIN airlines AS T2", "SELECT T2.code FROM airlines AS T1 JOIN airports AS T2", true},
		{"SELECT code FROM airports JOIN airlines", "SELECT code FROM airports", false},
		{"SELECT count(*) FROM (SELECT code FROM airports WHERE city = 'a')", "SELECT count(*) FROM (SELECT code FROM airports WHERE city = 'b')", false}, // the reference keeps values in FROM subqueries
	} {
		v := verdict(t, "flights", c.pred, c.gold)
		if v.TablesMatch != c.tables {
			t.Errorf("%q vs %q: TablesMatch = %v, want %v", c.pred, c.gold, v.TablesMatch, c.tables)
		}
		if agree, judged := v.Clause("FROM", 1); !judged || agree != c.tables {
			t.Errorf("%q: Clause(FROM) = %v, %v", c.pred, agree, judged)
		}
	}
	v := verdict(t, "flights", "SELECT city FROM airports ORDER BY city", "SELECT code FROM airports ORDER BY city")
	for kw, want := range map[string]bool{"SELECT": false, "ORDER BY": true, "LIMIT": true, "WHERE": true} {
		if agree, judged := v.Clause(kw, 1); !judged || agree != want {
			t.Errorf("Clause(%s) = %v, %v; want %v", kw, agree, judged, want)
		}
	}
	if _, judged := v.Clause("WITH", 1); judged {
		t.Error("WITH judged")
	}
}
