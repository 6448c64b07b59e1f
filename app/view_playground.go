package app

import (
	"net/url"
	"time"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"spidereval/wasm/protocol"
)

// playground is the state of the teaching view.
type playground struct {
	db, gold, pred string
	question       string // optional: joins loaded Spider-SS annotations
	note           string
	seq            int
	judgeID        int
	result         *protocol.Detail
	err            string
}

// sqlBox is a textarea the user owns: its text is never written back
// from the page's state while the user types (go-app trims attribute
// values, so a round trip dropped the spaces typed between two renders).
// The page's text is written into it only when the page changed it (an
// example was picked) or when it appears (a shared link, a view switch).
type sqlBox struct {
	goapp.Compo

	ID      string
	Value   string
	Rows    int // 4 when 0
	OnInput func(ctx goapp.Context, v string)

	typed string // the text the box last reported or was given
}

func (b *sqlBox) Render() goapp.UI {
	rows := b.Rows
	if rows == 0 {
		rows = 4
	}
	return goapp.Textarea().ID(b.ID).Rows(rows).Spellcheck(false).OnInput(func(ctx goapp.Context, ev goapp.Event) {
		b.typed = ev.Get("target").Get("value").String()
		if b.OnInput != nil {
			b.OnInput(ctx, b.typed)
		}
	})
}

// OnMount writes the page's text into the new textarea.
func (b *sqlBox) OnMount(ctx goapp.Context) { b.write() }

// OnUpdate writes the page's text only if the page changed it.
func (b *sqlBox) OnUpdate(ctx goapp.Context) {
	if b.Value != b.typed {
		b.write()
	}
}

func (b *sqlBox) write() {
	b.typed = b.Value
	if b.Mounted() {
		b.JSValue().Set("value", b.Value)
	}
}

// judgeSoon asks the worker for a verdict once typing pauses.
func (e *Explorer) judgeSoon(ctx goapp.Context) {
	e.pg.seq++
	seq := e.pg.seq
	ctx.After(300*time.Millisecond, func(ctx goapp.Context) {
		if seq == e.pg.seq {
			e.judgeNow(ctx)
		}
	})
}

func (e *Explorer) judgeNow(ctx goapp.Context) {
	p := &e.pg
	if p.db == "" || p.gold == "" {
		return
	}
	p.judgeID = e.send(protocol.Request{Type: protocol.Judge, DB: p.db, GoldSQL: p.gold, PredSQL: p.pred, Question: p.question, Compat: e.compat})
	e.syncURL(ctx)
}

// openInPlayground copies a run's question (database, text, gold and
// prediction) into the playground and judges it there.
func (e *Explorer) openInPlayground(ctx goapp.Context, q *protocol.Question) {
	p := &e.pg
	p.db, p.question, p.gold, p.pred, p.note, p.result, p.err = q.DB, q.Question, q.Gold, q.Pred, "", nil, ""
	e.view = viewPlay
	e.judgeNow(ctx)
}

// playgroundURL adds the playground's state to a URL query.
func (e *Explorer) playgroundURL(q url.Values) {
	if e.pg.db != "" {
		q.Set("db", e.pg.db)
	}
	if e.pg.gold != "" {
		q.Set("gold", e.pg.gold)
	}
	if e.pg.pred != "" {
		q.Set("pred", e.pg.pred)
	}
	if e.pg.question != "" {
		q.Set("nl", e.pg.question)
	}
}

