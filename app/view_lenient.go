package app

import (
	"fmt"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"spidereval/wasm/protocol"
)

// renderLenient shows the lenient checks of a run, or the button that
// asks for them.
func (e *Explorer) renderLenient(r *runView) goapp.UI {
	m := r.meta
	if m.Etype == "match" || r.meta.ID == 0 {
		return goapp.Div()
	}
	head := goapp.H3().Text("Would it pass if… (spidereval's own; the official scores are unchanged)")
	if m.Lenient == nil {
		return goapp.Div().ID("se-lenient").Class("se-table-wrap").Body(
			head,
			goapp.P().Class("se-hint").Text("Runs every answer the official execution check calls wrong again, and compares the results ignoring one thing at a time: "+
				"extra columns, column order, row order, duplicate rows, small float differences."),
			goapp.Button().ID("se-lenient-run").Class("se-button").Disabled(e.lenient.running).
				Text(map[bool]string{true: "Checking…", false: "Check the wrong answers"}[e.lenient.running]).
				OnClick(func(ctx goapp.Context, ev goapp.Event) {
					e.lenient = requestState{running: true}
					e.lenient.reqID = e.send(protocol.Request{Type: protocol.Lenient, Run: m.ID})
				}),
			when(e.lenient.err != "", func() goapp.UI { return goapp.P().Class("se-error").Text(e.lenient.err) }),
		)
	}
	l := m.Lenient
	var rows []goapp.UI
	for _, row := range l.Rows {
		rows = append(rows, goapp.Tr().Body(goapp.Td().Text(row.Relaxation), goapp.Td().Text(fmt.Sprint(row.Flipped)), goapp.Td().Text(row.Meaning)))
	}
	rows = append(rows, goapp.Tr().Body(goapp.Td().Text("any one"), goapp.Td().Text(fmt.Sprint(l.Any)), goapp.Td().Text("each relaxation applied alone")))
	return goapp.Div().ID("se-lenient").Class("se-table-wrap").Body(
		head,
		goapp.P().Class("se-hint").Text(fmt.Sprintf("Officially wrong: %d; re-run with both queries executing: %d. Each wrong answer that would pass carries a \"would pass\" badge in the questions list.", l.Wrong, l.Checked)),
		goapp.Table().Class("se-breakdown").Body(
			goapp.THead().Body(goapp.Tr().Body(goapp.Th().Text("would pass if"), goapp.Th().Text("answers"), goapp.Th().Text("ignoring"))),
			goapp.TBody().Body(rows...)),
	)
}

// applyLenient puts a LenientChecked message's findings on its run.
func (e *Explorer) applyLenient(m protocol.Response) {
	if m.ID == e.lenient.reqID {
		e.lenient = requestState{}
	}
	if m.Run == nil {
		return
	}
	if r := e.mergeQuestions(m.Run.ID, m.Questions, func(dst, src *protocol.Question) { dst.Lenient = src.Lenient }); r != nil {
		r.meta.Lenient = m.Run.Lenient
	}
}
