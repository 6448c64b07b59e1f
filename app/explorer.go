package app

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// Views of the single page, as the address bar's view= names them.
const (
	viewLoad      = "load"
	viewReport    = "report"
	viewQuestions = "questions"
	viewQuestion  = "question"
	viewPlay      = "playground"
	viewCompare   = "compare"
)

// viewDef is one view of the explorer: its name, its tab, when it can be
// shown, and its component. A view with state of its own in the address
// bar (the playground) reads and writes it; the others share the run,
// filters, page and question.
type viewDef struct {
	name     string
	tab      string
	usable   func(s *store) bool // nil: always (else its tab is disabled when false)
	compo    func(sh Shared) goapp.UI
	readURL  func(s *store, q url.Values, fragment string)
	writeURL func(s *store, q url.Values) (fragment string)
}

// views are the page's views in their tabs' order; a new view is one
// line here.
var views = []viewDef{
	{name: viewLoad, tab: "Data", compo: func(sh Shared) goapp.UI { return &loadView{Shared: sh} }},
	{name: viewReport, tab: "Report", usable: hasRun, compo: func(sh Shared) goapp.UI { return &reportView{Shared: sh} }},
	{name: viewQuestions, tab: "Questions", usable: hasRun, compo: func(sh Shared) goapp.UI { return &questionsView{Shared: sh} }},
	{name: viewQuestion, tab: "Question", usable: hasSelected, compo: func(sh Shared) goapp.UI { return &questionView{Shared: sh} }},
	{name: viewCompare, tab: "Compare", usable: hasSeveralRuns, compo: func(sh Shared) goapp.UI { return &compareView{Shared: sh} }},
	{name: viewPlay, tab: "Playground", compo: func(sh Shared) goapp.UI { return &playgroundView{Shared: sh} },
		readURL: readPlaygroundURL, writeURL: writePlaygroundURL},
}

func hasRun(s *store) bool         { return s.run() != nil }
func hasSelected(s *store) bool    { return s.run() != nil && s.selected >= 0 }
func hasSeveralRuns(s *store) bool { return len(s.runs) > 1 }

// viewNamed is the registered view named name, nil if none.
func viewNamed(name string) *viewDef {
	for i := range views {
		if views[i].name == name {
			return &views[i]
		}
	}
	return nil
}

// route is the view to draw: the chosen one if it can be shown, else the
// questions of the current run, else the Data view.
func (s *store) route() *viewDef {
	if p := viewNamed(s.view); p != nil && (p.usable == nil || p.usable(s)) {
		return p
	}
	if s.run() == nil {
		return viewNamed(viewLoad)
	}
	return viewNamed(viewQuestions)
}

// Shared is what every component of the page holds: the store, and the
// generation of the page's render that drew it. go-app redraws a child
// component only when an exported field changed, and the store is one
// pointer; the generation says the page was redrawn.
type Shared struct {
	S   *store
	Gen uint64
}

// Explorer is the page: the header, the banners, and the current view.
type Explorer struct {
	goapp.Compo

	s        *store
	unlisten func()
}

// OnInit makes the store before the first navigation or mount.
func (e *Explorer) OnInit() { e.s = newStore() }

// OnMount starts the worker (which loads the demo on first visit) and
// listens to the keyboard.
func (e *Explorer) OnMount(ctx goapp.Context) {
	s := e.s
	s.root = e
	// Files chosen before the page ran were kept by the bridge: they
	// count as given before the engine's first message is read (no demo
	// is loaded beside them), and are loaded as they come.
	waiting := bridge().filesReady(func(files goapp.Value, cause string) {
		ctx.Dispatcher().Dispatch(goapp.Dispatch{Mode: goapp.Next, Source: e, Function: func(ctx goapp.Context) {
			s.earlyFiles(ctx, files, cause)
			e.Update()
		}})
	})
	if waiting > 0 {
		s.gaveFiles, s.autoScore, s.loading = true, false, true
	}
	bridge().start(func(text string) {
		// A report of the background feature profile redraws its progress
		// alone; every other message redraws the page.
		ctx.Dispatcher().Dispatch(goapp.Dispatch{Mode: goapp.Next, Source: e, Function: func(ctx goapp.Context) {
			s.profileOnly = false
			s.receive(ctx, text)
			if s.profileOnly && s.featProgress != nil {
				s.featProgress.Update()
				return
			}
			s.background(ctx)
			e.Update()
		}})
	})
	e.unlisten = goapp.Window().AddEventListener("keydown", func(ctx goapp.Context, ev goapp.Event) { keyNavigation(s, ctx, ev) })
}

// OnDismount releases the key listener.
func (e *Explorer) OnDismount() {
	if e.unlisten != nil {
		e.unlisten()
	}
}

// OnNav restores the view named by the URL.
func (e *Explorer) OnNav(ctx goapp.Context) {
	e.s.want = ctx.Page().URL().Query()
	e.s.wantFrag = ctx.Page().URL().Fragment
	e.s.readDataURL(e.s.want)
	e.s.applyURL(ctx)
}

