// Bootstrap of a Go worker: start Go's runtime with the .wasm named like
// this script (worker.js runs worker.wasm, the scoring engine; the site
// build copies it to explain.js, which runs explain.wasm). Messages that
// arrive before the program is ready are queued and replayed.
importScripts("wasm_exec_go.js");
let pending = [];
self.onmessage = (e) => pending.push(e);
const go = new Go();
WebAssembly.instantiateStreaming(fetch(self.location.pathname.replace(/\.js$/, ".wasm")), go.importObject)
  .then((r) => {
    // go.run settles when the Go program exits (a panic ends it): the
    // engine is gone, and the page must know.
    go.run(r.instance)
      .then(() => self.postMessage(JSON.stringify({ type: "died", id: 0, error: "the engine exited (see the browser console)" })))
      .catch((err) => self.postMessage(JSON.stringify({ type: "died", id: 0, error: "the engine crashed: " + err })));
    const queued = pending;
    pending = [];
    for (const e of queued) self.onmessage(e);
  })
  .catch((err) => self.postMessage(JSON.stringify({ type: "died", id: 0, error: "the engine failed to start: " + err })));
