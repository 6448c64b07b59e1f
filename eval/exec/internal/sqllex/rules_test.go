package sqllex

import (
	"slices"
	"testing"
)

// restIterDP is the dynamic program restIter replaced (linear per call,
// so quadratic over a query of many strings): the oracle for it.
func restIterDP(t runes, p int, q rune) int {
	n := len(t)
	ok := make([]int, n+4)
	for k := range ok {
		ok[k] = -1
	}
	for k := n + 1; k >= p; k-- {
		res := -1
		if t.at(k) == q && t.at(k+1) == q {
			res = ok[k+2]
		}
		if res < 0 && t.at(k) == '\\' && t.at(k+1) == q {
			res = ok[k+2]
		}
		if res < 0 && k < n && t[k] != q {
			res = ok[k+1]
		}
		if res < 0 && t.at(k) == q {
			res = k + 1
		}
		ok[k] = res
	}
	return ok[p]
}

// TestRestIterAgrees compares the forward walk with the dynamic program on
// every string of up to 7 characters over a quote, a backslash and a letter.
func TestRestIterAgrees(t *testing.T) {
	alphabet := []rune{'\'', '\\', 'a'}
	var rec func(prefix []rune)
	rec = func(prefix []rune) {
		for p := 0; p <= len(prefix); p++ {
			if got, want := restIter(prefix, p, '\''), restIterDP(prefix, p, '\''); got != want {
				t.Fatalf("restIter(%q, %d) = %d, want %d", string(prefix), p, got, want)
			}
		}
		if len(prefix) == 7 {
			return
		}
		for _, r := range alphabet {
			rec(append(slices.Clip(prefix), r))
		}
	}
	rec(nil)
}
