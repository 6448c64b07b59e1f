package eval

import (
	"context"
	"errors"
	"fmt"

	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/report"
)

// Evaluate scores the predictions against the gold.
func Evaluate(ctx context.Context, in Inputs, opt Options, progress Progress) (*Results, error) {
	etype, err := ParseEtype(string(opt.Etype))
	if err != nil {
		return nil, err
	}
	opt.Etype = etype
	if opt.Extended && opt.Explainer == nil {
		return nil, errors.New("the extended grammar needs an Explainer (explain/tidb)")
	}
	if opt.KeepValue {
		return nil, errors.New("KeepValue is for scorers' rewards: a whole run reads predictions as the reference does")
	}
	if opt.VESIterations < 0 || opt.VESIterations > bird.MaxIterations {
		return nil, fmt.Errorf("R-VES iterations %d: want 1 to %d (0 means the scripts' %d)", opt.VESIterations, bird.MaxIterations, bird.DefaultIterations)
	}
	if opt.Compat == Bird {
		return evaluateBird(ctx, in, opt, progress)
	}
	return evaluateSpider(ctx, in, opt, progress)
}

// Rescore scores a run whose shards were merged (gold names the gold file
// for BIRD's warnings).
func (r *Results) Rescore(gold string) {
	r.Options.Shard = nil
	if r.Options.Compat == Bird {
		timing := r.bird != nil && r.bird.timing
		r.bird = birdFromRecords(r.Records)
		r.bird.timing = r.bird.timing || timing
		r.birdScore(gold)
		return
	}
	r.Scores = report.Aggregate(r.Records, r.Interactions, string(r.Options.Etype), r.Options.Compat.style())
}
