package app

// ServiceWorker is the page's service worker template (go-app fills in the
// version and the resources): every resource is cached on install — a few
// seconds after the first load, so the copies do not compete with the page
// loading the same files — requests are served from the cache first, and a
// navigation with a query string (a bookmarked view) is answered with the
// cached page, so the app works offline after the first visit. Range
// requests are left to the network.
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
  const navigate = event.request.mode === "navigate";
  event.respondWith(
    caches.match(navigate ? "/" : event.request, { ignoreSearch: navigate })
      .then((response) => response || fetch(event.request))
  );
});
`
