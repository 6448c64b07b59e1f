package main

// Browser tests of scoring and what it produces: the report and question
// list, its problems banner and progress, the features, lenient and audit
// views, copied tables, JSONL exports, and the engine's restart. The CLI
// runs they are compared to are here too.

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/audit"
	"github.com/spidereval/spidereval/eval/dataset"
	spexec "github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/explain/tidb"
	"github.com/spidereval/spidereval/eval/features"
	"github.com/spidereval/spidereval/eval/lenient"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/internal/datakit"
	"github.com/spidereval/spidereval/internal/linediff"
)

// scoreTimeout bounds loading the demo and scoring it in the browser.
const scoreTimeout = 6 * time.Minute

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
	cliRun(t, goldPath, predPath, dbDir, tablesPath, func(res *eval.Results, _ spexec.Catalog) { res.WriteReport(&out) })
	return out.String()
}

// cliRun scores as the file-based evaluation does (etype all, test-suite)
// and hands the results and the databases to use.
func cliRun(t *testing.T, goldPath, predPath, dbDir, tablesPath string, use func(*eval.Results, spexec.Catalog)) {
	t.Helper()
	cliRunWith(t, eval.Options{Etype: "all"}, goldPath, predPath, dbDir, tablesPath, use)
}

// cliRunWith is cliRun with other options.
func cliRunWith(t *testing.T, opt eval.Options, goldPath, predPath, dbDir, tablesPath string, use func(*eval.Results, spexec.Catalog)) {
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
	cat := spexec.NewDirCatalog(dbDir)
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
	waitDemoReport(t, ctx)
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

// buildCLI builds cmd/spidereval once per test binary (TestMain removes
// it) and returns the program's path.
func buildCLI(t *testing.T) string {
	t.Helper()
	cli.once.Do(func() {
		dir, err := os.MkdirTemp("", "spidereval-cli")
		if err != nil {
			cli.err = err
			return
		}
		cli.dir = dir
		cli.bin = filepath.Join(dir, "spidereval")
		if out, err := exec.Command("go", "build", "-o", cli.bin, "../spidereval").CombinedOutput(); err != nil {
			cli.err = fmt.Errorf("%v\n%s", err, out)
		}
	})
	if cli.err != nil {
		t.Fatalf("building the CLI: %v", cli.err)
	}
	return cli.bin
}

// cli is the CLI that buildCLI built.
var cli struct {
	once     sync.Once
	dir, bin string
	err      error
}

// cliOutput runs the CLI in a folder of links (name → path), so that it
// reads every file by the name the page gives it, and returns the file it
// wrote as out.jsonl.
func cliOutput(t *testing.T, bin string, links map[string]string, args ...string) string {
	t.Helper()
	stage := t.TempDir()
	for name, p := range links {
		abs, err := filepath.Abs(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(stage, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(abs, filepath.Join(stage, name)); err != nil {
			t.Fatal(err)
		}
	}
	args = append(args, "--jsonl", "out.jsonl")
	cmd := exec.Command(bin, args...)
	cmd.Dir = stage
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run() // a non-zero status alone names problems the run went past
	b, rerr := os.ReadFile(filepath.Join(stage, "out.jsonl"))
	if rerr != nil {
		t.Fatalf("spidereval %s: %v, no JSONL: %v\n%s", strings.Join(args, " "), err, rerr, stderr.String())
	}
	return string(b)
}

// exportJSONL clicks the report's JSONL button and returns the file the
// page downloads; if the page says it is still preparing it (diagnoses
// pending), shoot names a screenshot of that moment.
func exportJSONL(t *testing.T, ctx context.Context, shot string) string {
	t.Helper()
	within(t, ctx, 10*time.Second, "capturing downloads", chromedp.Evaluate[bool](`window.spidereval.download = (n, t) => { window.__dl = {n, t}; }; delete window.__dl; true`))
	within(t, ctx, 10*time.Second, "exporting the JSONL", chromedp.Click(chromedp.CSS("#se-export-jsonl")))
	if shot != "" {
		// The note shows while explain.wasm loads and diagnoses.
		waitJS(t, ctx, "waiting for the export or its note", `!!window.__dl || !!document.getElementById("se-export-status")`, 2*time.Minute)
		if evalString(t, ctx, `String(!!document.getElementById("se-export-status"))`) == "true" {
			if n := evalString(t, ctx, `document.getElementById("se-export-status").textContent`); !strings.Contains(n, "diagnosis") {
				t.Errorf("the pending export says %q", n)
			}
			shoot(t, ctx, shot)
		}
	}
	waitJS(t, ctx, "waiting for the JSONL", `!!window.__dl`, 5*time.Minute)
	if evalString(t, ctx, `String(!!document.getElementById("se-export-status"))`) != "false" {
		t.Error("the export's note outlives the download")
	}
	return evalString(t, ctx, `window.__dl.t`)
}

// sameLines fails t with the first lines where got and want differ.
func sameLines(t *testing.T, what, got, want string) {
	t.Helper()
	if got == want {
		t.Logf("%s: %d lines equal, %d with a diagnosis", what, strings.Count(got, "\n"), strings.Count(got, `"reject_summary"`))
		return
	}
	first, diff := linediff.Lines(got, want, 3)
	for _, l := range first {
		from := max(0, l.At-300)
		t.Errorf("%s, line %d, from byte %d:\npage %.600s\ncli  %.600s", what, l.N, from, l.Got[from:], l.Want[from:])
	}
	t.Errorf("%s: %d of %d lines differ from the CLI's", what, diff, strings.Count(want, "\n")+1)
}

// TestExportJSONLDemo: the demo's per-question JSONL, exported with the
// report's button, is the CLI's --jsonl byte for byte.
func TestExportJSONLDemo(t *testing.T) {
	t.Parallel() // see TestMain
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	ctx := openPage(t, "/")
	waitDemoReport(t, ctx)
	got := exportJSONL(t, ctx, "")
	if name := evalString(t, ctx, `window.__dl.n`); name != "pred_graphix_t5.jsonl" {
		t.Errorf("file name %q", name)
	}
	demo := filepath.Join(root, "assets", "demo")
	want := cliOutput(t, buildCLI(t), map[string]string{"demo": demo},
		"--gold", "demo/dev.json", "--pred", "demo/pred_graphix_t5.sql", "--db", "demo/database", "--table", "demo/tables.json", "--etype", "all")
	sameLines(t, "demo", got, want)
}

// kitExport is a run of kit files, copied into one folder that the page
// is given with its folder picker and the CLI reads, so that both name
// every file by the same path ("run/dev_gold.sql",
// "run/database/pets_1/pets_1.sqlite").
type kitExport struct {
	name  string
	files map[string]string // path in the folder → the kit's file
	args  []string          // the CLI's input flags, on folder paths
}

// flag is the CLI argument after name.
func (c kitExport) flag(name string) string {
	for i, a := range c.args {
		if a == name && i+1 < len(c.args) {
			return c.args[i+1]
		}
	}
	return ""
}

// stage copies c's files into a new folder's "run" subfolder and returns
// the new folder.
func (c kitExport) stage(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for rel, src := range c.files {
		b, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, filepath.Join(dir, "run", filepath.FromSlash(rel)), b)
	}
	return dir
}

// addDatabases adds to files the databases (under dbDir, as folder/<db>/<db>.sqlite)
// that the gold file names.
func addDatabases(t *testing.T, files map[string]string, folder, dbDir, gold string) {
	t.Helper()
	g, err := os.ReadFile(gold)
	if err != nil {
		t.Fatal(err)
	}
	ents, err := os.ReadDir(dbDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		p := filepath.Join(dbDir, e.Name(), e.Name()+".sqlite")
		if _, err := os.Stat(p); err == nil && bytes.Contains(g, []byte(e.Name())) {
			files[folder+"/"+e.Name()+"/"+e.Name()+".sqlite"] = p
		}
	}
}

// TestExportJSONLKit: on the kit's Spider (every ninth question of GPT-4
// zero-shot, a third of them rejected by the grammar) and BIRD (every
// eighth question of Mini-Dev with GPT-4), given as a folder and scored in
// the page, the exported JSONL is the CLI's byte for byte: rejected
// predictions carry their diagnosis, and the page says it is preparing it
// meanwhile. The kit's Spider, SParC and BIRD prediction files are
// compared whole with the CLI's binary by wasm/engine's
// TestExportJSONLEqualsCLI; this test follows the same export through the
// page, the explain worker and the download.
func TestExportJSONLKit(t *testing.T) {
	t.Parallel() // see TestMain
	kit := datakit.Require(t)
	bin := buildCLI(t)
	spider := filepath.Join(kit, "spider")
	sdb := filepath.Join(spider, "database")
	var cases []kitExport
	{
		dir := datakit.BirdSample(t, kit, 9, "spider/dev_gold.sql", "predictions/spider_dev.gpt4_zeroshot.sql")
		gold := filepath.Join(dir, "spider", "dev_gold.sql")
		c := kitExport{name: "spider", files: map[string]string{"dev_gold.sql": gold, "spider_dev.gpt4_zeroshot.sql": filepath.Join(dir, "predictions", "spider_dev.gpt4_zeroshot.sql"),
			"tables.json": filepath.Join(spider, "tables.json")},
			args: []string{"--gold", "run/dev_gold.sql", "--pred", "run/spider_dev.gpt4_zeroshot.sql", "--table", "run/tables.json", "--db", "run/database"}}
		addDatabases(t, c.files, "database", sdb, gold)
		cases = append(cases, c)
	}
	{
		bird := filepath.Join(kit, "bird", "bird_dev_synth")
		const gold, diff, pred = "mini_dev_sqlite_gold.sql", "mini_dev_sqlite.jsonl", "mini_dev_gpt-4_sqlite.json"
		dir := datakit.BirdSample(t, bird, 8, gold, diff, "predictions/"+pred)
		c := kitExport{name: "bird", files: map[string]string{gold: filepath.Join(dir, gold), diff: filepath.Join(dir, diff),
			pred: filepath.Join(dir, "predictions", pred), "dev_tables.json": filepath.Join(bird, "dev_tables.json")},
			args: []string{"--gold", "run/" + gold, "--difficulty", "run/" + diff, "--pred", "run/" + pred, "--table", "run/dev_tables.json", "--db", "run/dev_databases"}}
		addDatabases(t, c.files, "dev_databases", filepath.Join(bird, "dev_databases"), filepath.Join(dir, gold))
		cases = append(cases, c)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := c.stage(t)
			gold, pred := c.flag("--gold"), c.flag("--pred")
			ctx := openPage(t, "/")
			waitDemoReport(t, ctx)
			clickTab(t, ctx, "Data")
			within(t, ctx, time.Minute, "choosing the folder", chromedp.SetUploadFiles(chromedp.CSS("#se-folder"), []string{filepath.Join(dir, "run")}))
			waitJS(t, ctx, "waiting for the files", `[...document.querySelectorAll("#se-pred option")].some(o => o.value === "`+pred+`") &&
				[...document.querySelectorAll("#se-gold option")].some(o => o.value === "`+gold+`")`, 5*time.Minute)
			pick(t, ctx, "se-gold", gold)
			pick(t, ctx, "se-pred", pred)
			// WebAssembly SQLite on a loaded machine must not hit the
			// 30 s deadline where the CLI does not.
			pick(t, ctx, "se-timeout", "5m0s")
			compat := evalString(t, ctx, `document.getElementById("se-compat").value`)
			etype := "exec"
			if compat != "bird" {
				etype = evalString(t, ctx, `document.getElementById("se-etype").value`)
			}
			within(t, ctx, 10*time.Second, "scoring", chromedp.Click(chromedp.CSS("#se-score")))
			waitJS(t, ctx, "waiting for the report", `(() => { const s = document.getElementById("se-run");
				const t = s ? s.options[s.selectedIndex].textContent : ((document.querySelector(".se-run-name") || {}).textContent || "");
				return t.includes("`+pred+` vs") && !!document.getElementById("se-report-text"); })()`, 8*time.Minute)
			got := exportJSONL(t, ctx, "export-pending-"+c.name+".png")
			args := append(c.args, "--compat", compat, "--etype", etype, "--timeout", "5m")
			sameLines(t, c.name+" ("+compat+", "+etype+")", got, cliOutput(t, bin, map[string]string{"run": filepath.Join(dir, "run")}, args...))
		})
	}
}

