package app

import (
	"fmt"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// shownItems is how many places each problem kind lists before "show all".
const shownItems = 3

// problemsBanner shows a run's problems above its report: the worst
// severity sets its colour; each kind has its title, its count and its
// first places, expandable to every "file:line: cause".
type problemsBanner struct {
	goapp.Compo

	Problems []protocol.Problem
	Severity string

	open map[string]bool // kinds expanded to every item
}

// severityLead says what the worst severity means for the scores.
var severityLead = map[string]string{
	protocol.Misread:  "The reference script would pair some predictions with the wrong questions, without a word: the scores are its own, of those pairs.",
	protocol.Refused:  "The reference script would refuse these inputs: spidereval scored what it could, so the scores may differ from the official ones.",
	protocol.Degraded: "Some verdicts may differ from the reference's (deadlines, caps or contained crashes).",
	protocol.Noted:    "Worth knowing; every official verdict is the reference's.",
}

func (b *problemsBanner) Render() goapp.UI {
	n := 0
	for _, p := range b.Problems {
		n += len(p.Items)
	}
	kinds := make([]goapp.UI, 0, len(b.Problems))
	for _, p := range b.Problems {
		kinds = append(kinds, b.renderKind(p))
	}
	return goapp.Section().ID("se-run-problems").Class("se-banner se-warnings se-sev-"+b.Severity).Aria("live", "polite").Body(
		goapp.Div().Class("se-banner-head").Body(
			goapp.Strong().Text(fmt.Sprintf("⚠ %s in this run", plural(n, "problem", "problems"))),
			goapp.Span().Text(" — "+severityLead[b.Severity]),
		),
		goapp.Ul().Class("se-problem-kinds").Body(kinds...),
	)
}

func (b *problemsBanner) renderKind(p protocol.Problem) goapp.UI {
	items := p.Items
	all := b.open[p.Kind]
	if !all && len(items) > shownItems {
		items = items[:shownItems]
	}
	lis := make([]goapp.UI, len(items))
	for i, it := range items {
		lis[i] = goapp.Li().Text(it)
	}
	kind := p.Kind
	return goapp.Li().ID("se-problem-%s", p.Kind).Class("se-problem se-sev-"+p.Severity).Body(
		goapp.Span().Class("se-badge se-sev-"+p.Severity).Text(p.Severity),
		goapp.Strong().Text(" "+p.Title+": "),
		goapp.Span().Class("se-problem-count").Text(plural(len(p.Items), "occurrence", "occurrences")),
		goapp.Ul().Class("se-problem-items").Body(lis...),
		when(len(p.Items) > shownItems, func() goapp.UI {
			label := fmt.Sprintf("show all %d", len(p.Items))
			if all {
				label = "show fewer"
			}
			return goapp.Button().Class("se-link se-problem-more").Text(label).OnClick(func(ctx goapp.Context, ev goapp.Event) {
				if b.open == nil {
					b.open = map[string]bool{}
				}
				b.open[kind] = !b.open[kind]
			}, kind)
		}),
	)
}

// kindLabels are short badge labels for the problem kinds of a question.
var kindLabels = map[string]string{
	"input": "input problem", "quirk": "reference quirk", "unscored": "not scored", "blank_pred": "blank prediction",
	"no_database": "no database", "gold_failed": "gold failed", "gold_timeout": "gold timeout", "pred_timeout": "deadline hit",
	"pred_too_large": "over a size cap", "reference_stop": "reference would stop", "internal": "internal error",
	"explain_failed": "diagnosis failed", "out_of_memory": "out of memory",
}

// problemBadges marks a question's problem kinds, coloured by severity.
func problemBadges(q *protocol.Question, sev map[string]string) []goapp.UI {
	out := make([]goapp.UI, 0, len(q.Problems))
	for _, k := range q.Problems {
		label := kindLabels[k]
		if label == "" {
			label = k
		}
		out = append(out, goapp.Span().Class("se-badge se-problem-badge se-sev-"+orText(sev[k], protocol.Degraded)).Title("%s", k).Text("⚠ "+label))
	}
	return out
}

// severityOf maps each problem kind of a run to its severity.
func severityOf(m *protocol.Run) map[string]string {
	out := make(map[string]string, len(m.Problems))
	for _, p := range m.Problems {
		out[p.Kind] = p.Severity
	}
	return out
}

// plural is "1 thing" or "n things".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return itoa(n) + " " + many
}
