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
// their alternative golds (altgold.Run, as the page does) and marks each
// record's corrected verdict.
func scoreAlternatives(ctx context.Context, in eval.Inputs, opt eval.Options, res *eval.Results, entries []altgold.Entry) (*altResult, error) {
	r, err := altgold.Run(ctx, in, opt, res, entries)
	if err != nil {
		return nil, err
	}
	return &altResult{outcomes: r.Outcomes, summary: r.Summary, metric: r.Metric}, nil
}

// write prints the --gold-alt section after the report.
func (a *altResult) write(w io.Writer, file string) {
	s := a.summary
	fmt.Fprintf(w, "\nalternative golds (%s; spidereval's own; the official scores above are unchanged)\n", file)
	if s.Count == 0 {
		fmt.Fprintln(w, "no scored question")
		return
	}
	fmt.Fprintln(w, s.Scores(a.metric))
	fmt.Fprintln(w, s.Changed())
	for _, u := range s.Unmatched {
		fmt.Fprintln(w, "note:", u)
	}
}
