package app

import (
	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/eval/report/papertable"
)

// Tables people paste into papers: each score table of the Report and
// Compare views carries buttons that copy its cells, as drawn, as Markdown
// or as a LaTeX tabular (eval/report/papertable writes both).

// copyState is the last copy's table and format, whether the clipboard
// has it, or why it failed.
type copyState struct {
	table, format string
	done          bool
	err           string
}

// copyButtons are table id's copy buttons for t; the note after them says
// what the last click copied.
func copyButtons(s *store, id string, t papertable.Table) goapp.UI {
	button := func(format, label string, write func(papertable.Table) string) goapp.UI {
		return goapp.Button().ID("se-copy-" + format + "-" + id).Class("se-link").
			Title("Copy this table as " + label).Text(label).
			OnClick(func(ctx goapp.Context, ev goapp.Event) { s.copyText(ctx, id, format, write(t)) })
	}
	note := ""
	switch c := s.copied; {
	case c.table != id:
	case !c.done:
		note = "copying…"
	case c.err != "":
		note = "not copied: " + c.err
	default:
		note = "copied as " + map[string]string{"md": "Markdown", "tex": "LaTeX"}[c.format]
	}
	return goapp.Div().Class("se-copy").Body(
		goapp.Span().Class("se-hint").Text("Copy as "),
		button("md", "Markdown", papertable.Markdown),
		goapp.Span().Class("se-hint").Text(" · "),
		button("tex", "LaTeX", papertable.LaTeX),
		goapp.Span().ID("se-copied-"+id).Class("se-hint").Attr("role", "status").Text(ifText(note != "", " — "+note)),
	)
}

// ifText is s when cond holds, else "".
func ifText(cond bool, s string) string {
	if cond {
		return s
	}
	return ""
}

// copyText puts text on the clipboard through the page's bridge and notes
// the outcome under table id.
func (s *store) copyText(ctx goapp.Context, id, format, text string) {
	s.copied = copyState{table: id, format: format}
	bridge().copy(text, func(cause string) {
		ctx.Dispatch(func(ctx goapp.Context) {
			if s.copied.table == id && s.copied.format == format {
				s.copied.done, s.copied.err = true, cause
			}
		})
	})
}

// htmlTable draws t as a table: the first heads cells of a row are row
// headings, a section row spans the table; titles, when given, are the
// column headings' tooltips.
func htmlTable(id, class string, t papertable.Table, titles []string, heads int) goapp.UI {
	head := make([]goapp.UI, len(t.Head))
	for i, h := range t.Head {
		th := goapp.Th().Attr("scope", "col")
		if i < len(titles) && titles[i] != "" {
			th = th.Title("%s", titles[i])
		}
		head[i] = th.Text(h)
	}
	rows := make([]goapp.UI, 0, len(t.Rows))
	for _, r := range t.Rows {
		if r.Section != "" {
			rows = append(rows, goapp.Tr().Class("se-subhead").Body(goapp.Th().ColSpan(len(t.Head)).Text(r.Section)))
			continue
		}
		cells := make([]goapp.UI, len(r.Cells))
		for i, c := range r.Cells {
			if i < heads {
				cells[i] = goapp.Th().Attr("scope", "row").Text(c)
			} else {
				cells[i] = goapp.Td().Text(c)
			}
		}
		rows = append(rows, goapp.Tr().Body(cells...))
	}
	tb := goapp.Table().Class(class)
	if id != "" {
		tb = tb.ID(id)
	}
	return tb.Body(goapp.THead().Body(goapp.Tr().Body(head...)), goapp.TBody().Body(rows...))
}