// Render draws the page.
func (e *Explorer) Render() goapp.UI {
	s := e.s
	s.gen++
	sh := Shared{S: s, Gen: s.gen}
	return goapp.Div().Class("se-root").Body(
		// The header, a stopped engine and the progress stay in view while scrolling.
		goapp.Div().Class("se-top").Body(
			&pageHeader{Shared: sh},
			when(s.dead != "", func() goapp.UI { return &engineBanner{Shared: sh} }),
			when(s.running, func() goapp.UI { return &progressBar{Shared: sh} }),
		),
		// Messages come and go in one container of their own, so the view
		// below keeps its place among the root's children: go-app matches
		// children by position, and a view that moved would be drawn anew,
		// taking the focus (and typed keys) from its text boxes.
		goapp.Div().Class("se-messages").Body(
			when(len(s.errors) > 0, s.renderErrors),
			when(s.notice != "", func() goapp.UI {
				return goapp.Div().ID("se-notice").Class("se-notice").Attr("role", "status").Text(s.notice)
			}),
			when(s.exportNote != "", func() goapp.UI {
				return goapp.Div().ID("se-export-status").Class("se-notice").Attr("role", "status").Text(s.exportNote)
			}),
			s.renderStatus(),
		),
		goapp.Main().Class("se-main").Body(s.route().compo(sh)),
		goapp.Footer().Class("se-footer").Body(
			goapp.Text("spidereval — scores computed in your browser; nothing is uploaded."),
			// The panel keeps its place (and its state) whatever the line says.
			goapp.Span().Text(demoCredit(s)),
			&aboutPanel{Engine: s.engineInfo},
		),
	)
}

// demoLoaded tells whether the bundled demo's files are loaded.
func (s *store) demoLoaded() bool {
	if s.summary == nil {
		return false
	}
	for _, f := range s.summary.Files {
		if strings.HasPrefix(f.Name, "demo/") {
			return true
		}
	}
	return false
}

// renderStatus is one line under the header: a sign that the engine
// starts or reads files (from the first paint: the page is pre-rendered
// before its engine runs), then, while the demo is what the page shows,
// what it is and what to do next.
func (s *store) renderStatus() goapp.UI {
	switch {
	case s.dead != "":
		return nil
	case !s.ready:
		return goapp.Div().ID("se-status").Class("se-status se-busy").Attr("role", "status").
			Text("Starting the scoring engine… The first visit downloads it once; later visits start from this browser's copy.")
	case s.loading:
		return goapp.Div().ID("se-status").Class("se-status se-busy").Attr("role", "status").Text(s.readingText())
	case s.running && s.evalID == s.opening && s.opening > 0:
		return goapp.Div().ID("se-status").Class("se-status se-busy").Attr("role", "status").
			Text("Scoring the demo: Graphix-T5's predictions for 167 Spider dev questions…")
	case s.demoLoaded() && !s.gaveFiles && s.view != viewPlay:
		return goapp.Div().ID("se-status").Class("se-status").Attr("role", "status").Body(
			goapp.Text("This is a demo: Graphix-T5's predictions for 167 Spider dev questions, scored as the official scripts score them. Next: "),
			goapp.A().Href("?view=load").Text("score your own files").OnClick(func(ctx goapp.Context, ev goapp.Event) {
				ev.PreventDefault()
				s.setView(viewLoad)(ctx, ev)
			}),
			goapp.Text(" or "),
			goapp.A().Href("?view=playground").Text("try a pair of queries in the Playground").OnClick(func(ctx goapp.Context, ev goapp.Event) {
				ev.PreventDefault()
				s.setView(viewPlay)(ctx, ev)
			}),
			goapp.Text("."),
		)
	}
	return nil
}

func (s *store) renderErrors() goapp.UI {
	return goapp.Div().Class("se-errors").Body(
		goapp.Range(s.errors).Slice(func(i int) goapp.UI {
			return goapp.Div().Class("se-error").Text(s.errors[i])
		}),
		goapp.Button().Class("se-link").Text("dismiss").OnClick(func(ctx goapp.Context, ev goapp.Event) { s.errors = nil }),
	)
}

// when renders f only if cond holds (go-app's If evaluates its arguments eagerly).
func when(cond bool, f func() goapp.UI) goapp.UI {
	if cond {
		return f()
	}
	return nil
}

// setView is a handler that shows view v.
func (s *store) setView(v string) goapp.EventHandler {
	return func(ctx goapp.Context, ev goapp.Event) {
		if s.view == viewQuestion && v == viewQuestions {
			s.backToList(ctx) // back at the question's place in the list
			return
		}
		if s.view != v {
			goapp.Window().Call("scrollTo", 0, 0) // a view opens at its top
		}
		if v == viewLoad && s.ready {
			s.refreshKept() // the storage used changes as the app caches itself
		}
		if v != viewLoad {
			s.endFilesNote() // said of the Data view's kept files
		}
		s.view, s.viewChosen = v, true
		if v == viewQuestion && s.question.detail == nil && s.selected >= 0 {
			selectQuestion(ctx, s, s.selected, false)
		}
		s.syncURL(ctx)
	}
}

