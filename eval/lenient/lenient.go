// Package lenient answers "would it pass if…" for an execution verdict
// that is wrong: it compares a prediction's result with the gold's under
// one relaxation at a time (extra columns, column order, row order,
// duplicates, float tolerance). These checks are spidereval's own and
// never change an official score.
package lenient

import (
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/spidereval/spidereval/eval/exec"
)

// Relaxation names one way of comparing results more leniently.
type Relaxation string

// The relaxations, each applied alone on top of the reference's comparison.
const (
	// ExtraColumns: the gold's columns are found among the prediction's
	// (the prediction may return more columns).
	ExtraColumns Relaxation = "extra_columns"
	// ColumnOrder: columns may come in any order.
	ColumnOrder Relaxation = "column_order"
	// RowOrder: rows may come in any order, even when the gold orders them.
	RowOrder Relaxation = "row_order"
	// Distinct: duplicate rows are ignored on both sides.
	Distinct Relaxation = "distinct"
	// FloatTolerance: numbers are equal within RelativeTolerance.
	FloatTolerance Relaxation = "float_tolerance"
)

// Relaxations lists every relaxation in report order.
var Relaxations = []Relaxation{ExtraColumns, ColumnOrder, RowOrder, Distinct, FloatTolerance}

// RelativeTolerance is FloatTolerance's bound: two numbers a and b are
// equal when |a−b| ≤ 1e-6 × max(|a|, |b|) (so 0 equals only 0).
const RelativeTolerance = 1e-6

// maxMappings bounds the column mappings tried for one comparison.
const maxMappings = 20_000

// Comparison is a way of comparing two results: the reference's own, or
// one relaxed.
type Comparison struct {
	Ordered      bool    // rows compared in order
	PermuteCols  bool    // any column order (the test-suite evaluator's)
	SubsetCols   bool    // the gold's columns may be a subset of the prediction's
	Sets         bool    // duplicates ignored (BIRD's EX compares sets)
	RelTolerance float64 // numbers equal within this relative bound; 0 means exactly
}

// TestSuite is test-suite-sql-eval's comparison: bags of rows (lists
// when the gold says ORDER BY), columns in any order.
func TestSuite(ordered bool) Comparison { return Comparison{Ordered: ordered, PermuteCols: true} }

// Legacy approximates the legacy Spider script's result maps: each
// column's values in row order, columns by position.
func Legacy() Comparison { return Comparison{Ordered: true} }

// Bird is BIRD's EX: sets of rows, columns by position.
func Bird() Comparison { return Comparison{Sets: true} }

// Relax returns c with one relaxation applied.
func (c Comparison) Relax(r Relaxation) Comparison {
	switch r {
	case ExtraColumns:
		c.SubsetCols = true
	case ColumnOrder:
		c.PermuteCols = true
	case RowOrder:
		c.Ordered = false
	case Distinct:
		c.Sets = true
	case FloatTolerance:
		c.RelTolerance = RelativeTolerance
	}
	return c
}

// Flips returns the relaxations under which pred would equal gold although
// it does not under base, in report order; nil when base already finds
// them equal or none helps.
func Flips(base Comparison, gold, pred []exec.Row) []Relaxation {
	if Equal(base, gold, pred) {
		return nil
	}
	var out []Relaxation
	for _, r := range Relaxations {
		if relaxed := base.Relax(r); relaxed != base && Equal(relaxed, gold, pred) {
			out = append(out, r)
		}
	}
	return out
}

// Equal reports whether pred's rows equal gold's under c: after
// duplicates are dropped (Sets), the same number of rows, and some
// allowed choice of prediction columns makes the rows equal (in order
// when Ordered, as bags otherwise). Rows of uneven width are never equal.
func Equal(c Comparison, gold, pred []exec.Row) bool {
	if c.Sets {
		gold, pred = dedupe(gold), dedupe(pred)
	}
	if len(gold) == 0 || len(pred) == 0 {
		return len(gold) == len(pred)
	}
	if len(gold) != len(pred) {
		return false
	}
	gw, pw := len(gold[0]), len(pred[0])
	if !uniform(gold, gw) || !uniform(pred, pw) {
		return false
	}
	if pw < gw || (pw > gw && !c.SubsetCols) {
		return false
	}
	cands := candidates(c, gold, pred, gw, pw)
	tried := 0
	mapping := make([]int, gw)
	used := make([]bool, pw)
	var search func(i int) bool
	search = func(i int) bool {
		if i == gw {
			tried++
			return rowsEqual(c, gold, project(pred, mapping))
		}
		for _, j := range cands[i] {
			if used[j] || tried >= maxMappings {
				continue
			}
			// Without PermuteCols, the chosen columns keep their order.
			if !c.PermuteCols && i > 0 && j < mapping[i-1] {
				continue
			}
			used[j], mapping[i] = true, j
			if search(i + 1) {
				return true
			}
			used[j] = false
		}
		return false
	}
	return search(0)
}

