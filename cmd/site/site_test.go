package main

// Tests of the built site and its serving: the handler, precompressed
// files, the split for static hosts, the About view's file list, and the
// service worker serving the app offline.

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"image/png"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/chromedp/chromedp"
	"github.com/spidereval/spidereval/internal/buildinfo"
)

// TestPageMounts loads the page in Chromium and waits for go-app's wasm to
// start and show the explorer's root element.
func TestPageMounts(t *testing.T) {
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	title := within(t, ctx, 10*time.Second, "reading the title", chromedp.Title())
	if title == "" {
		t.Error("page has an empty title")
	}
}

// TestScreenshot saves a PNG of the mounted page for a person to look at;
// set SPIDEREVAL_SCREENSHOT_DIR to keep it after the test.
func TestScreenshot(t *testing.T) {
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	shot := within(t, ctx, time.Minute, "taking a screenshot", chromedp.FullScreenshot(100))
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatalf("screenshot is not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() < 100 || b.Dy() < 100 {
		t.Errorf("screenshot is only %v", b)
	}
	dir := os.Getenv("SPIDEREVAL_SCREENSHOT_DIR")
	if dir == "" {
		dir = t.TempDir()
	}
	name := filepath.Join(dir, "explorer.png")
	if err := os.WriteFile(name, shot, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", name)
}

// TestServesPrecompressedWasm asks for app.wasm with each encoding and checks
// the headers and that the decoded body equals the raw file.
func TestServesPrecompressedWasm(t *testing.T) {
	base, dir := siteURL(t), builtSite(t)
	raw, err := os.ReadFile(filepath.Join(dir, "web", "app.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	decoders := map[string]func(io.Reader) (io.Reader, error){
		"br":       func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
		"gzip":     gzipReader,
		"identity": func(r io.Reader) (io.Reader, error) { return r, nil },
	}
	for _, enc := range []string{"br", "gzip", "identity"} {
		t.Run(enc, func(t *testing.T) {
			res := get(t, base+"/web/app.wasm", enc)
			defer res.Body.Close()
			if got := res.Header.Get("Content-Type"); got != "application/wasm" {
				t.Errorf("Content-Type = %q, want application/wasm", got)
			}
			wantEnc := enc
			if enc == "identity" {
				wantEnc = ""
			}
			if got := res.Header.Get("Content-Encoding"); got != wantEnc {
				t.Fatalf("Content-Encoding = %q, want %q", got, wantEnc)
			}
			body, err := decoders[enc](res.Body)
			if err != nil {
				t.Fatal(err)
			}
			got, err := io.ReadAll(body)
			if err != nil {
				t.Fatalf("decoding %s body: %v", enc, err)
			}
			if enc != "identity" {
				if got := res.Header.Get(rawLengthHeader); got != strconv.Itoa(len(raw)) {
					t.Errorf("%s = %q, want %d", rawLengthHeader, got, len(raw))
				}
			}
			if !bytes.Equal(got, raw) {
				t.Errorf("decoded body has %d bytes, differs from app.wasm (%d bytes)", len(got), len(raw))
			}
		})
	}
}

// TestDemoManifest checks that the demo manifest lists files the server
// serves, including the tables, the gold SQL and at least one database.
func TestDemoManifest(t *testing.T) {
	base := siteURL(t)
	res := get(t, base+"/web/demo/manifest.json", "")
	defer res.Body.Close()
	if got := res.Header.Get("Content-Type"); got != "application/json" {
		t.Errorf("Content-Type = %q, want application/json", got)
	}
	var files []string
	if err := json.NewDecoder(res.Body).Decode(&files); err != nil {
		t.Fatalf("manifest is not a JSON list of strings: %v", err)
	}
	for _, want := range []string{"tables.json", "dev.json", "dev_gold.sql"} {
		if !slices.Contains(files, want) {
			t.Errorf("manifest lacks %s: %q", want, files)
		}
	}
	sqlite := 0
	for _, f := range files {
		if filepath.Ext(f) == ".sqlite" {
			sqlite++
		}
		if filepath.Dir(f) == "golden" || f == "manifest.json" {
			t.Errorf("manifest lists %s, which is not shipped", f)
		}
		r := get(t, base+"/web/demo/"+f, "")
		r.Body.Close()
		if r.StatusCode != http.StatusOK {
			t.Errorf("GET /web/demo/%s: %s", f, r.Status)
		}
	}
	if sqlite == 0 {
		t.Errorf("manifest lists no .sqlite database: %q", files)
	}
}

// TestPrintSizesOfBuiltSite checks that the size table covers both wasm files.
func TestPrintSizesOfBuiltSite(t *testing.T) {
	var out bytes.Buffer
	if err := printSizes(&out, builtSite(t)); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"web/app.wasm", "web/worker.wasm", "first-load total"} {
		if !bytes.Contains(out.Bytes(), []byte(want)) {
			t.Errorf("size table lacks %q:\n%s", want, out.String())
		}
	}
	t.Logf("\n%s", out.String())
}

// rawClient leaves Content-Encoding to the test.
var rawClient = &http.Client{Transport: &http.Transport{DisableCompression: true}, Timeout: time.Minute}

// get fetches url with the given Accept-Encoding ("" for none), without
// transparent decompression, and fails the test on a transport error.
func get(t *testing.T, url, acceptEncoding string) *http.Response {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	res, err := rawClient.Do(req)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	return res
}

func gzipReader(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }

// writeTree creates files (slash paths → contents) under a new temp dir.
func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		writeFile(t, filepath.Join(dir, filepath.FromSlash(name)), []byte(body))
	}
	return dir
}

