package app

import (
	"net/url"
	"strings"
	"time"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/app/playlink"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// playgroundView is the Playground: a gold and a predicted query on a
// loaded database, judged as the user types.
type playgroundView struct {
	goapp.Compo
	Shared
}

// playground is the playground's state kept across view switches (and
// in the address bar).
type playground struct {
	db, gold, pred string
	question       string // optional: joins loaded Spider-SS annotations
	ref            string // the reference chosen here or by a link ("": the Data view's)
	note           string
	seq            int
	judgeID        int
	result         *protocol.Detail
	err            string
	fullErr        string // the full detail failed; the quick verdict stands
	thenScore      bool   // the files the page opened with are scored after this verdict
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
func judgeSoon(ctx goapp.Context, s *store) {
	s.play.seq++
	seq := s.play.seq
	ctx.After(300*time.Millisecond, func(ctx goapp.Context) {
		if seq == s.play.seq {
			judgeNow(ctx, s)
		}
	})
}

// judgeNow asks the worker for the playground's verdict: first without
// the full SQL parser (explain.wasm, a long first download), so that a
// shared link shows the verdict, components and results at once, then
// with it for the clause split and the diagnosis.
func judgeNow(ctx goapp.Context, s *store) {
	p := &s.play
	if p.db == "" || p.gold == "" {
		return
	}
	req := protocol.Request{Type: protocol.Judge, DB: p.db, GoldSQL: p.gold, PredSQL: p.pred, Question: p.question, Compat: s.playRef()}
	quick := req
	quick.Quick = true
	p.judgeID = s.request(quick, func(m protocol.Response) {
		switch {
		case m.ID != p.judgeID:
			s.unanswered(m)
			return
		case m.Type == protocol.Failed:
			p.result, p.err = nil, m.Error
		default:
			p.result, p.err, p.fullErr = m.Detail, "", ""
		}
		// The verdict is out: the files the page opened with are scored
		// (before the full detail is asked, which would hold them back).
		if p.thenScore {
			p.thenScore = false
			s.scoreOpening(ctx)
		}
		if m.Type == protocol.Failed || !m.Detail.Partial {
			return
		}
		p.judgeID = s.request(req, func(m protocol.Response) {
			switch {
			case m.ID != p.judgeID:
				s.unanswered(m)
			case m.Type == protocol.Failed:
				p.fullErr = m.Error // the verdict shown stands
				if p.result != nil {
					p.result.Partial = false
				}
			default:
				p.result = m.Detail
			}
		})
	})
	s.syncURL(ctx)
}

// openInPlayground copies a run's question (database, text, gold and
// prediction) into the playground and judges it there.
func openInPlayground(ctx goapp.Context, s *store, q *protocol.Question) {
	p := &s.play
	p.db, p.question, p.gold, p.pred, p.note, p.result, p.err = q.DB, q.Question, q.Gold, q.Pred, "", nil, ""
	s.view = viewPlay
	judgeNow(ctx, s)
}

// readPlaygroundURL takes the playground's pair and reference from a
// link: packed in the fragment (pg=, app/playlink), or, in links made
// before the pair was packed, in the query.
func readPlaygroundURL(s *store, q url.Values, fragment string) {
	p := &s.play
	if packed, ok := strings.CutPrefix(fragment, "pg="); ok {
		pair, err := playlink.Decode(packed)
		if err != nil {
			s.notice = "This Playground link could not be read: " + err.Error() + "."
			return
		}
		p.db, p.gold, p.pred, p.question, p.ref = pair.DB, pair.Gold, pair.Pred, pair.Question, pair.Reference
		return
	}
	p.db, p.gold, p.pred, p.question, p.ref = q.Get("db"), q.Get("gold"), q.Get("pred"), q.Get("nl"), q.Get("ref")
}

// writePlaygroundURL returns the fragment that packs the playground's
// pair and the reference judging it (none while nothing is typed).
func writePlaygroundURL(s *store, q url.Values) string {
	p := &s.play
	if p.db == "" && p.gold == "" && p.pred == "" && p.question == "" {
		return ""
	}
	return "pg=" + playlink.Encode(playlink.Pair{DB: p.db, Gold: p.gold, Pred: p.pred, Question: p.question, Reference: s.playRef()})
}

// playRef is the reference the playground judges with: its own choice
// (or a link's), else the Data view's.
func (s *store) playRef() string {
	if s.play.ref != "" {
		return s.play.ref
	}
	return s.compat
}

func (v *playgroundView) Render() goapp.UI {
	s := v.S
	p := &s.play
	var dbs []string
	if s.summary != nil {
		dbs = s.summary.Databases
	}
	if p.db == "" && len(dbs) > 0 {
		p.db = dbs[0]
	}
	if p.db != "" && !contains(dbs, p.db) {
		dbs = append([]string{p.db}, dbs...) // a link's database, listed while the files load
	}
	judging := p.judgeID > 0 && s.answers[p.judgeID] != nil
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
		goapp.P().Class("se-hint").Text("Type a gold and a predicted query: see how the Spider grammar reads them, each component's verdict, exact match, hardness and both execution results. The address bar keeps the pair and the reference judging it, compressed, so the link can be shared."),
		goapp.Div().Class("se-filters").Body(
			goapp.Label().Body(goapp.Text("Database "), goapp.Select().ID("se-pg-db").OnChange(func(ctx goapp.Context, ev goapp.Event) {
				p.db = ev.Get("target").Get("value").String()
				judgeSoon(ctx, s)
			}).Body(dbOpts...)),
			goapp.Label().Body(goapp.Text("Reference "), goapp.Select().ID("se-pg-ref").OnChange(func(ctx goapp.Context, ev goapp.Event) {
				p.ref = ev.Get("target").Get("value").String()
				judgeNow(ctx, s)
			}).Body(opt("testsuite", "testsuite", s.playRef()), opt("spider", "spider", s.playRef()), opt("sparc", "sparc", s.playRef()), opt("bird", "bird", s.playRef()))),
			goapp.Select().ID("se-pg-example").Attr("aria-label", "curated examples").OnChange(func(ctx goapp.Context, ev goapp.Event) {
				i := atoi(ev.Get("target").Get("value").String())
				if i >= 0 && i < len(Examples) {
					x := Examples[i]
					p.db, p.gold, p.pred, p.note, p.question = x.DB, x.Gold, x.Pred, x.Note, ""
					judgeNow(ctx, s)
				}
			}).Body(exOpts...),
		),
		when(p.note != "", func() goapp.UI { return goapp.P().Class("se-note").Text(p.note) }),
		goapp.Label().Class("se-sql-input").Body(goapp.Div().Text("question (optional: a question a loaded Spider-SS file annotates shows its sub-sentences)"),
			&sqlBox{ID: "se-pg-question", Value: p.question, Rows: 2, OnInput: func(ctx goapp.Context, v string) {
				p.question = v
				judgeSoon(ctx, s)
			}}),
		goapp.Div().Class("se-two").Body(
			goapp.Label().Class("se-sql-input").Body(goapp.Div().Text("gold"),
				&sqlBox{ID: "se-pg-gold", Value: p.gold, OnInput: func(ctx goapp.Context, v string) {
					p.gold, p.note = v, ""
					judgeSoon(ctx, s)
				}}),
			goapp.Label().Class("se-sql-input").Body(goapp.Div().Text("prediction"),
				&sqlBox{ID: "se-pg-pred", Value: p.pred, OnInput: func(ctx goapp.Context, v string) {
					p.pred, p.note = v, ""
					judgeSoon(ctx, s)
				}}),
		),
		when(p.err != "", func() goapp.UI { return goapp.P().Class("se-error").Text(p.err) }),
		when(p.result == nil && p.err == "" && p.gold != "", func() goapp.UI {
			what := "Starting the engine and loading the databases…"
			if judging {
				what = "Judging…"
			}
			return goapp.P().ID("se-pg-waiting").Class("se-hint se-busy").Attr("role", "status").Text(what)
		}),
		when(p.result != nil && p.result.Partial, func() goapp.UI {
			return goapp.P().ID("se-pg-parser").Class("se-hint se-busy").Attr("role", "status").
				Text("The verdict, components and results are final; the clause split, the diagnosis of a rejected prediction and the extended grammar follow once the full SQL parser (explain.wasm, downloaded once) is ready…")
		}),
		when(p.fullErr != "", func() goapp.UI {
			return goapp.P().Class("se-error").Text("The verdict stands; the clause split and diagnosis failed: " + p.fullErr)
		}),
		when(p.result != nil, func() goapp.UI { return renderVerdict(p.result) }),
	)
}

// renderVerdict shows a playground verdict: badges, the structures and the detail.
func renderVerdict(d *protocol.Detail) goapp.UI {
	q := &d.Question
	return goapp.Div().ID("se-pg-verdict").Body(
		goapp.Div().Class("se-badges").Body(questionBadges(q, false)...),
		when(d.GoldError != "", func() goapp.UI { return goapp.P().Class("se-error").Text("Gold: " + d.GoldError) }),
		when(d.GoldError == "", func() goapp.UI { return &detailView{Question: q, Detail: d} }),
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
