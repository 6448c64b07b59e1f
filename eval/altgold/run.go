package altgold

import (
	"context"
	"fmt"

	"github.com/spidereval/spidereval/eval"
)

// Result is what judging a run against alternative golds found.
type Result struct {
	Outcomes map[int]Outcome // by record position
	Summary  Summary
	Metric   string // "EX" (BIRD), "execution" or "exact match"
}

// Run judges the listed questions of res again against their
// alternatives, with res's inputs and options (the CLI's --gold-alt and
// the page share it), and marks each listed record's Corrected verdict.
func Run(ctx context.Context, in eval.Inputs, opt eval.Options, res *eval.Results, entries []Entry) (*Result, error) {
	opt.VES, opt.Extended, opt.Features = false, false, false // whole-run settings, not the verdicts'
	opt.Shard = nil                                           // every listed question, whoever judged it
	s, err := eval.NewScorer(in, opt)
	if err != nil {
		return nil, fmt.Errorf("alternative golds: %w", err)
	}
	out, sum, err := Score(ctx, s, res, entries)
	if err != nil {
		return nil, err
	}
	for i, o := range out {
		v := o.Corrected
		res.Records[i].Corrected = &v
	}
	metric := "exact match"
	switch {
	case opt.Compat == eval.Bird:
		metric = "EX"
	case s.Options().Etype.HasExec():
		metric = "execution"
	}
	return &Result{Outcomes: out, Summary: sum, Metric: metric}, nil
}

// Fits counts the entries that name a scored question of res: an
// alternatives file written for another gold names none.
func Fits(res *eval.Results, entries []Entry) int {
	byIndex, byID := indexScored(res)
	n := 0
	for _, e := range entries {
		if e.Index != nil {
			if _, ok := byIndex[*e.Index]; ok {
				n++
				continue
			}
		}
		if e.QuestionID != nil {
			if _, ok := byID[*e.QuestionID]; ok {
				n++
			}
		}
	}
	return n
}

// Scores is the official and the corrected score side by side, as the
// CLI and the page word them ("" without a scored question).
func (s Summary) Scores(metric string) string {
	if s.Count == 0 {
		return ""
	}
	return fmt.Sprintf("official %s %.3f (%d of %d)    corrected %s %.3f (%d of %d; %d questions judged against their alternatives in place of their golds)",
		metric, float64(s.Official)/float64(s.Count), s.Official, s.Count, metric, float64(s.Corrected)/float64(s.Count), s.Corrected, s.Count, s.Questions)
}

// Changed is how many verdicts the alternatives changed, and which way.
func (s Summary) Changed() string {
	return fmt.Sprintf("verdicts changed: %d (%d wrong to right, %d right to wrong)", s.Gained+s.Lost, s.Gained, s.Lost)
}
