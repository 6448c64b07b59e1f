// spiderevalWasm fetches a WebAssembly file of the site so that Chromium
// keeps its compiled code between visits: the response is the browser's
// own (from the network or its HTTP cache, revalidated with the server's
// ETag), handed unchanged to WebAssembly.instantiateStreaming. A response
// made in JavaScript (a stream put together here) has no URL, and one the
// service worker answers has no code cache either, so the service worker
// leaves .wasm requests to the network (app/serviceworker.go). Offline,
// the file comes from the service worker's Cache Storage (still streamed,
// but compiled anew).
//
// The site build appends this file to go-app's app.js (the page's
// app.wasm); the workers load it with importScripts.
async function spiderevalWasm(url) {
  try {
    const r = await fetch(url);
    if (r.ok) return r;
    throw new Error(url + ": HTTP " + r.status);
  } catch (err) {
    const stored = await self.caches.match(url).catch(() => undefined);
    if (stored) return stored;
    throw err;
  }
}
