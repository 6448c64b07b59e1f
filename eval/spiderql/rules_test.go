package spiderql

import (
	"math/rand"
	"testing"
)

// TestFastRulesMatchRegexps checks each hand-written rule against the
// regular expression it replaces, on random text from SQL-like characters.
func TestFastRulesMatchRegexps(t *testing.T) {
	alphabet := []rune("ab1 .,:;)]}>\"'(*é٣\t\n")
	rng := rand.New(rand.NewSource(1))
	for _, r := range treebankRules {
		if r.fast == nil {
			continue
		}
		for n := 0; n < 20000; n++ {
			k := rng.Intn(12)
			buf := make([]rune, k)
			for i := range buf {
				buf[i] = alphabet[rng.Intn(len(alphabet))]
			}
			s := string(buf)
			want := r.re.ReplaceAllString(s, r.repl)
			got := r.fast(s)
			if got != want {
				t.Fatalf("rule %q on %q: fast %q, regexp %q", r.re, s, got, want)
			}
		}
	}
}
