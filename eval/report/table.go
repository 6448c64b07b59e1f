package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/spidereval/spidereval/eval/match"
)

// TableOptions selects what the printed table shows.
type TableOptions struct {
	Etype        string // all, match or exec
	Style        Style
	Interactions bool // more than one interaction: the test-suite style adds joint_all and the turn table
}

// row prints a label cell of 20 then each cell formatted, space separated.
func row(w io.Writer, label string, cells []string) {
	fmt.Fprintf(w, "%-20s %s\n", label, strings.Join(cells, " "))
}

func cells[T any](vals []T, f func(T) string) []string {
	out := make([]string, len(vals))
	for i, v := range vals {
		out[i] = f(v)
	}
	return out
}

func num(v float64) string { return fmt.Sprintf("%-20.3f", v) }

// WriteTable prints the score table exactly as the reference prints it.
func WriteTable(w io.Writer, s *Scores, o TableOptions) {
	levels := append(append([]string{}, match.Levels...), "all")
	turnTable := o.Style == SParCStyle || (o.Style == TestSuiteStyle && o.Interactions)
	if turnTable {
		levels = append(levels, "joint_all")
	}
	turnLabels := Turns
	execBanner, exactBanner := "=====================   TURN EXECUTION ACCURACY     =====================",
		"\n====================== TURN EXACT MATCHING ACCURACY ====================="
	if o.Style == SParCStyle {
		turnLabels = append(append([]string{}, Turns[:4]...), "turn >4")
		execBanner, exactBanner = "=====================   TRUN XECUTION ACCURACY     =====================",
			"\n====================== TRUN EXACT MATCHING ACCURACY ====================="
	}
	at := func(names []string, m map[string]*Level, f func(*Level) float64) []string {
		return cells(names, func(n string) string { return num(f(m[n])) })
	}
	row(w, "", cells(levels, func(l string) string { return fmt.Sprintf("%-20s", l) }))
	row(w, "count", cells(levels, func(l string) string { return fmt.Sprintf("%-20d", s.Levels[l].Count) }))
	exec := o.Etype == "all" || o.Etype == "exec"
	mt := o.Etype == "all" || o.Etype == "match"
	if exec {
		fmt.Fprintln(w, "=====================   EXECUTION ACCURACY     =====================")
		row(w, "execution", at(levels, s.Levels, func(l *Level) float64 { return l.Exec }))
	}
	if mt {
		fmt.Fprintln(w, "\n====================== EXACT MATCHING ACCURACY =====================")
		row(w, "exact match", at(levels, s.Levels, func(l *Level) float64 { return l.Exact }))
		fmt.Fprintln(w, "\n---------------------PARTIAL MATCHING ACCURACY----------------------")
		for k, c := range match.Components {
			row(w, c, at(levels, s.Levels, func(l *Level) float64 { return l.Partial[k].Acc }))
		}
		fmt.Fprintln(w, "---------------------- PARTIAL MATCHING RECALL ----------------------")
		for k, c := range match.Components {
			row(w, c, at(levels, s.Levels, func(l *Level) float64 { return l.Partial[k].Rec }))
		}
		fmt.Fprintln(w, "---------------------- PARTIAL MATCHING F1 --------------------------")
		for k, c := range match.Components {
			row(w, c, at(levels, s.Levels, func(l *Level) float64 { return l.Partial[k].F1 }))
		}
	}
	if turnTable {
		fmt.Fprintln(w)
		fmt.Fprintln(w)
		row(w, "", cells(turnLabels, func(t string) string { return fmt.Sprintf("%-20s", t) }))
		row(w, "count", cells(Turns, func(t string) string { return fmt.Sprintf("%-20d", s.Turns[t].Count) }))
		if exec {
			fmt.Fprintln(w, execBanner)
			row(w, "execution", at(Turns, s.Turns, func(l *Level) float64 { return l.Exec }))
		}
		if mt {
			fmt.Fprintln(w, exactBanner)
			row(w, "exact match", at(Turns, s.Turns, func(l *Level) float64 { return l.Exact }))
		}
	}
}
