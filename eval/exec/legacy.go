package exec

import (
	"context"
	"fmt"
)

// LegacyVerdict is the outcome of the legacy Spider execution check.
type LegacyVerdict struct {
	// Exec is 1 when the two result maps are equal, else 0.
	Exec int
	// Err is set when the reference would crash: the gold failed to run
	// after the prediction ran, or a select-item key has no result column.
	Err error
	// PredErr is the prediction's execution error (Exec is then 0).
	PredErr *ExecError
	// Gold and Pred are display copies (capped) of the results.
	Gold, Pred *Result
	// Strict is what the strict checks found on an answer judged right
	// (spidereval's own; see Strict).
	Strict []StrictFlag
}

// TimedOut reports which query ran out of time, as Verdict.TimedOut.
func (v LegacyVerdict) TimedOut() Side { return timedOut(v.Err, v.PredErr) }

// BudgetExhausted reports whether the caller's context (the question's
// budget) ended the evaluation early, as Verdict.BudgetExhausted.
func (v LegacyVerdict) BudgetExhausted() bool { return budgetHit(v.Err, v.PredErr) }

// Legacy evaluates one example like taoyds/spider's eval_exec_match: the
// raw prediction and gold run on the schema's own database (text must be
// valid UTF-8, as with Python's default decoding); a failing prediction
// scores 0; otherwise each result becomes a map from the select items'
// keys (computed by the caller, one per select item, in order) to the
// item's column of values, and the maps must be equal. A prediction the
// grammar rejects has no keys (an empty map).
func (e *Evaluator) Legacy(ctx context.Context, dbID, pred, gold string, predKeys, goldKeys []string) LegacyVerdict {
	var v LegacyVerdict
	db, err := e.cat.Main(dbID)
	if err != nil {
		v.Err = err
		return v
	}
	pres, perr := db.QueryStrict(ctx, pred, e.opt.Limits)
	gres, gerr := e.cache.get(ctx, db, gold, e.opt.Limits, true)
	if gerr == nil {
		v.Gold = e.display(gres)
	}
	if perr != nil {
		pe, ok := AsExecError(perr)
		if !ok {
			v.Err = fmt.Errorf("prediction on %s: %w", db.Name(), perr)
			return v
		}
		v.PredErr = pe
		return v
	}
	v.Pred = e.display(pres)
	if gerr != nil {
		v.Err = fmt.Errorf("gold query failed on %s: %w", db.Name(), gerr)
		return v
	}
	eq, err := LegacyEq(gres, pres, goldKeys, predKeys)
	v.Err = err
	v.Exec = b2i(eq && err == nil)
	if v.Exec == 1 {
		v.Strict = Strict(gres, pres, TopLevelOrderBy(gold))
	}
	return v
}

// LegacyEq compares two results as the legacy evaluator's res_map does:
// each result becomes a map from key to the list of that column's values
// in row order (a later item with the same key replaces an earlier one),
// and the maps must be equal with Python equality. It fails when a key has
// no column and the result has rows (the reference raises IndexError).
func LegacyEq(gold, pred *Result, goldKeys, predKeys []string) (bool, error) {
	gm, err := resMap(gold, goldKeys)
	if err != nil {
		return false, fmt.Errorf("gold: %w", err)
	}
	pm, err := resMap(pred, predKeys)
	if err != nil {
		return false, fmt.Errorf("prediction: %w", err)
	}
	if len(gm) != len(pm) {
		return false, nil
	}
	for k, gcol := range gm {
		pcol, ok := pm[k]
		if !ok || len(pcol) != len(gcol) {
			return false, nil
		}
		for i := range gcol {
			if !gcol[i].Equal(pcol[i]) {
				return false, nil
			}
		}
	}
	return true, nil
}

// resMap builds the key -> column map of a result.
func resMap(r *Result, keys []string) (map[string][]Value, error) {
	rows := rowsOf(r)
	m := make(map[string][]Value, len(keys))
	for idx, k := range keys {
		col := make([]Value, len(rows))
		for i, row := range rows {
			if idx >= len(row) {
				return nil, fmt.Errorf("select item %d (%s) has no result column: the result has %d columns", idx, k, len(row))
			}
			col[i] = row[idx]
		}
		m[k] = col
	}
	return m, nil
}
