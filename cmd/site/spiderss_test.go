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
	t.Parallel() // see TestMain
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

	// The report's rows by number of sub-sentences link to the questions'
	// filter, and choosing a number there counts as the row does.
	within(t, ctx, 10*time.Second, "opening the report", chromedp.Click(chromedp.CSS(".se-tab:nth-child(2)")))
	table := `[...document.querySelectorAll(".se-breakdowns .se-table-wrap")].find(w => w.querySelector("h3").textContent === "By subsentences")`
	waitJS(t, ctx, "waiting for the breakdown table", `!!(`+table+`)`, 20*time.Second)
	rows := evalString(t, ctx, `[...(`+table+`).querySelectorAll("tbody tr")].map(tr => tr.cells[0].textContent + "=" + tr.cells[1].textContent).join(" ")`)
	groups := strings.Fields(rows)
	if len(groups) < 2 {
		t.Fatalf("breakdown by subsentences: rows %q, want at least 2", rows)
	}
	key, count, _ := strings.Cut(groups[0], "=")
	within(t, ctx, 10*time.Second, "following the first row", chromedp.Evaluate[bool](`(`+table+`).querySelector("tbody tr a").click(), true`))
	waitJS(t, ctx, "waiting for the filtered list", `!!document.getElementById("se-f-subsentences") && document.getElementById("se-count").textContent.startsWith("`+count+` of")`, 20*time.Second)
	if v := evalString(t, ctx, `document.getElementById("se-f-subsentences").value`); v != key {
		t.Errorf("the row %s set the filter to %q", key, v)
	}
	if u := evalString(t, ctx, `location.search`); !strings.Contains(u, "subsentences="+key) {
		t.Errorf("the link does not carry the filter: %s", u)
	}
	key, count, _ = strings.Cut(groups[1], "=")
	within(t, ctx, 10*time.Second, "choosing a number of sub-sentences", chromedp.Evaluate[bool](`(() => {
		const s = document.getElementById("se-f-subsentences");
		s.value = "`+key+`"; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`))
	waitJS(t, ctx, "waiting for the count of "+key, `document.getElementById("se-count").textContent.startsWith("`+count+` of")`, 20*time.Second)
	if n := evalString(t, ctx, `String(document.querySelectorAll(".se-q").length)`); n != count {
		t.Errorf("%s questions listed with %s sub-sentences, want %s", n, key, count)
	}
	shoot(t, ctx, "subsentences-filter.png")

	// Question 24 in the playground: its text joins the annotations there
	// too, beside the judged clauses; another question has none.
	within(t, ctx, 10*time.Second, "reopening question 24", chromedp.Evaluate[bool](`(() => {
		const s = document.getElementById("se-f-subsentences");
		s.value = ""; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`))
	waitJS(t, ctx, "waiting for the whole list", `document.querySelectorAll(".se-q").length > 24`, 20*time.Second)
	within(t, ctx, 10*time.Second, "opening question 24", chromedp.Evaluate[bool](`document.querySelectorAll(".se-q")[24].click(), true`))
	waitJS(t, ctx, "waiting for the question", `!!document.getElementById("se-to-playground") && document.getElementById("se-question-title").textContent.includes("Show the stadium name and capacity")`, 30*time.Second)
	within(t, ctx, 10*time.Second, "editing it in the playground", chromedp.Click(chromedp.CSS("#se-to-playground")))
	waitJS(t, ctx, "waiting for the playground's sub-sentences", `document.querySelectorAll("#se-pg-verdict #se-subsentences .se-ss").length === 3 && document.querySelectorAll("#se-pg-verdict #se-clauses tr[data-kw=WHERE]").length > 0`, time.Minute)
	if v := evalString(t, ctx, `document.getElementById("se-pg-question").value`); !strings.HasPrefix(v, "Show the stadium name and capacity") {
		t.Errorf("the playground's question is %q", v)
	}
	within(t, ctx, 10*time.Second, "selecting the WHERE sub-sentence", chromedp.Evaluate[bool](`document.querySelectorAll("#se-pg-verdict .se-ss")[2].focus(), true`))
	marked = evalString(t, ctx, `[...document.querySelectorAll("#se-pg-verdict #se-clauses tbody tr")].filter(tr => getComputedStyle(tr.cells[1]).boxShadow !== "none").map(tr => tr.dataset.kw).join(",")`)
	if marked != "WHERE" {
		t.Errorf("playground: marked clause rows %q, want WHERE", marked)
	}
	shoot(t, ctx, "subsentences-playground.png")
	within(t, ctx, 10*time.Second, "typing another question", chromedp.Evaluate[bool](`(() => {
		const b = document.getElementById("se-pg-question");
		b.value = "Show the stadium names"; b.dispatchEvent(new Event("input", {bubbles: true})); return true; })()`))
	waitJS(t, ctx, "waiting for the sub-sentences to go", `!document.querySelector("#se-pg-verdict #se-subsentences")`, 30*time.Second)
	if q := linkedPair(t, ctx).Question; q != "Show the stadium names" {
		t.Errorf("the link carries the question %q", q)
	}
}
