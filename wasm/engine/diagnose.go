package engine

import (
	"errors"
	"fmt"
	"slices"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/explain"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// diagnosed is a copy of r's records with the diagnosis of every rejected
// prediction filled in, as the CLI's records carry it. Diagnoses are kept
// with the run; failures are not (a later export tries again) and are
// reported to the page after the export (see export's caller).
func (e *Engine) diagnosed(id int, r *run) ([]report.Record, error) {
	recs := slices.Clone(r.res.Records)
	var todo []int
	e.mu.Lock()
	for i := range recs {
		if !eval.NeedsDiagnosis(&recs[i]) {
			continue
		}
		if d, ok := r.diag[i]; ok {
			recs[i].RejectReason, recs[i].RejectSummary, recs[i].Problems = d.reason, d.summary, d.problems
			continue
		}
		todo = append(todo, i)
	}
	e.mu.Unlock()
	if len(todo) == 0 {
		return recs, nil
	}
	due := e.progressDue()
	e.host.Post(protocol.Response{Type: protocol.Exporting, ID: id, Total: len(todo)})
	ws := e.workspace()
	failed := 0
	var first string
	for n, i := range todo {
		rec := &recs[i]
		rec.Problems = slices.Clone(rec.Problems) // Diagnose may mark it
		ex := e.host.Explainer
		s, err := ws.Schema(rec.DBID)
		switch {
		case err != nil:
			ex = unavailable{err}
		case ex == nil:
			ex = unavailable{errors.New("the TiDB parser (explain.wasm) is not available here")}
		}
		eval.Diagnose(ex, r.res.Options.Compat, rec, s)
		if slices.Contains(rec.Problems, eval.KindExplainFailed) && !slices.Contains(r.res.Records[i].Problems, eval.KindExplainFailed) {
			failed++
			if first == "" {
				first = fmt.Sprintf("question %d: %s", rec.Index+1, rec.RejectSummary)
			}
		} else {
			e.mu.Lock()
			if r.diag == nil {
				r.diag = map[int]diagnosis{}
			}
			r.diag[i] = diagnosis{rec.RejectReason, rec.RejectSummary, rec.Problems}
			e.mu.Unlock()
		}
		if due(n+1 == len(todo)) {
			e.host.Post(protocol.Response{Type: protocol.Exporting, ID: id, Done: n + 1, Total: len(todo)})
		}
	}
	if failed > 0 {
		// The lines are written as the CLI writes a failed diagnosis
		// (reject_summary names the failure, problems has explain_failed),
		// and the page is told.
		e.host.Post(protocol.Response{Type: protocol.Failed, ID: id, Error: fmt.Sprintf(
			"the JSONL was written, but the diagnosis of %d rejected predictions failed (first, %s): their lines say so in reject_summary and list explain_failed, where the CLI's would carry the diagnosis; export again to retry",
			failed, first)})
	}
	return recs, nil
}

// unavailable is an explainer whose every diagnosis fails with err.
type unavailable struct {
	err error
}

var _ explain.Explainer = unavailable{}

func (u unavailable) Diagnose(string, *schema.Schema) (any, string, error) { return nil, "", u.err }
func (u unavailable) ExtendedParse(string, *schema.Schema, spiderql.Dialect) (*spiderql.Query, []string, error) {
	return nil, nil, u.err
}
func (u unavailable) Clauses(string, []string) ([]explain.Clause, error) { return nil, u.err }
func (u unavailable) Features(string, []string) ([]string, error)        { return nil, u.err }
