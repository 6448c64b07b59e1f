package exec

import (
	"context"
	"fmt"
	"strings"
)

// Options configures an Evaluator.
type Options struct {
	// KeepDistinct keeps DISTINCT tokens (the reference's --keep_distinct).
	KeepDistinct bool
	// PlugValue also tries the prediction with its value slots filled by the
	// gold's values (the reference's --plug_value).
	PlugValue bool
	// MaxCandidates caps the plug-value candidates tried after the
	// prediction itself; 0 or < 0 means none: every candidate is tried, as
	// the reference does, within the question's budget. A search the cap
	// cuts short is a too_large prediction error.
	MaxCandidates int
	// Limits bounds every query.
	Limits Limits
	// DisplayRows is how many rows the verdict's result copies keep:
	// 0 means DefaultDisplayRows, < 0 none.
	DisplayRows int
	// Cache holds gold results shared with other evaluators over the same
	// catalog (e.g. several prediction files for one gold); nil means a new one.
	Cache *GoldCache
	// PredCache, when set, keeps predictions' results too, for a later
	// run over the same databases (the page scoring files again); only a
	// query whose answer cannot change between runs is kept (Repeatable).
	PredCache *GoldCache
}

// Defaults of Options.
const (
	DefaultDisplayRows = 100
)

// Evaluator computes execution verdicts against a Catalog, caching gold
// results. It is safe for concurrent use.
type Evaluator struct {
	cat   Catalog
	opt   Options
	cache *GoldCache
}

// NewEvaluator returns an evaluator over cat.
func NewEvaluator(cat Catalog, opt Options) *Evaluator {
	if opt.DisplayRows == 0 {
		opt.DisplayRows = DefaultDisplayRows
	}
	opt.Limits = opt.Limits.withDefaults()
	cache := opt.Cache
	if cache == nil {
		cache = NewGoldCache()
	}
	return &Evaluator{cat: cat, opt: opt, cache: cache}
}

// Cache returns the evaluator's gold-result cache.
func (e *Evaluator) Cache() *GoldCache { return e.cache }

// Verdict is the execution outcome of one example.
type Verdict struct {
	// Exec is 1 when the prediction's results equal the gold's, else 0.
	Exec int
	// Err is set when the example could not be evaluated (the gold failed
	// to run, a database is missing); Exec is then 0. The reference crashes
	// in these cases.
	Err error
	// PredErr is the prediction's execution error, if it failed.
	PredErr *ExecError
	// Gold and Pred are display copies (capped) of the results on the
	// database where the comparison was decided.
	Gold, Pred *Result
	// GoldSQL and PredSQL are the texts executed (after normalisation).
	GoldSQL, PredSQL string
	// OrderMatters is set when the gold has ORDER BY (rows compared in order).
	OrderMatters bool
	// Database is the name of the database the results come from.
	Database string
	// Candidates is the number of plug-value fillings tried.
	Candidates int
	// CandidatesCapped is set when MaxCandidates cut the plug-value search.
	CandidatesCapped bool
	// Strict is what the strict checks found on an answer judged right
	// (spidereval's own; see Strict).
	Strict []StrictFlag
}

// Side names the query of an example that an outcome concerns.
type Side string

// Sides of an example.
const (
	SideGold Side = "gold"
	SidePred Side = "prediction"
)

// TimedOut reports which query ran out of time (its per-query timeout or
// the question's budget): SideGold when Err is a gold timeout, SidePred when
// PredErr is a timeout, "" otherwise.
func (v Verdict) TimedOut() Side { return timedOut(v.Err, v.PredErr) }

// BudgetExhausted reports whether the caller's context (the question's
// budget) ended the evaluation early; TimedOut says on which side.
func (v Verdict) BudgetExhausted() bool { return budgetHit(v.Err, v.PredErr) }

func timedOut(err error, predErr *ExecError) Side {
	if isKind(err, ErrTimeout) {
		return SideGold
	}
	if predErr != nil && predErr.Kind == ErrTimeout {
		return SidePred
	}
	return ""
}

func budgetHit(err error, predErr *ExecError) bool {
	if e, ok := AsExecError(err); ok && e.Budget {
		return true
	}
	return predErr != nil && predErr.Budget
}

// isKind reports whether err holds an *ExecError of kind k.
func isKind(err error, k ErrorKind) bool {
	e, ok := AsExecError(err)
	return ok && e.Kind == k
}

// Normalize returns the texts the test-suite evaluator executes for a
// prediction and a gold query: spaced operators joined, and unless
// keepDistinct, DISTINCT removed and only the first statement kept; plus
// whether row order matters (the gold contains "order by").
func Normalize(pred, gold string, keepDistinct bool) (p, g string, orderMatters bool, perr, gerr error) {
	p, g = Postprocess(pred), Postprocess(gold)
	if !keepDistinct {
		if p, perr = RemoveDistinct(p); perr != nil {
			perr = fmt.Errorf("prediction: %w", perr)
		}
		if g, gerr = RemoveDistinct(g); gerr != nil {
			gerr = fmt.Errorf("gold: %w", gerr)
		}
	}
	return p, g, strings.Contains(strings.ToLower(g), "order by"), perr, gerr
}

