package compare

import (
	"math"
	"slices"
	"sort"
)

// Ranks ranks scores, the highest first (rank 1); tied scores share the
// mean of the ranks they span (1.5 for two tied at the top).
func Ranks(scores []float64) []float64 {
	idx := make([]int, len(scores))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return scores[idx[a]] > scores[idx[b]] })
	out := make([]float64, len(scores))
	for i := 0; i < len(idx); {
		j := i
		for j+1 < len(idx) && scores[idx[j+1]] == scores[idx[i]] {
			j++
		}
		for k := i; k <= j; k++ {
			out[idx[k]] = float64(i+j)/2 + 1
		}
		i = j + 1
	}
	return out
}

// KendallTau is Kendall's τ-b between two rankings (ties allowed): the
// concordant minus the discordant pairs over the geometric mean of the
// pairs not tied in each; NaN when one ranking ties everything.
func KendallTau(a, b []float64) float64 {
	var conc, disc, tiedA, tiedB, pairs float64
	for i := range a {
		for j := i + 1; j < len(a); j++ {
			pairs++
			da, db := sign(a[i]-a[j]), sign(b[i]-b[j])
			switch {
			case da == 0 && db == 0:
				tiedA++
				tiedB++
			case da == 0:
				tiedA++
			case db == 0:
				tiedB++
			case da == db:
				conc++
			default:
				disc++
			}
		}
	}
	return (conc - disc) / math.Sqrt((pairs-tiedA)*(pairs-tiedB))
}

func sign(x float64) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// Spearman is Spearman's ρ between two rankings: Pearson's correlation of
// the ranks (tied ranks as Ranks gives them); NaN when one ranking ties
// everything.
func Spearman(a, b []float64) float64 {
	n := float64(len(a))
	var ma, mb float64
	for i := range a {
		ma += a[i] / n
		mb += b[i] / n
	}
	var sab, saa, sbb float64
	for i := range a {
		sab += (a[i] - ma) * (b[i] - mb)
		saa += (a[i] - ma) * (a[i] - ma)
		sbb += (b[i] - mb) * (b[i] - mb)
	}
	return sab / math.Sqrt(saa*sbb)
}

// SystemInterval is one system's paired bootstrap intervals: of its score
// and of its rank among the systems, over the same resamples of questions.
type SystemInterval struct {
	Score    Interval `json:"score"`
	RankLow  float64  `json:"rank_low"`
	RankHigh float64  `json:"rank_high"`
}

// RankBootstrap draws the questions with replacement, the same draw for
// every system (paired), and gives each system the percentile intervals of
// its accuracy and of its rank (Ranks) over opt.Resamples resamples.
// outcomes[m][k] is system m's verdict (1 right) on question k.
func RankBootstrap(outcomes [][]int, opt Options) ([]SystemInterval, error) {
	opt, err := opt.withDefaults()
	if err != nil {
		return nil, err
	}
	m := len(outcomes)
	out := make([]SystemInterval, m)
	if m == 0 || len(outcomes[0]) == 0 {
		return out, nil
	}
	n := len(outcomes[0])
	src := newSource(opt.Seed)
	scores := make([][]int, m) // per system, its right answers per resample
	ranks := make([][]float64, m)
	for s := range m {
		scores[s] = make([]int, opt.Resamples)
		ranks[s] = make([]float64, opt.Resamples)
	}
	acc := make([]float64, m)
	for r := range opt.Resamples {
		for range n {
			k := uniform(src, uint64(n))
			for s := range m {
				scores[s][r] += outcomes[s][k]
			}
		}
		for s := range m {
			acc[s] = float64(scores[s][r])
		}
		for s, rk := range Ranks(acc) {
			ranks[s][r] = rk
		}
	}
	alpha := (1 - opt.Level) / 2
	for s := range m {
		slices.Sort(scores[s])
		slices.Sort(ranks[s])
		out[s].Score = Interval{Low: quantile(scores[s], alpha) / float64(n), High: quantile(scores[s], 1-alpha) / float64(n), Level: opt.Level}
		out[s].RankLow, out[s].RankHigh = quantileF(ranks[s], alpha), quantileF(ranks[s], 1-alpha)
	}
	return out, nil
}

// quantileF is quantile for float values.
func quantileF(sorted []float64, q float64) float64 {
	h := q * float64(len(sorted)-1)
	lo := int(math.Floor(h))
	if lo >= len(sorted)-1 {
		return sorted[len(sorted)-1]
	}
	return sorted[lo] + (h-float64(lo))*(sorted[lo+1]-sorted[lo])
}
