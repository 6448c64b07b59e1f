package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

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
