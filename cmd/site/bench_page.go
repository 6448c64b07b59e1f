package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/spidereval/spidereval/app/playlink"
)

// The page's own rows of make bench-web (issue 33): a shared Playground
// link → its verdict, page open → the demo's report, and a Spider folder
// of over 300 files chosen → Score enabled. Each is measured in a fresh
// browser profile (cold) and again in the same profile (warm).

// pageFigures are one session's measures of the page, in milliseconds.
type pageFigures struct {
	link       float64 // navigation → the shared link's verdict
	linkParser bool    // the verdict showed while the full SQL parser (explain.wasm) was still on its way
	open       float64 // navigation → the demo's report
	folder     float64 // the folder chosen → Score enabled with one of its prediction files
}

// pageRows are the cold and warm measures and the folder's size.
type pageRows struct {
	cold, warm pageFigures
	files      int
}

// benchLink is the shared link measured: a pair the Spider grammar
// rejects (an alias in SELECT), so that its diagnosis needs explain.wasm
// and the verdict must not wait for it.
var benchLink = "/?view=playground#pg=" + playlink.Encode(playlink.Pair{DB: "concert_singer",
	Gold: "SELECT count(*) FROM singer", Pred: "SELECT count(*) AS n FROM singer"})

// copySpiderFolder copies the kit's Spider folder (dev.json,
// dev_gold.sql, train_gold.sql, tables.json, database/<db>/<db>.sqlite and
// schema.sql) and its Spider prediction files into dst, as a user keeps
// them, and returns how many files it holds.
func copySpiderFolder(kit, dst string) (int, error) {
	files, err := copyTree(filepath.Join(kit, "spider"), dst, func(string) bool { return false })
	if err != nil {
		return 0, err
	}
	preds, err := filepath.Glob(filepath.Join(kit, "predictions", "spider_dev.*.sql"))
	if err != nil {
		return 0, err
	}
	for _, p := range preds {
		if err := copyFile(p, filepath.Join(dst, filepath.Base(p))); err != nil {
			return 0, err
		}
	}
	return len(files) + len(preds), nil
}

// benchPage measures the page's rows: the link in one profile, the page
// opened and the folder chosen in another, each cold then warm.
func benchPage(chromium, base, data string) (pageRows, error) {
	var rows pageRows
	tmp, err := os.MkdirTemp("", "spidereval-bench-page")
	if err != nil {
		return rows, err
	}
	defer os.RemoveAll(tmp)
	folder := filepath.Join(tmp, "folder", "spider")
	if rows.files, err = copySpiderFolder(data, folder); err != nil {
		return rows, fmt.Errorf("copying the Spider folder: %w", err)
	}
	for i, f := range []*pageFigures{&rows.cold, &rows.warm} {
		if err := pageSession(chromium, filepath.Join(tmp, "link-profile"), func(s pageTab) error {
			var err error
			f.link, f.linkParser, err = s.linkVerdict(base + benchLink)
			return err
		}); err != nil {
			return rows, fmt.Errorf("shared link, %s session: %w", []string{"cold", "warm"}[i], err)
		}
		if err := pageSession(chromium, filepath.Join(tmp, "page-profile"), func(s pageTab) error {
			var err error
			if f.open, err = s.demoReport(base + "/"); err != nil {
				return err
			}
			f.folder, err = s.folderScore(folder)
			return err
		}); err != nil {
			return rows, fmt.Errorf("page and folder, %s session: %w", []string{"cold", "warm"}[i], err)
		}
	}
	return rows, nil
}

// printPageRows writes the page's rows of the bench table.
func printPageRows(r pageRows) {
	parser := func(f pageFigures) string {
		if f.linkParser {
			return "before explain.wasm"
		}
		return "explain.wasm was in"
	}
	fmt.Printf("| shared Playground link → verdict (goal ≤ 5 s) | | %.0f ms (%s) | %.0f ms (%s) |\n",
		r.cold.link, parser(r.cold), r.warm.link, parser(r.warm))
	fmt.Printf("| page open → demo report, own session (goal ≤ 2 s) | | %.0f ms | %.0f ms |\n", r.cold.open, r.warm.open)
	fmt.Printf("| folder of %d files (Spider: 164 databases with their schema.sql, 5 prediction files) chosen → Score enabled (goal ≤ 3 s) | | %.0f ms | %.0f ms |\n",
		r.files, r.cold.folder, r.warm.folder)
}

// pageTab is one tab of a bench browser.
type pageTab struct{ ctx context.Context }

// pageSession runs measure in a headless Chromium with the given profile.
func pageSession(chromium, profile string, measure func(pageTab) error) error {
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(chromium), chromedp.Flag("headless", true), chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true), chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.WindowSize(1280, 800), chromedp.UserDataDir(profile))
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(alloc)
	defer cancel()
	if err := chromedp.Do(ctx); err != nil {
		return fmt.Errorf("starting Chromium: %w", err)
	}
	if os.Getenv("SPIDEREVAL_BENCH_CONSOLE") != "" {
		go func() {
			for m, err := range chromedp.Console(ctx) {
				if err != nil {
					return
				}
				fmt.Fprintln(os.Stderr, "console:", m.String())
			}
		}()
	}
	return measure(pageTab{ctx})
}

