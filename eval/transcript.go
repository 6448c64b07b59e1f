package eval

import (
	"fmt"
	"io"
	"strings"

	"spidereval/eval/report"
	"spidereval/eval/spiderql"
)

// WriteReport prints what the reference script prints on stdout: the
// per-example mismatch lines in order, then the score table.
func (r *Results) WriteReport(w io.Writer) {
	doMatch := r.Options.Etype == "all" || r.Options.Etype == "match"
	legacy := r.Options.Compat == spiderql.Spider
	byInter := make([][]*report.Record, r.Interactions)
	for i := range r.Records {
		rec := &r.Records[i]
		if rec.Interaction < len(byInter) {
			byInter[rec.Interaction] = append(byInter[rec.Interaction], rec)
		}
	}
	errNum := 0
	for i, recs := range byInter {
		if !legacy && (i+1)%10 == 0 {
			fmt.Fprintf(w, "Evaluating %dth prediction\n", i+1)
		}
		for _, rec := range recs {
			if !rec.Scored() {
				continue
			}
			if legacy && !rec.PredParsed {
				errNum++
				fmt.Fprintf(w, "eval_err_num:%d\n", errNum)
			}
			if doMatch && rec.Exact == 0 {
				p := rec.Pred
				if !legacy {
					p = strings.ReplaceAll(p, "value", "1")
				}
				fmt.Fprintf(w, "%s pred: %s\n%s gold: %s\n\n", rec.Hardness, p, rec.Hardness, rec.Gold)
			}
		}
	}
	report.WriteTable(w, r.Scores, report.TableOptions{Etype: r.Options.Etype, Interactions: !legacy && r.Interactions > 1})
}
