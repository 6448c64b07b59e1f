package app

import (
	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"
)

// pageHeader is the brand, a tab per view, and the current run (a picker
// when there are several).
type pageHeader struct {
	goapp.Compo
	Shared
}

func (h *pageHeader) Render() goapp.UI {
	s := h.S
	tabs := make([]goapp.UI, len(views))
	for i, p := range views {
		cls := "se-tab"
		if s.view == p.name {
			cls += " se-tab-active"
		}
		current := ""
		if s.route().name == p.name {
			current = "page"
		}
		tabs[i] = goapp.Button().Class(cls).Attr("aria-current", current).Disabled(p.usable != nil && !p.usable(s)).Text(p.tab).OnClick(s.setView(p.name))
	}
	has := s.run() != nil
	return goapp.Header().Class("se-header").Body(
		goapp.H1().Class("se-brand").Text("spidereval"),
		goapp.Nav().Class("se-tabs").Attr("aria-label", "views").Body(tabs...),
		when(has && len(s.runs) == 1, func() goapp.UI { return goapp.Span().Class("se-run-name").Text(s.runTitle()) }),
		when(len(s.runs) > 1, h.renderRunPicker),
	)
}

// renderRunPicker switches between the runs of this page.
func (h *pageHeader) renderRunPicker() goapp.UI {
	s := h.S
	opts := make([]goapp.UI, len(s.runs))
	for i, r := range s.runs {
		opts[i] = goapp.Option().Value(itoa(i)).Selected(i == s.current).Text(itoa(i+1) + ". " + titleOf(r))
	}
	return goapp.Select().ID("se-run").Class("se-run-name").Attr("aria-label", "the run shown").OnChange(func(ctx goapp.Context, ev goapp.Event) {
		if i := atoi(ev.Get("target").Get("value").String()); i >= 0 && i < len(s.runs) {
			s.current, s.selected, s.question.detail, s.page, s.cmp.chosen = i, -1, nil, 0, nil
			if s.view == viewQuestion {
				s.view = viewQuestions
			}
			s.syncURL(ctx)
		}
	}).Body(opts...)
}
