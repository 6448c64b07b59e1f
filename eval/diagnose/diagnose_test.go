package diagnose

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestDiagnose runs the cases of testdata/diagnose.txt. Keys of a case: sql (with \n
// escapes), db (a schema block's name: use DiagnoseSchema) or idents (space separated: use
// Diagnose), class, kinds (the exact set, "-" for none), and optionally error (line:column),
// near (prefix of the text at the error), note (substring of a note), quoted (exact set),
// offset (kind=byte offset, ...) and detail (kind=substring, ...).
func TestDiagnose(t *testing.T) {
	blocks := readBlocks(t, "testdata/diagnose.txt")
	schemas := map[string]Schema{}
	for _, b := range blocks {
		if name, ok := b.fields["schema"]; ok {
			schemas[name] = parseSchemaSpec(t, b.fields["tables"])
		}
	}
	n := 0
	for _, b := range blocks {
		if _, ok := b.fields["sql"]; !ok {
			continue
		}
		n++
		sql := b.get("sql")
		t.Run(fmt.Sprintf("line%d", b.line), func(t *testing.T) {
			var d Diagnosis
			if db := b.fields["db"]; db != "" {
				s, ok := schemas[db]
				if !ok {
					t.Fatalf("unknown schema %q", db)
				}
				d = DiagnoseSchema(sql, s)
			} else {
				d = Diagnose(sql, strings.Fields(b.fields["idents"]))
			}
			checkDiagnosis(t, b, sql, d)
		})
	}
	if n < 50 {
		t.Errorf("only %d cases in testdata/diagnose.txt", n)
	}
}

// checkDiagnosis compares a diagnosis with the expectations of one case.
func checkDiagnosis(t *testing.T, b caseBlock, sql string, d Diagnosis) {
	t.Helper()
	if want := Class(b.fields["class"]); d.Class != want {
		t.Errorf("%s\nclass = %s, want %s (diagnosis %+v)", sql, d.Class, want, d)
	}
	wantKinds := strings.Fields(b.fields["kinds"])
	if len(wantKinds) == 1 && wantKinds[0] == "-" {
		wantKinds = nil
	}
	if got := sortedSet(d.Kinds()); !slices.Equal(got, sortedSet(wantKinds)) {
		t.Errorf("%s\nkinds = %v, want %v\nconstructs: %+v\nunknown: %+v", sql, got, sortedSet(wantKinds), d.Constructs, d.Unknown)
	}
	if pos := b.fields["error"]; pos != "" {
		if d.Error == nil {
			t.Fatalf("%s\nno error, want one at %s", sql, pos)
		}
		if got := fmt.Sprintf("%d:%d", d.Error.Line, d.Error.Column); got != pos {
			t.Errorf("%s\nerror at %s, want %s (%+v)", sql, got, pos, d.Error)
		}
		line, col := lineColumn(sql, d.Error.Offset)
		if line != d.Error.Line || col != d.Error.Column {
			t.Errorf("error offset %d is %d:%d, reported %d:%d", d.Error.Offset, line, col, d.Error.Line, d.Error.Column)
		}
	}
	if near := b.get("near"); near != "" && (d.Error == nil || !strings.HasPrefix(d.Error.Near, near)) {
		t.Errorf("%s\nerror near %q, want prefix %q", sql, errNear(d), near)
	}
	if note := b.fields["note"]; note != "" && !slices.ContainsFunc(d.Notes, func(s string) bool { return strings.Contains(s, note) }) {
		t.Errorf("%s\nnotes %q lack %q", sql, d.Notes, note)
	}
	if q, ok := b.fields["quoted"]; ok {
		if got, want := sortedSet(d.Quoted), sortedSet(strings.Fields(q)); !slices.Equal(got, want) {
			t.Errorf("%s\nquoted = %v, want %v", sql, got, want)
		}
	}
	all := append(append([]Construct(nil), d.Constructs...), d.Unknown...)
	for _, pair := range splitPairs(b.fields["offset"]) {
		want, err := strconv.Atoi(pair[1])
		if err != nil {
			t.Fatalf("bad offset %q", pair[1])
		}
		if !slices.ContainsFunc(all, func(c Construct) bool { return c.Kind == pair[0] && c.Offset == want }) {
			t.Errorf("%s\nno %s at offset %d in %+v", sql, pair[0], want, all)
		}
	}
	for _, pair := range splitPairs(b.fields["detail"]) {
		if !slices.ContainsFunc(all, func(c Construct) bool { return c.Kind == pair[0] && strings.Contains(c.Detail, pair[1]) }) {
			t.Errorf("%s\nno %s with detail containing %q in %+v", sql, pair[0], pair[1], all)
		}
	}
}

// errNear returns the error excerpt of a diagnosis, if any.
func errNear(d Diagnosis) string {
	if d.Error == nil {
		return ""
	}
	return d.Error.Near
}

// splitPairs reads "k=v, k=v" (values may contain spaces but not commas).
func splitPairs(s string) [][2]string {
	var out [][2]string
	for _, p := range strings.Split(s, ",") {
		if k, v, ok := strings.Cut(strings.TrimSpace(p), "="); ok {
			out = append(out, [2]string{strings.TrimSpace(k), strings.TrimSpace(v)})
		}
	}
	return out
}

// sortedSet returns the distinct values of s, sorted.
func sortedSet(s []string) []string {
	out := slices.Clone(s)
	slices.Sort(out)
	return slices.Compact(out)
}

// TestDiagnoseEmpty checks blank input.
func TestDiagnoseEmpty(t *testing.T) {
	for _, sql := range []string{"", "  \n ", "-- just a comment"} {
		if d := Diagnose(sql, nil); d.Class != ClassSyntaxError || d.Error == nil {
			t.Errorf("Diagnose(%q) = %+v, want syntax_error", sql, d)
		}
	}
}

// TestConstructLabels checks every kind has a label and the listings are sorted.
func TestConstructLabels(t *testing.T) {
	for _, list := range [][]string{ConstructKinds(), UnknownKinds()} {
		if !slices.IsSorted(list) || len(list) == 0 {
			t.Errorf("kinds not sorted or empty: %v", list)
		}
		for _, k := range list {
			if ConstructLabel(k) == "" {
				t.Errorf("kind %s has no label", k)
			}
		}
	}
	if ConstructLabel("no_such_kind") != "" {
		t.Error("label for an unknown kind")
	}
}
