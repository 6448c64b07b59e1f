package main

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestDiagnosisFromExplainWorker opens a prediction the Spider grammar
// rejected: its diagnosis and clauses come from the explain worker, which
// the scoring worker starts once the first report is out (the TiDB parser
// is not part of the first download).
func TestDiagnosisFromExplainWorker(t *testing.T) {
	dir := t.TempDir()
	files := writeFiles(t, dir, map[string]string{
		"gold.sql": "SELECT count(*) FROM singer\tconcert_singer\nSELECT name FROM singer\tconcert_singer\n",
		"pred.sql": "SELECT count(*) FROM singer\nSELECT nme FROM singer\n",
	})
	ctx := upload(t, files)
	choose(t, ctx, "gold.sql", "pred.sql")
	within(t, ctx, 10*time.Second, "opening the questions", chromedp.Click(chromedp.CSS(".se-tab:nth-child(3)")))
	waitJS(t, ctx, "waiting for the list", `document.querySelectorAll(".se-q").length === 2`, 20*time.Second)
	if ok := within(t, ctx, 10*time.Second, "opening the rejected prediction", chromedp.Evaluate[bool](`(() => {
		const q = [...document.querySelectorAll(".se-q")].find(e => e.textContent.includes("rejected by grammar"));
		if (!q) return false;
		q.click(); return true; })()`)); !ok {
		t.Fatal("the prediction naming an unknown column is not marked as rejected")
	}
	waitJS(t, ctx, "waiting for the diagnosis", `!!document.getElementById("se-reject-reason")`, time.Minute)
	why := evalString(t, ctx, `document.getElementById("se-reject-reason").textContent`)
	if !strings.HasPrefix(why, "Why: unknown_identifier") {
		t.Errorf("diagnosis %q", why)
	}
	kws := evalString(t, ctx, `[...document.querySelectorAll("#se-clauses th.se-kw")].map(th => th.textContent).join(" ")`)
	if !strings.Contains(kws, "SELECT") || !strings.Contains(kws, "FROM") {
		t.Errorf("clause keywords %q: the queries are not split", kws)
	}
}
