package diagnose

import (
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
)

// concertSinger is the schema of Spider's concert_singer database.
var concertSinger = Schema{Tables: []Table{
	{Name: "stadium", Columns: []string{"Stadium_ID", "Location", "Name", "Capacity", "Highest", "Lowest", "Average"}},
	{Name: "singer", Columns: []string{"Singer_ID", "Name", "Country", "Song_Name", "Song_release_year", "Age", "Is_male"}},
	{Name: "concert", Columns: []string{"concert_ID", "concert_Name", "Theme", "Stadium_ID", "Year"}},
	{Name: "singer_in_concert", Columns: []string{"concert_ID", "Singer_ID"}},
}}

// allEntryPoints runs every exported function that parses sql, failing on a panic.
func allEntryPoints(t *testing.T, sql string) (Diagnosis, []Clause, error, string, error) {
	t.Helper()
	d := DiagnoseSchema(sql, concertSinger)
	if d2 := Diagnose(sql, concertSinger.Idents()); d2.String() != d.String() && d.Class != ClassUnknownIdentifier {
		t.Errorf("Diagnose %q and DiagnoseSchema %q differ", d2, d)
	}
	cs, cerr := Clauses(sql, concertSinger.Idents())
	p, perr := Pretty(sql, concertSinger.Idents())
	return d, cs, cerr, p, perr
}

// TestHugeNumbers reproduces a crash of the whole CLI: a prediction "SELECT 1" followed by
// 81 zeros made TiDB's test driver panic in its decimal code. Such literals are now read as
// the double MySQL makes of them, and a panic that still happens is a not_diagnosed verdict.
func TestHugeNumbers(t *testing.T) {
	zeros := func(n int) string { return strings.Repeat("0", n) }
	for _, c := range []struct {
		sql   string
		class Class
		note  string // substring of a note
	}{
		{"SELECT 1" + zeros(80), ClassOutsideGrammar, ""},  // 81 digits: always fine
		{"SELECT 1" + zeros(81), ClassOutsideGrammar, ""},  // 82 digits: used to panic
		{"SELECT 1." + zeros(80), ClassOutsideGrammar, ""}, // 81 fraction digits
		{"SELECT 0." + zeros(72) + "1", ClassOutsideGrammar, ""},
		{"SELECT count(*) FROM singer WHERE Age > 1" + zeros(100), ClassOK, ""},
		{"SELECT count(*) FROM singer WHERE Age > (1" + zeros(100) + ")", ClassOK, ""},
		{"SELECT count(*) FROM singer WHERE Age > 1" + zeros(400), ClassNotDiagnosed,
			"the SQL parser failed on this input (panic: This branch is not implemented.)"}, // beyond a double
		{"SELECT count(*) FROM singer WHERE Age > 1" + zeros(400) + " ORDER BY", ClassNotDiagnosed, "SQL parser failed"},
		{"SELECT /*! 1" + zeros(90) + " */ count(*) FROM singer", ClassNotDiagnosed, "SQL parser failed"}, // hidden from the tokenizer
	} {
		d, cs, cerr, _, perr := allEntryPoints(t, c.sql)
		if d.Class != c.class {
			t.Errorf("%.60s…: class %s, want %s (%s)", c.sql, d.Class, c.class, d)
		}
		if c.note != "" && !strings.Contains(strings.Join(d.Notes, "\n"), c.note) {
			t.Errorf("%.60s…: notes %q, want %q", c.sql, d.Notes, c.note)
		}
		if cerr != nil || len(cs) == 0 {
			t.Errorf("%.60s…: Clauses = %v, %v", c.sql, cs, cerr)
		}
		if c.class == ClassNotDiagnosed && (perr == nil || !strings.Contains(perr.Error(), "SQL parser failed")) {
			t.Errorf("%.60s…: Pretty error %v, want the parser failure", c.sql, perr)
		}
	}
	// The respelled literal keeps its value, and offsets still point into the original text.
	d := DiagnoseSchema("SELECT 1"+zeros(81)+" FROM singer WHERE Age = = 1", concertSinger)
	if d.Error == nil || d.Error.Near != "= 1" {
		t.Errorf("error %+v, want one near the second =", d.Error)
	}
	if p, err := Pretty("SELECT Name FROM singer WHERE Age > 1"+zeros(81), nil); err != nil || p != "SELECT Name FROM singer WHERE Age > 1e+81" {
		t.Errorf("Pretty = %q, %v", p, err)
	}
}

