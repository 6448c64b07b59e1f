package diagnose

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// TestClauses runs the cases of testdata/clauses.txt: sql (with \n escapes), optional
// idents (space separated), fallback (true when the keyword splitter must be used), and
// after "clauses:" one Clause.String() per line.
func TestClauses(t *testing.T) {
	n := 0
	for _, b := range readBlocks(t, "testdata/clauses.txt") {
		if _, ok := b.fields["sql"]; !ok {
			continue
		}
		n++
		sql := b.get("sql")
		t.Run(fmt.Sprintf("line%d", b.line), func(t *testing.T) {
			got, err := Clauses(sql, strings.Fields(b.fields["idents"]))
			if err != nil {
				t.Fatalf("Clauses(%q): %v", sql, err)
			}
			var lines []string
			for _, c := range got {
				lines = append(lines, c.String())
				if want := b.fields["fallback"] == "true"; c.Fallback != want {
					t.Errorf("%s\nclause %q fallback = %v, want %v", sql, c, c.Fallback, want)
				}
			}
			if g, w := strings.Join(lines, "\n"), strings.Join(b.tail, "\n"); g != w {
				t.Errorf("%s\ngot:\n%s\nwant:\n%s", sql, g, w)
			}
		})
	}
	if n < 15 {
		t.Errorf("only %d cases in testdata/clauses.txt", n)
	}
}

// TestClausesEmpty checks blank input.
func TestClausesEmpty(t *testing.T) {
	if _, err := Clauses(" \n", nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("Clauses(blank) error = %v, want ErrEmpty", err)
	}
}

// TestPretty checks the one-line rendering and its error path.
func TestPretty(t *testing.T) {
	cases := []struct{ sql, want string }{
		{"select COUNT(*) from singer as T1 join concert as T2 join stadium as T3 where T1.name = \"x\"",
			"SELECT count(*) FROM singer AS T1 JOIN concert AS T2 JOIN stadium AS T3 WHERE T1.name = 'x'"},
		{"SELECT a FROM t WHERE b IN (SELECT c FROM u JOIN v ON u.x = v.x JOIN w ON w.y = v.y)",
			"SELECT a FROM t WHERE b IN (SELECT c FROM u JOIN v ON u.x = v.x JOIN w ON w.y = v.y)"},
	}
	for _, c := range cases {
		got, err := Pretty(c.sql, nil)
		if err != nil || got != c.want {
			t.Errorf("Pretty(%q) = %q, %v; want %q", c.sql, got, err, c.want)
		}
	}
	if _, err := Pretty("SELECT a FROM", nil); err == nil {
		t.Error("Pretty of a broken query: no error")
	} else {
		var se *SyntaxError
		if !errors.As(err, &se) || se.Offset != len("SELECT a FROM") {
			t.Errorf("Pretty error = %v, want a SyntaxError at the end", err)
		}
	}
}
