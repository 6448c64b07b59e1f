package eval

import (
	"context"

	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/report"
)

// JudgeCompletion judges a sample whose Pred is a model's completion: the
// SQL the extractor takes out of it is judged as Judge judges a
// prediction. formatOK says whether the completion had the extractor's
// format; when it had not, the prediction judged is empty (it scores 0)
// and the record keeps the completion in PredOriginal.
func (s *Scorer) JudgeCompletion(ctx context.Context, smp Sample, ex *dataset.Extractor) (r report.Record, formatOK bool) {
	orig := smp.Pred
	smp.Pred, formatOK = ex.Extract(orig)
	r = s.Judge(ctx, smp)
	if smp.Pred != orig {
		markExtracted(&r, orig)
	}
	return r, formatOK
}
