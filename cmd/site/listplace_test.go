package main

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBackToTheListsPlace follows issue 33, item 8: Esc from a question
// returns to the page of the list that holds it, scrolled to it; a filter
// is named with its count and a "show all", and a question opened from
// elsewhere (Compare, a link) that the filter hides is named too.
func TestBackToTheListsPlace(t *testing.T) {
	// Question 121 of the demo's 167 is on the list's third page.
	ctx := openPage(t, "/?view=question&question=120")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for question 121", `!!document.getElementById("se-clauses")`, scoreTimeout)
	within(t, ctx, 10*time.Second, "pressing Esc", chromedp.KeyEvent("\x1b"))
	waitJS(t, ctx, "waiting for the list at question 121", `!!document.getElementById("se-q-120")`, 10*time.Second)
	waitJS(t, ctx, "waiting for question 121 on screen", inViewJS("#se-q-120"), 10*time.Second)
	if s := evalString(t, ctx, `String(!!document.getElementById("se-filtered"))`); s != "false" {
		t.Error("an unfiltered list says it is filtered")
	}

	// Question 121 is right: the wrong answers leave it out, and say so.
	within(t, ctx, 10*time.Second, "filtering", chromedp.Evaluate[bool](`(() => { const s = document.getElementById("se-f-outcome");
		s.value = "exact-wrong"; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`))
	waitJS(t, ctx, "waiting for the wrong answers", `document.getElementById("se-count").textContent === "23 of 167 questions"`, 10*time.Second)
	if s := evalString(t, ctx, `document.getElementById("se-filtered").textContent`); s != "filtered: 23 of 167 questions (question #121, last opened, is not among them) — show all" {
		t.Errorf("filtered list says %q", s)
	}
	// A wrong answer, opened (as from Compare) while the list shows the right ones only.
	wrong := strings.TrimPrefix(evalString(t, ctx, `document.querySelector(".se-q").id`), "se-q-")
	ctx = openPage(t, "/?view=question&outcome=exact-right&question="+wrong)
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the wrong answer", `!!document.getElementById("se-clauses")`, scoreTimeout)
	within(t, ctx, 10*time.Second, "pressing Esc", chromedp.KeyEvent("\x1b"))
	waitJS(t, ctx, "waiting for the filtered list", `!!document.getElementById("se-filtered")`, 10*time.Second)
	want := fmt.Sprintf("filtered: 144 of 167 questions (question #%d, last opened, is not among them) — show all", atoi(wrong)+1)
	if s := evalString(t, ctx, `document.getElementById("se-filtered").textContent`); s != want {
		t.Errorf("the list says %q, want %q", s, want)
	}
	shoot(t, ctx, "questions-filtered.png")
	within(t, ctx, 10*time.Second, "showing all", chromedp.Click(chromedp.CSS("#se-show-all")))
	waitJS(t, ctx, "waiting for the whole list at the question", `!!document.getElementById("se-q-`+wrong+`") && !document.getElementById("se-filtered") &&
		document.getElementById("se-count").textContent === "167 of 167 questions"`, 10*time.Second)
	if q := evalString(t, ctx, `location.search`); strings.Contains(q, "outcome=") {
		t.Errorf("the address still carries the filter: %s", q)
	}
}
