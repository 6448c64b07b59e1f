package exec

import (
	"slices"
	"strings"

	"github.com/spidereval/spidereval/eval/exec/internal/sqllex"
)

// StrictFlag names one way an answer the reference calls right is not
// the gold's answer under a strict comparison. The flags are
// spidereval's own: they never change an official verdict.
type StrictFlag string

// The strict flags, in report order.
const (
	// StrictDuplicates: the rows are equal as sets but not as multisets
	// (a row repeated more or fewer times, or a different row count).
	StrictDuplicates StrictFlag = "duplicates"
	// StrictBothEmpty: both queries return no row (on every database
	// compared), so any column list and any condition would have passed.
	StrictBothEmpty StrictFlag = "both_empty"
	// StrictOrder: the gold has a top-level ORDER BY and the prediction's
	// distinct rows come in another order.
	StrictOrder StrictFlag = "order"
	// StrictColumns: the column counts differ, or the rows are equal only
	// after the prediction's columns are re-aligned with the gold's.
	StrictColumns StrictFlag = "columns"
	// StrictFloat: the rows are equal only because Python's equality
	// ignores the type of a number (3 and 3.0).
	StrictFloat StrictFlag = "float"
)

// StrictFlags lists every flag in report order.
var StrictFlags = []StrictFlag{StrictDuplicates, StrictBothEmpty, StrictOrder, StrictColumns, StrictFloat}

// Strict judges one database's pair of results the reference has already
// called equal. Columns are compared by position; when the positional
// comparison fails only StrictColumns (and StrictBothEmpty) can be
// judged, as no other alignment is tried. goldOrdered is
// TopLevelOrderBy of the gold. The flags come in report order; nil when
// the results are strictly equal.
func Strict(gold, pred *Result, goldOrdered bool) []StrictFlag {
	g, p := rowsOf(gold), rowsOf(pred)
	var out []StrictFlag
	gw, pw := width(gold), width(pred)
	if len(g) == 0 && len(p) == 0 {
		out = append(out, StrictBothEmpty)
		if gw != pw {
			out = append(out, StrictColumns)
		}
		return sortFlags(out)
	}
	if len(g) != len(p) {
		out = append(out, StrictDuplicates)
	}
	gk, pk := rowKeys(g, false), rowKeys(p, false)
	if gw != pw || !sameSet(gk, pk) {
		return sortFlags(append(out, StrictColumns))
	}
	if !sameBag(gk, pk) {
		out = append(out, StrictDuplicates)
	}
	if goldOrdered && !slices.Equal(firstOccurrences(gk), firstOccurrences(pk)) {
		out = append(out, StrictOrder)
	}
	// Types matter only where a float may stand for an int.
	if (hasFloat(g) || hasFloat(p)) && !sameSet(rowKeys(g, true), rowKeys(p, true)) {
		out = append(out, StrictFloat)
	}
	return sortFlags(out)
}

// MergeStrict is the union of flags judged on several databases, in report
// order: StrictBothEmpty only when every database had it.
func MergeStrict(perDB [][]StrictFlag) []StrictFlag {
	var out []StrictFlag
	empty := len(perDB) > 0
	for _, fs := range perDB {
		has := false
		for _, f := range fs {
			if f == StrictBothEmpty {
				has = true
				continue
			}
			out = append(out, f)
		}
		empty = empty && has
	}
	if empty {
		out = append(out, StrictBothEmpty)
	}
	return sortFlags(out)
}

// sortFlags returns the distinct flags of fs in report order.
func sortFlags(fs []StrictFlag) []StrictFlag {
	var out []StrictFlag
	for _, f := range StrictFlags {
		for _, g := range fs {
			if g == f {
				out = append(out, f)
				break
			}
		}
	}
	return out
}

// width is the result's column count (its first row's when it names none).
func width(r *Result) int {
	if r == nil {
		return 0
	}
	if len(r.Columns) > 0 || len(r.Rows) == 0 {
		return len(r.Columns)
	}
	return len(r.Rows[0])
}

// rowKeys are keys under which Python-equal rows coincide; with typed, an
// int and a float of the same value differ.
func rowKeys(rows []Row, typed bool) []string {
	out := make([]string, len(rows))
	var b []byte
	for i, r := range rows {
		b = b[:0]
		for _, v := range r {
			if typed {
				b = append(b, byte(v.Kind))
			}
			b = v.canon().appendKey(b)
		}
		out[i] = string(b)
	}
	return out
}

func hasFloat(rows []Row) bool {
	for _, r := range rows {
		for _, v := range r {
			if v.Kind == Float {
				return true
			}
		}
	}
	return false
}

// sameSet compares two lists of row keys as sets.
func sameSet(g, p []string) bool {
	gs := make(map[string]struct{}, len(g))
	for _, k := range g {
		gs[k] = struct{}{}
	}
	ps := make(map[string]struct{}, len(gs))
	for _, k := range p {
		if _, ok := gs[k]; !ok {
			return false
		}
		ps[k] = struct{}{}
	}
	return len(ps) == len(gs)
}

// sameBag compares two lists of row keys as multisets.
func sameBag(g, p []string) bool {
	if len(g) != len(p) {
		return false
	}
	n := make(map[string]int, len(g))
	for _, k := range g {
		n[k]++
	}
	for _, k := range p {
		if n[k] == 0 {
			return false
		}
		n[k]--
	}
	return true
}

// firstOccurrences lists the distinct keys in order of first appearance.
func firstOccurrences(keys []string) []string {
	seen := make(map[string]bool, len(keys))
	var out []string
	for _, k := range keys {
		if !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	return out
}

// TopLevelOrderBy reports whether sql's first statement has an ORDER BY
// outside parentheses (not one of a subquery's), outside strings and
// comments.
func TopLevelOrderBy(sql string) bool {
	depth := 0
	for _, t := range sqllex.Lex(sql) {
		switch {
		case t.Type == sqllex.Punct && t.Val == "(":
			depth++
		case t.Type == sqllex.Punct && t.Val == ")":
			depth = max(depth-1, 0)
		case t.Type == sqllex.Punct && t.Val == ";" && depth == 0:
			return false
		case t.Type == sqllex.Keyword && depth == 0 && strings.EqualFold(strings.Join(strings.Fields(t.Val), " "), "ORDER BY"):
			return true
		}
	}
	return false
}
