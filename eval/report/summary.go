package report

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"github.com/spidereval/spidereval/eval/match"
)

// LevelSummary is one row of the score table in machine-readable form.
type LevelSummary struct {
	Level string `json:"level"`
	Count int    `json:"count"`
	// Exact and Exec are present when the run scored them.
	Exact *float64 `json:"exact,omitempty"`
	Exec  *float64 `json:"exec,omitempty"`
	// Components are the partial-match F1 (with acc and rec) by component.
	Components map[string]ComponentSummary `json:"components,omitempty"`
}

// ComponentSummary is one component's averages.
type ComponentSummary struct {
	Acc float64 `json:"acc"`
	Rec float64 `json:"rec"`
	F1  float64 `json:"f1"`
}

// Summarize lists the table's rows: the hardness levels, "all", and for
// multi-turn runs "joint_all" and the turn buckets (as "turn 1" …).
func Summarize(s *Scores, etype string, multiTurn bool) []LevelSummary {
	doExec := etype == "all" || etype == "exec"
	doMatch := etype == "all" || etype == "match"
	row := func(name string, l *Level, components bool) LevelSummary {
		out := LevelSummary{Level: name, Count: l.Count}
		if doMatch {
			v := l.Exact
			out.Exact = &v
		}
		if doExec {
			v := l.Exec
			out.Exec = &v
		}
		if doMatch && components {
			out.Components = map[string]ComponentSummary{}
			for k, name := range match.Components {
				c := l.Partial[k]
				out.Components[name] = ComponentSummary{Acc: c.Acc, Rec: c.Rec, F1: c.F1}
			}
		}
		return out
	}
	var rows []LevelSummary
	for _, n := range append(append([]string{}, match.Levels...), "all") {
		rows = append(rows, row(n, s.Levels[n], true))
	}
	if multiTurn {
		rows = append(rows, row("joint_all", s.Levels["joint_all"], false))
		for _, t := range Turns {
			rows = append(rows, row(t, s.Turns[t], false))
		}
	}
	return rows
}

// WriteSummaryCSV writes the rows as CSV: level, count, exact, exec, then
// each component's F1 (empty cells where a score was not computed).
func WriteSummaryCSV(w io.Writer, rows []LevelSummary) error {
	cw := csv.NewWriter(w)
	head := []string{"level", "count", "exact", "exec"}
	for _, c := range match.Components {
		head = append(head, c+" f1")
	}
	cw.Write(head)
	opt := func(v *float64) string {
		if v == nil {
			return ""
		}
		return strconv.FormatFloat(*v, 'f', -1, 64)
	}
	for _, r := range rows {
		rec := []string{r.Level, strconv.Itoa(r.Count), opt(r.Exact), opt(r.Exec)}
		for _, c := range match.Components {
			if cs, ok := r.Components[c]; ok {
				rec = append(rec, strconv.FormatFloat(cs.F1, 'f', -1, 64))
			} else {
				rec = append(rec, "")
			}
		}
		cw.Write(rec)
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return fmt.Errorf("writing CSV: %w", err)
	}
	return nil
}

// WriteJSON writes v as indented JSON.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// GroupSummary is one row of a breakdown (Breakdown) as --format json
// writes it: the scores the run computed, as shares.
type GroupSummary struct {
	Key      string         `json:"key"`
	Count    int            `json:"count"`
	Hardness map[string]int `json:"hardness,omitempty"`
	Exact    *float64       `json:"exact,omitempty"`
	Exec     *float64       `json:"exec,omitempty"`
}

// SummarizeGroups is a breakdown's rows with the scores etype computed.
func SummarizeGroups(groups []Group, etype string) []GroupSummary {
	out := make([]GroupSummary, 0, len(groups))
	for _, g := range groups {
		s := GroupSummary{Key: g.Key, Count: g.Count, Hardness: g.Hardness}
		if etype == "all" || etype == "match" {
			v := g.Exact
			s.Exact = &v
		}
		if etype == "all" || etype == "exec" {
			v := g.Exec
			s.Exec = &v
		}
		out = append(out, s)
	}
	return out
}