func (e *Explorer) renderPlayground() goapp.UI {
	p := &e.pg
	var dbs []string
	if e.summary != nil {
		dbs = e.summary.Databases
	}
	if p.db == "" && len(dbs) > 0 {
		p.db = dbs[0]
	}
	opt := func(v, label, cur string) goapp.UI { return goapp.Option().Value(v).Selected(v == cur).Text(label) }
	dbOpts := []goapp.UI{}
	for _, d := range dbs {
		dbOpts = append(dbOpts, opt(d, d, p.db))
	}
	exOpts := []goapp.UI{opt("", "curated examples…", "")}
	for i, x := range Examples {
		exOpts = append(exOpts, opt(itoa(i), x.Title, ""))
	}
	return goapp.Section().Class("se-playground").Body(
		goapp.H2().Text("Playground"),
		goapp.P().Class("se-hint").Text("Type a gold and a predicted query: see how the Spider grammar reads them, each component's verdict, exact match, hardness and both execution results. The address bar keeps the pair, so the link can be shared."),
		goapp.Div().Class("se-filters").Body(
			goapp.Label().Body(goapp.Text("Database "), goapp.Select().ID("se-pg-db").OnChange(func(ctx goapp.Context, ev goapp.Event) {
				p.db = ev.Get("target").Get("value").String()
				e.judgeSoon(ctx)
			}).Body(dbOpts...)),
			goapp.Select().ID("se-pg-example").OnChange(func(ctx goapp.Context, ev goapp.Event) {
				i := atoi(ev.Get("target").Get("value").String())
				if i >= 0 && i < len(Examples) {
					x := Examples[i]
					p.db, p.gold, p.pred, p.note, p.question = x.DB, x.Gold, x.Pred, x.Note, ""
					e.judgeNow(ctx)
				}
			}).Body(exOpts...),
		),
		when(p.note != "", func() goapp.UI { return goapp.P().Class("se-note").Text(p.note) }),
		goapp.Label().Class("se-sql-input").Body(goapp.Div().Text("question (optional: a question a loaded Spider-SS file annotates shows its sub-sentences)"),
			&sqlBox{ID: "se-pg-question", Value: p.question, Rows: 2, OnInput: func(ctx goapp.Context, v string) {
				p.question = v
				e.judgeSoon(ctx)
			}}),
		goapp.Div().Class("se-two").Body(
			goapp.Label().Class("se-sql-input").Body(goapp.Div().Text("gold"),
				&sqlBox{ID: "se-pg-gold", Value: p.gold, OnInput: func(ctx goapp.Context, v string) {
					p.gold, p.note = v, ""
					e.judgeSoon(ctx)
				}}),
			goapp.Label().Class("se-sql-input").Body(goapp.Div().Text("prediction"),
				&sqlBox{ID: "se-pg-pred", Value: p.pred, OnInput: func(ctx goapp.Context, v string) {
					p.pred, p.note = v, ""
					e.judgeSoon(ctx)
				}}),
		),
		when(p.err != "", func() goapp.UI { return goapp.P().Class("se-error").Text(p.err) }),
		when(p.result != nil, func() goapp.UI { return e.renderVerdict(p.result) }),
	)
}

// renderVerdict shows a playground verdict: badges, the structures and the detail.
func (e *Explorer) renderVerdict(d *protocol.Detail) goapp.UI {
	q := &d.Question
	return goapp.Div().ID("se-pg-verdict").Body(
		goapp.Div().Class("se-badges").Body(questionBadges(q, false)...),
		when(d.GoldError != "", func() goapp.UI { return goapp.P().Class("se-error").Text("Gold: " + d.GoldError) }),
		when(d.GoldError == "", func() goapp.UI { return e.renderDetail(q, d) }),
		goapp.Details().Class("se-trees").Body(
			goapp.Summary().Text("The Spider structures (as the reference's parser builds them)"),
			goapp.Div().Class("se-two").Body(
				goapp.Pre().Text(orText(d.GoldTree, "(the gold does not parse)")),
				goapp.Pre().ID("se-pg-predtree").Text(orText(d.PredTree, "(the prediction does not parse: scored as an empty query)")),
			),
		),
	)
}

func itoa(i int) string {
	const digits = "0123456789"
	if i < 10 {
		return digits[i : i+1]
	}
	return itoa(i/10) + digits[i%10:i%10+1]
}

func atoi(s string) int {
	n := 0
	if s == "" {
		return -1
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return -1
		}
		n = n*10 + int(c-'0')
	}
	return n
}
