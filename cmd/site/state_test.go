package main

// Browser tests of the page's state across runs: the run's problems, the
// engine's death and restart, Clear, bookmarks of closed runs, progress,
// the playground under fast typing, and hostile uploads.

import (
	"archive/zip"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// demoFile reads a file of the bundled demo.
func demoFile(t *testing.T, rel string) []byte {
	t.Helper()
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(root, "assets", "demo", rel))
	if err != nil {
		t.Fatal(err)
	}
	return b
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

// slowQuery runs for seconds on concert_singer: eleven copies of a six-row table.
const slowQuery = "SELECT count(*) FROM singer AS a, singer AS b, singer AS c, singer AS d, singer AS e, singer AS f, singer AS g, singer AS h, singer AS i, singer AS j, singer AS k"

// TestProblemsBanner scores a prediction file four lines short whose first
// query outruns a one-second deadline: the report opens with a banner that
// names the count mismatch and the timeout; the question carries a badge
// and the "with problems" filter finds it.
func TestProblemsBanner(t *testing.T) {
	t.Parallel() // see TestMain
	lines := demoLines(t)
	lines[0] = slowQuery
	files := writeFiles(t, t.TempDir(), map[string]string{"short.sql": strings.Join(lines[:len(lines)-4], "\n") + "\n"})
	ctx := upload(t, files)
	waitJS(t, ctx, "waiting for the file", `[...document.querySelectorAll("#se-pred option")].some(o => o.value === "short.sql")`, time.Minute)
	pick(t, ctx, "se-timeout", "1s")
	choose(t, ctx, "demo/dev.json", "short.sql")
	waitJS(t, ctx, "waiting for the banner", inViewJS("#se-run-problems"), 10*time.Second)
	banner := evalString(t, ctx, `document.getElementById("se-run-problems").innerText`)
	for _, want := range []string{"2 problems in this run", "short.sql: 163 predictions for 167 gold questions",
		"inputs the reference would refuse: 1 occurrence", "short.sql:1: timeout"} {
		if !strings.Contains(banner, want) {
			t.Errorf("the banner does not say %q:\n%s", want, banner)
		}
	}
	if cls := evalString(t, ctx, `document.getElementById("se-run-problems").className`); !strings.Contains(cls, "se-sev-refused") {
		t.Errorf("banner class %q, want the refused colour", cls)
	}
	// The count mismatch itself is on screen, not folded away.
	if evalString(t, ctx, `String((() => { const li = [...document.querySelectorAll("#se-run-problems .se-problem-items li")].find(l => l.textContent.includes("163 predictions")); return !!li && li.getBoundingClientRect().height > 0; })())`) != "true" {
		t.Error("the count-mismatch line is not visible")
	}
	if s := evalString(t, ctx, `document.getElementById("se-run-settings").textContent`); !strings.Contains(s, "per-query deadline 1s") {
		t.Errorf("run settings %q do not name the deadline", s)
	}
	shoot(t, ctx, "problems-banner.png")

	clickTab(t, ctx, "Questions")
	waitJS(t, ctx, "waiting for the list", `document.querySelectorAll(".se-q").length > 0`, 20*time.Second)
	pick(t, ctx, "se-f-problem", "any")
	waitJS(t, ctx, "waiting for the filtered list", `document.getElementById("se-count").textContent === "1 of 163 questions"`, 10*time.Second)
	if b := evalString(t, ctx, `document.querySelector(".se-q .se-badges").textContent`); !strings.Contains(b, "deadline hit") {
		t.Errorf("the question's badges %q lack the problem", b)
	}
	if !strings.Contains(evalString(t, ctx, `location.search`), "problem=any") {
		t.Errorf("the URL does not carry the problem filter: %s", evalString(t, ctx, `location.search`))
	}
	shoot(t, ctx, "problems-filter.png")
}

// TestCompareOwnQuestions scores two models over a gold without question
// text (the demo's gold lines, reversed) next to the demo's run over
// dev.json: the comparison lists each question with its own run's text,
// and opening one shows that question.
func TestCompareOwnQuestions(t *testing.T) {
	t.Parallel() // see TestMain
	gold := strings.Split(strings.TrimRight(string(demoFile(t, "dev_gold.sql")), "\n"), "\n")
	preds := demoLines(t)
	var rg, ra, rb []string
	for i := len(gold) - 1; i >= 0; i-- {
		rg = append(rg, gold[i])
		ra = append(ra, preds[i])
		rb = append(rb, strings.Split(gold[i], "\t")[0])
	}
	files := writeFiles(t, t.TempDir(), map[string]string{
		"rev_gold.sql": strings.Join(rg, "\n") + "\n", "rev_a.sql": strings.Join(ra, "\n") + "\n", "rev_b.sql": strings.Join(rb, "\n") + "\n"})
	ctx := upload(t, files)
	choose(t, ctx, "rev_gold.sql", "rev_a.sql")
	clickTab(t, ctx, "Data")
	choose(t, ctx, "rev_gold.sql", "rev_b.sql")
	clickTab(t, ctx, "Compare")
	waitJS(t, ctx, "waiting for the compare view", `!!document.getElementById("se-cmp-go")`, 10*time.Second)
	if c := evalString(t, ctx, `[1, 2, 3].map(i => document.getElementById("se-cmp-run-" + i).checked).join(",")`); c != "false,true,true" {
		t.Errorf("runs checked by default: %s, want the two over rev_gold.sql", c)
	}
	within(t, ctx, 10*time.Second, "comparing", chromedp.Click(chromedp.CSS("#se-cmp-go")))
	waitJS(t, ctx, "waiting for the comparison", `document.querySelectorAll(".se-only li").length > 0`, 30*time.Second)
	// Only B (the gold as predictions) is right on some questions; each is
	// listed with rev_gold.sql's SQL at that position, never dev.json's text.
	items := evalString(t, ctx, `[...document.querySelectorAll(".se-only li")].map(li => li.textContent).join("\n")`)
	for _, it := range strings.Split(items, "\n") {
		var n int
		if _, err := fmt.Sscanf(it, "#%d", &n); err != nil || n < 1 || n > len(rg) {
			t.Fatalf("item %q has no question number", it)
		}
		if want := fmt.Sprintf("#%d %s", n, strings.Split(rg[n-1], "\t")[0]); it != want {
			t.Errorf("compare lists %q, want %q", it, want)
		}
	}
	shoot(t, ctx, "compare-own-questions.png")
	first := strings.Split(items, "\n")[0]
	within(t, ctx, 10*time.Second, "opening a question", chromedp.Click(chromedp.CSS(".se-only li a")))
	waitJS(t, ctx, "waiting for the detail", `!!document.getElementById("se-clauses")`, 30*time.Second)
	var n int
	fmt.Sscanf(first, "#%d", &n)
	title := evalString(t, ctx, `document.getElementById("se-question-title").textContent`)
	if want := fmt.Sprintf("#%d  (no question text)", n); title != want {
		t.Errorf("question title %q, want %q", title, want)
	}
	clauses := evalString(t, ctx, `[...document.querySelectorAll("#se-clauses tbody tr td:nth-child(2)")].map(td => td.textContent).join(" ")`)
	if w := strings.Fields(strings.Split(rg[n-1], "\t")[0]); !strings.Contains(clauses, w[len(w)-1]) {
		t.Errorf("gold clauses %q are not question %d's (%q)", clauses, n, rg[n])
	}
	if run := evalString(t, ctx, `document.getElementById("se-run").value`); run != "1" && run != "2" {
		t.Errorf("the question opened in run index %s, want a run over rev_gold.sql", run)
	}
	shoot(t, ctx, "compare-question.png")
}

// TestClearClosesRuns clears a page holding two runs while on Compare:
// no view then offers a run, nothing answers "no run"; loading and scoring
// again gives a fresh run 1 whose export and details work.
func TestClearClosesRuns(t *testing.T) {
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
	clickTab(t, ctx, "Data")
	within(t, ctx, 10*time.Second, "scoring again", chromedp.Click(chromedp.CSS("#se-score")))
	waitJS(t, ctx, "waiting for the second run", `!!document.getElementById("se-run") && document.getElementById("se-run").options.length === 2`, time.Minute)
	clickTab(t, ctx, "Compare")
	waitJS(t, ctx, "waiting for the compare view", `!!document.getElementById("se-cmp-go")`, 10*time.Second)
	clickTab(t, ctx, "Data")
	clickConfirmed(t, ctx, "clearing", "#se-clear")
	waitJS(t, ctx, "waiting for the cleared page", `document.getElementById("se-notice") && document.getElementById("se-notice").textContent.includes("Cleared") && !document.getElementById("se-score")`, 20*time.Second)
	state := evalString(t, ctx, `JSON.stringify({
		picker: !!document.getElementById("se-run"), name: !!document.querySelector("span.se-run-name"),
		enabled: [...document.querySelectorAll(".se-tab")].filter(b => !b.disabled).map(b => b.textContent).join(","),
		search: location.search, errors: document.querySelector(".se-errors") ? document.querySelector(".se-errors").textContent : ""})`)
	if want := `{"picker":false,"name":false,"enabled":"Data,Playground","search":"?view=load","errors":""}`; state != want {
		t.Errorf("after Clear: %s, want %s", state, want)
	}
	// The keyboard cannot open a closed run either.
	within(t, ctx, 10*time.Second, "pressing j and Enter", chromedp.KeyEvent("j\r"))
	shoot(t, ctx, "cleared.png")
	if v := evalString(t, ctx, `location.search`); v != "?view=load" {
		t.Errorf("the keyboard moved to %s", v)
	}

	within(t, ctx, 10*time.Second, "loading the demo", chromedp.Evaluate[bool](`[...document.querySelectorAll(".se-button")].find(b => b.textContent === "Load the demo").click(); true`))
	waitJS(t, ctx, "waiting for the files", `!!document.getElementById("se-score") && !document.getElementById("se-score").disabled`, time.Minute)
	within(t, ctx, 10*time.Second, "scoring", chromedp.Click(chromedp.CSS("#se-score")))
	waitJS(t, ctx, "waiting for the report", `!!document.getElementById("se-report-text")`, time.Minute)
	if n := evalString(t, ctx, `String(document.querySelectorAll("#se-run option").length)`); n != "0" {
		t.Errorf("%s runs listed after scoring once more, want one (no picker)", n)
	}
	if s := evalString(t, ctx, `location.search`); !strings.Contains(s, "run=1") {
		t.Errorf("the new run is not run 1: %s", s)
	}
	within(t, ctx, 10*time.Second, "capturing downloads", chromedp.Evaluate[bool](`window.spidereval.download = (n, t) => { window.__dl = {n, t}; }; true`))
	within(t, ctx, 10*time.Second, "exporting", chromedp.Click(chromedp.CSS("#se-export-report")))
	waitJS(t, ctx, "waiting for the export", `!!window.__dl`, 20*time.Second)
	clickTab(t, ctx, "Questions")
	waitJS(t, ctx, "waiting for the list", `document.querySelectorAll(".se-q").length > 0`, 20*time.Second)
	within(t, ctx, 10*time.Second, "opening a question", chromedp.Click(chromedp.CSS(".se-q")))
	waitJS(t, ctx, "waiting for the detail", `!!document.getElementById("se-clauses")`, 30*time.Second)
	if e := evalString(t, ctx, `document.querySelector(".se-errors") ? document.querySelector(".se-errors").textContent : ""`); e != "" {
		t.Errorf("errors after clearing and scoring again: %s", e)
	}
}

// TestMissingRunBookmark opens a bookmark of a run this tab does not have.
func TestMissingRunBookmark(t *testing.T) {
	t.Parallel() // see TestMain
	ctx := openPage(t, "/?view=question&run=2&question=5")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the notice", inViewJS("#se-notice"), scoreTimeout)
	got := evalString(t, ctx, `document.getElementById("se-notice").textContent`)
	if want := "Run 2 is not open; showing run 1 (demo/pred_graphix_t5.sql vs demo/dev.json"; !strings.Contains(got, want) {
		t.Errorf("notice %q, want it to contain %q", got, want)
	}
	waitJS(t, ctx, "waiting for the list", `document.querySelectorAll(".se-q").length > 0`, 20*time.Second)
	if s := evalString(t, ctx, `location.search`); !strings.Contains(s, "run=1") || strings.Contains(s, "question=") {
		t.Errorf("the address %s should name run 1 and no question", s)
	}
	shootWindow(t, ctx, "missing-run.png")
}

// TestProgressStaysVisible lists many files (the list opened), scrolls to
// its end and scores: the progress stays on screen and names the question
// being run.
func TestProgressStaysVisible(t *testing.T) {
	t.Parallel() // see TestMain
	pred := string(demoFile(t, "pred_graphix_t5.sql"))
	many := map[string]string{}
	for i := 0; i < 60; i++ {
		many[fmt.Sprintf("model_%02d.sql", i)] = pred
	}
	ctx := upload(t, writeFiles(t, t.TempDir(), many))
	waitJS(t, ctx, "waiting for the files", `document.querySelectorAll(".se-files tbody tr").length > 60`, time.Minute)
	pick(t, ctx, "se-gold", "demo/dev.json")
	pick(t, ctx, "se-pred", "model_07.sql")
	within(t, ctx, 10*time.Second, "watching the progress", chromedp.Evaluate[bool](`(() => {
		window.__seen = [];
		new MutationObserver(() => {
			const p = document.getElementById("se-progress");
			if (!p) return;
			const r = p.getBoundingClientRect();
			window.__seen.push({top: r.top, bottom: r.bottom, h: innerHeight, y: scrollY, text: document.getElementById("se-progress-label").textContent});
		}).observe(document.body, {subtree: true, childList: true, characterData: true});
		document.querySelector(".se-recognised").open = true;
		window.scrollTo(0, document.body.scrollHeight);
		document.getElementById("se-score").click(); return scrollY > 0; })()`))
	waitJS(t, ctx, "waiting for the report", `document.getElementById("se-run") && document.getElementById("se-run").options.length === 2 && !!document.getElementById("se-report-text")`, time.Minute)
	seen := evalString(t, ctx, `JSON.stringify(window.__seen.filter(s => /^Scoring question \d+ of 167 \(model_07\.sql:\d+\)/.test(s.text) && s.y > 0 && s.top >= 0 && s.bottom <= s.h).slice(0, 2))`)
	if seen == "[]" {
		t.Errorf("the progress was never seen on screen, scrolled down, naming its question: %s", evalString(t, ctx, `JSON.stringify(window.__seen.slice(0, 5))`))
	}
	t.Logf("progress seen: %s", seen)
}

// TestProgressScreenshot keeps a picture of the progress while a slow run
// is being scored far down the file list.
func TestProgressScreenshot(t *testing.T) {
	t.Parallel() // see TestMain
	lines := demoLines(t)
	for i := 0; i < 3; i++ {
		lines[i] = slowQuery
	}
	files := map[string]string{"slow.sql": strings.Join(lines, "\n") + "\n"}
	for i := 0; i < 40; i++ {
		files[fmt.Sprintf("other_%02d.sql", i)] = "SELECT 1\n"
	}
	ctx := upload(t, writeFiles(t, t.TempDir(), files))
	waitJS(t, ctx, "waiting for the files", `[...document.querySelectorAll("#se-pred option")].some(o => o.value === "slow.sql")`, time.Minute)
	pick(t, ctx, "se-gold", "demo/dev.json")
	pick(t, ctx, "se-pred", "slow.sql")
	pick(t, ctx, "se-timeout", "5s")
	within(t, ctx, 10*time.Second, "scoring", chromedp.Evaluate[bool](`(() => { const b = document.getElementById("se-score"); b.scrollIntoView(); b.click(); return true; })()`))
	waitJS(t, ctx, "waiting for the progress", `!!document.getElementById("se-progress-label") && document.getElementById("se-progress-label").textContent.includes("slow.sql:")`, 30*time.Second)
	waitJS(t, ctx, "progress on screen", inViewJS("#se-progress"), 5*time.Second)
	label := evalString(t, ctx, `document.getElementById("se-progress-label").textContent`)
	if !strings.HasPrefix(label, "Scoring question ") || !strings.Contains(label, " of 167 (slow.sql:") {
		t.Errorf("progress label %q", label)
	}
	shootWindow(t, ctx, "progress.png")
}

// TestPlaygroundFastTyping types both queries with no pause between keys:
// the textareas keep every space and the judged queries are the typed ones.
func TestPlaygroundFastTyping(t *testing.T) {
	t.Parallel() // see TestMain
	ctx := openPage(t, "/?view=playground&db=concert_singer")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the databases", `[...document.querySelectorAll("#se-pg-db option")].some(o => o.value === "concert_singer")`, scoreTimeout)
	const gold, pred = "SELECT count(*) FROM singer WHERE age > 40", "SELECT count(*) FROM singer WHERE age > 20"
	within(t, ctx, time.Minute, "typing the gold", chromedp.SendKeys(chromedp.CSS("#se-pg-gold"), gold))
	within(t, ctx, time.Minute, "typing the prediction", chromedp.SendKeys(chromedp.CSS("#se-pg-pred"), pred))
	// Let the page render and judge what was typed, then read it back.
	time.Sleep(time.Second)
	waitJS(t, ctx, "waiting for a verdict", `!!document.getElementById("se-pg-verdict")`, 30*time.Second)
	got := evalString(t, ctx, `document.getElementById("se-pg-gold").value + "|" + document.getElementById("se-pg-pred").value`)
	if got != gold+"|"+pred {
		t.Fatalf("textareas hold %q, want %q", got, gold+"|"+pred)
	}
	waitJS(t, ctx, "waiting for the verdict", `document.getElementById("se-pg-predtree").textContent.includes("20")`, 30*time.Second)
	clauses := evalString(t, ctx, `[...document.querySelectorAll("#se-clauses tbody tr")].map(tr => tr.textContent).join(" ¦ ")`)
	for _, want := range []string{"count(*)", "singer", "age > 40", "age > 20"} {
		if !strings.Contains(clauses, want) {
			t.Errorf("the judged clauses %q lack %q", clauses, want)
		}
	}
	if b := evalString(t, ctx, `document.querySelector("#se-pg-verdict .se-badges").textContent`); !strings.Contains(b, "exact ✓") {
		t.Errorf("badges %q, want exact ✓ (values are ignored)", b)
	}
	// Plurals: a count is one row.
	if n := evalString(t, ctx, `[...document.querySelectorAll(".se-result .se-hint")].map(p => p.textContent).join("|")`); n != "1 row|1 row" {
		t.Errorf("result notes %q, want 1 row twice", n)
	}
	if q := linkedPair(t, ctx).Gold; q != gold {
		t.Errorf("the link carries %q", q)
	}
	shoot(t, ctx, "playground-typed.png")
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

// TestEngineRestart fires the worker's error path (as a wasm trap does),
// checks the page says so and drops the lost run, then restarts the
// engine, which loads the demo and scores it again.
func TestEngineRestart(t *testing.T) {
	t.Parallel() // see TestMain
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
	want := evalString(t, ctx, `document.getElementById("se-report-text").textContent`)
	within(t, ctx, 10*time.Second, "killing the worker", chromedp.Evaluate[bool](
		`window.spidereval.worker.dispatchEvent(new ErrorEvent("error", {message: "RuntimeError: unreachable (simulated trap)"})); true`))
	waitJS(t, ctx, "waiting for the banner", inViewJS("#se-engine-down"), 10*time.Second)
	if c := evalString(t, ctx, `document.getElementById("se-engine-down").textContent`); !strings.Contains(c, "simulated trap") || !strings.Contains(c, "scores 1 lost run again") {
		t.Errorf("banner %q", c)
	}
	if en := evalString(t, ctx, `[...document.querySelectorAll(".se-tab")].filter(b => !b.disabled).map(b => b.textContent).join(",")`); en != "Data,Playground" {
		t.Errorf("tabs enabled with a dead engine: %s", en)
	}
	shoot(t, ctx, "engine-down.png")
	within(t, ctx, 10*time.Second, "restarting", chromedp.Click(chromedp.CSS("#se-restart")))
	waitJS(t, ctx, "waiting for the report again", `!document.getElementById("se-engine-down") && !!document.getElementById("se-report-text")`, scoreTimeout)
	if got := evalString(t, ctx, `document.getElementById("se-report-text").textContent`); got != want {
		t.Errorf("the report after a restart differs")
	}
	if n := evalString(t, ctx, `document.querySelector("span.se-run-name").textContent`); !strings.HasPrefix(n, "demo/pred_graphix_t5.sql vs demo/dev.json") {
		t.Errorf("run after the restart: %q", n)
	}
	shoot(t, ctx, "engine-restarted.png")
}
