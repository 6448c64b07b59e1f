package eval

import (
	"context"
	"maps"
	"slices"

	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/internal/parallel"
	"github.com/spidereval/spidereval/eval/report"
)

// evaluateSpider scores a run as the Spider-family scripts do
// (test-suite, legacy Spider, SParC): the files paired in the
// reference's reading mode, each question judged on its own by workers
// (Options.Workers, Options.Shard), the scores aggregated in the
// reference's style.
func evaluateSpider(ctx context.Context, in Inputs, opt Options, progress Progress) (*Results, error) {
	var err error
	mode := opt.Compat.readMode()
	var paired *dataset.Paired
	if in.Pair != nil {
		paired, err = in.Pair(mode)
	} else {
		paired, err = dataset.Pair(in.Gold, in.Pred, mode)
	}
	if err != nil {
		return nil, err
	}
	examples := paired.Examples
	if in.Pair != nil {
		// The caller keeps the pairing: copy what this run may change
		// (extracted SQL, the records' fields).
		examples = slices.Clone(examples)
		for i := range examples {
			examples[i].Fields = maps.Clone(examples[i].Fields)
		}
	}
	originals := map[int]string{}
	if opt.ExtractSQL {
		for i := range examples {
			if sql, changed := dataset.ExtractSQL(examples[i].Pred); changed {
				originals[i] = examples[i].Pred
				examples[i].Pred = sql
			}
		}
	}
	res := &Results{Options: opt, Warnings: append(slices.Clip(in.Warnings), paired.Warnings...), Records: make([]report.Record, len(examples)), Interactions: paired.Interactions}
	j := newJudge(in, opt)
	if opt.Compat != TestSuite || opt.Etype.HasMatch() {
		// The reference reads tables.json (test-suite: for exact match only).
		res.Warnings = append(res.Warnings, in.Tables.RefStops()...)
	}
	res.Warnings = append(res.Warnings, j.dbs.check(examples)...)
	total := 0
	for i := range examples {
		if opt.Shard.Has(i) {
			total++
		}
	}
	judgeOne := func(i int) { res.Records[i] = j.example(ctx, examples[i]) }
	if _, err := parallel.Each(ctx, len(examples), opt.workers(total), opt.Shard.Has, judgeOne, progress); err != nil {
		return nil, err
	}
	for i, orig := range originals {
		if !opt.Shard.Has(i) {
			continue
		}
		markExtracted(&res.Records[i], orig)
	}
	res.Scores = report.Aggregate(res.Records, res.Interactions, string(opt.Etype), opt.Compat.style())
	return res, nil
}
