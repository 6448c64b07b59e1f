package app

import (
	"fmt"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// featuresSection is the accuracy by SQL feature of the gold: with and
// without each feature, and how often predictions lack or add it. The
// profiles arrive after the report (the explain worker reads every query),
// so the section says when they are still on their way.
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
	if len(m.Features) == 0 {
		if r.req == nil {
			return goapp.Div()
		}
		return goapp.Div().ID("se-features").Class("se-table-wrap").Body(head,
			goapp.P().Class("se-hint").Text("Reads every gold and prediction with a full SQL parser (joins, nesting, set operations, aggregates, LIKE, CASE, window functions, …) "+
				"and breaks the accuracy down by the gold's features."),
			goapp.Button().ID("se-features-run").Class("se-button").Disabled(s.profiling.running).
				Text(profileLabel(s.profiling)).
				OnClick(func(ctx goapp.Context, ev goapp.Event) {
					s.profiling = requestState{running: true}
					s.profiling.reqID = s.request(protocol.Request{Type: protocol.Profile, Run: m.ID}, func(m protocol.Response) { profiled(s, m) })
				}),
			when(s.profiling.err != "", func() goapp.UI { return goapp.P().Class("se-error").Text(s.profiling.err) }),
		)
	}
	th := []goapp.UI{goapp.Th().Text("feature"), goapp.Th().Text("with")}
	if hasMatch {
		th = append(th, goapp.Th().Text("exact"))
	}
	if hasExec {
		th = append(th, goapp.Th().Text("exec"))
	}
	th = append(th, goapp.Th().Text("without"))
	if hasMatch {
		th = append(th, goapp.Th().Text("exact"))
	}
	if hasExec {
		th = append(th, goapp.Th().Text("exec"))
	}
	th = append(th, goapp.Th().Text("pred lacks"), goapp.Th().Text("pred adds"))
	var rows []goapp.UI
	for _, f := range m.Features {
		f := f
		cells := []goapp.UI{goapp.Td().Body(goapp.A().Href("#").Text(f.Feature).OnClick(func(ctx goapp.Context, ev goapp.Event) {
			ev.PreventDefault()
			s.showQuestions(ctx, Filter{Feature: f.Feature})
		}, f.Feature))}
		side := func(n int, exact, exec float64) {
			cells = append(cells, goapp.Td().Text(fmt.Sprint(n)))
			if hasMatch {
				cells = append(cells, goapp.Td().Body(when(n > 0, func() goapp.UI { return bar("", exact, "se-bar-exact") })))
			}
			if hasExec {
				cells = append(cells, goapp.Td().Body(when(n > 0, func() goapp.UI { return bar("", exec, "se-bar-exec") })))
			}
		}
		side(f.With, f.WithExact, f.WithExec)
		side(f.Without, f.WithoutExact, f.WithoutExec)
		cells = append(cells, goapp.Td().Text(fmt.Sprint(f.Lacks)), goapp.Td().Text(fmt.Sprint(f.Adds)))
		rows = append(rows, goapp.Tr().Body(cells...))
	}
	return goapp.Div().ID("se-features").Class("se-table-wrap").Body(
		head,
		goapp.P().Class("se-hint").Text("Features the TiDB parser reads in each gold query; a question counts once under each of its features. "+
			"Pred lacks: predictions without a feature their gold has; pred adds: with one their gold lacks. Click a feature to list its questions."),
		goapp.Table().Class("se-breakdown").Body(goapp.THead().Body(goapp.Tr().Body(th...)), goapp.TBody().Body(rows...)),
	)
}

// profiled puts a Profiled message's features on its run.
func profiled(s *store, m protocol.Response) {
	if !s.settle(&s.profiling, m) {
		return
	}
	if r := s.mergeQuestions(m.Run.ID, m.Questions, func(dst, src *protocol.Question) {
		dst.Features, dst.PredFeatures = src.Features, src.PredFeatures
	}); r != nil {
		r.meta.Features = m.Run.Features
	}
}

// profileLabel is the profile button's text: what it does, or how far it is.
func profileLabel(r requestState) string {
	switch {
	case !r.running:
		return "Profile the SQL features"
	case r.total > 0:
		return fmt.Sprintf("Profiling… %d of %d questions", r.done, r.total)
	}
	return "Profiling…"
}
