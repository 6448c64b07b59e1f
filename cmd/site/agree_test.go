package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/internal/datakit"
)

// agreeDBs are the test suite's databases for TestPageAgreesWithCLI: 109
// Spider dev questions, over the 64 from which a run is split over the
// engine's helper workers, none of them the demo's databases.
var agreeDBs = []string{"battle_death", "voter_1", "museum_visit", "singer", "course_teach"}

// agreeCopies is how many databases each db_id has (every third thinned out).
const agreeCopies = 6

// repeatEnv sets how many times TestPageAgreesWithCLI scores the suite
// with each number of engine workers (1 by default; 50 to measure).
const repeatEnv = "SPIDEREVAL_AGREE_REPEAT"

// TestPageAgreesWithCLI scores a test-suite folder in the page with 1, 2
// and 4 engine workers, the page's CPU throttled 4×, each time in a newly
// opened page (empty result caches), and checks every question's
// execution verdict and error in the page's JSONL export against the
// CLI's, and the printed report. $SPIDEREVAL_AGREE_REPEAT repeats each.
func TestPageAgreesWithCLI(t *testing.T) {
	t.Parallel() // see TestMain
	kit := datakit.Require(t)
	dir := makeTestSuite(t, kit, agreeDBs, agreeCopies)
	repeat := 1
	if v := os.Getenv(repeatEnv); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			t.Fatalf("$%s=%q: want a whole number ≥ 1", repeatEnv, v)
		}
		repeat = n
	}
	var want []verdict
	var wantReport strings.Builder
	cliRun(t, filepath.Join(dir, "gold.sql"), filepath.Join(dir, "pred.sql"), filepath.Join(dir, "database"), filepath.Join(dir, "tables.json"),
		func(res *eval.Results, _ exec.Catalog) {
			res.WriteReport(&wantReport)
			for _, r := range res.Records {
				want = append(want, verdict{Index: r.Index, Exec: r.Exec, ExecError: r.ExecError})
			}
		})
	if len(want) < minShardedQuestions {
		t.Fatalf("%d questions: the suite must have at least %d for a run to be split over workers", len(want), minShardedQuestions)
	}
	differing := 0
	for _, workers := range []int{1, 2, 4} {
		for k := range repeat {
			// A subtest per run: its page is closed when it ends.
			t.Run(fmt.Sprintf("workers=%d/run=%d", workers, k+1), func(t *testing.T) {
				got, report, settings := scoreSuiteInPage(t, dir, workers)
				for i := range max(len(got), len(want)) {
					switch {
					case i >= len(got) || i >= len(want):
						t.Errorf("%d records in the page, %d in the CLI", len(got), len(want))
					case !got[i].equal(want[i]):
						differing++
						t.Errorf("question %d is %s in the page, %s in the CLI", i, got[i], want[i])
					}
				}
				if report != wantReport.String() {
					t.Errorf("the page's report differs from the CLI's:\n%s\n--- CLI ---\n%s", report, wantReport.String())
				}
				if wantSplit := fmt.Sprintf("judged by %d engine workers", workers); workers > 1 && !strings.Contains(settings, wantSplit) {
					t.Errorf("run settings %q do not say %q", settings, wantSplit)
				}
			})
		}
	}
	t.Logf("%d runs with 1, 2 and 4 engine workers (CPU throttled 4×), %d questions each: %d verdicts differ from the CLI's (load %s)",
		3*repeat, len(want), differing, loadAverage())
}

// minShardedQuestions is the engine's smallest run split over helpers
// (wasm/engine's minShardedRun).
const minShardedQuestions = 64

// verdict is one question's execution verdict as the JSONL has it.
type verdict struct {
	Index     int    `json:"index"`
	Exec      *int   `json:"exec"`
	ExecError string `json:"exec_error"`
}

func (v verdict) equal(w verdict) bool {
	return v.Index == w.Index && (v.Exec == nil) == (w.Exec == nil) && (v.Exec == nil || *v.Exec == *w.Exec) && v.ExecError == w.ExecError
}

func (v verdict) String() string {
	e := "none"
	if v.Exec != nil {
		e = strconv.Itoa(*v.Exec)
	}
	if v.ExecError != "" {
		return fmt.Sprintf("exec %s (%s)", e, v.ExecError)
	}
	return "exec " + e
}

// scoreSuiteInPage opens the page with the given number of engine
// workers and its CPU throttled, scores the suite folder dir, and returns
// the JSONL export's verdicts, the report and the run's settings line.
func scoreSuiteInPage(t *testing.T, dir string, workers int) ([]verdict, string, string) {
	t.Helper()
	ctx := openPage(t, fmt.Sprintf("/?workers=%d", workers))
	waitMounted(t, ctx)
	if _, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: 4}); err != nil {
		t.Fatalf("throttling the CPU: %v", err)
	}
	waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
	within(t, ctx, 10*time.Second, "opening the data view", chromedp.Click(chromedp.CSS(".se-tab:nth-child(1)")))
	within(t, ctx, time.Minute, "choosing the folder", chromedp.SetUploadFiles(chromedp.CSS("#se-folder"), []string{dir}))
	choose(t, ctx, "suite/gold.sql", "suite/pred.sql")
	report := evalString(t, ctx, `document.getElementById("se-report-text").textContent`)
	settings := evalString(t, ctx, `(document.getElementById("se-run-settings") || {}).textContent || ""`)
	within(t, ctx, 10*time.Second, "capturing downloads", chromedp.Evaluate[bool](`window.spidereval.download = (n, t) => { window.__dl = {n, t}; }; true`))
	within(t, ctx, 10*time.Second, "exporting the JSONL", chromedp.Evaluate[bool](`(() => {
		[...document.querySelectorAll(".se-exports button")].find(b => b.textContent.includes("JSONL")).click(); return true; })()`))
	waitJS(t, ctx, "waiting for the export", `!!window.__dl`, scoreTimeout)
	var got []verdict
	sc := bufio.NewScanner(strings.NewReader(evalString(t, ctx, `window.__dl.t`)))
	sc.Buffer(nil, 1<<26)
	for sc.Scan() {
		var v verdict
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("the page's JSONL line %d: %v", len(got)+1, err)
		}
		got = append(got, v)
	}
	return got, report, settings
}
