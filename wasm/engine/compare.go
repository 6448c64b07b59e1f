package engine

import (
	"fmt"

	"github.com/spidereval/spidereval/eval/compare"
	"github.com/spidereval/spidereval/eval/match"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// compareRuns compares runs over the gold questions they share with
// eval/compare, the code behind `spidereval compare`: the same alignment,
// exclusions and statistics (default bootstrap: 10,000 resamples, 95%,
// seed 1). BIRD runs are compared on EX whatever the metric asked.
func (e *Engine) compareRuns(ids []int, metric string) (*protocol.Comparison, error) {
	if len(ids) < 2 {
		return nil, fmt.Errorf("choose two or more runs")
	}
	e.mu.Lock()
	runs := make([]*run, len(ids))
	for i, id := range ids {
		r, ok := e.runs[id]
		if !ok {
			e.mu.Unlock()
			return nil, fmt.Errorf("no run %d", id)
		}
		runs[i] = r
	}
	e.mu.Unlock()
	in := make([]compare.Run, len(runs))
	bird := true
	for i, r := range runs {
		in[i] = compare.Run{Name: fmt.Sprintf("%d. %s", r.meta.ID, r.meta.Pred), Records: r.res.Records, Etype: r.res.Options.Etype.String(),
			Alt: r.meta.GoldAlt != nil}
		bird = bird && r.meta.Compat == "bird"
	}
	switch {
	case bird:
		metric = compare.Exec
	case metric != compare.Exec:
		metric = compare.Exact
	}
	opt := compare.DefaultOptions()
	res, err := compare.Runs(in, metric, opt)
	if err != nil {
		return nil, err
	}
	c := comparison(res, runs)
	rk, err := compare.Rank(res, in, opt)
	if err != nil {
		return nil, err
	}
	c.Ranking = ranking(rk, res, runs, opt)
	return c, nil
}

// ranking converts the official and strict ranking for the page; nil
// when there is none (exact match).
func ranking(rk *compare.Ranking, res *compare.Comparison, runs []*run, opt compare.Options) *protocol.Ranking {
	if rk == nil {
		return nil
	}
	out := &protocol.Ranking{Kendall: rk.Kendall, Spearman: rk.Spearman, Level: opt.Level}
	for _, r := range rk.Rows {
		right := 0
		for _, v := range res.Outcomes[r.Model] {
			right += v
		}
		out.Systems = append(out.Systems, protocol.RankedSystem{Run: runs[r.Model].meta.ID, Name: runs[r.Model].meta.Pred,
			Official: r.Official, Strict: r.Strict, RankO: r.RankO, RankS: r.RankS, Change: r.Change,
			OfficialLow: r.CIO.Score.Low, OfficialHigh: r.CIO.Score.High, StrictLow: r.CIS.Score.Low, StrictHigh: r.CIS.Score.High,
			RankOLow: r.CIO.RankLow, RankOHigh: r.CIO.RankHigh, RankSLow: r.CIS.RankLow, RankSHigh: r.CIS.RankHigh,
			Right: right, Moved: r.StrictMoved})
		if r.Corrected != nil {
			sys := &out.Systems[len(out.Systems)-1]
			sys.Corrected, sys.RankC, sys.ChangeC = r.Corrected, r.RankC, r.ChangeC
			sys.CorrectedLow, sys.CorrectedHigh = r.CIC.Score.Low, r.CIC.Score.High
			sys.CorrectedMoved = r.CorrectedMoved
		}
	}
	if rk.Corrected {
		out.Corrected, out.KendallC, out.SpearmanC = true, rk.KendallC, rk.SpearmanC
	}
	return out
}

// comparison converts a comparison of runs for the page.
func comparison(res *compare.Comparison, runs []*run) *protocol.Comparison {
	c := &protocol.Comparison{Metric: res.Metric, Bird: res.Bird, N: res.N, Excluded: res.Excluded}
	for _, l := range res.Levels {
		c.Levels = append(c.Levels, l.Name)
	}
	for m, r := range runs {
		cm := protocol.CompareModel{Run: r.meta.ID, Name: r.meta.Pred}
		for _, l := range res.Levels {
			cm.Accuracy = append(cm.Accuracy, l.Accuracy[m])
			cm.Counts = append(cm.Counts, l.Count)
		}
		if s := res.Models[m].Scores; s != nil {
			all := s.Levels[compare.All]
			for k := range match.Components {
				cm.F1 = append(cm.F1, all.Partial[k].F1)
			}
		}
		c.Models = append(c.Models, cm)
	}
	for i, p := range res.All().Pairs {
		cp := protocol.ComparePair{RunA: runs[p.A].meta.ID, RunB: runs[p.B].meta.ID, AOnly: p.AOnly, BOnly: p.BOnly,
			Both: p.Both, Neither: p.Neither, P: p.McNemarP, Low: p.Low, High: p.High, Diff: p.Diff,
			OnlyA: res.Only(p.A, p.B), OnlyB: res.Only(p.B, p.A)}
		for _, lv := range res.Levels[:len(res.Levels)-1] {
			q := lv.Pairs[i]
			cp.Levels = append(cp.Levels, protocol.ComparePairLevel{Level: lv.Name, N: q.N, AOnly: q.AOnly, BOnly: q.BOnly, Both: q.Both,
				Neither: q.Neither, Diff: q.Diff, P: q.McNemarP, Low: q.Low, High: q.High})
		}
		c.Pairs = append(c.Pairs, cp)
	}
	return c
}
