package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/spidereval/spidereval/internal/datakit"
)

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

// TestDefaultsBirdPairing follows issue 25, items 2 and 3, on a tenth of
// BIRD Mini-Dev beside whole files of another length: a prediction file
// the user adds is chosen with the gold of its length; gold SQL lines get
// the difficulty file of their length, another length disables Score
// until the user insists; SYNTH_SUMMARY.json is listed as ignored and
// stays out of the run, whose report is the CLI's.
func TestDefaultsBirdPairing(t *testing.T) {
	t.Parallel() // see TestMain
	kit := filepath.Join(datakit.Require(t), "bird", "bird_dev_synth")
	const gold, diff, pred = "mini_dev_sqlite_gold.sql", "mini_dev_sqlite.jsonl", "predictions/mini_dev_gpt-4_sqlite.json"
	dir := datakit.BirdSample(t, kit, 10, gold, diff, pred)
	db := filepath.Join(kit, "dev_databases")
	files := []string{filepath.Join(dir, gold), filepath.Join(dir, diff), filepath.Join(kit, "dev.json"), filepath.Join(kit, "SYNTH_SUMMARY.json"),
		filepath.Join(kit, "dev_tables.json"), filepath.Join(kit, "predictions", "bird_dev.damo_turbo_kg.json")}
	dbs, err := os.ReadDir(db)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dbs {
		files = append(files, filepath.Join(db, d.Name(), d.Name()+".sqlite"))
	}
	ctx := startWithFiles(t, files)
	waitJS(t, ctx, "waiting for the files", `[...document.querySelectorAll("#se-gold option")].some(o => o.value === "`+gold+`")`, time.Minute)
	if c := chosen(t, ctx); c != "dev.json | bird_dev.damo_turbo_kg.json | -" {
		t.Errorf("first choice %q, want the 1534 predictions with the 1534 questions", c)
	}
	if row := evalString(t, ctx, `[...document.querySelectorAll(".se-files tr")].map(r => r.className + " " + r.textContent).find(s => s.includes("SYNTH_SUMMARY")) || ""`); !strings.Contains(row, "ignored") || strings.Contains(row, "se-bad") || strings.Contains(row, "malformed") {
		t.Errorf("SYNTH_SUMMARY.json is listed as %q", row)
	}
	within(t, ctx, time.Minute, "adding a prediction file", chromedp.SetUploadFiles(chromedp.CSS("#se-files"), []string{filepath.Join(dir, pred)}))
	waitJS(t, ctx, "waiting for the choice", `document.getElementById("se-pred").value === "mini_dev_gpt-4_sqlite.json"`, time.Minute)
	if c := chosen(t, ctx); c != diff+" | mini_dev_gpt-4_sqlite.json | -" {
		t.Errorf("choice %q, want the added file with the questions of its length", c)
	}
	pick(t, ctx, "se-gold", gold)
	waitJS(t, ctx, "waiting for the difficulty file", `!!document.getElementById("se-difficulty")`, 10*time.Second)
	if c := chosen(t, ctx); c != gold+" | mini_dev_gpt-4_sqlite.json | "+diff {
		t.Errorf("choice %q, want the difficulty file of the gold's length", c)
	}
	pick(t, ctx, "se-difficulty", "dev.json")
	waitJS(t, ctx, "waiting for the warning", `!!document.getElementById("se-difficulty-mismatch")`, 10*time.Second)
	if d := evalString(t, ctx, `String(document.getElementById("se-score").disabled)`); d != "true" {
		t.Error("Score is enabled with a difficulty file of another length")
	}
	if m := evalString(t, ctx, `document.getElementById("se-difficulty-mismatch").textContent`); !strings.Contains(m, "1534 questions for 50 gold questions") {
		t.Errorf("mismatch warning %q", m)
	}
	within(t, ctx, 10*time.Second, "insisting", chromedp.Click(chromedp.CSS("#se-difficulty-insist")))
	waitJS(t, ctx, "waiting for Score", `!document.getElementById("se-score").disabled`, 10*time.Second)
	shoot(t, ctx, "defaults-bird-mismatch.png")
	pick(t, ctx, "se-difficulty", diff)
	waitJS(t, ctx, "waiting for the warning to go", `!document.getElementById("se-difficulty-mismatch") && !document.getElementById("se-score").disabled`, 10*time.Second)
	pick(t, ctx, "se-timeout", "5m0s") // see TestBirdInBrowser
	within(t, ctx, 10*time.Second, "scoring", chromedp.Click(chromedp.CSS("#se-score")))
	waitJS(t, ctx, "waiting for the report", `!!document.getElementById("se-report-text")`, birdScoreTimeout)
	res := cliBird(t, dir, db, gold, diff, pred)
	var want bytes.Buffer
	res.WriteReport(&want)
	if got := evalString(t, ctx, `document.getElementById("se-report-text").textContent`); got != want.String() {
		t.Errorf("the page's report differs from the CLI's:\n%s\n--- CLI ---\n%s", got, want.String())
	}
	if p := evalString(t, ctx, `document.getElementById("se-run-problems") ? document.getElementById("se-run-problems").textContent : ""`); strings.Contains(p, "SYNTH_SUMMARY") || strings.Contains(p, "refuse") {
		t.Errorf("the run's problems name a file that is no input: %q", p)
	}
	shoot(t, ctx, "defaults-bird-report.png")
	// BIRD questions show their question_id (issue 25, item 12).
	clickTab(t, ctx, "Questions")
	waitJS(t, ctx, "waiting for the list", `document.querySelectorAll(".se-q").length > 0`, 20*time.Second)
	if b := evalString(t, ctx, `document.querySelector(".se-q .se-badges").textContent`); !strings.Contains(b, "question_id 1471") {
		t.Errorf("first question's badges %q lack its question_id", b)
	}
}

