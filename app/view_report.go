package app

import (
	"fmt"
	"sort"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/eval/report/papertable"
	"github.com/spidereval/spidereval/wasm/protocol"
)

func f3(v float64) string { return fmt.Sprintf("%.3f", v) }

// reportView is the Report view: the current run's scores, breakdowns,
// analyses and exports (BIRD runs have their own, birdReport).
type reportView struct {
	goapp.Compo
	Shared
}

// reportState is the report's state kept across view switches.
type reportState struct {
	showPartial bool
}

// exportRun is a handler that downloads the current run in format.
func exportRun(s *store, format string) goapp.EventHandler {
	return func(ctx goapp.Context, ev goapp.Event) {
		if r := s.run(); r != nil {
			s.exporting = s.send(protocol.Request{Type: protocol.Export, Run: r.meta.ID, Format: format})
			s.exportNote = ""
		}
	}
}

// exportingNote says why the JSONL is not downloaded yet.
func exportingNote(done, total int) string {
	return fmt.Sprintf("Preparing the per-question JSONL: adding the diagnosis of each prediction the Spider grammar rejected, as the CLI's JSONL carries it (%d of %d; the first time, the parser explain.wasm is loaded)…", done, total)
}

// reportHead is the report's title and export buttons.
func reportHead(s *store) goapp.UI {
	return goapp.Div().Class("se-report-head").Body(
		goapp.H2().Text("Report"),
		goapp.Div().Class("se-exports").Body(
			goapp.Button().Class("se-button").ID("se-export-report").Text("Official report (.txt)").OnClick(exportRun(s, "report")),
			goapp.Button().Class("se-button").ID("se-export-jsonl").Text("Per-question JSONL").OnClick(exportRun(s, "jsonl")),
			goapp.Button().Class("se-button").ID("se-export-csv").Text("CSV").OnClick(exportRun(s, "csv")),
			goapp.Button().Class("se-button").ID("se-save-session").Text("Save session").OnClick(exportRun(s, "session")),
		),
	)
}

func (v *reportView) Render() goapp.UI {
	r := v.S.run()
	m := r.meta
	if isBird(&m) {
		return &birdReport{Shared: v.Shared}
	}
	hasExec := m.Etype != "match"
	hasMatch := m.Etype != "exec"
	return goapp.Section().Class("se-report").Body(
		reportHead(v.S),
		when(len(m.Problems) > 0, func() goapp.UI { return &problemsBanner{Problems: m.Problems, Severity: m.Severity} }),
		goapp.P().ID("se-run-settings").Class("se-hint").Text(runSettings(m)),
		provenanceLine(m),
		when(m.Extended != "", func() goapp.UI { return goapp.P().ID("se-extended-summary").Class("se-note").Text(m.Extended) }),
		when(v.S.reportRest, func() goapp.UI { return renderCharts(m, hasExec, hasMatch) }),
		v.renderScoreTable("Scores by hardness", m.Levels, m, hasExec, hasMatch, true),
		when(len(m.Turns) > 0, func() goapp.UI {
			return v.renderScoreTable("Scores by turn", m.Turns, m, hasExec, hasMatch, false)
		}),
		strictSection(v.S, &m),
		altSection(&m),
		when(v.S.reportRest, func() goapp.UI { return &breakdowns{Shared: v.Shared, HasExec: hasExec, HasMatch: hasMatch} }),
		when(v.S.reportRest, func() goapp.UI { return &agreementSection{Shared: v.Shared} }),
		when(v.S.reportRest, func() goapp.UI { return &lenientSection{Shared: v.Shared} }),
		when(v.S.reportRest, func() goapp.UI { return &featuresSection{Shared: v.Shared, HasExec: hasExec, HasMatch: hasMatch} }),
		goapp.Details().Class("se-official").Body(
			goapp.Summary().Text("The reference's printed report"),
			goapp.Pre().ID("se-report-text").Text(m.Report),
		),
	)
}

// runSettings names how a run was scored.
func runSettings(m protocol.Run) string {
	s := fmt.Sprintf("%s scored against %s: %s, reference %s, evaluation %s", m.Pred, m.Gold, plural(m.Count, "question", "questions"), m.Compat, m.Etype)
	if m.Difficulty != "" {
		s += ", difficulties from " + m.Difficulty
	}
	if m.Timeout != "" {
		s += ", per-query deadline " + deadlineLabel(m.Timeout)
	}
	if m.Workers > 1 {
		s += fmt.Sprintf(", judged by %d engine workers", m.Workers)
	}
	return s + "."
}

