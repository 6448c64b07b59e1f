package app

import (
	"encoding/json"
	"net/url"
	"strconv"
	"time"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"spidereval/wasm/protocol"
)

// Views of the single page.
const (
	viewLoad      = "load"
	viewReport    = "report"
	viewQuestions = "questions"
	viewQuestion  = "question"
	viewPlay      = "playground"
	viewCompare   = "compare"
)

// pageSize is how many questions the list shows at once.
const pageSize = 50

// runView is a finished run as the page holds it.
type runView struct {
	meta      protocol.Run
	questions []protocol.Question
}

// Explorer is the single page: loading, report, questions and detail views.
type Explorer struct {
	goapp.Compo

	started bool
	nextID  int
	ready   bool

	summary   *protocol.Summary
	loading   bool
	errors    []string
	gold      string
	pred      string
	etype     string
	compat    string
	autoScore bool
	extended  bool

	showPartial bool
	reportRest  bool // charts and breakdowns, drawn a moment after the table
	pg          playground
	cmp         comparing
	notice      string

	loads    map[int]bool // load requests whose runs (saved sessions) are accepted
	running  bool
	evalID   int
	done     int
	total    int
	building *runView

	runs    []*runView
	current int // index into runs, -1 when none

	view     string
	filter   Filter
	page     int
	selected int // question index in the current run
	detail   *protocol.Detail
	detailID int
	want     url.Values // URL state to restore once a run exists

	unlisten func()
}

// OnMount starts the worker and loads the demo on first visit.
func (e *Explorer) OnMount(ctx goapp.Context) {
	e.current, e.selected, e.etype, e.compat = -1, -1, "all", "testsuite"
	if e.view == "" {
		e.view = viewLoad
	}
	bridge().Call("start", goapp.FuncOf(func(this goapp.Value, args []goapp.Value) any {
		text := args[0].String()
		ctx.Dispatch(func(ctx goapp.Context) { e.receive(ctx, text) })
		return nil
	}))
	e.unlisten = goapp.Window().AddEventListener("keydown", e.onKey)
	e.started = true
}

// OnDismount releases the key listener.
func (e *Explorer) OnDismount() {
	if e.unlisten != nil {
		e.unlisten()
	}
}

// OnNav restores the view named by the URL.
func (e *Explorer) OnNav(ctx goapp.Context) {
	q := ctx.Page().URL().Query()
	e.want = q
	e.applyURL(ctx)
}

// applyURL sets the view, filters and selection from the saved URL query.
func (e *Explorer) applyURL(ctx goapp.Context) {
	q := e.want
	if q == nil {
		return
	}
	if v := q.Get("view"); v != "" {
		e.view = v
	}
	if e.view == viewPlay {
		e.pg.db, e.pg.gold, e.pg.pred = q.Get("db"), q.Get("gold"), q.Get("pred")
		e.want = nil
		return
	}
	e.filter = Filter{Hardness: q.Get("hardness"), Outcome: q.Get("outcome"), Component: q.Get("component"),
		DB: q.Get("db"), Turn: q.Get("turn"), Text: q.Get("q")}
	e.page, _ = strconv.Atoi(q.Get("page"))
	if r, err := strconv.Atoi(q.Get("run")); err == nil && r >= 1 && r <= len(e.runs) {
		e.current = r - 1
	}
	if i, err := strconv.Atoi(q.Get("question")); err == nil && e.run() != nil && i >= 0 && i < len(e.run().questions) {
		if e.selected != i || e.detail == nil {
			e.selectQuestion(ctx, i, false)
		}
	}
	if e.run() == nil && (e.view == viewReport || e.view == viewQuestions || e.view == viewQuestion) {
		return // keep e.want until the run arrives
	}
	e.want = nil
}

