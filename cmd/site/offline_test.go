package main

import (
	"context"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestOffline visits the app once, stops the server, and reloads a
// bookmarked view: the service worker serves everything from its cache and
// the demo is scored again.
func TestOffline(t *testing.T) {
	t.Parallel() // see TestMain
	srv := httptest.NewServer(newSiteHandler(builtSite(t)))
	defer srv.Close()
	ctx := openURL(t, newBrowser(t), srv.URL+"/", "first visit")
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the demo report", `!!document.getElementById("se-report-text")`, scoreTimeout)
	// The worker is installed once it has cached every resource.
	waitJS(t, ctx, "waiting for the service worker", `!!(navigator.serviceWorker && navigator.serviceWorker.controller) || (window.__swReady = window.__swReady || navigator.serviceWorker.ready.then(() => window.__swOK = true), !!window.__swOK)`, time.Minute)
	waitCached(t, ctx)

	srv.Close()
	within(t, ctx, time.Minute, "reloading offline", chromedp.Navigate(srv.URL+"/?view=questions&hardness=extra"))
	waitMounted(t, ctx)
	waitJS(t, ctx, "waiting for the list, offline", `document.querySelectorAll(".se-q").length > 0 && document.getElementById("se-count").textContent.startsWith("16 of 167")`, scoreTimeout)
}

// cachedJS counts the service worker's cached responses (asynchronously;
// the poll sees the latest count).
const cachedJS = `(caches.keys().then(async (ks) => { let n = 0; for (const k of ks) n += (await (await caches.open(k)).keys()).length; window.__cached = n; }), (window.__cached || 0) > 15)`

// waitCached waits until the service worker has cached the app for offline use.
func waitCached(t *testing.T, ctx context.Context) {
	t.Helper()
	waitJS(t, ctx, "waiting for the offline cache", cachedJS, time.Minute)
}
