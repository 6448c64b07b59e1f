package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/spidereval/spidereval/eval/exec/exectest"
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

// upload opens the page and sends files through the file input once the
// demo has been scored.
func upload(t *testing.T, files []string) context.Context {
	t.Helper()
	return uploadOn(t, openPage(t, "/"), files)
}

// uploadOn is upload on a page already opened at "/".
func uploadOn(t *testing.T, ctx context.Context, files []string) context.Context {
	t.Helper()
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
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
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	demo := filepath.Join(root, "assets", "demo")
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
	dir := t.TempDir()
	makeDB(t, filepath.Join(dir, "xss.sqlite"))
	files := append(writeFiles(t, dir, map[string]string{
		"tables.json": xssTables,
		"gold.sql":    "SELECT body FROM note WHERE id = 1\txss\n",
		"pred.sql":    "SELECT body FROM note WHERE body = '" + strings.ReplaceAll(injection, "'", "") + "'\n",
	}), filepath.Join(dir, "xss.sqlite"))
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
	dir := t.TempDir()
	makeDB(t, filepath.Join(dir, "xss.sqlite"))
	files := append(writeFiles(t, dir, map[string]string{
		"tables.json":    xssTables,
		"corrupt.sqlite": "SQLite format 3\x00 this is not really a database, only its magic header and some bytes",
		"broken.json":    "[{\"query\": \"SELECT 1\",\n oops",
		"gold.sql":       "SELECT body FROM note\txss\nSELECT count(*) FROM nowhere\tmissing_db\n",
		"short.sql":      "SELECT body FROM note\n",
	}), filepath.Join(dir, "xss.sqlite"))
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
