package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/exec"
)

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

	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	demo := filepath.Join(root, "assets", "demo")
	var want []string // the CLI's rows: count, execution, exact match, each over easy … all
	levels := []string{"easy", "medium", "hard", "extra", "all"}
	cliRun(t, filepath.Join(demo, "dev.json"), filepath.Join(demo, "pred_graphix_t5.sql"), filepath.Join(demo, "database"), filepath.Join(demo, "tables.json"),
		func(res *eval.Results, _ exec.Catalog) {
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
