package app

import (
	"fmt"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/eval/report/papertable"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// BIRD runs in the page: EX and Soft-F1 per difficulty, the mini_dev
// scripts' tables verbatim, questions with their evidence, and the
// Soft-F1 pairing of both results' rows.

// birdLevels are BIRD's difficulty classes, as its dev.json spells them.
var birdLevels = []string{"simple", "moderate", "challenging"}

// rvesNote says why the page leaves R-VES to the CLI.
const rvesNote = "R-VES, BIRD's efficiency score, is not measured in the page: it times every matching query 100 times and depends on the machine and its load. Run spidereval --compat bird --ves … for it."

// isBird tells whether a run was scored as BIRD's scripts score.
func isBird(m *protocol.Run) bool { return m.Compat == "bird" }

// pct is a share as the BIRD tables print it: a percentage, two decimals.
func pct(v float64) string { return fmt.Sprintf("%.2f", 100*v) }

// birdReport is the Report view of a BIRD run.
type birdReport struct {
	goapp.Compo
	Shared
}

func (v *birdReport) Render() goapp.UI {
	s := v.S
	m := s.run().meta
	return goapp.Section().Class("se-report").Body(
		reportHead(s),
		when(len(m.Problems) > 0, func() goapp.UI { return &problemsBanner{Problems: m.Problems, Severity: m.Severity} }),
		goapp.P().ID("se-run-settings").Class("se-hint").Text(runSettings(m)),
		provenanceLine(m),
		goapp.P().ID("se-rves-note").Class("se-note").Text(rvesNote),
		when(s.reportRest, func() goapp.UI { return renderBirdCharts(m) }),
		renderBirdTable(s, m),
		strictSection(s, &m),
		altSection(&m),
		when(s.reportRest, func() goapp.UI { return &breakdowns{Shared: v.Shared, HasExec: true} }),
		when(s.reportRest, func() goapp.UI { return &lenientSection{Shared: v.Shared} }),
		when(s.reportRest, func() goapp.UI { return &featuresSection{Shared: v.Shared, HasExec: true} }),
		goapp.Details().Class("se-official").Open(true).Body(
			goapp.Summary().Text("The official scripts' printed tables (bird-bench/mini_dev evaluation_ex.py, evaluation_f1.py)"),
			goapp.Pre().ID("se-report-text").Text(m.Report),
		),
	)
}

func renderBirdCharts(m protocol.Run) goapp.UI {
	ex, f1 := []goapp.UI{}, []goapp.UI{}
	for _, l := range m.Levels {
		ex = append(ex, bar(l.Name, l.Exec, "se-bar-exec"))
		f1 = append(f1, bar(l.Name, l.SoftF1, "se-bar-f1"))
	}
	return goapp.Div().Class("se-charts").Body(
		goapp.Div().Class("se-chart").Body(goapp.H3().Text("EX by difficulty"), goapp.Div().Body(ex...)),
		goapp.Div().Class("se-chart").Body(goapp.H3().Text("Soft-F1 by difficulty"), goapp.Div().Body(f1...)),
	)
}

// renderBirdTable is the scores per difficulty, as the official tables
// print them (percentages).
func renderBirdTable(s *store, m protocol.Run) goapp.UI {
	t := birdTable(m)
	return goapp.Div().Class("se-table-wrap").Body(
		goapp.H3().Text(t.Caption),
		htmlTable("se-bird-scores", "se-scores", t, nil, 1),
		copyButtons(s, "difficulty", t),
	)
}

// birdTable is the per-difficulty table's cells.
func birdTable(m protocol.Run) papertable.Table {
	t := papertable.Table{Caption: "Scores by difficulty", Head: []string{""}}
	for _, l := range m.Levels {
		t.Head = append(t.Head, l.Name)
	}
	row := func(label string, f func(protocol.Level) string) papertable.Row {
		cells := []string{label}
		for _, l := range m.Levels {
			cells = append(cells, f(l))
		}
		return papertable.Row{Cells: cells}
	}
	t.Rows = []papertable.Row{
		row("count", func(l protocol.Level) string { return fmt.Sprint(l.Count) }),
		row("EX", func(l protocol.Level) string { return pct(l.Exec) }),
		row("Soft-F1", func(l protocol.Level) string { return pct(l.SoftF1) }),
	}
	return t
}

// birdBadges mark a BIRD question: EX, Soft-F1, difficulty, database.
func birdBadges(q *protocol.Question) []goapp.UI {
	var out []goapp.UI
	switch {
	case q.Exec == nil:
		out = append(out, badge("not scored", "se-bad"))
	case *q.Exec == 1:
		out = append(out, badge("EX ✓", "se-good"))
	case strings.HasPrefix(q.ExecError, "timeout"):
		out = append(out, badge("EX ✗ timeout", "se-bad"))
	case q.ExecError != "":
		out = append(out, badge("EX ✗ error", "se-bad"))
	default:
		out = append(out, badge("EX ✗", "se-bad"))
	}
	if b := strictBadge(q); b != nil {
		out = append(out, b)
	}
	if b := altBadge(q); b != nil {
		out = append(out, b)
	}
	if q.SoftF1 != nil {
		cls := "se-f1"
		switch {
		case *q.SoftF1 == 1:
			cls += " se-good"
		case *q.SoftF1 == 0:
			cls += " se-bad"
		}
		out = append(out, badge(fmt.Sprintf("Soft-F1 %.3f", *q.SoftF1), cls))
	}
	if q.Difficulty != "" {
		out = append(out, badge(q.Difficulty, "se-h-"+q.Difficulty))
	}
	if q.QuestionID != nil {
		out = append(out, badge(fmt.Sprintf("question_id %d", *q.QuestionID), "se-qid"))
	}
	return append(out, badge(q.DB, "se-db"))
}

// birdDetail is a BIRD question's detail: evidence, both queries by
// clause, both results with the rows one side lacks highlighted, and on
// request the Soft-F1 pairing cell by cell.
type birdDetail struct {
	goapp.Compo
	Shared

	Question *protocol.Question
	Detail   *protocol.Detail
}

func (v *birdDetail) Render() goapp.UI {
	st := &v.S.question
	q, d := v.Question, v.Detail
	var goldCells, predCells [][]string
	var goldNote, predNote []string
	if st.showSoftF1 {
		goldCells, predCells, goldNote, predNote = softF1Classes(d)
	}
	toggle := "show the Soft-F1 matching (which cells of each row the other side's paired row holds)"
	if st.showSoftF1 {
		toggle = "hide the Soft-F1 matching"
	}
	return goapp.Div().Body(
		goapp.H3().Text("SQL by clause"),
		renderClauses(d),
		goapp.H3().Text("Execution results"),
		goapp.P().Class("se-hint").Text("EX holds when both results have the same set of rows (order and repeats ignored, column order kept); highlighted rows are absent from the other side. Soft-F1 pairs the de-duplicated rows by position and counts the cells they share."),
		strictNote(&v.S.run().meta, q),
		when(len(d.SoftF1Match) > 0, func() goapp.UI {
			return goapp.Button().ID("se-softf1-toggle").Class("se-link").Text(toggle).OnClick(func(ctx goapp.Context, ev goapp.Event) {
				st.showSoftF1 = !st.showSoftF1
			})
		}),
		goapp.Div().Class("se-two").Body(
			goapp.Div().ID("se-gold-result").Body(goapp.H4().Text("gold"), resultTable(d.GoldResult, goldCells, goldNote)),
			goapp.Div().ID("se-pred-result").Body(goapp.H4().Text("prediction"), resultTable(d.PredResult, predCells, predNote)),
		),
		when(q.ExecError != "", func() goapp.UI { return goapp.P().Class("se-error").Text("Prediction: " + q.ExecError) }),
		goapp.H3().Text("Schema of "+q.DB),
		renderSchema(d.Schema),
	)
}

// softF1Classes turns the Soft-F1 pairing into per-cell classes and a
// per-row note for each result table.
func softF1Classes(d *protocol.Detail) (gold, pred [][]string, goldNote, predNote []string) {
	grid := func(t *protocol.Table) ([][]string, []string) {
		if t == nil {
			return nil, nil
		}
		cells := make([][]string, len(t.Rows))
		notes := make([]string, len(t.Rows))
		for i, r := range t.Rows {
			cells[i] = make([]string, len(r))
			notes[i] = "repeat: not counted"
		}
		return cells, notes
	}
	gold, goldNote = grid(d.GoldResult)
	pred, predNote = grid(d.PredResult)
	mark := func(cells [][]string, notes []string, row int, hits []bool, other int, otherName string) {
		if row < 0 || row >= len(cells) {
			return
		}
		for j, h := range hits {
			if j < len(cells[row]) {
				cells[row][j] = "se-cell-miss"
				if h {
					cells[row][j] = "se-cell-hit"
				}
			}
		}
		switch {
		case other >= 0:
			notes[row] = fmt.Sprintf("↔ %s row %d", otherName, other+1)
		default:
			notes[row] = "no " + otherName + " row here"
		}
	}
	for _, m := range d.SoftF1Match {
		mark(pred, predNote, m.PredRow, m.PredCells, m.GoldRow, "gold")
		mark(gold, goldNote, m.GoldRow, m.GoldCells, m.PredRow, "prediction")
	}
	return gold, pred, goldNote, predNote
}
