package lenient

import (
	"reflect"
	"testing"

	"github.com/spidereval/spidereval/eval/exec"
)

func i(n int64) exec.Value           { return exec.IntValue(n) }
func f(x float64) exec.Value         { return exec.FloatValue(x) }
func s(t string) exec.Value          { return exec.TextValue(t) }
func rows(rs ...exec.Row) []exec.Row { return rs }
func row(vs ...exec.Value) exec.Row  { return vs }

// tenth is a variable so that tenth+0.2 is computed in float64 (0.30000000000000004).
var tenth = 0.1

func TestFlips(t *testing.T) {
	cases := []struct {
		name       string
		base       Comparison
		gold, pred []exec.Row
		want       []Relaxation
	}{
		{"equal already: nothing to flip", TestSuite(false),
			rows(row(s("a"), i(1))), rows(row(i(1), s("a"))), nil},
		{"an extra prediction column", TestSuite(false),
			rows(row(s("a")), row(s("b"))), rows(row(i(1), s("a")), row(i(2), s("b"))), []Relaxation{ExtraColumns}},
		{"extra column whose values differ from every gold column is still extra", TestSuite(false),
			rows(row(s("a"), i(7))), rows(row(i(7), s("x"), s("a"))), []Relaxation{ExtraColumns}},
		{"the gold's column is missing from the prediction", TestSuite(false),
			rows(row(s("a")), row(s("b"))), rows(row(i(1), s("a")), row(i(2), s("c"))), nil},
		{"columns swapped: the test suite already ignores it, BIRD does not", Bird(),
			rows(row(s("a"), i(1))), rows(row(i(1), s("a"))), []Relaxation{ColumnOrder}},
		{"rows in another order under ORDER BY", TestSuite(true),
			rows(row(s("a")), row(s("b"))), rows(row(s("b")), row(s("a"))), []Relaxation{RowOrder}},
		{"rows in another order without ORDER BY: already equal", TestSuite(false),
			rows(row(s("a")), row(s("b"))), rows(row(s("b")), row(s("a"))), nil},
		{"duplicates the gold lacks (DISTINCT)", TestSuite(false),
			rows(row(s("a")), row(s("b"))), rows(row(s("a")), row(s("a")), row(s("b"))), []Relaxation{Distinct}},
		{"duplicates under ORDER BY, kept in first-seen order", TestSuite(true),
			rows(row(s("a")), row(s("b"))), rows(row(s("a")), row(s("b")), row(s("b"))), []Relaxation{Distinct}},
		{"a float within 1e-6 relative", TestSuite(false),
			rows(row(f(0.3))), rows(row(f(tenth + 0.2))), []Relaxation{FloatTolerance}},
		{"an average rounded by the prediction (2 decimals) is not within 1e-6", TestSuite(false),
			rows(row(f(3.14159))), rows(row(f(3.14))), nil},
		{"int and float with tolerance, columns permuted", TestSuite(false),
			rows(row(s("x"), f(33.333333333))), rows(row(f(33.3333333), s("x"))), []Relaxation{FloatTolerance}},
		{"zero equals only zero", TestSuite(false),
			rows(row(f(0))), rows(row(f(1e-12))), nil},
		{"legacy: duplicates in order flip with distinct only", Legacy(),
			rows(row(s("a")), row(s("b"))), rows(row(s("a")), row(s("a")), row(s("b"))), []Relaxation{Distinct}},
		{"legacy: duplicates out of order need two relaxations", Legacy(),
			rows(row(s("a")), row(s("b"))), rows(row(s("b")), row(s("a")), row(s("a"))), nil},
		{"extra column and row order together flip neither alone", TestSuite(true),
			rows(row(s("a")), row(s("b"))), rows(row(i(2), s("b")), row(i(1), s("a"))), nil},
		{"different row counts", TestSuite(false),
			rows(row(s("a"))), rows(row(s("a")), row(s("b"))), nil},
		{"an empty prediction never passes a non-empty gold", TestSuite(false),
			rows(row(s("a"))), nil, nil},
		{"BIRD: extra column keeps the others' order", Bird(),
			rows(row(s("a"), i(1))), rows(row(s("a"), s("zz"), i(1))), []Relaxation{ExtraColumns}},
		{"BIRD: extra column with the rest swapped needs two relaxations", Bird(),
			rows(row(s("a"), i(1))), rows(row(i(1), s("zz"), s("a"))), nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := Flips(tc.base, tc.gold, tc.pred); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Flips = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestEqualAgreesWithTheReferenceOnStrictPairs(t *testing.T) {
	// On exact values the test-suite comparison must agree with exec.ResultEq.
	pairs := [][2][]exec.Row{
		{rows(row(i(1), s("a")), row(i(2), s("b"))), rows(row(s("b"), i(2)), row(s("a"), i(1)))},
		{rows(row(i(1), i(1)), row(i(1), i(2))), rows(row(i(1), i(1)), row(i(2), i(1)))},
		{rows(row(i(1)), row(i(1)), row(i(2))), rows(row(i(1)), row(i(2)), row(i(2)))},
		{rows(row(f(1.0))), rows(row(i(1)))},
		{rows(row(s("1"))), rows(row(i(1)))},
		{nil, nil},
	}
	for k, p := range pairs {
		for _, ordered := range []bool{false, true} {
			want := exec.ResultEq(p[0], p[1], ordered)
			if got := Equal(TestSuite(ordered), p[0], p[1]); got != want {
				t.Errorf("pair %d ordered=%v: Equal %v, exec.ResultEq %v", k, ordered, got, want)
			}
		}
	}
}

func TestRowKeyKeepsLargeIntegersApart(t *testing.T) {
	big := rows(row(i(1<<60)), row(i(1<<60+1)))
	if got := dedupe(big); len(got) != 2 {
		t.Errorf("dedupe merged distinct large integers: %v", got)
	}
	if got := dedupe(rows(row(i(3)), row(f(3.0)))); len(got) != 1 {
		t.Errorf("3 and 3.0 are equal in Python, dedupe kept %v", got)
	}
}
