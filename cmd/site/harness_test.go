package main

// Browser test harness: one site build per test binary (or the wasm that
// $SPIDEREVAL_TEST_WASM holds, which make test builds once), a loopback
// server per test, and one headless Chromium per test binary in which every
// page opens in a fresh browser context: its own storage, caches and service
// workers, as isolated as a new browser. Extend with openPage, waitMounted
// and within. The page helpers every view's tests share (waits, picks,
// tabs, screenshots) are here too.

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

const (
	// mountTimeout bounds downloading and compiling the wasm on a slow 2-core machine.
	mountTimeout = 3 * time.Minute
	// prebuiltWasmEnv names a directory holding app.wasm and worker.wasm
	// built as the site builds them; the tests then skip compiling them.
	prebuiltWasmEnv = "SPIDEREVAL_TEST_WASM"
)

var (
	siteOnce sync.Once
	siteDir  string
	siteErr  error
	siteLog  string
	siteTmp  string // parent of siteDir, removed by TestMain
)

// TestMain stops the shared browser and removes the built site at the end.
//
// Most browser tests call t.Parallel: they run two at a time (-parallel,
// GOMAXPROCS by default) after the others, each in a browser context and
// behind a server of its own, so one page's waits overlap another's work.
// Tests that type keys, use the clipboard, throttle the CPU, emulate a
// window or start a browser of their own stay sequential: they need the
// page's focus or the machine to themselves.
func TestMain(m *testing.M) {
	code := m.Run()
	stopBrowser()
	if siteTmp != "" {
		os.RemoveAll(siteTmp)
	}
	if cli.dir != "" {
		os.RemoveAll(cli.dir)
	}
	os.Exit(code)
}

// builtSite builds the site once per test binary (fast brotli, real wasm)
// and returns its directory. It skips in -short mode.
func builtSite(t testing.TB) string {
	t.Helper()
	if testing.Short() {
		t.Skip("skipping the site build (about a minute) in -short mode")
	}
	built := false
	siteOnce.Do(func() {
		built = true
		root, err := moduleRoot()
		if err != nil {
			siteErr = err
			return
		}
		if siteTmp, err = os.MkdirTemp("", "spidereval-site-test"); err != nil {
			siteErr = err
			return
		}
		siteDir = filepath.Join(siteTmp, "site")
		o := buildOptions{Out: siteDir, Root: root, GoCmd: "go", BuildWasm: true, BrotliLevel: 1}
		if dir := os.Getenv(prebuiltWasmEnv); dir != "" {
			o.BuildWasm = false
			o.AppWasm = filepath.Join(dir, "app.wasm")
			o.WorkerWasm = filepath.Join(dir, "worker.wasm")
			o.ExplainWasm = filepath.Join(dir, "explain.wasm")
		}
		var log strings.Builder
		o.Log = &log
		siteErr = buildSite(o)
		siteLog = log.String()
		if siteErr != nil {
			siteErr = fmt.Errorf("%w\n%s", siteErr, siteLog)
		}
	})
	if siteErr != nil {
		t.Fatalf("building the site: %v", siteErr)
	}
	if built {
		t.Logf("built the site (%s=%q):\n%s", prebuiltWasmEnv, os.Getenv(prebuiltWasmEnv), siteLog)
	}
	return siteDir
}

// moduleRoot finds the directory holding go.mod above the working directory.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod above the working directory")
		}
		dir = parent
	}
}

// siteURL serves the built site on 127.0.0.1 for the test and returns its base URL.
func siteURL(t testing.TB) string {
	t.Helper()
	srv := httptest.NewServer(newSiteHandler(builtSite(t)))
	t.Cleanup(srv.Close)
	return srv.URL
}

// holdingSite serves site for the test and holds back each request whose
// path hold accepts until release is called (or the test ends); it
// returns the server's base URL and release.
func holdingSite(t testing.TB, site http.Handler, hold func(path string) bool) (base string, release func()) {
	t.Helper()
	held := make(chan struct{})
	var once sync.Once
	release = func() { once.Do(func() { close(held) }) }
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if hold(r.URL.Path) {
			select {
			case <-held:
			case <-r.Context().Done():
				return
			}
		}
		site.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	t.Cleanup(release) // before the server closes
	return srv.URL, release
}

// chromiumFlags are the flags of every test browser.
func chromiumFlags(chromium, profile string) []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-extensions", true),
		// A page left open behind a test's second page must not be throttled.
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.WindowSize(1280, 800),
		chromedp.UserDataDir(profile),
	}
}

