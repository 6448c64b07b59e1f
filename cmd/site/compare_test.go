package main

// Browser tests of the Compare view and the strict leaderboard.

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/spidereval/spidereval/eval/compare"
	spexec "github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/internal/datakit"
)

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

// TestCompareInBrowser scores the gold itself as a second model and
// compares it with Graphix-T5: the gold alone is right on the 23 questions
// Graphix-T5 misses (the reference's verdicts for the demo), never the reverse.
func TestCompareInBrowser(t *testing.T) {
	t.Parallel() // see TestMain
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	gold, err := os.ReadFile(filepath.Join(root, "assets", "demo", "dev_gold.sql"))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(string(gold)), "\n") {
		lines = append(lines, strings.Split(l, "\t")[0])
	}
	files := writeFiles(t, t.TempDir(), map[string]string{"gold_as_pred.sql": strings.Join(lines, "\n") + "\n"})
	ctx := upload(t, files)
	waitJS(t, ctx, "waiting for the file", `[...document.querySelectorAll("#se-pred option")].some(o => o.value === "gold_as_pred.sql")`, time.Minute)
	within(t, ctx, 10*time.Second, "choosing", chromedp.Evaluate[bool](`(() => {
		const pick = (id, v) => { const s = document.getElementById(id); s.value = v; s.dispatchEvent(new Event("change", {bubbles: true})); };
		pick("se-gold", "demo/dev_gold.sql"); pick("se-pred", "gold_as_pred.sql"); return true; })()`))
	within(t, ctx, 10*time.Second, "scoring", chromedp.Click(chromedp.CSS("#se-score")))
	waitJS(t, ctx, "waiting for the second run", `!!document.getElementById("se-run") && document.getElementById("se-run").options.length === 2`, time.Minute)
	within(t, ctx, 10*time.Second, "opening compare", chromedp.Evaluate[bool](`[...document.querySelectorAll(".se-tab")].find(b => b.textContent === "Compare").click(); true`))
	waitJS(t, ctx, "waiting for the compare view", `!!document.getElementById("se-cmp-go")`, 10*time.Second)
	within(t, ctx, 10*time.Second, "comparing", chromedp.Click(chromedp.CSS("#se-cmp-go")))
	waitJS(t, ctx, "waiting for the comparison", `!!document.getElementById("se-cmp-pairs")`, 30*time.Second)
	row := evalString(t, ctx, `[...document.querySelectorAll("#se-cmp-pairs tbody td")].map(td => td.textContent).join("|")`)
	cells := strings.Split(row, "|")
	if len(cells) < 6 || cells[2] != "0" || cells[3] != "23" || cells[4] != "144" || cells[5] != "0" {
		t.Errorf("pair cells %q, want only A 0, only B 23, both 144, neither 0", cells)
	}
	// The point difference and the tests by hardness, as the CLI prints them (issue 25, item 11).
	if len(cells) < 7 || cells[6] != "-13.8 points" {
		t.Errorf("pair cells %q, want A − B = -13.8 points (0 − 23 of 167)", cells)
	}
	levels := evalString(t, ctx, `[...document.querySelectorAll("#se-cmp-levels tbody tr")].map(tr => tr.cells[2].textContent + " " + tr.cells[3].textContent).join(",")`)
	if levels != "easy 38,medium 80,hard 33,extra 16" {
		t.Errorf("levels of the paired tests %q", levels)
	}
	// The pairs copied as LaTeX carry the same cells (issue 33).
	grantClipboard(t, ctx)
	if tex := copyTable(t, ctx, "se-copy-tex-cmp-pairs"); !strings.Contains(tex, " & 0 & 23 & 144 & 0 & -13.8 points & ") || !strings.Contains(tex, `\begin{tabular}{llrrrrrrr}`) {
		t.Errorf("the pairs copied as LaTeX:\n%s", tex)
	}
	shoot(t, ctx, "compare.png")
}

