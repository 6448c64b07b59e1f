package app

// ServiceWorker is the page's service worker template (go-app fills in the
// version and the resources): every resource is cached on install — a few
// seconds after the first load, so the copies do not compete with the page
// loading the same files — requests are served from the cache first, and a
// navigation with a query string (a bookmarked view) is answered with the
// cached page, so the app works offline after the first visit. Range
// requests and WebAssembly files are left to the network, and scripts are
// taken from it first (see the fetch handler).
const ServiceWorker = `const cacheName = "app-" + "{{.Version}}";
const resourcesToCache = {{.ResourcesToCache}};

self.addEventListener("install", (event) => {
  event.waitUntil(
    new Promise((resolve) => setTimeout(resolve, 4000))
      .then(() => caches.open(cacheName))
      .then((cache) => cache.addAll(resourcesToCache))
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== cacheName).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  // A range request (a file read by URL, block by block) goes to the
  // network: the cache holds whole files.
  if (event.request.headers.has("range")) return;
  const path = new URL(event.request.url).pathname;
  // A .wasm goes to the network (and the HTTP cache) too: Chromium keeps
  // compiled code beside the browser's own responses, not beside one a
  // service worker answers (seen in a Chrome trace: no code-cache hit on
  // the next visit). Offline, the loaders take it from this cache
  // themselves (assets/web/wasmcache.js).
  if (path.endsWith(".wasm")) return;
  // The scripts a .wasm runs with (go-app's loader, Go's wasm_exec, the
  // workers' bootstraps, SQLite's glue) come from the network first, like
  // the .wasm, so that both are of one build; from this cache offline.
  if (/\.m?js$/.test(path)) {
    event.respondWith(
      fetch(event.request)
        .catch(() => caches.match(event.request, { ignoreSearch: true }))
        .then((response) => response || Response.error())
    );
    return;
  }
  const navigate = event.request.mode === "navigate";
  event.respondWith(
    caches.match(navigate ? "/" : event.request, { ignoreSearch: navigate })
      .then((response) => response || fetch(event.request))
  );
});
`
