package compare

import "math"

// McNemar is the exact two-sided McNemar test of discordant counts b and c:
// min(1, 2·P(X ≤ min(b, c))) with X ~ Binomial(b+c, ½); 1 when b+c = 0.
func McNemar(b, c int) float64 {
	if b < 0 || c < 0 {
		return math.NaN()
	}
	n := b + c
	if n == 0 {
		return 1
	}
	return math.Min(1, 2*halfBinomialCDF(min(b, c), n))
}

// halfBinomialCDF is P(X ≤ k) for X ~ Binomial(n, ½) with 0 ≤ k ≤ n/2.
//
// The terms C(n,i)/2ⁿ grow with i up to n/2, so the sum is taken relative to
// its largest term C(n,k)/2ⁿ (computed in log space): walking down from i = k
// each term is the previous one times i/(n−i+1), all ratios are at most 1
// and the walk stops once terms no longer change the sum. Nothing overflows
// or underflows before the final exp, whatever n.
func halfBinomialCDF(k, n int) float64 {
	rel, term := 1.0, 1.0
	for i := k; i > 0; i-- {
		term *= float64(i) / float64(n-i+1)
		if term < rel*1e-17 {
			break
		}
		rel += term
	}
	return math.Exp(logChoose(n, k) - float64(n)*math.Ln2 + math.Log(rel))
}

// logChoose is ln C(n, k).
func logChoose(n, k int) float64 {
	a, _ := math.Lgamma(float64(n + 1))
	b, _ := math.Lgamma(float64(k + 1))
	c, _ := math.Lgamma(float64(n - k + 1))
	return a - b - c
}
