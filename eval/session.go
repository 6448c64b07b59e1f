package eval

import (
	"fmt"
	"strings"

	"github.com/spidereval/spidereval/eval/report"
)

// SessionRun saves a finished run for a session file.
func (r *Results) SessionRun(gold, pred string) report.SessionRun {
	var sb strings.Builder
	r.WriteReport(&sb)
	run := report.SessionRun{Gold: gold, Pred: pred, Etype: r.Options.Etype.String(), Compat: r.Options.Compat.String(),
		Interactions: r.Interactions, Report: sb.String(), Records: r.Records}
	for _, w := range r.Warnings {
		run.Warnings = append(run.Warnings, w.String())
	}
	return run
}

// FromSession rebuilds a run's results (scores recomputed from its records).
func FromSession(run report.SessionRun) (*Results, error) {
	compat, err := ParseCompat(run.Compat)
	if err != nil {
		return nil, err
	}
	r := &Results{Options: Options{Etype: Etype(run.Etype), Compat: compat}, Records: run.Records, Interactions: run.Interactions}
	if compat == Bird {
		// A hand-edited or foreign file may lack the score every BIRD
		// table counts: say which record, never crash on it.
		for i := range r.Records {
			if r.Records[i].EX == nil {
				return nil, fmt.Errorf("record %d (index %d) has no \"ex\": not a BIRD record", i+1, r.Records[i].Index)
			}
		}
		r.Scores = birdScores(r.Records)
		r.bird = birdFromRecords(r.Records)
		return r, nil
	}
	r.Scores = report.Aggregate(r.Records, r.Interactions, r.Options.Etype.String(), compat.style())
	return r, nil
}
