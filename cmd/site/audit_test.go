package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestAuditInPage: the Data view's gold audit of the demo lists what
// `spidereval audit` prints for the same files, line for line.
func TestAuditInPage(t *testing.T) {
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	demo := filepath.Join(root, "assets", "demo")
	cmd := exec.Command("go", "run", "./cmd/spidereval", "audit", "--gold", filepath.Join(demo, "dev_gold.sql"), "--db", filepath.Join(demo, "database"))
	cmd.Dir = root
	out, _ := cmd.Output() // exits 6 when only fragile golds are found
	var want []string
	for _, l := range strings.Split(string(out), "\n") {
		if strings.Contains(l, "dev_gold.sql:") {
			want = append(want, strings.Replace(l, filepath.Join(demo, "dev_gold.sql"), "demo/dev_gold.sql", 1))
		}
	}
	if len(want) == 0 {
		t.Fatalf("the CLI found nothing:\n%s", out)
	}
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
	within(t, ctx, 10*time.Second, "opening the data view", chromedp.Click(chromedp.CSS(".se-tab:nth-child(1)")))
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