// provenanceLine says what the run measured (reference, evaluation type,
// EX or TS, settings, fingerprints, deadline hits, engine), when known.
func provenanceLine(m protocol.Run) goapp.UI {
	return when(m.Provenance != "", func() goapp.UI {
		return goapp.P().ID("se-provenance").Class("se-hint").Text("Measured: " + m.Provenance + ".")
	})
}

// bar is a labelled horizontal bar for a share between 0 and 1.
func bar(label string, v float64, cls string) goapp.UI {
	w := fmt.Sprintf("%.1f%%", 100*v)
	return goapp.Div().Class("se-bar-row").Body(
		goapp.Span().Class("se-bar-label").Text(label),
		goapp.Span().Class("se-bar-track").Body(goapp.Span().Class("se-bar "+cls).Style("width", w)),
		goapp.Span().Class("se-bar-value").Text(f3(v)),
	)
}

func renderCharts(m protocol.Run, hasExec, hasMatch bool) goapp.UI {
	var all protocol.Level
	for _, l := range m.Levels {
		if l.Name == "all" {
			all = l
		}
	}
	levels := []goapp.UI{}
	for _, l := range m.Levels {
		if l.Name == "joint_all" {
			continue
		}
		l := l
		if hasMatch {
			levels = append(levels, bar(l.Name+" exact", l.Exact, "se-bar-exact"))
		}
		if hasExec {
			levels = append(levels, bar(l.Name+" exec", l.Exec, "se-bar-exec"))
		}
	}
	comps := []goapp.UI{}
	if hasMatch {
		for k, c := range m.Components {
			comps = append(comps, bar(c, all.F1[k], "se-bar-f1"))
		}
	}
	return goapp.Div().Class("se-charts").Body(
		goapp.Div().Class("se-chart").Body(goapp.H3().Text("Accuracy by hardness"), goapp.Div().Body(levels...)),
		when(hasMatch, func() goapp.UI {
			return goapp.Div().Class("se-chart").Body(goapp.H3().Text("Component F1 (all)"), goapp.Div().Body(comps...))
		}),
	)
}

func (v *reportView) renderScoreTable(title string, levels []protocol.Level, m protocol.Run, hasExec, hasMatch, partial bool) goapp.UI {
	t, titles, multi := scoreTable(title, levels, m, hasExec, hasMatch, partial && v.S.report.showPartial)
	toggle := when(partial && hasMatch, func() goapp.UI {
		label := "show partial matching (acc, rec, F1 per component)"
		if v.S.report.showPartial {
			label = "hide partial matching"
		}
		return goapp.Button().ID("se-partial-toggle").Class("se-link").Text(label).OnClick(func(ctx goapp.Context, ev goapp.Event) {
			v.S.report.showPartial = !v.S.report.showPartial
		})
	})
	id := "hardness"
	if !partial {
		id = "turns"
	}
	return goapp.Div().Class("se-table-wrap").Body(
		goapp.H3().Text(title),
		htmlTable("se-scores-"+id, "se-scores", t, titles, 1),
		copyButtons(v.S, id, t),
		when(multi, func() goapp.UI {
			return goapp.P().ID("se-qm-im").Class("se-hint").Text("QM, question match: each question on its own (the script's all). IM, interaction match: an interaction counts only when every one of its turns is right (the script's joint_all); its count is of interactions.")
		}),
		toggle,
	)
}

// scoreTable is a score table's cells as the report draws and copies them
// (with the partial matching rows when partial), its columns' tooltips,
// and whether it is a multi-turn run's (QM and IM).
func scoreTable(title string, levels []protocol.Level, m protocol.Run, hasExec, hasMatch, partial bool) (papertable.Table, []string, bool) {
	multi := false
	for _, l := range levels {
		multi = multi || l.Name == "joint_all"
	}
	t := papertable.Table{Caption: title, Head: []string{""}}
	titles := []string{""}
	for _, l := range levels {
		t.Head = append(t.Head, levelLabel(l.Name, multi))
		titles = append(titles, levelTitle(l.Name, multi))
	}
	row := func(label string, f func(protocol.Level) string) papertable.Row {
		cells := []string{label}
		for _, l := range levels {
			cells = append(cells, f(l))
		}
		return papertable.Row{Cells: cells}
	}
	t.Rows = []papertable.Row{row("count", func(l protocol.Level) string { return fmt.Sprint(l.Count) })}
	if hasExec {
		t.Rows = append(t.Rows, row("execution", func(l protocol.Level) string { return f3(l.Exec) }))
	}
	if hasMatch {
		t.Rows = append(t.Rows, row("exact match", func(l protocol.Level) string { return f3(l.Exact) }))
		if partial {
			for _, kind := range []string{"acc", "rec", "f1"} {
				t.Rows = append(t.Rows, papertable.Row{Section: "partial matching " + kind})
				for k, c := range m.Components {
					t.Rows = append(t.Rows, row(c, func(l protocol.Level) string {
						switch kind {
						case "acc":
							return f3(l.Acc[k])
						case "rec":
							return f3(l.Rec[k])
						}
						return f3(l.F1[k])
					}))
				}
			}
		}
	}
	return t, titles, multi
}

