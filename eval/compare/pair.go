// Package compare tests whether two text-to-SQL systems scored on the same
// questions differ: paired 2×2 counts, the exact McNemar test and a paired
// bootstrap interval for the accuracy difference, overall and per hardness
// level. It does no I/O, so the browser can use it as well as the CLI.
package compare

import "fmt"

// Counts are the four cells of the paired 2×2 table of two systems A and B.
type Counts struct {
	AOnly   int `json:"a_only"`  // A correct, B wrong
	BOnly   int `json:"b_only"`  // B correct, A wrong
	Both    int `json:"both"`    // both correct
	Neither int `json:"neither"` // both wrong
}

// Pair counts paired binary outcomes (1 correct, 0 wrong), example by example.
func Pair(a, b []int) (Counts, error) {
	var c Counts
	if len(a) != len(b) {
		return c, fmt.Errorf("compare: %d outcomes for A, %d for B", len(a), len(b))
	}
	for i := range a {
		if a[i]&^1 != 0 || b[i]&^1 != 0 {
			return c, fmt.Errorf("compare: example %d: outcomes %d and %d, want 0 or 1", i, a[i], b[i])
		}
		switch {
		case a[i] == 1 && b[i] == 1:
			c.Both++
		case a[i] == 1:
			c.AOnly++
		case b[i] == 1:
			c.BOnly++
		default:
			c.Neither++
		}
	}
	return c, nil
}

// N is the number of paired examples.
func (c Counts) N() int { return c.AOnly + c.BOnly + c.Both + c.Neither }

// AccA is A's accuracy (0 when there are no examples).
func (c Counts) AccA() float64 { return ratio(c.Both+c.AOnly, c.N()) }

// AccB is B's accuracy (0 when there are no examples).
func (c Counts) AccB() float64 { return ratio(c.Both+c.BOnly, c.N()) }

// Diff is the accuracy difference A − B (0 when there are no examples).
func (c Counts) Diff() float64 { return ratio(c.AOnly-c.BOnly, c.N()) }

// Swap exchanges the roles of A and B.
func (c Counts) Swap() Counts {
	c.AOnly, c.BOnly = c.BOnly, c.AOnly
	return c
}

// McNemar is the exact two-sided McNemar p-value of the discordant cells.
func (c Counts) McNemar() float64 { return McNemar(c.AOnly, c.BOnly) }

func ratio(num, den int) float64 {
	if den == 0 {
		return 0
	}
	return float64(num) / float64(den)
}
