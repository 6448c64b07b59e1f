package main

// Browser test of choosing a whole Spider-style folder (issue 33, item 7):
// the page says how far the reading is, Score is enabled once the files
// are recognised (databases and scripts from their first bytes), and
// scoring gives the CLI's report.

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/spidereval/spidereval/internal/datakit"
)

// TestFolderOfSpider chooses the kit's Spider folder with its prediction
// files (over 300 files: 164 databases and their schema.sql, dev.json,
// both gold files, tables.json) and checks that the page names the file
// being read while it reads, that Score is then enabled with one of the
// folder's prediction files, and that scoring gives the CLI's report.
func TestFolderOfSpider(t *testing.T) {
	kit := datakit.Require(t)
	dir := filepath.Join(t.TempDir(), "spider")
	n, err := copySpiderFolder(kit, dir)
	if err != nil {
		t.Fatal(err)
	}
	ctx := openPage(t, "/")
	waitDemoReport(t, ctx)
	within(t, ctx, 10*time.Second, "opening the data view", chromedp.Click(chromedp.CSS(".se-tab:nth-child(1)")))
	within(t, ctx, 10*time.Second, "watching the reading", chromedp.Evaluate[bool](`
		window.__chosenAt = 0; window.__scoreAt = 0; window.__reading = [];
		document.addEventListener("change", (e) => { if (e.target.id === "se-folder") window.__chosenAt = performance.now(); }, true);
		new MutationObserver(() => {
			const r = document.getElementById("se-reading");
			if (r && window.__reading[window.__reading.length - 1] !== r.textContent) window.__reading.push(r.textContent);
			const b = document.getElementById("se-score"), p = document.getElementById("se-pred");
			if (window.__chosenAt && !window.__scoreAt && b && !b.disabled && p && p.value.startsWith("spider/")) window.__scoreAt = performance.now();
		}).observe(document, {childList: true, subtree: true, attributes: true, characterData: true});
		true`))
	within(t, ctx, time.Minute, "choosing the folder", chromedp.SetUploadFiles(chromedp.CSS("#se-folder"), []string{dir}))
	// The progress, shot while the files are read (when the machine is
	// quick enough to have read them already, there is nothing to shoot).
	if ok, _ := step(t, ctx, 10*time.Second, "waiting for the progress", chromedp.Poll[bool](guardedJS(`!!document.getElementById("se-reading") && document.getElementById("se-reading").textContent.includes(" of `+strconv.Itoa(n)+` read")`),
		chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(10*time.Second))); ok {
		shootElement(t, ctx, ".se-drop", "folder-reading.png")
	}
	waitJS(t, ctx, "waiting for Score", `!!window.__scoreAt`, scoreTimeout)
	t.Logf("a folder of %d files: Score enabled %.0f ms after the choice (the test browser: V8's Liftoff only)", n, evalFloat(t, ctx, `window.__scoreAt - window.__chosenAt`))
	reading := evalString(t, ctx, `window.__reading.join("\n")`)
	if !strings.Contains(reading, " of "+strconv.Itoa(n)+" read, now spider/") {
		t.Errorf("the page never said how far the reading was; it said:\n%s", reading)
	}
	if got := evalString(t, ctx, `String([...document.querySelectorAll(".se-files tbody tr td:first-child")].filter(td => td.textContent.startsWith("spider/")).length)`); got != strconv.Itoa(n) {
		t.Errorf("the Data view lists %s of the folder's files, want all %d", got, n)
	}
	choose(t, ctx, "spider/dev_gold.sql", "spider/spider_dev.graphix_t5.sql")
	got := evalString(t, ctx, `document.getElementById("se-report-text").textContent`)
	want := cliReport(t, filepath.Join(dir, "dev_gold.sql"), filepath.Join(dir, "spider_dev.graphix_t5.sql"), filepath.Join(dir, "database"), filepath.Join(dir, "tables.json"))
	if got != want {
		t.Errorf("the report differs from the CLI's (first 400 bytes):\n%s\n--- CLI ---\n%s", head(got), head(want))
	}
}
