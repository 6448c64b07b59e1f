package app

import (
	"fmt"
	"net/url"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/wasm/protocol"
	"github.com/spidereval/spidereval/wasm/urlsource"
)

// keepState is what the page knows of the files kept in this browser
// (assets/web/keep.js: the origin-private file system).
type keepState struct {
	supported bool
	files     int   // kept files
	bytes     int64 // their size
	usage     int64 // what this site stores in the browser, kept files and offline copy
	quota     int64
	persisted bool
	busy      string // what is under way, "" when idle
	loaded    bool   // the engine holds files read from the kept copies
	urlInput  string // the URL field
	// root is the page's own context: keep.js answers are dispatched
	// there, since the component that asked may be gone by then.
	root goapp.Context
}

// readDataURL notes the address bar's data=, goldfile= and predfile= on
// the page's first navigation: that URL is loaded instead of kept files or
// the demo, and those files are chosen (so a shared link opens a run).
func (s *store) readDataURL(q url.Values) {
	if !s.ready && s.summary == nil && s.dataURL == "" {
		s.dataURL = q.Get("data")
		s.gold, s.pred = q.Get("goldfile"), q.Get("predfile")
		s.linked = [2]string{s.gold, s.pred}
	}
}

// checkLinked names, in the error banner, a file the link chose that the
// loaded files lack, and what is chosen instead; it checks once.
func (s *store) checkLinked() {
	for i, key := range []string{"goldfile", "predfile"} {
		want, got := s.linked[i], []string{s.gold, s.pred}[i]
		if want == "" || want == got {
			continue
		}
		instead := "no file is chosen"
		if got != "" {
			instead = got + " is chosen instead"
		}
		s.errors = append(s.errors, fmt.Sprintf("The link's %s=%s is not among the loaded files; %s.", key, want, instead))
	}
	s.linked = [2]string{}
}

// startup loads what the page opens with: the address bar's data= URL,
// else the files kept in this browser, else the demo.
func (s *store) startup(ctx goapp.Context) {
	s.keep.root = ctx
	s.keep.supported = kept(ctx).supported()
	if s.dataURL != "" {
		s.loadURL(s.dataURL)
		s.refreshKept()
		return
	}
	if s.gaveFiles { // the user's files came first: no demo beside them
		s.refreshKept()
		return
	}
	if !s.keep.supported {
		s.loadDemo()
		return
	}
	s.loading = true
	kept(s.keep.root).list(func(ctx goapp.Context, files goapp.Value, err string) {
		if err != "" || files.Length() == 0 {
			if err != "" {
				s.errors = append(s.errors, "listing the files kept in this browser: "+err)
			}
			if !s.gaveFiles { // the user's files came meanwhile: no demo beside them
				s.loadDemo()
			}
			s.refreshKept()
			return
		}
		s.keep.loaded = true
		s.notice = fmt.Sprintf("Opened %s kept in this browser.", plural(files.Length(), "file", "files"))
		bridge().sendFiles(s.loadID(), files)
		s.refreshKept()
	})
}

// loadURL asks the engine to load what raw names (resolved against the
// page's address), read on demand with range requests.
func (s *store) loadURL(raw string) int {
	abs, err := urlsource.Resolve(goapp.Window().URL().String(), raw)
	if err != nil {
		s.errors = append(s.errors, err.Error())
		return -1
	}
	s.loading = true
	s.history = append(s.history, loadStep{url: abs})
	return s.send(protocol.Request{Type: protocol.LoadURL, URL: abs})
}

