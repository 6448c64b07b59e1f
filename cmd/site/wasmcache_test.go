package main

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// streamsJS records, before any of the page's scripts run, each response
// the page hands to WebAssembly.instantiateStreaming or compileStreaming:
// its URL (empty for a response made in JavaScript, which Chromium keeps
// no compiled code for), its Content-Type and whether it is the browser's
// own.
const streamsJS = `
window.__wasmStreams = [];
for (const f of ["instantiateStreaming", "compileStreaming"]) {
  const orig = WebAssembly[f];
  WebAssembly[f] = function (source, ...rest) {
    Promise.resolve(source).then((r) => window.__wasmStreams.push(
      [r.url, r.headers.get("Content-Type"), r.type].join(" "))).catch(() => {});
    return orig.call(this, source, ...rest);
  };
}
`

// TestAppWasmStreamsFromTheBrowsersResponse: the page compiles app.wasm
// from the browser's own response, with its URL and application/wasm,
// so a returning visitor's browser finds the code compiled; go-app's
// loader wrapped it in a response of its own, without a URL.
func TestAppWasmStreamsFromTheBrowsersResponse(t *testing.T) {
	t.Parallel() // see TestMain
	base := siteURL(t)
	ctx := newBrowser(t)
	logConsole(t, ctx)
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: streamsJS}); err != nil {
		t.Fatal(err)
	}
	within(t, ctx, time.Minute, "navigating", chromedp.Navigate(base+"/"))
	waitDemoReport(t, ctx)
	streams := evalString(t, ctx, `window.__wasmStreams.join("\n")`)
	if want := base + "/web/app.wasm application/wasm basic"; streams != want {
		t.Errorf("the page streamed:\n%s\nwant\n%s", streams, want)
	}
	if strings.Contains(evalString(t, ctx, `document.getElementById("app-wasm-loader") ? "loader" : ""`), "loader") {
		t.Error("go-app's loader is still shown")
	}
}
