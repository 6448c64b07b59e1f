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

// halfBinomialCDF is P(X ≤ k) for X ~ Binomial(n, ½), that is
// Σ_{i≤k} C(n, i) / 2ⁿ.
//
// The binomial coefficients are built upwards, C(n, i+1) = C(n, i)·(n−i)/(i+1),
// and summed as they grow, so while they stay below 2⁵³ every step is exact
// (small tables give exact p-values). Sum and term carry a shared binary
// exponent, rescaled before they could overflow, and the division by 2ⁿ is
// a final change of exponent, so nothing overflows whatever n; a p-value
// below the smallest float64 comes out as 0.
func halfBinomialCDF(k, n int) float64 {
	const chunk = 960
	sum, term, exp := 0.0, 1.0, 0
	for i := 0; ; i++ {
		sum += term
		if i == k {
			break
		}
		term = term * float64(n-i) / float64(i+1)
		if term > 0x1p960 {
			sum, term, exp = math.Ldexp(sum, -chunk), math.Ldexp(term, -chunk), exp+chunk
		}
	}
	return math.Ldexp(sum, exp-n)
}
