package app

import (
	"fmt"
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/eval/compare/ranktext"
	"github.com/spidereval/spidereval/eval/report/papertable"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// compareView is the Compare view: two or more runs over the same gold,
// question by question.
type compareView struct {
	goapp.Compo
	Shared
}

// comparing is the comparison view's state kept across view switches.
type comparing struct {
	chosen map[int]bool // run indexes in the store's runs
	metric string
	reqID  int
	result *protocol.Comparison
}

func (v *compareView) startCompare(ctx goapp.Context, ev goapp.Event) {
	s := v.S
	c := &s.cmp
	var ids []int
	for i, r := range s.runs {
		if c.chosen[i] {
			ids = append(ids, r.meta.ID)
		}
	}
	if c.metric == "" {
		c.metric = "exact"
	}
	c.result = nil
	c.reqID = s.request(protocol.Request{Type: protocol.Compare, Runs: ids, Metric: c.metric}, func(m protocol.Response) {
		switch {
		case m.ID != c.reqID || m.Type == protocol.Failed:
			s.unanswered(m)
		default:
			c.result = m.Comparison
		}
	})
}

// sameQuestions tells whether two runs scored the same gold questions in
// the same order, as the engine requires for a comparison.
func sameQuestions(a, b *runView) bool {
	if len(a.questions) != len(b.questions) {
		return false
	}
	for i := range a.questions {
		if a.questions[i].Gold != b.questions[i].Gold || a.questions[i].DB != b.questions[i].DB {
			return false
		}
	}
	return true
}

func (v *compareView) Render() goapp.UI {
	s := v.S
	c := &s.cmp
	if c.chosen == nil {
		// By default, the runs over the current run's gold questions (the
		// same SQL on the same databases, whatever the gold file's format).
		c.chosen = map[int]bool{}
		cur := s.run()
		for i, r := range s.runs {
			c.chosen[i] = cur != nil && sameQuestions(r, cur)
		}
	}
	boxes := []goapp.UI{}
	for i, r := range s.runs {
		i := i
		boxes = append(boxes, goapp.Label().Class("se-check").Body(
			goapp.Input().Type("checkbox").ID("se-cmp-run-%d", i+1).Checked(c.chosen[i]).OnChange(func(ctx goapp.Context, ev goapp.Event) {
				c.chosen[i] = ev.Get("target").Get("checked").Bool()
			}, i),
			goapp.Text(" "+itoa(i+1)+". "+titleOf(r)),
		))
	}
	// BIRD runs are compared on EX alone.
	bird, some := true, false
	for i, r := range s.runs {
		if c.chosen[i] {
			some = true
			bird = bird && r.meta.Compat == "bird"
		}
	}
	bird = bird && some
	opt := func(v string) goapp.UI { return goapp.Option().Value(v).Selected(v == c.metric).Text(v) }
	metrics := []goapp.UI{opt("exact"), opt("exec")}
	if bird {
		metrics = []goapp.UI{goapp.Option().Value("exec").Selected(true).Text("EX (execution)")}
	}
	return goapp.Section().Class("se-compare").Body(
		goapp.H2().Text("Compare models"),
		goapp.P().Class("se-hint").Text("Score two or more prediction files for the same gold (Data view), then compare them question by question: accuracy per hardness (BIRD: per difficulty, on EX), component F1, the questions only one model gets right, an exact McNemar test and a paired bootstrap 95% interval of the difference — the numbers of spidereval compare. On execution (exec, BIRD's EX) the runs are also ranked under official and strict scoring. Questions not scored in every run are left out."),
		goapp.Div().Class("se-compare-runs").Body(boxes...),
		goapp.Div().Class("se-filters").Body(
			goapp.Label().Body(goapp.Text("Metric "), goapp.Select().ID("se-cmp-metric").OnChange(v.ValueTo(&c.metric)).Body(metrics...)),
			goapp.Button().ID("se-cmp-go").Class("se-button se-primary").Text("Compare").OnClick(v.startCompare),
		),
		when(c.result != nil, func() goapp.UI { return renderComparison(s, c.result) }),
	)
}

func renderComparison(s *store, c *protocol.Comparison) goapp.UI {
	name := func(run int) string {
		if i := s.runIndex(run); i >= 0 {
			return itoa(i+1) + ". " + s.runs[i].meta.Pred
		}
		return "?"
	}
	t := comparisonTables(s, c, name)
	by := "By hardness"
	if c.Bird {
		by = "By difficulty"
	}
	lists := []goapp.UI{}
	for _, p := range c.Pairs {
		lists = append(lists,
			onlyList(s, "Only "+name(p.RunA)+" right", p.RunA, p.OnlyA),
			onlyList(s, "Only "+name(p.RunB)+" right", p.RunB, p.OnlyB))
	}
	return goapp.Div().ID("se-comparison").Body(
		goapp.P().Class("se-hint").Text(fmt.Sprintf("%s scored in every run (%d left out).", plural(c.N, "question", "questions"), c.Excluded)),
		htmlTable("", "se-scores", t.accuracy, nil, 1),
		copyButtons(s, "cmp-accuracy", t.accuracy),
		when(c.Ranking != nil, func() goapp.UI { return renderRanking(s, c.Ranking, c.Excluded, name) }),
		when(c.Metric == "exact" && len(c.Models) > 0 && len(c.Models[0].F1) > 0, func() goapp.UI {
			return goapp.Div().Class("se-table-wrap").Body(
				htmlTable("se-cmp-components", "se-scores", t.components, nil, 1),
				copyButtons(s, "cmp-components", t.components))
		}),
		goapp.H3().Text("Pairs"),
		htmlTable("se-cmp-pairs", "se-breakdown", t.pairs, nil, 0),
		copyButtons(s, "cmp-pairs", t.pairs),
		when(len(t.levels.Rows) > 0, func() goapp.UI {
			return goapp.Div().Class("se-table-wrap").Body(
				goapp.H3().Text(by),
				goapp.P().Class("se-hint").Text("The same paired test on each level's questions, as spidereval compare prints it: small levels give wide intervals."),
				htmlTable("se-cmp-levels", "se-breakdown", t.levels, nil, 0),
				copyButtons(s, "cmp-levels", t.levels),
			)
		}),
		goapp.Div().Class("se-two").Body(lists...),
	)
}

// comparedTables are a comparison's tables as Compare draws and copies them.
type comparedTables struct{ accuracy, components, pairs, levels papertable.Table }

// comparisonTables are c's tables, runs named by name.
func comparisonTables(s *store, c *protocol.Comparison, name func(int) string) comparedTables {
	var t comparedTables
	metric := c.Metric
	if c.Bird {
		metric = "EX"
	}
	by := "hardness"
	if c.Bird {
		by = "difficulty"
	}
	t.accuracy = papertable.Table{Caption: "Accuracy (" + metric + ") by " + by, Head: append([]string{metric}, c.Levels...)}
	if len(c.Models) > 0 {
		cells := []string{"count"}
		for _, n := range c.Models[0].Counts {
			cells = append(cells, fmt.Sprint(n))
		}
		t.accuracy.Rows = append(t.accuracy.Rows, papertable.Row{Cells: cells})
	}
	for _, m := range c.Models {
		cells := []string{name(m.Run)}
		for _, a := range m.Accuracy {
			cells = append(cells, f3(a))
		}
		t.accuracy.Rows = append(t.accuracy.Rows, papertable.Row{Cells: cells})
	}
	t.components = papertable.Table{Caption: "Component F1 (all)", Head: []string{"component F1 (all)"}}
	if len(s.runs) > 0 {
		t.components.Head = append(t.components.Head, s.runs[0].meta.Components...)
	}
	for _, m := range c.Models {
		cells := []string{name(m.Run)}
		for _, f := range m.F1 {
			cells = append(cells, f3(f))
		}
		t.components.Rows = append(t.components.Rows, papertable.Row{Cells: cells})
	}
	test := func(p float64, low, high float64) []string {
		return []string{fmt.Sprintf("%.3g", p), fmt.Sprintf("[%+.3f, %+.3f]", low, high)}
	}
	t.pairs = papertable.Table{Caption: "Pairs (" + metric + ")", Labels: 2,
		Head: []string{"A", "B", "only A", "only B", "both", "neither", "A − B", "McNemar p", "95% CI of A − B"}}
	t.levels = papertable.Table{Caption: "Paired tests by " + by + " (" + metric + ")", Labels: 3,
		Head: []string{"A", "B", "level", "n", "only A", "only B", "both", "neither", "A − B", "McNemar p", "95% CI of A − B"}}
	for _, p := range c.Pairs {
		cells := []string{name(p.RunA), name(p.RunB), fmt.Sprint(p.AOnly), fmt.Sprint(p.BOnly), fmt.Sprint(p.Both), fmt.Sprint(p.Neither), points(p.Diff)}
		t.pairs.Rows = append(t.pairs.Rows, papertable.Row{Cells: append(cells, test(p.P, p.Low, p.High)...)})
		for _, l := range p.Levels {
			cells := []string{name(p.RunA), name(p.RunB), l.Level, fmt.Sprint(l.N), fmt.Sprint(l.AOnly), fmt.Sprint(l.BOnly), fmt.Sprint(l.Both), fmt.Sprint(l.Neither), points(l.Diff)}
			t.levels.Rows = append(t.levels.Rows, papertable.Row{Cells: append(cells, test(l.P, l.Low, l.High)...)})
		}
	}
	return t
}

// points writes an accuracy difference in percentage points.
func points(d float64) string { return fmt.Sprintf("%+.1f points", d*100) }

// onlyList links the questions one model alone gets right to that run's detail.
func onlyList(s *store, title string, run int, idx []int) goapp.UI {
	items := []goapp.UI{}
	ri := s.runIndex(run)
	for _, i := range idx {
		i := i
		num, text := questionText(s, ri, i)
		items = append(items, goapp.Li().Body(goapp.A().Href("#").Text(fmt.Sprintf("#%d %s", num, text)).OnClick(func(ctx goapp.Context, ev goapp.Event) {
			ev.PreventDefault()
			if ri >= 0 {
				s.current = ri
				selectQuestion(ctx, s, i, true)
			}
		}, run, i)))
	}
	return goapp.Div().Class("se-only-list").Body(goapp.H4().Text(fmt.Sprintf("%s (%d)", title, len(idx))), goapp.Ul().Class("se-only").Body(items...))
}

// questionText is the number (from 1, as the other views count) and text
// of question i of one run, from that run alone (its gold SQL when its
// gold has no question text).
func questionText(s *store, run, i int) (int, string) {
	if run < 0 || run >= len(s.runs) || i < 0 || i >= len(s.runs[run].questions) {
		return i + 1, ""
	}
	q := &s.runs[run].questions[i]
	return q.Index + 1, orText(q.Question, q.Gold)
}

// renderRanking is the leaderboard of the compared runs under official
// and strict execution scoring, as spidereval compare prints it; each
// score links to the questions behind it.
func renderRanking(s *store, rk *protocol.Ranking, excluded int, name func(run int) string) goapp.UI {
	open := func(run int, f Filter) goapp.EventHandler {
		return func(ctx goapp.Context, ev goapp.Event) {
			ev.PreventDefault()
			if ri := s.runIndex(run); ri >= 0 {
				s.current, s.selected, s.question.detail = ri, -1, nil
				goapp.Window().Call("scrollTo", 0, 0)
				s.showQuestions(ctx, f)
			}
		}
	}
	interval := func(lo, hi float64) string { return fmt.Sprintf("[%s, %s]", f3(lo), f3(hi)) }
	ranks := func(lo, hi float64) string { return fmt.Sprintf("[%s, %s]", ranktext.Rank(lo), ranktext.Rank(hi)) }
	pct := fmt.Sprintf("%g%%", rk.Level*100)
	var rows []goapp.UI
	for _, r := range rk.Systems {
		r := r
		who := name(r.Run)
		official := goapp.A().Href("#").Class("se-rank-link").Aria("label", fmt.Sprintf("official %s of %s: list its %d questions right officially", f3(r.Official), who, r.Right)).
			Text(f3(r.Official)).OnClick(open(r.Run, Filter{Outcome: "exec-right"}), r.Run)
		strict := goapp.UI(goapp.Text(f3(r.Strict)))
		if len(r.Moved) > 0 {
			strict = goapp.A().Href("#").Class("se-rank-link").Aria("label", fmt.Sprintf("strict %s of %s: list the %d questions right officially and wrong strictly", f3(r.Strict), who, len(r.Moved))).
				Body(goapp.Text(f3(r.Strict)), goapp.Span().Class("se-moved").Text(fmt.Sprintf(" −%d", len(r.Moved)))).OnClick(open(r.Run, Filter{Strict: "any"}), r.Run)
		}
		// The exact values ride in data attributes (the tests read them).
		g := func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
		cells := []goapp.UI{
			goapp.Th().Attr("scope", "row").Text(who),
			goapp.Td().Class("se-rank-official").Body(official, goapp.Span().Class("se-hint").Text(" "+interval(r.OfficialLow, r.OfficialHigh))),
			goapp.Td().Body(goapp.Text(ranktext.Rank(r.RankO)), goapp.Span().Class("se-hint").Text(" "+ranks(r.RankOLow, r.RankOHigh))),
			goapp.Td().Class("se-rank-strict").Body(strict, goapp.Span().Class("se-hint").Text(" "+interval(r.StrictLow, r.StrictHigh))),
			goapp.Td().Body(goapp.Text(ranktext.Rank(r.RankS)), goapp.Span().Class("se-hint").Text(" "+ranks(r.RankSLow, r.RankSHigh))),
			goapp.Td().Class(changeClass(r.Change)).Text(ranktext.Change(r.Change)),
		}
		row := goapp.Tr().DataSet("run", r.Run).DataSet("name", r.Name).DataSet("official", g(r.Official)).DataSet("strict", g(r.Strict)).
			DataSet("official-rank", g(r.RankO)).DataSet("strict-rank", g(r.RankS)).DataSet("moved", len(r.Moved))
		if rk.Corrected && r.Corrected != nil {
			corrected := goapp.UI(goapp.Text(f3(*r.Corrected)))
			if len(r.CorrectedMoved) > 0 {
				corrected = goapp.A().Href("#").Class("se-rank-link").Aria("label", fmt.Sprintf("corrected %s of %s: list the %d questions whose verdict the alternative golds change", f3(*r.Corrected), who, len(r.CorrectedMoved))).
					Body(goapp.Text(f3(*r.Corrected)), goapp.Span().Class("se-moved").Text(fmt.Sprintf(" ±%d", len(r.CorrectedMoved)))).OnClick(open(r.Run, Filter{Alt: "changed"}), r.Run)
			}
			cells = append(cells,
				goapp.Td().Class("se-rank-corrected").Body(corrected, goapp.Span().Class("se-hint").Text(" "+interval(r.CorrectedLow, r.CorrectedHigh))),
				goapp.Td().Text(ranktext.Rank(*r.RankC)),
				goapp.Td().Class(changeClass(*r.ChangeC)).Text(ranktext.Change(*r.ChangeC)))
			row = row.DataSet("corrected", g(*r.Corrected)).DataSet("corrected-rank", g(*r.RankC))
		}
		rows = append(rows, row.Body(cells...))
	}
	head := []goapp.UI{goapp.Th().Text("model"), goapp.Th().Text("official EX [" + pct + "]"), goapp.Th().Text("rank [" + pct + "]"),
		goapp.Th().Text("strict EX [" + pct + "]"), goapp.Th().Text("rank [" + pct + "]"), goapp.Th().Text("rank change")}
	if rk.Corrected {
		head = append(head, goapp.Th().Text("corrected EX ["+pct+"]"), goapp.Th().Text("rank"), goapp.Th().Text("rank change"))
	}
	return goapp.Div().ID("se-ranking").Class("se-table-wrap").Body(
		goapp.H3().Text("Leaderboard: official and strict EX"),
		goapp.P().Class("se-hint").Text("Official EX is the reference's verdicts; strict EX counts an answer right only when no strict check flags it (spidereval's own). "+
			"Intervals: paired bootstrap "+pct+" over the same resampled questions. A score links to its questions: the official one to the questions right officially, "+
			"the strict one to those a strict flag makes wrong (−n)."),
		goapp.Table().ID("se-rank-table").Class("se-breakdown").Body(
			goapp.THead().Body(goapp.Tr().Body(head...)),
			goapp.TBody().Body(rows...)),
		when(excluded > 0, func() goapp.UI {
			return goapp.P().Class("se-hint").Text("The scores count the compared questions only; a link lists the run's questions, those left out of the comparison included.")
		}),
		goapp.P().ID("se-rank-corr").DataSet("kendall", corrData(rk.Kendall)).DataSet("spearman", corrData(rk.Spearman)).Text(fmt.Sprintf("Official vs strict ranking: Kendall's τ-b %s, Spearman's ρ %s.", ranktext.Corr(rk.Kendall), ranktext.Corr(rk.Spearman))),
		when(rk.Corrected, func() goapp.UI {
			return goapp.P().ID("se-rank-corr-alt").DataSet("kendall", corrData(rk.KendallC)).DataSet("spearman", corrData(rk.SpearmanC)).
				Text(fmt.Sprintf("Official vs corrected ranking (against the loaded alternative golds): Kendall's τ-b %s, Spearman's ρ %s.", ranktext.Corr(rk.KendallC), ranktext.Corr(rk.SpearmanC)))
		}),
		when(!rk.Corrected, func() goapp.UI {
			return goapp.P().Class("se-hint").Text("No corrected ranking here: this leaderboard uses no alternative golds (a file of them loaded in the Data view corrects each run's report and question view). spidereval compare --gold-alt FILE ranks the systems against them too.")
		}),
	)
}

func changeClass(d float64) string {
	switch {
	case d > 0:
		return "se-rank-up"
	case d < 0:
		return "se-rank-down"
	}
	return ""
}

// corrData is a rank correlation's exact value for a data attribute
// ("" when undefined).
func corrData(x *float64) string {
	if x == nil {
		return ""
	}
	return strconv.FormatFloat(*x, 'g', -1, 64)
}
