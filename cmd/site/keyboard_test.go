package main

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// contrastJS defines contrast(el): the contrast ratio of an element's
// text colour against the first opaque background at or above it.
const contrastJS = `window.__contrast = (el) => {
	const rgb = (s) => (s.match(/[\d.]+/g) || []).map(Number);
	const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
		.reduce((a, v, i) => a + v * [0.2126, 0.7152, 0.0722][i], 0);
	let bg = null;
	for (let e = el; e && !bg; e = e.parentElement) {
		const c = rgb(getComputedStyle(e).backgroundColor);
		if (c.length === 3 || c[3] === 1) bg = c.slice(0, 3);
	}
	bg = bg || [255, 255, 255];
	const a = lum(rgb(getComputedStyle(el).color)), b = lum(bg);
	return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}; true`

// tabTo presses Tab from the top of the page until the focused element
// matches sel, and returns the ids and classes focused on the way.
func tabTo(t *testing.T, ctx context.Context, sel string, most int) []string {
	t.Helper()
	within(t, ctx, 10*time.Second, "starting from the top", chromedp.Evaluate[bool](`document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0); true`))
	var seen []string
	for range most {
		within(t, ctx, 10*time.Second, "pressing Tab", chromedp.KeyEvent("\t"))
		at := evalString(t, ctx, `(() => { const e = document.activeElement; return e ? e.tagName + "#" + e.id + "." + e.className : ""; })()`)
		seen = append(seen, at)
		if evalString(t, ctx, fmt.Sprintf(`String(!!document.activeElement && document.activeElement.matches(%q))`, sel)) == "true" {
			return seen
		}
	}
	t.Fatalf("%d presses of Tab never reached %s; focused: %s", most, sel, strings.Join(seen, ", "))
	return nil
}

