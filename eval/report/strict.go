package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/spidereval/spidereval/eval/exec"
)

// Keys of the "strict" breakdown besides the flag combinations.
const (
	StrictRight = "right, strict too"
	StrictWrong = "wrong"
	StrictNone  = "(not executed)"
)

// strictKey is a record's "strict" breakdown key: StrictNone, StrictWrong,
// StrictRight, or the flags of a right answer joined by "+".
func (r *Record) strictKey() string {
	switch {
	case r.Exec == nil:
		return StrictNone
	case *r.Exec == 0:
		return StrictWrong
	case len(r.Strict) == 0:
		return StrictRight
	}
	return strings.Join(r.Strict, "+")
}

// StrictSummary counts the strict checks over a run's scored records.
type StrictSummary struct {
	Count    int            `json:"count"`     // scored questions
	Right    int            `json:"right"`     // officially right executions
	Flagged  map[string]int `json:"flagged"`   // right answers failing each check
	StrictEX int            `json:"strict_ex"` // right answers failing none
}

// Strict sums the strict flags of the scored records with an execution verdict.
func Strict(records []Record) StrictSummary {
	s := StrictSummary{Flagged: map[string]int{}}
	for _, f := range exec.StrictFlags {
		s.Flagged[string(f)] = 0
	}
	for i := range records {
		r := &records[i]
		if !r.Scored() || r.Exec == nil {
			continue
		}
		s.Count++
		if *r.Exec == 0 {
			continue
		}
		s.Right++
		if len(r.Strict) == 0 {
			s.StrictEX++
		}
		for _, f := range r.Strict {
			s.Flagged[f]++
		}
	}
	return s
}

// strictMeaning is the report's wording of each flag.
var strictMeaning = map[exec.StrictFlag]string{
	exec.StrictDuplicates: "equal as sets, not as multisets (rows repeated differently)",
	exec.StrictBothEmpty:  "both results empty (on every database compared)",
	exec.StrictOrder:      "the gold's top-level ORDER BY, rows in another order",
	exec.StrictColumns:    "column counts differ, or columns equal only re-aligned",
	exec.StrictFloat:      "equal only because 3 == 3.0 (a number's type ignored)",
}

// StrictMeaning says in words what a strict flag found.
func StrictMeaning(f exec.StrictFlag) string { return strictMeaning[f] }

// WriteStrict prints the strict section of a report: the official EX, the
// strict EX beside it, and each check's count.
func WriteStrict(w io.Writer, records []Record) {
	s := Strict(records)
	fmt.Fprintln(w, "strict checks (spidereval's own; the official scores above are unchanged)")
	if s.Count == 0 {
		fmt.Fprintln(w, "no execution verdict")
		return
	}
	fmt.Fprintf(w, "official EX %.3f (%d of %d)    strict EX %.3f (%d of %d; right with no flag below)\n",
		float64(s.Right)/float64(s.Count), s.Right, s.Count, float64(s.StrictEX)/float64(s.Count), s.StrictEX, s.Count)
	fmt.Fprintln(w, "officially right, but…")
	for _, f := range exec.StrictFlags {
		fmt.Fprintf(w, "  %-11s %5d  %s\n", f, s.Flagged[string(f)], strictMeaning[f])
	}
}
