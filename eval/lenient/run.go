package lenient

import (
	"context"
	"strings"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/exec"
)

// RunResult is what the lenient checks found over a run: each officially
// wrong record's relaxations, by record position, and the totals.
type RunResult struct {
	Flips   map[int][]Relaxation
	Summary Summary
}

// CheckRun re-runs the gold and prediction of every question res's
// official execution check calls wrong, on cat, as res's reference runs
// them (its deadline per query).
func CheckRun(ctx context.Context, cat exec.Catalog, res *eval.Results) *RunResult {
	opt := res.Options
	out := &RunResult{Flips: map[int][]Relaxation{}, Summary: Summary{Flipped: map[Relaxation]int{}}}
	lopt := Options{KeepDistinct: opt.KeepDistinct, Limits: exec.Limits{Timeout: opt.Timeout}}
	switch {
	case opt.Timeout == eval.NoDeadline:
		lopt.Limits.Timeout = 1 << 62
	case opt.Timeout == 0:
		lopt.Limits.Timeout = eval.DefaultTimeout
	}
	switch opt.Compat {
	case eval.Spider, eval.SParC:
		lopt.Reference = LegacyRef
	case eval.Bird:
		lopt.Reference = BirdRef
	}
	for i := range res.Records {
		r := &res.Records[i]
		wrong := (r.Exec != nil && *r.Exec == 0) || (r.EX != nil && *r.EX == 0)
		if !wrong || cat == nil {
			continue
		}
		if ctx.Err() != nil {
			break
		}
		pred := r.Pred
		if opt.Compat == eval.TestSuite || opt.Compat == eval.SParC {
			pred = strings.ReplaceAll(pred, "value", "1") // as the reference reads predictions
		}
		o := Check(ctx, cat, Question{DBID: r.DBID, Gold: r.Gold, Pred: pred}, lopt)
		out.Summary.Add(o)
		if len(o.Flips) > 0 {
			out.Flips[i] = o.Flips
		}
	}
	return out
}

// Meaning says what a relaxation ignores, as the report words it.
func Meaning(r Relaxation) string { return meaning[r] }
