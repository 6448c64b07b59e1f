package report

import (
	"fmt"
	"io"
)

// The four ways exact match and execution can agree or disagree on one
// question, and what each usually means (spidereval's own reading, beside
// the official numbers).
var Agreements = []struct{ Key, Meaning string }{
	{"both right", "the prediction matches the gold's structure and its results"},
	{"exact only", "same structure, different results: values or JOIN ON conditions differ, which exact match ignores (or the execution failed)"},
	{"exec only", "different structure, same results: an equivalent query, or one that is right only on these rows"},
	{"both wrong", "neither the structure nor the results match"},
}

// Agreement names a record's quadrant, or "" when the run did not score
// both metrics for it.
func (r *Record) Agreement() string {
	if !r.Scored() || r.Exec == nil {
		return ""
	}
	switch {
	case r.Exact == 1 && *r.Exec == 1:
		return Agreements[0].Key
	case r.Exact == 1:
		return Agreements[1].Key
	case *r.Exec == 1:
		return Agreements[2].Key
	}
	return Agreements[3].Key
}

// WriteAgreement prints how many scored questions fall in each quadrant,
// with what each means.
func WriteAgreement(w io.Writer, records []Record) {
	count := map[string]int{}
	total := 0
	for i := range records {
		if q := records[i].Agreement(); q != "" {
			count[q]++
			total++
		}
	}
	if total == 0 {
		return
	}
	fmt.Fprintf(w, "exact match versus execution (%d questions; spidereval's reading, not official):\n", total)
	for _, a := range Agreements {
		fmt.Fprintf(w, "  %-10s %5d (%5.1f%%)  %s\n", a.Key, count[a.Key], 100*float64(count[a.Key])/float64(total), a.Meaning)
	}
}
