package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/audit"
	"github.com/spidereval/spidereval/eval/dataset"
	spexec "github.com/spidereval/spidereval/eval/exec"
)

// TestAuditInPage: the Data view's gold audit of the demo lists what
// `spidereval audit` prints for the same files (its path, in process),
// line for line.
func TestAuditInPage(t *testing.T) {
	t.Parallel() // see TestMain
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	demo := filepath.Join(root, "assets", "demo")
	// What `spidereval audit` prints: its path, run in process.
	data, err := os.ReadFile(filepath.Join(demo, "dev_gold.sql"))
	if err != nil {
		t.Fatal(err)
	}
	golds, dialect, err := audit.ReadGolds(dataset.File{Name: "demo/dev_gold.sql", Data: data}, eval.TestSuite)
	if err != nil {
		t.Fatal(err)
	}
	cat := spexec.NewDirCatalog(filepath.Join(demo, "database"))
	defer cat.Close()
	rep, err := audit.Run(t.Context(), golds, cat, audit.Options{Dialect: dialect, Limits: spexec.Limits{Timeout: eval.DefaultTimeout}})
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, f := range rep.Findings {
		want = append(want, f.String())
	}
	if len(want) == 0 {
		t.Fatal("the audit found nothing in the demo")
	}
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
	within(t, ctx, 10*time.Second, "opening the data view", chromedp.Click(chromedp.CSS(".se-tab:nth-child(1)")))
	waitJS(t, ctx, "waiting for the gold choice", `[...document.querySelectorAll("#se-gold option")].some(o => o.value === "demo/dev_gold.sql")`, 20*time.Second)
	within(t, ctx, 10*time.Second, "choosing the gold", chromedp.Evaluate[bool](`(() => { const s = document.getElementById("se-gold");
		s.value = "demo/dev_gold.sql"; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`))
	within(t, ctx, 10*time.Second, "auditing", chromedp.Click(chromedp.CSS("#se-audit-run")))
	waitJS(t, ctx, "waiting for the audit", `!!document.getElementById("se-audit-summary")`, 2*time.Minute)
	got := evalString(t, ctx, `[...document.querySelectorAll("#se-audit-findings li")].map(li => li.textContent).join("\n")`)
	if got != strings.Join(want, "\n") {
		t.Errorf("page:\n%s\nCLI:\n%s", got, strings.Join(want, "\n"))
	}
	within(t, ctx, 10*time.Second, "scrolling to the audit", chromedp.ScrollIntoView(chromedp.CSS("#se-audit")))
	shoot(t, ctx, "audit.png")
}