// TestKeyboardAndReading follows issue 33, item 3: the page can be zoomed
// and has one <h1>; with the keyboard alone the drop zone and the file
// input are reached and open the file chooser, and Tab reaches the
// question cards, Enter opening one; every badge's text has a 4.5:1
// contrast; the dark theme's clause rows are dark with readable text; the
// Data view does not scroll sideways at 390 px.
func TestKeyboardAndReading(t *testing.T) {
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
	within(t, ctx, 10*time.Second, "defining contrast", chromedp.Evaluate[bool](contrastJS))
	if v := evalString(t, ctx, `document.querySelector('meta[name="viewport"]').content`); strings.Contains(v, "maximum-scale") || strings.Contains(v, "user-scalable") {
		t.Errorf("the viewport forbids zooming: %q", v)
	}
	if h := evalString(t, ctx, `[...document.querySelectorAll("h1")].map(h => h.textContent).join("|")`); h != "spidereval" {
		t.Errorf("h1 elements: %q, want one, spidereval", h)
	}

	// The file chooser opens from the keyboard.
	choosers := make(chan string, 8)
	if err := chromedp.Listen(ctx, func(ev any) {
		if e, ok := ev.(*page.EventFileChooserOpened); ok {
			select {
			case choosers <- string(e.Mode):
			default:
			}
		}
	}); err != nil {
		t.Fatal(err)
	}
	within(t, ctx, 10*time.Second, "intercepting the file chooser", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.SetInterceptFileChooserDialog, page.SetInterceptFileChooserDialogParams{Enabled: true})
		return err
	}))
	chooserOpens := func(what string) {
		t.Helper()
		select {
		case <-choosers:
		case <-time.After(30 * time.Second):
			t.Errorf("%s: no file chooser opened", what)
		}
	}
	clickTab(t, ctx, "Data")
	waitJS(t, ctx, "waiting for the data view", `!!document.getElementById("se-score")`, 10*time.Second)
	seen := tabTo(t, ctx, "#se-files", 40)
	if !strings.Contains(strings.Join(seen, " "), "#se-drop.") {
		t.Errorf("Tab reached the file input without the drop zone: %s", strings.Join(seen, ", "))
	}
	shoot(t, ctx, "keyboard-file-input.png")
	within(t, ctx, 10*time.Second, "pressing Space on the file input", chromedp.KeyEvent(" "))
	chooserOpens("Space on the file input")
	within(t, ctx, 10*time.Second, "focusing the drop zone", chromedp.Evaluate[bool](`document.getElementById("se-drop").focus(); document.activeElement.id === "se-drop"`))
	within(t, ctx, 10*time.Second, "pressing Enter on the drop zone", chromedp.KeyEvent("\r"))
	chooserOpens("Enter on the drop zone")

	// Question cards: Tab reaches them, Enter opens one.
	clickTab(t, ctx, "Questions")
	waitJS(t, ctx, "waiting for the list", `document.querySelectorAll(".se-q").length > 0`, 20*time.Second)
	tabTo(t, ctx, ".se-q", 80)
	id := evalString(t, ctx, `document.activeElement.id`)
	if low := evalString(t, ctx, `String(Math.min(...[...document.querySelectorAll(".se-badge")].filter(b => b.offsetParent).map(b => __contrast(b))))`); atof(low) < 4.5 {
		t.Errorf("a badge's contrast is %s:1, under 4.5:1", low)
	}
	within(t, ctx, 10*time.Second, "pressing Enter on a card", chromedp.KeyEvent("\r"))
	waitJS(t, ctx, "waiting for the question "+id, `!!document.getElementById("se-clauses")`, 30*time.Second)
	if n := evalString(t, ctx, `String(document.querySelector(".se-q-index, h2") ? location.search : "")`); !strings.Contains(n, "q=") && !strings.Contains(n, "question") {
		t.Logf("address after Enter: %s", n)
	}

	// The dark theme: ✓ and ✗ clause rows are dark, their text readable.
	within(t, ctx, 10*time.Second, "switching to the dark theme", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "dark"}}})
		return err
	}))
	rows := evalString(t, ctx, `[...document.querySelectorAll(".se-clause.se-st-match, .se-clause.se-st-mismatch, .se-clause.se-st-match .se-ignored-note")]
		.map(e => __contrast(e).toFixed(2) + " " + getComputedStyle(e.closest(".se-clause") || e).backgroundColor).join("|")`)
	if rows == "" {
		t.Error("the question shows no clause row")
	}
	for _, r := range strings.Split(rows, "|") {
		var ratio float64
		var red, green, blue int
		fmt.Sscanf(r, "%g rgb(%d, %d, %d)", &ratio, &red, &green, &blue)
		if ratio < 4.5 || red+green+blue > 3*96 {
			t.Errorf("dark theme clause row: contrast and background %q, want 4.5:1 on a dark background", r)
		}
	}
	shoot(t, ctx, "dark-question.png")

	// No sideways scroll on a 390 px wide screen.
	within(t, ctx, 10*time.Second, "a phone's width", chromedp.EmulateViewport(390, 844))
	clickTab(t, ctx, "Data")
	waitJS(t, ctx, "waiting for the data view", `!!document.getElementById("se-score")`, 10*time.Second)
	if w := evalString(t, ctx, `(() => { const d = document.documentElement; return d.scrollWidth + " " + d.clientWidth; })()`); func() bool {
		var sw, cw int
		fmt.Sscanf(w, "%d %d", &sw, &cw)
		return sw > cw
	}() {
		wide := evalString(t, ctx, `[...document.querySelectorAll("body *")].filter(e => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1).slice(0, 8).map(e => e.tagName + "." + e.className + "#" + e.id).join(", ")`)
		t.Errorf("the Data view scrolls sideways at 390 px (scroll and client widths %s); wider: %s", w, wide)
	}
	shoot(t, ctx, "data-390.png")
}

func atof(s string) float64 {
	var f float64
	fmt.Sscanf(s, "%g", &f)
	return f
}
