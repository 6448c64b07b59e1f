package main

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/spidereval/spidereval/eval"
	spexec "github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/explain/tidb"
	"github.com/spidereval/spidereval/eval/features"
	"github.com/spidereval/spidereval/eval/lenient"
)

// TestDiagnosisFromExplainWorker opens a prediction the Spider grammar
// rejected: its diagnosis and clauses come from the explain worker, which
// the scoring worker starts once the first report is out (the TiDB parser
// is not part of the first download).
func TestDiagnosisFromExplainWorker(t *testing.T) {
	t.Parallel() // see TestMain
	dir := t.TempDir()
	files := writeFiles(t, dir, map[string]string{
		"gold.sql": "SELECT count(*) FROM singer\tconcert_singer\nSELECT name FROM singer\tconcert_singer\n",
		"pred.sql": "SELECT count(*) FROM singer\nSELECT nme FROM singer\n",
	})
	ctx := upload(t, files)
	choose(t, ctx, "gold.sql", "pred.sql")
	within(t, ctx, 10*time.Second, "opening the questions", chromedp.Click(chromedp.CSS(".se-tab:nth-child(3)")))
	waitJS(t, ctx, "waiting for the list", `document.querySelectorAll(".se-q").length === 2`, 20*time.Second)
	if ok := within(t, ctx, 10*time.Second, "opening the rejected prediction", chromedp.Evaluate[bool](`(() => {
		const q = [...document.querySelectorAll(".se-q")].find(e => e.textContent.includes("rejected by grammar"));
		if (!q) return false;
		q.click(); return true; })()`)); !ok {
		t.Fatal("the prediction naming an unknown column is not marked as rejected")
	}
	waitJS(t, ctx, "waiting for the diagnosis", `!!document.getElementById("se-reject-reason")`, time.Minute)
	why := evalString(t, ctx, `document.getElementById("se-reject-reason").textContent`)
	if !strings.HasPrefix(why, "Why: names that the database's schema lacks") {
		t.Errorf("diagnosis %q", why)
	}
	kws := evalString(t, ctx, `[...document.querySelectorAll("#se-clauses th.se-kw")].map(th => th.textContent).join(" ")`)
	if !strings.Contains(kws, "SELECT") || !strings.Contains(kws, "FROM") {
		t.Errorf("clause keywords %q: the queries are not split", kws)
	}
}

