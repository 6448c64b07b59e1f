package dataset

import (
	"strings"
	"testing"
)

func TestExtractSQL(t *testing.T) {
	cases := []struct {
		in, want string
		changed  bool
	}{
		{"SELECT count(*) FROM singer", "SELECT count(*) FROM singer", false},
		{"SELECT count(*)\n  FROM singer", "SELECT count(*) FROM singer", false},
		{"SELECT count(*) FROM singer;", "SELECT count(*) FROM singer", true},
		{"```sql\nSELECT name FROM singer\nWHERE age > 30;\n```", "SELECT name FROM singer WHERE age > 30", true},
		{"```\nSELECT 1\n```", "SELECT 1", true},
		{"Here is the query:\n```SQL\nSELECT a FROM t\n```\nIt counts rows.", "SELECT a FROM t", true},
		{"To answer this, we select names. SELECT name FROM singer; This lists all names.", "SELECT name FROM singer", true},
		{"The answer: WITH x AS (SELECT 1) SELECT * FROM x", "WITH x AS (SELECT 1) SELECT * FROM x", true},
		{"SELECT name FROM singer WHERE name = 'a;b'; -- done", "SELECT name FROM singer WHERE name = 'a;b'", true},
		{"I cannot answer that.", "I cannot answer that.", false},
		{"", "", false},
		{"select distinct name from singer", "select distinct name from singer", false},
	}
	for _, c := range cases {
		got, changed := ExtractSQL(c.in)
		if got != c.want || changed != c.changed {
			t.Errorf("ExtractSQL(%q) = %q, %v; want %q, %v", c.in, got, changed, c.want, c.changed)
		}
	}
}

// FuzzExtractSQL: any text gives one line, no longer than the text, and
// extracting again keeps a query that has no semicolon the same.
func FuzzExtractSQL(f *testing.F) {
	for _, s := range []string{"```sql\nSELECT 1;\n```", "Answer: SELECT a FROM t; done", "select 'a;b' from t", "WITH x AS (SELECT 1) SELECT * FROM x", "`"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got, _ := ExtractSQL(text)
		if strings.ContainsAny(got, "\n\r") || len(got) > len(text) {
			t.Fatalf("ExtractSQL(%q) = %q", text, got)
		}
	})
}
