package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBirdPredictionsKeepSpiderReference follows issue 33, item 5: a BIRD
// prediction file (a JSON object of "SQL\t----- bird -----\tdb_id") chosen
// beside the demo's Spider gold does not switch the reference: the Data
// view says so in plain words and offers bird, which one click sets.
func TestBirdPredictionsKeepSpiderReference(t *testing.T) {
	t.Parallel() // see TestMain
	var dev []struct {
		DBID string `json:"db_id"`
	}
	if err := json.Unmarshal(demoFile(t, "dev.json"), &dev); err != nil {
		t.Fatal(err)
	}
	lines := demoLines(t)
	if len(lines) != len(dev) {
		t.Fatalf("%d predictions for %d questions", len(lines), len(dev))
	}
	preds := map[string]string{}
	for i, l := range lines {
		preds[fmt.Sprint(i)] = l + "\t----- bird -----\t" + dev[i].DBID
	}
	b, err := json.Marshal(preds)
	if err != nil {
		t.Fatal(err)
	}
	pred := filepath.Join(t.TempDir(), "predict_dev.json")
	if err := os.WriteFile(pred, b, 0o644); err != nil {
		t.Fatal(err)
	}
	ctx := upload(t, []string{pred})
	waitJS(t, ctx, "waiting for the choice", `document.getElementById("se-pred").value === "predict_dev.json"`, 2*time.Minute)
	if g := evalString(t, ctx, `document.getElementById("se-gold").value`); g != "demo/dev.json" {
		t.Errorf("gold %q, want the demo's dev.json (167 questions)", g)
	}
	if c := evalString(t, ctx, `document.getElementById("se-compat").value`); c != "testsuite" {
		t.Errorf("the reference switched to %q", c)
	}
	note := evalString(t, ctx, `(document.getElementById("se-ref-note") || {}).textContent || ""`)
	if !strings.Contains(note, "predict_dev.json is a BIRD prediction file") || !strings.Contains(note, "the reference stays testsuite") {
		t.Errorf("the Data view says %q", note)
	}
	shoot(t, ctx, "reference-bird-offer.png")
	within(t, ctx, 10*time.Second, "choosing bird", chromedp.Click(chromedp.CSS("#se-use-bird")))
	waitJS(t, ctx, "waiting for the bird reference", `document.getElementById("se-compat").value === "bird"`, 20*time.Second)
	if n := evalString(t, ctx, `(document.getElementById("se-ref-note") || {}).textContent || ""`); !strings.Contains(n, "as you asked") {
		t.Errorf("after choosing bird the Data view says %q", n)
	}
}

// TestSeveralPredictionsSaySo follows issue 33, item 6: three prediction
// files of the gold's length given together are not resolved silently:
// the first by name is chosen and the Data view says so.
func TestSeveralPredictionsSaySo(t *testing.T) {
	t.Parallel() // see TestMain
	dir := t.TempDir()
	files := writeFiles(t, dir, map[string]string{
		"gold.sql": "SELECT count(*) FROM singer\tconcert_singer\nSELECT name FROM singer\tconcert_singer\n",
		"c.sql":    "SELECT count(*) FROM singer\nSELECT name FROM singer\n",
		"a.sql":    "SELECT count(*) FROM singer\nSELECT age FROM singer\n",
		"b.sql":    "SELECT 1\nSELECT name FROM singer\n",
	})
	ctx := upload(t, files)
	waitJS(t, ctx, "waiting for the choice", `document.getElementById("se-pred").value === "a.sql" && document.getElementById("se-gold").value === "gold.sql"`, 2*time.Minute)
	notes := evalString(t, ctx, `[...document.querySelectorAll(".se-pair-note")].map(n => n.textContent).join("|")`)
	if !strings.Contains(notes, "3 prediction files of this load pair with gold.sql; a.sql is scored first (the first by name)") {
		t.Errorf("the Data view says %q", notes)
	}
	pick(t, ctx, "se-pred", "b.sql")
	// The page redraws after the change event: the note must go then.
	waitJS(t, ctx, "waiting for the note to go after the user's own choice", `document.getElementById("se-pred").value === "b.sql" &&
		![...document.querySelectorAll(".se-pair-note")].some(n => n.textContent.includes("scored first"))`, time.Minute)
}
