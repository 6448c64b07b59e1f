package main

import (
	"encoding/csv"
	"io"
	"strconv"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/features"
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
