package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/spidereval/spidereval/internal/datakit"
	"github.com/spidereval/spidereval/internal/linediff"
)

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
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
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
		p := filepath.Join(dir, "run", filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
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
			waitMounted(t, ctx)
			waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
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