// levelLabel names a score column; a multi-turn run names QM and IM,
// SParC's and CoSQL's headline numbers.
func levelLabel(name string, multi bool) string { return levelWords(name, multi)[0] }

// levelTitle is a score column's tooltip.
func levelTitle(name string, multi bool) string { return levelWords(name, multi)[1] }

// levelWords are a score column's label and tooltip.
func levelWords(name string, multi bool) [2]string {
	switch {
	case multi && name == "all":
		return [2]string{"all (QM)", "question match: every question on its own (all in the printed report)"}
	case multi && name == "joint_all":
		return [2]string{"interactions (IM)", "interaction match: interactions whose every turn is right (joint_all in the printed report)"}
	}
	return [2]string{name, name}
}

// breakdowns are the current run's scores by database, turn and any field
// of a JSON gold; each group links to its questions.
type breakdowns struct {
	goapp.Compo
	Shared
	HasExec, HasMatch bool
}

func (b *breakdowns) Render() goapp.UI {
	s := b.S
	m := s.run().meta
	hasExec, hasMatch := b.HasExec, b.HasMatch
	levels := []string{"easy", "medium", "hard", "extra"}
	execName := "exec"
	if isBird(&m) {
		levels, execName = birdLevels, "EX"
	}
	var keys []string
	for k := range m.Breakdowns {
		if k != "hardness" && k != "difficulty" {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var out []goapp.UI
	for _, k := range keys {
		groups := m.Breakdowns[k]
		field := k
		rows := []goapp.UI{}
		t := papertable.Table{Caption: "By " + k}
		for _, g := range groups {
			text := []string{g.Key, fmt.Sprint(g.Count)}
			g := g
			cells := []goapp.UI{
				goapp.Td().Body(goapp.A().Href("#").Text(g.Key).OnClick(func(ctx goapp.Context, ev goapp.Event) {
					ev.PreventDefault()
					var f Filter
					switch field {
					case "db_id":
						f.DB = g.Key
					case "turn":
						f.Turn = g.Key
					case "subsentences":
						f.SubSentences = g.Key
					default:
						f.Text = g.Key
					}
					s.showQuestions(ctx, f)
				}, field, g.Key)),
				goapp.Td().Text(fmt.Sprint(g.Count)),
			}
			for _, h := range levels {
				cells = append(cells, goapp.Td().Text(fmt.Sprint(g.Hardness[h])))
				text = append(text, fmt.Sprint(g.Hardness[h]))
			}
			if hasMatch {
				cells = append(cells, goapp.Td().Body(bar("", g.Exact, "se-bar-exact")))
				text = append(text, f3(g.Exact))
			}
			if hasExec {
				cells = append(cells, goapp.Td().Body(bar("", g.Exec, "se-bar-exec")))
				text = append(text, f3(g.Exec))
			}
			rows = append(rows, goapp.Tr().Body(cells...))
			t.Rows = append(t.Rows, papertable.Row{Cells: text})
		}
		t.Head = append([]string{k, "count"}, levels...)
		if hasMatch {
			t.Head = append(t.Head, "exact")
		}
		if hasExec {
			t.Head = append(t.Head, execName)
		}
		head := []goapp.UI{}
		for _, h := range t.Head {
			head = append(head, goapp.Th().Text(h))
		}
		out = append(out, goapp.Div().Class("se-table-wrap").Body(
			goapp.H3().Text(t.Caption),
			goapp.Table().Class("se-breakdown").Body(goapp.THead().Body(goapp.Tr().Body(head...)), goapp.TBody().Body(rows...)),
			copyButtons(s, "by-"+k, t),
		))
	}
	return goapp.Div().Class("se-breakdowns").Body(out...)
}