// startChromium starts a browser and returns its first tab's context, done
// when the browser is gone, and a func that stops it.
func startChromium(t testing.TB, extra ...chromedp.ExecAllocatorOption) (context.Context, func()) {
	t.Helper()
	chromium, err := findChromium()
	if err != nil {
		t.Skipf("browser test skipped: %v", err)
	}
	profile, err := os.MkdirTemp("", "spidereval-chromium")
	if err != nil {
		t.Fatal(err)
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), append(chromiumFlags(chromium, profile), extra...)...)
	ctx, cancel := chromedp.NewContext(alloc)
	stop := func() {
		cancel()
		cancelAlloc()
		os.RemoveAll(profile)
	}
	// The first Run starts the browser and binds it to ctx; it must not carry a timeout.
	if err := chromedp.Do(ctx); err != nil {
		stop()
		t.Fatalf("starting Chromium: %v", err)
	}
	return ctx, stop
}

// browser is the Chromium the functional tests share, started on first use
// and again if it died. Its V8 runs WebAssembly in the baseline compiler
// only (as node does in make test-wasm): the same results, without
// optimising a 37 MB worker.wasm again on every page, which on 2 busy cores
// more than halves the time from page open to the demo's report.
var browser struct {
	mu   sync.Mutex
	ctx  context.Context
	stop func()
}

func sharedBrowser(t testing.TB) context.Context {
	t.Helper()
	browser.mu.Lock()
	defer browser.mu.Unlock()
	if browser.ctx != nil && browser.ctx.Err() == nil {
		return browser.ctx
	}
	if browser.stop != nil {
		browser.stop()
	}
	browser.ctx, browser.stop = startChromium(t, chromedp.Flag("js-flags", "--liftoff-only"))
	return browser.ctx
}

// stopBrowser closes the shared browser, if it runs.
func stopBrowser() {
	browser.mu.Lock()
	defer browser.mu.Unlock()
	if browser.stop != nil {
		browser.stop()
		browser.ctx, browser.stop = nil, nil
	}
}

// newBrowser opens a tab in a new browser context of the shared Chromium —
// as fresh as a new browser: no cookies, storage, caches or service workers
// from other tests — and returns its chromedp context, closed (and the
// browser context disposed of) when the test ends. It skips without Chromium.
func newBrowser(t testing.TB) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(sharedBrowser(t), chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("opening a tab in a new browser context: %v", err)
	}
	return ctx
}

// newRealBrowser starts a Chromium of the test's own with V8's default
// tiers, for measurements that must match a user's browser; it is stopped
// when the test ends.
func newRealBrowser(t testing.TB) context.Context {
	t.Helper()
	ctx, stop := startChromium(t)
	t.Cleanup(stop)
	return ctx
}

// openPage opens path (such as "/" or "/?db=x") of a freshly served site in
// a new browser and returns the page's context. The page's console messages
// and uncaught exceptions are logged when the test ends.
func openPage(t testing.TB, path string) context.Context {
	t.Helper()
	return openPageIn(t, newBrowser(t), path)
}

// openPageIn is openPage in a given browser tab, such as newRealBrowser's.
func openPageIn(t testing.TB, ctx context.Context, path string) context.Context {
	t.Helper()
	return openURL(t, ctx, siteURL(t)+path, "navigating to "+path)
}

// openURL logs the tab's console and opens u in it (a test's own server);
// what names the step.
func openURL(t testing.TB, ctx context.Context, u, what string) context.Context {
	t.Helper()
	logConsole(t, ctx)
	within(t, ctx, time.Minute, what, chromedp.Navigate(u))
	return ctx
}

// offlineWasmError is what the browser logs when a reopened page, offline,
// asks the network for app.wasm first (the browser keeps compiled code
// beside its own responses only) before taking the cached copy.
const offlineWasmError = "error: Failed to load resource: net::ERR_CONNECTION_REFUSED"

// allowedConsole holds, per test, console errors that test expects
// (allowConsole).
var allowedConsole sync.Map // testing.TB → []string

// allowConsole lets the page log the console error msg (exactly) in test t.
func allowConsole(t testing.TB, msg string) {
	old, _ := allowedConsole.Load(t)
	list, _ := old.([]string)
	// Kept after the test: logConsole's check runs in a cleanup, and
	// cleanups run last-registered first.
	allowedConsole.Store(t, append(slices.Clone(list), msg))
}

// consoleAllowed reports whether t expects the console line l.
func consoleAllowed(t testing.TB, l string) bool {
	list, _ := allowedConsole.Load(t)
	msgs, _ := list.([]string)
	return slices.Contains(msgs, l)
}

