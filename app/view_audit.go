package app

import (
	"fmt"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// auditState is the Data view's gold audit: asked on demand, since it
// runs every gold query (twice, for the tie check).
type auditState struct {
	reqID   int
	running bool
	err     string
	report  *protocol.AuditReport
	kind    string // the kind of finding listed, "" for all
}

// maxAuditLines is how many findings the list shows at once.
const maxAuditLines = 200

// auditButton asks the engine to audit the chosen gold file.
type auditButton struct {
	goapp.Compo
	Shared
}

func (b *auditButton) Render() goapp.UI {
	s := b.S
	return goapp.Button().ID("se-audit-run").Class("se-button").Disabled(s.audit.running || s.dead != "" || s.gold == "").
		Title("%s", "Run every gold query of the chosen gold file and list those that fail, time out, return no rows, depend on the order of tied rows or differ across a test suite's copies").
		Text(map[bool]string{true: "Auditing…", false: "Audit the gold"}[s.audit.running]).
		OnClick(func(ctx goapp.Context, ev goapp.Event) {
			s.audit = auditState{running: true}
			s.audit.reqID = s.request(protocol.Request{Type: protocol.Audit, Gold: s.gold, Compat: s.compat, Timeout: s.timeout},
				func(m protocol.Response) { audited(s, m) })
		})
}

// audited takes the engine's answer to the latest audit.
func audited(s *store, m protocol.Response) {
	switch {
	case m.ID != s.audit.reqID:
		s.unanswered(m)
	case m.Type == protocol.Failed:
		s.audit = auditState{err: m.Error}
	default:
		s.audit = auditState{report: m.Audit}
	}
}

// auditSection shows the last audit: counts by kind (each a filter) and
// the findings with file:line, as `spidereval audit` prints them.
type auditSection struct {
	goapp.Compo
	Shared
}

func (v *auditSection) Render() goapp.UI {
	s := v.S
	a := s.audit
	if a.err != "" {
		return goapp.P().ID("se-audit").Class("se-error").Text("Audit: " + a.err)
	}
	r := a.report
	if r == nil {
		return goapp.Div()
	}
	var kinds []goapp.UI
	for _, k := range r.Kinds {
		k := k
		kinds = append(kinds, goapp.Tr().Body(
			goapp.Td().Body(goapp.A().Href("#").Text(k.Kind).OnClick(func(ctx goapp.Context, ev goapp.Event) {
				ev.PreventDefault()
				s.audit.kind = k.Kind
			}, k.Kind)),
			goapp.Td().Text(fmt.Sprint(k.Count)), goapp.Td().Text(k.Meaning)))
	}
	var lines []goapp.UI
	shown := 0
	for _, f := range r.Findings {
		if a.kind != "" && f.Kind != a.kind {
			continue
		}
		if shown == maxAuditLines {
			break
		}
		shown++
		lines = append(lines, goapp.Li().Class("se-audit-line").Title("%s", f.SQL).Text(f.Line))
	}
	listed := "all kinds"
	if a.kind != "" {
		listed = a.kind
	}
	return goapp.Section().ID("se-audit").Class("se-table-wrap").Body(
		goapp.H3().Text("Gold audit of "+r.Gold+" (spidereval's own)"),
		goapp.P().ID("se-audit-summary").Class("se-hint").Text(fmt.Sprintf("%d gold queries, %d with findings.", r.Golds, r.WithFindings)),
		when(len(kinds) > 0, func() goapp.UI {
			return goapp.Table().Class("se-breakdown").Body(
				goapp.THead().Body(goapp.Tr().Body(goapp.Th().Text("kind"), goapp.Th().Text("golds"), goapp.Th().Text("meaning"))),
				goapp.TBody().Body(kinds...))
		}),
		when(r.TieUnchecked > 0, func() goapp.UI {
			return goapp.P().Class("se-hint").Text(fmt.Sprintf("The tie check could not run on %d gold queries (the reordered query did not run).", r.TieUnchecked))
		}),
		when(len(lines) > 0, func() goapp.UI {
			return goapp.Div().Body(
				goapp.P().Class("se-hint").Text(fmt.Sprintf("Findings (%s; first %d shown):", listed, shown)),
				goapp.Ol().ID("se-audit-findings").Body(lines...))
		}),
	)
}