// TestFeaturesInPage follows issue 25, item 8: profiling makes no one
// wait. Opened on the list's third page, the page reads the SQL features
// of the questions shown alone (their badges); the Report's table by
// feature is then read in the background, with progress, and equals the
// CLI's --by feature row for row; a feature's link lists its questions.
func TestFeaturesInPage(t *testing.T) {
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	demo := filepath.Join(root, "assets", "demo")
	var want []string
	cliRunWith(t, eval.Options{Etype: "all", Features: true, Explainer: tidb.Explainer{}}, filepath.Join(demo, "dev.json"), filepath.Join(demo, "pred_graphix_t5.sql"),
		filepath.Join(demo, "database"), filepath.Join(demo, "tables.json"), func(res *eval.Results, _ spexec.Catalog) {
			for _, r := range features.Table(res.Records) {
				want = append(want, featureRowText(r))
			}
		})
	ctx := openPage(t, "/?view=questions&page=2")
	waitMounted(t, ctx)
	// The third page lists questions 101 to 150: once scored, their
	// features arrive, and no table is made (the Report is not open).
	waitJS(t, ctx, "waiting for the third page", `document.querySelectorAll(".se-q").length === 50 && document.querySelector(".se-q-num").textContent === "#101"`, scoreTimeout)
	waitJS(t, ctx, "waiting for the shown questions' features", `document.querySelectorAll(".se-q .se-feat").length > 50`, 2*time.Minute)
	withFeats := evalString(t, ctx, `String([...document.querySelectorAll(".se-q")].filter(q => q.querySelector(".se-feat")).length)`)
	if atoi(withFeats) < 45 {
		t.Errorf("%s of the 50 questions shown have feature badges", withFeats)
	}
	shootWindow(t, ctx, "features-list.png") // the window: the list's first questions
	if n := evalString(t, ctx, `String(document.querySelectorAll("#se-f-feature").length)`); n != "0" {
		t.Error("the feature filter is offered before the whole run is read")
	}
	// The Report's table comes in the background, with progress.
	start := time.Now()
	within(t, ctx, 10*time.Second, "opening the report", chromedp.Click(chromedp.CSS(".se-tab:nth-child(2)")))
	waitJS(t, ctx, "waiting for the feature table", `document.querySelectorAll("#se-features tbody tr").length > 3`, 2*time.Minute)
	t.Logf("the demo's table by feature %.1f s after the Report opened (its 50 shown questions read before)", time.Since(start).Seconds())
	got := strings.Split(evalString(t, ctx, `[...document.querySelectorAll("#se-features tbody tr")].map(tr => [...tr.children].map(td => td.textContent).join("|")).join("\n")`), "\n")
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("the page's table by feature:\n%s\nthe CLI's --by feature:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The table copied as Markdown holds the CLI's rows (issue 33).
	grantClipboard(t, ctx)
	md := copyTable(t, ctx, "se-copy-md-features")
	for _, row := range want {
		if line := "| " + strings.ReplaceAll(row, "|", " | ") + " |"; !strings.Contains(md, "\n"+line+"\n") {
			t.Errorf("the table by feature copied as Markdown lacks the CLI's row %q:\n%s", line, md)
		}
	}
	var cells []string
	for _, row := range got {
		if strings.HasPrefix(row, "JOIN|") {
			cells = strings.Split(row, "|")
		}
	}
	if len(cells) < 3 || cells[1] == "0" {
		t.Fatalf("JOIN row %q", cells)
	}
	within(t, ctx, 10*time.Second, "scrolling to the table", chromedp.ScrollIntoView(chromedp.CSS("#se-features")))
	shoot(t, ctx, "features.png")
	within(t, ctx, 10*time.Second, "opening JOIN's questions", chromedp.Evaluate[bool](`(() => {
		const a = [...document.querySelectorAll("#se-features tbody tr td a")].find(a => a.textContent === "JOIN"); a.click(); return true; })()`))
	waitJS(t, ctx, "waiting for the filtered list", `(document.getElementById("se-count") || {}).textContent === "`+cells[1]+` of 167 questions"`, 20*time.Second)
	if v := evalString(t, ctx, `document.getElementById("se-f-feature").value`); v != "JOIN" {
		t.Errorf("the feature filter shows %q", v)
	}
	// JOIN and a second feature: fewer questions, both in the URL.
	within(t, ctx, 10*time.Second, "adding a second feature", chromedp.Evaluate[bool](`(() => { const s = document.getElementById("se-f-feature2");
		s.value = "aggregate"; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`))
	waitJS(t, ctx, "waiting for the narrower list", `!(document.getElementById("se-count").textContent.startsWith("`+cells[1]+` of"))`, 20*time.Second)
	var both, all int
	fmt.Sscanf(evalString(t, ctx, `document.getElementById("se-count").textContent`), "%d of %d", &both, &all)
	if both == 0 || both >= atoi(cells[1]) || !strings.Contains(evalString(t, ctx, `location.search`), "feature2=aggregate") {
		t.Errorf("JOIN and aggregate: %d questions (JOIN alone %s), URL %s", both, cells[1], evalString(t, ctx, `location.search`))
	}
}

// featureRowText is a row of the CLI's table as the page's cells read:
// counts, shares with three decimals (none for an empty side).
func featureRowText(r features.Row) string {
	side := func(s features.Side) string {
		if s.Count == 0 {
			return "0||"
		}
		return fmt.Sprintf("%d|%.3f|%.3f", s.Count, s.Exact, s.Exec)
	}
	return fmt.Sprintf("%s|%s|%s|%d|%d", r.Feature, side(r.With), side(r.Without), r.Lacks, r.Adds)
}

// TestAgreementInPage: the report's four quadrants of exact match versus
// execution add up to the scored questions, and one lists its questions.
func TestAgreementInPage(t *testing.T) {
	t.Parallel() // see TestMain
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the quadrants", `document.querySelectorAll("#se-agreement .se-quadrant").length === 4`, scoreTimeout)
	heads := evalString(t, ctx, `[...document.querySelectorAll("#se-agreement .se-quadrant-head")].map(a => a.textContent).join("|")`)
	sum, exactOnly := 0, ""
	for _, h := range strings.Split(heads, "|") {
		label, rest, _ := strings.Cut(h, ": ")
		n, _, _ := strings.Cut(rest, " ")
		var v int
		fmt.Sscan(n, &v)
		sum += v
		if label == "exact ✓ exec ✗" {
			exactOnly = n
		}
	}
	if sum != 167 || exactOnly == "" {
		t.Fatalf("quadrants %q add up to %d", heads, sum)
	}
	within(t, ctx, 10*time.Second, "scrolling to the quadrants", chromedp.ScrollIntoView(chromedp.CSS("#se-agreement")))
	shoot(t, ctx, "agreement.png")
	within(t, ctx, 10*time.Second, "opening a quadrant", chromedp.Evaluate[bool](`(() => {
		[...document.querySelectorAll("#se-agreement .se-quadrant-head")].find(a => a.textContent.startsWith("exact ✓ exec ✗")).click(); return true; })()`))
	waitJS(t, ctx, "waiting for the filtered list", `((document.getElementById("se-count") || {}).textContent || "").startsWith("`+exactOnly+` of 167")`, 20*time.Second)
	if v := evalString(t, ctx, `document.getElementById("se-f-outcome").value`); v != "exact-only" {
		t.Errorf("the outcome filter shows %q", v)
	}
}

// TestLenientInPage: asked from the report, the lenient checks count the
// demo's wrong answers as the CLI's --lenient does (its path, in process).
func TestLenientInPage(t *testing.T) {
	t.Parallel() // see TestMain
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	demo := filepath.Join(root, "assets", "demo")
	// The CLI's --lenient section, by its path in process.
	var sb strings.Builder
	cliRun(t, filepath.Join(demo, "dev.json"), filepath.Join(demo, "pred_graphix_t5.sql"), filepath.Join(demo, "database"), filepath.Join(demo, "tables.json"),
		func(res *eval.Results, cat spexec.Catalog) {
			lenient.CheckRun(t.Context(), cat, res).Summary.WriteSummary(&sb)
		})
	section := sb.String()
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the lenient button", `!!document.getElementById("se-lenient-run")`, scoreTimeout)
	within(t, ctx, 10*time.Second, "asking for the lenient checks", chromedp.Click(chromedp.CSS("#se-lenient-run")))
	waitJS(t, ctx, "waiting for the lenient table", `document.querySelectorAll("#se-lenient tbody tr").length === 6`, 2*time.Minute)
	// The CLI's key is in data-key (the page says it in words).
	rows := evalString(t, ctx, `[...document.querySelectorAll("#se-lenient tbody tr")].map(tr => (tr.children[0].dataset.key || tr.children[0].textContent) + " " + tr.children[1].textContent).join("\n")`)
	if words := evalString(t, ctx, `[...document.querySelectorAll("#se-lenient tbody tr")].map(tr => tr.children[0].textContent).join("|")`); strings.Contains(words, "_") {
		t.Errorf("the page names relaxations by their keys: %q", words)
	}
	for _, line := range strings.Split(rows, "\n") {
		i := strings.LastIndexByte(line, ' ')
		name, n := line[:i], line[i+1:]
		if !regexp.MustCompile(`(?m)^\s+` + regexp.QuoteMeta(name) + `\s+` + n + `\s`).MatchString(section) {
			t.Errorf("page %q, not in the CLI's section:\n%s", line, section)
		}
	}
	hint := evalString(t, ctx, `document.querySelector("#se-lenient .se-hint").textContent`)
	wrong := regexp.MustCompile(`officially wrong: (\d+); re-run with both queries executing: (\d+)`).FindStringSubmatch(section)
	if wrong == nil || !strings.Contains(hint, "Officially wrong: "+wrong[1]+"; re-run with both queries executing: "+wrong[2]) {
		t.Errorf("page %q, CLI %q", hint, wrong)
	}
}

func atoi(s string) int {
	var n int
	fmt.Sscan(s, &n)
	return n
}
