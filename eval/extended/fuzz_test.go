package extended

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/spidereval/spidereval/eval/internal/tidbfront/tidbtest"
	"github.com/spidereval/spidereval/eval/match"
	"github.com/spidereval/spidereval/eval/spiderql"
	"github.com/spidereval/spidereval/internal/fuzzing"
)

// FuzzParse lowers arbitrary SQL. Beyond not panicking: an error is one of the package's
// typed errors (a TiDB panic only on the literals known to cause one), a lowered query has
// a SELECT list and known, sorted kinds, lowering again gives the same tree (parsers are
// pooled), the matcher accepts the tree and finds it equal to itself, ExactMatch against a
// gold query does not fail in an unexpected way, and the work bounds hold.
func FuzzParse(f *testing.F) {
	for _, c := range loweringCases(f) {
		f.Add(c.SQL)
	}
	f.Add("SELECT name FROM singer WHERE age > 1" + strings.Repeat("0", 81))
	f.Add("select " + strings.TrimSuffix(strings.Repeat("1 + ", 200), " + "))
	s := fixtureSchema()
	f.Fuzz(func(t *testing.T, sql string) {
		start := time.Now()
		for _, d := range []spiderql.Dialect{spiderql.TestSuite, spiderql.Spider} {
			q, kinds, err := Parse(sql, s, d)
			checkParseError(t, sql, err)
			if err != nil {
				continue
			}
			if len(q.Select.Items) == 0 {
				t.Errorf("Parse(%q) lowered a query without select items", sql)
			}
			if !slices.IsSorted(kinds) || len(slices.Compact(slices.Clone(kinds))) != len(kinds) {
				t.Errorf("Parse(%q) kinds %q not sorted and distinct", sql, kinds)
			}
			for _, k := range kinds {
				if Label(k) == k {
					t.Errorf("Parse(%q) reports unknown kind %q", sql, k)
				}
			}
			first, err := json.Marshal(q)
			if err != nil {
				t.Fatalf("marshal the lowering of %q: %v", sql, err)
			}
			q2, _, _ := Parse(sql, s, d)
			if again, _ := json.Marshal(q2); string(again) != string(first) {
				t.Errorf("Parse(%q) changed when repeated:\n%s\n%s", sql, first, again)
			}
			match.Normalize(q, s, nil)
			match.Normalize(q2, s, nil)
			if v, err := match.ExactMatch(q, q2); err == nil && v.Exact != 1 {
				t.Errorf("the lowering of %q does not match itself", sql)
			}
		}
		_, _, err := exactMatch(sql, "SELECT count(*) FROM singer", s, nil, spiderql.TestSuite)
		var pe *PanicError
		if errors.As(err, &pe) && !tidbtest.HasHugeNumber(sql) {
			t.Errorf("exactMatch(%q) panicked: %v", sql, err)
		}
		if elapsed := time.Since(start); elapsed > 5*time.Second && fuzzing.Active() {
			t.Errorf("%d bytes took %v", len(sql), elapsed)
		}
	})
}

// checkParseError requires err to be nil or one of the package's typed errors, a panic
// only where TiDB's test driver is known to panic.
func checkParseError(t *testing.T, sql string, err error) {
	t.Helper()
	var (
		syn *SyntaxError
		uns *UnsupportedError
		lim *LimitError
		pan *PanicError
	)
	switch {
	case err == nil, errors.As(err, &syn), errors.As(err, &uns), errors.As(err, &lim):
	case errors.As(err, &pan):
		if !tidbtest.HasHugeNumber(sql) {
			t.Errorf("Parse(%q) panicked: %v", sql, err)
		}
	default:
		t.Errorf("Parse(%q): untyped error %T %v", sql, err, err)
	}
}
