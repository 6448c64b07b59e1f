package eval

import (
	"fmt"
	"io"
	"strings"

	"github.com/spidereval/spidereval/eval/report"
)

// WriteReport prints what the reference script prints on stdout: the
// per-example mismatch lines in order, then the score table.
func (r *Results) WriteReport(w io.Writer) {
	if r.bird != nil {
		r.writeBirdReport(w)
		return
	}
	doMatch := r.Options.Etype.HasMatch()
	style := r.Options.Compat.style()
	countErrors := style != report.TestSuiteStyle
	byInter := make([][]*report.Record, r.Interactions)
	for i := range r.Records {
		rec := &r.Records[i]
		if rec.Interaction < len(byInter) {
			byInter[rec.Interaction] = append(byInter[rec.Interaction], rec)
		}
	}
	errNum := 0
	for i, recs := range byInter {
		if style == report.TestSuiteStyle && (i+1)%10 == 0 {
			fmt.Fprintf(w, "Evaluating %dth prediction\n", i+1)
		}
		for _, rec := range recs {
			if !rec.Scored() {
				continue
			}
			if countErrors && !rec.PredParsed {
				errNum++
				fmt.Fprintf(w, "eval_err_num:%d\n", errNum)
			}
			if doMatch && rec.Exact == 0 {
				p := rec.Pred
				if r.Options.Compat.replacesValue() {
					p = strings.ReplaceAll(p, "value", "1")
				}
				fmt.Fprintf(w, "%s pred: %s\n%s gold: %s\n\n", rec.Hardness, p, rec.Hardness, rec.Gold)
			}
		}
	}
	report.WriteTable(w, r.Scores, report.TableOptions{Etype: r.Options.Etype.String(), Style: style, Interactions: r.Interactions > 1})
	if style != report.Legacy && r.Interactions > 1 {
		fmt.Fprintln(w)
		report.WriteHeadline(w, r.Scores, r.Options.Etype.String())
	}
	if r.Options.Extended && doMatch {
		fmt.Fprintln(w)
		report.WriteExtended(w, r.Records)
	}
}