// syncURL writes the current state into the address bar (replace, not push).
func (e *Explorer) syncURL(ctx goapp.Context) {
	q := url.Values{}
	set := func(k, v string) {
		if v != "" {
			q.Set(k, v)
		}
	}
	set("view", e.view)
	if e.view == viewPlay {
		e.playgroundURL(q)
		u := *ctx.Page().URL()
		u.RawQuery = q.Encode()
		ctx.Page().ReplaceURL(&u)
		return
	}
	if e.current >= 0 {
		set("run", strconv.Itoa(e.current+1))
	}
	set("hardness", e.filter.Hardness)
	set("outcome", e.filter.Outcome)
	set("component", e.filter.Component)
	set("db", e.filter.DB)
	set("turn", e.filter.Turn)
	set("q", e.filter.Text)
	if e.page > 0 {
		set("page", strconv.Itoa(e.page))
	}
	if e.view == viewQuestion && e.selected >= 0 {
		set("question", strconv.Itoa(e.selected))
	}
	u := *ctx.Page().URL()
	u.RawQuery = q.Encode()
	ctx.Page().ReplaceURL(&u)
}

func (e *Explorer) run() *runView {
	if e.current < 0 || e.current >= len(e.runs) {
		return nil
	}
	return e.runs[e.current]
}

// send posts a request to the worker and returns its id.
func (e *Explorer) send(req protocol.Request) int {
	e.nextID++
	req.ID = e.nextID
	b, _ := json.Marshal(req)
	bridge().Call("send", string(b))
	return req.ID
}

// receive handles one worker message on the UI goroutine.
func (e *Explorer) receive(ctx goapp.Context, text string) {
	var m protocol.Response
	if err := json.Unmarshal([]byte(text), &m); err != nil {
		e.errors = append(e.errors, "unreadable message from the engine: "+err.Error())
		return
	}
	switch m.Type {
	case protocol.Ready:
		e.ready = true
		if e.summary == nil {
			e.loading, e.autoScore = true, true
			e.send(protocol.Request{Type: protocol.LoadDemo, Base: "/web/demo"})
		}
	case protocol.Loaded:
		e.loading = false
		e.summary = m.Summary
		e.pickDefaults()
		if e.view == viewPlay && e.pg.result == nil {
			e.judgeNow(ctx)
		}
		if e.autoScore && e.gold != "" && e.pred != "" {
			e.autoScore = false
			e.startEval(ctx)
		}
	case protocol.Progress:
		if m.ID == e.evalID {
			e.done, e.total = m.Done, m.Total
		}
	case protocol.RunStart:
		if e.accepts(m.ID) {
			e.building = &runView{meta: *m.Run}
		}
	case protocol.Questions:
		if e.accepts(m.ID) && e.building != nil {
			e.building.questions = append(e.building.questions, m.Questions...)
		}
	case protocol.RunDone:
		if e.accepts(m.ID) && e.building != nil {
			e.runs = append(e.runs, e.building)
			e.building = nil
			if e.cmp.chosen != nil {
				e.cmp.chosen[len(e.runs)-1] = true
			}
			if m.ID == e.evalID {
				e.running = false
			}
			e.current = len(e.runs) - 1
			if e.view == viewLoad {
				e.view = viewReport
			}
			e.selected, e.detail = -1, nil
			e.applyURL(ctx)
			e.syncURL(ctx)
			// Draw the report in two short tasks rather than one long one.
			e.reportRest = false
			ctx.After(30*time.Millisecond, func(ctx goapp.Context) { e.reportRest = true })
		}
	case protocol.Compared:
		if m.ID == e.cmp.reqID {
			e.cmp.result = m.Comparison
		}
	case protocol.Judged:
		if m.ID == e.pg.judgeID {
			e.pg.result, e.pg.err = m.Detail, ""
		}
	case protocol.Inspected:
		if m.ID == e.detailID {
			e.detail = m.Detail
		}
	case protocol.Cancelled:
		e.notice = "Scoring cancelled; the previous results are kept."
	case protocol.Exported:
		bridge().Call("download", m.Filename, m.Text)
	case protocol.Failed:
		e.loading = false
		if m.ID == e.pg.judgeID && m.ID != 0 {
			e.pg.result, e.pg.err = nil, m.Error
			return
		}
		if m.ID == e.evalID {
			e.running = false
		}
		e.errors = append(e.errors, m.Error)
	}
}

