package eval

import (
	"strings"

	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/explain"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/eval/schema"
)

// NeedsDiagnosis reports whether a run given an Explainer would have
// diagnosed r's prediction (the Spider grammar rejected it, its gold was
// scored, it was not over the length cap) and r has no diagnosis yet: the
// page's runs leave diagnoses out and fill them in with Diagnose.
func NeedsDiagnosis(r *report.Record) bool {
	return r.HardnessCounts != nil && !r.PredParsed && exec.TooLong(r.Pred) == nil &&
		r.RejectReason == nil && r.RejectSummary == ""
}

// Diagnose fills r's reject_reason and reject_summary as a run of compat
// given ex does (call it when NeedsDiagnosis): the same text diagnosed, a
// failure kept as the summary and marked explain_failed.
func Diagnose(ex explain.Explainer, compat Compat, r *report.Record, s *schema.Schema) {
	pred := r.Pred
	if compat.replacesValue() {
		pred = strings.ReplaceAll(pred, "value", "1")
	}
	diagnose(ex, r, pred, s)
}

// diagnose asks ex why the Spider grammar rejected predSQL; a failure or a
// crash of the explainer is the summary.
func diagnose(ex explain.Explainer, r *report.Record, predSQL string, s *schema.Schema) {
	var derr error
	if err := contain("the TiDB diagnosis", func() {
		r.RejectReason, r.RejectSummary, derr = ex.Diagnose(predSQL, s)
	}); err != nil {
		derr = err
	}
	if derr != nil {
		r.RejectReason, r.RejectSummary = nil, derr.Error()
		mark(r, KindExplainFailed)
	}
}

// ProfileRecord records the SQL features of a record's gold and
// prediction with ex: a query the explainer cannot read is left without a
// profile (the gold; the record then stays out of the feature table) or
// with none (the prediction).
func ProfileRecord(ex explain.Explainer, r *report.Record, s *schema.Schema) {
	idents := []string{}
	for _, t := range s.Tables {
		idents = append(idents, t)
		idents = append(idents, s.Ordered[t]...)
	}
	_ = contain("the feature profile", func() {
		if g, err := ex.Features(r.Gold, idents); err == nil {
			r.GoldFeatures = g
		}
		if p, err := ex.Features(r.Pred, idents); err == nil {
			r.PredFeatures = p
		} else {
			r.PredFeatures = []string{}
		}
	})
}