// candidates lists, for each gold column, the prediction columns that may
// stand for it: the same column without PermuteCols or SubsetCols; else
// those holding the same values (as a bag, within the tolerance).
func candidates(c Comparison, gold, pred []exec.Row, gw, pw int) [][]int {
	out := make([][]int, gw)
	if !c.PermuteCols && !c.SubsetCols {
		for i := range gw {
			out[i] = []int{i}
		}
		return out
	}
	gcols := make([][]exec.Value, gw)
	for i := range gw {
		gcols[i] = sortedColumn(gold, i)
	}
	for j := range pw {
		pcol := sortedColumn(pred, j)
		for i := range gw {
			if valuesEqual(c, gcols[i], pcol) {
				out[i] = append(out[i], j)
			}
		}
	}
	return out
}

func uniform(rows []exec.Row, w int) bool {
	for _, r := range rows {
		if len(r) != w {
			return false
		}
	}
	return true
}

// project keeps the prediction's columns named by mapping, in its order.
func project(rows []exec.Row, mapping []int) []exec.Row {
	out := make([]exec.Row, len(rows))
	for i, r := range rows {
		p := make(exec.Row, len(mapping))
		for k, j := range mapping {
			p[k] = r[j]
		}
		out[i] = p
	}
	return out
}

// rowsEqual compares same-width rows in order, or as bags.
func rowsEqual(c Comparison, gold, pred []exec.Row) bool {
	if !c.Ordered {
		gold, pred = sortedRows(gold), sortedRows(pred)
	}
	for i := range gold {
		if !valuesEqual(c, gold[i], pred[i]) {
			return false
		}
	}
	return true
}

// valuesEqual compares two value lists cell by cell.
func valuesEqual(c Comparison, a, b []exec.Value) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !valueEqual(c.RelTolerance, a[i], b[i]) {
			return false
		}
	}
	return true
}

// valueEqual is Python equality, or closeness for two numbers under a tolerance.
func valueEqual(tol float64, a, b exec.Value) bool {
	if a.Equal(b) {
		return true
	}
	x, xok := number(a)
	y, yok := number(b)
	if tol == 0 || !xok || !yok {
		return false
	}
	return math.Abs(x-y) <= tol*math.Max(math.Abs(x), math.Abs(y))
}

func number(v exec.Value) (float64, bool) {
	switch v.Kind {
	case exec.Int:
		return float64(v.I), true
	case exec.Float:
		return v.F, true
	}
	return 0, false
}

// sortKey orders values so that equal and nearly equal numbers sit
// together: numbers by value, then text, blobs and NULL by kind and bytes.
func sortKey(v exec.Value) (int, float64, string) {
	if x, ok := number(v); ok {
		return 1, x, ""
	}
	return 2 + int(v.Kind), 0, v.S
}

func lessValue(a, b exec.Value) bool {
	ka, xa, sa := sortKey(a)
	kb, xb, sb := sortKey(b)
	if ka != kb {
		return ka < kb
	}
	if xa != xb {
		return xa < xb
	}
	return sa < sb
}

func sortedColumn(rows []exec.Row, j int) []exec.Value {
	col := make([]exec.Value, len(rows))
	for i, r := range rows {
		col[i] = r[j]
	}
	sort.SliceStable(col, func(a, b int) bool { return lessValue(col[a], col[b]) })
	return col
}

// sortedRows returns a copy of rows in lexicographic order of their cells.
func sortedRows(rows []exec.Row) []exec.Row {
	out := slices.Clone(rows)
	sort.SliceStable(out, func(a, b int) bool {
		for k := range out[a] {
			if lessValue(out[a][k], out[b][k]) {
				return true
			}
			if lessValue(out[b][k], out[a][k]) {
				return false
			}
		}
		return false
	})
	return out
}

// dedupe drops repeated rows (Python equality), keeping first occurrences.
func dedupe(rows []exec.Row) []exec.Row {
	seen := map[string]bool{}
	var out []exec.Row
	for _, r := range rows {
		k := rowKey(r)
		if !seen[k] {
			seen[k] = true
			out = append(out, r)
		}
	}
	return out
}

// rowKey is a key under which Python-equal rows coincide (1 and 1.0 too).
func rowKey(r exec.Row) string {
	var sb strings.Builder
	for _, v := range r {
		switch {
		case v.Kind == exec.Int:
			sb.WriteString("n" + strconv.FormatInt(v.I, 10))
		case v.Kind == exec.Float && v.F == math.Trunc(v.F) && math.Abs(v.F) < 1<<63:
			sb.WriteString("n" + strconv.FormatInt(int64(v.F), 10))
		case v.Kind == exec.Float:
			sb.WriteString("f" + strconv.FormatUint(math.Float64bits(v.F), 16))
		default:
			sb.WriteString(strconv.Itoa(int(v.Kind)) + "." + strconv.Itoa(len(v.S)) + ":" + v.S)
		}
		sb.WriteByte('|')
	}
	return sb.String()
}
