package spiderql

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestRecursionLimit: a query nested past the reference's recursion limit
// is rejected as its RecursionError, and one just inside parses and gives
// a tree that serialises; 12,000 UNIONs once overflowed the browser's stack.
func TestRecursionLimit(t *testing.T) {
	union := func(n int) string {
		return strings.Repeat("SELECT name FROM singer UNION ", n-1) + "SELECT name FROM singer"
	}
	where := func(n int) string {
		q := "SELECT name FROM singer"
		for range n - 1 {
			q = "SELECT name FROM singer WHERE singer_id IN (" + strings.Replace(q, "name", "singer_id", 1) + ")"
		}
		return q
	}
	from := func(n int) string {
		q := "SELECT name FROM singer"
		for range n - 1 {
			q = "SELECT * FROM (" + q + ")"
		}
		return q
	}
	cases := []struct {
		what   string
		query  string
		reject bool
	}{
		// 3 frames below, 1 per UNION term, 4 above: 993 terms fill 1000 frames.
		{"993 UNION terms", union(993), false},
		{"994 UNION terms", union(994), true},
		{"12,000 UNION terms", union(12000), true},
		// 4 frames per WHERE level after the first query's 1: 1 + 4*248 = 993.
		{"249 nested WHERE queries", where(249), false},
		{"250 nested WHERE queries", where(250), true},
		// 2 frames per FROM level: 1 + 2*496 = 993.
		{"497 nested FROM queries", from(497), false},
		{"498 nested FROM queries", from(498), true},
	}
	s := fixtureSchema()
	for _, c := range cases {
		q, err := Parse(c.query, s, TestSuite)
		if c.reject {
			if err == nil || !strings.Contains(err.Error(), "RecursionError") {
				t.Errorf("%s: error %v, want a RecursionError", c.what, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.what, err)
			continue
		}
		if _, err := json.Marshal(q.Tree()); err != nil && !strings.Contains(err.Error(), "nesting") {
			t.Errorf("%s: the tree does not serialise: %v", c.what, err)
		}
	}
}
