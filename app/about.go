package app

import (
	"encoding/json"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"
)

// aboutPanel is "About this engine": what the worker runs (SQLite release
// and build, spidereval's version and commit) and the checksums of the
// site's WebAssembly files, read from web/about.json (written by the site
// build) when the panel is opened.
type aboutPanel struct {
	goapp.Compo
	Engine string

	files []aboutFile
	err   string
	asked bool
	open  bool // kept across redraws, which would close it
}

// aboutFile is one file of web/about.json.
type aboutFile struct {
	Path   string `json:"path"`
	Bytes  int64  `json:"bytes"`
	SHA256 string `json:"sha256"`
}

// about is web/about.json.
type about struct {
	Files []aboutFile `json:"files"`
}

func (a *aboutPanel) onToggle(ctx goapp.Context, ev goapp.Event) {
	a.open = ev.Get("target").Get("open").Bool()
	if a.asked || !a.open {
		return
	}
	a.asked = true
	bridge().about(func(text, cause string) {
		ctx.Dispatch(func(ctx goapp.Context) {
			var ab about
			switch {
			case cause != "":
				a.err = "reading web/about.json: " + cause
			case json.Unmarshal([]byte(text), &ab) != nil:
				a.err = "web/about.json is not the site build's"
			default:
				a.files = ab.Files
			}
		})
	})
}

func (a *aboutPanel) Render() goapp.UI {
	engine := a.Engine
	if engine == "" {
		engine = "starting…"
	}
	return goapp.Details().ID("se-about").Class("se-about").Open(a.open).OnToggle(a.onToggle).Body(
		goapp.Summary().Text("About this engine"),
		goapp.P().ID("se-about-engine").Text("Engine: "+engine),
		when(a.err != "", func() goapp.UI { return goapp.P().Class("se-error").Text(a.err) }),
		when(len(a.files) > 0, func() goapp.UI {
			return goapp.Table().ID("se-about-files").Class("se-files").Body(
				goapp.Caption().Text("The site's WebAssembly files (SHA-256)"),
				goapp.THead().Body(goapp.Tr().Body(goapp.Th().Text("file"), goapp.Th().Text("bytes"), goapp.Th().Text("SHA-256"))),
				goapp.TBody().Body(goapp.Range(a.files).Slice(func(i int) goapp.UI {
					f := a.files[i]
					return goapp.Tr().Body(goapp.Td().Text(f.Path), goapp.Td().Text(itoa(int(f.Bytes))), goapp.Td().Body(goapp.Code().Text(f.SHA256)))
				})),
			)
		}),
	)
}
