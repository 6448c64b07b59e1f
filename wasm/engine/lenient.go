package engine

import (
	"context"
	"fmt"

	"github.com/spidereval/spidereval/eval/lenient"
	"github.com/spidereval/spidereval/wasm/protocol"
	"github.com/spidereval/spidereval/wasm/workspace"
)

// lenient re-runs a run's wrong answers under relaxed comparisons and
// sends the totals and each answer's relaxations.
func (e *Engine) lenient(id, runID int) error {
	r, err := e.runByID(runID)
	if err != nil {
		return err
	}
	ws := e.workspace()
	if r.res.Options.Etype == "match" {
		return fmt.Errorf("run %d was not executed: the lenient checks compare results", runID)
	}
	got, err := ws.Lenient(context.Background(), workspace.Request{Gold: r.meta.Gold, Pred: r.meta.Pred, Difficulty: r.meta.Difficulty}, r.res)
	if err != nil {
		return err
	}
	sum := &protocol.LenientSummary{Wrong: got.Summary.Wrong, Checked: got.Summary.Checked, Any: got.Summary.Any}
	for _, rel := range lenient.Relaxations {
		sum.Rows = append(sum.Rows, protocol.LenientRow{Relaxation: string(rel), Meaning: lenient.Meaning(rel), Flipped: got.Summary.Flipped[rel]})
	}
	var qs []protocol.Question
	for i, flips := range got.Flips {
		q := protocol.Question{Index: r.res.Records[i].Index}
		for _, f := range flips {
			q.Lenient = append(q.Lenient, string(f))
		}
		qs = append(qs, q)
	}
	e.host.Post(protocol.Response{Type: protocol.LenientChecked, ID: id, Run: &protocol.Run{ID: runID, Lenient: sum}, Questions: qs})
	return nil
}
