package exec

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/internal/datakit"
)

// rewriteCase is one hand-written query with the outputs the reference's
// remove_distinct and value extraction give for it (recorded once with
// python-sqlparse 0.4.2); *Err fields name the exception raised instead.
type rewriteCase struct {
	In    string   `json:"in"`
	RD    string   `json:"rd"`
	RDErr string   `json:"rd_err"`
	Toks  []string `json:"toks"`
	Vals  []string `json:"vals"`
	EVErr string   `json:"ev_err"`
}

func TestRewriteCases(t *testing.T) {
	raw, err := os.ReadFile("testdata/rewrite_cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []rewriteCase
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		rd, err := RemoveDistinct(c.In)
		switch {
		case c.RDErr != "" && err == nil:
			t.Errorf("RemoveDistinct(%q) = %q, want an error (%s)", c.In, rd, c.RDErr)
		case c.RDErr == "" && err != nil:
			t.Errorf("RemoveDistinct(%q): %v, want %q", c.In, err, c.RD)
		case c.RDErr == "" && rd != c.RD:
			t.Errorf("RemoveDistinct(%q) = %q, want %q", c.In, rd, c.RD)
		}
		tpl, err := ExtractValues(c.In)
		if c.EVErr != "" {
			if err == nil {
				t.Errorf("ExtractValues(%q) = %q, want an error (%s)", c.In, tpl.Tokens, c.EVErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("ExtractValues(%q): %v", c.In, err)
			continue
		}
		vals := slices.Clone(tpl.Values)
		slices.Sort(vals)
		if !slices.Equal(tpl.Tokens, c.Toks) || !slices.Equal(vals, append([]string{}, c.Vals...)) {
			t.Errorf("ExtractValues(%q)\n got  %q %q\n want %q %q", c.In, tpl.Tokens, vals, c.Toks, c.Vals)
		}
	}
}

func TestPostprocess(t *testing.T) {
	for in, want := range map[string]string{
		"a > = 1 AND b < = 2 AND c ! = 3": "a >= 1 AND b <= 2 AND c != 3",
		"a >  = 1":                        "a >  = 1",
		"a > == 1":                        "a >== 1",
		"no change":                       "no change",
	} {
		if got := Postprocess(in); got != want {
			t.Errorf("Postprocess(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestReplaceCurYear(t *testing.T) {
	for in, want := range map[string]string{
		"SELECT YEAR(CURDATE()) - age FROM t":       "SELECT 2020- age FROM t",
		"select year ( curdate ( ) )  > 1":          "select 2020> 1",
		"SELECT YEAR(CURDATE()), YEAR(CURDATE()) x": "SELECT 2020, 2020x",
		"SELECT YEAR(now())":                        "SELECT YEAR(now())",
		"SELECT Year(CurDate())":                    "SELECT 2020",
		"SELECT YEAR(CURDAT())":                     "SELECT YEAR(CURDAT())",
		"SELECT 'curdate' ":                         "SELECT 'curdate' ",
		"YEAR(CURDATE())":                           "2020",
	} {
		if got := ReplaceCurYear(in); got != want {
			t.Errorf("ReplaceCurYear(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestValueToOne(t *testing.T) {
	if got := ValueToOne("SELECT avg(value) FROM t WHERE x = value AND Value = 2"); got != "SELECT avg(1) FROM t WHERE x = 1 AND Value = 2" {
		t.Errorf("ValueToOne = %q", got)
	}
}

func TestPlugCandidates(t *testing.T) {
	gold := `SELECT name FROM t WHERE age > 30 AND city = "Paris"`
	pred := `SELECT name FROM t WHERE age > 1 AND city = 'x'`
	n, seq, err := PlugCandidates(gold, pred)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for q := range seq {
		got = append(got, q)
	}
	want := []string{
		`select name from t where age > 30 and city = 30`,
		`select name from t where age > 30 and city = "Paris"`,
		`select name from t where age > "Paris" and city = 30`,
		`select name from t where age > "Paris" and city = "Paris"`,
	}
	slices.Sort(got)
	slices.Sort(want)
	if n != 4 || !slices.Equal(got, want) {
		t.Errorf("PlugCandidates = %d %q, want 4 %q", n, got, want)
	}

	// No slot: the single candidate is the re-spaced, lower-cased prediction.
	n, seq, _ = PlugCandidates(gold, "SELECT Name FROM T")
	got = nil
	for q := range seq {
		got = append(got, q)
	}
	if n != 1 || !slices.Equal(got, []string{"select name from t"}) {
		t.Errorf("no-slot candidates = %d %q", n, got)
	}

	// Slots but no gold value: no candidate.
	n, seq, _ = PlugCandidates("SELECT a FROM t", "SELECT a FROM t WHERE b = 2")
	got = nil
	for q := range seq {
		got = append(got, q)
	}
	if n != 0 || len(got) != 0 {
		t.Errorf("no-value candidates = %d %q", n, got)
	}
}

// TestPlainStatement: the texts RemoveDistinct returns without lexing are
// exactly what lexing them gives, on the kit's queries and on edge cases.
func TestPlainStatement(t *testing.T) {
	texts := []string{"SELECT 1", "  SELECT a FROM t  ", "-- comment only", "/* c */", "select x from t where y = 'a;b'",
		"SELECT DISTINCT a FROM t", "SELECT a FROM t; SELECT b", " \t\r\n", "", "SELECT 'é'", "SELECT a\x1c", "select distinctive from t",
		"SELECT count(*) FROM (SELECT 1)", "SELECT \"x\" FROM t -- c\n"}
	if kit := datakit.Dir(); kit != "" {
		for _, f := range []string{"spider/dev_gold.sql", "predictions/spider_dev.graphix_t5.sql", "predictions/spider_dev.gpt4_zeroshot.sql"} {
			data, err := os.ReadFile(filepath.Join(kit, filepath.FromSlash(f)))
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range strings.Split(string(data), "\n") {
				sql, _, _ := strings.Cut(l, "\t")
				texts = append(texts, sql)
			}
		}
	}
	plain := 0
	for _, s := range texts {
		if !plainStatement(s) {
			continue
		}
		plain++
		if out, err := removeDistinct(s); err != nil || out != s {
			t.Errorf("%q is taken as plain, but lexing gives %q, %v", s, out, err)
		}
	}
	if plain < len(texts)/2 {
		t.Errorf("only %d of %d texts taken as plain", plain, len(texts))
	}
}

// BenchmarkRemoveDistinctManyStrings is issue 26's long OR line with
// DISTINCT: sqlparse's quoted-string rule ran over the rest of the query
// at every string.
func BenchmarkRemoveDistinctManyStrings(b *testing.B) {
	var sb strings.Builder
	sb.WriteString("SELECT count(DISTINCT name) FROM singer WHERE name = 'x'")
	for range 7200 {
		sb.WriteString(" OR name = 'y'")
	}
	q := sb.String()
	for b.Loop() {
		if _, err := RemoveDistinct(q); err != nil {
			b.Fatal(err)
		}
	}
}