// showQuestions lists the questions f selects, from the first page.
func (s *store) showQuestions(ctx goapp.Context, f Filter) {
	s.filter = f
	s.view, s.page = viewQuestions, 0
	s.syncURL(ctx)
}

// applyURL sets the view, filters and selection from the saved URL query.
func (s *store) applyURL(ctx goapp.Context) {
	q := s.want
	if q == nil {
		return
	}
	if v := q.Get("view"); v != "" {
		s.view = v
	}
	if p := viewNamed(s.view); p != nil && p.readURL != nil {
		p.readURL(s, q, s.wantFrag)
		s.want, s.wantFrag = nil, ""
		return
	}
	s.filter = Filter{}
	for _, c := range s.filter.criteria() {
		*c.value = q.Get(c.key)
	}
	s.page, _ = strconv.Atoi(q.Get("page"))
	question := q.Get("question")
	if v := q.Get("run"); v != "" {
		r, err := strconv.Atoi(v)
		switch {
		case err == nil && r >= 1 && r <= len(s.runs):
			s.current = r - 1
		case len(s.runs) == 0 || s.running || s.building != nil:
			return // keep s.want until the runs arrive
		default:
			// The bookmarked run is not open (runs live only in this tab).
			s.notice = fmt.Sprintf("Run %s is not open; showing run %d (%s).", v, s.current+1, s.runTitle())
			question = ""
			if s.view == viewQuestion {
				s.view = viewQuestions
			}
		}
	}
	if i, err := strconv.Atoi(question); err == nil && s.run() != nil && i >= 0 && i < len(s.run().questions) {
		if s.selected != i || s.question.detail == nil {
			selectQuestion(ctx, s, i, false)
		}
	}
	if s.run() == nil && (s.view == viewReport || s.view == viewQuestions || s.view == viewQuestion) {
		return // keep s.want until the run arrives
	}
	s.want = nil
}

// syncURL writes the current state into the address bar (replace, not push).
func (s *store) syncURL(ctx goapp.Context) {
	q := url.Values{}
	set := func(k, v string) {
		if v != "" {
			q.Set(k, v)
		}
	}
	set("view", s.view)
	set("data", s.dataURL)
	if s.dataURL != "" {
		// A link to loaded data names the files scored, to open the same run.
		set("goldfile", s.gold)
		set("predfile", s.pred)
	}
	fragment := ""
	if p := viewNamed(s.view); p != nil && p.writeURL != nil {
		fragment = p.writeURL(s, q)
	} else {
		if s.current >= 0 {
			set("run", strconv.Itoa(s.current+1))
		}
		for _, c := range s.filter.criteria() {
			set(c.key, *c.value)
		}
		if s.page > 0 {
			set("page", strconv.Itoa(s.page))
		}
		if s.view == viewQuestion && s.selected >= 0 {
			set("question", strconv.Itoa(s.selected))
		}
	}
	u := *ctx.Page().URL()
	u.RawQuery = q.Encode()
	u.Fragment, u.RawFragment = fragment, ""
	ctx.Page().ReplaceURL(&u)
	s.background(ctx) // a view, filter or page may need SQL-feature profiles
}

// demoCredit is the footer's credit for the demo's data while the page
// shows it: the demo itself, or the demo's databases under the user's SQL
// files when the user brought none; nothing once the user's own files,
// databases included, are what the page shows.
func demoCredit(s *store) string {
	switch {
	case !s.demoLoaded():
		return ""
	case !s.userGave(protocol.GoldFile) && !s.userGave(protocol.PredFile) || isDemoFile(s.gold) || isDemoFile(s.pred):
		return " Demo data: Spider (Yu et al., 2018), CC BY-SA 4.0."
	case !s.userGave(protocol.DatabaseFile):
		return " Databases from the demo: Spider (Yu et al., 2018), CC BY-SA 4.0."
	}
	return ""
}

// isDemoFile tells whether a loaded file's name is one of the demo's.
func isDemoFile(name string) bool { return strings.HasPrefix(name, "demo/") }

// userGave tells whether the user gave a file of this kind of their own
// (beside the demo's, which then leave the Data view's lists).
func (s *store) userGave(kind protocol.FileKind) bool {
	if !s.gaveFiles || s.summary == nil {
		return false
	}
	for _, f := range s.summary.Files {
		if f.Kind == kind && !isDemoFile(f.Name) {
			return true
		}
	}
	return false
}

// demoAside tells whether the Data view leaves out a loaded file: one of
// the demo's, of a kind the user gave files of (the user's gold files
// replace the demo's golds, their databases its databases, …).
func (s *store) demoAside(f protocol.File) bool {
	return isDemoFile(f.Name) && s.userGave(f.Kind)
}

// shownFiles are the names of a list the Data view offers for choice,
// without the demo's files it leaves out (the one chosen stays).
func (s *store) shownFiles(names []string, chosen string) []string {
	if s.summary == nil {
		return names
	}
	aside := map[string]bool{}
	for _, f := range s.summary.Files {
		aside[f.Name] = s.demoAside(f)
	}
	var out []string
	for _, n := range names {
		if !aside[n] || n == chosen {
			out = append(out, n)
		}
	}
	return out
}
