package bird

import (
	"errors"
	"math"
	"slices"

	"github.com/spidereval/spidereval/eval/exec"
)

// SoftF1 is mini_dev's Soft-F1 of one example (evaluation_f1.py as of
// bee73fe): both results empty give 1; otherwise each list loses its
// repeated rows (first occurrences kept, in order), row i of the prediction
// is paired with row i of the gold, and each pair contributes the share of
// prediction values found in the gold row (matches), of prediction values
// not found there, and of gold values not found in the prediction row, all
// divided by the GOLD row's width. Unpaired gold rows count 1 as missed,
// unpaired prediction rows 1 as extra. F1 of precision tp/(tp+fp) and
// recall tp/(tp+fn). It fails only on a gold row without columns (Python's
// ZeroDivisionError, which the script scores 0).
func SoftF1(pred, gold []exec.Row) (float64, error) {
	if len(pred) == 0 && len(gold) == 0 {
		return 1, nil
	}
	p, g := uniqueRows(pred), uniqueRows(gold)
	var match, predOnly, truthOnly []float64
	for i, gr := range g {
		if i >= len(p) {
			match = append(match, 0)
			truthOnly = append(truthOnly, 1)
			continue
		}
		if len(gr) == 0 {
			return 0, errors.New("ZeroDivisionError: a gold row has no columns")
		}
		pr := p[i]
		var m, po, to int
		for _, v := range pr {
			if slices.Contains(gr, v) {
				m++
			} else {
				po++
			}
		}
		for _, v := range gr {
			if !slices.Contains(pr, v) {
				to++
			}
		}
		w := float64(len(gr))
		match = append(match, float64(m)/w)
		predOnly = append(predOnly, float64(po)/w)
		truthOnly = append(truthOnly, float64(to)/w)
	}
	for range len(p) - len(g) {
		match = append(match, 0)
		predOnly = append(predOnly, 1)
		truthOnly = append(truthOnly, 0)
	}
	tp, fp, fn := seqSum(match), seqSum(predOnly), seqSum(truthOnly)
	var precision, recall float64
	if tp+fp > 0 {
		precision = tp / (tp + fp)
	}
	if tp+fn > 0 {
		recall = tp / (tp + fn)
	}
	if precision+recall > 0 {
		return float64(float64(2*precision)*recall) / (precision + recall), nil
	}
	return 0, nil
}

// SoftF1Matches is SoftF1's pairing of the two results, row by row, for
// the first limit positions of the longer de-duplicated list: which rows
// are paired and which of their cells the other row holds.
func SoftF1Matches(pred, gold []exec.Row, limit int) []RowMatch {
	pi, pk := uniqueRowsAt(pred)
	gi, gk := uniqueRowsAt(gold)
	n := min(max(len(pk), len(gk)), limit)
	out := make([]RowMatch, n)
	for i := range n {
		m := RowMatch{PredRow: -1, GoldRow: -1}
		var pr, gr []string
		if i < len(pk) {
			m.PredRow, pr = pi[i], pk[i]
		}
		if i < len(gk) {
			m.GoldRow, gr = gi[i], gk[i]
		}
		if pr != nil {
			m.PredCells = make([]bool, len(pr))
			for j, v := range pr {
				m.PredCells[j] = gr != nil && slices.Contains(gr, v)
			}
		}
		if gr != nil {
			m.GoldCells = make([]bool, len(gr))
			for j, v := range gr {
				m.GoldCells[j] = pr != nil && slices.Contains(pr, v)
			}
		}
		out[i] = m
	}
	return out
}

// uniqueRowsAt is uniqueRows with each kept row's index in rows.
func uniqueRowsAt(rows []exec.Row) ([]int, [][]string) {
	seen := make(map[string]struct{}, len(rows))
	var at []int
	var out [][]string
	for i, r := range rows {
		rk := RowKey(r)
		if _, dup := seen[rk]; dup {
			continue
		}
		seen[rk] = struct{}{}
		keys := make([]string, len(r))
		for k, v := range r {
			keys[k] = ValueKey(v)
		}
		at, out = append(at, i), append(out, keys)
	}
	return at, out
}

// seqSum adds left to right, as Python's built-in sum does (3.11 and
// earlier; 3.12 compensates float sums).
func seqSum(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s
}

// pairwiseSum is numpy's float64 add.reduce over a contiguous array:
// below 8 elements a plain loop, up to 128 eight interleaved partial sums
// combined pairwise then the remainder added, above that the two halves
// (split at a multiple of 8) summed recursively.
func pairwiseSum(a []float64) float64 {
	n := len(a)
	switch {
	case n < 8:
		res := 0.0
		for _, x := range a {
			res += x
		}
		return res
	case n <= 128:
		var r [8]float64
		copy(r[:], a[:8])
		i := 8
		for ; i < n-n%8; i += 8 {
			for j := range 8 {
				r[j] += a[i+j]
			}
		}
		res := ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]))
		for ; i < n; i++ {
			res += a[i]
		}
		return res
	}
	n2 := n / 2
	n2 -= n2 % 8
	return pairwiseSum(a[:n2]) + pairwiseSum(a[n2:])
}

// npMeanStd returns numpy's mean and population standard deviation of a
// float64 array (np.mean, np.std with ddof=0).
func npMeanStd(a []float64) (mean, std float64) {
	n := float64(len(a))
	mean = pairwiseSum(a) / n
	sq := make([]float64, len(a))
	for i, x := range a {
		d := x - mean
		sq[i] = float64(d * d)
	}
	return mean, math.Sqrt(pairwiseSum(sq) / n)
}

// CleanAbnormal keeps the values strictly within three standard deviations
// of the mean (the scripts' clean_abnormal). When all values are equal the
// deviation is 0 and nothing is kept.
func CleanAbnormal(ratios []float64) []float64 {
	if len(ratios) == 0 {
		return nil
	}
	mean, std := npMeanStd(ratios)
	hi, lo := mean+float64(3*std), mean-float64(3*std)
	var kept []float64
	for _, x := range ratios {
		if x < hi && x > lo {
			kept = append(kept, x)
		}
	}
	return kept
}

// errNoRatio is the scripts' ZeroDivisionError when clean_abnormal keeps
// nothing.
var errNoRatio = errors.New("ZeroDivisionError: every time ratio is an outlier (all equal), none kept")

// TimeRatio is the mean of the ratios CleanAbnormal keeps (summed left to
// right), or an error when it keeps none.
func TimeRatio(ratios []float64) (float64, error) {
	kept := CleanAbnormal(ratios)
	if len(kept) == 0 {
		return 0, errNoRatio
	}
	return seqSum(kept) / float64(len(kept)), nil
}

// Reward is mini_dev's R-VES reward of a time ratio: 0 for 0, 1.25 from 2
// up, 1 in [1, 2), 0.75 in [0.5, 1), 0.5 in [0.25, 0.5), else 0.25.
func Reward(ratio float64) float64 {
	switch {
	case ratio == 0:
		return 0
	case ratio >= 2:
		return 1.25
	case ratio >= 1:
		return 1
	case ratio >= 0.5:
		return 0.75
	case ratio >= 0.25:
		return 0.5
	}
	return 0.25
}
