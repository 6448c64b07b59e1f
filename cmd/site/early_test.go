package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestFilesChosenBeforeStart gives files through the pre-rendered file
// input at the earliest moment — as soon as it is in the document, before
// go-app's wasm has started (the server holds app.wasm back until then in
// the first try, not in the second) — with the CPU slowed down four
// times: the files are never dropped and, when given before the
// page's Go ran, no demo is loaded beside them; they wait for Score and
// then score as the CLI scores them.
func TestFilesChosenBeforeStart(t *testing.T) {
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	demo := filepath.Join(root, "assets", "demo")
	dir := t.TempDir()
	gold, pred := filepath.Join(dir, "gold.sql"), filepath.Join(dir, "mine.sql")
	if err := os.WriteFile(gold, []byte("SELECT count(*) FROM singer\tconcert_singer\nSELECT name, country, age FROM singer ORDER BY age DESC\tconcert_singer\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(pred, []byte("SELECT count(*) FROM singer\nSELECT name FROM singer\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	files := []string{gold, pred, filepath.Join(demo, "tables.json"), filepath.Join(demo, "database", "concert_singer", "concert_singer.sqlite")}
	want := cliReport(t, gold, pred, filepath.Join(demo, "database"), filepath.Join(demo, "tables.json"))
	site := newSiteHandler(builtSite(t))
	const tries = 2
	for i := range tries {
		// In the first try the server holds app.wasm back until the
		// files are given, so they surely come before the page's Go
		// runs, however fast the machine; the second leaves timing free.
		hold := i < tries-1
		base, open := holdingSite(t, site, func(path string) bool { return hold && strings.HasSuffix(path, "/app.wasm") })
		ctx := newBrowser(t)
		within(t, ctx, time.Minute, "slowing the CPU", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: 4})
			return err
		}))
		logConsole(t, ctx)
		// Navigate without waiting for the load event; the pre-rendered
		// input is chosen from as soon as it is in the document. A node
		// that go-app replaced meanwhile is looked up again.
		u := base + "/"
		within(t, ctx, time.Minute, "opening the page", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, page.Navigate, page.NavigateParams{URL: u})
			return err
		}))
		var err error
		for range 5 {
			if _, err = step(t, ctx, time.Minute, "choosing files at once", chromedp.SetUploadFiles(chromedp.CSS("#se-files"), files)); err == nil {
				break
			}
		}
		if err != nil {
			t.Fatalf("try %d: choosing files: %v", i+1, err)
		}
		// Asked after the files were given: the page's Go had not taken
		// the bridge's early files yet, so these were given before it ran.
		wasEarly := within(t, ctx, time.Minute, "asking whether the page's Go runs", chromedp.Evaluate[bool](`window.spidereval.takeFiles === null`))
		when := "after"
		if wasEarly {
			when = "before"
		} else if hold {
			t.Errorf("try %d: the page's Go ran while app.wasm was held back", i+1)
		}
		t.Logf("try %d: the files were given %s the page's Go ran", i+1, when)
		open()
		waitMounted(t, ctx)
		waitJS(t, ctx, "waiting for the files", `[...document.querySelectorAll("#se-pred option")].some(o => o.value === "mine.sql")`, 2*time.Minute)
		if c := chosen(t, ctx); c != "gold.sql | mine.sql | -" {
			t.Errorf("try %d: choice %q", i+1, c)
		}
		if s := evalString(t, ctx, `document.querySelector(".se-load").textContent`); wasEarly && strings.Contains(s, "demo/") {
			t.Errorf("try %d: the demo's files are loaded beside the files given before the page ran", i+1)
		}
		if evalString(t, ctx, `String(!!document.getElementById("se-report-text"))`) != "false" {
			t.Errorf("try %d: a run was scored before Score", i+1)
		}
		shoot(t, ctx, fmt.Sprintf("early-files-%d-%s.png", i+1, when))
		within(t, ctx, 10*time.Second, "scoring", chromedp.Click(chromedp.CSS("#se-score")))
		waitJS(t, ctx, "waiting for the report", `!!document.getElementById("se-report-text")`, scoreTimeout)
		if got := evalString(t, ctx, `document.getElementById("se-report-text").textContent`); got != want {
			t.Errorf("try %d: the report differs from the CLI's:\n%s\n--- CLI ---\n%s", i+1, got, want)
		}
	}
}
