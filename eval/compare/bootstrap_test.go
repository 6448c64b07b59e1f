package compare

import (
	"strings"
	"testing"
)

func TestBootstrapDegenerate(t *testing.T) {
	cases := []struct {
		name      string
		c         Counts
		low, high float64
	}{
		{"no examples", Counts{}, 0, 0},
		{"identical systems", Counts{Both: 50, Neither: 30}, 0, 0},
		{"only A right", Counts{AOnly: 12}, 1, 1},
		{"only B right", Counts{BOnly: 7}, -1, -1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			iv, err := tc.c.Bootstrap(DefaultOptions())
			if err != nil {
				t.Fatal(err)
			}
			if iv.Low != tc.low || iv.High != tc.high || iv.Level != DefaultLevel {
				t.Fatalf("interval %+v, want [%v, %v] at %v", iv, tc.low, tc.high, DefaultLevel)
			}
		})
	}
}

func TestBootstrapDeterministic(t *testing.T) {
	c := Counts{AOnly: 93, BOnly: 41, Both: 601, Neither: 265}
	opt := Options{Resamples: 1000, Seed: 7}
	first, err := c.Bootstrap(opt)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if again, _ := c.Bootstrap(opt); again != first {
			t.Fatalf("same seed gave %+v then %+v", first, again)
		}
	}
	differs := false
	for seed := uint64(8); seed < 20 && !differs; seed++ {
		other, _ := c.Bootstrap(Options{Resamples: 1000, Seed: seed})
		differs = other != first
	}
	if !differs {
		t.Fatal("twelve other seeds all gave the same interval")
	}
}

func TestBootstrapCoversObserved(t *testing.T) {
	// Diff = (30 − 10)/100 = 0.2. The paired difference's standard error is
	// √((0.3 + 0.1 − 0.2²)/100) = 0.06, so a 95% interval is about ±0.118.
	c := Counts{AOnly: 30, BOnly: 10, Both: 40, Neither: 20}
	cases := []struct {
		level            float64
		minHalf, maxHalf float64
	}{
		{0.95, 0.10, 0.135},
		{0.5, 0.03, 0.05},  // ±0.674 · 0.06 ≈ ±0.040
		{0.99, 0.13, 0.18}, // ±2.576 · 0.06 ≈ ±0.155
	}
	for _, tc := range cases {
		iv, err := c.Bootstrap(Options{Level: tc.level, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if !(iv.Low <= c.Diff() && c.Diff() <= iv.High) {
			t.Errorf("level %v: interval [%v, %v] misses the observed %v", tc.level, iv.Low, iv.High, c.Diff())
		}
		for _, half := range []float64{c.Diff() - iv.Low, iv.High - c.Diff()} {
			if half < tc.minHalf || half > tc.maxHalf {
				t.Errorf("level %v: interval [%v, %v] has a half-width %v outside [%v, %v]", tc.level, iv.Low, iv.High, half, tc.minHalf, tc.maxHalf)
			}
		}
	}
	if iv, _ := c.Bootstrap(DefaultOptions()); iv.Low <= 0 {
		t.Errorf("95%% interval %+v reaches 0 though McNemar p = %v", iv, c.McNemar())
	}
}

func TestBootstrapOptionErrors(t *testing.T) {
	cases := []struct {
		name string
		opt  Options
		want string
	}{
		{"negative resamples", Options{Resamples: -5}, "resamples"},
		{"level 1", Options{Level: 1}, "confidence level"},
		{"level above 1", Options{Level: 95}, "confidence level"},
		{"negative level", Options{Level: -0.5}, "confidence level"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Counts{AOnly: 1}.Bootstrap(tc.opt)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one mentioning %q", err, tc.want)
			}
		})
	}
}

func TestQuantile(t *testing.T) {
	cases := []struct {
		sorted []int
		q      float64
		want   float64
	}{
		{[]int{5}, 0.025, 5},
		{[]int{1, 2, 3, 4, 5}, 0, 1},
		{[]int{1, 2, 3, 4, 5}, 1, 5},
		{[]int{1, 2, 3, 4, 5}, 0.5, 3},
		{[]int{1, 2, 3, 4, 5}, 0.1, 1.4},     // h = 0.4
		{[]int{0, 10, 20, 30}, 0.975, 29.25}, // h = 2.925
	}
	for _, tc := range cases {
		if got := quantile(tc.sorted, tc.q); got-tc.want > 1e-12 || tc.want-got > 1e-12 {
			t.Errorf("quantile(%v, %v) = %v, want %v", tc.sorted, tc.q, got, tc.want)
		}
	}
}

func TestUniformInRange(t *testing.T) {
	for _, n := range []uint64{1, 2, 3, 7, 1000, 1<<40 + 3} {
		src := newSource(3)
		for range 1000 {
			if v := uniform(src, n); v >= n {
				t.Fatalf("uniform(%d) = %d", n, v)
			}
		}
	}
}
