package app

import (
	"fmt"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// The strict checks in the page: a badge on each answer the reference
// calls right that a strict check flags, the questions filter, the flags
// explained beside both results, and the strict EX beside the official
// one. The checks and their wording are the engine's (eval/exec,
// eval/report), as `spidereval --strict` prints them.

// strictBadge marks a right answer with strict flags; nil without any.
func strictBadge(q *protocol.Question) goapp.UI {
	if len(q.Strict) == 0 {
		return nil
	}
	return goapp.Span().Class("se-badge se-strict").
		Title("right for the official metric, wrong for spidereval's strict check (the official verdict is unchanged)").
		Text("strict ✗ " + strings.Join(q.Strict, ", "))
}

// strictMeaning is a flag's meaning in the run's strict summary ("" when
// the run has none, e.g. a saved session of an older page).
func strictMeaning(m *protocol.Run, flag string) string {
	if m.Strict == nil {
		return ""
	}
	for _, f := range m.Strict.Flags {
		if f.Flag == flag {
			return f.Meaning
		}
	}
	return ""
}

// strictNote names a question's strict flags with what each means, shown
// with both execution results; nil when the answer has none.
func strictNote(m *protocol.Run, q *protocol.Question) goapp.UI {
	if len(q.Strict) == 0 {
		return nil
	}
	items := make([]goapp.UI, len(q.Strict))
	for i, f := range q.Strict {
		meaning := strictMeaning(m, f)
		if meaning != "" {
			meaning = ": " + meaning
		}
		items[i] = goapp.Li().Body(goapp.Code().Text(f), goapp.Text(meaning))
	}
	return goapp.Div().ID("se-strict-note").Class("se-strict-note").Attr("role", "note").Body(
		goapp.Strong().Text("Right for the official metric, not for a strict comparison."),
		goapp.Text(" The reference compared the two results below and called them equal; spidereval's strict checks (its own, they never change the official verdict) find:"),
		goapp.Ul().Body(items...),
		goapp.Text("The strict EX counts this answer wrong."),
	)
}

// strictFilterOptions are the Questions view's choices of strict flags.
func strictFilterOptions(m *protocol.Run, cur string) []goapp.UI {
	opt := func(v, label string) goapp.UI { return goapp.Option().Value(v).Selected(v == cur).Text(label) }
	out := []goapp.UI{opt("", "with or without strict flags"), opt("any", "right, with a strict flag")}
	if m.Strict != nil {
		for _, f := range m.Strict.Flags {
			out = append(out, opt(f.Flag, fmt.Sprintf("strict flag %s (%d)", f.Flag, f.Count)))
		}
	}
	return out
}

// strictSection is the report's strict EX beside the official EX, and
// each flag's count linking to its questions; nil without execution.
func strictSection(s *store, m *protocol.Run) goapp.UI {
	st := m.Strict
	if st == nil || st.Count == 0 {
		return nil
	}
	rows := make([]goapp.UI, 0, len(st.Flags))
	for _, f := range st.Flags {
		f := f
		count := goapp.UI(goapp.Text(itoa(f.Count)))
		if f.Count > 0 {
			count = goapp.A().Href("#").Aria("label", fmt.Sprintf("list the %d questions flagged %s", f.Count, f.Flag)).Text(itoa(f.Count)).
				OnClick(func(ctx goapp.Context, ev goapp.Event) {
					ev.PreventDefault()
					s.showQuestions(ctx, Filter{Strict: f.Flag})
				}, f.Flag)
		}
		rows = append(rows, goapp.Tr().Body(goapp.Th().Attr("scope", "row").Body(goapp.Code().Text(f.Flag)), goapp.Td().DataSet("flag", f.Flag).Body(count), goapp.Td().Text(f.Meaning)))
	}
	ex := func(n int) string { return fmt.Sprintf("%s (%d of %d)", f3(float64(n)/float64(st.Count)), n, st.Count) }
	return goapp.Div().ID("se-strict").Class("se-table-wrap").Body(
		goapp.H3().Text("Strict checks (spidereval's own; the official scores are unchanged)"),
		goapp.P().ID("se-strict-ex").Class("se-strict-ex").Body(
			goapp.Span().Text("official EX "), goapp.Strong().ID("se-strict-official").Text(ex(st.Right)),
			goapp.Span().Text(" · strict EX "), goapp.Strong().ID("se-strict-value").Text(ex(st.StrictEX)),
			goapp.Span().Class("se-hint").Text(" — strict: right officially and no flag below"),
		),
		goapp.P().Class("se-hint").Text("Officially right, but a stricter comparison of both results finds a difference; each such answer carries a \"strict ✗\" badge in the questions list. An answer can carry several flags."),
		goapp.Table().Class("se-breakdown").Body(
			goapp.THead().Body(goapp.Tr().Body(goapp.Th().Text("flag"), goapp.Th().Text("answers"), goapp.Th().Text("officially right, but…"))),
			goapp.TBody().Body(rows...)),
	)
}