func TestSiteHandler(t *testing.T) {
	big := strings.Repeat("console.log('spidereval');\n", 200)
	dir := writeTree(t, map[string]string{
		"index.html":   "<html>index</html>",
		"app.js":       big,
		"web/a.wasm":   "\x00asm",
		".site-build":  "marker",
		"web/.hidden":  "secret",
		"web/logo.png": "png",
	})
	if err := precompressTree(dir, 5, ""); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(newSiteHandler(dir))
	defer srv.Close()
	cases := []struct {
		path, accept   string
		rangeHeader    string
		status         int
		contentType    string
		encoding, body string // body "" skips the check
	}{
		{"/", "", "", 200, "text/html; charset=utf-8", "", "<html>index</html>"},
		{"/questions", "", "", 200, "text/html; charset=utf-8", "", "<html>index</html>"},
		{"/web", "", "", 200, "text/html; charset=utf-8", "", "<html>index</html>"},
		{"/missing.js", "", "", 404, "", "", ""},
		{"/.site-build", "", "", 404, "", "", ""},
		{"/web/.hidden", "", "", 404, "", "", ""},
		{"/web/a.wasm", "br", "", 200, "application/wasm", "", "\x00asm"}, // too small to compress
		{"/web/logo.png", "br", "", 200, "image/png", "", "png"},
		{"/app.js", "", "", 200, "text/javascript; charset=utf-8", "", big},
		{"/app.js", "gzip, deflate, br", "", 200, "text/javascript; charset=utf-8", "br", ""},
		{"/app.js", "gzip", "", 200, "text/javascript; charset=utf-8", "gzip", ""},
		{"/app.js", "br;q=0, gzip", "", 200, "text/javascript; charset=utf-8", "gzip", ""},
		{"/app.js", "*", "", 200, "text/javascript; charset=utf-8", "br", ""},
		{"/app.js", "", "bytes=0-9", 206, "text/javascript; charset=utf-8", "", big[:10]},
		// A range is served from the file itself, never from a compressed sibling.
		{"/app.js", "br", "bytes=0-9", 206, "text/javascript; charset=utf-8", "", big[:10]},
		{"/app.js", "gzip", "bytes=10-19", 206, "text/javascript; charset=utf-8", "", big[10:20]},
	}
	for _, c := range cases {
		req, _ := http.NewRequest(http.MethodGet, srv.URL+c.path, nil)
		if c.accept != "" {
			req.Header.Set("Accept-Encoding", c.accept)
		}
		if c.rangeHeader != "" {
			req.Header.Set("Range", c.rangeHeader)
		}
		res, err := rawClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		name := c.path + " [" + c.accept + "]"
		if res.StatusCode != c.status {
			t.Errorf("%s: status %d, want %d", name, res.StatusCode, c.status)
			continue
		}
		if c.status >= 300 {
			continue
		}
		if got, want := res.Header.Get("Content-Length"), fmt.Sprint(len(body)); got != want {
			t.Errorf("%s: Content-Length %q, want %s", name, got, want)
		}
		if got := res.Header.Get("Content-Type"); got != c.contentType {
			t.Errorf("%s: Content-Type %q, want %q", name, got, c.contentType)
		}
		if got := res.Header.Get("Content-Encoding"); got != c.encoding {
			t.Errorf("%s: Content-Encoding %q, want %q", name, got, c.encoding)
		}
		if got := res.Header.Get("Cache-Control"); got != "no-cache" {
			t.Errorf("%s: Cache-Control %q, want no-cache", name, got)
		}
		if c.encoding != "" {
			if got, want := res.Header.Get(rawLengthHeader), fmt.Sprint(len(big)); got != want {
				t.Errorf("%s: %s %q, want %s", name, rawLengthHeader, got, want)
			}
		}
		if c.body != "" && string(body) != c.body {
			t.Errorf("%s: body %.40q, want %.40q", name, body, c.body)
		}
	}
}

