package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/spidereval/spidereval/eval/exec/exectest"
	"github.com/spidereval/spidereval/internal/datakit"
)

// suiteDBs are the Spider dev databases of the generated test suite: small
// ones (49 questions) outside the demo, so that the demo's databases do not
// mix in.
var suiteDBs = []string{"battle_death", "voter_1", "museum_visit"}

// suiteCopies is how many databases each db_id of the suite has.
const suiteCopies = 20

// makeTestSuite writes a test-suite-style folder: database/<db>/<db>.sqlite
// and <db>_1.sqlite … <db>_<copies-1>.sqlite (every third copy with a fifth of each
// table's rows deleted, so that some predictions pass on one database and
// fail on another), tables.json, and the dev gold and Graphix-T5's
// predictions of those databases.
func makeTestSuite(t *testing.T, kit string, dbs []string, copies int) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "suite")
	spider := filepath.Join(kit, "spider")
	keep := map[string]bool{}
	for _, db := range dbs {
		keep[db] = true
		src, err := os.ReadFile(filepath.Join(spider, "database", db, db+".sqlite"))
		if err != nil {
			t.Fatal(err)
		}
		folder := filepath.Join(dir, "database", db)
		if err := os.MkdirAll(folder, 0o755); err != nil {
			t.Fatal(err)
		}
		for i := range copies {
			name := db + ".sqlite"
			if i > 0 {
				name = fmt.Sprintf("%s_%d.sqlite", db, i)
			}
			path := filepath.Join(folder, name)
			if err := os.WriteFile(path, src, 0o644); err != nil {
				t.Fatal(err)
			}
			if i%3 == 2 {
				thinOut(t, path, i%5)
			}
		}
	}
	gold, err := os.ReadFile(filepath.Join(spider, "dev_gold.sql"))
	if err != nil {
		t.Fatal(err)
	}
	pred, err := os.ReadFile(filepath.Join(kit, "predictions", "spider_dev.graphix_t5.sql"))
	if err != nil {
		t.Fatal(err)
	}
	goldLines, predLines := strings.Split(string(gold), "\n"), strings.Split(string(pred), "\n")
	var g, p strings.Builder
	for i, l := range goldLines {
		if f := strings.Split(l, "\t"); len(f) == 2 && keep[f[1]] {
			g.WriteString(l + "\n")
			p.WriteString(predLines[i] + "\n")
		}
	}
	tables, err := os.ReadFile(filepath.Join(spider, "tables.json"))
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string]string{"gold.sql": g.String(), "pred.sql": p.String(), "tables.json": string(tables)} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// thinOut deletes the rows whose rowid is k modulo 5 from every table.
func thinOut(t *testing.T, path string, k int) {
	t.Helper()
	tables := exectest.Column(t, path, `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
	for _, tb := range tables {
		// A table without rowid keeps its rows.
		exectest.Exec(path, fmt.Sprintf(`DELETE FROM "%s" WHERE rowid %% 5 = %d`, strings.ReplaceAll(tb, `"`, `""`), k))
	}
}

