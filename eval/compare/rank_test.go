package compare

import (
	"math"
	"slices"
	"testing"
)

func TestRanks(t *testing.T) {
	cases := []struct{ in, want []float64 }{
		{[]float64{0.5, 0.7, 0.6}, []float64{3, 1, 2}},
		{[]float64{0.7, 0.7, 0.6, 0.8}, []float64{2.5, 2.5, 4, 1}},
		{[]float64{1, 1, 1}, []float64{2, 2, 2}},
		{nil, []float64{}},
	}
	for _, c := range cases {
		if got := Ranks(c.in); !slices.Equal(got, c.want) {
			t.Errorf("Ranks(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}

// TestCorrelations: values worked by hand from the definitions (τ-b:
// (C−D)/√((P−Ta)(P−Tb)); ρ: 1 − 6Σd²/(n(n²−1)) without ties).
func TestCorrelations(t *testing.T) {
	cases := []struct {
		name          string
		a, b          []float64
		tau, spearman float64
	}{
		{"same", []float64{1, 2, 3, 4}, []float64{1, 2, 3, 4}, 1, 1},
		{"reversed", []float64{1, 2, 3, 4}, []float64{4, 3, 2, 1}, -1, -1},
		{"one swap of four", []float64{1, 2, 3, 4}, []float64{2, 1, 3, 4}, 4.0 / 6, 1 - 6*2.0/60},
		{"a tie", []float64{1, 2, 3}, []float64{1.5, 1.5, 3}, 2 / math.Sqrt(6), math.Sqrt(3) / 2},
	}
	for _, c := range cases {
		if got := KendallTau(c.a, c.b); math.Abs(got-c.tau) > 1e-12 {
			t.Errorf("%s: τ = %v, want %v", c.name, got, c.tau)
		}
		if got := Spearman(c.a, c.b); math.Abs(got-c.spearman) > 1e-12 {
			t.Errorf("%s: ρ = %v, want %v", c.name, got, c.spearman)
		}
	}
	if !math.IsNaN(KendallTau([]float64{1, 1}, []float64{1, 2})) || !math.IsNaN(Spearman([]float64{1, 1}, []float64{1, 2})) {
		t.Error("a ranking that ties everything has no correlation")
	}
}

func TestRankBootstrap(t *testing.T) {
	// A is right on every question, B on none, C on half: ranks never move.
	n := 40
	a, b, c := make([]int, n), make([]int, n), make([]int, n)
	for k := range n {
		a[k] = 1
		c[k] = k % 2
	}
	iv, err := RankBootstrap([][]int{a, b, c}, Options{Resamples: 500, Level: 0.95, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	if iv[0].Score.Low != 1 || iv[0].Score.High != 1 || iv[1].Score.High != 0 || iv[0].RankLow != 1 || iv[0].RankHigh != 1 || iv[1].RankLow != 3 || iv[2].RankLow != 2 || iv[2].RankHigh != 2 {
		t.Errorf("%+v", iv)
	}
	if !(iv[2].Score.Low < 0.5 && iv[2].Score.High > 0.5 && iv[2].Score.Low > 0.2) {
		t.Errorf("C's interval %+v does not surround 0.5", iv[2].Score)
	}
	// Two systems that differ on one question of 40 swap ranks in some resamples.
	d := slices.Clone(c)
	d[0] = 1
	iv, err = RankBootstrap([][]int{c, d}, Options{Resamples: 500, Level: 0.95, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	if iv[0].RankHigh != 2 || iv[1].RankLow != 1 || iv[0].RankLow > 1.5 {
		t.Errorf("%+v", iv)
	}
}
