package eval

import (
	"fmt"
	"io"
	"strings"

	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/report"
)

// Problem is one kind of trouble in a run with every place it occurred.
type Problem struct {
	Kind     string   `json:"kind"`
	Severity Severity `json:"severity"`
	Title    string   `json:"title"`
	// Items are "origin: cause" lines, one per occurrence.
	Items []string `json:"items"`
}

// Problems groups a run's warnings and marked records by kind, most
// severe kinds first. An empty result means every question was scored as
// the reference would.
func (r *Results) Problems() []Problem {
	items := map[string][]string{}
	for _, w := range r.Warnings {
		k := KindInput
		switch {
		case w.Misread:
			k = KindMisPaired
		case w.Quirk:
			k = KindQuirk
		}
		items[k] = append(items[k], w.String())
	}
	perDB := map[string]int{}
	var dbOrder []string
	for i := range r.Records {
		rec := &r.Records[i]
		for _, k := range rec.Problems {
			if k == KindNoDatabase {
				// One line per database, not per question.
				key := rec.DBID + "\x00" + rec.ExecError
				if perDB[key] == 0 {
					dbOrder = append(dbOrder, key)
				}
				perDB[key]++
				continue
			}
			items[k] = append(items[k], problemLine(rec, k))
		}
	}
	for _, key := range dbOrder {
		db, cause, _ := strings.Cut(key, "\x00")
		cause = strings.TrimPrefix(cause, fmt.Sprintf("database %q unavailable: ", db))
		items[KindNoDatabase] = append(items[KindNoDatabase], fmt.Sprintf("database %s: %s (%s)", db, oneLine(cause), dataset.Plural(perDB[key], "question")))
	}
	var out []Problem
	for _, ki := range kindInfo {
		if len(items[ki.kind]) > 0 {
			out = append(out, Problem{Kind: ki.kind, Severity: ki.sev, Title: ki.title, Items: items[ki.kind]})
		}
	}
	return out
}

// MergeProblems joins the problems of several runs over the same gold,
// naming each occurrence once.
func MergeProblems(runs ...[]Problem) []Problem {
	byKind := map[string]*Problem{}
	seen := map[string]bool{}
	for _, ps := range runs {
		for _, p := range ps {
			m := byKind[p.Kind]
			if m == nil {
				m = &Problem{Kind: p.Kind, Severity: p.Severity, Title: p.Title}
				byKind[p.Kind] = m
			}
			for _, it := range p.Items {
				if key := p.Kind + "\x00" + it; !seen[key] {
					seen[key] = true
					m.Items = append(m.Items, it)
				}
			}
		}
	}
	var out []Problem
	for _, ki := range kindInfo {
		if m := byKind[ki.kind]; m != nil {
			out = append(out, *m)
		}
	}
	return out
}

// Worst is the highest severity among the problems (0 when there are none).
func Worst(ps []Problem) Severity {
	var s Severity
	for _, p := range ps {
		s = max(s, p.Severity)
	}
	return s
}

// problemLine names where a record's problem is and its cause.
func problemLine(r *report.Record, kind string) string {
	origin, cause := r.PredOrigin, r.ExecError
	switch kind {
	case KindUnscored, KindGoldFailed, KindGoldTimeout:
		origin = r.GoldOrigin
	case KindEngine:
		switch {
		case exec.NewerSQL(r.Gold) != "":
			origin, cause = r.GoldOrigin, "the gold uses "+exec.NewerSQL(r.Gold)+": SQLite 3.53 and the reference's 3.40.1 may answer it differently"
		case exec.NewerSQL(r.Pred) != "":
			cause = "uses " + exec.NewerSQL(r.Pred) + ": SQLite 3.53 and the reference's 3.40.1 may answer it differently"
		case strings.HasPrefix(cause, "not comparable") || strings.HasPrefix(cause, "gold: "): // the gold's
			origin = r.GoldOrigin
		}
	case KindOutOfMemory:
		if strings.HasPrefix(cause, "not comparable") { // the gold's
			origin = r.GoldOrigin
		}
	case KindBlankPred:
		cause = "empty prediction; scored as an unparsable query (the reference would stop: number of sessions must equal)"
	case KindRefStop, KindInternal:
		cause = r.Error
		if cause == "" { // a contained crash of the SQLite binding
			cause = r.ExecError
		}
	case KindExtracted:
		cause = fmt.Sprintf("%q became %q", r.PredOriginal, r.Pred)
	case KindNoSeparator:
		cause = fmt.Sprintf("the value does not split into SQL and db_id at the separator; %q scored on %s", r.Pred, r.DBID)
	case KindPredTooLarge:
		if cause == "" { // not executed (--etype match): the parse was refused
			cause = r.ParseError
		}
	case KindExplainFailed:
		cause = r.RejectSummary
		if r.ExtendedError != "" {
			cause = r.ExtendedError
		}
	}
	if kind == KindUnscored {
		cause = r.Error
	}
	if origin == "" {
		origin = fmt.Sprintf("question %d", r.Index+1)
	}
	return origin + ": " + oneLine(cause)
}

// WriteProblems prints the summary: each kind with its title and at most
// limit items (limit <= 0: all), and how many more are marked in the records.
func WriteProblems(w io.Writer, ps []Problem, limit int) {
	for _, p := range ps {
		fmt.Fprintf(w, "%s (%d):\n", p.Title, len(p.Items))
		for i, it := range p.Items {
			if limit > 0 && i == limit {
				fmt.Fprintf(w, "  ... and %d more, each marked %q in the per-question records\n", len(p.Items)-limit, p.Kind)
				break
			}
			fmt.Fprintf(w, "  %s\n", it)
		}
	}
}
