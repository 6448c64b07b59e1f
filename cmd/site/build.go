package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"time"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/app"
)

// buildOptions says where the site goes and where its parts come from.
type buildOptions struct {
	Out         string    // site directory, replaced as a whole
	Root        string    // module root holding wasm/ and assets/
	GoCmd       string    // go command that builds the wasm binaries
	BuildWasm   bool      // build the wasm binaries; else copy AppWasm, WorkerWasm and ExplainWasm
	AppWasm     string    // prebuilt app.wasm when BuildWasm is false
	WorkerWasm  string    // prebuilt worker.wasm when BuildWasm is false
	ExplainWasm string    // prebuilt explain.wasm when BuildWasm is false
	BrotliLevel int       // brotli quality, 0-11
	CacheDir    string    // compression cache; "" for none
	Log         io.Writer // progress lines; nil for none
}

// siteMarker marks a directory made by site build, so a rebuild may replace it.
const siteMarker = ".site-build"

func runBuild(args []string) error {
	o := buildOptions{Log: os.Stderr}
	flags := flag.NewFlagSet("site build", flag.ContinueOnError)
	flags.StringVar(&o.Out, "out", "bin/site", "site `directory` to (re)create")
	flags.StringVar(&o.Root, "root", ".", "module root `directory` (holds wasm/ and assets/)")
	flags.StringVar(&o.GoCmd, "go", "go", "go `command` that builds the wasm binaries")
	flags.BoolVar(&o.BuildWasm, "wasm", true, "build app.wasm, worker.wasm and explain.wasm (false: copy -app-wasm, -worker-wasm and -explain-wasm)")
	flags.StringVar(&o.AppWasm, "app-wasm", "", "prebuilt app.wasm `file`, with -wasm=false")
	flags.StringVar(&o.WorkerWasm, "worker-wasm", "", "prebuilt worker.wasm `file`, with -wasm=false")
	flags.StringVar(&o.ExplainWasm, "explain-wasm", "", "prebuilt explain.wasm `file`, with -wasm=false")
	flags.IntVar(&o.BrotliLevel, "br", 11, "brotli `quality` 0-11 of the precompressed files")
	flags.StringVar(&o.CacheDir, "cache", "", "`directory` that keeps compressed outputs for unchanged files between builds")
	if err := flags.Parse(args); err != nil {
		return err
	}
	if flags.NArg() > 0 {
		return fmt.Errorf("build: unexpected arguments %q", flags.Args())
	}
	return buildSite(o)
}

// buildSite writes the whole static site into o.Out.
func buildSite(o buildOptions) error {
	if !o.BuildWasm && (o.AppWasm == "" || o.WorkerWasm == "" || o.ExplainWasm == "") {
		return errors.New("build: -wasm=false needs -app-wasm, -worker-wasm and -explain-wasm")
	}
	if o.BrotliLevel < 0 || o.BrotliLevel > 11 {
		return fmt.Errorf("build: brotli quality %d is outside 0-11", o.BrotliLevel)
	}
	start := time.Now()
	if err := resetSiteDir(o.Out); err != nil {
		return err
	}
	web := filepath.Join(o.Out, "web")
	if err := os.MkdirAll(web, 0o755); err != nil {
		return fmt.Errorf("build: creating %s: %w", web, err)
	}
	steps := []struct {
		name string
		run  func() error
	}{
		{"wasm", func() error { return placeWasm(o, web) }},
		{"wasm_exec_go.js", func() error { return copyGoWasmExec(o, web) }},
		{"icons", func() error { return writeIcons(web) }},
		{"assets/web", func() error { return copyAssets(filepath.Join(o.Root, "assets", "web"), web) }},
		{"assets/sqlite", func() error {
			return copySQLite(filepath.Join(o.Root, "assets", "sqlite"), filepath.Join(web, "sqlite"))
		}},
		{"demo", func() error { return copyDemo(filepath.Join(o.Root, "assets", "demo"), filepath.Join(web, "demo")) }},
		{"about.json", func() error { return writeAbout(web) }},
		{"pages", func() error { return generatePages(o.Out) }},
		{"precompress", func() error { return precompressTree(o.Out, o.BrotliLevel, o.CacheDir) }},
	}
	for _, s := range steps {
		t := time.Now()
		if err := s.run(); err != nil {
			return fmt.Errorf("build %s: %w", s.name, err)
		}
		logf(o.Log, "site build: %-16s %6.1fs", s.name, time.Since(t).Seconds())
	}
	if _, err := warnOversized(o.Log, o.Out); err != nil {
		return err
	}
	for _, want := range []string{"app.css", "worker.js", "explain.js"} {
		if _, err := os.Stat(filepath.Join(web, want)); err != nil {
			logf(o.Log, "site build: warning: web/%s is missing (it comes from assets/web)", want)
		}
	}
	logf(o.Log, "site build: wrote %s in %.1fs", o.Out, time.Since(start).Seconds())
	return nil
}