// TestSuite evaluates one example like the test-suite evaluator's
// eval_exec_match. pred must already have had "value" replaced (see
// ValueToOne), as the reference does when reading predictions.
func (e *Evaluator) TestSuite(ctx context.Context, dbID, pred, gold string) Verdict {
	// The SQL-length cap comes before any work on a text.
	if te := TooLong(gold); te != nil {
		return Verdict{Err: fmt.Errorf("gold: %w", te)}
	}
	tooLong := TooLong(pred)
	if tooLong != nil {
		pred = ""
	}
	p, g, om, perr, gerr := Normalize(pred, gold, e.opt.KeepDistinct)
	v := Verdict{GoldSQL: g, PredSQL: p, OrderMatters: om}
	if gerr != nil {
		v.Err = gerr
		return v
	}
	if tooLong != nil {
		v.PredSQL = ""
		perr = tooLong
	}
	suite, err := e.cat.Suite(dbID)
	if err != nil {
		v.Err = err
		return v
	}
	v.Database = suite[0].Name()
	if perr != nil {
		if v.PredErr, _ = AsExecError(perr); v.PredErr == nil {
			v.PredErr = &ExecError{Kind: ErrSyntax, Msg: perr.Error()}
		}
		v.Gold, v.Err = e.goldOn(ctx, suite[0], g)
		return v
	}
	if ok, err := e.check(ctx, suite, p, g, om, &v, true); err != nil || ok {
		v.Err = err
		v.Exec = b2i(ok)
		return v
	}
	if !e.opt.PlugValue {
		return v
	}
	total, cands, err := PlugCandidates(g, p)
	if err != nil {
		return v
	}
	planned := total
	if e.opt.MaxCandidates > 0 {
		planned = min(planned, e.opt.MaxCandidates)
	}
	for cand := range cands {
		if e.opt.MaxCandidates > 0 && v.Candidates >= e.opt.MaxCandidates {
			v.CandidatesCapped = true
			break
		}
		if ended(ctx) {
			break
		}
		v.Candidates++
		ok, err := e.check(ctx, suite, cand, g, om, &v, false)
		if err != nil && budgetHit(err, nil) {
			v.Candidates-- // a gold interrupted by the budget: reported below
			break
		}
		if err != nil || ok {
			v.Err = err
			v.Exec = b2i(ok)
			return v
		}
		if ended(ctx) {
			v.Candidates-- // interrupted, not tried
		}
	}
	if v.CandidatesCapped && !ended(ctx) {
		msg := fmt.Sprintf("plug-value search stopped at the cap of %d of %d candidates (the reference tries them all)", v.Candidates, total)
		if v.PredErr != nil {
			msg += " (the prediction as written failed: " + v.PredErr.Error() + ")"
		}
		v.PredErr = &ExecError{Kind: ErrTooLarge, Msg: msg}
	}
	if ended(ctx) {
		msg := fmt.Sprintf("question budget exhausted after %d of %d plug-value candidates", v.Candidates, planned)
		if v.PredErr != nil && !v.PredErr.Budget {
			msg += " (the prediction as written failed: " + v.PredErr.Error() + ")"
		}
		v.PredErr = &ExecError{Kind: ErrTimeout, Budget: true, Msg: msg}
	}
	return v
}

// goldOn returns a display copy of the gold result on db.
func (e *Evaluator) goldOn(ctx context.Context, db *DB, g string) (*Result, error) {
	res, err := e.cache.Get(ctx, db, ReplaceCurYear(g), e.opt.Limits)
	if err != nil {
		return nil, fmt.Errorf("gold query failed on %s: %w", db.Name(), err)
	}
	return e.display(res), nil
}

// check runs one candidate on every database of the suite; record fills
// the verdict's display fields. It fails only when the gold cannot run.
func (e *Evaluator) check(ctx context.Context, suite []*DB, p, g string, om bool, v *Verdict, record bool) (bool, error) {
	strict := make([][]StrictFlag, 0, len(suite))
	topOrder := TopLevelOrderBy(g)
	for _, db := range suite {
		ok, flags, err := e.checkOn(ctx, db, p, g, om, v, record, topOrder)
		if !ok || err != nil {
			return false, err
		}
		strict = append(strict, flags)
	}
	v.Strict = MergeStrict(strict)
	return true, nil
}

// checkOn is check on one database of the suite; the two results stay
// charged to the run's memory budget until they are compared (Hold).
func (e *Evaluator) checkOn(ctx context.Context, db *DB, p, g string, om bool, v *Verdict, record, topOrder bool) (bool, []StrictFlag, error) {
	ctx, done := Hold(ctx)
	defer done()
	gres, err := e.cache.Get(ctx, db, ReplaceCurYear(g), e.opt.Limits)
	if err != nil {
		return false, nil, fmt.Errorf("gold query failed on %s: %w", db.Name(), err)
	}
	var pres *Result
	if sql := ReplaceCurYear(p); e.opt.PredCache != nil && Repeatable(sql) {
		pres, err = e.opt.PredCache.Get(ctx, db, sql, e.opt.Limits)
	} else {
		pres, err = db.Query(ctx, sql, e.opt.Limits)
	}
	if record {
		v.Database = db.Name()
		v.Gold = e.display(gres)
		v.Pred = e.display(pres)
	}
	if err != nil {
		pe, ok := AsExecError(err)
		if !ok {
			return false, nil, fmt.Errorf("prediction on %s: %w", db.Name(), err)
		}
		if record {
			v.PredErr = pe
		}
		return false, nil, nil
	}
	if !ResultEq(gres.Rows, pres.Rows, om) {
		return false, nil, nil
	}
	return true, Strict(gres, pres, topOrder), nil
}

// display returns the verdict copy of res (nil when display is off).
func (e *Evaluator) display(res *Result) *Result {
	if e.opt.DisplayRows < 0 {
		return nil
	}
	return res.Capped(e.opt.DisplayRows)
}