// accepts tells whether a run message answers this page's request.
func (e *Explorer) accepts(id int) bool { return id == e.evalID || e.loads[id] }

// pickDefaults chooses a gold set and a prediction file when none is chosen.
func (e *Explorer) pickDefaults() {
	s := e.summary
	if s == nil {
		return
	}
	if !contains(s.Golds, e.gold) {
		e.gold = ""
		for _, g := range s.Golds {
			if e.gold == "" || len(g) > 0 && g[len(g)-4:] == "json" {
				e.gold = g
			}
		}
	}
	if !contains(s.Preds, e.pred) {
		e.pred = ""
		if len(s.Preds) > 0 {
			e.pred = s.Preds[0]
		}
	}
}

func (e *Explorer) startEval(ctx goapp.Context) {
	if e.gold == "" || e.pred == "" {
		e.errors = append(e.errors, "choose a gold file and a prediction file first")
		return
	}
	e.running, e.done, e.total, e.building, e.notice = true, 0, 0, nil, ""
	e.evalID = e.send(protocol.Request{Type: protocol.Evaluate, Gold: e.gold, Pred: e.pred, Etype: e.etype, Compat: e.compat, Extended: e.extended})
}

func (e *Explorer) cancelEval(ctx goapp.Context, ev goapp.Event) {
	e.send(protocol.Request{Type: protocol.Cancel})
	e.running = false
	e.evalID = -1
}

// selectQuestion opens one question and asks the worker for its detail.
func (e *Explorer) selectQuestion(ctx goapp.Context, i int, sync bool) {
	r := e.run()
	if r == nil || i < 0 || i >= len(r.questions) {
		return
	}
	e.selected, e.view, e.detail = i, viewQuestion, nil
	e.detailID = e.send(protocol.Request{Type: protocol.Inspect, Run: r.meta.ID, Index: r.questions[i].Index})
	if sync {
		e.syncURL(ctx)
	}
}

func (e *Explorer) setView(v string) goapp.EventHandler {
	return func(ctx goapp.Context, ev goapp.Event) {
		e.view = v
		e.syncURL(ctx)
	}
}

// onKey is the keyboard navigation: j/k or arrows move between questions,
// Enter opens, Escape goes back to the list.
func (e *Explorer) onKey(ctx goapp.Context, ev goapp.Event) {
	tag := ev.Get("target").Get("tagName").String()
	if tag == "INPUT" || tag == "SELECT" || tag == "TEXTAREA" {
		return
	}
	r := e.run()
	if r == nil {
		return
	}
	visible := e.filter.Apply(r.questions)
	pos := -1
	for k, i := range visible {
		if i == e.selected {
			pos = k
		}
	}
	move := func(d int) {
		if len(visible) == 0 {
			return
		}
		k := max(0, min(len(visible)-1, pos+d))
		if pos < 0 {
			k = 0
		}
		if e.view == viewQuestion {
			e.selectQuestion(ctx, visible[k], true)
		} else {
			e.selected = visible[k]
			e.page = k / pageSize
		}
	}
	switch ev.Get("key").String() {
	case "j", "ArrowDown":
		move(1)
	case "k", "ArrowUp":
		move(-1)
	case "Enter":
		if e.view == viewQuestions && e.selected >= 0 {
			e.selectQuestion(ctx, e.selected, true)
		}
	case "Escape":
		if e.view == viewQuestion {
			e.view = viewQuestions
			e.syncURL(ctx)
		}
	default:
		return
	}
	ev.PreventDefault()
}

// Render draws the page.
func (e *Explorer) Render() goapp.UI {
	return goapp.Div().Class("se-root").Body(
		e.renderHeader(),
		when(len(e.errors) > 0, e.renderErrors),
		when(e.running, e.renderProgress),
		when(e.notice != "", func() goapp.UI { return goapp.Div().Class("se-notice").Text(e.notice) }),
		goapp.Main().Class("se-main").Body(e.renderView()),
		goapp.Footer().Class("se-footer").Body(
			goapp.Text("spidereval — scores computed in your browser; nothing is uploaded. Demo data: Spider (Yu et al., 2018), CC BY-SA 4.0."),
		),
	)
}

