package engine

import (
	"fmt"

	"spidereval/eval/compare"
	"spidereval/eval/match"
	"spidereval/wasm/protocol"
)

// compareRuns compares runs over the same gold question by question, with
// the same statistics as `spidereval compare`.
func (e *Engine) compareRuns(ids []int, metric string) (*protocol.Comparison, error) {
	if len(ids) < 2 {
		return nil, fmt.Errorf("choose two or more runs")
	}
	if metric != "exec" {
		metric = "exact"
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
	n := len(runs[0].res.Records)
	for _, r := range runs[1:] {
		same := len(r.res.Records) == n
		for i := 0; same && i < n; i++ {
			same = r.res.Records[i].Gold == runs[0].res.Records[i].Gold && r.res.Records[i].DBID == runs[0].res.Records[i].DBID
		}
		if !same {
			return nil, fmt.Errorf("%s and %s were not scored on the same gold questions", runs[0].meta.Pred, r.meta.Pred)
		}
	}
	// Keep the questions scored, for this metric, in every run.
	var keep []int
	for i := 0; i < n; i++ {
		ok := true
		for _, r := range runs {
			rec := &r.res.Records[i]
			if !rec.Scored() || (metric == "exec" && rec.Exec == nil) || (metric == "exact" && r.res.Options.Etype == "exec") {
				ok = false
			}
		}
		if ok {
			keep = append(keep, i)
		}
	}
	c := &protocol.Comparison{Metric: metric, N: len(keep), Excluded: n - len(keep), Levels: compare.Levels}
	hardness := make([]string, len(keep))
	outcomes := make([][]int, len(runs))
	for k, i := range keep {
		hardness[k] = runs[0].res.Records[i].Hardness
	}
	for m, r := range runs {
		outcomes[m] = make([]int, len(keep))
		for k, i := range keep {
			rec := &r.res.Records[i]
			if metric == "exec" {
				outcomes[m][k] = *rec.Exec
			} else {
				outcomes[m][k] = rec.Exact
			}
		}
	}
	opt := compare.DefaultOptions()
	levels, err := compare.ByLevel(hardness, outcomes, opt)
	if err != nil {
		return nil, err
	}
	for m, r := range runs {
		cm := protocol.CompareModel{Run: r.meta.ID, Name: r.meta.Pred}
		for _, l := range levels {
			cm.Accuracy = append(cm.Accuracy, l.Accuracy[m])
			cm.Counts = append(cm.Counts, l.Count)
		}
		all := r.res.Scores.Levels["all"]
		for k := range match.Components {
			cm.F1 = append(cm.F1, all.Partial[k].F1)
		}
		c.Models = append(c.Models, cm)
	}
	for _, p := range compare.Pairs(len(runs)) {
		st, err := compare.Compare(outcomes[p[0]], outcomes[p[1]], opt)
		if err != nil {
			return nil, err
		}
		cp := protocol.ComparePair{RunA: runs[p[0]].meta.ID, RunB: runs[p[1]].meta.ID, AOnly: st.AOnly, BOnly: st.BOnly,
			Both: st.Both, Neither: st.Neither, P: st.McNemarP, Low: st.Low, High: st.High}
		for k, i := range keep {
			a, b := outcomes[p[0]][k], outcomes[p[1]][k]
			if a == 1 && b == 0 {
				cp.OnlyA = append(cp.OnlyA, i)
			}
			if b == 1 && a == 0 {
				cp.OnlyB = append(cp.OnlyB, i)
			}
		}
		c.Pairs = append(c.Pairs, cp)
	}
	return c, nil
}
