package main

import (
	"net/url"
	"strings"
	"testing"
	"time"
)

// TestPlaygroundLinkWithoutParser follows issue 33, item 4: a shared
// Playground link shows the Spider grammar's verdict, the components and
// both results while explain.wasm (the full SQL parser) is still held
// back by the server, and says the rest follows; once the parser arrives,
// the diagnosis of the rejected prediction and the clause split appear.
func TestPlaygroundLinkWithoutParser(t *testing.T) {
	t.Parallel() // see TestMain
	base, open := holdingSite(t, newSiteHandler(builtSite(t)), func(path string) bool {
		return strings.HasPrefix(path, "/web/explain-") // explain.wasm's halves
	})
	q := url.Values{"view": {"playground"}, "db": {"concert_singer"},
		"gold": {"SELECT count(*) FROM singer"}, "pred": {"SELECT count(*) AS n FROM singer"}}
	ctx := openURL(t, newBrowser(t), base+"/?"+q.Encode(), "opening the shared link")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the verdict without the parser", `!!document.getElementById("se-pg-verdict") && !!document.getElementById("se-pg-parser")`, scoreTimeout)
	badges := evalString(t, ctx, `document.querySelector("#se-pg-verdict .se-badges").textContent`)
	if !strings.Contains(badges, "exact ✗") || !strings.Contains(badges, "exec ✓") {
		t.Errorf("badges %q, want exact ✗ and exec ✓ (an alias the grammar rejects, the same count)", badges)
	}
	if n := evalString(t, ctx, `String(document.querySelectorAll("#se-pg-verdict .se-rows").length)`); n != "2" {
		t.Errorf("%s result tables, want the gold's and the prediction's", n)
	}
	if evalString(t, ctx, `String(!!document.getElementById("se-reject-reason"))`) != "false" {
		t.Error("a diagnosis is shown before the parser came")
	}
	shoot(t, ctx, "playground-link-no-parser.png")
	open()
	waitJS(t, ctx, "waiting for the diagnosis", `!!document.getElementById("se-reject-reason") && !document.getElementById("se-pg-parser")`, 4*time.Minute)
	if r := evalString(t, ctx, `document.getElementById("se-reject-reason").textContent`); !strings.Contains(r, "alias") {
		t.Errorf("diagnosis %q does not name the alias", r)
	}
	shoot(t, ctx, "playground-link-with-parser.png")
}