// resetSiteDir empties dir when it is absent, empty or an earlier site build,
// and refuses any other directory so a wrong -out cannot delete real files.
func resetSiteDir(dir string) error {
	entries, err := os.ReadDir(dir)
	switch {
	case errors.Is(err, os.ErrNotExist):
	case err != nil:
		return fmt.Errorf("build: reading %s: %w", dir, err)
	case len(entries) == 0:
	default:
		if _, err := os.Stat(filepath.Join(dir, siteMarker)); err != nil {
			return fmt.Errorf("build: refusing to replace %s: not empty and not made by site build (no %s)", dir, siteMarker)
		}
		if err := os.RemoveAll(dir); err != nil {
			return fmt.Errorf("build: removing old site %s: %w", dir, err)
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("build: creating %s: %w", dir, err)
	}
	marker := filepath.Join(dir, siteMarker)
	if err := os.WriteFile(marker, []byte("made by spidereval cmd/site; rebuilt as a whole\n"), 0o644); err != nil {
		return fmt.Errorf("build: writing %s: %w", marker, err)
	}
	return nil
}

// generatePages writes go-app's index.html, app.js, wasm_exec.js, service
// worker and manifest, versioned by the content of web/ so an unchanged
// rebuild keeps browsers' caches valid.
func generatePages(out string) error {
	version, err := hashTree(filepath.Join(out, "web"))
	if err != nil {
		return err
	}
	app.Register()
	h := app.Handler()
	h.Version = version
	h.ServiceWorkerTemplate = app.ServiceWorker
	demo, err := demoResources(out)
	if err != nil {
		return err
	}
	// Offline use: the demo and the SVG icon are cached with the app.
	h.CacheableResources = append(h.CacheableResources, "/web/icon.svg")
	h.CacheableResources = append(h.CacheableResources, demo...)
	if h.WasmContentLengthHeader == "" {
		h.WasmContentLengthHeader = rawLengthHeader
	}
	if err := goapp.GenerateStaticWebsite(out, h); err != nil {
		return fmt.Errorf("generating go-app pages: %w", err)
	}
	if err := cacheAppWasm(out); err != nil {
		return err
	}
	return allowZoom(out)
}

// appWasmFetch is go-app's loader call that fetches app.wasm: it wraps the
// response in one of its own (for the progress bar), which has no URL, so
// the browser kept no compiled code of app.wasm between visits.
const appWasmFetch = `fetchWithProgress("/web/app.wasm", showProgress)`

// cachedAppWasmFetch hands the browser's own response to the compiler
// instead (spiderevalWasm, assets/web/wasmcache.js), the progress read from
// a copy of the download.
const cachedAppWasmFetch = `spiderevalFetchCounted("/web/app.wasm", showProgress)`

// fetchCountedJS is the download with progress that cachedAppWasmFetch
// calls: the response itself is returned, a clone is read to count its
// bytes.
const fetchCountedJS = `
async function spiderevalFetchCounted(url, progress) {
  const response = await spiderevalWasm(url);
  const total = parseInt(response.headers.get(goappWasmContentLengthHeader) || response.headers.get("Content-Length"), 10);
  if (response.body && total > 0) {
    const reader = response.clone().body.getReader();
    (async () => {
      let loaded = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        loaded += value.byteLength;
        progress(Math.min(100, Math.round((loaded * 100) / total)));
      }
    })().catch(() => {});
  }
  return response;
}
`

// cacheAppWasm makes go-app's app.js compile app.wasm from the browser's
// own response: it appends web/wasmcache.js and the counted download to
// app.js and calls them in place of go-app's fetch.
func cacheAppWasm(out string) error {
	name := filepath.Join(out, "app.js")
	js, err := os.ReadFile(name)
	if err != nil {
		return fmt.Errorf("caching app.wasm: %w", err)
	}
	if bytes.Count(js, []byte(appWasmFetch)) != 1 {
		return fmt.Errorf("caching app.wasm: %s does not call %s once (go-app's loader changed?)", name, appWasmFetch)
	}
	helper, err := os.ReadFile(filepath.Join(out, "web", "wasmcache.js"))
	if err != nil {
		return fmt.Errorf("caching app.wasm: %w", err)
	}
	js = bytes.Replace(js, []byte(appWasmFetch), []byte(cachedAppWasmFetch), 1)
	js = append(append(append(js, '\n'), helper...), fetchCountedJS...)
	if err := os.WriteFile(name, js, 0o644); err != nil {
		return fmt.Errorf("caching app.wasm: %w", err)
	}
	return nil
}

// aboutWasm are the WebAssembly files "About this engine" lists, under web/.
var aboutWasm = []string{"app.wasm", "worker.wasm", explainParts[0], explainParts[1], "sqlite/sqlite3.wasm"}

// writeAbout writes web/about.json: each of aboutWasm's size and SHA-256.
func writeAbout(web string) error {
	type file struct {
		Path   string `json:"path"`
		Bytes  int64  `json:"bytes"`
		SHA256 string `json:"sha256"`
	}
	var files []file
	for _, rel := range aboutWasm {
		f, err := os.Open(filepath.Join(web, filepath.FromSlash(rel)))
		if err != nil {
			return fmt.Errorf("about.json: %w", err)
		}
		sum := sha256.New()
		n, err := io.Copy(sum, f)
		f.Close()
		if err != nil {
			return fmt.Errorf("about.json: reading %s: %w", rel, err)
		}
		files = append(files, file{Path: "web/" + rel, Bytes: n, SHA256: hex.EncodeToString(sum.Sum(nil))})
	}
	b, err := json.MarshalIndent(struct {
		Files []file `json:"files"`
	}{files}, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(web, "about.json"), append(b, '\n'), 0o644)
}

// noZoom is the part of go-app's viewport tag that forbids zooming.
const noZoom = "maximum-scale=1, user-scalable=0, "

// allowZoom takes noZoom out of the generated pages: a reader may zoom.
func allowZoom(out string) error {
	pages, err := filepath.Glob(filepath.Join(out, "*.html"))
	if err != nil {
		return err
	}
	for _, p := range pages {
		b, err := os.ReadFile(p)
		if err != nil {
			return fmt.Errorf("allowing zoom: %w", err)
		}
		fixed := bytes.ReplaceAll(b, []byte(noZoom), nil)
		if bytes.Contains(fixed, []byte("maximum-scale")) || bytes.Contains(fixed, []byte("user-scalable")) {
			return fmt.Errorf("allowing zoom: %s still limits zooming (go-app's viewport tag changed?)", p)
		}
		if err := os.WriteFile(p, fixed, 0o644); err != nil {
			return fmt.Errorf("allowing zoom: %w", err)
		}
	}
	return nil
}

// hashTree returns a short hex digest of the names and contents of the files under dir.
func hashTree(dir string) (string, error) {
	files, err := listFiles(dir)
	if err != nil {
		return "", err
	}
	sort.Strings(files)
	sum := sha256.New()
	for _, rel := range files {
		fmt.Fprintf(sum, "%s\x00", rel)
		if err := hashFile(sum, filepath.Join(dir, filepath.FromSlash(rel))); err != nil {
			return "", err
		}
	}
	return hex.EncodeToString(sum.Sum(nil))[:20], nil
}

func hashFile(w io.Writer, name string) error {
	f, err := os.Open(name)
	if err != nil {
		return fmt.Errorf("hashing: %w", err)
	}
	defer f.Close()
	if _, err := io.Copy(w, f); err != nil {
		return fmt.Errorf("hashing %s: %w", name, err)
	}
	return nil
}

func logf(w io.Writer, format string, args ...any) {
	if w != nil {
		fmt.Fprintf(w, format+"\n", args...)
	}
}

// demoResources lists the demo's URLs from its manifest.
func demoResources(out string) ([]string, error) {
	data, err := os.ReadFile(filepath.Join(out, "web", "demo", "manifest.json"))
	if err != nil {
		return nil, fmt.Errorf("reading the demo manifest: %w", err)
	}
	var files []string
	if err := json.Unmarshal(data, &files); err != nil {
		return nil, fmt.Errorf("reading the demo manifest: %w", err)
	}
	urls := []string{"/web/demo/manifest.json"}
	for _, f := range files {
		urls = append(urls, "/web/demo/"+f)
	}
	return urls, nil
}
