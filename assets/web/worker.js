// Bootstrap of the evaluation worker: start Go's runtime with worker.wasm.
// Messages that arrive before the engine is ready are queued and replayed.
importScripts("wasm_exec_go.js");
let pending = [];
self.onmessage = (e) => pending.push(e);
const go = new Go();
WebAssembly.instantiateStreaming(fetch("worker.wasm"), go.importObject)
  .then((r) => {
    go.run(r.instance);
    const queued = pending;
    pending = [];
    for (const e of queued) self.onmessage(e);
  })
  .catch((err) => self.postMessage(JSON.stringify({ type: "error", id: 0, error: "the evaluation engine failed to start: " + err })));
