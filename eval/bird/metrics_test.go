package bird

import (
	"encoding/json"
	"math"
	"os"
	"testing"

	"github.com/spidereval/spidereval/eval/exec"
)

var (
	I = exec.IntValue
	F = exec.FloatValue
	S = exec.TextValue
	B = func(s string) exec.Value { return exec.BlobValue([]byte(s)) }
	N = exec.NullValue()
)

func rows(rs ...exec.Row) []exec.Row { return rs }

func TestValueKeyPythonEquality(t *testing.T) {
	cases := []struct {
		a, b exec.Value
		eq   bool
	}{
		{I(1), F(1.0), true},
		{F(-0.0), I(0), true},
		{F(-0.0), F(0.0), true},
		{N, N, true},
		{N, I(0), false},
		{N, S(""), false},
		{S("a"), B("a"), false},
		{S("1"), I(1), false},
		{S("a"), S("A"), false},
		{F(0.1 + 0.2), F(0.3), true}, // Go folds the constant exactly: see the next case
		{F(fsum(0.1, 0.2)), F(0.3), false},
		{I(1 << 53), F(1 << 53), true},
		{I(1<<53 + 1), F(1 << 53), false}, // Python compares int and float exactly
		{F(1e19), I(math.MaxInt64), false},
		{F(math.NaN()), F(math.NaN()), false},
		{F(2.5), F(2.5), true},
		{B("\x00"), B(""), false},
	}
	for _, c := range cases {
		if got := ValueKey(c.a) == ValueKey(c.b); got != c.eq {
			t.Errorf("%v == %v: got %v, Python says %v", c.a.Go(), c.b.Go(), got, c.eq)
		}
	}
	if RowKey(exec.Row{I(1), S("a")}) != RowKey(exec.Row{F(1), S("a")}) {
		t.Error("(1, 'a') != (1.0, 'a')")
	}
	if RowKey(exec.Row{S("ab")}) == RowKey(exec.Row{S("a"), S("b")}) || RowKey(exec.Row{I(1)}) == RowKey(exec.Row{I(1), N}) {
		t.Error("tuples of different lengths share a key")
	}
}

// fsum adds at run time (no constant folding).
func fsum(a, b float64) float64 { return a + b }

func TestSameRowSet(t *testing.T) {
	cases := []struct {
		pred, gold []exec.Row
		want       bool
	}{
		{nil, nil, true},
		{rows(exec.Row{I(1)}), nil, false},
		{rows(exec.Row{I(1)}, exec.Row{I(1)}, exec.Row{I(2)}), rows(exec.Row{F(2)}, exec.Row{I(1)}), true}, // duplicates and order ignored
		{rows(exec.Row{I(1), I(2)}), rows(exec.Row{I(2), I(1)}), false},                                    // column order matters
		{rows(exec.Row{N}), rows(exec.Row{N}), true},
		{rows(exec.Row{S("x")}), rows(exec.Row{B("x")}), false},
		{rows(exec.Row{I(1)}), rows(exec.Row{I(1)}, exec.Row{I(2)}), false},
	}
	for i, c := range cases {
		if got := sameRowSet(c.pred, c.gold); got != c.want {
			t.Errorf("case %d: got %v, want %v", i, got, c.want)
		}
	}
}

// TestSoftF1 checks edge cases against values computed with the
// reference's definition in Python 3.11.
func TestSoftF1(t *testing.T) {
	cases := []struct {
		name       string
		pred, gold []exec.Row
		want       float64
	}{
		{"both empty", nil, nil, 1},
		{"pred empty", nil, rows(exec.Row{I(1)}), 0},
		{"gold empty", rows(exec.Row{I(1)}), nil, 0},
		{"same rows, other order", rows(exec.Row{I(1)}, exec.Row{I(2)}), rows(exec.Row{I(2)}, exec.Row{I(1)}), 0},
		{"duplicates dropped, first kept", rows(exec.Row{I(1)}, exec.Row{I(1)}, exec.Row{I(2)}), rows(exec.Row{I(1)}, exec.Row{I(2)}), 1},
		{"divided by the gold width", rows(exec.Row{I(1), I(2), I(3)}), rows(exec.Row{I(1)}), 0.5},
		{"repeated pred values each count", rows(exec.Row{I(1), I(1)}), rows(exec.Row{I(1), I(2)}), 0.8},
		{"extra pred row", rows(exec.Row{I(1), S("x")}, exec.Row{I(2), S("y")}, exec.Row{I(3), S("z")}), rows(exec.Row{I(1), S("x")}, exec.Row{I(2), S("q")}), 0.6},
		{"extra gold row", rows(exec.Row{I(1), I(2), I(3)}), rows(exec.Row{I(3), I(4), I(5)}, exec.Row{I(6), I(7), I(8)}), 0.22222222222222224},
		{"None and 1 == 1.0", rows(exec.Row{N, F(0.5)}, exec.Row{I(1)}), rows(exec.Row{N}, exec.Row{F(1), I(2)}), 0.6666666666666665},
		{"int equals float", rows(exec.Row{F(1), S("a")}), rows(exec.Row{I(1), S("a")}), 1},
		{"str is not bytes", rows(exec.Row{B("a")}), rows(exec.Row{S("a")}), 0},
	}
	for _, c := range cases {
		got, err := SoftF1(c.pred, c.gold)
		if err != nil || got != c.want {
			t.Errorf("%s: got %v (%v), want %v", c.name, got, err, c.want)
		}
	}
	if _, err := SoftF1(rows(exec.Row{I(1)}), rows(exec.Row{})); err == nil {
		t.Error("a gold row without columns: want Python's ZeroDivisionError")
	}
}