// run runs actions within timeout.
func (p pageTab) run(timeout time.Duration, what string, actions ...chromedp.Action[chromedp.Void]) error {
	c, cancel := context.WithTimeout(p.ctx, timeout)
	defer cancel()
	if err := chromedp.Do(c, actions...); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// wait polls expr until it is true. It is polled through guardedJS, as
// the browser tests do: the page re-renders while it is polled, and an
// exception is "not yet" (the last one is named if the wait fails).
func (p pageTab) wait(what, expr string, timeout time.Duration) error {
	c, cancel := context.WithTimeout(p.ctx, timeout)
	defer cancel()
	if _, err := chromedp.Run(c, chromedp.Poll[bool](guardedJS(expr), chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(timeout))); err != nil {
		shot, cancel := context.WithTimeout(p.ctx, 10*time.Second)
		defer cancel()
		last, _ := chromedp.Run(shot, chromedp.Evaluate[string](pollError))
		page, _ := chromedp.Run(shot, chromedp.Evaluate[string](`document.body.innerText.slice(0, 1500)`))
		return fmt.Errorf("waiting for %s: %w (last exception: %q); the page shows:\n%s", what, err, last, page)
	}
	return nil
}

// num evaluates a number.
func (p pageTab) num(expr string) (float64, error) {
	c, cancel := context.WithTimeout(p.ctx, 10*time.Second)
	defer cancel()
	return chromedp.Run(c, chromedp.Evaluate[float64](expr))
}

// marks records, every 10 ms from the first script on, the moment each
// condition of window.__marks first holds (window.__at), so that a
// moment is not late by the bench's polling.
const marksJS = `window.__marks = {}; window.__at = {};
setInterval(() => { for (const [k, f] of Object.entries(window.__marks)) { try { if (!window.__at[k] && f()) window.__at[k] = performance.now(); } catch (e) {} } }, 10);`

// open navigates to u with the marks installed before any script runs.
func (p pageTab) open(u string, marks string) error {
	if _, err := chromedp.Call(p.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: marksJS + marks}); err != nil {
		return fmt.Errorf("installing the marks: %w", err)
	}
	return p.run(time.Minute, "opening "+u, chromedp.Navigate(u))
}

// linkVerdict opens a shared Playground link and returns the time from
// navigation to its verdict, and whether the page still said the full
// parser was on its way.
func (p pageTab) linkVerdict(u string) (float64, bool, error) {
	if err := p.open(u, `window.__marks.verdict = () => !!document.getElementById("se-pg-verdict");
		window.__marks.parser = () => !!document.getElementById("se-pg-verdict") && !!document.getElementById("se-pg-parser");`); err != nil {
		return 0, false, err
	}
	if err := p.wait("the link's verdict", `!!window.__at.verdict`, 5*time.Minute); err != nil {
		return 0, false, err
	}
	ms, err := p.num(`window.__at.verdict`)
	if err != nil {
		return 0, false, err
	}
	parser, err := p.num(`window.__at.parser || 0`)
	return ms, parser > 0 && parser <= ms+10, err
}

// demoReport opens the page and returns the time from navigation to the
// demo's report.
func (p pageTab) demoReport(u string) (float64, error) {
	if err := p.open(u, `window.__marks.report = () => !!document.getElementById("se-report-text");`); err != nil {
		return 0, err
	}
	if err := p.wait("the demo report", `!!window.__at.report`, 5*time.Minute); err != nil {
		return 0, err
	}
	return p.num(`window.__at.report`)
}

// folderScore chooses the folder dir (named spider) in the Data view and
// returns the time from the choice to Score enabled with one of its
// prediction files chosen.
func (p pageTab) folderScore(dir string) (float64, error) {
	arm := `window.__chosen = 0;
		document.addEventListener("change", (e) => { if (e.target.id === "se-folder") window.__chosen = performance.now(); }, true);
		window.__marks.score = () => { const b = document.getElementById("se-score"), s = document.getElementById("se-pred");
			return window.__chosen > 0 && !!b && !b.disabled && !!s && s.value.startsWith("spider/"); }; true`
	if err := p.run(10*time.Second, "opening the data view", chromedp.Click(chromedp.CSS(".se-tab:nth-child(1)"))); err != nil {
		return 0, err
	}
	c, cancel := context.WithTimeout(p.ctx, 10*time.Second)
	defer cancel()
	if _, err := chromedp.Run(c, chromedp.Evaluate[bool](arm)); err != nil {
		return 0, fmt.Errorf("watching the choice: %w", err)
	}
	if err := p.run(2*time.Minute, "choosing the folder", chromedp.SetUploadFiles(chromedp.CSS("#se-folder"), []string{dir})); err != nil {
		return 0, err
	}
	if err := p.wait("Score", `!!window.__at.score`, 5*time.Minute); err != nil {
		return 0, err
	}
	return p.num(`window.__at.score - window.__chosen`)
}
