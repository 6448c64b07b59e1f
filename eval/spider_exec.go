package eval

import (
	"context"
	"fmt"
	"strings"

	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// judgeExecution fills the record's execution verdict, run by ev (nil
// when no databases were given) as compat's script runs it. The
// test-suite reference compares result bags over every test database; the
// legacy and SParC scripts compare per-select-item columns keyed by the
// normalised queries.
func judgeExecution(ctx context.Context, ev *exec.Evaluator, compat Compat, r *report.Record, predSQL string, gold, pred *spiderql.Query) {
	zero := 0
	r.Exec = &zero
	if ev == nil {
		r.ExecError = "not executed: no databases given"
		mark(r, KindNoDatabase)
		return
	}
	if r.ExecError != "" { // the database is missing
		if strings.Contains(r.ExecError, string(exec.ErrMemory)+": ") {
			// It could not get the memory to open: spidereval's want.
			mark(r, KindOutOfMemory)
			return
		}
		mark(r, KindNoDatabase)
		return
	}
	var (
		verdict        int
		err            error
		predErr        *exec.ExecError
		goldRes, predR *exec.Result
		strict         []exec.StrictFlag
	)
	if compat == TestSuite {
		v := ev.TestSuite(ctx, r.DBID, predSQL, r.Gold)
		verdict, err, predErr, goldRes, predR, strict = v.Exec, v.Err, v.PredErr, v.Gold, v.Pred, v.Strict
	} else {
		v := ev.Legacy(ctx, r.DBID, predSQL, r.Gold, legacyKeys(pred), legacyKeys(gold))
		verdict, err, predErr, goldRes, predR, strict = v.Exec, v.Err, v.PredErr, v.Gold, v.Pred, v.Strict
	}
	r.Exec = &verdict
	r.Strict = StrictNames(strict)
	switch {
	case err != nil:
		r.ExecError = fmt.Sprintf("not comparable (the reference would stop here): %v", err)
		e, _ := exec.AsExecError(err)
		switch {
		case e != nil && e.Kind == exec.ErrTimeout:
			mark(r, KindGoldTimeout)
		case e != nil && e.Panic:
			mark(r, KindInternal) // spidereval's failure, not the gold's
		case e != nil && e.Kind == exec.ErrMemory:
			// spidereval's own want of memory, not the gold's fault.
			r.ExecError = fmt.Sprintf("not comparable: %v", err)
			mark(r, KindOutOfMemory)
		case lacksModule(err):
			r.ExecError = fmt.Sprintf("not comparable: %v (spidereval's SQLite lacks this module; the reference's has it)", err)
			mark(r, KindEngine)
		default:
			mark(r, KindGoldFailed)
		}
	case predErr != nil:
		r.ExecError = predErr.Error()
		switch predErr.Kind {
		case exec.ErrTimeout:
			mark(r, KindPredTimeout)
		case exec.ErrTooLarge:
			mark(r, KindPredTooLarge)
		case exec.ErrMemory:
			mark(r, KindOutOfMemory)
		}
		if predErr.Panic {
			mark(r, KindInternal)
		}
		if lacksModule(predErr) {
			r.ExecError += " (spidereval's SQLite lacks this module; the reference's has it)"
			mark(r, KindEngine)
		}
	}
	if exec.NewerSQL(r.Gold) != "" || exec.NewerSQL(predSQL) != "" {
		// SQLite 3.53 and the reference's 3.40.1 may answer it differently.
		mark(r, KindEngine)
	}
	r.GoldResult, r.PredResult = recordTable(goldRes), recordTable(predR)
}

// lacksModule reports an error of a query on a virtual table whose
// module the engine lacks (natively: FTS3/4/5, R*Tree).
func lacksModule(err error) bool {
	return err != nil && strings.Contains(err.Error(), "no such module:")
}

// legacyKeys are the legacy script's result-map keys: each select item's
// column unit, or (op, unit, unit) for arithmetic; the aggregate is not part of it.
func legacyKeys(q *spiderql.Query) []string {
	keys := make([]string, len(q.Select.Items))
	for i, it := range q.Select.Items {
		v := it.Val
		if v.C2 == nil {
			keys[i] = colKey(v.C1)
		} else {
			keys[i] = fmt.Sprintf("(%d, %s, %s)", v.Op, colKey(v.C1), colKey(v.C2))
		}
	}
	return keys
}

func colKey(c *spiderql.ColUnit) string {
	if c == nil {
		return "None"
	}
	d := "None"
	switch c.Distinct {
	case spiderql.True:
		d = "True"
	case spiderql.False:
		d = "False"
	}
	return fmt.Sprintf("(%d, %q, %s)", c.Agg, c.Col, d)
}
