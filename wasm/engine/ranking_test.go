package engine

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/spidereval/spidereval/eval/compare"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// TestCorrectedRanking: runs judged against a loaded file of alternative
// golds are ranked against them too, with the numbers and the moved
// questions compare.Rank gives (as spidereval compare --gold-alt prints
// them); without the file the ranking has no corrected part.
func TestCorrectedRanking(t *testing.T) {
	rec := &recorder{}
	e := New(Host{Post: rec.post, Fetch: demoFetch})
	loadDemoAndGoldAsPred(t, e)
	rank := func(id int) *protocol.Ranking {
		t.Helper()
		e.Handle(protocol.Request{Type: protocol.Evaluate, ID: id, Gold: "demo/dev_gold.sql", Pred: "demo/pred_graphix_t5.sql", Etype: "exec"}, nil)
		e.Handle(protocol.Request{Type: protocol.Evaluate, ID: id + 1, Gold: "demo/dev_gold.sql", Pred: "gold_as_pred.sql", Etype: "exec"}, nil)
		starts := rec.of(protocol.RunStart)
		a, b := starts[len(starts)-2].Run.ID, starts[len(starts)-1].Run.ID
		e.Handle(protocol.Request{Type: protocol.Compare, ID: id + 2, Runs: []int{a, b}, Metric: "exec"}, nil)
		cmp := rec.of(protocol.Compared)
		if len(cmp) == 0 || cmp[len(cmp)-1].ID != id+2 {
			t.Fatalf("compare: %+v", rec.of(protocol.Failed))
		}
		return cmp[len(cmp)-1].Comparison.Ranking
	}
	if rk := rank(10); rk == nil || rk.Corrected || rk.Systems[0].Corrected != nil {
		t.Fatalf("ranking without alternative golds: %+v", rk)
	}
	e.Handle(protocol.Request{Type: protocol.Load, ID: 20}, []Source{Bytes("alt.jsonl",
		[]byte(`{"index": 16, "sql": ["select max(capacity), avg(capacity) from stadium"], "reason": "r"}`+"\n"))})
	got := rank(30)
	if got == nil || !got.Corrected {
		t.Fatalf("no corrected ranking: %+v", got)
	}
	// The same runs through compare.Rank, as the CLI ranks them.
	e.mu.Lock()
	var in []compare.Run
	for _, s := range got.Systems {
		r := e.runs[s.Run]
		in = append(in, compare.Run{Name: fmt.Sprint(s.Run), Records: r.res.Records, Etype: "exec", Alt: r.meta.GoldAlt != nil})
	}
	e.mu.Unlock()
	opt := compare.DefaultOptions()
	res, err := compare.Runs(in, compare.Exec, opt)
	if err != nil {
		t.Fatal(err)
	}
	want, err := compare.Rank(res, in, opt)
	if err != nil || !want.Corrected {
		t.Fatalf("compare.Rank: %+v, %v", want, err)
	}
	moved := 0
	for _, w := range want.Rows {
		s := got.Systems[w.Model]
		if s.Corrected == nil || *s.Corrected != *w.Corrected || *s.RankC != *w.RankC || *s.ChangeC != *w.ChangeC ||
			s.CorrectedLow != w.CIC.Score.Low || s.CorrectedHigh != w.CIC.Score.High || !reflect.DeepEqual(s.CorrectedMoved, w.CorrectedMoved) {
			t.Errorf("system %d: page %+v, compare.Rank %+v", s.Run, s, w)
		}
		moved += len(s.CorrectedMoved)
	}
	if moved == 0 || !reflect.DeepEqual(got.KendallC, want.KendallC) || !reflect.DeepEqual(got.SpearmanC, want.SpearmanC) {
		t.Errorf("moved %d; kendall %v vs %v, spearman %v vs %v", moved, got.KendallC, want.KendallC, got.SpearmanC, want.SpearmanC)
	}
}
