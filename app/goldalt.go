package app

import (
	"fmt"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// Alternative golds in the page: when a loaded file of alternative golds
// (the CLI's --gold-alt format) names the run's questions, the engine
// judges them against it too; the report shows the official and the
// corrected score side by side as the CLI words them, and the question
// view each alternative beside the official gold.

// verdictText is a 0/1 verdict in words.
func verdictText(v int) string {
	if v == 1 {
		return "right ✓"
	}
	return "wrong ✗"
}

// altBadge marks a question with alternative golds by its verdict
// against them; nil without any.
func altBadge(q *protocol.Question) goapp.UI {
	if q.Alt == nil {
		return nil
	}
	mark, cls := "✗", "se-bad"
	if q.Alt.Corrected == 1 {
		mark, cls = "✓", "se-good"
	}
	return goapp.Span().Class("se-badge se-alt " + cls).
		Title("the verdict against this question's alternative golds (spidereval's own; the official verdict is unchanged)").
		Text("alt gold " + mark)
}

// altSection is the report's official and corrected score and the
// verdicts changed; nil when the run was not judged against alternatives.
func altSection(m *protocol.Run) goapp.UI {
	a := m.GoldAlt
	if a == nil {
		return nil
	}
	return goapp.Div().ID("se-gold-alt").Class("se-table-wrap").Body(
		goapp.H3().Text(fmt.Sprintf("Alternative golds (%s; spidereval's own; the official scores are unchanged)", a.File)),
		when(a.Count == 0, func() goapp.UI { return goapp.P().Text("no scored question") }),
		when(a.Count > 0, func() goapp.UI {
			ex := func(n int) string { return fmt.Sprintf("%s (%d of %d)", f3(float64(n)/float64(a.Count)), n, a.Count) }
			return goapp.P().ID("se-gold-alt-scores").Class("se-strict-ex").Body(
				goapp.Span().Text("official "+a.Metric+" "), goapp.Strong().ID("se-gold-alt-official").Text(ex(a.Official)),
				goapp.Span().Text(" · corrected "+a.Metric+" "), goapp.Strong().ID("se-gold-alt-corrected").Text(ex(a.Corrected)),
				goapp.Span().Class("se-hint").Text(fmt.Sprintf(" — %d questions judged against their alternatives in place of their golds", a.Questions)),
			)
		}),
		when(a.Count > 0, func() goapp.UI { return goapp.P().ID("se-gold-alt-changed").Text(a.Changed) }),
		goapp.P().Class("se-hint").Text("A listed question is right when its prediction is right against one of its alternatives, judged exactly as the run judges it; its question view shows both golds."),
	)
}

// altNote is the question view's alternative golds with the verdict
// against them beside the official one; nil when the question has none.
func altNote(q *protocol.Question) goapp.UI {
	a := q.Alt
	if a == nil {
		return nil
	}
	items := make([]goapp.UI, len(a.SQL))
	for i, sql := range a.SQL {
		label := fmt.Sprintf("alternative %d", i+1)
		if i == a.Matched {
			label += " — the prediction is right against it"
		}
		items[i] = goapp.Li().Body(goapp.Div().Class("se-hint").Text(label), goapp.Pre().Class("se-sql").Text(sql))
	}
	why := ""
	if a.Reason != "" {
		why = "Reason: " + a.Reason
	}
	if a.Source != "" {
		if why != "" {
			why += " · "
		}
		why += "Source: " + a.Source
	}
	changed := ""
	if a.Official != a.Corrected {
		changed = " (the verdict changes)"
	}
	return goapp.Div().ID("se-alt-note").Class("se-alt-note").Attr("role", "note").Body(
		goapp.Strong().Text("Alternative golds"),
		goapp.Text(" ("+a.Origin+"; spidereval's own, the official verdict is unchanged)"),
		goapp.P().ID("se-alt-verdicts").Body(
			goapp.Span().Text("against the official gold: "), goapp.Strong().Text(verdictText(a.Official)),
			goapp.Span().Text(" · against the alternatives: "), goapp.Strong().Text(verdictText(a.Corrected)), goapp.Text(changed),
		),
		goapp.Div().Class("se-hint").Text("official gold"),
		goapp.Pre().ID("se-alt-official").Class("se-sql").Text(q.Gold),
		goapp.Ul().ID("se-alt-list").Class("se-alt-list").Body(items...),
		when(why != "", func() goapp.UI { return goapp.P().ID("se-alt-why").Text(why) }),
	)
}
