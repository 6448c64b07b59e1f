package main

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestSubSentencesInBrowser drops a Spider-SS file (nine annotated demo
// questions) on the page, scores the demo again and opens question 24:
// its sub-sentences show beside their clauses, and selecting one marks
// its clause rows in the clause table.
func TestSubSentencesInBrowser(t *testing.T) {
	annotations, err := filepath.Abs(filepath.Join("..", "..", "eval", "spiderss", "testdata", "handful.json"))
	if err != nil {
		t.Fatal(err)
	}
	ctx := upload(t, []string{annotations})
	waitJS(t, ctx, "waiting for the annotations", `document.body.textContent.includes("9 annotated questions")`, time.Minute)
	choose(t, ctx, "demo/dev.json", "demo/pred_graphix_t5.sql")
	waitJS(t, ctx, "waiting for the breakdown by subsentences", `document.body.textContent.includes("subsentences")`, 30*time.Second)
	within(t, ctx, 10*time.Second, "opening the questions", chromedp.Click(chromedp.CSS(".se-tab:nth-child(3)")))
	waitJS(t, ctx, "waiting for the list", `document.querySelectorAll(".se-q").length > 24`, 20*time.Second)
	within(t, ctx, 10*time.Second, "opening question 24", chromedp.Evaluate[bool](`document.querySelectorAll(".se-q")[24].click(), true`))
	waitJS(t, ctx, "waiting for the sub-sentences", `document.querySelectorAll("#se-subsentences .se-ss").length === 3`, 30*time.Second)
	waitJS(t, ctx, "waiting for the clauses", `document.querySelectorAll("#se-clauses tr[data-kw=WHERE]").length > 0`, time.Minute)
	text := evalString(t, ctx, `[...document.querySelectorAll("#se-subsentences .se-ss")].map(li => li.textContent).join(" / ")`)
	for _, want := range []string{"Show the stadium name and capacity", "SELECT stadium.name", "with most number of concerts", "ORDER BY order by count ( concert.* ) desc", "in year 2014 or after.", "WHERE year >= 2014"} {
		if !strings.Contains(text, want) {
			t.Errorf("sub-sentences lack %q: %s", want, text)
		}
	}
	within(t, ctx, 10*time.Second, "selecting the WHERE sub-sentence", chromedp.Evaluate[bool](`document.querySelectorAll("#se-subsentences .se-ss")[2].focus(), true`))
	marked := evalString(t, ctx, `[...document.querySelectorAll("#se-clauses tbody tr")].filter(tr => getComputedStyle(tr.cells[1]).boxShadow !== "none").map(tr => tr.dataset.kw).join(",")`)
	if marked != "WHERE" {
		t.Errorf("marked clause rows %q, want WHERE", marked)
	}
	shoot(t, ctx, "subsentences.png")
}