// TestRecoverDiagnosis checks the last line of defence: any panic becomes not_diagnosed.
func TestRecoverDiagnosis(t *testing.T) {
	d := func() (d Diagnosis) {
		defer recoverDiagnosis(&d)
		panic("index out of range. And more text")
	}()
	if d.Class != ClassNotDiagnosed || d.String() != "not_diagnosed: the SQL parser failed on this input (panic: index out of range.)" {
		t.Errorf("diagnosis after a panic: %s", d)
	}
}

// TestWorkBounds checks that long and deeply nested predictions finish quickly: each
// sub-expression of "1 + 1 + ... + 1" used to be re-printed (40 KB took over 100 s), and deep
// nesting is refused before any recursion, since Go cannot survive a stack overflow.
func TestWorkBounds(t *testing.T) {
	chain := func(n int) string { return strings.TrimSuffix(strings.Repeat("1 + ", n), " + ") }
	nested := func(n int, open, inner, close string) string {
		return strings.Repeat(open, n) + inner + strings.Repeat(close, n)
	}
	for _, c := range []struct {
		name, sql string
		class     Class
		note      string
	}{
		{"chain of 10,000 (40 KB)", "select " + chain(10000), ClassNotDiagnosed, "too large to diagnose: 40004 bytes"},
		{"chain of 990", "select " + chain(990), ClassNotDiagnosed, "too deeply nested to diagnose: more than 500 levels"},
		{"chain of 490", "select " + chain(490), ClassOutsideGrammar, ""}, // 120,000 nodes to re-print one by one
		{"chains of 199", strings.Repeat("select "+chain(199)+" union ", 4) + "select 1", ClassOutsideGrammar, ""},
		{"1,990 NOT", "SELECT Name FROM singer WHERE " + strings.Repeat("NOT ", 1990) + "Age = 1", ClassNotDiagnosed, "too deeply nested"},
		{"490 NOT", "SELECT Name FROM singer WHERE " + strings.Repeat("NOT ", 490) + "Age = 1", ClassOutsideGrammar, ""},
		{"490 IS NULL", "SELECT Name FROM singer WHERE Age" + strings.Repeat(" IS NULL", 490), ClassOutsideGrammar, ""},
		{"490 AND", "SELECT Name FROM singer WHERE " + strings.Repeat("Age = 1 AND ", 490) + "Age = 2", ClassOK, ""},
		{"660 JOIN", "SELECT Name FROM singer" + strings.Repeat(" JOIN singer", 660), ClassNotDiagnosed, "too deeply nested"},
		{"5,000 parentheses", "SELECT " + nested(5000, "(", "1", ")"), ClassNotDiagnosed, "too large to diagnose"},
		{"200 unclosed parentheses", "SELECT " + strings.Repeat("(", 200) + "1", ClassNotDiagnosed, "too deeply nested"},
		{"100 parentheses", "SELECT Name FROM singer WHERE Age = " + nested(100, "(", "1", ")"), ClassOK, ""},
		{"2,000 nested subqueries", nested(2000, "SELECT Name FROM singer WHERE Age IN (", "SELECT 1", ")"), ClassNotDiagnosed, "too large to diagnose"},
		{"150 nested subqueries", nested(150, "SELECT Name FROM singer WHERE Age IN (", "SELECT Age FROM singer", ")"), ClassNotDiagnosed, "too deeply nested to diagnose: 150 levels"},
		{"60 nested subqueries", nested(60, "SELECT Name FROM singer WHERE Age IN (", "SELECT Age FROM singer", ")"), ClassOK, ""},
		{"99 nested FROM subqueries", nested(99, "SELECT Name FROM (", "SELECT Name FROM singer", ")"), ClassUnknownIdentifier, ""},
		{"12,000 UNION", strings.Repeat("SELECT Name FROM singer UNION ", 11999) + "SELECT Name FROM singer", ClassNotDiagnosed, "too large to diagnose"},
		{"390 UNION", strings.Repeat("SELECT Name FROM singer UNION ", 389) + "SELECT Name FROM singer", ClassOK, ""},
		{"UNION and INTERSECT", strings.Repeat("SELECT Name FROM singer UNION SELECT Name FROM singer INTERSECT ", 190) + "SELECT Name FROM singer", ClassOK, ""},
		{"unclosed max(", "SELECT " + strings.Repeat("max( ", 99) + strings.Repeat("Age, ", 900), ClassSyntaxError, ""},
		{"many FROM", "SELECT Name " + strings.Repeat("FROM ", 1990), ClassSyntaxError, ""},
		{"1 MB string", "SELECT '" + strings.Repeat("x", 1<<20) + "'", ClassNotDiagnosed, "too large to diagnose: 1048585 bytes"},
		// Text that is a comment to the tokenizer but parsed by TiDB is counted too.
		{"NOT chain in /*! */", "SELECT Name FROM singer WHERE /*! " + strings.Repeat("NOT ", 5000) + " */ Age = 1", ClassNotDiagnosed, "too large to diagnose"},
		{"20,000 minus signs", "SELECT Name FROM singer WHERE Age = " + strings.Repeat("-", 20000) + "1", ClassNotDiagnosed, "too large to diagnose: 20008 tokens"},
	} {
		start := time.Now()
		d, cs, cerr, _, _ := allEntryPoints(t, c.sql)
		elapsed := time.Since(start)
		if d.Class != c.class {
			t.Errorf("%s: class %s, want %s (%.200s)", c.name, d.Class, c.class, d)
		}
		if c.note != "" && !strings.Contains(strings.Join(d.Notes, "\n"), c.note) {
			t.Errorf("%s: notes %q, want %q", c.name, d.Notes, c.note)
		}
		if cerr == nil && len(cs) == 0 {
			t.Errorf("%s: Clauses returned nothing", c.name)
		}
		t.Logf("%s: %v for Diagnose, DiagnoseSchema, Clauses and Pretty", c.name, elapsed)
	}
}

