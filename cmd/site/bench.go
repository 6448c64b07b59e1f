package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// benchObserveJS records main-thread long tasks and when the awaited
// report appears (window.__reportWhen, a condition checked on every change
// of the page: first the demo's report, then a new run's), before any of
// the page's scripts run.
const benchObserveJS = `
window.__longtasks = [];
new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longtasks.push([e.startTime, e.duration]); })
  .observe({ entryTypes: ["longtask"] });
window.__runs = () => document.querySelectorAll("#se-run option").length || document.querySelectorAll(".se-run-name").length;
window.__reportWhen = () => !!document.getElementById("se-report-text");
new MutationObserver(() => {
  try {
    if (!window.__reportAt && window.__reportWhen()) window.__reportAt = performance.now();
  } catch (e) {}
}).observe(document, { childList: true, subtree: true, characterData: true });
`

// benchFigures are one browser session's measurements, in milliseconds.
type benchFigures struct {
	open, first, second     float64 // page open → demo report; full dev scored first, then again
	openTask, firstTask     float64 // longest main-thread task while opening and while scoring first
	secondTask, reportBytes float64
}

// runBench measures the page against the CLI on the same inputs, cold
// (fresh browser profile, first scoring after the page opens) and warm.
func runBench(args []string) error {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	dir := fs.String("dir", "bin/site", "the built site")
	data := fs.String("data", "../shared/data", "the data kit (spider/ and predictions/)")
	cli := fs.String("cli", "bin/spidereval", "the spidereval binary")
	runs := fs.Int("runs", 3, "CLI runs; the median is reported")
	pred := fs.String("pred", "spider_dev.graphix_t5.sql", "prediction file under DATA/predictions")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if _, err := os.Stat(chromiumBin); err != nil {
		return fmt.Errorf("no Chromium at %s: %w", chromiumBin, err)
	}
	spider := filepath.Join(*data, "spider")
	gold, predPath := filepath.Join(spider, "dev_gold.sql"), filepath.Join(*data, "predictions", *pred)
	files, err := devFiles(spider, predPath)
	if err != nil {
		return err
	}
	load0 := loadAverage()
	var cliTimes []float64
	for i := 0; i < *runs; i++ {
		start := time.Now()
		cmd := exec.Command(*cli, "--gold", gold, "--pred", predPath, "--db", filepath.Join(spider, "database"),
			"--table", filepath.Join(spider, "tables.json"), "--etype", "all", "--quiet")
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("%s: %w\n%s", *cli, err, out)
		}
		cliTimes = append(cliTimes, float64(time.Since(start).Microseconds())/1000)
	}
	slices.Sort(cliTimes)
	cliMs := cliTimes[len(cliTimes)/2]

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: newSiteHandler(*dir)}
	go srv.Serve(ln)
	defer srv.Close()
	base := "http://" + ln.Addr().String()

	profile, err := os.MkdirTemp("", "spidereval-bench-profile")
	if err != nil {
		return err
	}
	defer os.RemoveAll(profile)
	cold, err := browserSession(base, profile, files, filepath.Base(predPath))
	if err != nil {
		return fmt.Errorf("cold session: %w", err)
	}
	// The same profile again: HTTP and compiled-code caches are warm.
	warm, err := browserSession(base, profile, files, filepath.Base(predPath))
	if err != nil {
		return fmt.Errorf("warm session: %w", err)
	}
	load1 := loadAverage()

	fmt.Printf("load average before: %s; after: %s\n", load0, load1)
	fmt.Printf("CLI, full Spider dev --etype all (%s, median of %d): %.0f ms\n", filepath.Base(predPath), *runs, cliMs)
	fmt.Println("| measure | cold profile | warm profile |")
	fmt.Println("|---|---|---|")
	fmt.Printf("| page open → demo report | %.0f ms | %.0f ms |\n", cold.open, warm.open)
	fmt.Printf("| full dev, first scoring after page open | %.0f ms (%.1f× CLI) | %.0f ms (%.1f× CLI) |\n",
		cold.first, cold.first/cliMs, warm.first, warm.first/cliMs)
	fmt.Printf("| full dev, scored again on the same page | %.0f ms (%.1f× CLI) | %.0f ms (%.1f× CLI) |\n",
		cold.second, cold.second/cliMs, warm.second, warm.second/cliMs)
	fmt.Printf("| longest main-thread task: opening / first scoring / second | %.0f / %.0f / %.0f ms | %.0f / %.0f / %.0f ms |\n",
		cold.openTask, cold.firstTask, cold.secondTask, warm.openTask, warm.firstTask, warm.secondTask)
	return nil
}

// chromiumBin is Debian's Chromium.
const chromiumBin = "/usr/bin/chromium"

// devFiles lists tables.json, the gold, the predictions and the 20 dev databases.
func devFiles(spider, pred string) ([]string, error) {
	goldPath := filepath.Join(spider, "dev_gold.sql")
	gold, err := os.ReadFile(goldPath)
	if err != nil {
		return nil, err
	}
	files := []string{filepath.Join(spider, "tables.json"), goldPath, pred}
	seen := map[string]bool{}
	for _, l := range strings.Split(string(gold), "\n") {
		if f := strings.Split(l, "\t"); len(f) == 2 && !seen[f[1]] {
			seen[f[1]] = true
			files = append(files, filepath.Join(spider, "database", f[1], f[1]+".sqlite"))
		}
	}
	for i, f := range files {
		if files[i], err = filepath.Abs(f); err != nil {
			return nil, err
		}
	}
	return files, nil
}

