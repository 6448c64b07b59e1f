package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/spidereval/spidereval/internal/datakit"
)

// TestSParCInBrowser loads SParC dev (its dataset JSON as gold) with
// EditSQL's predictions, every 7th interaction (61 interactions, 175
// questions, all 20 databases, 2 to 5 turns: the whole set takes the page
// 15 s and checks nothing more), and checks the multi-turn report is the
// CLI's, with the joint_all column, the turn table and the breakdown.
func TestSParCInBrowser(t *testing.T) {
	t.Parallel() // see TestMain
	dir := datakit.Require(t)
	raw, err := os.ReadFile(filepath.Join(dir, "sparc", "dev.json"))
	if err != nil {
		t.Fatal(err)
	}
	var interactions []json.RawMessage
	if err := json.Unmarshal(raw, &interactions); err != nil {
		t.Fatal(err)
	}
	predRaw, err := os.ReadFile(filepath.Join(dir, "predictions", "sparc_dev.editsql.txt"))
	if err != nil {
		t.Fatal(err)
	}
	// One block of predicted turns per interaction, blank lines between.
	blocks := strings.Split(strings.TrimRight(string(predRaw), "\n"), "\n\n")
	if len(blocks) != len(interactions) {
		t.Fatalf("%d prediction blocks for %d interactions", len(blocks), len(interactions))
	}
	var goldPart []json.RawMessage
	var predPart []string
	ids := map[string]bool{}
	for i := 0; i < len(interactions); i += 7 {
		goldPart = append(goldPart, interactions[i])
		predPart = append(predPart, blocks[i])
		var it struct {
			DB string `json:"database_id"`
		}
		if err := json.Unmarshal(interactions[i], &it); err != nil {
			t.Fatal(err)
		}
		ids[it.DB] = true
	}
	tmp := t.TempDir()
	gold, pred := filepath.Join(tmp, "dev.json"), filepath.Join(tmp, "sparc_dev.editsql.txt")
	goldJSON, _ := json.Marshal(goldPart)
	if err := os.WriteFile(gold, goldJSON, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(pred, []byte(strings.Join(predPart, "\n\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tables, dbDir := filepath.Join(dir, "sparc", "tables.json"), filepath.Join(dir, "spider", "database")
	files := []string{gold, tables, pred}
	for id := range ids {
		files = append(files, filepath.Join(dbDir, id, id+".sqlite"))
	}
	want := cliReport(t, gold, pred, dbDir, tables)
	ctx := upload(t, files)
	choose(t, ctx, "dev.json", "sparc_dev.editsql.txt")
	report := evalString(t, ctx, `document.getElementById("se-report-text").textContent`)
	if report != want {
		t.Errorf("the page's report differs from the CLI's:\n%s\n--- CLI ---\n%s", report, want)
	}
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

	// QM and IM are named in the score table; a later turn shows the
	// turns before it (issue 25, item 10).
	clickTab(t, ctx, "Report")
	waitJS(t, ctx, "waiting for the score table", `!!document.getElementById("se-qm-im")`, 20*time.Second)
	if h := evalString(t, ctx, `[...document.querySelectorAll(".se-scores thead th")].map(th => th.textContent).join(",")`); !strings.Contains(h, "all (QM)") || !strings.Contains(h, "interactions (IM)") {
		t.Errorf("score table header %q", h)
	}
	clickTab(t, ctx, "Questions")
	waitJS(t, ctx, "waiting for the turn filter", `!!document.getElementById("se-f-turn")`, 20*time.Second)
	pick(t, ctx, "se-f-turn", "turn 2")
	waitJS(t, ctx, "waiting for a second turn", `document.querySelectorAll(".se-q").length > 0`, 20*time.Second)
	within(t, ctx, 10*time.Second, "opening a second turn", chromedp.Click(chromedp.CSS(".se-q")))
	waitJS(t, ctx, "waiting for the earlier turns", `!!document.getElementById("se-earlier-turns")`, 30*time.Second)
	if n := evalString(t, ctx, `String(document.querySelectorAll("#se-earlier-turns li").length)`); n != "1" {
		t.Errorf("%s earlier turns listed for a second turn", n)
	}
	shoot(t, ctx, "sparc-earlier-turns.png")
}
