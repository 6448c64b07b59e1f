// Bootstrap of a Go worker: start Go's runtime with the .wasm named like
// this script (worker.js runs worker.wasm, the scoring engine; the site
// build copies it to explain.js, which runs explain.wasm, served in two
// halves). Messages that
// arrive before the program is ready are queued and replayed.
//
// The scoring engine runs SQLite from the official WebAssembly build
// (sqlite/index.mjs, an ES module, so it is imported, not importScripts'd);
// it is fetched and compiled while worker.wasm is, and handed to Go in
// self.spiderevalSQLite3 (eval/exec's js/wasm driver) before Go starts.
//
// worker.wasm streams from the browser's own response (wasmcache.js), so
// a returning visitor's browser finds its compiled code. Only the engine
// worker compiles: it keeps its modules (worker.wasm's and SQLite's) in
// self.spiderevalModules, and hands them to each helper it starts
// ("helper", wasm/worker/helpers.go) as the helper's first message, which
// instantiates them without compiling. (Helpers streaming worker.wasm
// themselves left it out of the code cache on the next visit in 2 bench
// runs of 2, in a Chrome trace of make bench-web.)
importScripts("wasm_exec_go.js", "wasmcache.js");
let pending = [];
self.onmessage = (e) => pending.push(e);
const died = (error) => self.postMessage(JSON.stringify({ type: "died", id: 0, error }));
const name = self.location.pathname;
// Databases are read through the engine's own VFS: the build's OPFS and
// key-value file systems are not installed.
self.sqlite3ApiConfig = { disable: { vfs: { opfs: true, "opfs-vfs": true, "opfs-wl": true, "opfs-sahpool": true, kvvfs: true } } };
const sqlite = /\/worker\.js$/.test(name)
  ? import("./sqlite/index.mjs")
      .then((m) => m.default({ instantiateWasm: sqliteWasm }))
      .then((s) => { self.spiderevalSQLite3 = s; })
  : Promise.resolve();
const helper = self.name === "helper";
self.spiderevalModules = {};
// A helper's modules: the engine's first message (null: fetch and compile).
const givenModules = helper
  ? new Promise((resolve) => {
      self.onmessage = (e) => {
        if (e.data && typeof e.data === "object" && "spiderevalModules" in e.data) {
          self.onmessage = (q) => pending.push(q);
          resolve(e.data.spiderevalModules);
        } else {
          pending.push(e);
        }
      };
    })
  : null;
// instantiate runs the .wasm at url (fetched by get): streamed and
// compiled in the engine worker, its module kept as which; in a helper, the
// engine's module (see above).
function instantiate(url, get, imports, which) {
  if (!helper) {
    return WebAssembly.instantiateStreaming(get(url), imports).then((r) => {
      self.spiderevalModules[which] = r.module;
      return r;
    });
  }
  return givenModules.then((m) => m && m[which]
    ? WebAssembly.instantiate(m[which], imports).then((instance) => ({ instance, module: m[which] }))
    : WebAssembly.instantiateStreaming(get(url), imports));
}
// SQLite's wasm through spiderevalWasm too (the build's instantiateWasm
// hook; sqlite/index.mjs itself is the official file): offline, its own
// fetch would fail.
function sqliteWasm(imports, receive) {
  instantiate(new URL("sqlite/sqlite3.wasm", self.location.href).href, spiderevalWasm, imports, "sqlite")
    .then((r) => receive(r.instance, r.module))
    .catch((err) => died("SQLite failed to start: " + err));
  return {};
}
// explain.wasm is served in two halves (each under the 25 MiB per file of
// common static hosts): both download at once and stream into one
// response, compiled as it arrives (a response made here: its compiled
// code is not kept between visits).
const joined = (urls) => {
  const parts = urls.map(spiderevalWasm);
  parts.forEach((p) => p.catch(() => {})); // a failure is reported once, by the stream
  const body = new ReadableStream({
    async start(c) {
      try {
        for (const p of parts) {
          const reader = (await p).body.getReader();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            c.enqueue(value);
          }
        }
        c.close();
      } catch (err) {
        c.error(err);
      }
    },
  });
  return Promise.resolve(new Response(body, { headers: { "Content-Type": "application/wasm" } }));
};
const wasm = /\/explain\.js$/.test(name)
  ? () => joined([name.replace(/\.js$/, "-1.wasm"), name.replace(/\.js$/, "-2.wasm")])
  : spiderevalWasm;
const go = new Go();
Promise.all([instantiate(name.replace(/\.js$/, ".wasm"), wasm, go.importObject, "worker"), sqlite])
  .then(([r]) => {
    // go.run settles when the Go program exits (a panic ends it): the
    // engine is gone, and the page must know.
    go.run(r.instance)
      .then(() => died("the engine exited (see the browser console)"))
      .catch((err) => died("the engine crashed: " + err));
    const queued = pending;
    pending = [];
    for (const e of queued) self.onmessage(e);
  })
  .catch((err) => died("the engine failed to start: " + err));
