package eval

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/report"
)

// Severity says how far a problem moves a run away from the reference's.
type Severity int

const (
	// Noted: worth knowing, but every official verdict is the reference's.
	Noted Severity = iota + 1
	// Degraded: the verdict may differ from the reference's, which has no
	// deadline or caps and may have crashed (timeouts, caps, contained crashes).
	Degraded
	// Refused: an input the reference would refuse (it stops with an error);
	// spidereval scored what it could.
	Refused
	// Misread: an input the reference reads without a word but wrongly
	// (predictions paired with other questions); the verdicts are the
	// reference's, of the wrong pairs.
	Misread
)

func (s Severity) String() string {
	switch s {
	case Misread:
		return "misread"
	case Refused:
		return "refused"
	case Degraded:
		return "degraded"
	case Noted:
		return "noted"
	}
	return "none"
}

// Problem kinds marked on records (report.Record.Problems) and grouped in
// the run's summary.
const (
	KindInput         = "input"          // a file or database problem found while reading the inputs
	KindQuirk         = "quirk"          // a reference behaviour that leaves questions of well-formed inputs out
	KindUnscored      = "unscored"       // the gold could not be scored
	KindBlankPred     = "blank_pred"     // the prediction is blank or missing
	KindNoDatabase    = "no_database"    // the database could not be opened; not executed
	KindGoldFailed    = "gold_failed"    // the gold failed to execute
	KindGoldTimeout   = "gold_timeout"   // the gold hit the deadline
	KindPredTimeout   = "pred_timeout"   // the prediction hit the deadline or the question's budget
	KindPredTooLarge  = "pred_too_large" // the prediction hit a row, byte or memory cap
	KindOutOfMemory   = "out_of_memory"  // the process could not get the memory to run a query (ulimit -v)
	KindRefStop       = "reference_stop" // the reference crashes on this pair; scored as not matching
	KindInternal      = "internal"       // a crash inside spidereval, contained to this question
	KindExplainFailed = "explain_failed" // the diagnosis or the extended grammar failed; official verdicts unaffected
	KindExtracted     = "extracted"      // --extract_sql took the query out of the prediction's text
	KindNoSeparator   = "no_separator"   // a BIRD prediction without the "\t----- bird -----\t" separator
	KindMisPaired     = "mispaired"      // BIRD predictions whose keys say they belong to other questions
	KindEngine        = "engine_differs" // a query needs what spidereval's SQLite lacks and the reference's has (an FTS or R*Tree table)
)

// kindInfo describes each kind for the summary, in the order it is printed.
var kindInfo = []struct {
	kind  string
	sev   Severity
	title string
}{
	{KindMisPaired, Misread, "prediction files the reference would pair with the wrong questions (it pairs by position and never reads the keys; so does spidereval, so the verdicts are the reference's, of mis-paired questions)"},
	{KindInput, Refused, "inputs the reference would refuse"},
	{KindUnscored, Refused, "gold questions not scored"},
	{KindNoDatabase, Refused, "databases that could not be opened (their questions' execution scored 0)"},
	{KindGoldFailed, Refused, "gold queries that failed to execute (execution scored 0)"},
	{KindBlankPred, Refused, "blank or missing predictions"},
	{KindGoldTimeout, Degraded, "gold queries that hit the deadline (execution scored 0)"},
	{KindPredTimeout, Degraded, "predictions that hit the deadline or the question's budget (execution scored 0)"},
	{KindPredTooLarge, Degraded, "predictions that hit a row, size or memory cap (execution scored 0)"},
	{KindOutOfMemory, Degraded, "queries spidereval could not run for lack of memory, not a cap (execution scored 0; is virtual memory capped, ulimit -v?)"},
	{KindEngine, Degraded, "queries on which spidereval's SQLite (3.53) and the reference's (3.40.1) may answer differently: newer syntax and functions, what only the reference's build has, FTS3/4/5 and R*Tree tables (the verdict may differ from the reference's)"},
	{KindRefStop, Degraded, "pairs on which the reference would crash (scored as not matching)"},
	{KindInternal, Degraded, "questions on which spidereval itself failed (contained; scored as wrong)"},
	{KindQuirk, Noted, "questions the reference leaves out by design"},
	{KindExplainFailed, Noted, "predictions the TiDB diagnosis or the extended grammar could not handle (official verdicts unaffected)"},
	{KindNoSeparator, Noted, "BIRD predictions without the \"\\t----- bird -----\\t\" separator (mini_dev scores the whole value, stripped, on the gold's database; DAMO's scripts stop with ValueError)"},
	{KindExtracted, Noted, "predictions scored on the SQL taken out of their text (--extract_sql; the reference scores the text as given)"},
}

// mark records a problem kind on a record once.
func mark(r *report.Record, kind string) {
	for _, k := range r.Problems {
		if k == kind {
			return
		}
	}
	r.Problems = append(r.Problems, kind)
	sort.Strings(r.Problems)
}

// markProblems marks the kinds of trouble a finished record shows.
func markProblems(r *report.Record, ex dataset.Example) {
	if !r.Scored() {
		mark(r, KindUnscored)
		return
	}
	if strings.TrimSpace(ex.Pred) == "" {
		mark(r, KindBlankPred)
	}
}

// contain runs f and turns a panic into an error naming the stage.
func contain(stage string, f func()) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = errors.New(crashMessage(stage, p))
		}
	}()
	f()
	return nil
}

// crashMessage describes a contained panic.
func crashMessage(stage string, p any) string {
	return oneLine(fmt.Sprintf("internal error in %s: %v (contained; please report it with this question)", stage, p))
}

// joinErr appends msg to an existing error text.
func joinErr(old, msg string) string {
	if old == "" {
		return msg
	}
	return old + "; " + msg
}

// oneLine keeps a cause short enough for a summary line.
func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 200 {
		s = s[:197] + "..."
	}
	return s
}

// markExtracted notes on a record that its prediction was taken out of
// the text orig (Options.ExtractSQL).
func markExtracted(r *report.Record, orig string) {
	r.PredOriginal = orig
	r.Problems = append(r.Problems, KindExtracted)
}
