// Package app is the spidereval explorer: go-app components for loading
// data, the score report, the question browser and one question's detail.
// The evaluation itself runs in a Web Worker (wasm/worker); the components
// only send it messages and render what comes back.
//
// The page is laid out as go-app's own documentation site is: one
// component per view, in its own view_*.go file, and one small place for
// what the views share. store.go holds the shared state (the engine and
// its messages, the loaded files, the runs), with scoring.go (choosing
// files, scoring them) and engine.go (a stopped engine's restart);
// explorer.go holds the root component and the router (the views in
// their tabs' order, and the address bar); bridge.go holds every call
// into the page's scripts (web/bridge.js, web/keep.js), one typed method
// each. A view sends the engine its own requests with store.request and
// handles their answers itself.
// Adding a view is one file and one line in views.
package app

import (
	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Register installs the explorer's routes; call it in the browser entry point
// and in the static-site generator.
func Register() {
	goapp.Route("/", &Explorer{})
}

// Handler describes the page around the app: title, icons, styles.
func Handler() *goapp.Handler {
	return &goapp.Handler{
		Name:        "spidereval",
		ShortName:   "spidereval",
		Title:       "spidereval — text-to-SQL evaluation explorer",
		Description: "Score text-to-SQL predictions on Spider-style data in the browser and inspect every question.",
		Icon: goapp.Icon{
			Default: "/web/icon-192.png",
			Large:   "/web/icon-512.png",
			SVG:     "/web/icon.svg",
		},
		BackgroundColor: "#ffffff",
		ThemeColor:      "#1f4e79",
		LoadingLabel:    "Loading spidereval…",
		Styles:          []string{"/web/app.css"},
		Scripts:         []string{"/web/bridge.js", "/web/keep.js"},
		CacheableResources: []string{
			"/web/worker.js", "/web/worker.wasm", "/web/wasm_exec_go.js", "/web/wasmcache.js",
			"/web/explain.js", "/web/explain-1.wasm", "/web/explain-2.wasm", // explain.wasm in halves (cmd/site/split.go)
			"/web/sqlite/index.mjs", "/web/sqlite/sqlite3.wasm", "/web/about.json",
		},
	}
}
