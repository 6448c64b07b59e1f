package app

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"strings"
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
	req       *protocol.Request // the evaluation that made it; nil for a saved session's run
}

// loadStep is one thing loaded into the engine, replayed by a restart.
type loadStep struct {
	demo bool
	id   int // the files' request id (the bridge keeps the files)
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
	diffFile  string // BIRD: the question file giving gold SQL lines their difficulties
	autoScore bool
	extended  bool
	extract   bool   // score the SQL taken out of LLM-style prediction text
	timeout   string // per-query deadline setting

	showPartial bool
	showSoftF1  bool // BIRD: the Soft-F1 pairing of both results' cells
	reportRest  bool // charts and breakdowns, drawn a moment after the table
	pg          playground
	cmp         comparing
	notice      string

	loads     map[int]bool // load requests whose runs (saved sessions) are accepted
	running   bool
	evalID    int
	evalReq   protocol.Request
	cancelled int // the evaluation the user cancelled
	done      int
	total     int
	at        string // where the question being run is
	building  *runView

	// The engine's life: what was loaded (replayed by a restart), why it
	// died, the loads a restart waits for and the runs it scores again.
	history   []loadStep
	dead      string
	replaying map[int]bool
	redo      []protocol.Request

	runs    []*runView
	current int // index into runs, -1 when none

	view      string
	filter    Filter
	page      int
	selected  int // question index in the current run
	detail    *protocol.Detail
	detailID  int
	detailErr string
	lenient   requestState
	profiling requestState
	audit     auditState
	want      url.Values // URL state to restore once a run exists

	unlisten func()
}