// TestRenderBudget runs the checks on a chain beyond the work bounds: re-printing each of
// its 3,000 nested sums for its detail took over 10 s; the render budget keeps it linear.
func TestRenderBudget(t *testing.T) {
	if runtime.GOARCH == "wasm" {
		t.Skip("3,000 levels of recursion are beyond a WebAssembly stack: the bounds exist for that")
	}
	sql := "select " + strings.TrimSuffix(strings.Repeat("1 + ", 3000), " + ")
	pp := tidbfront.GetParser()
	defer pp.Release()
	res := parseWithQuoting(pp, sql, nil, nil)
	if res.err != nil {
		t.Fatal(res.err)
	}
	start := time.Now()
	constructs, _ := analyse(res, tidbfront.Tokenize(sql), nil, nil)
	t.Logf("the checks took %v", time.Since(start))
	if !slices.ContainsFunc(constructs, func(c Construct) bool { return c.Kind == "arithmetic_chain" }) {
		t.Errorf("constructs %v lack arithmetic_chain", constructs)
	}
}

// TestExcerpt checks the single-pass excerpt against its definition: whitespace runs
// collapsed, at most n characters, an ellipsis when cut.
func TestExcerpt(t *testing.T) {
	for _, c := range []struct {
		in   string
		n    int
		want string
	}{
		{"  a  b  ", 3, "a b"},
		{"a  b c", 3, "a b…"},
		{"ab cd", 3, "ab …"},
		{"ab cd", 4, "ab c…"},
		{"ab  \n", 2, "ab"},
		{"é\xffx", 2, "é\ufffd…"},
		{"é\xff", 2, "é\xff"},
		{"", 5, ""},
	} {
		if got := excerpt(c.in, c.n); got != c.want {
			t.Errorf("excerpt(%q, %d) = %q, want %q", c.in, c.n, got, c.want)
		}
	}
}
