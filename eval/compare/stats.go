package compare

// Stats are the paired statistics of two systems on the same examples.
type Stats struct {
	Counts
	N        int     `json:"n"`
	AccA     float64 `json:"acc_a"`
	AccB     float64 `json:"acc_b"`
	Diff     float64 `json:"diff"` // AccA − AccB
	McNemarP float64 `json:"mcnemar_p"`
	Interval         // bootstrap interval of Diff
}

// Stats computes the test and the interval for these counts.
func (c Counts) Stats(opt Options) (Stats, error) {
	iv, err := c.Bootstrap(opt)
	if err != nil {
		return Stats{}, err
	}
	return Stats{Counts: c, N: c.N(), AccA: c.AccA(), AccB: c.AccB(), Diff: c.Diff(), McNemarP: c.McNemar(), Interval: iv}, nil
}

// Compare pairs two outcome vectors (1 correct, 0 wrong) and tests their difference.
func Compare(a, b []int, opt Options) (Stats, error) {
	c, err := Pair(a, b)
	if err != nil {
		return Stats{}, err
	}
	return c.Stats(opt)
}

// Pairs lists the index pairs (i, j), i < j, of k systems in the order
// (0,1), (0,2), …, (1,2), ….
func Pairs(k int) [][2]int {
	var out [][2]int
	for i := 0; i < k; i++ {
		for j := i + 1; j < k; j++ {
			out = append(out, [2]int{i, j})
		}
	}
	return out
}
