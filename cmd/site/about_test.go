package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/spidereval/spidereval/internal/buildinfo"
)

// TestAboutThisEngine: the footer's "About this engine" names the SQLite
// release and build the worker runs and spidereval's version, and lists
// every WebAssembly file of the site with its size and SHA-256, equal to
// the served files'.
func TestAboutThisEngine(t *testing.T) {
	t.Parallel() // see TestMain
	dir := builtSite(t)
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the engine", `document.getElementById("se-about-engine").textContent.includes("SQLite")`, mountTimeout)
	engine := evalString(t, ctx, `document.getElementById("se-about-engine").textContent`)
	for _, want := range []string{"SQLite 3.53.4 (@sqlite.org/sqlite-wasm 3.53.4-build2)", "spidereval " + buildinfo.Release} {
		if !strings.Contains(engine, want) {
			t.Errorf("the panel says %q, without %q", engine, want)
		}
	}
	within(t, ctx, 10*time.Second, "opening the panel", chromedp.Click(chromedp.CSS("#se-about summary")))
	waitJS(t, ctx, "waiting for the checksums", `document.querySelectorAll("#se-about-files tbody tr").length > 0`, time.Minute)
	rows := strings.Split(evalString(t, ctx, `[...document.querySelectorAll("#se-about-files tbody tr")].map(r => [...r.cells].map(c => c.textContent).join(" ")).join("|")`), "|")
	var want []string
	for _, rel := range aboutWasm {
		b, err := os.ReadFile(filepath.Join(dir, "web", filepath.FromSlash(rel)))
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(b)
		want = append(want, fmt.Sprintf("web/%s %d %s", rel, len(b), hex.EncodeToString(sum[:])))
	}
	if strings.Join(rows, "|") != strings.Join(want, "|") {
		t.Errorf("the panel lists\n%s\nwant\n%s", strings.Join(rows, "\n"), strings.Join(want, "\n"))
	}
	if evalString(t, ctx, `String(document.getElementById("se-about").open)`) != "true" {
		t.Error("the panel closed when its checksums came")
	}
	shoot(t, ctx, "about.png")
}
