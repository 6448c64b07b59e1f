package compare

import (
	"math"
	"math/big"
	"testing"
)

func TestMcNemarHandComputed(t *testing.T) {
	cases := []struct {
		b, c int
		want float64
	}{
		{0, 0, 1},
		{0, 1, 1},           // 2 · ½ = 1
		{0, 5, 0.0625},      // 2 · (½)⁵
		{1, 4, 0.375},       // 2 · (1 + 5) / 32
		{2, 8, 0.109375},    // 2 · (1 + 10 + 45) / 1024
		{0, 10, 2.0 / 1024}, // 2 · (½)¹⁰
		{3, 3, 1},
		{7, 7, 1},
		{4, 5, 1}, // 2 · P(X ≤ 4), X ~ B(9, ½), = 2 · ½ = 1
		{20, 20, 1},
	}
	for _, tc := range cases {
		for _, swap := range []bool{false, true} {
			b, c := tc.b, tc.c
			if swap {
				b, c = c, b
			}
			if got := McNemar(b, c); got != tc.want {
				t.Errorf("McNemar(%d, %d) = %v, want %v", b, c, got, tc.want)
			}
		}
	}
	if p := McNemar(-1, 3); !math.IsNaN(p) {
		t.Errorf("McNemar(-1, 3) = %v, want NaN", p)
	}
}

// exactMcNemar computes the p-value with exact rational arithmetic.
func exactMcNemar(b, c int) float64 {
	n, k := b+c, min(b, c)
	if n == 0 {
		return 1
	}
	sum, term := new(big.Int), big.NewInt(1) // term = C(n, i)
	for i := 0; i <= k; i++ {
		sum.Add(sum, term)
		term.Mul(term, big.NewInt(int64(n-i)))
		term.Quo(term, big.NewInt(int64(i+1)))
	}
	p := new(big.Rat).SetFrac(new(big.Int).Lsh(sum, 1), new(big.Int).Lsh(big.NewInt(1), uint(n)))
	if p.Cmp(big.NewRat(1, 1)) > 0 {
		return 1
	}
	f, _ := p.Float64()
	return f
}

func TestMcNemarMatchesExactArithmetic(t *testing.T) {
	check := func(b, c int, tol float64) {
		t.Helper()
		got, want := McNemar(b, c), exactMcNemar(b, c)
		if math.IsNaN(got) || math.IsInf(got, 0) || math.Abs(got-want) > tol*want {
			t.Errorf("McNemar(%d, %d) = %v, exact %v", b, c, got, want)
		}
	}
	// Up to n = 53 every coefficient and sum is an exact float64 integer.
	for b := 0; b <= 60; b++ {
		for c := 0; c <= 60; c++ {
			tol := 1e-14
			if b+c <= 53 {
				tol = 0
			}
			check(b, c, tol)
		}
	}
	// Large tables: a rounding per step once the coefficients pass 2⁵³, a
	// rescaling once they pass 2⁹⁶⁰ (n above about 1,000), and p-values that
	// underflow to 0.
	large := [][2]int{{1000, 1100}, {450, 600}, {5, 1995}}
	if !testing.Short() {
		// n = 100,000: seconds of exact arithmetic natively, minutes under
		// WebAssembly (make test-wasm runs -short).
		large = append(large, [][2]int{{49_800, 50_200}, {49_000, 51_000}, {5, 99_995}, {30_000, 70_000}}...)
	}
	for _, bc := range large {
		check(bc[0], bc[1], 1e-10)
	}
}

func TestMcNemarLargeN(t *testing.T) {
	cases := []struct {
		b, c   int
		lo, hi float64
	}{
		{50_000, 50_000, 1, 1},
		{0, 100_000, 0, 0}, // 2^-99999 underflows to 0
		{49_000, 51_000, 0, 1e-9},
		{49_950, 50_050, 0.7, 0.8}, // z ≈ 0.316: normal approximation gives ≈ 0.75
	}
	for _, tc := range cases {
		p := McNemar(tc.b, tc.c)
		if !(p >= tc.lo && p <= tc.hi) {
			t.Errorf("McNemar(%d, %d) = %v, want in [%v, %v]", tc.b, tc.c, p, tc.lo, tc.hi)
		}
	}
}