// TestCopyTablesAndPrint scores the demo, copies the report's table by
// hardness through its buttons into the real clipboard, and checks the
// Markdown and the LaTeX against the CLI's numbers for the same files;
// then it prints the report (print media emulated): navigation and
// controls are hidden, the page is black on white.
func TestCopyTablesAndPrint(t *testing.T) {
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	grantClipboard(t, ctx)
	waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text") && !!document.getElementById("se-copy-md-hardness")`, scoreTimeout)

	demo := demoDir(t)
	var want []string // the CLI's rows: count, execution, exact match, each over easy … all
	levels := []string{"easy", "medium", "hard", "extra", "all"}
	cliRun(t, filepath.Join(demo, "dev.json"), filepath.Join(demo, "pred_graphix_t5.sql"), filepath.Join(demo, "database"), filepath.Join(demo, "tables.json"),
		func(res *eval.Results, _ spexec.Catalog) {
			row := func(label string, f func(name string) string) {
				cells := []string{label}
				for _, l := range levels {
					cells = append(cells, f(l))
				}
				want = append(want, strings.Join(cells, "\x00"))
			}
			row("count", func(l string) string { return fmt.Sprint(res.Scores.Levels[l].Count) })
			row("execution", func(l string) string { return fmt.Sprintf("%.3f", res.Scores.Levels[l].Exec) })
			row("exact match", func(l string) string { return fmt.Sprintf("%.3f", res.Scores.Levels[l].Exact) })
		})

	md := copyTable(t, ctx, "se-copy-md-hardness")
	var wantMD strings.Builder
	wantMD.WriteString("**Scores by hardness**\n\n|  | easy | medium | hard | extra | all |\n| --- | ---: | ---: | ---: | ---: | ---: |\n")
	for _, r := range want {
		wantMD.WriteString("| " + strings.ReplaceAll(r, "\x00", " | ") + " |\n")
	}
	if md != wantMD.String() {
		t.Errorf("the table copied as Markdown:\n%s\n--- want (the CLI's numbers) ---\n%s", md, wantMD.String())
	}
	tex := copyTable(t, ctx, "se-copy-tex-hardness")
	for _, r := range want {
		if line := strings.ReplaceAll(r, "\x00", " & ") + ` \\`; !strings.Contains(tex, "\n"+line+"\n") {
			t.Errorf("the table copied as LaTeX lacks the CLI's row %q:\n%s", line, tex)
		}
	}
	if !strings.Contains(tex, `\begin{tabular}{lrrrrr}`) || !strings.Contains(tex, `\end{tabular}`) {
		t.Errorf("the LaTeX is not one tabular:\n%s", tex)
	}

	shootElement(t, ctx, ".se-table-wrap", "report-copy.png")

	// Print: the report alone, black on white.
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
		t.Fatalf("emulating print: %v", err)
	}
	hidden := evalString(t, ctx, `[".se-tabs", ".se-exports", ".se-copy", "#se-partial-toggle", ".se-footer"].filter(s => {
		const e = document.querySelector(s); return e && getComputedStyle(e).display !== "none"; }).join(",")`)
	if hidden != "" {
		t.Errorf("printed but shown: %s", hidden)
	}
	if bg := evalString(t, ctx, `getComputedStyle(document.body).backgroundColor + " " + getComputedStyle(document.body).color`); bg != "rgb(255, 255, 255) rgb(0, 0, 0)" {
		t.Errorf("printed body colours %q, want black on white", bg)
	}
	if b := evalString(t, ctx, `getComputedStyle(document.querySelector(".se-scores")).breakInside`); b != "avoid" {
		t.Errorf("a printed score table may be cut across pages (break-inside %q)", b)
	}
	shoot(t, ctx, "report-print.png")
}

