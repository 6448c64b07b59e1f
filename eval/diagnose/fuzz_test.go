package diagnose

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
	"github.com/spidereval/spidereval/eval/internal/tidbfront/tidbtest"
	"github.com/spidereval/spidereval/internal/fuzzing"
)

// fuzzSchema is concert_singer plus reserved words as names, so quoting retries run too.
var fuzzSchema = Schema{Tables: append(append([]Table(nil), concertSinger.Tables...),
	Table{Name: "match", Columns: []string{"rank", "from", "Dec", "show"}})}

// FuzzDiagnose runs every entry point on arbitrary SQL. Beyond not panicking, a diagnosis
// must be self-consistent (class, error and constructs agree; offsets lie in the text),
// equal when repeated (parsers are pooled), agree between Diagnose and DiagnoseSchema, and
// stay within the time the work bounds promise.
func FuzzDiagnose(f *testing.F) {
	for _, file := range []string{"testdata/diagnose.txt", "testdata/clauses.txt"} {
		for _, b := range readBlocks(f, file) {
			if _, ok := b.fields["sql"]; ok {
				f.Add(b.get("sql"))
			}
		}
	}
	for _, s := range []string{
		"SELECT 1" + strings.Repeat("0", 81),
		"SELECT count(*) FROM singer WHERE Age > 1." + strings.Repeat("9", 80),
		"select " + strings.TrimSuffix(strings.Repeat("1 + ", 200), " + "),
		"SELECT rank FROM match WHERE rank = = 1 AND from > 2",
		"SELECT Name FROM singer WHERE Age == 1 AND [Name] GLOB 'a*' ORDER BY Age NULLS LAST",
		"SELECT * FROM (SELECT * FROM singer) AS t WHERE NOT EXISTS (SELECT 1)",
		"",
	} {
		f.Add(s)
	}
	idents := fuzzSchema.Idents()
	f.Fuzz(func(t *testing.T, sql string) {
		start := time.Now()
		d := DiagnoseSchema(sql, fuzzSchema)
		checkDiagnosisShape(t, sql, d)
		if again := DiagnoseSchema(sql, fuzzSchema); !sameJSON(d, again) {
			t.Errorf("DiagnoseSchema(%q) changed when repeated:\n%s\n%s", sql, d, again)
		}
		plain := Diagnose(sql, idents)
		checkDiagnosisShape(t, sql, plain)
		if plain.Class != d.Class && !(plain.Class == ClassOK && d.Class != ClassSyntaxError && d.Class != ClassNotDiagnosed) {
			t.Errorf("Diagnose gives %s, DiagnoseSchema %s for %q", plain.Class, d.Class, sql)
		}
		cs, err := Clauses(sql, idents)
		switch {
		case strings.TrimSpace(sql) == "":
			if err != ErrEmpty {
				t.Errorf("Clauses(%q) error %v, want ErrEmpty", sql, err)
			}
		case len(sql) > tidbfront.MaxSQLBytes:
			if err == nil {
				t.Errorf("Clauses accepted %d bytes", len(sql))
			}
		case err != nil || len(cs) == 0:
			t.Errorf("Clauses(%q) = %v, %v", sql, cs, err)
		}
		p, perr := Pretty(sql, idents)
		if len(cs) > 0 && !cs[0].Fallback && (perr != nil || p == "") {
			t.Errorf("Clauses parsed %q but Pretty failed: %v", sql, perr)
		}
		if elapsed := time.Since(start); elapsed > 5*time.Second && fuzzing.Active() {
			t.Errorf("%d bytes took %v", len(sql), elapsed)
		}
	})
}

// checkDiagnosisShape checks the invariants of one diagnosis of sql.
func checkDiagnosisShape(t *testing.T, sql string, d Diagnosis) {
	t.Helper()
	switch d.Class {
	case ClassNotDiagnosed:
		if len(d.Notes) == 0 || d.Error != nil || len(d.Constructs)+len(d.Unknown) > 0 {
			t.Errorf("not_diagnosed %q: %+v", sql, d)
		}
		if strings.Contains(strings.Join(d.Notes, " "), "panic") && !tidbtest.HasHugeNumber(sql) {
			t.Errorf("the parser panicked on %q: %s", sql, d)
		}
	case ClassSyntaxError:
		if d.Error == nil {
			t.Errorf("syntax_error without an error for %q", sql)
		}
	case ClassOutsideGrammar:
		if d.Error != nil || len(d.Constructs) == 0 {
			t.Errorf("outside_grammar %q: %+v", sql, d)
		}
	case ClassUnknownIdentifier:
		if d.Error != nil || len(d.Constructs) > 0 || len(d.Unknown) == 0 {
			t.Errorf("unknown_identifier %q: %+v", sql, d)
		}
	case ClassOK:
		if d.Error != nil || len(d.Constructs)+len(d.Unknown) > 0 {
			t.Errorf("ok %q: %+v", sql, d)
		}
	default:
		t.Errorf("class %q for %q", d.Class, sql)
	}
	if e := d.Error; e != nil {
		if e.Offset < -1 || e.Offset > len(sql) {
			t.Errorf("error offset %d outside %d bytes of %q", e.Offset, len(sql), sql)
		} else if e.Offset >= 0 {
			// Near is empty for the synthetic "no statement" error.
			if l, c := lineColumn(sql, e.Offset); l != e.Line || c != e.Column || e.Near != "" && e.Near != excerpt(sql[e.Offset:], 40) {
				t.Errorf("error %+v of %q: want line %d column %d", e, sql, l, c)
			}
		}
	}
	for _, c := range append(append([]Construct(nil), d.Constructs...), d.Unknown...) {
		if ConstructLabel(c.Kind) == "" || c.Label == "" {
			t.Errorf("construct kind %q has no label (%q)", c.Kind, sql)
		}
		if c.Offset < -1 || c.Offset > len(sql) {
			t.Errorf("construct %+v: offset outside %d bytes of %q", c, len(sql), sql)
		}
		if utf8.RuneCountInString(c.Detail) > 81 {
			t.Errorf("construct detail of %d characters: %q", utf8.RuneCountInString(c.Detail), c.Detail)
		}
	}
}

// sameJSON reports whether two values marshal alike.
func sameJSON(a, b any) bool {
	ja, err1 := json.Marshal(a)
	jb, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && string(ja) == string(jb)
}
