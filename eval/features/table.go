package features

import (
	"fmt"
	"io"
	"slices"
	"text/tabwriter"

	"github.com/spidereval/spidereval/eval/report"
)

// Side is the scored questions of one group: how many, and their shares
// of exact matches and correct executions.
type Side struct {
	Count int     `json:"count"`
	Exact float64 `json:"exact"`
	Exec  float64 `json:"exec"`
}

func (s *Side) add(r *report.Record) {
	s.Count++
	s.Exact += float64(r.Exact)
	switch {
	case r.Exec != nil:
		s.Exec += float64(*r.Exec)
	case r.EX != nil: // BIRD's execution accuracy
		s.Exec += float64(*r.EX)
	}
}

func (s *Side) finish() {
	if s.Count > 0 {
		s.Exact /= float64(s.Count)
		s.Exec /= float64(s.Count)
	}
}

// Row is one feature's line of the table.
type Row struct {
	Feature string `json:"feature"`
	With    Side   `json:"with"`    // questions whose gold has the feature
	Without Side   `json:"without"` // questions whose gold lacks it
	Lacks   int    `json:"lacks"`   // of With, predictions without the feature
	Adds    int    `json:"adds"`    // of Without, predictions with it
}

// Table breaks the scored records with a gold profile down by feature;
// features no gold and no prediction has are left out.
func Table(records []report.Record) []Row {
	var rows []Row
	for _, f := range Catalog {
		row := Row{Feature: f}
		for i := range records {
			r := &records[i]
			if !r.Scored() || r.GoldFeatures == nil {
				continue
			}
			gold, pred := slices.Contains(r.GoldFeatures, f), slices.Contains(r.PredFeatures, f)
			if gold {
				row.With.add(r)
				if !pred {
					row.Lacks++
				}
			} else {
				row.Without.add(r)
				if pred {
					row.Adds++
				}
			}
		}
		if row.With.Count == 0 && row.Adds == 0 {
			continue
		}
		row.With.finish()
		row.Without.finish()
		rows = append(rows, row)
	}
	return rows
}

// WriteTable prints the rows; etype chooses the accuracy columns shown
// (all, match or exec).
func WriteTable(w io.Writer, rows []Row, etype string) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	match, exec := etype != "exec", etype != "match"
	fmt.Fprint(tw, "feature (in the gold)\twith")
	if match {
		fmt.Fprint(tw, "\texact")
	}
	if exec {
		fmt.Fprint(tw, "\texec")
	}
	fmt.Fprint(tw, "\twithout")
	if match {
		fmt.Fprint(tw, "\texact")
	}
	if exec {
		fmt.Fprint(tw, "\texec")
	}
	fmt.Fprintln(tw, "\tpred lacks\tpred adds")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%d", r.Feature, r.With.Count)
		writeShares(tw, r.With, match, exec)
		fmt.Fprintf(tw, "\t%d", r.Without.Count)
		writeShares(tw, r.Without, match, exec)
		fmt.Fprintf(tw, "\t%d\t%d\n", r.Lacks, r.Adds)
	}
	tw.Flush()
}

func writeShares(w io.Writer, s Side, match, exec bool) {
	share := func(v float64) string {
		if s.Count == 0 {
			return "-"
		}
		return fmt.Sprintf("%.3f", v)
	}
	if match {
		fmt.Fprintf(w, "\t%s", share(s.Exact))
	}
	if exec {
		fmt.Fprintf(w, "\t%s", share(s.Exec))
	}
}
