// Page-side bridge between the go-app UI and the evaluation worker: it owns
// the Worker, reads dropped or picked files (folders included) into
// ArrayBuffers that are transferred, not copied, and saves exports.
window.spidereval = {
  worker: null,
  start(onMessage) {
    this.worker = new Worker("/web/worker.js");
    this.worker.onmessage = (e) => onMessage(e.data);
    this.worker.onerror = (e) => onMessage(JSON.stringify({ type: "error", id: 0, error: "worker: " + (e.message || e) }));
  },
  send(json) {
    this.worker.postMessage({ json });
  },
  async sendFiles(id, files) {
    const list = Array.from(files);
    const names = list.map((f) => f.webkitRelativePath || f.relativePath || f.name);
    const buffers = await Promise.all(list.map((f) => f.arrayBuffer()));
    this.worker.postMessage({ json: JSON.stringify({ type: "load", id }), names, buffers }, buffers);
    return list.length;
  },
  // dropFiles walks dropped folders (webkitGetAsEntry) and sends every file.
  async dropFiles(id, dataTransfer) {
    const entries = Array.from(dataTransfer.items || [])
      .map((i) => (i.webkitGetAsEntry ? i.webkitGetAsEntry() : null))
      .filter((e) => e);
    if (entries.length === 0) return this.sendFiles(id, dataTransfer.files);
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
    return this.sendFiles(id, files);
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