// logConsole records the page's console and logs it at the end of the test.
func logConsole(t testing.TB, ctx context.Context) {
	lctx, stop := context.WithCancel(ctx)
	messages := chromedp.Console(lctx)
	var (
		mu    sync.Mutex
		lines []string
		done  = make(chan struct{})
	)
	go func() {
		defer close(done)
		for m, err := range messages {
			if err != nil {
				return
			}
			mu.Lock()
			lines = append(lines, m.String())
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		if t.Failed() {
			// What the page showed when the test failed: its view, notice,
			// progress, banners and errors.
			sctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			if state, err := chromedp.Run(sctx, chromedp.Evaluate[string](pageStateJS)); err == nil {
				t.Logf("the page when the test failed: %s", state)
			}
			cancel()
		}
		stop()
		<-done
		mu.Lock()
		defer mu.Unlock()
		for _, l := range lines {
			t.Logf("console: %s", l)
			// The page must not log errors or throw.
			if (strings.HasPrefix(l, "error") || strings.HasPrefix(l, "exception")) && !consoleAllowed(t, l) {
				t.Errorf("console error: %s", l)
			}
		}
	})
}

// mountedJS reports "mounted" once go-app's wasm runs and removed its
// loader, "failed: ..." when the loader shows an error, else false.
const mountedJS = `(() => {
	const loader = document.getElementById("app-wasm-loader");
	if (typeof window.goappNav === "function" && !loader) return "mounted";
	const icon = document.getElementById("app-wasm-loader-icon");
	if (icon && !icon.classList.contains("goapp-spin")) {
		const label = document.getElementById("app-wasm-loader-label");
		return "failed: " + (label ? label.innerText : "unknown error");
	}
	return false;
})()`

// waitMounted waits until go-app's wasm has started and .se-root is visible.
// (The pre-rendered HTML already holds .se-root, so visibility alone does not
// show that the wasm runs.)
func waitMounted(t testing.TB, ctx context.Context) {
	t.Helper()
	state := within(t, ctx, mountTimeout, "waiting for go-app to start",
		chromedp.Poll[string](mountedJS,
			chromedp.WithPollingInterval(250*time.Millisecond), chromedp.WithPollingTimeout(mountTimeout)))
	if state != "mounted" {
		t.Fatalf("go-app did not start: %s", state)
	}
	within(t, ctx, 30*time.Second, "waiting for .se-root", chromedp.WaitVisible(chromedp.CSS(".se-root")))
}

// waitDemoReport waits until the page has started and scored the demo.
func waitDemoReport(t testing.TB, ctx context.Context) {
	t.Helper()
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
}

// pageStateJS describes what the page shows, for a failed test's log.
const pageStateJS = `(() => {
	const text = (sel) => [...document.querySelectorAll(sel)].map(e => e.textContent.trim().slice(0, 300)).join(" | ");
	return JSON.stringify({view: text(".se-tab-active"), run: text("#se-run option:checked"), notice: text(".se-notice"),
		progress: text(".se-progress-label"), banners: text(".se-banner"), errors: text(".se-error"),
		score: document.getElementById("se-score") ? (document.getElementById("se-score").disabled ? "disabled" : "enabled") : "absent"});
})()`

// traceSteps logs every step's duration, to see where a test's time goes.
var traceSteps = os.Getenv("SPIDEREVAL_TRACE") != ""

// minStepTimeout is the least time within allows a step: a click that
// re-renders a list can take seconds when the 2 cores are busy, and choosing
// files took over a minute at load 23. Timeouts
// only bound failures; passing steps never wait for them.
const minStepTimeout = 2 * time.Minute

// stepTimeout is timeout raised to minStepTimeout.
func stepTimeout(timeout time.Duration) time.Duration { return max(timeout, minStepTimeout) }

// within runs action on the page with a timeout (at least minStepTimeout)
// and fails the test on error. With SPIDEREVAL_TRACE set it logs each
// step's duration.
func within[T any](t testing.TB, ctx context.Context, timeout time.Duration, what string, action chromedp.Action[T]) T {
	t.Helper()
	v, err := step(t, ctx, timeout, what, action)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	return v
}

// step is within returning the error instead of failing the test.
func step[T any](t testing.TB, ctx context.Context, timeout time.Duration, what string, action chromedp.Action[T]) (T, error) {
	t.Helper()
	tctx, cancel := context.WithTimeout(ctx, stepTimeout(timeout))
	defer cancel()
	start := time.Now()
	v, err := chromedp.Run(tctx, action)
	if traceSteps {
		t.Logf("%6.2fs %s", time.Since(start).Seconds(), what)
	}
	return v, err
}

// clickConfirmed clicks a button that asks before it acts (Clear, Forget)
// and confirms.
func clickConfirmed(t *testing.T, ctx context.Context, what, sel string) {
	t.Helper()
	within(t, ctx, 10*time.Second, what, chromedp.Click(chromedp.CSS(sel)))
	waitJS(t, ctx, what+": waiting for the question", `!!document.getElementById("se-confirm-yes")`, 10*time.Second)
	within(t, ctx, 10*time.Second, what+": confirming", chromedp.Click(chromedp.CSS("#se-confirm-yes")))
}

