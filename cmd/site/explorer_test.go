package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/schema"
)

// scoreTimeout bounds loading the demo and scoring it in the browser.
const scoreTimeout = 6 * time.Minute

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

// cliDemoReport runs the CLI's evaluation on the demo as the page does.
func cliDemoReport(t *testing.T, root string) string {
	t.Helper()
	demo := filepath.Join(root, "assets", "demo")
	return cliReport(t, filepath.Join(demo, "dev.json"), filepath.Join(demo, "pred_graphix_t5.sql"),
		filepath.Join(demo, "database"), filepath.Join(demo, "tables.json"))
}

// cliReport is the report the file-based evaluation prints (etype all, test-suite).
func cliReport(t *testing.T, goldPath, predPath, dbDir, tablesPath string) string {
	t.Helper()
	var out bytes.Buffer
	cliRun(t, goldPath, predPath, dbDir, tablesPath, func(res *eval.Results, _ exec.Catalog) { res.WriteReport(&out) })
	return out.String()
}

// cliRun scores as the file-based evaluation does (etype all, test-suite)
// and hands the results and the databases to use.
func cliRun(t *testing.T, goldPath, predPath, dbDir, tablesPath string, use func(*eval.Results, exec.Catalog)) {
	t.Helper()
	cliRunWith(t, eval.Options{Etype: "all"}, goldPath, predPath, dbDir, tablesPath, use)
}

// cliRunWith is cliRun with other options.
func cliRunWith(t *testing.T, opt eval.Options, goldPath, predPath, dbDir, tablesPath string, use func(*eval.Results, exec.Catalog)) {
	t.Helper()
	read := func(f string) dataset.File {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		return dataset.File{Name: filepath.Base(f), Data: b}
	}
	tf := read(tablesPath)
	tables, err := schema.ParseTables(tf.Name, tf.Data)
	if err != nil {
		t.Fatal(err)
	}
	cat := exec.NewDirCatalog(dbDir)
	defer cat.Close()
	res, err := eval.Evaluate(context.Background(), eval.Inputs{Gold: read(goldPath), Pred: read(predPath), Tables: tables,
		DBs: &eval.DirSource{Dir: dbDir}, Exec: cat}, opt, nil)
	if err != nil {
		t.Fatal(err)
	}
	use(res, cat)
}

// TestDemoInBrowser opens the app, lets it load and score the bundled demo,
// and checks the report against the CLI's for the same inputs, then opens a
// question from the list and its detail.
func TestDemoInBrowser(t *testing.T) {
	t.Parallel() // see TestMain
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
	got := evalString(t, ctx, `document.getElementById("se-report-text").textContent`)
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	want := cliDemoReport(t, root)
	if got != want {
		t.Errorf("browser report differs from the CLI's:\n%s\n--- CLI ---\n%s", got, want)
	}
	if p := evalString(t, ctx, `(document.getElementById("se-provenance") || {}).textContent || ""`); !strings.Contains(p, "reference testsuite, etype all, EX on 1 database per db_id") {
		t.Errorf("the report does not say what it measured: %q", p)
	}
	shoot(t, ctx, "report.png")

	// Export through the page's button; the bridge's download is captured.
	within(t, ctx, 10*time.Second, "capturing downloads", chromedp.Evaluate[bool](`window.spidereval.download = (n, t) => { window.__dl = {n, t}; }; true`))
	within(t, ctx, 10*time.Second, "exporting", chromedp.Click(chromedp.CSS("#se-export-report")))
	waitJS(t, ctx, "waiting for the export", `!!window.__dl`, 20*time.Second)
	if dl := evalString(t, ctx, `window.__dl.t`); dl != want {
		t.Errorf("exported report differs from the CLI's")
	}
	if name := evalString(t, ctx, `window.__dl.n`); name != "pred_graphix_t5.report.txt" {
		t.Errorf("export file name %q", name)
	}

	// The question list, filtered to wrong answers, then one question's detail.
	within(t, ctx, 10*time.Second, "opening the questions", chromedp.Click(chromedp.CSS(".se-tab:nth-child(3)")))
	waitJS(t, ctx, "waiting for the list", `document.querySelectorAll(".se-q").length > 0`, 20*time.Second)
	shoot(t, ctx, "questions.png")
	within(t, ctx, 10*time.Second, "filtering", chromedp.SetValue(chromedp.CSS("#se-f-outcome"), "exact-wrong"))
	within(t, ctx, 10*time.Second, "filtering", chromedp.Evaluate[bool](`document.getElementById("se-f-outcome").dispatchEvent(new Event("change", {bubbles: true}))`))
	waitJS(t, ctx, "waiting for the filtered list", `document.getElementById("se-count").textContent.startsWith("23 of 167")`, 20*time.Second)
	if !strings.Contains(evalString(t, ctx, `location.search`), "outcome=exact-wrong") {
		t.Errorf("the URL does not carry the filter: %s", evalString(t, ctx, `location.search`))
	}
	within(t, ctx, 10*time.Second, "opening a question", chromedp.Click(chromedp.CSS(".se-q")))
	waitJS(t, ctx, "waiting for the clauses", `!!document.getElementById("se-clauses") && document.querySelectorAll(".se-verdict").length > 0`, 30*time.Second)
	if n := evalString(t, ctx, `String(document.querySelectorAll("td.se-verdict.se-st-mismatch").length)`); n == "0" {
		t.Errorf("a wrong question shows no mismatching clause")
	}
	if n := evalString(t, ctx, `String(document.querySelectorAll(".se-rows").length)`); n != "2" {
		t.Errorf("%s result tables, want gold and prediction", n)
	}
	// A Spider question has no earlier turns (to the reference, Spider's
	// questions are turns of one interaction).
	if s := evalString(t, ctx, `String(!!document.getElementById("se-earlier-turns"))`); s != "false" {
		t.Error("a Spider question lists earlier turns")
	}
	shoot(t, ctx, "question.png")
	within(t, ctx, 10*time.Second, "opening the data view", chromedp.Click(chromedp.CSS(".se-tab:nth-child(1)")))
	waitJS(t, ctx, "waiting for the data view", `!!document.getElementById("se-score")`, 10*time.Second)
	shoot(t, ctx, "data.png")
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