// TestSiteHandlerRevalidates: every file has an ETag, one per encoding,
// and a browser revalidating its copy with it gets 304 Not Modified, so it
// keeps the copy and the compiled code it holds beside a WebAssembly file.
func TestSiteHandlerRevalidates(t *testing.T) {
	big := strings.Repeat("\x00asm spidereval\n", 400)
	dir := writeTree(t, map[string]string{"index.html": "<html>index</html>", "web/app.wasm": big})
	if err := precompressTree(dir, 5, ""); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(newSiteHandler(dir))
	defer srv.Close()
	get := func(accept, ifNoneMatch string) *http.Response {
		t.Helper()
		req, _ := http.NewRequest(http.MethodGet, srv.URL+"/web/app.wasm", nil)
		req.Header.Set("Accept-Encoding", accept)
		if ifNoneMatch != "" {
			req.Header.Set("If-None-Match", ifNoneMatch)
		}
		res, err := rawClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		return res
	}
	tags := map[string]bool{}
	for _, accept := range []string{"", "gzip", "br"} {
		first := get(accept, "")
		tag := first.Header.Get("ETag")
		if first.StatusCode != 200 || tag == "" || first.Header.Get("Content-Type") != "application/wasm" {
			t.Fatalf("[%s]: status %d, ETag %q, Content-Type %q", accept, first.StatusCode, tag, first.Header.Get("Content-Type"))
		}
		tags[tag] = true
		if again := get(accept, tag); again.StatusCode != http.StatusNotModified {
			t.Errorf("[%s]: revalidating with %s: status %d, want 304", accept, tag, again.StatusCode)
		}
		if other := get(accept, `"other"`); other.StatusCode != 200 {
			t.Errorf("[%s]: another ETag: status %d, want 200", accept, other.StatusCode)
		}
	}
	if len(tags) != 3 {
		t.Errorf("ETags %v: want one per encoding", tags)
	}
}

func TestAccepts(t *testing.T) {
	cases := []struct {
		header, coding string
		want           bool
	}{
		{"", "br", false},
		{"br", "br", true},
		{"gzip, deflate, br, zstd", "br", true},
		{"gzip;q=1.0, br;q=0", "br", false},
		{"BR", "br", true},
		{"*", "gzip", true},
		{"*;q=0", "gzip", false},
		{"gzip;q=0, *", "gzip", false},
		{"identity", "gzip", false},
	}
	for _, c := range cases {
		if got := accepts(c.header, c.coding); got != c.want {
			t.Errorf("accepts(%q, %q) = %v, want %v", c.header, c.coding, got, c.want)
		}
	}
}

