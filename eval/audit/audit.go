// Package audit checks a dataset's gold queries before any model is
// blamed: which fail to execute, time out, return no rows, depend on the
// order of tied rows, or answer differently on databases holding the same
// rows. It judges golds only; it never scores a prediction.
package audit

import (
	"fmt"
	"io"
	"strings"
)

// Kind is the cause of a finding.
type Kind string

// Kinds of finding, from the most to the least severe.
const (
	Unreadable   Kind = "unreadable"    // the gold entry itself cannot be read
	NoDatabase   Kind = "no_database"   // its database is missing or cannot be opened
	Fails        Kind = "fails"         // it does not execute
	Timeout      Kind = "timeout"       // it ran past the deadline
	TooLarge     Kind = "too_large"     // its result is over a size cap
	Empty        Kind = "empty"         // it returns no rows
	TieRows      Kind = "tie_rows"      // another order of tied rows returns other rows
	TieOrder     Kind = "tie_order"     // another order of tied rows reorders a result compared in order
	SuiteDiffers Kind = "suite_differs" // databases with the same rows give different results
)

// Kinds lists every kind in report order.
var Kinds = []Kind{Unreadable, NoDatabase, Fails, Timeout, TooLarge, Empty, TieRows, TieOrder, SuiteDiffers}

// Severity groups kinds by what they mean for a run.
type Severity int

// Severities, mildest first.
const (
	Fragile  Severity = iota + 1 // the gold runs, but its answer is weak evidence
	Degraded                     // a safety net of spidereval's was hit: the reference might differ
	Broken                       // the reference would stop on this gold
)

// Severity returns how serious a finding of this kind is.
func (k Kind) Severity() Severity {
	switch k {
	case Unreadable, NoDatabase, Fails:
		return Broken
	case Timeout, TooLarge:
		return Degraded
	}
	return Fragile
}

// Finding is one problem of one gold query.
type Finding struct {
	Origin string `json:"origin"` // file:line of the gold
	DBID   string `json:"db_id"`
	SQL    string `json:"sql"`
	Kind   Kind   `json:"kind"`
	Cause  string `json:"cause"`
	// Databases are the files where it was seen (several in a test suite).
	Databases []string `json:"databases,omitempty"`
	// SuiteSize is how many databases the gold ran on.
	SuiteSize int `json:"suite_size,omitempty"`
}

// String is the finding's report line: "origin: kind: cause (where)".
func (f Finding) String() string {
	where := f.DBID
	switch {
	case f.SuiteSize > 1:
		where = fmt.Sprintf("%s; on %d of %d databases: %s", f.DBID, len(f.Databases), f.SuiteSize, namesList(f.Databases, 3))
	case len(f.Databases) == 1 && f.DBID == "":
		where = f.Databases[0]
	}
	if where == "" {
		return fmt.Sprintf("%s: %s: %s", f.Origin, f.Kind, f.Cause)
	}
	return fmt.Sprintf("%s: %s: %s (%s)", f.Origin, f.Kind, f.Cause, where)
}

// namesList joins at most n base names, then counts the rest.
func namesList(paths []string, n int) string {
	var names []string
	for i, p := range paths {
		if i == n {
			names = append(names, fmt.Sprintf("+%d more", len(paths)-n))
			break
		}
		names = append(names, p[strings.LastIndexAny(p, `/\`)+1:])
	}
	return strings.Join(names, ", ")
}

// Report is the outcome of an audit.
type Report struct {
	Golds    int       `json:"golds"`    // gold entries read
	Findings []Finding `json:"findings"` // in gold order, then kind order
	// TieUnchecked counts golds whose tie check could not run (the
	// reordered query failed, e.g. it reads rowid or a table the
	// check cannot shadow); they are not findings.
	TieUnchecked int `json:"tie_unchecked"`
	// Distinguishing counts golds whose results differ across databases
	// with different rows: what a distilled test suite is built for.
	Distinguishing int `json:"distinguishing"`
}

// Count returns the number of findings of each kind.
func (r *Report) Count() map[Kind]int {
	out := map[Kind]int{}
	for _, f := range r.Findings {
		out[f.Kind]++
	}
	return out
}

// Worst is the highest severity among the findings (0 when none).
func (r *Report) Worst() Severity {
	var worst Severity
	for _, f := range r.Findings {
		worst = max(worst, f.Kind.Severity())
	}
	return worst
}

// GoldsWithFindings counts the distinct golds named by a finding.
func (r *Report) GoldsWithFindings() int {
	seen := map[string]bool{}
	for _, f := range r.Findings {
		seen[f.Origin] = true
	}
	return len(seen)
}

// kindMeaning is the summary's one-line explanation of each kind.
var kindMeaning = map[Kind]string{
	Unreadable:   "the gold entry cannot be read",
	NoDatabase:   "its database is missing or unreadable",
	Fails:        "does not execute (the reference would stop here)",
	Timeout:      "ran past the deadline (--timeout)",
	TooLarge:     "result over a size cap",
	Empty:        "returns no rows: any query returning nothing passes",
	TieRows:      "other rows come back when tied rows are read in another order (ORDER BY … LIMIT, a column picked from a group)",
	TieOrder:     "same rows in another order when ties come in another order, and ORDER BY makes the reference compare in order",
	SuiteDiffers: "databases holding the same rows give different results",
}

// WriteSummary writes the counts by kind, then the totals.
func (r *Report) WriteSummary(w io.Writer) {
	counts := r.Count()
	fmt.Fprintf(w, "audit: %d gold queries, %d with findings\n", r.Golds, r.GoldsWithFindings())
	for _, k := range Kinds {
		if counts[k] > 0 {
			fmt.Fprintf(w, "  %-14s %5d  %s\n", k, counts[k], kindMeaning[k])
		}
	}
	if r.TieUnchecked > 0 {
		fmt.Fprintf(w, "  tie check not possible on %d gold queries (the reordered query did not run)\n", r.TieUnchecked)
	}
	if r.Distinguishing > 0 {
		fmt.Fprintf(w, "  %d gold queries give different results on databases with different rows (what a distilled test suite is for; not findings)\n", r.Distinguishing)
	}
}
