package app

import (
	"fmt"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// lenientSection shows the lenient checks of the current run, or the
// button that asks for them.
type lenientSection struct {
	goapp.Compo
	Shared
}

func (v *lenientSection) Render() goapp.UI {
	s := v.S
	r := s.run()
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
			goapp.Button().ID("se-lenient-run").Class("se-button").Disabled(s.lenient.running).
				Text(map[bool]string{true: "Checking…", false: "Check the wrong answers"}[s.lenient.running]).
				OnClick(func(ctx goapp.Context, ev goapp.Event) {
					s.lenient = requestState{running: true}
					s.lenient.reqID = s.request(protocol.Request{Type: protocol.Lenient, Run: m.ID}, func(m protocol.Response) { lenientChecked(s, m) })
				}),
			when(s.lenient.err != "", func() goapp.UI { return goapp.P().Class("se-error").Text(s.lenient.err) }),
		)
	}
	l := m.Lenient
	var rows []goapp.UI
	for _, row := range l.Rows {
		// Words on the page; the CLI's key (its --lenient section) in data-key and the tooltip.
		rows = append(rows, goapp.Tr().Body(goapp.Td().DataSet("key", row.Relaxation).Title("%s", row.Relaxation).Text(relaxationWords(row.Relaxation)),
			goapp.Td().Text(fmt.Sprint(row.Flipped)), goapp.Td().Text(row.Meaning)))
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

// lenientChecked puts a LenientChecked message's findings on its run.
func lenientChecked(s *store, m protocol.Response) {
	if !s.settle(&s.lenient, m) {
		return
	}
	if r := s.mergeQuestions(m.Run.ID, m.Questions, func(dst, src *protocol.Question) { dst.Lenient = src.Lenient }); r != nil {
		r.meta.Lenient = m.Run.Lenient
	}
}

// relaxationWords says a relaxation's key (eval/lenient) in words.
func relaxationWords(key string) string {
	switch key {
	case "extra_columns":
		return "extra columns"
	case "column_order":
		return "column order"
	case "row_order":
		return "row order"
	case "distinct":
		return "duplicate rows"
	case "float_tolerance":
		return "small float differences"
	}
	return key
}