func TestCheckLoopback(t *testing.T) {
	for _, addr := range []string{"127.0.0.1:8080", "[::1]:0", "localhost:80", "127.0.0.2:1"} {
		if err := checkLoopback(addr); err != nil {
			t.Errorf("checkLoopback(%q) = %v, want nil", addr, err)
		}
	}
	for _, addr := range []string{":8080", "0.0.0.0:8080", "192.168.1.2:80", "example.com:80", "8080"} {
		if err := checkLoopback(addr); err == nil {
			t.Errorf("checkLoopback(%q) = nil, want an error", addr)
		}
	}
}

func TestIcons(t *testing.T) {
	dir := t.TempDir()
	if err := writeIcons(dir); err != nil {
		t.Fatal(err)
	}
	for _, size := range []int{192, 512} {
		name := fmt.Sprintf("icon-%d.png", size)
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if b := img.Bounds(); b.Dx() != size || b.Dy() != size {
			t.Errorf("%s is %v", name, b)
		}
		if _, _, _, a := img.At(0, 0).RGBA(); a != 0 {
			t.Errorf("%s: corner is not transparent", name)
		}
		if r, g, b, _ := img.At(size/10, size/2).RGBA(); !(b > r && b > g) {
			t.Errorf("%s: margin is not blue", name)
		}
		headerY := int((tableTop + headerBottom) / 2 * float64(size))
		if r, _, _, _ := img.At(size/2, headerY).RGBA(); r>>8 < 0xc0 {
			t.Errorf("%s: header row is not light", name)
		}
	}
	svg, err := os.ReadFile(filepath.Join(dir, "icon.svg"))
	if err != nil {
		t.Fatal(err)
	}
	dec := xml.NewDecoder(bytes.NewReader(svg))
	for {
		if _, err := dec.Token(); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("icon.svg is not XML: %v", err)
		}
	}
}

func TestCopyDemo(t *testing.T) {
	src := writeTree(t, map[string]string{
		"tables.json":           "[]",
		"dev_gold.sql":          "SELECT 1\tdb",
		"database/db/db.sqlite": "sqlite",
		"golden/report.txt":     "not shipped",
		".gitkeep":              "",
		"database/db/.DS_Store": "",
		"README.md":             "demo",
	})
	dst := filepath.Join(t.TempDir(), "demo")
	if err := copyDemo(src, dst); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dst, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	if err := json.Unmarshal(data, &files); err != nil {
		t.Fatal(err)
	}
	want := []string{"README.md", "database/db/db.sqlite", "dev_gold.sql", "tables.json"}
	if !slices.Equal(files, want) {
		t.Errorf("manifest = %q, want %q", files, want)
	}
	for _, f := range want {
		if _, err := os.Stat(filepath.Join(dst, filepath.FromSlash(f))); err != nil {
			t.Errorf("listed file not copied: %v", err)
		}
	}
	if _, err := os.Stat(filepath.Join(dst, "golden")); err == nil {
		t.Error("golden/ was copied")
	}
}

