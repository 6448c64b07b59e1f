package spiderql

import (
	"bufio"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval/schema"
)

func fixtureSchema() *schema.Schema {
	return schema.New("fixture", []string{"singer", "concert", "stadium"}, [][]string{
		{"singer_id", "name", "age", "country"},
		{"concert_id", "singer_id", "year"},
		{"stadium_id", "name"},
	})
}

func TestParseCases(t *testing.T) {
	f, err := os.Open("testdata/parse.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := fixtureSchema()
	sc := bufio.NewScanner(f)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		parts := strings.Split(text, " | ")
		for i := range parts {
			parts[i] = strings.TrimSpace(parts[i])
		}
		d := TestSuite
		if parts[0] == "spider" {
			d = Spider
		}
		q, err := Parse(parts[1], s, d)
		switch want := parts[2]; {
		case want == "ok":
			if err != nil {
				t.Errorf("line %d: Parse(%q): %v", line, parts[1], err)
				continue
			}
			if len(parts) > 3 {
				b, _ := json.Marshal(q)
				if !strings.Contains(string(b), parts[3]) {
					t.Errorf("line %d: Parse(%q) = %s\n want it to contain %s", line, parts[1], b, parts[3])
				}
			}
		case want == "error":
			if err == nil {
				t.Errorf("line %d: Parse(%q) accepted, want a rejection", line, parts[1])
			}
		default:
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("line %d: Parse(%q) error = %v, want it to mention %q", line, parts[1], err, want)
			}
		}
	}
}

// TestParseErrorPosition: a rejection names the token the parser was
// reading, in the reference tokenizer's tokens (1-based), a nested value's
// included; past the end is len+1.
func TestParseErrorPosition(t *testing.T) {
	cases := []struct {
		sql   string
		token int
		near  string
	}{
		{"SELECT count(DISTINCT(name)) FROM singer", 5, "("},
		{"SELECT name FROM singer WHERE age = NULL AND name = 'x'", 8, "null"},
		{"SELECT name FROM singer WHERE age > 1 - 1", 9, "-"},
		{"SELECT name FROM singer WHERE age =", 8, ""},
		{"SELECT name FROM singer WHERE name = 'x", 0, ""}, // the tokenizer's quote error
	}
	s := fixtureSchema()
	for _, c := range cases {
		_, err := Parse(c.sql, s, TestSuite)
		pe, ok := err.(*ParseError)
		if !ok {
			t.Errorf("%q: error %v, want a *ParseError", c.sql, err)
			continue
		}
		if pe.Token != c.token || pe.Near != c.near {
			t.Errorf("%q: token %d %q, want %d %q (%s)", c.sql, pe.Token, pe.Near, c.token, c.near, pe.Msg)
		}
	}
}

// TestPythonLowerNames: names are lower-cased with Python's str.lower, so
// a prediction's "il" does not name a table İL (the reference's "i̇l"), and
// Greek final sigma agrees (each checked with the reference's get_sql on
// a database of these tables: {'i̇l': [], 'roads': ['οδος']}).
func TestPythonLowerNames(t *testing.T) {
	s := schema.New("il", []string{"İL", "Roads"}, [][]string{nil, {"ΟΔΟΣ"}})
	cases := []struct {
		sql string
		err string // "" when accepted
	}{
		{"SELECT id FROM il", "KeyError: 'il'"},
		{"SELECT count(*) FROM İL", ""},
		{"SELECT ΟΔΟΣ FROM Roads", ""},
	}
	for _, c := range cases {
		_, err := Parse(c.sql, s, TestSuite)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != c.err {
			t.Errorf("%q: error %q, want %q", c.sql, got, c.err)
		}
	}
}
