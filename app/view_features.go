package app

import (
	"fmt"
	"time"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/eval/report/papertable"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// featuresSection is the accuracy by SQL feature of the gold: with and
// without each feature, and how often predictions lack or add it. The
// explain worker reads every query in the background once the report is
// drawn (store.background), so the section shows how far it is.
type featuresSection struct {
	goapp.Compo
	Shared
	HasExec, HasMatch bool
}

func (v *featuresSection) Render() goapp.UI {
	s := v.S
	r := s.run()
	hasExec, hasMatch := v.HasExec, v.HasMatch
	m := r.meta
	head := goapp.H3().Text("By SQL feature of the gold (spidereval's own)")
	if !r.profiled {
		if r.req == nil {
			return goapp.Div()
		}
		st := s.profiling
		mine := s.profRun == m.ID
		return goapp.Div().ID("se-features").Class("se-table-wrap").Body(head,
			goapp.P().Class("se-hint").Text("Reads every gold and prediction with a full SQL parser (joins, nesting, set operations, aggregates, LIKE, CASE, window functions, …), "+
				"in the background, and breaks the accuracy down by the gold's features. A new run comes first."),
			when(mine && st.running, func() goapp.UI { return &featureProgress{Shared: v.Shared} }),
			when(mine && st.err != "", func() goapp.UI {
				return goapp.Div().Body(
					goapp.P().Class("se-error").Text(st.err),
					goapp.Button().ID("se-features-run").Class("se-button").Text("Profile the SQL features again").
						OnClick(func(ctx goapp.Context, ev goapp.Event) { s.startProfile(r) }),
				)
			}),
		)
	}
	t := papertable.Table{Caption: "By SQL feature of the gold", Head: []string{"feature"}}
	for _, side := range []string{"with", "without"} {
		t.Head = append(t.Head, side)
		if hasMatch {
			t.Head = append(t.Head, "exact")
		}
		if hasExec {
			t.Head = append(t.Head, "exec")
		}
	}
	t.Head = append(t.Head, "pred lacks", "pred adds")
	th := []goapp.UI{}
	for _, h := range t.Head {
		th = append(th, goapp.Th().Text(h))
	}
	var rows []goapp.UI
	for _, f := range m.Features {
		f := f
		cells := []goapp.UI{goapp.Td().Body(goapp.A().Href("#").Text(f.Feature).OnClick(func(ctx goapp.Context, ev goapp.Event) {
			ev.PreventDefault()
			s.showQuestions(ctx, Filter{Feature: f.Feature})
		}, f.Feature))}
		text := []string{f.Feature}
		// A side without questions has no accuracy: its cells are empty.
		share := func(n int, v float64) string { return ifText(n > 0, f3(v)) }
		side := func(n int, exact, exec float64) {
			cells = append(cells, goapp.Td().Text(fmt.Sprint(n)))
			text = append(text, fmt.Sprint(n))
			if hasMatch {
				cells = append(cells, goapp.Td().Body(when(n > 0, func() goapp.UI { return bar("", exact, "se-bar-exact") })))
				text = append(text, share(n, exact))
			}
			if hasExec {
				cells = append(cells, goapp.Td().Body(when(n > 0, func() goapp.UI { return bar("", exec, "se-bar-exec") })))
				text = append(text, share(n, exec))
			}
		}
		side(f.With, f.WithExact, f.WithExec)
		side(f.Without, f.WithoutExact, f.WithoutExec)
		cells = append(cells, goapp.Td().Text(fmt.Sprint(f.Lacks)), goapp.Td().Text(fmt.Sprint(f.Adds)))
		text = append(text, fmt.Sprint(f.Lacks), fmt.Sprint(f.Adds))
		rows = append(rows, goapp.Tr().Body(cells...))
		t.Rows = append(t.Rows, papertable.Row{Cells: text})
	}
	return goapp.Div().ID("se-features").Class("se-table-wrap").Body(
		head,
		goapp.P().Class("se-hint").Text("Features the TiDB parser reads in each gold query; a question counts once under each of its features. "+
			"Pred lacks: predictions without a feature their gold has; pred adds: with one their gold lacks. Click a feature to list its questions."),
		goapp.Table().Class("se-breakdown").Body(goapp.THead().Body(goapp.Tr().Body(th...)), goapp.TBody().Body(rows...)),
		copyButtons(s, "features", t),
	)
}

// featureProgress is the whole-run profile's progress under the report,
// redrawn alone as progress arrives (the page is not: a background task
// should not redraw it four times a second).
type featureProgress struct {
	goapp.Compo
	Shared
}

// OnMount lets the store redraw the progress alone.
func (p *featureProgress) OnMount(goapp.Context) { p.S.featProgress = p }

// OnDismount forgets it.
func (p *featureProgress) OnDismount() {
	if p.S.featProgress == p {
		p.S.featProgress = nil
	}
}

func (p *featureProgress) Render() goapp.UI {
	st := p.S.profiling
	return goapp.Div().ID("se-features-progress").Attr("role", "status").Body(
		goapp.Progress().Attr("aria-label", "profiling the SQL features").Max(max(st.total, 1)).Value(st.done),
		goapp.Span().Class("se-hint").Text(" "+profileLabel(st)),
	)
}

// background starts, at low priority, the SQL-feature profiles the view
// shown needs: the whole run's for the table by feature (Report) and for
// a feature filter (Questions), and those of the questions on the list's
// page for their badges. Nothing starts while a run is scored or files
// are read (the engine cancels a whole-run profile when either starts),
// nor for a saved session's run (its databases are not loaded).
func (s *store) background(ctx goapp.Context) {
	r := s.run()
	if r == nil || r.req == nil || r.profiled || s.running || s.loading || !s.ready || s.dead != "" || s.replaying != nil {
		return
	}
	whole := (s.view == viewReport && s.reportRest || s.view == viewQuestions && (s.filter.Feature != "" || s.filter.Feature2 != "")) &&
		!time.Now().Before(s.quietUntil)
	if whole && (s.profRun != r.meta.ID || !s.profiling.running && s.profiling.err == "") {
		s.startProfile(r)
	}
	if s.view == viewQuestions {
		s.profileShown(r)
	}
}

// startProfile asks for the whole run's profiles and table.
func (s *store) startProfile(r *runView) {
	s.profiling = requestState{running: true}
	s.profRun = r.meta.ID
	s.profiling.reqID = s.request(protocol.Request{Type: protocol.Profile, Run: r.meta.ID}, func(m protocol.Response) { profiled(s, m) })
	if s.profiling.reqID < 0 {
		s.profiling = requestState{}
	}
}

// profileShown asks for the profiles of the questions on the list's page
// (at most pageSize) that have none and were not asked for.
func (s *store) profileShown(r *runView) {
	visible := s.filter.Apply(r.questions)
	pages := (len(visible) + pageSize - 1) / pageSize
	page := min(s.page, max(pages-1, 0))
	var idx []int
	for _, i := range visible[page*pageSize : min(len(visible), (page+1)*pageSize)] {
		if r.questions[i].Features == nil && !r.asked[i] {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		return
	}
	if r.asked == nil {
		r.asked = map[int]bool{}
	}
	for _, i := range idx {
		r.asked[i] = true
	}
	id := r.meta.ID
	s.request(protocol.Request{Type: protocol.Profile, Run: id, Indexes: idx}, func(m protocol.Response) {
		if m.Type == protocol.Failed {
			return // badges only: the table's own request reports what fails
		}
		s.mergeQuestions(id, m.Questions, func(dst, src *protocol.Question) {
			dst.Features, dst.PredFeatures = src.Features, src.PredFeatures
		})
	})
}

// profiled puts a whole-run Profiled message's features on its run; a
// profile cancelled by a new run is asked again when a view needs it.
func profiled(s *store, m protocol.Response) {
	if m.Type == protocol.Cancelled {
		if m.ID == s.profiling.reqID {
			s.profiling = requestState{}
			s.profRun = 0
		}
		return
	}
	if !s.settle(&s.profiling, m) {
		return
	}
	if r := s.mergeQuestions(m.Run.ID, m.Questions, func(dst, src *protocol.Question) {
		dst.Features, dst.PredFeatures = src.Features, src.PredFeatures
	}); r != nil {
		r.meta.Features = m.Run.Features
		r.profiled = true
	}
}

// profileLabel says how far the profiles are.
func profileLabel(r requestState) string {
	if r.total > 0 {
		return fmt.Sprintf("Profiling the SQL features… %d of %d questions", r.done, r.total)
	}
	return "Profiling the SQL features…"
}
