package main

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/features"
	"github.com/spidereval/spidereval/eval/lenient"
	"github.com/spidereval/spidereval/eval/report"
)

// breakdown is one --by table in --format json.
type breakdown struct {
	By string `json:"by"`
	// Groups are the rows of a breakdown by a field; Features those of
	// the breakdown by SQL feature (spidereval's own).
	Groups   []report.GroupSummary `json:"groups,omitempty"`
	Features []features.Row        `json:"features,omitempty"`
}

// breakdowns are the --by tables of a run.
func breakdowns(res *eval.Results, by, etype string) []breakdown {
	var out []breakdown
	for _, field := range byFields(by) {
		if field == "feature" {
			out = append(out, breakdown{By: field, Features: features.Table(res.Records)})
			continue
		}
		out = append(out, breakdown{By: field, Groups: report.SummarizeGroups(report.Breakdown(res.Records, field), etype)})
	}
	return out
}

// birdTable is one of the official BIRD scripts' tables in --format json:
// scores are percentages, as the scripts print them (unrounded here).
type birdTable struct {
	Metric string      `json:"metric"`
	Levels []birdLevel `json:"levels"`
}

type birdLevel struct {
	Level string  `json:"level"`
	Count int     `json:"count"`
	Score float64 `json:"score"`
}

func birdJSON(tables []bird.Table) []birdTable {
	var out []birdTable
	for _, t := range tables {
		bt := birdTable{Metric: t.Metric.String()}
		for i, l := range bird.Levels {
			bt.Levels = append(bt.Levels, birdLevel{Level: l, Count: t.Counts[i], Score: t.Scores[i]})
		}
		out = append(out, bt)
	}
	return out
}

// writeBirdCSV writes a BIRD run's tables as CSV rows: metric, level,
// count, score (a percentage).
func writeBirdCSV(w io.Writer, tables []bird.Table) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"metric", "level", "count", "score"})
	for _, t := range birdJSON(tables) {
		for _, l := range t.Levels {
			cw.Write([]string{t.Metric, l.Level, strconv.Itoa(l.Count), strconv.FormatFloat(l.Score, 'f', -1, 64)})
		}
	}
	cw.Flush()
	return cw.Error()
}

// writeTextExtras prints what follows the reference's report in text:
// the --by tables, the lenient summary, the provenance and --stats.
func writeTextExtras(out io.Writer, c *config, res *eval.Results, etype string, lr *lenient.RunResult, prov eval.Provenance, statsOnly bool) {
	for _, field := range byFields(c.by) {
		if field == "feature" {
			// Questions have several features each: with and without each.
			fmt.Fprintf(out, "\nbreakdown by SQL feature (spidereval's own; features the TiDB parser reads in the gold, and whether the prediction lacks or adds them)\n")
			features.WriteTable(out, features.Table(res.Records), etype)
			continue
		}
		fmt.Fprintf(out, "\nbreakdown by %s\n", field)
		report.WriteBreakdown(out, field, report.Breakdown(res.Records, field), etype)
		if field == "agreement" {
			report.WriteAgreement(out, res.Records)
		}
	}
	if lr != nil {
		fmt.Fprintln(out)
		lr.Summary.WriteSummary(out)
	}
	if c.strict && !statsOnly && etype != "match" {
		fmt.Fprintln(out)
		report.WriteStrict(out, res.Records)
		fmt.Fprintf(out, "unscoreable: %d (no prediction could be right: the gold failed, hit the deadline, lacks its database or could not be read)\n", eval.CountUnscoreable(res.Records))
	}
	if c.provenance && !statsOnly {
		fmt.Fprintf(out, "\nmeasured: %s\n", prov)
	}
	if c.stats {
		fmt.Fprintf(out, "\nhardness distribution of %s\n", inputName(c.gold))
		report.WriteBreakdown(out, "set", report.Breakdown(res.Records, "(all)"), "")
	}
}
