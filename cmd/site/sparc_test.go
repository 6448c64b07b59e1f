package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"spidereval/internal/datakit"
)

// TestSParCInBrowser loads SParC dev (its dataset JSON as gold) with
// EditSQL's predictions and checks the multi-turn report: the joint_all
// column, the turn table and the turn breakdown.
func TestSParCInBrowser(t *testing.T) {
	t.Parallel() // see TestMain
	dir := datakit.Require(t)
	files := []string{filepath.Join(dir, "sparc", "dev.json"), filepath.Join(dir, "sparc", "tables.json"),
		filepath.Join(dir, "predictions", "sparc_dev.editsql.txt")}
	ids, err := os.ReadFile(filepath.Join(dir, "sparc", "dev_db_ids.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range strings.Fields(string(ids)) {
		files = append(files, filepath.Join(dir, "spider", "database", id, id+".sqlite"))
	}
	ctx := upload(t, files)
	choose(t, ctx, "dev.json", "sparc_dev.editsql.txt")
	report := evalString(t, ctx, `document.getElementById("se-report-text").textContent`)
	for _, want := range []string{"joint_all", "turn > 4", "TURN EXACT MATCHING ACCURACY", "question match (QM, exact, all)"} {
		if !strings.Contains(report, want) {
			t.Errorf("the multi-turn report lacks %q", want)
		}
	}
	// Breakdowns are drawn a moment after the table.
	waitJS(t, ctx, "waiting for the breakdown by turn", `!!document.querySelector(".se-breakdowns") && document.querySelector(".se-breakdowns").textContent.includes("By turn")`, 20*time.Second)
	within(t, ctx, 10*time.Second, "opening the questions", chromedp.Click(chromedp.CSS(".se-tab:nth-child(3)")))
	waitJS(t, ctx, "waiting for the turn filter", `!!document.getElementById("se-f-turn")`, 20*time.Second)
	shoot(t, ctx, "sparc-questions.png")
}
