package main

// Browser test harness: one site build per test binary, a loopback server
// per test, and a fresh headless Chromium per test. Extend with openPage,
// waitMounted and within.

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

const (
	chromiumPath = "/usr/bin/chromium"
	// mountTimeout bounds downloading and compiling the wasm on a slow 2-core machine.
	mountTimeout = 3 * time.Minute
)

var (
	siteOnce sync.Once
	siteDir  string
	siteErr  error
	siteTmp  string // parent of siteDir, removed by TestMain
)

func TestMain(m *testing.M) {
	code := m.Run()
	if siteTmp != "" {
		os.RemoveAll(siteTmp)
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
	siteOnce.Do(func() {
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
		var log strings.Builder
		siteErr = buildSite(buildOptions{
			Out: siteDir, Root: root, GoCmd: "go", BuildWasm: true,
			BrotliLevel: 5, Log: &log,
		})
		if siteErr != nil {
			siteErr = fmt.Errorf("%w\n%s", siteErr, log.String())
		}
	})
	if siteErr != nil {
		t.Fatalf("building the site: %v", siteErr)
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

// newBrowser starts headless Chromium with a fresh profile and returns its
// chromedp context, closed when the test ends. It skips without Chromium.
func newBrowser(t testing.TB) context.Context {
	t.Helper()
	if _, err := os.Stat(chromiumPath); err != nil {
		t.Skipf("no Chromium at %s (CI installs it: apt-get install chromium): %v", chromiumPath, err)
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(chromiumPath),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(1280, 800),
		chromedp.UserDataDir(t.TempDir()),
	)
	t.Cleanup(cancelAlloc)
	ctx, cancel := chromedp.NewContext(alloc)
	t.Cleanup(cancel)
	// The first Run starts the browser and binds it to ctx; it must not carry a timeout.
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	return ctx
}

// openPage opens path (such as "/" or "/?db=x") of a freshly served site in
// a new browser and returns the page's context. The page's console messages
// and uncaught exceptions are logged when the test ends.
func openPage(t testing.TB, path string) context.Context {
	t.Helper()
	base := siteURL(t)
	ctx := newBrowser(t)
	logConsole(t, ctx)
	within(t, ctx, time.Minute, "navigating to "+path, chromedp.Navigate(base+path))
	return ctx
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
		stop()
		<-done
		mu.Lock()
		defer mu.Unlock()
		for _, l := range lines {
			t.Logf("console: %s", l)
			// The page must not log errors or throw.
			if strings.HasPrefix(l, "error") || strings.HasPrefix(l, "exception") {
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

// within runs action on the page with a timeout and fails the test on error.
func within[T any](t testing.TB, ctx context.Context, timeout time.Duration, what string, action chromedp.Action[T]) T {
	t.Helper()
	tctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	v, err := chromedp.Run(tctx, action)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	return v
}
