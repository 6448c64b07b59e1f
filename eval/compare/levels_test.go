package compare

import (
	"math"
	"strings"
	"testing"
)

func TestByLevel(t *testing.T) {
	hardness := []string{"easy", "easy", "medium", "hard", "hard", "hard", "odd"}
	outcomes := [][]int{
		{1, 1, 1, 0, 1, 1, 1}, // A
		{1, 0, 1, 0, 0, 1, 0}, // B
		{0, 1, 0, 1, 1, 1, 1}, // C
	}
	levels, err := ByLevel(Levels, hardness, outcomes, Options{Resamples: 500, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	type want struct {
		count int
		acc   []float64
		ab    Counts // pair (A, B)
		bc    Counts // pair (B, C)
	}
	wants := map[string]want{
		"easy":   {2, []float64{1, 0.5, 0.5}, Counts{AOnly: 1, Both: 1}, Counts{AOnly: 1, BOnly: 1}},
		"medium": {1, []float64{1, 1, 0}, Counts{Both: 1}, Counts{AOnly: 1}},
		"hard":   {3, []float64{2.0 / 3, 1.0 / 3, 1}, Counts{AOnly: 1, Both: 1, Neither: 1}, Counts{BOnly: 2, Both: 1}},
		"extra":  {0, []float64{0, 0, 0}, Counts{}, Counts{}},
		"all":    {7, []float64{6.0 / 7, 3.0 / 7, 5.0 / 7}, Counts{AOnly: 3, Both: 3, Neither: 1}, Counts{AOnly: 2, BOnly: 4, Both: 1}},
	}
	if len(levels) != len(Levels) {
		t.Fatalf("%d levels, want %d", len(levels), len(Levels))
	}
	for i, lv := range levels {
		w := wants[lv.Name]
		if lv.Name != Levels[i] || lv.Count != w.count {
			t.Errorf("level %d: %s with %d examples, want %s with %d", i, lv.Name, lv.Count, Levels[i], w.count)
		}
		for s, a := range lv.Accuracy {
			if math.Abs(a-w.acc[s]) > 1e-12 {
				t.Errorf("%s: system %d accuracy %v, want %v", lv.Name, s, a, w.acc[s])
			}
		}
		if len(lv.Pairs) != 3 || lv.Pairs[0].A != 0 || lv.Pairs[0].B != 1 || lv.Pairs[1].B != 2 || lv.Pairs[2].A != 1 {
			t.Fatalf("%s: pairs %+v, want (0,1), (0,2), (1,2)", lv.Name, lv.Pairs)
		}
		if lv.Pairs[0].Counts != w.ab || lv.Pairs[2].Counts != w.bc {
			t.Errorf("%s: pairs (A,B) %+v and (B,C) %+v, want %+v and %+v", lv.Name, lv.Pairs[0].Counts, lv.Pairs[2].Counts, w.ab, w.bc)
		}
		for _, p := range lv.Pairs {
			if want := McNemar(p.AOnly, p.BOnly); p.McNemarP != want || p.N != lv.Count {
				t.Errorf("%s (%d,%d): p %v n %d, want %v and %d", lv.Name, p.A, p.B, p.McNemarP, p.N, want, lv.Count)
			}
		}
	}
}

func TestByLevelErrors(t *testing.T) {
	cases := []struct {
		name     string
		hardness []string
		outcomes [][]int
		want     string
	}{
		{"short system", []string{"easy", "hard"}, [][]int{{1, 0}, {1}}, "system 1 has 1 outcomes for 2 examples"},
		{"not binary", []string{"easy"}, [][]int{{3}}, "outcome 3"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ByLevel(Levels, tc.hardness, tc.outcomes, Options{})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

func TestPairsOrder(t *testing.T) {
	cases := []struct {
		k    int
		want [][2]int
	}{
		{0, nil},
		{1, nil},
		{2, [][2]int{{0, 1}}},
		{4, [][2]int{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}},
	}
	for _, tc := range cases {
		got := Pairs(tc.k)
		if len(got) != len(tc.want) {
			t.Fatalf("Pairs(%d) = %v, want %v", tc.k, got, tc.want)
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Fatalf("Pairs(%d) = %v, want %v", tc.k, got, tc.want)
			}
		}
	}
}