// grantClipboard lets the page in ctx read and write the clipboard.
func grantClipboard(t *testing.T, ctx context.Context) {
	t.Helper()
	origin := evalString(t, ctx, `location.origin`)
	for _, name := range []string{"clipboard-read", "clipboard-write"} {
		if _, err := chromedp.Call(ctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{Permission: &cdpbrowser.PermissionDescriptor{Name: name},
			Setting: cdpbrowser.PermissionSettingGranted, Origin: origin, BrowserContextID: chromedp.FromContext(ctx).BrowserContextID}); err != nil {
			t.Fatalf("granting %s: %v", name, err)
		}
	}
}

// copyTable clicks a table's copy button (se-copy-md-ID or se-copy-tex-ID),
// waits for the page to say it copied, and returns the clipboard's text.
func copyTable(t *testing.T, ctx context.Context, button string) string {
	t.Helper()
	within(t, ctx, 10*time.Second, "clearing the clipboard", chromedp.Evaluate[bool](`navigator.clipboard.writeText("").then(() => true)`, chromedp.EvalAwaitPromise))
	within(t, ctx, 10*time.Second, "clicking "+button, chromedp.Click(chromedp.CSS("#"+button)))
	id := strings.TrimPrefix(strings.TrimPrefix(button, "se-copy-md-"), "se-copy-tex-")
	format := map[bool]string{true: "Markdown", false: "LaTeX"}[strings.HasPrefix(button, "se-copy-md-")]
	waitJS(t, ctx, "waiting for the copy's note", `(document.getElementById("se-copied-`+id+`") || {}).textContent === " — copied as `+format+`"`, 10*time.Second)
	return within(t, ctx, 10*time.Second, "reading the clipboard", chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
}

// TestAuditInPage: the Data view's gold audit of the demo lists what
// `spidereval audit` prints for the same files (its path, in process),
// line for line.
func TestAuditInPage(t *testing.T) {
	t.Parallel() // see TestMain
	demo := demoDir(t)
	// What `spidereval audit` prints: its path, run in process.
	data, err := os.ReadFile(filepath.Join(demo, "dev_gold.sql"))
	if err != nil {
		t.Fatal(err)
	}
	golds, dialect, err := audit.ReadGolds(dataset.File{Name: "demo/dev_gold.sql", Data: data}, eval.TestSuite)
	if err != nil {
		t.Fatal(err)
	}
	cat := spexec.NewDirCatalog(filepath.Join(demo, "database"))
	defer cat.Close()
	rep, err := audit.Run(t.Context(), golds, cat, audit.Options{Dialect: dialect, Limits: spexec.Limits{Timeout: eval.DefaultTimeout}})
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, f := range rep.Findings {
		want = append(want, f.String())
	}
	if len(want) == 0 {
		t.Fatal("the audit found nothing in the demo")
	}
	ctx := openPage(t, "/")
	waitDemoReport(t, ctx)
	within(t, ctx, 10*time.Second, "opening the data view", chromedp.Click(chromedp.CSS(".se-tab:nth-child(1)")))
	waitJS(t, ctx, "waiting for the gold choice", `[...document.querySelectorAll("#se-gold option")].some(o => o.value === "demo/dev_gold.sql")`, 20*time.Second)
	within(t, ctx, 10*time.Second, "choosing the gold", chromedp.Evaluate[bool](`(() => { const s = document.getElementById("se-gold");
		s.value = "demo/dev_gold.sql"; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`))
	within(t, ctx, 10*time.Second, "auditing", chromedp.Click(chromedp.CSS("#se-audit-run")))
	waitJS(t, ctx, "waiting for the audit", `!!document.getElementById("se-audit-summary")`, 2*time.Minute)
	got := evalString(t, ctx, `[...document.querySelectorAll("#se-audit-findings li")].map(li => li.textContent).join("\n")`)
	if got != strings.Join(want, "\n") {
		t.Errorf("page:\n%s\nCLI:\n%s", got, strings.Join(want, "\n"))
	}
	within(t, ctx, 10*time.Second, "scrolling to the audit", chromedp.ScrollIntoView(chromedp.CSS("#se-audit")))
	shoot(t, ctx, "audit.png")
}

// TestFeaturesInPage follows issue 25, item 8: profiling makes no one
// wait. Opened on the list's third page, the page reads the SQL features
// of the questions shown alone (their badges); the Report's table by
// feature is then read in the background, with progress, and equals the
// CLI's --by feature row for row; a feature's link lists its questions.
func TestFeaturesInPage(t *testing.T) {
	demo := demoDir(t)
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

// TestLenientInPage: asked from the report, the lenient checks count the
// demo's wrong answers as the CLI's --lenient does (its path, in process).
func TestLenientInPage(t *testing.T) {
	t.Parallel() // see TestMain
	demo := demoDir(t)
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

// TestEngineRestart fires the worker's error path (as a wasm trap does),
// checks the page says so and drops the lost run, then restarts the
// engine, which loads the demo and scores it again.
func TestEngineRestart(t *testing.T) {
	t.Parallel() // see TestMain
	ctx := openPage(t, "/")
	waitDemoReport(t, ctx)
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