// refreshKept lists the kept files and the storage used.
func (s *store) refreshKept() {
	if !s.keep.supported {
		return
	}
	kept(s.keep.root).list(func(ctx goapp.Context, files goapp.Value, err string) {
		if err != "" {
			s.errors = append(s.errors, "listing the files kept in this browser: "+err)
			return
		}
		s.keep.files, s.keep.bytes = files.Length(), 0
		for i := 0; i < files.Length(); i++ {
			s.keep.bytes += int64(files.Index(i).Get("size").Float())
		}
	})
	kept(s.keep.root).usage(func(ctx goapp.Context, u goapp.Value, err string) {
		if err == "" {
			s.keep.usage, s.keep.quota = int64(u.Get("usage").Float()), int64(u.Get("quota").Float())
			s.keep.persisted = u.Get("persisted").Bool()
		}
	})
}

// sourcesPanel is the Data view's part for data from elsewhere: load by
// URL, and files kept in this browser between visits.
type sourcesPanel struct {
	goapp.Compo
	Shared
}

func (p *sourcesPanel) loadURLClicked(ctx goapp.Context, ev goapp.Event) {
	ev.PreventDefault()
	st := p.S
	raw := strings.TrimSpace(st.keep.urlInput)
	if raw == "" {
		st.errors = append(st.errors, "type the URL of a .zip, a file or a folder index first")
		return
	}
	// As with dropped files, scoring waits for Score (a data= link scores at once).
	st.userFiles(ctx)
	// The address bar names the URL once it loaded (a 404 is not kept).
	if id := st.loadURL(raw); id > 0 {
		st.urlLoad, st.urlRaw = id, raw
	}
}

// keepable lists what the Keep button would copy: the URLs loaded, and
// whether files were dropped or picked.
func (s *store) keepable() (urls []string, files bool) {
	for _, step := range s.history {
		switch {
		case step.url != "":
			urls = append(urls, step.url)
		case !step.demo:
			files = true
		}
	}
	return urls, files
}

func (p *sourcesPanel) keepClicked(ctx goapp.Context, ev goapp.Event) {
	st := p.S
	urls, _ := st.keepable()
	st.keep.busy = "Copying the files into this browser's storage…"
	kept(st.keep.root).keepAll(urls, func(ctx goapp.Context, v goapp.Value, err string) {
		st.keep.busy = ""
		if err != "" {
			st.errors = append(st.errors, "keeping the files: "+err)
		} else {
			st.noteFiles(fmt.Sprintf("Kept %s (%s) in this browser: they open with the page until you forget them.",
				plural(v.Get("saved").Int(), "new file", "new files"), urlsource.SizeText(int64(v.Get("bytes").Float()))))
		}
		st.refreshKept()
	})
}

func (p *sourcesPanel) forgetClicked(ctx goapp.Context, ev goapp.Event) {
	st := p.S
	what := "Delete the copies of the files kept in this browser?"
	if st.keep.loaded {
		what = "Delete the copies of the files kept in this browser? The files opened from them close with them; the runs stay."
	}
	st.ask(what, "Forget", p.forget)
}

func (p *sourcesPanel) forget(ctx goapp.Context, ev goapp.Event) {
	st := p.S
	st.keep.busy = "Forgetting the kept files…"
	kept(st.keep.root).forget(func(ctx goapp.Context, _ goapp.Value, err string) {
		st.keep.busy = ""
		if err != "" {
			st.errors = append(st.errors, "forgetting the kept files: "+err)
		} else if st.keep.loaded {
			// Files read from the deleted copies cannot be read any more;
			// the runs made from them need none.
			st.keep.loaded = false
			st.closeFiles()
			st.noteFiles("Forgot the kept files, and closed the files opened from them; the runs stay open.")
		} else {
			st.noteFiles("Forgot the kept files.")
		}
		st.refreshKept()
	})
}

// confirmation is a question asked before an action that loses work.
type confirmation struct {
	question, yes string
	do            goapp.EventHandler
}

// ask asks before doing: the Data view shows the question with a button
// for each answer.
func (s *store) ask(question, yes string, do goapp.EventHandler) {
	s.confirm = &confirmation{question: question, yes: yes, do: do}
}

