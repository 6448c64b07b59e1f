package engine

import (
	"context"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/audit"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// audit audits a loaded gold file on the loaded databases, as the chosen
// reference runs its golds.
func (e *Engine) audit(req protocol.Request) (*protocol.AuditReport, error) {
	compat, err := eval.ParseCompat(orDefault(req.Compat, "testsuite"))
	if err != nil {
		return nil, err
	}
	timeout, err := parseTimeout(req.Timeout)
	if err != nil {
		return nil, err
	}
	switch {
	case timeout == 0:
		timeout = eval.DefaultTimeout
	case timeout < 0:
		timeout = 1 << 62
	}
	rep, err := e.workspace().Audit(context.Background(), req.Gold, compat, exec.Limits{Timeout: timeout})
	if err != nil {
		return nil, err
	}
	out := &protocol.AuditReport{Gold: req.Gold, Golds: rep.Golds, WithFindings: rep.GoldsWithFindings(),
		TieUnchecked: rep.TieUnchecked, Distinguishing: rep.Distinguishing, Findings: []protocol.AuditFinding{}}
	counts := rep.Count()
	for _, k := range audit.Kinds {
		if counts[k] > 0 {
			out.Kinds = append(out.Kinds, protocol.AuditKind{Kind: string(k), Meaning: audit.Meaning(k), Count: counts[k]})
		}
	}
	for _, f := range rep.Findings {
		out.Findings = append(out.Findings, protocol.AuditFinding{Origin: f.Origin, DB: f.DBID, Kind: string(f.Kind), Cause: f.Cause, SQL: f.SQL, Line: f.String()})
	}
	return out, nil
}
