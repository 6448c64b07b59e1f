// Page-side bridge between the go-app UI and the evaluation worker: it owns
// the Worker, posts dropped or picked files (folders included) to it as
// File objects, which the worker reads on demand (a database page by
// page), never here, and saves exports.
window.spidereval = {
  worker: null,
  onMessage: null,
  early: [], // the worker's messages before the page's Go asked for them
  batches: new Map(), // files sent under each load id, sent again after a restart
  // Files chosen or dropped before the page's Go runs (its pre-rendered
  // buttons look live) wait here, as promises of file lists, until the
  // page takes them (filesReady).
  earlyFiles: [],
  takeFiles: null,
  // start hands the worker's messages to the page; the worker itself was
  // started with this script, so that it downloads and compiles while the
  // page's own wasm does.
  start(onMessage) {
    this.onMessage = onMessage;
    if (!this.worker) this.spawn();
    const early = this.early;
    this.early = [];
    for (const m of early) onMessage(m);
  },
  deliver(m) {
    if (this.onMessage) this.onMessage(m);
    else this.early.push(m);
  },
  // ?workers=N in the page's address caps the engine workers (the engine
  // and its helpers) at N; without it, one per core (at most four).
  workers: new URLSearchParams(location.search).get("workers"),
  spawn() {
    const w = new Worker("/web/worker.js" + (/^[0-9]+$/.test(this.workers || "") ? "?workers=" + this.workers : ""));
    w.onmessage = (e) => {
      if (w === this.worker) this.deliver(e.data);
    };
    // A trap in the wasm or an uncaught error ends the engine: say so once.
    w.onerror = (e) => {
      if (e.preventDefault) e.preventDefault();
      if (w === this.worker) this.died("the engine crashed: " + (e.message || "unknown error"));
    };
    w.onmessageerror = () => {
      if (w === this.worker) this.died("a message from the engine could not be read");
    };
    this.worker = w;
  },
  died(cause) {
    this.kill();
    this.deliver(JSON.stringify({ type: "died", id: 0, error: cause }));
  },
  kill() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
  },
  restart() {
    this.kill();
    this.spawn();
  },
  send(json) {
    if (this.worker) this.worker.postMessage({ json });
  },
  async sendFiles(id, files) {
    const list = Array.from(files);
    this.batches.set(id, list);
    return this.post(id, list);
  },
  // post sends a load: {json, names, files}, names carrying the folder
  // paths that structured cloning leaves off File objects.
  async post(id, list) {
    const names = list.map((f) => f.webkitRelativePath || f.relativePath || f.name);
    if (this.worker) this.worker.postMessage({ json: JSON.stringify({ type: "load", id }), names, files: list });
    return list.length;
  },
  // resend posts a load's files again (to a restarted engine).
  resend(id) {
    return this.post(id, this.batches.get(id) || []);
  },
  forget() {
    this.batches.clear();
  },
  // filesReady hands the early files to take (a list of File objects per
  // choice, or the error that kept a dropped folder from being read) and
  // returns how many choices wait; from then on the page's own handlers
  // get the files.
  filesReady(take) {
    this.takeFiles = take;
    const waiting = this.earlyFiles;
    this.earlyFiles = [];
    for (const p of waiting) {
      p.then(
        (files) => take(files, ""),
        (err) => take([], String(err)),
      );
    }
    return waiting.length;
  },
  // dropFiles walks dropped folders (webkitGetAsEntry) and sends every file.
  async dropFiles(id, dataTransfer) {
    return this.sendFiles(id, await this.dropped(dataTransfer));
  },
  // dropped lists the files of a drop, folders walked; it reads the
  // entries before its first await, while the drop event lasts.
  async dropped(dataTransfer) {
    const entries = Array.from(dataTransfer.items || [])
      .map((i) => (i.webkitGetAsEntry ? i.webkitGetAsEntry() : null))
      .filter((e) => e);
    if (entries.length === 0) return Array.from(dataTransfer.files);
    const files = [];
    const walk = async (entry, prefix) => {
      if (entry.isFile) {
        const f = await new Promise((ok, ko) => entry.file(ok, ko));
        f.relativePath = prefix + f.name;
        files.push(f);
      } else if (entry.isDirectory) {
        const reader = entry.createReader();
        for (;;) {
          const batch = await new Promise((ok, ko) => reader.readEntries(ok, ko));
          if (batch.length === 0) break;
          for (const e of batch) await walk(e, prefix + entry.name + "/");
        }
      }
    };
    for (const e of entries) await walk(e, "");
    return files;
  },
  // about reads web/about.json (the site's wasm checksums) and hands
  // done its text and "", or "" and the cause.
  about(done) {
    fetch("/web/about.json", { cache: "no-cache" })
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error("HTTP " + r.status))))
      .then((t) => done(t, ""), (e) => done("", String(e)));
  },
  // copy puts text on the clipboard and hands done "" or why it could
  // not (where the asynchronous clipboard is refused, a selected
  // textarea is copied the older way).
  copy(text, done) {
    const older = (cause) => {
      const ta = document.createElement("textarea");
      ta.value = text;
      ta.setAttribute("readonly", "");
      ta.style.position = "fixed";
      ta.style.opacity = "0";
      document.body.appendChild(ta);
      ta.select();
      let ok = false;
      try { ok = document.execCommand("copy"); } catch (e) { cause = String(e); }
      ta.remove();
      done(ok ? "" : String(cause || "the browser refused"));
    };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(() => done(""), older);
    } else {
      older("no clipboard");
    }
  },
  download(filename, text) {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = filename;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};

// The engine starts with the page.
window.spidereval.spawn();

// Until the page's Go takes files, a file chosen in a pre-rendered input
// or dropped anywhere is kept for it (a drop would otherwise open the
// file in place of the page).
(() => {
  const se = window.spidereval;
  document.addEventListener("change", (e) => {
    const t = e.target;
    if (se.takeFiles || !t || t.type !== "file" || !t.files || t.files.length === 0) return;
    e.stopImmediatePropagation();
    se.earlyFiles.push(Promise.resolve(Array.from(t.files)));
  }, true);
  document.addEventListener("dragover", (e) => {
    if (!se.takeFiles) e.preventDefault();
  }, true);
  document.addEventListener("drop", (e) => {
    if (se.takeFiles || !e.dataTransfer) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    se.earlyFiles.push(se.dropped(e.dataTransfer));
  }, true);
})();