// renderConfirm shows the pending question, if any.
func (s *store) renderConfirm() goapp.UI {
	c := s.confirm
	if c == nil {
		return nil
	}
	return goapp.Div().ID("se-confirm").Class("se-confirm").Attr("role", "alertdialog").Attr("aria-label", c.question).Body(
		goapp.Span().Text(c.question+" "),
		goapp.Button().ID("se-confirm-yes").Class("se-button se-danger").Text(c.yes).OnClick(func(ctx goapp.Context, ev goapp.Event) {
			s.confirm = nil
			c.do(ctx, ev)
		}),
		goapp.Button().ID("se-confirm-no").Class("se-button se-secondary").Text("Cancel").OnClick(func(ctx goapp.Context, ev goapp.Event) {
			s.confirm = nil
		}),
	)
}

// fileCount is how many files are loaded.
func fileCount(s *store) int {
	if s.summary == nil {
		return 0
	}
	return len(s.summary.Files)
}

func (p *sourcesPanel) Render() goapp.UI {
	st := p.S
	k := st.keep
	var notes []string
	if st.summary != nil {
		notes = st.summary.Notes
	}
	urls, files := st.keepable()
	return goapp.Div().Class("se-sources").Body(
		goapp.Form().ID("se-url-form").Class("se-url").OnSubmit(p.loadURLClicked).Body(
			goapp.Label().Body(
				goapp.Text("Load from a URL "),
				goapp.Input().ID("se-url").Type("text").Size(48).Placeholder("https://…/data.zip or …/index.json").
					Value(k.urlInput).OnInput(p.ValueTo(&st.keep.urlInput)),
			),
			goapp.Button().ID("se-load-url").Type("submit").Class("se-button").Text("Load"),
			goapp.Span().Class("se-hint").Text(" a .zip, one file, or a folder index (a JSON list of paths relative to it); databases are read page by page with range requests. The host must allow this page to read it (CORS)."),
		),
		when(len(notes) > 0, func() goapp.UI {
			return goapp.Ul().ID("se-notes").Class("se-notes").Body(goapp.Range(notes).Slice(func(i int) goapp.UI {
				return goapp.Li().Text(notes[i])
			}))
		}),
		when(k.supported, func() goapp.UI {
			kept := "No files are kept in this browser."
			if k.files > 0 {
				kept = fmt.Sprintf("%s kept in this browser (%s): they open with the page.", plural(k.files, "file", "files"), urlsource.SizeText(k.bytes))
				if k.loaded {
					kept = fmt.Sprintf("%s kept in this browser (%s): opened with this page.", plural(k.files, "file", "files"), urlsource.SizeText(k.bytes))
				}
			}
			storage := ""
			if k.quota > 0 {
				storage = fmt.Sprintf("This site stores %s in this browser (kept files and the app's offline copy) of %s available", urlsource.SizeText(k.usage), urlsource.SizeText(k.quota))
				if k.persisted {
					storage += "; the browser keeps it until you forget it."
				} else {
					storage += "; the browser may clear it when space runs short."
				}
			}
			return goapp.Div().ID("se-keep-panel").Class("se-keep").Body(
				goapp.Span().ID("se-kept").Text(kept+" "),
				goapp.Button().ID("se-keep").Class("se-button").Disabled(k.busy != "" || (len(urls) == 0 && !files)).
					Title("%s", "Copy the files you dropped, picked or loaded by URL into this browser's private storage, so the page opens them next time").
					Text("Keep these files in this browser").OnClick(p.keepClicked),
				goapp.Button().ID("se-forget").Class("se-button se-secondary").Disabled(k.busy != "" || k.files == 0).
					Text("Forget kept files").OnClick(p.forgetClicked),
				when(k.busy != "", func() goapp.UI { return goapp.Span().Class("se-hint").Text(" " + k.busy) }),
				when(storage != "", func() goapp.UI { return goapp.Div().ID("se-storage").Class("se-hint").Text(storage) }),
			)
		}),
	)
}