// waitJS polls a JavaScript expression until it is true, for at most
// timeout (raised to minStepTimeout). An exception counts as false (the
// element polled for may be between renders); on timeout the last one is
// named.
func waitJS(t testing.TB, ctx context.Context, what, expr string, timeout time.Duration) {
	t.Helper()
	timeout = stepTimeout(timeout)
	guarded := guardedJS(expr)
	within(t, ctx, timeout, "before "+what, chromedp.Evaluate[bool](`delete window.__seWaitError`))
	if _, err := step(t, ctx, timeout, what, chromedp.Poll[bool](guarded,
		chromedp.WithPollingInterval(100*time.Millisecond), chromedp.WithPollingTimeout(timeout))); err != nil {
		if last, _ := chromedp.Run(ctx, chromedp.Evaluate[string](pollError)); last != "" {
			t.Fatalf("%s: %v (last exception: %s)", what, err, last)
		}
		t.Fatalf("%s: %v", what, err)
	}
}

func evalString(t testing.TB, ctx context.Context, expr string) string {
	t.Helper()
	return within(t, ctx, 20*time.Second, "evaluating "+expr, chromedp.Evaluate[string](expr))
}

// screenshotDir is where the browser tests keep their screenshots: the
// folder $SPIDEREVAL_SCREENSHOT_DIR names (make screenshots sets it), or ""
// when it is unset, and the pictures are not taken (a full-page PNG of a
// long list costs the machine about half a CPU second).
func screenshotDir() string { return os.Getenv("SPIDEREVAL_SCREENSHOT_DIR") }

// shoot saves a screenshot of the whole page as name under screenshotDir
// and logs its path.
func shoot(t *testing.T, ctx context.Context, name string) {
	keepShot(t, ctx, name, chromedp.FullScreenshot(100))
}

// shootElement is shoot for the first element that sel matches.
func shootElement(t *testing.T, ctx context.Context, sel, name string) {
	keepShot(t, ctx, name, chromedp.Screenshot(chromedp.CSS(sel)))
}

// shootWindow is shoot for what the window shows.
func shootWindow(t *testing.T, ctx context.Context, name string) {
	keepShot(t, ctx, name, chromedp.CaptureScreenshot())
}

// keepShot takes the screenshot shot describes and saves it as name, when
// screenshotDir names a folder.
func keepShot(t *testing.T, ctx context.Context, name string, shot chromedp.Action[[]byte]) {
	t.Helper()
	dir := screenshotDir()
	if dir == "" {
		return
	}
	b := within(t, ctx, time.Minute, "taking a screenshot", shot)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", p)
}

func atoi(s string) int {
	var n int
	fmt.Sscan(s, &n)
	return n
}

// demoFile reads a file of the bundled demo.
func demoFile(t *testing.T, rel string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(demoDir(t), rel))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// demoDir is the demo's folder, assets/demo.
func demoDir(t *testing.T) string {
	t.Helper()
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Join(root, "assets", "demo")
}

// writeFile writes data to path, making its folders first.
func writeFile(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// demoLines is the demo's prediction file as lines.
func demoLines(t *testing.T) []string {
	return strings.Split(strings.TrimRight(string(demoFile(t, "pred_graphix_t5.sql")), "\n"), "\n")
}

// pick sets a select's value as a user would.
func pick(t *testing.T, ctx context.Context, id, value string) {
	t.Helper()
	waitJS(t, ctx, "waiting for #"+id, fmt.Sprintf(`!!document.getElementById(%q)`, id), 20*time.Second)
	within(t, ctx, 10*time.Second, "choosing "+value+" in #"+id, chromedp.Evaluate[bool](fmt.Sprintf(`(() => {
		const s = document.getElementById(%q); s.value = %q; s.dispatchEvent(new Event("change", {bubbles: true})); return s.value === %q; })()`, id, value, value)))
}

// clickTab clicks the header tab with this label.
func clickTab(t *testing.T, ctx context.Context, label string) {
	t.Helper()
	within(t, ctx, 10*time.Second, "opening the "+label+" tab", chromedp.Evaluate[bool](fmt.Sprintf(`(() => {
		const b = [...document.querySelectorAll(".se-tab")].find(b => b.textContent === %q); b.click(); return !b.disabled; })()`, label)))
}

// inViewJS tells whether the element matching a selector is shown inside the viewport.
func inViewJS(sel string) string {
	return fmt.Sprintf(`(() => { const el = document.querySelector(%q); if (!el) return false;
		const r = el.getBoundingClientRect(); return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight; })()`, sel)
}

func atof(s string) float64 {
	var f float64
	fmt.Sscanf(s, "%g", &f)
	return f
}

func evalFloat(t *testing.T, ctx context.Context, expr string) float64 {
	t.Helper()
	return within(t, ctx, 10*time.Second, expr, chromedp.Evaluate[float64](expr))
}
