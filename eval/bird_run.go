package eval

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/report"
)

// evaluateBird scores a BIRD run as the official mini_dev scripts do:
// the prediction then the gold on the gold's database, EX as equal row
// sets, Soft-F1, and with Options.VES the R-VES reward.
func evaluateBird(ctx context.Context, in Inputs, opt Options, progress Progress) (*Results, error) {
	gold, err := bird.ReadQuestions(in.Gold)
	if err != nil {
		return nil, err
	}
	var warns []dataset.Warning
	for _, f := range []dataset.File{in.Gold, in.Pred, in.Difficulty} {
		warns = append(warns, dataset.InvalidUTF8(f)...)
	}
	if len(in.Difficulty.Data) > 0 {
		dev, err := bird.ReadDev(in.Difficulty)
		if err != nil {
			return nil, err
		}
		if len(dev) != len(gold) {
			warns = append(warns, dataset.Warning{Origin: in.Difficulty.Name, Msg: fmt.Sprintf("%s for %s (%s); difficulties are matched by position, as the scripts do, so the table by difficulty is wrong",
				dataset.Plural(len(dev), "question"), dataset.Plural(len(gold), "gold question"), in.Gold.Name)})
		}
		gold = bird.WithDifficulties(gold, dev)
	}
	preds, err := bird.ReadPredictionFile(in.Pred)
	if err != nil {
		return nil, err
	}
	if len(preds) == 0 {
		warns = append(warns, dataset.Warning{Origin: in.Pred.Name, Msg: "no prediction (the file is empty): no question is scored"})
	} else if len(preds) != len(gold) {
		warns = append(warns, dataset.Warning{Origin: in.Pred.Name, Msg: fmt.Sprintf("%s for %s (%s); the first %d are scored (as the scripts do)",
			dataset.Plural(len(preds), "prediction"), dataset.Plural(len(gold), "gold question"), in.Gold.Name, min(len(gold), len(preds)))})
	}
	if n, first := bird.MisPaired(gold, preds); n > 0 {
		warns = append(warns, dataset.Warning{Origin: preds[first].Origin, Misread: true, Msg: fmt.Sprintf(
			"keys are not \"0\" … \"%d\" in file order (here %q is at position %d): %d of %d questions are paired with a prediction keyed for another question",
			min(len(gold), len(preds))-1, preds[first].Key, first, n, min(len(gold), len(preds)))})
	}
	if in.Exec == nil {
		return nil, errors.New("BIRD scores by execution: no databases given")
	}
	bopt := birdOptions(in, opt)
	bopt.Workers = opt.workers(len(gold))
	bopt.Progress = progress
	if opt.Shard != nil {
		bopt.Only = opt.Shard.Has
	}
	if opt.VES {
		bopt.Workers = 1 // wall-clock timings are disturbed by parallel work
	}
	var mu sync.Mutex
	missing := map[string]bool{}
	dbs := birdDatabases(in.Exec, func(id string) {
		mu.Lock()
		missing[id] = true
		mu.Unlock()
	})
	verdicts, err := bird.Evaluate(ctx, gold, preds, dbs, bopt)
	if err != nil {
		return nil, err
	}
	res := &Results{Options: opt, Warnings: append(append([]dataset.Warning{}, in.Warnings...), warns...), Interactions: 1,
		bird: &birdRun{verdicts: verdicts, difficulties: bird.Difficulties(gold), timing: opt.VES}}
	res.Records = make([]report.Record, len(verdicts))
	for i, v := range verdicts {
		if opt.Shard.Has(i) {
			res.Records[i] = birdRecord(gold[i], preds[i], v, opt.VES, missing[gold[i].DBID])
		}
	}
	if opt.Shard != nil {
		// The other shards' records arrive later (Results.Merge); scores
		// and the official tables' checks wait for them (Results.Rescore).
		return res, nil
	}
	if opt.Features && opt.Explainer != nil && in.DBs != nil {
		for i := range res.Records {
			if s, err := in.DBs.Schema(res.Records[i].DBID); err == nil {
				ProfileRecord(opt.Explainer, &res.Records[i], s)
			}
		}
	}
	res.birdScore(in.Gold.Name)
	return res, nil
}

// BirdTableStop starts the warning of an official BIRD table the scripts
// could not print.
const BirdTableStop = "the official script would stop here: "

// birdScore scores a BIRD run from its verdicts and adds the warnings of
// the official tables that the scripts could not print.
func (r *Results) birdScore(gold string) {
	r.Scores = birdScores(r.Records)
	for _, m := range r.bird.metrics() {
		if _, err := bird.Summarize(m, r.bird.verdicts, r.bird.difficulties); err != nil {
			r.Warnings = append(r.Warnings, dataset.Warning{Origin: gold, Msg: BirdTableStop + err.Error()})
		}
	}
}

// BirdOrigins lists where each question of a BIRD evaluation of gold and
// pred comes from, in the order it runs them ("pred.json:12", or the
// gold's place when the prediction has none), for progress reports.
func BirdOrigins(gold, pred dataset.File) ([]string, error) {
	g, err := bird.ReadQuestions(gold)
	if err != nil {
		return nil, err
	}
	p, err := bird.ReadPredictionFile(pred)
	if err != nil {
		return nil, err
	}
	out := make([]string, min(len(g), len(p)))
	for i := range out {
		if out[i] = p[i].Origin; out[i] == "" {
			out[i] = g[i].Origin
		}
	}
	return out, nil
}

// BirdTables are a BIRD run's official score tables, as its report prints
// them (EX, Soft-F1 and, when timed, R-VES: counts and percentages for
// simple, moderate, challenging and total); nil for any other run.
func (r *Results) BirdTables() []bird.Table {
	if r.bird == nil {
		return nil
	}
	var out []bird.Table
	for _, m := range r.bird.metrics() {
		t, _ := bird.Summarize(m, r.bird.verdicts, r.bird.difficulties)
		out = append(out, t)
	}
	return out
}

// writeBirdReport prints the mini_dev scripts' tables, byte for byte.
func (r *Results) writeBirdReport(w io.Writer) {
	for _, m := range r.bird.metrics() {
		t, _ := bird.Summarize(m, r.bird.verdicts, r.bird.difficulties)
		io.WriteString(w, t.Text())
	}
	if r.bird.timing {
		fmt.Fprintln(w, "note: R-VES is timing-based: it depends on this machine and its load; compare it only with runs on the same machine.")
	}
}
