package app

import (
	"fmt"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"
)

// quadrantLabels name the quadrants as the question filter does.
var quadrantLabels = map[string]string{
	"both right": "exact ✓ exec ✓", "exact only": "exact ✓ exec ✗", "exec only": "exact ✗ exec ✓", "both wrong": "exact ✗ exec ✗",
}

// agreementSection is where exact match and execution agree and
// disagree: four cells, each with its count, what it usually means, and a
// link to its questions.
type agreementSection struct {
	goapp.Compo
	Shared
}

func (a *agreementSection) Render() goapp.UI {
	s := a.S
	m := s.run().meta
	if len(m.Agreement) == 0 {
		return goapp.Div()
	}
	total := 0
	for _, q := range m.Agreement {
		total += q.Count
	}
	var cells []goapp.UI
	for _, q := range m.Agreement {
		q := q
		share := 0.0
		if total > 0 {
			share = 100 * float64(q.Count) / float64(total)
		}
		cells = append(cells, goapp.Div().Class("se-quadrant se-quadrant-"+strings.ReplaceAll(q.Key, " ", "-")).Body(
			goapp.A().Href("#").Class("se-quadrant-head").Text(fmt.Sprintf("%s: %d (%.1f%%)", quadrantLabels[q.Key], q.Count, share)).
				OnClick(func(ctx goapp.Context, ev goapp.Event) {
					ev.PreventDefault()
					s.showQuestions(ctx, Filter{Outcome: strings.ReplaceAll(q.Key, " ", "-")})
				}, q.Key),
			goapp.P().Class("se-hint").Text(q.Meaning),
		))
	}
	return goapp.Div().ID("se-agreement").Class("se-table-wrap").Body(
		goapp.H3().Text("Exact match versus execution (spidereval's reading)"),
		goapp.Div().Class("se-quadrants").Body(cells...),
	)
}