// OnMount starts the worker and loads the demo on first visit.
func (e *Explorer) OnMount(ctx goapp.Context) {
	e.current, e.selected, e.etype, e.compat, e.timeout = -1, -1, "all", "testsuite", protocol.DefaultTimeout
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
		e.pg.db, e.pg.gold, e.pg.pred, e.pg.question = q.Get("db"), q.Get("gold"), q.Get("pred"), q.Get("nl")
		e.want = nil
		return
	}
	e.filter = Filter{Hardness: q.Get("hardness"), Outcome: q.Get("outcome"), Component: q.Get("component"),
		DB: q.Get("db"), Turn: q.Get("turn"), Text: q.Get("q"), Problem: q.Get("problem"), Feature: q.Get("feature"), Feature2: q.Get("feature2"),
		SubSentences: q.Get("subsentences")}
	e.page, _ = strconv.Atoi(q.Get("page"))
	question := q.Get("question")
	if s := q.Get("run"); s != "" {
		r, err := strconv.Atoi(s)
		switch {
		case err == nil && r >= 1 && r <= len(e.runs):
			e.current = r - 1
		case len(e.runs) == 0 || e.running || e.building != nil:
			return // keep e.want until the runs arrive
		default:
			// The bookmarked run is not open (runs live only in this tab).
			e.notice = fmt.Sprintf("Run %s is not open; showing run %d (%s).", s, e.current+1, e.runTitle())
			question = ""
			if e.view == viewQuestion {
				e.view = viewQuestions
			}
		}
	}
	if i, err := strconv.Atoi(question); err == nil && e.run() != nil && i >= 0 && i < len(e.run().questions) {
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
	set("problem", e.filter.Problem)
	set("feature", e.filter.Feature)
	set("feature2", e.filter.Feature2)
	set("subsentences", e.filter.SubSentences)
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

// send posts a request to the worker and returns its id (-1, and nothing
// sent, while the engine is stopped: the banner says so).
func (e *Explorer) send(req protocol.Request) int {
	if e.dead != "" {
		return -1
	}
	e.nextID++
	req.ID = e.nextID
	b, _ := json.Marshal(req)
	bridge().Call("send", string(b))
	return req.ID
}

// loadDemo asks the worker for the bundled demo.
func (e *Explorer) loadDemo() int {
	e.loading = true
	e.history = append(e.history, loadStep{demo: true})
	return e.send(protocol.Request{Type: protocol.LoadDemo, Base: "/web/demo"})
}

// receive handles one worker message on the UI goroutine.
func (e *Explorer) receive(ctx goapp.Context, text string) {
	var m protocol.Response
	if err := json.Unmarshal([]byte(text), &m); err != nil {
		e.errors = append(e.errors, "unreadable message from the engine: "+err.Error())
		return
	}
	if e.dead != "" && m.Type != protocol.Ready {
		return // a message from the stopped worker
	}
	switch m.Type {
	case protocol.Ready:
		e.ready = true
		switch {
		case e.replaying != nil:
			e.replay(ctx)
		case e.summary == nil:
			e.autoScore = true
			e.loadDemo()
		}
	case protocol.Died:
		e.engineDied(ctx, m.Error)
	case protocol.Loaded:
		e.loading = false
		e.summary = m.Summary
		e.pickDefaults()
		if e.view == viewPlay && e.pg.result == nil {
			e.judgeNow(ctx)
		}
		if e.replayed(ctx, m.ID) {
			return
		}
		if e.autoScore && e.gold != "" && e.pred != "" {
			e.autoScore = false
			e.startEval(ctx)
		}
	case protocol.Progress:
		if m.ID == e.evalID {
			e.done, e.total, e.at = m.Done, m.Total, m.Current
		}
	case protocol.RunStart:
		if e.accepts(m.ID) {
			e.building = &runView{meta: *m.Run}
			if m.ID == e.evalID {
				req := e.evalReq
				e.building.req = &req
			}
		}
	case protocol.Questions:
		if e.accepts(m.ID) && e.building != nil {
			e.building.questions = append(e.building.questions, m.Questions...)
		}
	case protocol.RunDone:
		if e.accepts(m.ID) && e.building != nil {
			e.runs = append(e.runs, e.building)
			e.building = nil
			e.cmp.chosen = nil // the default choice follows the new current run
			e.current = len(e.runs) - 1
			if e.view == viewLoad {
				e.view = viewReport
			}
			e.selected, e.detail = -1, nil
			if m.ID == e.evalID {
				e.running = false
				e.evalID = -1
			}
			if len(e.redo) == 0 && strings.HasPrefix(e.notice, "The engine restarted; scoring") {
				e.notice = "The engine restarted and scored its lost runs again."
			}
			e.applyURL(ctx)
			e.syncURL(ctx)
			// Draw the report in two short tasks rather than one long one.
			e.reportRest = false
			ctx.After(30*time.Millisecond, func(ctx goapp.Context) { e.reportRest = true })
			e.scoreNext(ctx)
		}
	case protocol.Profiled:
		e.applyProfiles(m)
	case protocol.LenientChecked:
		e.applyLenient(m)
	case protocol.Audited:
		if m.ID == e.audit.reqID {
			e.audit = auditState{report: m.Audit}
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
			e.detail, e.detailErr = m.Detail, ""
		}
	case protocol.Cancelled:
		if m.ID == e.cancelled {
			e.notice = "Scoring cancelled; the previous results are kept."
		}
	case protocol.Exported:
		bridge().Call("download", m.Filename, m.Text)
	case protocol.Failed:
		e.loading = false
		if m.ID == e.pg.judgeID && m.ID != 0 {
			e.pg.result, e.pg.err = nil, m.Error
			return
		}
		if m.ID == e.detailID && m.ID != 0 {
			e.detailErr = m.Error
			return
		}
		if m.ID == e.audit.reqID && m.ID != 0 {
			e.audit = auditState{err: m.Error}
			return
		}
		if m.ID == e.profiling.reqID && m.ID != 0 {
			e.profiling = requestState{err: m.Error}
			return
		}
		if m.ID == e.lenient.reqID && m.ID != 0 {
			e.lenient = requestState{err: m.Error}
			return
		}
		e.errors = append(e.errors, m.Error)
		if e.replayed(ctx, m.ID) {
			return
		}
		if m.ID == e.evalID {
			e.running = false
			e.evalID = -1
			e.scoreNext(ctx)
		}
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
		// A file that does not look like SQL (a README) is never the default.
		e.pred = ""
		for _, p := range s.Preds {
			if !contains(s.Unlikely, p) {
				e.pred = p
				break
			}
		}
	}
	e.followBird(false)
}

// followBird picks the bird reference when the chosen gold or predictions
// are in BIRD's own formats and, for BIRD gold SQL lines, a difficulty
// file. changed says the user just chose another file: a reference picked
// for BIRD files is then dropped when neither chosen file is BIRD's.
func (e *Explorer) followBird(changed bool) {
	s := e.summary
	if s == nil {
		return
	}
	if !contains(s.Difficulties, e.diffFile) {
		e.diffFile = ""
	}
	bird := contains(s.Bird, e.gold) || contains(s.Bird, e.pred)
	switch {
	case bird && e.compat != "bird":
		e.compat, changed = "bird", true
	case !bird && changed && e.compat == "bird":
		e.compat = "testsuite"
	}
	if changed {
		e.pickDifficulty()
	}
}

// pickDifficulty chooses a difficulty file for BIRD gold SQL lines when
// none is chosen (a BIRD question file as gold carries its own).
func (e *Explorer) pickDifficulty() {
	s := e.summary
	if s == nil || e.compat != "bird" || e.diffFile != "" || contains(s.Difficulties, e.gold) || len(s.Difficulties) == 0 {
		return
	}
	e.diffFile = s.Difficulties[0]
}

// startEval scores the chosen files with the chosen settings.
func (e *Explorer) startEval(ctx goapp.Context) {
	if e.gold == "" || e.pred == "" {
		e.errors = append(e.errors, "choose a gold file and a prediction file first")
		return
	}
	if e.dead != "" {
		return
	}
	req := protocol.Request{Type: protocol.Evaluate, Gold: e.gold, Pred: e.pred, Etype: e.etype, Compat: e.compat,
		Extended: e.extended, Timeout: e.timeout, ExtractSQL: e.extract}
	if e.compat == "bird" {
		req.Etype, req.Extended = "exec", false
		if e.summary == nil || !contains(e.summary.Difficulties, e.gold) {
			req.Difficulty = e.diffFile
		}
	}
	e.score(req)
}

// score sends one evaluation request and shows its progress.
func (e *Explorer) score(req protocol.Request) {
	e.running, e.done, e.total, e.at, e.building, e.notice = true, 0, 0, "", nil, ""
	e.evalReq = req
	e.evalID = e.send(req)
}

// scoreNext starts the next evaluation a restart queued, if any.
func (e *Explorer) scoreNext(ctx goapp.Context) {
	if e.running || len(e.redo) == 0 || e.replaying != nil {
		return
	}
	req := e.redo[0]
	e.redo = e.redo[1:]
	e.score(req)
}

func (e *Explorer) cancelEval(ctx goapp.Context, ev goapp.Event) {
	e.send(protocol.Request{Type: protocol.Cancel})
	e.running, e.cancelled = false, e.evalID
	e.evalID = -1
	e.redo = nil
}

// dropRuns forgets every run; every view then agrees that none exists.
func (e *Explorer) dropRuns(ctx goapp.Context) {
	e.runs, e.current, e.selected, e.detail, e.detailErr, e.building = nil, -1, -1, nil, "", nil
	e.cmp = comparing{}
	e.running, e.evalID, e.page = false, -1, 0
	e.filter = Filter{}
	if e.view != viewPlay {
		e.view = viewLoad
	}
	e.syncURL(ctx)
}

// clearAll forgets every file and every run, here and in the engine.
func (e *Explorer) clearAll(ctx goapp.Context, ev goapp.Event) {
	e.gold, e.pred = "", ""
	e.dropRuns(ctx)
	e.history, e.loads, e.redo, e.autoScore = nil, nil, nil, false
	bridge().Call("forget")
	e.send(protocol.Request{Type: protocol.Reset})
	e.notice = "Cleared: no file and no run is open."
}

// selectQuestion opens one question and asks the worker for its detail.
func (e *Explorer) selectQuestion(ctx goapp.Context, i int, sync bool) {
	r := e.run()
	if r == nil || i < 0 || i >= len(r.questions) {
		return
	}
	e.selected, e.view, e.detail, e.detailErr = i, viewQuestion, nil, ""
	e.detailID = e.send(protocol.Request{Type: protocol.Inspect, Run: r.meta.ID, Index: r.questions[i].Index})
	if sync {
		e.syncURL(ctx)
	}
}

func (e *Explorer) setView(v string) goapp.EventHandler {
	return func(ctx goapp.Context, ev goapp.Event) {
		e.view = v
		if v == viewQuestion && e.detail == nil && e.selected >= 0 {
			e.selectQuestion(ctx, e.selected, false)
		}
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
		// The header, a stopped engine and the progress stay in view while scrolling.
		goapp.Div().Class("se-top").Body(
			e.renderHeader(),
			when(e.dead != "", e.renderEngineDown),
			when(e.running, e.renderProgress),
		),
		when(len(e.errors) > 0, e.renderErrors),
		when(e.notice != "", func() goapp.UI { return goapp.Div().ID("se-notice").Class("se-notice").Text(e.notice) }),
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
			e.current, e.selected, e.detail, e.page, e.cmp.chosen = i, -1, nil, 0, nil
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
	label := "Preparing…"
	if e.total > 0 {
		label = fmt.Sprintf("Scoring question %d of %d", min(e.done+1, e.total), e.total)
		if e.at != "" && e.done < e.total {
			label += " (" + e.at + ")"
		}
		label += fmt.Sprintf(" · %d%%", pct)
	}
	return goapp.Div().ID("se-progress").Class("se-progress").Body(
		goapp.Progress().Class("se-progress-bar").Max(max(e.total, 1)).Value(e.done),
		goapp.Span().ID("se-progress-label").Class("se-progress-label").Text(label),
		goapp.Button().ID("se-cancel").Class("se-button").Text("Cancel").OnClick(e.cancelEval),
	)
}

func bridge() goapp.Value { return goapp.Window().Get("spidereval") }