// runCLIOut runs the CLI and returns its stdout; a non-zero status fails
// the test only when nothing was printed (BIRD runs exit non-zero on
// problems the run went past).
func runCLIOut(t *testing.T, bin string, args ...string) string {
	t.Helper()
	cmd := exec.Command(bin, args...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if len(out) == 0 {
		t.Fatalf("spidereval %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return string(out)
}

// byStrict reads the CLI's "breakdown by strict" table: each key (a flag
// combination, "right, strict too", "wrong", "total") with its count.
func byStrict(t *testing.T, out string) map[string]int {
	t.Helper()
	_, table, ok := strings.Cut(out, "\nbreakdown by strict\n")
	if !ok {
		t.Fatalf("no strict breakdown in:\n%s", out)
	}
	counts := map[string]int{}
	for _, line := range strings.Split(table, "\n")[1:] {
		// The key may hold spaces ("right, strict too"): the count is the
		// first field that is a number.
		f := strings.Fields(line)
		for i, w := range f {
			if n, err := strconv.Atoi(w); err == nil && i > 0 {
				counts[strings.Join(f[:i], " ")] = n
				break
			}
		}
		if len(f) > 0 && f[0] == "total" {
			break
		}
	}
	return counts
}

// TestStrictLeaderboard loads every 5th question of BIRD Mini-Dev with the
// kit's five SQLite prediction files and scores each in the page. For
// GPT-4, the report's official and strict EX and the strict filter's
// counts (any flag, each flag) equal `spidereval --by strict` on the same
// files, every listed question carries the "strict ✗" badge, and a flagged
// question names its flags with their meaning beside both results. The
// Compare view's leaderboard equals `spidereval compare --json` (names in
// rank order, official and strict EX, ranks, Kendall's tau-b, Spearman's
// rho), and a strict score links to the questions a strict flag moves.
func TestStrictLeaderboard(t *testing.T) {
	t.Parallel() // see TestMain
	kit := filepath.Join(datakit.Require(t), "bird", "bird_dev_synth")
	const gold, diff = "mini_dev_sqlite_gold.sql", "mini_dev_sqlite.jsonl"
	preds := []string{"mini_dev_gpt-4_sqlite.json", "mini_dev_gpt-35-turbo_sqlite.json", "mini_dev_meta-llama-3-70b-instruct-2_sqlite.json",
		"mini_dev_mistralai-mixtral-8x7b-instru-4_sqlite.json", "mini_dev_gpt-4-o_cot_SQLite.json"}
	rels := []string{gold, diff}
	for _, p := range preds {
		rels = append(rels, "predictions/"+p)
	}
	dir := datakit.BirdSample(t, kit, 5, rels...)
	db := filepath.Join(kit, "dev_databases")
	files := []string{filepath.Join(dir, gold), filepath.Join(dir, diff), filepath.Join(kit, "dev_tables.json")}
	for _, p := range preds {
		files = append(files, filepath.Join(dir, "predictions", p))
	}
	files = append(files, birdDatabases(t, db)...)
	bin := buildCLI(t)
	cliArgs := []string{"--compat", "bird", "--gold", filepath.Join(dir, gold), "--difficulty", filepath.Join(dir, diff), "--db", db, "--timeout", "5m"}

	ctx := upload(t, files)
	waitJS(t, ctx, "waiting for the files", `[...document.querySelectorAll("#se-pred option")].length >= 5 &&
		[...document.querySelectorAll("#se-gold option")].some(o => o.value === "`+gold+`")`, time.Minute)
	pick(t, ctx, "se-gold", gold)
	runDone := func(pred string) string {
		return `(() => { const s = document.getElementById("se-run");
			const t = s ? s.options[s.selectedIndex].textContent : ((document.querySelector(".se-run-name") || {}).textContent || "");
			return t.includes("` + pred + ` vs") && !!document.getElementById("se-report-text"); })()`
	}
	for _, p := range preds {
		clickTab(t, ctx, "Data")
		pick(t, ctx, "se-pred", p)
		waitJS(t, ctx, "waiting for the bird reference", `document.getElementById("se-compat").value === "bird" && document.getElementById("se-difficulty").value === "`+diff+`"`, 10*time.Second)
		// The page's SQLite is WebAssembly inside WebAssembly: the CLI is
		// given the same generous deadline (see TestBirdInBrowser).
		pick(t, ctx, "se-timeout", "5m0s")
		within(t, ctx, 10*time.Second, "scoring "+p, chromedp.Click(chromedp.CSS("#se-score")))
		waitJS(t, ctx, "waiting for the report of "+p, runDone(p), birdScoreTimeout)
	}

	// The last run's report: official and strict EX as the CLI counts them.
	by := byStrict(t, runCLIOut(t, bin, append(cliArgs, "--pred", filepath.Join(dir, "predictions", preds[len(preds)-1]), "--by", "strict")...))
	total := by["total"]
	right := total - by[report.StrictWrong] - by[report.StrictNone]
	ex := func(n int) string { return fmt.Sprintf("%.3f (%d of %d)", float64(n)/float64(total), n, total) }
	waitJS(t, ctx, "waiting for the strict section", `!!document.getElementById("se-strict-value")`, 20*time.Second)
	if got := evalString(t, ctx, `document.getElementById("se-strict-official").textContent + " | " + document.getElementById("se-strict-value").textContent`); got != ex(right)+" | "+ex(by[report.StrictRight]) {
		t.Errorf("report: official | strict EX %q, the CLI's %q", got, ex(right)+" | "+ex(by[report.StrictRight]))
	}
	shootElement(t, ctx, "#se-strict", "strict-report.png")

	// The questions: the strict filter's counts are the CLI's.
	clickTab(t, ctx, "Questions")
	flagged, perFlag := 0, map[string]int{}
	for k, n := range by {
		if k == "total" || k == report.StrictRight || k == report.StrictWrong || k == report.StrictNone {
			continue
		}
		flagged += n
		for _, f := range strings.Split(k, "+") {
			perFlag[f] += n
		}
	}
	if flagged == 0 {
		t.Fatalf("no flagged answer in the sample: %v", by)
	}
	pick(t, ctx, "se-f-strict", "any")
	waitJS(t, ctx, "waiting for the flagged questions", fmt.Sprintf(`document.getElementById("se-count").textContent.startsWith("%d of %d")`, flagged, total), 20*time.Second)
	if n := evalString(t, ctx, `String(document.querySelectorAll(".se-q .se-badge.se-strict").length) + " " + String(document.querySelectorAll(".se-q").length)`); n != fmt.Sprintf("%d %d", flagged, flagged) {
		t.Errorf("strict badges and cards %s, want %d of each", n, flagged)
	}
	if v := evalString(t, ctx, `new URLSearchParams(location.search).get("strict") || ""`); v != "any" {
		t.Errorf("the address bar's strict= %q", v)
	}
	shoot(t, ctx, "strict-questions.png")
	for _, f := range []string{"duplicates", "both_empty", "order", "columns", "float"} {
		pick(t, ctx, "se-f-strict", f)
		waitJS(t, ctx, "waiting for the questions flagged "+f, fmt.Sprintf(`document.getElementById("se-count").textContent.startsWith("%d of %d")`, perFlag[f], total), 20*time.Second)
	}

	// A flagged question names its flags and what they mean.
	pick(t, ctx, "se-f-strict", "any")
	waitJS(t, ctx, "waiting for the flagged questions", fmt.Sprintf(`document.getElementById("se-count").textContent.startsWith("%d of")`, flagged), 20*time.Second)
	within(t, ctx, 10*time.Second, "opening a flagged question", chromedp.Click(chromedp.CSS(".se-qlist .se-q")))
	waitJS(t, ctx, "waiting for the strict note", `!!document.getElementById("se-strict-note") && document.querySelectorAll(".se-rows").length === 2`, 30*time.Second)
	badge := evalString(t, ctx, `document.querySelector(".se-question .se-badge.se-strict").textContent`)
	note := evalString(t, ctx, `document.getElementById("se-strict-note").textContent`)
	flags := strings.Split(strings.TrimPrefix(badge, "strict ✗ "), ", ")
	for _, f := range flags {
		if m := report.StrictMeaning(spexec.StrictFlag(f)); m == "" || !strings.Contains(note, f+": "+m) {
			t.Errorf("the note does not explain %q (%q): %q", f, m, note)
		}
	}
	checkA11y(t, ctx, "flagged question")
	shoot(t, ctx, "strict-question.png")

	// The leaderboard: the CLI's, cell for cell.
	clickTab(t, ctx, "Compare")
	waitJS(t, ctx, "waiting for the compare view", `!!document.getElementById("se-cmp-go")`, 10*time.Second)
	if n := evalString(t, ctx, `String([...document.querySelectorAll(".se-compare-runs input")].filter(b => b.checked).length)`); n != strconv.Itoa(len(preds)) {
		t.Fatalf("%s runs chosen for the comparison, want all %d", n, len(preds))
	}
	within(t, ctx, 10*time.Second, "comparing", chromedp.Click(chromedp.CSS("#se-cmp-go")))
	waitJS(t, ctx, "waiting for the leaderboard", `!!document.getElementById("se-rank-table")`, time.Minute)
	cmpArgs := append([]string{"compare", "--json"}, cliArgs...)
	for _, p := range preds {
		cmpArgs = append(cmpArgs, filepath.Join(dir, "predictions", p))
	}
	var doc struct{ Ranking *compare.Ranking }
	if err := json.Unmarshal([]byte(runCLIOut(t, bin, cmpArgs...)), &doc); err != nil || doc.Ranking == nil {
		t.Fatalf("spidereval compare --json: %v %+v", err, doc.Ranking)
	}
	var want []string
	for _, r := range doc.Ranking.Rows {
		want = append(want, fmt.Sprintf("%s %v %v %v %v", r.Name, r.Official, r.Strict, r.RankO, r.RankS))
	}
	got := evalString(t, ctx, `[...document.querySelectorAll("#se-rank-table tbody tr")].map(tr => [tr.dataset.name, tr.dataset.official, tr.dataset.strict,
		tr.dataset.officialRank, tr.dataset.strictRank].join(" ")).join("\n")`)
	if got != strings.Join(want, "\n") {
		t.Errorf("leaderboard (name official strict rank rank):\n%s\nspidereval compare:\n%s", got, strings.Join(want, "\n"))
	}
	corr := func(x *float64) string {
		if x == nil {
			return ""
		}
		return strconv.FormatFloat(*x, 'g', -1, 64)
	}
	if got, want := evalString(t, ctx, `(e => e.dataset.kendall + " " + e.dataset.spearman)(document.getElementById("se-rank-corr"))`), corr(doc.Ranking.Kendall)+" "+corr(doc.Ranking.Spearman); got != want {
		t.Errorf("Kendall and Spearman %q, the CLI's %q", got, want)
	}
	if n := evalString(t, ctx, `document.getElementById("se-ranking").textContent`); !strings.Contains(n, "no alternative golds") {
		t.Errorf("the leaderboard does not say why there is no corrected ranking: %q", n)
	}
	checkA11y(t, ctx, "leaderboard")
	shootElement(t, ctx, "#se-ranking", "strict-leaderboard.png")

	// A strict score links to the questions a strict flag moves.
	pos, moved := -1, 0
	for i, r := range doc.Ranking.Rows {
		if r.Official != r.Strict && pos < 0 {
			pos, moved = i, int((r.Official-r.Strict)*float64(total)+0.5)
		}
	}
	if pos < 0 {
		t.Fatal("no system's strict EX differs from its official EX")
	}
	name := doc.Ranking.Rows[pos].Name
	within(t, ctx, 10*time.Second, "opening the questions behind a strict score", chromedp.Click(chromedp.CSS(fmt.Sprintf("#se-rank-table tbody tr:nth-child(%d) .se-rank-strict a", pos+1))))
	waitJS(t, ctx, "waiting for the moved questions", fmt.Sprintf(`!!document.getElementById("se-count") && document.getElementById("se-count").textContent.startsWith("%d of %d")`, moved, total), 20*time.Second)
	if run := evalString(t, ctx, `(s => s.options[s.selectedIndex].textContent)(document.getElementById("se-run"))`); !strings.Contains(run, name+" vs") {
		t.Errorf("the link opened run %q, want %s's", run, name)
	}

	// The dark theme.
	within(t, ctx, 10*time.Second, "switching to the dark theme", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "dark"}}})
		return err
	}))
	shoot(t, ctx, "strict-questions-dark.png")
	clickTab(t, ctx, "Compare")
	waitJS(t, ctx, "waiting for the leaderboard", `!!document.getElementById("se-rank-table")`, 10*time.Second)
	shootElement(t, ctx, "#se-ranking", "strict-leaderboard-dark.png")
}