// TestFilesDuringStartupWaitForScore follows issue 25, item 4: files given
// while the page starts are not scored before the user asks, no demo is
// loaded beside them, and "Reading files…" goes once they are read. With
// tables.json and the databases added, Score gives the CLI's report.
func TestFilesDuringStartupWaitForScore(t *testing.T) {
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	demo := filepath.Join(root, "assets", "demo")
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

// TestPlaygroundLinkFirst follows issue 25, item 6: a shared playground
// link shows a waiting sign and its database from the start, and its
// verdict comes before the demo is scored (which follows it).
func TestPlaygroundLinkFirst(t *testing.T) {
	t.Parallel() // see TestMain
	q := url.Values{"view": {"playground"}, "db": {"concert_singer"},
		"gold": {"SELECT name FROM singer WHERE age > 40"}, "pred": {"SELECT name FROM singer WHERE age > 20"}}
	ctx := openPage(t, "/?"+q.Encode())
	waitMounted(t, ctx)
	if s := evalString(t, ctx, `(document.getElementById("se-pg-waiting") || document.getElementById("se-pg-verdict") || {}).id || ""`); s == "" {
		t.Error("no waiting sign and no verdict once the page mounted")
	}
	if db := evalString(t, ctx, `document.getElementById("se-pg-db").value`); db != "concert_singer" {
		t.Errorf("database %q while the page starts", db)
	}
	shoot(t, ctx, "playground-link-waiting.png")
	waitJS(t, ctx, "waiting for the verdict", `!!document.getElementById("se-pg-verdict")`, scoreTimeout)
	if runs := evalString(t, ctx, `String(!!document.getElementById("se-run") || !!document.querySelector(".se-run-name"))`); runs != "false" {
		t.Error("the demo was scored before the link's verdict")
	}
	// The WHERE clauses differ only in a value, which exact match ignores:
	// the row is ✓, the value is marked as ignored, not as a difference,
	// and the page says why (issue 25, item 9).
	waitJS(t, ctx, "waiting for the clauses", `!!document.querySelector("#se-clauses tr[data-kw=WHERE]")`, 30*time.Second)
	row := `document.querySelector("#se-clauses tr[data-kw=WHERE]")`
	if got := evalString(t, ctx, `[`+row+`.querySelector(".se-verdict").textContent, [...`+row+`.querySelectorAll(".se-w-ignored")].map(w => w.textContent).join(" "),
		String(document.querySelectorAll("#se-clauses tr:has(.se-st-match) .se-w-diff").length), (`+row+`.querySelector(".se-ignored-note") || {}).textContent || ""].join("|")`); got != "✓|40 20|0|equal for exact match: it compares columns and operators, not values" {
		t.Errorf("WHERE row: verdict|ignored words|differences on ✓ rows|note = %q", got)
	}
	shoot(t, ctx, "playground-link-verdict.png")
	waitJS(t, ctx, "waiting for the demo's run after the verdict", `!!document.getElementById("se-run") || !!document.querySelector(".se-run-name")`, scoreTimeout)
	if v := evalString(t, ctx, `String(!!document.getElementById("se-pg-verdict"))`); v != "true" {
		t.Error("the verdict is gone once the demo is scored")
	}
}

// TestFirstVisitGuides follows issue 25, item 7: the first paint (the
// pre-rendered page, before any wasm runs) says the engine starts; once
// the demo is scored, one line says it is a demo and what to do next.
func TestFirstVisitGuides(t *testing.T) {
	t.Parallel() // see TestMain
	base := siteURL(t)
	res, err := http.Get(base + "/")
	if err != nil {
		t.Fatal(err)
	}
	html, err := io.ReadAll(res.Body)
	res.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(html, []byte("Starting the scoring engine")) || !bytes.Contains(html, []byte("se-busy")) {
		t.Error("the first paint has no loading sign")
	}
	ctx := openURL(t, newBrowser(t), base+"/", "opening the page")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
	waitJS(t, ctx, "waiting for the demo line", `!!document.getElementById("se-status") && document.getElementById("se-status").textContent.includes("This is a demo")`, 20*time.Second)
	if links := evalString(t, ctx, `[...document.querySelectorAll("#se-status a")].map(a => a.textContent).join("|")`); !strings.Contains(links, "your own files") || !strings.Contains(links, "Playground") {
		t.Errorf("the demo line's links: %q", links)
	}
	shoot(t, ctx, "first-visit-demo.png")
	// Questions count from 1, as files count lines (issue 25, item 12).
	clickTab(t, ctx, "Questions")
	waitJS(t, ctx, "waiting for the list", `document.querySelectorAll(".se-q").length > 0`, 20*time.Second)
	if first := evalString(t, ctx, `document.querySelector(".se-q .se-q-title").textContent`); first != "#1How many singers do we have?" {
		t.Errorf("first question %q", first)
	}
	within(t, ctx, 10*time.Second, "following the line", chromedp.Click(chromedp.CSS("#se-status a")))
	waitJS(t, ctx, "waiting for the data view", `!!document.getElementById("se-score")`, 10*time.Second)
}

// clickConfirmed clicks a button that asks before it acts (Clear, Forget)
// and confirms.
func clickConfirmed(t *testing.T, ctx context.Context, what, sel string) {
	t.Helper()
	within(t, ctx, 10*time.Second, what, chromedp.Click(chromedp.CSS(sel)))
	waitJS(t, ctx, what+": waiting for the question", `!!document.getElementById("se-confirm-yes")`, 10*time.Second)
	within(t, ctx, 10*time.Second, what+": confirming", chromedp.Click(chromedp.CSS("#se-confirm-yes")))
}

// TestClearAsksAndFailedURLIsNotKept follows issue 25, item 14: a URL
// that fails to load is not written into the address bar, and Clear asks
// before it closes the files and runs (Cancel keeps them).
func TestClearAsksAndFailedURLIsNotKept(t *testing.T) {
	t.Parallel() // see TestMain
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
	clickTab(t, ctx, "Data")
	loadTyped(t, ctx, "/no/such/data.zip")
	waitJS(t, ctx, "waiting for the error", `!!document.querySelector(".se-error")`, 30*time.Second)
	if q := evalString(t, ctx, `location.search`); strings.Contains(q, "data=") {
		t.Errorf("the failed URL is in the address bar: %s", q)
	}
	within(t, ctx, 10*time.Second, "clicking Clear", chromedp.Click(chromedp.CSS("#se-clear")))
	waitJS(t, ctx, "waiting for the question", `!!document.getElementById("se-confirm")`, 10*time.Second)
	if q := evalString(t, ctx, `document.getElementById("se-confirm").textContent`); !strings.Contains(q, "1 run") {
		t.Errorf("the question %q does not say what closes", q)
	}
	shoot(t, ctx, "clear-asks.png")
	within(t, ctx, 10*time.Second, "cancelling", chromedp.Click(chromedp.CSS("#se-confirm-no")))
	waitJS(t, ctx, "waiting for the question to go", `!document.getElementById("se-confirm")`, 10*time.Second)
	if s := evalString(t, ctx, `String(!!document.getElementById("se-score") && !!document.querySelector(".se-run-name"))`); s != "true" {
		t.Error("Cancel closed the files or the run")
	}
	clickConfirmed(t, ctx, "clearing", "#se-clear")
	waitJS(t, ctx, "waiting for the cleared page", `!document.getElementById("se-score") && !document.querySelector(".se-run-name")`, 20*time.Second)
}

// TestNarrowWindowAndKeys follows issue 25, item 13: at 800 px no view
// scrolls sideways, a view opens at its top, and j/k keep the selected
// question on screen.
func TestNarrowWindowAndKeys(t *testing.T) {
	ctx := openPage(t, "/")
	within(t, ctx, 10*time.Second, "narrowing the window", chromedp.EmulateViewport(800, 700))
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
	clickTab(t, ctx, "Data")
	waitJS(t, ctx, "waiting for the data view", `!!document.getElementById("se-score")`, 10*time.Second)
	within(t, ctx, 10*time.Second, "scoring again", chromedp.Click(chromedp.CSS("#se-score")))
	waitJS(t, ctx, "waiting for the second run", `!!document.getElementById("se-run") && document.getElementById("se-run").options.length === 2`, time.Minute)
	wide := `String(document.documentElement.scrollWidth > window.innerWidth + 1)`
	for _, tab := range []string{"Report", "Questions", "Data", "Playground"} {
		clickTab(t, ctx, tab)
		time.Sleep(300 * time.Millisecond)
		if evalString(t, ctx, wide) == "true" {
			shoot(t, ctx, "narrow-"+tab+".png")
			t.Errorf("%s scrolls sideways at 800 px: %s px wide", tab, evalString(t, ctx, `String(document.documentElement.scrollWidth)`))
		}
	}
	clickTab(t, ctx, "Report")
	within(t, ctx, 10*time.Second, "scrolling down", chromedp.Evaluate[bool](`window.scrollTo(0, 2000); true`))
	clickTab(t, ctx, "Questions")
	waitJS(t, ctx, "waiting for the list", `document.querySelectorAll(".se-q").length > 0`, 20*time.Second)
	if y := evalString(t, ctx, `String(window.scrollY)`); y != "0" {
		t.Errorf("Questions opens %s px down", y)
	}
	for range 12 {
		within(t, ctx, 10*time.Second, "pressing j", chromedp.KeyEvent("j"))
	}
	time.Sleep(300 * time.Millisecond)
	shoot(t, ctx, "narrow-keys.png")
	if in := evalString(t, ctx, `(() => { const el = document.querySelector(".se-q-selected"); if (!el) return "none";
		const r = el.getBoundingClientRect(), top = document.querySelector(".se-top").getBoundingClientRect().bottom;
		return String(r.top >= top - 1 && r.bottom <= window.innerHeight + 1); })()`); in != "true" {
		t.Errorf("after 12 × j the selected question is on screen: %s", in)
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

// checkA11y runs a11yJS on the page and fails the test with what it finds.
func checkA11y(t *testing.T, ctx context.Context, where string) {
	t.Helper()
	if v := evalString(t, ctx, a11yJS); v != "" {
		t.Errorf("accessibility (%s):\n%s", where, v)
	}
}

// TestAccessibility checks every view of the demo (issue 25, item 16):
// the automated check passes, the tabs say which one is current, and the
// page follows the system's dark theme.
func TestAccessibility(t *testing.T) {
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
	checkA11y(t, ctx, "report")
	if cur := evalString(t, ctx, `(document.querySelector(".se-tab[aria-current=page]") || {}).textContent || ""`); cur != "Report" {
		t.Errorf("current tab %q", cur)
	}
	clickTab(t, ctx, "Questions")
	waitJS(t, ctx, "waiting for the list", `document.querySelectorAll(".se-q").length > 0`, 20*time.Second)
	checkA11y(t, ctx, "questions")
	within(t, ctx, 10*time.Second, "opening a question", chromedp.Click(chromedp.CSS(".se-q")))
	waitJS(t, ctx, "waiting for the detail", `!!document.getElementById("se-clauses")`, 30*time.Second)
	checkA11y(t, ctx, "question")
	clickTab(t, ctx, "Data")
	waitJS(t, ctx, "waiting for the data view", `!!document.getElementById("se-score")`, 10*time.Second)
	checkA11y(t, ctx, "data")
	clickTab(t, ctx, "Playground")
	waitJS(t, ctx, "waiting for the playground", `!!document.getElementById("se-pg-example")`, 30*time.Second)
	checkA11y(t, ctx, "playground")
	within(t, ctx, 10*time.Second, "switching to the dark theme", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "dark"}}})
		return err
	}))
	if bg := evalString(t, ctx, `getComputedStyle(document.body).backgroundColor`); bg != "rgb(17, 22, 28)" {
		t.Errorf("dark theme background %s", bg)
	}
	clickTab(t, ctx, "Report")
	shoot(t, ctx, "dark-report.png")
}
