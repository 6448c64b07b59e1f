package extended

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/spidereval/spidereval/eval/spiderql"
)

// TestHugeNumbers checks literals too wide for TiDB's test-driver decimal, which panics on
// them: up to a double's range they are read as that double, beyond it the panic is an error.
func TestHugeNumbers(t *testing.T) {
	s := fixtureSchema()
	zeros := strings.Repeat("0", 81)
	q, _, err := Parse("SELECT name FROM singer WHERE age > 1"+zeros, s, spiderql.TestSuite)
	if err != nil {
		t.Fatalf("82-digit literal: %v", err)
	}
	if v := q.Where.Units[0].Val1; v.Kind != spiderql.NumberValue || v.Num != 1e81 {
		t.Errorf("82-digit literal lowered to %+v, want 1e81", v)
	}
	q, _, err = Parse("SELECT name FROM singer WHERE age > 1."+zeros+"5", s, spiderql.TestSuite)
	if err != nil || q.Where.Units[0].Val1.Num != 1 {
		t.Errorf("82 fraction digits: %v, %v", q, err)
	}
	var u *UnsupportedError
	if _, _, err := Parse("SELECT 1"+zeros, s, spiderql.TestSuite); !errors.As(err, &u) || u.Construct != "no_from" {
		t.Errorf("SELECT 1e81: error %v, want unsupported no_from", err)
	}
	for _, sql := range []string{
		"SELECT name FROM singer WHERE age > 1" + strings.Repeat("0", 400),
		"SELECT name FROM singer WHERE age > 1" + strings.Repeat("0", 400) + " ORDER BY",
		"SELECT /*! 1" + zeros + " */ name FROM singer",
	} {
		_, _, err := Parse(sql, s, spiderql.TestSuite)
		var pe *PanicError
		if !errors.As(err, &pe) || !strings.Contains(err.Error(), "the SQL parser failed on this input (panic: This branch is not implemented.)") {
			t.Errorf("%.50s…: error %v, want the parser failure", sql, err)
		}
		// The Spider grammar may accept the prediction, and then no lowering is needed.
		_, exts, err := exactMatch(sql, "SELECT count(*) FROM singer", s, nil, spiderql.TestSuite)
		if err != nil && !errors.As(err, &pe) || err == nil && exts != nil {
			t.Errorf("ExactMatch %.50s…: %v, %v, want the official verdict or the parser failure", sql, exts, err)
		}
	}
}

// TestWorkBounds checks that long and deeply nested queries are refused or lowered quickly,
// before any recursion deep enough to exhaust a stack.
func TestWorkBounds(t *testing.T) {
	s := fixtureSchema()
	chain := func(n int, sep string) string { return strings.TrimSuffix(strings.Repeat("1"+sep, n), sep) }
	nested := func(n int, open, inner, close string) string {
		return strings.Repeat(open, n) + inner + strings.Repeat(close, n)
	}
	for _, c := range []struct {
		name, sql string
		err       string // substring of the error, "" for none
	}{
		{"chain of 10,000 (40 KB)", "select " + chain(10000, " + "), "too large to lower: 40004 bytes (limit 32768)"},
		{"chain of 990", "SELECT name FROM singer WHERE age = " + chain(990, " + "), "too deeply nested to lower: more than 500 levels"},
		{"chain of 490", "SELECT name FROM singer WHERE age = " + chain(490, " + "), "expression_right"},
		{"1,990 NOT", "SELECT name FROM singer WHERE " + strings.Repeat("NOT ", 1990) + "age IN (1)", "too deeply nested"},
		{"490 NOT", "SELECT name FROM singer WHERE " + strings.Repeat("NOT ", 490) + "age IN (1)", ""},
		{"490 AND", "SELECT name FROM singer WHERE " + strings.Repeat("age = 1 AND ", 490) + "age = 1", ""},
		{"660 JOIN", "SELECT name FROM singer" + strings.Repeat(" JOIN singer", 660), "too deeply nested"},
		{"490 JOIN", "SELECT name FROM singer" + strings.Repeat(" JOIN concert", 490), ""},
		{"IN list of 990", "SELECT name FROM singer WHERE age IN (" + chain(990, ", ") + ")", ""},
		{"5,000 parentheses", "SELECT " + nested(5000, "(", "1", ")"), "too large to lower"},
		{"200 unclosed parentheses", "SELECT " + strings.Repeat("(", 200) + "1", "too deeply nested to lower: 200 levels"},
		{"99 nested conditions", "SELECT name FROM singer WHERE " + nested(99, "(age = 1 AND ", "age = 2", ")"), ""},
		{"2,000 nested subqueries", nested(2000, "SELECT name FROM singer WHERE age IN (", "SELECT 1", ")"), "too large to lower"},
		{"60 nested subqueries", nested(60, "SELECT name FROM singer WHERE age IN (", "SELECT age FROM singer", ")"), ""},
		{"99 nested FROM subqueries", nested(99, "SELECT name FROM (", "SELECT name FROM singer", ")"), "subquery_column"},
		{"12,000 UNION", strings.Repeat("SELECT name FROM singer UNION ", 11999) + "SELECT name FROM singer", "too large to lower"},
		{"390 UNION", strings.Repeat("SELECT name FROM singer UNION ", 389) + "SELECT name FROM singer", ""},
		{"trailing text", "SELECT name FROM singer " + strings.Repeat("x ", 1900), ""},
		{"1 MB string", "SELECT '" + strings.Repeat("x", 1<<20) + "'", "too large to lower"},
		// Text that is a comment to the tokenizer but parsed by TiDB is counted too.
		{"20,000 minus signs", "SELECT name FROM singer WHERE age = " + strings.Repeat("-", 20000) + "1", "too large to lower: 20008 tokens"},
		{"NOT chain in /*! */", "SELECT name FROM singer WHERE /*! " + strings.Repeat("NOT ", 5000) + " */ age IN (1)", "too large to lower"},
		{"comments", "SELECT name -- the name\nFROM singer /* the table */ WHERE age = 1", ""},
	} {
		start := time.Now()
		_, _, err := Parse(c.sql, s, spiderql.TestSuite)
		elapsed := time.Since(start)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: %.200v", c.name, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: error %.200v, want %q", c.name, err, c.err)
		}
		var le *LimitError
		if strings.Contains(c.err, "to lower") && !errors.As(err, &le) {
			t.Errorf("%s: %T, want a *LimitError", c.name, err)
		}
		t.Logf("%s: Parse took %v", c.name, elapsed) // the bounds' speed is make bench's, not a test's
	}
}
