package exec

import (
	"context"
	"encoding/json"
	"os"
	"slices"
	"testing"
)

// TestStrict runs each case of testdata/strict_cases.json on the fixture:
// "testsuite" through the test-suite evaluator (which must call the
// answer right), "sets" by comparing both results as BIRD's EX does
// (equal row sets, which the case must have) and judging them with Strict.
func TestStrict(t *testing.T) {
	data, err := os.ReadFile("testdata/strict_cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Via, Name, Gold, Pred string
		Want                  []StrictFlag
	}
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	cat, _ := fixtureCatalog(t)
	ev := NewEvaluator(cat, Options{})
	db, err := cat.Main("fx")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, c := range cases {
		var got []StrictFlag
		switch c.Via {
		case "testsuite":
			v := ev.TestSuite(ctx, "fx", c.Pred, c.Gold)
			if v.Exec != 1 {
				t.Errorf("%s: the test-suite check calls it wrong (%v %v)", c.Name, v.Err, v.PredErr)
				continue
			}
			got = v.Strict
		case "sets":
			g, err := db.Query(ctx, c.Gold, Limits{})
			if err != nil {
				t.Fatalf("%s: gold: %v", c.Name, err)
			}
			p, err := db.Query(ctx, c.Pred, Limits{})
			if err != nil {
				t.Fatalf("%s: prediction: %v", c.Name, err)
			}
			if !sameSet(rowKeys(g.Rows, false), rowKeys(p.Rows, false)) {
				t.Errorf("%s: the row sets differ", c.Name)
				continue
			}
			got = Strict(g, p, TopLevelOrderBy(c.Gold))
		default:
			t.Fatalf("%s: unknown via %q", c.Name, c.Via)
		}
		if !slices.Equal(got, c.Want) {
			t.Errorf("%s: strict %v, want %v", c.Name, got, c.Want)
		}
	}
}

func TestMergeStrict(t *testing.T) {
	cases := []struct {
		in   [][]StrictFlag
		want []StrictFlag
	}{
		{nil, nil},
		{[][]StrictFlag{{StrictBothEmpty}, {StrictBothEmpty, StrictColumns}}, []StrictFlag{StrictBothEmpty, StrictColumns}},
		{[][]StrictFlag{{StrictBothEmpty}, nil}, nil},
		{[][]StrictFlag{{StrictFloat}, {StrictDuplicates, StrictFloat}}, []StrictFlag{StrictDuplicates, StrictFloat}},
	}
	for _, c := range cases {
		if got := MergeStrict(c.in); !slices.Equal(got, c.want) {
			t.Errorf("MergeStrict(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}

func TestTopLevelOrderBy(t *testing.T) {
	cases := []struct {
		sql  string
		want bool
	}{
		{"SELECT a FROM t ORDER BY a", true},
		{"select a from t order\n  by a limit 1", true},
		{"SELECT a FROM (SELECT a FROM t ORDER BY a)", false},
		{"SELECT a FROM t WHERE b = 'order by'", false},
		{"SELECT a FROM t -- order by a", false},
		{"SELECT a FROM t; SELECT a FROM t ORDER BY a", false},
		{"SELECT a FROM t UNION SELECT b FROM u ORDER BY 1", true},
		{"SELECT \"order by\" FROM t", false},
	}
	for _, c := range cases {
		if got := TopLevelOrderBy(c.sql); got != c.want {
			t.Errorf("TopLevelOrderBy(%q) = %v, want %v", c.sql, got, c.want)
		}
	}
}