func TestResetSiteDir(t *testing.T) {
	foreign := writeTree(t, map[string]string{"notes.txt": "keep me"})
	if err := resetSiteDir(foreign); err == nil {
		t.Fatal("resetSiteDir replaced a directory it did not make")
	}
	if _, err := os.Stat(filepath.Join(foreign, "notes.txt")); err != nil {
		t.Fatal("foreign file is gone")
	}
	site := filepath.Join(t.TempDir(), "site")
	if err := resetSiteDir(site); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(site, "old.html"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := resetSiteDir(site); err != nil {
		t.Fatalf("rebuilding over an earlier site: %v", err)
	}
	if _, err := os.Stat(filepath.Join(site, "old.html")); err == nil {
		t.Error("old file survived the rebuild")
	}
}

func TestPrecompressCache(t *testing.T) {
	text := strings.Repeat("SELECT name FROM singer;\n", 100)
	dir := writeTree(t, map[string]string{"a.sql": text, "b.png": text})
	cache := writeTree(t, map[string]string{"unrelated.txt": "keep"})
	stale := filepath.Join(cache, strings.Repeat("0", 64)+"-br5")
	if err := os.WriteFile(stale, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := precompressTree(dir, 5, cache); err != nil {
			t.Fatal(err)
		}
		br, err := os.ReadFile(filepath.Join(dir, "a.sql.br"))
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(brotli.NewReader(bytes.NewReader(br)))
		if err != nil || string(got) != text {
			t.Fatalf("a.sql.br does not decode to a.sql: %v", err)
		}
		if _, err := os.Stat(filepath.Join(dir, "b.png.br")); err == nil {
			t.Error("compressed a .png")
		}
	}
	if _, err := os.Stat(stale); err == nil {
		t.Error("unused cache entry was not pruned")
	}
	if _, err := os.Stat(filepath.Join(cache, "unrelated.txt")); err != nil {
		t.Error("prune removed a file that is not a cache entry")
	}
	entries, _ := os.ReadDir(cache)
	if len(entries) != 3 { // unrelated.txt, a.sql's br and gzip
		t.Errorf("cache holds %d files, want 3", len(entries))
	}
}

func TestSplitInHalves(t *testing.T) {
	for _, n := range []int{0, 1, 7, 1 << 16} {
		web := t.TempDir()
		data := make([]byte, n)
		for i := range data {
			data[i] = byte(rand.N(256))
		}
		if err := os.WriteFile(filepath.Join(web, "explain.wasm"), data, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := splitInHalves(web, "explain.wasm", explainParts); err != nil {
			t.Fatal(err)
		}
		var joined []byte
		for _, p := range explainParts {
			b, err := os.ReadFile(filepath.Join(web, p))
			if err != nil {
				t.Fatal(err)
			}
			if len(b) > (n+1)/2 {
				t.Errorf("%d bytes: %s holds %d, more than half", n, p, len(b))
			}
			joined = append(joined, b...)
		}
		if !bytes.Equal(joined, data) {
			t.Errorf("%d bytes: the halves joined are not the file", n)
		}
		if _, err := os.Stat(filepath.Join(web, "explain.wasm")); !os.IsNotExist(err) {
			t.Errorf("%d bytes: explain.wasm is still there (%v)", n, err)
		}
	}
}

// TestWarnsOfFilesOverHostLimit: a file one byte over 25 MiB is named, one
// of 25 MiB exactly is not (sparse files: no 50 MiB written).
func TestWarnsOfFilesOverHostLimit(t *testing.T) {
	dir := t.TempDir()
	for name, size := range map[string]int64{"web/big.wasm": hostFileLimit + 1, "web/fits.wasm": hostFileLimit, "index.html": 10} {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := f.Truncate(size); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	var log bytes.Buffer
	n, err := warnOversized(&log, dir)
	if err != nil {
		t.Fatal(err)
	}
	if n != 1 || !strings.Contains(log.String(), "warning: web/big.wasm is 25.00 MiB raw, over the 25 MiB") || strings.Contains(log.String(), "fits.wasm") {
		t.Errorf("%d warnings:\n%s", n, log.String())
	}
}

// TestBuiltSiteFitsStaticHosts checks the site the browser tests serve:
// no file over 25 MiB raw, explain.wasm served as its halves.
func TestBuiltSiteFitsStaticHosts(t *testing.T) {
	dir := builtSite(t)
	names, sizes, err := oversized(dir, hostFileLimit)
	if err != nil {
		t.Fatal(err)
	}
	if len(names) > 0 {
		t.Errorf("files over 25 MiB: %v (%v bytes)", names, sizes)
	}
	var total int64
	for _, p := range explainParts {
		st, err := os.Stat(filepath.Join(dir, "web", p))
		if err != nil {
			t.Fatal(err)
		}
		total += st.Size()
	}
	if _, err := os.Stat(filepath.Join(dir, "web", "explain.wasm")); !os.IsNotExist(err) {
		t.Errorf("web/explain.wasm is served whole (%v)", err)
	}
	t.Logf("explain.wasm: %d bytes in two halves", total)
}

// TestOffline visits the app once, stops the server, and reloads a
// bookmarked view: the service worker serves everything from its cache and
// the demo is scored again.
func TestOffline(t *testing.T) {
	t.Parallel() // see TestMain
	srv := httptest.NewServer(newSiteHandler(builtSite(t)))
	defer srv.Close()
	ctx := openURL(t, newBrowser(t), srv.URL+"/", "first visit")
	waitDemoReport(t, ctx)
	// The worker is installed once it has cached every resource.
	waitJS(t, ctx, "waiting for the service worker", `!!(navigator.serviceWorker && navigator.serviceWorker.controller) || (window.__swReady = window.__swReady || navigator.serviceWorker.ready.then(() => window.__swOK = true), !!window.__swOK)`, time.Minute)
	waitCached(t, ctx)

	srv.Close()
	allowConsole(t, offlineWasmError)
	within(t, ctx, time.Minute, "reloading offline", chromedp.Navigate(srv.URL+"/?view=questions&hardness=extra"))
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the list, offline", `document.querySelectorAll(".se-q").length > 0 && document.getElementById("se-count").textContent.startsWith("16 of 167")`, scoreTimeout)
}

// cachedJS counts the service worker's cached responses (asynchronously;
// the poll sees the latest count).
const cachedJS = `(caches.keys().then(async (ks) => { let n = 0; for (const k of ks) n += (await (await caches.open(k)).keys()).length; window.__cached = n; }), (window.__cached || 0) > 15)`

// waitCached waits until the service worker has cached the app for offline use.
func waitCached(t *testing.T, ctx context.Context) {
	t.Helper()
	waitJS(t, ctx, "waiting for the offline cache", cachedJS, time.Minute)
}

// TestAboutThisEngine: the footer's "About this engine" names the SQLite
// release and build the worker runs and spidereval's version, and lists
// every WebAssembly file of the site with its size and SHA-256, equal to
// the served files'.
func TestAboutThisEngine(t *testing.T) {
	t.Parallel() // see TestMain
	dir := builtSite(t)
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the engine", `document.getElementById("se-about-engine").textContent.includes("SQLite")`, mountTimeout)
	engine := evalString(t, ctx, `document.getElementById("se-about-engine").textContent`)
	for _, want := range []string{"SQLite 3.53.4 (@sqlite.org/sqlite-wasm 3.53.4-build2)", "spidereval " + buildinfo.Release} {
		if !strings.Contains(engine, want) {
			t.Errorf("the panel says %q, without %q", engine, want)
		}
	}
	within(t, ctx, 10*time.Second, "opening the panel", chromedp.Click(chromedp.CSS("#se-about summary")))
	waitJS(t, ctx, "waiting for the checksums", `document.querySelectorAll("#se-about-files tbody tr").length > 0`, time.Minute)
	rows := strings.Split(evalString(t, ctx, `[...document.querySelectorAll("#se-about-files tbody tr")].map(r => [...r.cells].map(c => c.textContent).join(" ")).join("|")`), "|")
	var want []string
	for _, rel := range aboutWasm {
		b, err := os.ReadFile(filepath.Join(dir, "web", filepath.FromSlash(rel)))
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(b)
		want = append(want, fmt.Sprintf("web/%s %d %s", rel, len(b), hex.EncodeToString(sum[:])))
	}
	if strings.Join(rows, "|") != strings.Join(want, "|") {
		t.Errorf("the panel lists\n%s\nwant\n%s", strings.Join(rows, "\n"), strings.Join(want, "\n"))
	}
	if evalString(t, ctx, `String(document.getElementById("se-about").open)`) != "true" {
		t.Error("the panel closed when its checksums came")
	}
	shoot(t, ctx, "about.png")
}
