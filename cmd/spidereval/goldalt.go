package main

import (
	"context"
	"fmt"
	"io"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/altgold"
)

// altResult is what --gold-alt found.
type altResult struct {
	outcomes map[int]altgold.Outcome // by record position
	summary  altgold.Summary
	metric   string
}

// scoreAlternatives judges the listed questions of res again against
// their alternative golds, with res's inputs and options, and marks each
// record's corrected verdict.
func scoreAlternatives(ctx context.Context, in eval.Inputs, opt eval.Options, res *eval.Results, entries []altgold.Entry) (*altResult, error) {
	opt.VES, opt.Extended, opt.Features = false, false, false // whole-run settings, not the verdicts'
	s, err := eval.NewScorer(in, opt)
	if err != nil {
		return nil, err
	}
	out, sum, err := altgold.Score(ctx, s, res, entries)
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
	return &altResult{outcomes: out, summary: sum, metric: metric}, nil
}

// write prints the --gold-alt section after the report.
func (a *altResult) write(w io.Writer, file string) {
	s := a.summary
	fmt.Fprintf(w, "\nalternative golds (%s; spidereval's own; the official scores above are unchanged)\n", file)
	if s.Count == 0 {
		fmt.Fprintln(w, "no scored question")
		return
	}
	fmt.Fprintf(w, "official %s %.3f (%d of %d)    corrected %s %.3f (%d of %d; %d questions judged against their alternatives in place of their golds)\n",
		a.metric, float64(s.Official)/float64(s.Count), s.Official, s.Count, a.metric, float64(s.Corrected)/float64(s.Count), s.Corrected, s.Count, s.Questions)
	fmt.Fprintf(w, "verdicts changed: %d (%d wrong to right, %d right to wrong)\n", s.Gained+s.Lost, s.Gained, s.Lost)
	for _, u := range s.Unmatched {
		fmt.Fprintln(w, "note:", u)
	}
}
