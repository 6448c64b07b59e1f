package lenient

import (
	"context"
	"fmt"
	"io"

	"github.com/spidereval/spidereval/eval/exec"
)

// Reference is how the chosen reference runs and compares the queries.
type Reference int

// References.
const (
	// TestSuiteRef: both queries normalised as test-suite-sql-eval does,
	// run on every test database, compared with TestSuite.
	TestSuiteRef Reference = iota
	// LegacyRef: both queries as written on the main database, compared
	// with Legacy (the original Spider and SParC scripts).
	LegacyRef
	// BirdRef: both queries as written on the main database, compared
	// with Bird.
	BirdRef
)

// Question is one wrong answer to re-check.
type Question struct {
	DBID, Gold, Pred string // Pred as the reference runs it (value→1 done)
}

// Options configure Check.
type Options struct {
	Reference    Reference
	KeepDistinct bool // TestSuiteRef: keep DISTINCT, as --keep_distinct
	Limits       exec.Limits
}

// Outcome is what re-running one question found.
type Outcome struct {
	Flips []Relaxation // relaxations under which it would pass, in report order
	// Skipped says why no relaxation could be judged (a query failed, a
	// database is missing, or the answer is right as re-run).
	Skipped string
}

// Check re-runs a question's gold and prediction and returns the
// relaxations that would make the prediction pass: those under which the
// results are equal on every database the reference uses, when the
// reference's own comparison fails on at least one.
func Check(ctx context.Context, cat exec.Catalog, q Question, opt Options) Outcome {
	gold, pred, ordered := q.Gold, q.Pred, false
	var base Comparison
	var dbs []*exec.DB
	var err error
	switch opt.Reference {
	case TestSuiteRef:
		var perr, gerr error
		pred, gold, ordered, perr, gerr = exec.Normalize(pred, gold, opt.KeepDistinct)
		if gerr != nil || perr != nil {
			return Outcome{Skipped: fmt.Sprintf("cannot normalise: %v", firstErr(gerr, perr))}
		}
		gold, pred = exec.ReplaceCurYear(gold), exec.ReplaceCurYear(pred)
		base = TestSuite(ordered)
		dbs, err = cat.Suite(q.DBID)
	default:
		base = Legacy()
		if opt.Reference == BirdRef {
			base = Bird()
		}
		var db *exec.DB
		if db, err = cat.Main(q.DBID); err == nil {
			dbs = []*exec.DB{db}
		}
	}
	if err != nil {
		return Outcome{Skipped: "no database: " + err.Error()}
	}
	baseFails := false
	holds := map[Relaxation]bool{}
	for _, r := range Relaxations {
		holds[r] = base.Relax(r) != base
	}
	for _, db := range dbs {
		gres, err := db.Query(ctx, gold, opt.Limits)
		if err != nil {
			return Outcome{Skipped: "gold failed on " + db.Name() + ": " + err.Error()}
		}
		pres, err := db.Query(ctx, pred, opt.Limits)
		if err != nil {
			return Outcome{Skipped: "prediction failed on " + db.Name() + ": " + err.Error()}
		}
		if Equal(base, gres.Rows, pres.Rows) {
			continue
		}
		baseFails = true
		for _, r := range Relaxations {
			holds[r] = holds[r] && Equal(base.Relax(r), gres.Rows, pres.Rows)
		}
	}
	if !baseFails {
		return Outcome{Skipped: "equal as re-run"}
	}
	var out Outcome
	for _, r := range Relaxations {
		if holds[r] {
			out.Flips = append(out.Flips, r)
		}
	}
	return out
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

// Summary counts what the lenient checks found over a run.
type Summary struct {
	Wrong   int                `json:"wrong"`   // answers the official execution check calls wrong
	Checked int                `json:"checked"` // of those, re-run with both queries executing
	Flipped map[Relaxation]int `json:"flipped"` // answers each relaxation alone would make right
	Any     int                `json:"any"`     // answers at least one relaxation would make right
}

// Add counts one wrong answer's outcome.
func (s *Summary) Add(o Outcome) {
	if s.Flipped == nil {
		s.Flipped = map[Relaxation]int{}
	}
	s.Wrong++
	if o.Skipped != "" {
		return
	}
	s.Checked++
	for _, r := range o.Flips {
		s.Flipped[r]++
	}
	if len(o.Flips) > 0 {
		s.Any++
	}
}

// meaning is the report's explanation of each relaxation.
var meaning = map[Relaxation]string{
	ExtraColumns:   "the prediction's extra columns were ignored (the gold's are among them)",
	ColumnOrder:    "column order was ignored",
	RowOrder:       "row order was ignored (even under the gold's ORDER BY)",
	Distinct:       "duplicate rows were ignored (DISTINCT)",
	FloatTolerance: fmt.Sprintf("numbers were equal within %g relative", RelativeTolerance),
}

// WriteSummary writes the lenient section of a report.
func (s *Summary) WriteSummary(w io.Writer) {
	fmt.Fprintln(w, "lenient execution checks (spidereval's own; the official scores above are unchanged)")
	fmt.Fprintf(w, "officially wrong: %d; re-run with both queries executing: %d\n", s.Wrong, s.Checked)
	fmt.Fprintln(w, "would pass if…")
	for _, r := range Relaxations {
		fmt.Fprintf(w, "  %-16s %5d  %s\n", r, s.Flipped[r], meaning[r])
	}
	fmt.Fprintf(w, "  %-16s %5d  (each relaxation is applied alone)\n", "any one", s.Any)
}