// TestNumpyStats compares pairwiseSum, npMeanStd and CleanAbnormal with
// numpy 1.24.2 (the reference's) on arrays of many lengths and magnitudes
// (testdata/numpy_stats.json, made with np.add.reduce, np.mean, np.std).
func TestNumpyStats(t *testing.T) {
	data, err := os.ReadFile("testdata/numpy_stats.json")
	if err != nil {
		t.Fatal(err)
	}
	var kit struct {
		Cases []struct {
			X              []float64
			Sum, Mean, Std float64
			Kept           int
		}
	}
	if err := json.Unmarshal(data, &kit); err != nil {
		t.Fatal(err)
	}
	naiveDiffers := 0
	for i, c := range kit.Cases {
		if got := pairwiseSum(c.X); got != c.Sum {
			t.Errorf("case %d (n=%d): sum %v, numpy %v", i, len(c.X), got, c.Sum)
		}
		if seqSum(c.X) != c.Sum {
			naiveDiffers++
		}
		mean, std := npMeanStd(c.X)
		if mean != c.Mean || std != c.Std {
			t.Errorf("case %d (n=%d): mean %v std %v, numpy %v %v", i, len(c.X), mean, std, c.Mean, c.Std)
		}
		if got := len(CleanAbnormal(c.X)); got != c.Kept {
			t.Errorf("case %d (n=%d): %d kept, numpy %d", i, len(c.X), got, c.Kept)
		}
	}
	if naiveDiffers == 0 {
		t.Error("no case tells pairwise from left-to-right summation")
	}
}

// TestOutlierRule checks the strict three-sigma rule on exact values.
func TestOutlierRule(t *testing.T) {
	// Nine 1s and one 11: mean 2, std 3, so 11 sits exactly on mean+3*std
	// and is dropped (strict <).
	ratios := []float64{1, 1, 1, 1, 1, 1, 1, 1, 1, 11}
	if kept := CleanAbnormal(ratios); len(kept) != 9 {
		t.Errorf("kept %v, want the nine 1s", kept)
	}
	if r, err := TimeRatio(ratios); err != nil || r != 1 || Reward(r) != 1 {
		t.Errorf("ratio %v (%v), want 1", r, err)
	}
	// All equal: std 0, nothing strictly inside, the script's
	// ZeroDivisionError scores 0.
	if r, err := TimeRatio([]float64{2, 2, 2}); err == nil || r != 0 {
		t.Errorf("all equal: ratio %v, err %v; want 0 and an error", r, err)
	}
	// One fast outlier among 100 is removed; the rest average exactly.
	ratios = make([]float64, 100)
	for i := range ratios {
		ratios[i] = 0.5
		if i%2 == 1 {
			ratios[i] = 1.5
		}
	}
	ratios[37] = 1000
	if kept := CleanAbnormal(ratios); len(kept) != 99 {
		t.Errorf("kept %d, want 99", len(kept))
	}
	for _, c := range []struct{ ratio, reward float64 }{
		{0, 0}, {2, 1.25}, {1.9999, 1}, {1, 1}, {0.5, 0.75}, {0.4999, 0.5}, {0.25, 0.5}, {0.2499, 0.25}, {1e-9, 0.25},
	} {
		if got := Reward(c.ratio); got != c.reward {
			t.Errorf("Reward(%v) = %v, want %v", c.ratio, got, c.reward)
		}
	}
}

// TestInjectedTimer checks the kit's formula on one pair: the R-VES ratio
// of the first golden example (spider_dev.graphix_t5, index 0).
func TestInjectedTimer(t *testing.T) {
	pred, gold := "select count(*) from singer", "SELECT count(*) FROM singer"
	ratios := make([]float64, DefaultIterations)
	for k := range ratios {
		tp, _ := InjectedTimer{}.Time(t.Context(), TimedRun{Pred: pred, Gold: gold, Iteration: k})
		tg, _ := InjectedTimer{}.Time(t.Context(), TimedRun{Pred: pred, Gold: gold, Iteration: k, IsGold: true})
		ratios[k] = tg / tp
	}
	r, err := TimeRatio(ratios)
	if err != nil || r != 3.274705614026297 || Reward(r) != 1.25 {
		t.Errorf("ratio %v reward %v (%v), want 3.274705614026297 and 1.25", r, Reward(r), err)
	}
}
