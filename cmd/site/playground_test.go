package main

import (
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestPlayground opens a shared playground link, checks the verdict, then
// picks a curated example and checks the new verdict and the link.
func TestPlayground(t *testing.T) {
	q := url.Values{"view": {"playground"}, "db": {"concert_singer"},
		"gold": {"SELECT name FROM singer WHERE age > 40"}, "pred": {"SELECT name FROM singer WHERE age > 20"}}
	ctx := openPage(t, "/?"+q.Encode())
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the verdict", `!!document.getElementById("se-pg-verdict")`, scoreTimeout)
	badges := evalString(t, ctx, `document.querySelector("#se-pg-verdict .se-badges").textContent`)
	if !strings.Contains(badges, "exact ✓") || !strings.Contains(badges, "exec ✗") || !strings.Contains(badges, "easy") {
		t.Errorf("values-ignored pair: badges %q, want exact ✓, exec ✗, easy", badges)
	}
	if n := evalString(t, ctx, `String(document.querySelectorAll("#se-pg-verdict .se-rows").length)`); n != "2" {
		t.Errorf("%s result tables, want 2", n)
	}
	shoot(t, ctx, "playground.png")

	within(t, ctx, 10*time.Second, "choosing an example", chromedp.Evaluate[bool](`(() => {
		const s = document.getElementById("se-pg-example");
		s.value = [...s.options].find(o => o.textContent === "Same meaning, different clauses").value;
		s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`))
	waitJS(t, ctx, "waiting for the new verdict", `document.getElementById("se-pg-gold").value.startsWith("SELECT max(age)") && document.querySelector("#se-pg-verdict .se-badges").textContent.includes("exact ✗")`, 30*time.Second)
	badges = evalString(t, ctx, `document.querySelector("#se-pg-verdict .se-badges").textContent`)
	if !strings.Contains(badges, "exec ✓") {
		t.Errorf("equivalent query: badges %q, want exec ✓", badges)
	}
	link := evalString(t, ctx, `location.search`)
	if !strings.Contains(link, "gold=SELECT+max%28age%29") || !strings.Contains(link, "view=playground") {
		t.Errorf("the link does not carry the pair: %s", link)
	}
}