// TestTestSuiteInBrowser chooses a generated test-suite folder (3 Spider
// dev databases, 20 files each) in the page, which reads the databases
// lazily from the File objects, and checks its test-suite execution report
// against the CLI's on the same folder.
func TestTestSuiteInBrowser(t *testing.T) {
	t.Parallel() // see TestMain
	kit := datakit.Require(t)
	dir := makeTestSuite(t, kit, suiteDBs, suiteCopies)
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
	within(t, ctx, 10*time.Second, "opening the data view", chromedp.Click(chromedp.CSS(".se-tab:nth-child(1)")))
	start := time.Now()
	within(t, ctx, time.Minute, "choosing the folder", chromedp.SetUploadFiles(chromedp.CSS("#se-folder"), []string{dir}))
	choose(t, ctx, "suite/gold.sql", "suite/pred.sql")
	t.Logf("loaded and scored %d databases in the page in %.1f s", len(suiteDBs)*suiteCopies, time.Since(start).Seconds())
	got := evalString(t, ctx, `document.getElementById("se-report-text").textContent`)
	want := cliReport(t, filepath.Join(dir, "gold.sql"), filepath.Join(dir, "pred.sql"), filepath.Join(dir, "database"), filepath.Join(dir, "tables.json"))
	if got != want {
		t.Errorf("browser report differs from the CLI's:\n%s\n--- CLI ---\n%s", got, want)
	}
	wantEX := fmt.Sprintf("TS on %d databases per db_id", suiteCopies)
	if p := evalString(t, ctx, `(document.getElementById("se-provenance") || {}).textContent || ""`); !strings.Contains(p, wantEX) {
		t.Errorf("the provenance does not say %q: %q", wantEX, p)
	}

	// A restarted engine is sent the same File objects again and scores
	// the lost runs again.
	within(t, ctx, 10*time.Second, "killing the worker", chromedp.Evaluate[bool](
		`window.spidereval.worker.dispatchEvent(new ErrorEvent("error", {message: "RuntimeError: unreachable (simulated trap)"})); true`))
	waitJS(t, ctx, "waiting for the banner", `!!document.getElementById("se-restart")`, 10*time.Second)
	within(t, ctx, 10*time.Second, "restarting", chromedp.Click(chromedp.CSS("#se-restart")))
	waitJS(t, ctx, "waiting for the report again", `!document.getElementById("se-engine-down") && !!document.getElementById("se-report-text") &&
		[...document.querySelectorAll("#se-run option, .se-run-name")].some(e => e.textContent.includes("suite/pred.sql vs"))`, scoreTimeout)
	if !strings.Contains(evalString(t, ctx, `document.getElementById("se-report-text").textContent`), "execution") {
		t.Fatal("no report after the restart")
	}
	within(t, ctx, 10*time.Second, "showing the suite's run", chromedp.Evaluate[bool](`(() => {
		const s = document.getElementById("se-run"); if (!s) return true;
		const o = [...s.options].find(o => o.textContent.includes("suite/pred.sql vs"));
		s.value = o.value; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`))
	waitJS(t, ctx, "waiting for the suite's report", `(() => { const s = document.getElementById("se-run");
		const n = s ? s.options[s.selectedIndex].textContent : document.querySelector(".se-run-name").textContent;
		return n.includes("suite/pred.sql vs") && !!document.getElementById("se-report-text"); })()`, time.Minute)
	if got := evalString(t, ctx, `document.getElementById("se-report-text").textContent`); got != want {
		t.Errorf("the report after a restart differs from the CLI's:\n%s", got)
	}
}

// suiteDirEnv names a test-suite folder (gold.sql, pred.sql, tables.json,
// database/<db>/*.sqlite) for TestTestSuiteMeasure.
const suiteDirEnv = "SPIDEREVAL_SUITE_DIR"

