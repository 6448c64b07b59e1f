package main

// Browser tests of choosing and loading files (app/view_data.go): uploads,
// the default pairing of gold and predictions, files given early, hostile
// and bad input.

import (
	"archive/zip"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/spidereval/spidereval/eval/exec/exectest"
	"github.com/spidereval/spidereval/internal/datakit"
)

const injection = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`

// makeDB writes a small database whose cell holds markup.
func makeDB(t *testing.T, path string) {
	t.Helper()
	exectest.WriteDB(t, path, `CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO note VALUES (1, '`+strings.ReplaceAll(injection, "'", "''")+`'), (2, 'plain');`)
}

const xssTables = `[{"db_id": "xss", "table_names_original": ["note"], "table_names": ["note"],
 "column_names_original": [[-1, "*"], [0, "id"], [0, "body"]], "column_names": [[-1, "*"], [0, "id"], [0, "body"]],
 "column_types": ["text", "number", "text"], "foreign_keys": [], "primary_keys": [1]}]`

func writeFiles(t *testing.T, dir string, files map[string]string) []string {
	t.Helper()
	var out []string
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

// xssFiles writes the xss database, its tables.json and these files to a
// new folder and returns their paths, the database's last.
func xssFiles(t *testing.T, files map[string]string) []string {
	t.Helper()
	dir := t.TempDir()
	makeDB(t, filepath.Join(dir, "xss.sqlite"))
	files["tables.json"] = xssTables
	return append(writeFiles(t, dir, files), filepath.Join(dir, "xss.sqlite"))
}

// upload opens the page and sends files through the file input once the
// demo has been scored.
func upload(t *testing.T, files []string) context.Context {
	t.Helper()
	return uploadOn(t, openPage(t, "/"), files)
}

// uploadOn is upload on a page already opened at "/".
func uploadOn(t *testing.T, ctx context.Context, files []string) context.Context {
	t.Helper()
	waitDemoReport(t, ctx)
	return sendFiles(t, ctx, files)
}

// sendFiles chooses files with the Data view's file input.
func sendFiles(t *testing.T, ctx context.Context, files []string) context.Context {
	t.Helper()
	within(t, ctx, 10*time.Second, "opening the data view", chromedp.Click(chromedp.CSS(".se-tab:nth-child(1)")))
	within(t, ctx, time.Minute, "uploading", chromedp.SetUploadFiles(chromedp.CSS("#se-files"), files))
	return ctx
}

// TestFilesStopTheDemo chooses files while the demo is being scored: its
// scoring stops (the page says why), no demo run appears, and the chosen
// files score as the CLI scores them.
func TestFilesStopTheDemo(t *testing.T) {
	t.Parallel() // see TestMain
	demo := demoDir(t)
	dir := t.TempDir()
	pred := filepath.Join(dir, "mine.sql")
	if err := os.WriteFile(pred, []byte("SELECT count(*) FROM singer\nSELECT name FROM singer\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	gold := filepath.Join(dir, "gold.sql")
	if err := os.WriteFile(gold, []byte("SELECT count(*) FROM singer\tconcert_singer\nSELECT name, country, age FROM singer ORDER BY age DESC\tconcert_singer\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the demo's scoring", `!!document.querySelector(".se-progress")`, scoreTimeout)
	sendFiles(t, ctx, []string{gold, pred})
	waitJS(t, ctx, "waiting for the notice", `!!document.querySelector(".se-notice") && document.querySelector(".se-notice").textContent.includes("your files come first")`, 30*time.Second)
	if evalString(t, ctx, `String(!!document.querySelector(".se-progress"))`) != "false" {
		t.Error("the demo's progress bar is still shown")
	}
	choose(t, ctx, "gold.sql", "mine.sql")
	if got, want := evalString(t, ctx, `document.getElementById("se-report-text").textContent`),
		cliReport(t, gold, pred, filepath.Join(demo, "database"), filepath.Join(demo, "tables.json")); got != want {
		t.Errorf("the report differs from the CLI's:\n%s\n--- CLI ---\n%s", got, want)
	}
	if runs := evalString(t, ctx, `document.getElementById("se-run") ? document.getElementById("se-run").textContent : document.querySelector(".se-run-name").textContent`); strings.Contains(runs, "pred_graphix_t5.sql") {
		t.Errorf("the demo's run was kept: %q", runs)
	}
	// The demo's gold and predictions leave the lists (issue 33, item 6);
	// its databases, which the user's SQL runs on, stay and are credited.
	clickTab(t, ctx, "Data")
	waitJS(t, ctx, "waiting for the data view", `!!document.getElementById("se-gold")`, 10*time.Second)
	if demo := evalString(t, ctx, `[...document.querySelectorAll("#se-gold option, #se-pred option, .se-files td")].map(e => e.value || e.textContent).filter(v => v === "demo/dev.json" || v === "demo/pred_graphix_t5.sql").join(", ")`); demo != "" {
		t.Errorf("the demo's gold and predictions are still listed: %s", demo)
	}
	if aside := evalString(t, ctx, `(document.getElementById("se-demo-aside") || {}).textContent || ""`); !strings.HasPrefix(aside, "The demo's files of the kinds you gave (") {
		t.Errorf("nothing says the demo's files are set aside: %q", aside)
	}
	if foot := evalString(t, ctx, `document.querySelector(".se-footer").textContent`); strings.Contains(foot, "Demo data") || !strings.Contains(foot, "Databases from the demo") {
		t.Errorf("footer %q", foot)
	}
	shoot(t, ctx, "data-demo-aside.png")
}

func choose(t *testing.T, ctx context.Context, gold, pred string) {
	t.Helper()
	waitJS(t, ctx, "waiting for the files", `[...document.querySelectorAll("#se-pred option")].some(o => o.value === "`+pred+`")`, time.Minute)
	// A file the page refused is not among the choices: fail at once with
	// its row in the data view rather than wait for a report that never comes.
	if miss := within(t, ctx, 10*time.Second, "choosing", chromedp.Evaluate[string](`(() => {
		const pick = (id, v) => { const s = document.getElementById(id);
			if (![...s.options].some(o => o.value === v)) return v;
			s.value = v; s.dispatchEvent(new Event("change", {bubbles: true})); return ""; };
		return pick("se-gold", "`+gold+`") || pick("se-pred", "`+pred+`"); })()`)); miss != "" {
		row := evalString(t, ctx, `[...document.querySelectorAll("tr")].map(r => r.textContent).filter(s => s.includes("`+miss+`")).join(" / ")`)
		t.Fatalf("%s is not offered for scoring; the page lists it as: %s", miss, row)
	}
	waitJS(t, ctx, "waiting for Score", `!document.getElementById("se-score").disabled`, scoreTimeout)
	within(t, ctx, 10*time.Second, "scoring", chromedp.Click(chromedp.CSS("#se-score")))
	waitJS(t, ctx, "waiting for the report", `(() => {
		const s = document.getElementById("se-run");
		const t = s ? s.options[s.selectedIndex].textContent : ((document.querySelector(".se-run-name") || {}).textContent || "");
		return t.includes("`+pred+` vs") && !!document.getElementById("se-report-text"); })()`, scoreTimeout)
}

// TestUserTextIsNeverMarkup scores a prediction and a database cell that
// hold script-injection strings and checks they show as text and never run.
func TestUserTextIsNeverMarkup(t *testing.T) {
	t.Parallel() // see TestMain
	files := xssFiles(t, map[string]string{
		"gold.sql": "SELECT body FROM note WHERE id = 1\txss\n",
		"pred.sql": "SELECT body FROM note WHERE body = '" + strings.ReplaceAll(injection, "'", "") + "'\n",
	})
	ctx := upload(t, files)
	choose(t, ctx, "gold.sql", "pred.sql")
	within(t, ctx, 10*time.Second, "opening the questions", chromedp.Click(chromedp.CSS(".se-tab:nth-child(3)")))
	waitJS(t, ctx, "waiting for the list", `document.querySelectorAll(".se-q").length === 1`, 20*time.Second)
	within(t, ctx, 10*time.Second, "opening the question", chromedp.Click(chromedp.CSS(".se-q")))
	waitJS(t, ctx, "waiting for the results", `document.querySelectorAll(".se-rows td").length > 0`, 30*time.Second)
	time.Sleep(300 * time.Millisecond)
	if v := evalString(t, ctx, `String(window.__xss)`); v != "undefined" {
		t.Fatalf("injected markup ran: window.__xss = %s", v)
	}
	if n := evalString(t, ctx, `String(document.querySelectorAll(".se-main img, .se-main script").length)`); n != "0" {
		t.Errorf("%s injected elements in the page", n)
	}
	cell := evalString(t, ctx, `[...document.querySelectorAll(".se-rows td")].map(td => td.textContent).join("|")`)
	if !strings.Contains(cell, injection) {
		t.Errorf("the database cell is not shown as text: %q", cell)
	}
	if sql := evalString(t, ctx, `document.getElementById("se-clauses").textContent`); !strings.Contains(sql, "onerror") {
		t.Errorf("the prediction's text is missing from the clauses: %q", sql)
	}
}

// TestBadInputOnPage loads broken files and checks the page names each
// problem while the rest of the data stays usable.
func TestBadInputOnPage(t *testing.T) {
	t.Parallel() // see TestMain
	files := xssFiles(t, map[string]string{
		"corrupt.sqlite": "SQLite format 3\x00 this is not really a database, only its magic header and some bytes",
		"broken.json":    "[{\"query\": \"SELECT 1\",\n oops",
		"gold.sql":       "SELECT body FROM note\txss\nSELECT count(*) FROM nowhere\tmissing_db\n",
		"short.sql":      "SELECT body FROM note\n",
	})
	ctx := upload(t, files)
	waitJS(t, ctx, "waiting for the problems", `document.querySelectorAll(".se-problems li").length > 0`, time.Minute)
	page := evalString(t, ctx, `document.querySelector(".se-load").textContent`)
	for _, want := range []string{"corrupt.sqlite", "not a readable SQLite database", "broken.json:2", "no database for missing_db"} {
		if !strings.Contains(page, want) {
			t.Errorf("the data view does not say %q:\n%s", want, page)
		}
	}
	choose(t, ctx, "gold.sql", "short.sql")
	warn := evalString(t, ctx, `document.querySelector(".se-warnings") ? document.querySelector(".se-warnings").textContent : ""`)
	if !strings.Contains(warn, "1 prediction for 2 gold questions") {
		t.Errorf("no line-count warning in the report: %q", warn)
	}
}

// TestFilesChosenBeforeStart gives files through the pre-rendered file
// input at the earliest moment — as soon as it is in the document, before
// go-app's wasm has started (the server holds app.wasm back until then in
// the first try, not in the second) — with the CPU slowed down four
// times: the files are never dropped and, when given before the
// page's Go ran, no demo is loaded beside them; they wait for Score and
// then score as the CLI scores them.
func TestFilesChosenBeforeStart(t *testing.T) {
	demo := demoDir(t)
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

// The page does the right thing by default (issue 25): the files it
// chooses pair one to one, files given while it starts wait for Score.

// startWithFiles opens the page and gives it files as soon as it mounts,
// while its engine is still starting.
func startWithFiles(t *testing.T, files []string) context.Context {
	t.Helper()
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	within(t, ctx, time.Minute, "uploading", chromedp.SetUploadFiles(chromedp.CSS("#se-files"), files))
	return ctx
}

// chosen is the Data view's gold, predictions and difficulty choice.
func chosen(t *testing.T, ctx context.Context) string {
	return evalString(t, ctx, `["se-gold", "se-pred", "se-difficulty"].map(id => { const s = document.getElementById(id); return s ? s.value : "-"; }).join(" | ")`)
}

// TestDefaultsSkipSchemaScripts follows issue 25, item 1: the SParC files,
// then a database folder holding schema.sql, then a real prediction file.
// The schema script is listed as ignored and never chosen; before the
// prediction file nothing is chosen and the page says why; then the
// prediction file is chosen with the gold of its length.
func TestDefaultsSkipSchemaScripts(t *testing.T) {
	t.Parallel() // see TestMain
	kit := datakit.Require(t)
	sparc := func(f string) string { return filepath.Join(kit, "sparc", f) }
	ctx := startWithFiles(t, []string{sparc("dev.json"), sparc("dev_gold.txt"), sparc("tables.json"), sparc("dev_db_ids.txt")})
	waitJS(t, ctx, "waiting for the files", `[...document.querySelectorAll("#se-gold option")].some(o => o.value === "dev.json")`, time.Minute)
	within(t, ctx, time.Minute, "uploading the database folder", chromedp.SetUploadFiles(chromedp.CSS("#se-files"),
		[]string{filepath.Join(kit, "spider/database/hr_1/schema.sql"), filepath.Join(kit, "spider/database/hr_1/hr_1.sqlite")}))
	waitJS(t, ctx, "waiting for the database", `document.querySelector(".se-load").textContent.includes("hr_1.sqlite")`, time.Minute)
	if c := chosen(t, ctx); c != "dev.json |  | -" {
		t.Errorf("choice before any prediction file: %q", c)
	}
	if opts := evalString(t, ctx, `[...document.querySelectorAll("#se-pred option")].map(o => o.value).join(",")`); strings.Contains(opts, "schema.sql") {
		t.Errorf("schema.sql is offered as predictions: %q", opts)
	}
	if row := evalString(t, ctx, `[...document.querySelectorAll(".se-files tr")].map(r => r.textContent).find(s => s.includes("schema.sql")) || ""`); !strings.Contains(row, "ignored") || !strings.Contains(row, "CREATE TABLE") {
		t.Errorf("schema.sql is listed as %q", row)
	}
	if note := evalString(t, ctx, `document.getElementById("se-pair-note-0") ? document.getElementById("se-pair-note-0").textContent : ""`); !strings.Contains(note, "No prediction file has as many entries as dev.json has questions (1203)") {
		t.Errorf("the page does not say why nothing is chosen: %q", note)
	}
	if d := evalString(t, ctx, `String(document.getElementById("se-score").disabled)`); d != "true" {
		t.Error("Score is enabled with no prediction file chosen")
	}
	shoot(t, ctx, "defaults-sparc-no-pred.png")
	within(t, ctx, time.Minute, "uploading the predictions", chromedp.SetUploadFiles(chromedp.CSS("#se-files"), []string{filepath.Join(kit, "predictions/sparc_dev.editsql.txt")}))
	waitJS(t, ctx, "waiting for the choice", `document.getElementById("se-pred").value === "sparc_dev.editsql.txt"`, time.Minute)
	if c := chosen(t, ctx); c != "dev.json | sparc_dev.editsql.txt | -" {
		t.Errorf("choice %q, want the prediction file and the gold of its length", c)
	}
	if note := evalString(t, ctx, `document.querySelector(".se-pair-note") ? document.querySelector(".se-pair-note").textContent : ""`); note != "" {
		t.Errorf("a pairing note for files that pair: %q", note)
	}
	if y := evalFloat(t, ctx, `document.getElementById("se-score").getBoundingClientRect().top + window.scrollY`); y > 1200 {
		t.Errorf("Score is %.0f px down the page", y)
	}
	shoot(t, ctx, "defaults-sparc-chosen.png")
}

// TestFilesDuringStartupWaitForScore follows issue 25, item 4: files given
// while the page starts are not scored before the user asks, no demo is
// loaded beside them, and "Reading files…" goes once they are read. With
// tables.json and the databases added, Score gives the CLI's report.
func TestFilesDuringStartupWaitForScore(t *testing.T) {
	demo := demoDir(t)
	gold, pred := filepath.Join(demo, "dev_gold.sql"), filepath.Join(demo, "pred_graphix_t5.sql")
	// The engine's worker script is held back until the files are given,
	// so that they come while the engine starts.
	release := make(chan struct{})
	site := newSiteHandler(builtSite(t))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/web/worker.js") {
			<-release
		}
		site.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	var once sync.Once
	free := func() { once.Do(func() { close(release) }) }
	t.Cleanup(free)
	ctx := openURL(t, newBrowser(t), srv.URL+"/", "opening the page")
	waitMounted(t, ctx)
	within(t, ctx, time.Minute, "uploading", chromedp.SetUploadFiles(chromedp.CSS("#se-files"), []string{gold, pred}))
	time.Sleep(time.Second)
	free()
	waitJS(t, ctx, "waiting for the files", `document.getElementById("se-pred") && document.getElementById("se-pred").value === "pred_graphix_t5.sql"`, 2*time.Minute)
	waitJS(t, ctx, "waiting for the files to be read", `!document.querySelector(".se-load").textContent.includes("Reading files")`, time.Minute)
	time.Sleep(3 * time.Second)
	if s := evalString(t, ctx, `String(!!document.querySelector(".se-progress") || !!document.getElementById("se-report-text") || !!document.getElementById("se-run"))`); s != "false" {
		t.Error("the files were scored before Score was clicked")
	}
	if page := evalString(t, ctx, `document.querySelector(".se-load").textContent`); strings.Contains(page, "demo/") {
		t.Error("the demo was loaded beside the user's files")
	}
	if f := evalString(t, ctx, `document.querySelector(".se-footer").textContent`); strings.Contains(f, "Demo data") {
		t.Errorf("the footer credits the demo, which is not loaded: %q", f)
	}
	shoot(t, ctx, "startup-files-wait.png")
	files := []string{filepath.Join(demo, "tables.json")}
	for _, d := range []string{"concert_singer", "pets_1", "poker_player", "orchestra"} {
		files = append(files, filepath.Join(demo, "database", d, d+".sqlite"))
	}
	within(t, ctx, time.Minute, "uploading the databases", chromedp.SetUploadFiles(chromedp.CSS("#se-files"), files))
	waitJS(t, ctx, "waiting for the databases", `document.querySelector(".se-load").textContent.includes("4 databases loaded")`, time.Minute)
	if c := chosen(t, ctx); c != "dev_gold.sql | pred_graphix_t5.sql | -" {
		t.Errorf("choice %q after adding the databases", c)
	}
	within(t, ctx, 10*time.Second, "scoring", chromedp.Click(chromedp.CSS("#se-score")))
	waitJS(t, ctx, "waiting for the report", `!!document.getElementById("se-report-text")`, scoreTimeout)
	if got, want := evalString(t, ctx, `document.getElementById("se-report-text").textContent`),
		cliReport(t, gold, pred, filepath.Join(demo, "database"), filepath.Join(demo, "tables.json")); got != want {
		t.Errorf("the report differs from the CLI's:\n%s\n--- CLI ---\n%s", got, want)
	}
}

// a11yJS is an accessibility check of the page as it stands (issue 25,
// item 16), the rules that apply to this page from WCAG's automated
// checkers: the document has a language and a main landmark; every
// control (input, select, textarea, button, link) has an accessible name
// (label, aria-label, title, text); images have alt text; ids are unique;
// tables have header cells; live status lines have a role. It returns the
// violations, one per line.
const a11yJS = `(() => {
	const out = [];
	if (!document.documentElement.lang) out.push("html has no lang");
	if (!document.querySelector("main, [role=main]")) out.push("no main landmark");
	const named = (el) => {
		if ((el.getAttribute("aria-label") || "").trim() || el.getAttribute("aria-labelledby") || (el.title || "").trim()) return true;
		if (el.labels && [...el.labels].some(l => l.textContent.trim())) return true;
		if (["BUTTON", "A", "SUMMARY"].includes(el.tagName) && el.textContent.trim()) return true;
		if (el.tagName === "INPUT" && ["submit", "button"].includes(el.type) && el.value) return true;
		return false;
	};
	for (const el of document.querySelectorAll("input:not([type=hidden]), select, textarea, button, a[href]")) {
		if (!named(el)) out.push("no accessible name: " + el.outerHTML.slice(0, 120));
	}
	for (const img of document.querySelectorAll("img")) if (!img.hasAttribute("alt")) out.push("img without alt: " + img.outerHTML.slice(0, 120));
	const ids = {};
	for (const el of document.querySelectorAll("[id]")) { if (ids[el.id]) out.push("duplicate id " + el.id); ids[el.id] = true; }
	for (const t of document.querySelectorAll("table")) if (!t.querySelector("th")) out.push("table without header cells: " + (t.id || t.className));
	for (const el of document.querySelectorAll(".se-status, .se-notice, .se-progress")) if (!el.getAttribute("role")) out.push("status line without a role: " + el.className);
	return out.join("\n");
})()`

// TestSeveralPredictionsSaySo follows issue 33, item 6: three prediction
// files of the gold's length given together are not resolved silently:
// the first by name is chosen and the Data view says so.
func TestSeveralPredictionsSaySo(t *testing.T) {
	t.Parallel() // see TestMain
	dir := t.TempDir()
	files := writeFiles(t, dir, map[string]string{
		"gold.sql": "SELECT count(*) FROM singer\tconcert_singer\nSELECT name FROM singer\tconcert_singer\n",
		"c.sql":    "SELECT count(*) FROM singer\nSELECT name FROM singer\n",
		"a.sql":    "SELECT count(*) FROM singer\nSELECT age FROM singer\n",
		"b.sql":    "SELECT 1\nSELECT name FROM singer\n",
	})
	ctx := upload(t, files)
	waitJS(t, ctx, "waiting for the choice", `document.getElementById("se-pred").value === "a.sql" && document.getElementById("se-gold").value === "gold.sql"`, 2*time.Minute)
	notes := evalString(t, ctx, `[...document.querySelectorAll(".se-pair-note")].map(n => n.textContent).join("|")`)
	if !strings.Contains(notes, "3 prediction files of this load pair with gold.sql; a.sql is scored first (the first by name)") {
		t.Errorf("the Data view says %q", notes)
	}
	pick(t, ctx, "se-pred", "b.sql")
	// The page redraws after the change event: the note must go then.
	waitJS(t, ctx, "waiting for the note to go after the user's own choice", `document.getElementById("se-pred").value === "b.sql" &&
		![...document.querySelectorAll(".se-pair-note")].some(n => n.textContent.includes("scored first"))`, time.Minute)
}

// TestZipTraversal clears the page and uploads a zip holding the demo,
// an entry named ../../evil.sql and a README: the traversal is skipped
// with its reason and the real prediction file is the default choice.
func TestZipTraversal(t *testing.T) {
	t.Parallel() // see TestMain
	dir := t.TempDir()
	zpath := filepath.Join(dir, "upload.zip")
	f, err := os.Create(zpath)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	add := func(name string, data []byte) {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(data)
	}
	add("../../evil.sql", demoFile(t, "pred_graphix_t5.sql"))
	add("readme.txt", []byte("Predictions of our model on Spider dev.\nGenerated with beam size 4.\n"))
	for _, rel := range []string{"tables.json", "dev.json", "pred_graphix_t5.sql"} {
		add("spider/"+rel, demoFile(t, rel))
	}
	for _, db := range []string{"concert_singer", "pets_1", "poker_player", "orchestra"} {
		add("spider/database/"+db+"/"+db+".sqlite", demoFile(t, "database/"+db+"/"+db+".sqlite"))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()

	ctx := openPage(t, "/?view=load")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the demo", `!!document.getElementById("se-report-text") || !!document.getElementById("se-run-settings") || document.querySelectorAll(".se-tab:not(:disabled)").length > 3`, scoreTimeout)
	clickTab(t, ctx, "Data")
	clickConfirmed(t, ctx, "clearing", "#se-clear")
	waitJS(t, ctx, "waiting for the cleared page", `!document.getElementById("se-score")`, 20*time.Second)
	within(t, ctx, time.Minute, "uploading", chromedp.SetUploadFiles(chromedp.CSS("#se-files"), []string{zpath}))
	waitJS(t, ctx, "waiting for the files", `[...document.querySelectorAll("#se-pred option")].some(o => o.value === "spider/pred_graphix_t5.sql")`, time.Minute)
	if v := evalString(t, ctx, `document.getElementById("se-pred").value`); v != "spider/pred_graphix_t5.sql" {
		t.Errorf("default prediction file %q", v)
	}
	opts := evalString(t, ctx, `[...document.querySelectorAll("#se-pred option")].map(o => o.value + "=" + o.textContent).join("|")`)
	if want := "=choose…|readme.txt=readme.txt (does not look like SQL)|spider/pred_graphix_t5.sql=spider/pred_graphix_t5.sql"; opts != want {
		t.Errorf("prediction choices %q, want %q", opts, want)
	}
	page := evalString(t, ctx, `document.querySelector(".se-load").textContent`)
	if !strings.Contains(page, "upload.zip/../../evil.sql") || !strings.Contains(page, "path traversal") {
		t.Errorf("the data view does not name the skipped entry:\n%s", page)
	}
	shoot(t, ctx, "zip-traversal.png")
	within(t, ctx, 10*time.Second, "scoring", chromedp.Click(chromedp.CSS("#se-score")))
	waitJS(t, ctx, "waiting for the report", `!!document.getElementById("se-run-problems")`, time.Minute)
	if b := evalString(t, ctx, `document.getElementById("se-run-problems").textContent`); !strings.Contains(b, "evil.sql: skipped") {
		t.Errorf("the run's problems do not name the skipped entry: %s", b)
	}
}