func (e *Explorer) renderView() goapp.UI {
	switch {
	case e.view == viewPlay:
		return e.renderPlayground()
	case e.view == viewCompare && len(e.runs) > 1:
		return e.renderCompare()
	case e.view == viewLoad || e.run() == nil:
		return e.renderLoad()
	case e.view == viewReport:
		return e.renderReport()
	case e.view == viewQuestion && e.selected >= 0:
		return e.renderQuestion()
	}
	return e.renderQuestions()
}

// when renders f only if cond holds (go-app's If evaluates its arguments eagerly).
func when(cond bool, f func() goapp.UI) goapp.UI {
	if cond {
		return f()
	}
	return nil
}

func (e *Explorer) renderHeader() goapp.UI {
	tab := func(v, label string, enabled bool) goapp.UI {
		cls := "se-tab"
		if e.view == v {
			cls += " se-tab-active"
		}
		return goapp.Button().Class(cls).Disabled(!enabled).Text(label).OnClick(e.setView(v))
	}
	has := e.run() != nil
	return goapp.Header().Class("se-header").Body(
		goapp.Span().Class("se-brand").Text("spidereval"),
		goapp.Nav().Class("se-tabs").Body(
			tab(viewLoad, "Data", true),
			tab(viewReport, "Report", has),
			tab(viewQuestions, "Questions", has),
			tab(viewQuestion, "Question", has && e.selected >= 0),
			tab(viewCompare, "Compare", len(e.runs) > 1),
			tab(viewPlay, "Playground", true),
		),
		when(has && len(e.runs) == 1, func() goapp.UI { return goapp.Span().Class("se-run-name").Text(e.runTitle()) }),
		when(len(e.runs) > 1, e.renderRunPicker),
	)
}

func (e *Explorer) runTitle() string { return titleOf(e.run()) }

func titleOf(r *runView) string {
	if r == nil {
		return ""
	}
	return r.meta.Pred + " vs " + r.meta.Gold + " (" + r.meta.Compat + ", " + r.meta.Etype + ")"
}

// renderRunPicker switches between the runs of this page.
func (e *Explorer) renderRunPicker() goapp.UI {
	opts := make([]goapp.UI, len(e.runs))
	for i, r := range e.runs {
		opts[i] = goapp.Option().Value(itoa(i)).Selected(i == e.current).Text(itoa(i+1) + ". " + titleOf(r))
	}
	return goapp.Select().ID("se-run").Class("se-run-name").OnChange(func(ctx goapp.Context, ev goapp.Event) {
		if i := atoi(ev.Get("target").Get("value").String()); i >= 0 && i < len(e.runs) {
			e.current, e.selected, e.detail, e.page = i, -1, nil, 0
			if e.view == viewQuestion {
				e.view = viewQuestions
			}
			e.syncURL(ctx)
		}
	}).Body(opts...)
}

func (e *Explorer) renderErrors() goapp.UI {
	return goapp.Div().Class("se-errors").Body(
		goapp.Range(e.errors).Slice(func(i int) goapp.UI {
			return goapp.Div().Class("se-error").Text(e.errors[i])
		}),
		goapp.Button().Class("se-link").Text("dismiss").OnClick(func(ctx goapp.Context, ev goapp.Event) { e.errors = nil }),
	)
}

func (e *Explorer) renderProgress() goapp.UI {
	pct := 0
	if e.total > 0 {
		pct = e.done * 100 / e.total
	}
	return goapp.Div().Class("se-progress").Body(
		goapp.Progress().Class("se-progress-bar").Max(max(e.total, 1)).Value(e.done),
		goapp.Span().Class("se-progress-label").Text(strconv.Itoa(e.done)+" / "+strconv.Itoa(e.total)+" questions ("+strconv.Itoa(pct)+"%)"),
		goapp.Button().ID("se-cancel").Text("Cancel").OnClick(e.cancelEval),
	)
}

func bridge() goapp.Value { return goapp.Window().Get("spidereval") }
