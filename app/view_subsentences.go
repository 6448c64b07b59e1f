package app

import (
	"strings"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// clauseSlug names a display clause for the sub-sentence links: its first
// keyword (SELECT DISTINCT is SELECT, GROUP BY is GROUP, UNION ALL is UNION).
func clauseSlug(keyword string) string {
	if f := strings.Fields(keyword); len(f) > 0 {
		return strings.ToUpper(f[0])
	}
	return ""
}

// subSentenceList lists the question's Spider-SS sub-sentences, each
// beside the clauses it asks for. Hovering or focusing one marks those
// clauses' rows in the clause table (app.css, by each item's se-ss-k-*
// classes and the rows' data-kw).
type subSentenceList struct {
	goapp.Compo

	Detail *protocol.Detail
}

func (l *subSentenceList) Render() goapp.UI {
	d := l.Detail
	items := make([]goapp.UI, 0, len(d.SubSentences))
	for _, ss := range d.SubSentences {
		classes := []string{"se-ss"}
		chips := []goapp.UI{}
		for _, c := range ss.Clauses {
			kw := strings.Join(c.Keywords, " + ")
			cls := "se-ss-clause"
			switch {
			case c.Extra:
				kw, cls = "extra", cls+" se-ss-extra"
			case kw == "":
				kw, cls = "none", cls+" se-ss-none"
			}
			for _, k := range c.Keywords {
				classes = append(classes, "se-ss-k-"+clauseSlug(k))
			}
			title := ""
			if c.NotMentioned {
				title = "the words do not name this column"
				cls += " se-ss-unnamed"
			}
			chips = append(chips, goapp.Span().Class(cls).Title(title).Body(
				goapp.Strong().Text(kw), goapp.Text(" "+c.Text)))
		}
		items = append(items, goapp.Li().Class(strings.Join(classes, " ")).TabIndex(0).Body(
			goapp.Span().Class("se-ss-text").Text(ss.Text),
			goapp.Span().Class("se-ss-clauses").Body(chips...),
		))
	}
	return goapp.Div().ID("se-subsentences").Class("se-subsentences").Body(
		goapp.H3().Text("Sub-sentences (Spider-SS)"),
		goapp.P().Class("se-hint").Text("Which words asked for which clause. Hover or select a sub-sentence to mark its clauses below. "+d.Split),
		goapp.Ol().Class("se-ss-list").Body(items...),
	)
}
