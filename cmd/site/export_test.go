package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/spidereval/spidereval/internal/datakit"
)

// buildCLI builds cmd/spidereval into a folder of t's.
func buildCLI(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "spidereval")
	out, err := exec.Command("go", "build", "-o", bin, "../spidereval").CombinedOutput()
	if err != nil {
		t.Fatalf("building the CLI: %v\n%s", err, out)
	}
	return bin
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
	gl, wl := strings.Split(got, "\n"), strings.Split(want, "\n")
	diff := 0
	for i := range max(len(gl), len(wl)) {
		var g, w string
		if i < len(gl) {
			g = gl[i]
		}
		if i < len(wl) {
			w = wl[i]
		}
		if g != w {
			if diff < 3 {
				at := 0
				for at < min(len(g), len(w)) && g[at] == w[at] {
					at++
				}
				from := max(0, at-300)
				t.Errorf("%s, line %d, from byte %d:\npage %.600s\ncli  %.600s", what, i+1, from, g[from:], w[from:])
			}
			diff++
		}
	}
	t.Errorf("%s: %d of %d lines differ from the CLI's", what, diff, len(wl))
}

// TestExportJSONLDemo: the demo's per-question JSONL, exported with the
// report's button, is the CLI's --jsonl byte for byte.
func TestExportJSONLDemo(t *testing.T) {
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

// kitExport is a run of kit files in the page and in the CLI.
type kitExport struct {
	name       string
	files      []string          // given to the page
	gold, pred string            // the names chosen in the page
	links      map[string]string // the CLI's folder: name → path
	args       []string          // the CLI's input flags
}

// devDatabases are the .sqlite files of the databases a gold names.
func devDatabases(t *testing.T, dbDir, gold string) []string {
	t.Helper()
	g, err := os.ReadFile(gold)
	if err != nil {
		t.Fatal(err)
	}
	ents, err := os.ReadDir(dbDir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		p := filepath.Join(dbDir, e.Name(), e.Name()+".sqlite")
		if _, err := os.Stat(p); err == nil && bytes.Contains(g, []byte(e.Name())) {
			out = append(out, p)
		}
	}
	return out
}

// TestExportJSONLKit: on the kit's Spider (every third question of GPT-4
// zero-shot, a third of them rejected by the grammar), SParC (EditSQL,
// every turn) and BIRD (every fourth question of Mini-Dev with GPT-4),
// chosen through the file input and scored in the page, the exported
// JSONL is the CLI's byte for byte: rejected predictions carry their
// diagnosis, and the page says it is preparing it meanwhile.
func TestExportJSONLKit(t *testing.T) {
	t.Parallel() // see TestMain
	kit := datakit.Require(t)
	bin := buildCLI(t)
	spider := filepath.Join(kit, "spider")
	sdb := filepath.Join(spider, "database")
	var cases []kitExport
	{
		dir := datakit.BirdSample(t, kit, 3, "spider/dev_gold.sql", "predictions/spider_dev.gpt4_zeroshot.sql")
		gold, pred := filepath.Join(dir, "spider", "dev_gold.sql"), filepath.Join(dir, "predictions", "spider_dev.gpt4_zeroshot.sql")
		tables := filepath.Join(spider, "tables.json")
		cases = append(cases, kitExport{name: "spider", gold: "dev_gold.sql", pred: "spider_dev.gpt4_zeroshot.sql",
			files: append([]string{gold, pred, tables}, devDatabases(t, sdb, gold)...),
			links: map[string]string{"dev_gold.sql": gold, "spider_dev.gpt4_zeroshot.sql": pred, "tables.json": tables, "database": sdb},
			args:  []string{"--gold", "dev_gold.sql", "--pred", "spider_dev.gpt4_zeroshot.sql", "--table", "tables.json", "--db", "database"}})
	}
	{
		sparc := filepath.Join(kit, "sparc")
		gold, pred, tables := filepath.Join(sparc, "dev_gold.txt"), filepath.Join(kit, "predictions", "sparc_dev.editsql.txt"), filepath.Join(sparc, "tables.json")
		cases = append(cases, kitExport{name: "sparc", gold: "dev_gold.txt", pred: "sparc_dev.editsql.txt",
			files: append([]string{gold, pred, tables}, devDatabases(t, sdb, filepath.Join(spider, "dev_gold.sql"))...),
			links: map[string]string{"dev_gold.txt": gold, "sparc_dev.editsql.txt": pred, "tables.json": tables, "database": sdb},
			args:  []string{"--gold", "dev_gold.txt", "--pred", "sparc_dev.editsql.txt", "--table", "tables.json", "--db", "database"}})
	}
	{
		bird := filepath.Join(kit, "bird", "bird_dev_synth")
		const gold, diff, pred = "mini_dev_sqlite_gold.sql", "mini_dev_sqlite.jsonl", "mini_dev_gpt-4_sqlite.json"
		dir := datakit.BirdSample(t, bird, 4, gold, diff, "predictions/"+pred)
		bdb, tables := filepath.Join(bird, "dev_databases"), filepath.Join(bird, "dev_tables.json")
		cases = append(cases, kitExport{name: "bird", gold: gold, pred: pred,
			files: append([]string{filepath.Join(dir, gold), filepath.Join(dir, diff), filepath.Join(dir, "predictions", pred), tables}, devDatabases(t, bdb, filepath.Join(dir, gold))...),
			links: map[string]string{gold: filepath.Join(dir, gold), diff: filepath.Join(dir, diff), pred: filepath.Join(dir, "predictions", pred), "dev_tables.json": tables, "dev_databases": bdb},
			args:  []string{"--gold", gold, "--difficulty", diff, "--pred", pred, "--table", "dev_tables.json", "--db", "dev_databases"}})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ctx := upload(t, c.files)
			waitJS(t, ctx, "waiting for the files", `[...document.querySelectorAll("#se-pred option")].some(o => o.value === "`+c.pred+`") &&
				[...document.querySelectorAll("#se-gold option")].some(o => o.value === "`+c.gold+`")`, 5*time.Minute)
			pick(t, ctx, "se-gold", c.gold)
			pick(t, ctx, "se-pred", c.pred)
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
				return t.includes("`+c.pred+` vs") && !!document.getElementById("se-report-text"); })()`, 8*time.Minute)
			got := exportJSONL(t, ctx, "export-pending-"+c.name+".png")
			args := append(c.args, "--compat", compat, "--etype", etype, "--timeout", "5m")
			sameLines(t, c.name+" ("+compat+", "+etype+")", got, cliOutput(t, bin, c.links, args...))
		})
	}
}