// browserSession opens the page in headless Chromium with the given
// profile, waits for the demo report, then scores the full dev set twice.
func browserSession(base, profile string, files []string, predName string) (benchFigures, error) {
	var f benchFigures
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(chromiumBin), chromedp.Flag("headless", true), chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true), chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.WindowSize(1280, 800), chromedp.UserDataDir(profile))
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(alloc)
	defer cancel()
	if err := chromedp.Do(ctx); err != nil {
		return f, fmt.Errorf("starting Chromium: %w", err)
	}
	if os.Getenv("SPIDEREVAL_BENCH_CONSOLE") != "" {
		// The page's and workers' console, for finding where time goes.
		go func() {
			for m, err := range chromedp.Console(ctx) {
				if err != nil {
					return
				}
				fmt.Fprintln(os.Stderr, "console:", m.String())
			}
		}()
	}
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: benchObserveJS}); err != nil {
		return f, fmt.Errorf("installing the observers: %w", err)
	}
	do := func(timeout time.Duration, what string, steps ...chromedp.Action[chromedp.Void]) error {
		c, cancel := context.WithTimeout(ctx, timeout)
		defer cancel()
		if err := chromedp.Do(c, steps...); err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		return nil
	}
	num := func(expr string) float64 {
		c, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		v, _ := chromedp.Run(c, chromedp.Evaluate[float64](expr))
		return v
	}
	wait := func(what, expr string, timeout time.Duration) error {
		c, cancel := context.WithTimeout(ctx, timeout)
		defer cancel()
		// Polled through guardedJS, as the browser tests do: the report
		// re-renders while it is polled, and an exception is "not yet".
		if _, err := chromedp.Run(c, chromedp.Poll[bool](guardedJS(expr), chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(timeout))); err != nil {
			shot, cancel := context.WithTimeout(ctx, 10*time.Second)
			defer cancel()
			last, _ := chromedp.Run(shot, chromedp.Evaluate[string](pollError))
			page, _ := chromedp.Run(shot, chromedp.Evaluate[string](`document.body.innerText.slice(0, 1500)`))
			return fmt.Errorf("waiting for %s: %w (last exception: %q); the page shows:\n%s", what, err, last, page)
		}
		return nil
	}
	boolJS := func(expr string) bool {
		c, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		ok, err := chromedp.Run(c, chromedp.Evaluate[bool](guardedJS(expr)))
		return err == nil && ok
	}
	longest := func(from, to string) float64 {
		return num(`Math.max(0, ...window.__longtasks.filter(([s, d]) => s + d >= ` + from + ` && s <= ` + to + `).map(([s, d]) => d))`)
	}
	if err := do(time.Minute, "opening the page", chromedp.Navigate(base+"/")); err != nil {
		return f, err
	}
	if err := wait("the demo report", `!!window.__reportAt`, 5*time.Minute); err != nil {
		return f, err
	}
	f.open, f.openTask = num(`window.__reportAt`), longest("0", "window.__reportAt")
	if err := do(time.Minute, "loading the files", chromedp.Click(chromedp.CSS(".se-tab:nth-child(1)")),
		chromedp.SetUploadFiles(chromedp.CSS("#se-files"), files)); err != nil {
		return f, err
	}
	if err := wait("the files", `[...document.querySelectorAll("#se-gold option")].some(o => o.value === "dev_gold.sql")`, 5*time.Minute); err != nil {
		return f, err
	}
	// The report of a new run (one more run in the header) on full dev.
	pick := fmt.Sprintf(`(() => { const pick = (id, v) => { const s = document.getElementById(id); s.value = v; s.dispatchEvent(new Event("change", {bubbles: true})); };
		pick("se-gold", "dev_gold.sql"); pick("se-pred", %q);
		const before = window.__runs();
		window.__reportWhen = () => window.__runs() > before && document.getElementById("se-report-text").textContent.includes("1034");
		window.__reportAt = 0; window.__clickAt = performance.now(); return true; })()`, predName)
	score := func() (elapsed, task float64, err error) {
		if err := do(10*time.Second, "opening the data view", chromedp.Click(chromedp.CSS(".se-tab:nth-child(1)"))); err != nil {
			return 0, 0, err
		}
		if err := wait("the data view", `document.getElementById("se-pred").value !== undefined`, 10*time.Second); err != nil {
			return 0, 0, err
		}
		if !boolJS(pick) {
			return 0, 0, errors.New("choosing the dev files failed")
		}
		if err := do(10*time.Second, "scoring", chromedp.Click(chromedp.CSS("#se-score"))); err != nil {
			return 0, 0, err
		}
		if err := wait("the dev report", `!!window.__reportAt`, 10*time.Minute); err != nil {
			return 0, 0, err
		}
		return num(`window.__reportAt - window.__clickAt`), longest("window.__clickAt", "window.__reportAt"), nil
	}
	var err error
	if f.first, f.firstTask, err = score(); err != nil {
		return f, err
	}
	if f.second, f.secondTask, err = score(); err != nil {
		return f, err
	}
	return f, nil
}

// loadAverage is /proc/loadavg's first three figures.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	fields := strings.Fields(string(b))
	if len(fields) < 3 {
		return "unknown"
	}
	return strings.Join(fields[:3], " ")
}