// TestTestSuiteMeasure chooses the folder $SPIDEREVAL_SUITE_DIR in a
// Chromium with V8's default tiers, scores it and logs the time from the
// choice to the report and the peak memory: the renderer process's peak
// RSS (page and worker) and the worker's wasm memory, which never shrinks.
// A measurement by hand, skipped without the variable.
func TestTestSuiteMeasure(t *testing.T) {
	dir := os.Getenv(suiteDirEnv)
	if dir == "" {
		t.Skip("set " + suiteDirEnv + " to a test-suite folder to measure it in the page")
	}
	ctx := openPageIn(t, newRealBrowser(t), "/")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
	within(t, ctx, 10*time.Second, "opening the data view", chromedp.Click(chromedp.CSS(".se-tab:nth-child(1)")))
	start := time.Now()
	within(t, ctx, time.Minute, "choosing the folder", chromedp.SetUploadFiles(chromedp.CSS("#se-folder"), []string{dir}))
	base := filepath.Base(dir)
	gold, pred := base+"/gold.sql", base+"/pred.sql"
	waitJS(t, ctx, "waiting for the files", `[...document.querySelectorAll("#se-pred option")].some(o => o.value === "`+pred+`")`, 10*time.Minute)
	t.Logf("chosen to listed: %.1f s; worker wasm memory %.0f MiB", time.Since(start).Seconds(), workerMemory(t, ctx)/(1<<20))
	within(t, ctx, 10*time.Second, "choosing", chromedp.Evaluate[bool](`(() => {
		const pick = (id, v) => { const s = document.getElementById(id); s.value = v; s.dispatchEvent(new Event("change", {bubbles: true})); };
		pick("se-gold", "`+gold+`"); pick("se-pred", "`+pred+`"); return true; })()`))
	scored := time.Now()
	within(t, ctx, 10*time.Second, "scoring", chromedp.Click(chromedp.CSS("#se-score")))
	waitJS(t, ctx, "waiting for the report", `(() => { const s = document.getElementById("se-run");
		const n = s ? s.options[s.selectedIndex].textContent : ((document.querySelector(".se-run-name") || {}).textContent || "");
		return n.includes("`+pred+` vs") && !!document.getElementById("se-report-text"); })()`, time.Hour)
	t.Logf("scored in %.1f s; chosen to report %.1f s", time.Since(scored).Seconds(), time.Since(start).Seconds())
	if out := os.Getenv("SPIDEREVAL_SUITE_REPORT"); out != "" {
		os.WriteFile(out, []byte(evalString(t, ctx, `document.getElementById("se-report-text").textContent`)), 0o644)
	}
	t.Logf("provenance: %s", evalString(t, ctx, `(document.getElementById("se-provenance") || {}).textContent || ""`))
	t.Logf("worker wasm memory: %.0f MiB", workerMemory(t, ctx)/(1<<20))
	pid := chromedp.FromContext(ctx).Browser.Process().Pid
	for _, r := range renderers(pid) {
		t.Logf("renderer %d: %s", r, procStatus(r, "VmHWM"))
	}
}

// workerMemory is the size of the scoring worker's wasm memory in bytes.
func workerMemory(t *testing.T, ctx context.Context) float64 {
	targets, err := chromedp.Targets(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, tg := range targets {
		if tg.Type == "worker" && strings.HasSuffix(tg.URL, "/worker.js") {
			wctx, cancel := chromedp.NewContext(ctx, chromedp.WithTargetID(tg.TargetID))
			defer cancel()
			n, err := chromedp.Run(wctx, chromedp.Evaluate[float64](`go._inst.exports.mem.buffer.byteLength`))
			if err != nil {
				t.Fatalf("reading the worker's memory: %v", err)
			}
			return n
		}
	}
	t.Fatal("no worker target")
	return 0
}

// renderers lists the renderer processes below the browser process pid.
func renderers(pid int) []int {
	var out []int
	procs, _ := filepath.Glob("/proc/[0-9]*/cmdline")
	for _, p := range procs {
		b, err := os.ReadFile(p)
		if err != nil || !strings.Contains(string(b), "--type=renderer") {
			continue
		}
		id, _ := strconv.Atoi(filepath.Base(filepath.Dir(p)))
		if strings.Contains(procStatus(id, "PPid"), strconv.Itoa(pid)) || ancestor(id, pid) {
			out = append(out, id)
		}
	}
	return out
}

// ancestor tells whether pid is an ancestor of id.
func ancestor(id, pid int) bool {
	for range 10 {
		pp, err := strconv.Atoi(strings.TrimSpace(procStatus(id, "PPid")))
		if err != nil || pp <= 1 {
			return false
		}
		if pp == pid {
			return true
		}
		id = pp
	}
	return false
}

// procStatus is one field of /proc/<pid>/status.
func procStatus(pid int, field string) string {
	b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, field+":"); ok {
			return strings.TrimSpace(v)
		}
	}
	return ""
}
