package compare

import (
	"strings"
	"testing"
)

func TestPair(t *testing.T) {
	cases := []struct {
		name string
		a, b []int
		want Counts
	}{
		{"empty", nil, nil, Counts{}},
		{"all four cells", []int{1, 1, 0, 0, 1}, []int{1, 0, 1, 0, 1}, Counts{AOnly: 1, BOnly: 1, Both: 2, Neither: 1}},
		{"A dominates", []int{1, 1, 1}, []int{0, 0, 1}, Counts{AOnly: 2, Both: 1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := Pair(c.a, c.b)
			if err != nil {
				t.Fatal(err)
			}
			if got != c.want {
				t.Fatalf("Pair = %+v, want %+v", got, c.want)
			}
			if got.N() != len(c.a) {
				t.Fatalf("N = %d, want %d", got.N(), len(c.a))
			}
			back, _ := Pair(c.b, c.a)
			if back != got.Swap() {
				t.Fatalf("Pair(b, a) = %+v, want the swap of %+v", back, got)
			}
		})
	}
}

func TestPairErrors(t *testing.T) {
	cases := []struct {
		name string
		a, b []int
		want string
	}{
		{"lengths", []int{1}, []int{1, 0}, "1 outcomes for A, 2 for B"},
		{"not binary", []int{1, 2}, []int{1, 0}, "example 1"},
		{"negative", []int{-1}, []int{0}, "want 0 or 1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Pair(c.a, c.b)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want one containing %q", err, c.want)
			}
		})
	}
}

func TestAccuracies(t *testing.T) {
	c := Counts{AOnly: 3, BOnly: 1, Both: 4, Neither: 2}
	cases := []struct {
		name      string
		got, want float64
	}{
		{"AccA", c.AccA(), 0.7},
		{"AccB", c.AccB(), 0.5},
		{"Diff", c.Diff(), 0.2},
		{"empty Diff", Counts{}.Diff(), 0},
	}
	for _, tc := range cases {
		if d := tc.got - tc.want; d > 1e-12 || d < -1e-12 {
			t.Errorf("%s = %v, want %v", tc.name, tc.got, tc.want)
		}
	}
}
