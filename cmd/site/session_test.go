package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestSessionSaveReopen saves the demo run as a session file from the page
// and opens it in a fresh browser through the file input.
func TestSessionSaveReopen(t *testing.T) {
	t.Parallel() // see TestMain
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
	want := evalString(t, ctx, `document.getElementById("se-report-text").textContent`)
	prov := evalString(t, ctx, `document.getElementById("se-provenance").textContent`)
	within(t, ctx, 10*time.Second, "capturing downloads", chromedp.Evaluate[bool](`window.spidereval.download = (n, t) => { window.__dl = {n, t}; }; true`))
	within(t, ctx, 10*time.Second, "saving", chromedp.Click(chromedp.CSS("#se-save-session")))
	waitJS(t, ctx, "waiting for the session", `!!window.__dl`, 30*time.Second)
	saved := filepath.Join(t.TempDir(), evalString(t, ctx, `window.__dl.n`))
	if err := os.WriteFile(saved, []byte(evalString(t, ctx, `window.__dl.t`)), 0o644); err != nil {
		t.Fatal(err)
	}

	ctx2 := openPage(t, "/")
	waitMounted(t, ctx2)
	waitJS(t, ctx2, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
	within(t, ctx2, 10*time.Second, "opening the data view", chromedp.Click(chromedp.CSS(".se-tab:nth-child(1)")))
	within(t, ctx2, time.Minute, "uploading the session", chromedp.SetUploadFiles(chromedp.CSS("#se-files"), []string{saved}))
	waitJS(t, ctx2, "waiting for the second run", `!!document.getElementById("se-run") && document.getElementById("se-run").options.length === 2`, time.Minute)
	within(t, ctx2, 10*time.Second, "opening the report", chromedp.Click(chromedp.CSS(".se-tab:nth-child(2)")))
	waitJS(t, ctx2, "waiting for the report", `!!document.getElementById("se-report-text")`, 20*time.Second)
	if got := evalString(t, ctx2, `document.getElementById("se-report-text").textContent`); got != want {
		t.Errorf("the reopened session's report differs from the saved one")
	}
	if sel := evalString(t, ctx2, `document.getElementById("se-run").value`); sel != "1" {
		t.Errorf("the reopened run is not the current one: %s", sel)
	}
	// The provenance is kept, as --session keeps it, and the saved run is
	// named apart from the demo's run of the same files (issue 25, item 5).
	if got := evalString(t, ctx2, `(document.getElementById("se-provenance") || {}).textContent || ""`); got != prov {
		t.Errorf("reopened provenance %q, want %q", got, prov)
	}
	if names := evalString(t, ctx2, `[...document.getElementById("se-run").options].map(o => o.textContent).join("|")`); !strings.Contains(names, "2. saved: demo/pred_graphix_t5.sql") {
		t.Errorf("run names %q", names)
	}
}
