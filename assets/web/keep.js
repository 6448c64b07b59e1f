// Kept files: copies of loaded files in the browser's origin-private file
// system (OPFS), so that reopening the page finds them without dropping
// them again. They live under one folder, "spidereval-kept", at their
// relative paths (a dropped folder's paths, or a URL load's index paths);
// on page open they are listed and handed to the worker as File objects,
// read on demand like dropped files, never whole. Every function returns
// a promise; failures reject with a message naming the file and cause.
// Operations run one at a time: a listing that walks the folder while it
// is removed can make the removal fail.
window.spideKeep = {
  dir: "spidereval-kept",
  tail: Promise.resolve(),
  serial(fn) {
    const run = this.tail.then(fn, fn);
    this.tail = run.catch(() => {});
    return run;
  },
  supported() {
    return !!(navigator.storage && navigator.storage.getDirectory && window.FileSystemFileHandle &&
      FileSystemFileHandle.prototype.createWritable);
  },
  async root(create) {
    const opfs = await navigator.storage.getDirectory();
    try {
      return await opfs.getDirectoryHandle(this.dir, { create });
    } catch (e) {
      if (!create && e.name === "NotFoundError") return null;
      throw e;
    }
  },
  // parts splits a relative path into folder names and a file name,
  // refusing paths that would leave the folder.
  parts(path) {
    const parts = String(path).split("/").filter((p) => p !== "");
    if (parts.length === 0 || parts.some((p) => p === "." || p === ".." || p.includes("\\"))) {
      throw new Error(path + ": not a relative path inside the folder");
    }
    return parts;
  },
  async handle(root, path) {
    const parts = this.parts(path);
    let dir = root;
    for (const p of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(p, { create: true });
    return dir.getFileHandle(parts[parts.length - 1], { create: true });
  },
  // save copies one body (a File, a Blob or a fetch Response's stream)
  // to path, streamed: the whole file is never in memory.
  async save(root, path, stream) {
    const fh = await this.handle(root, path);
    const w = await fh.createWritable();
    await stream.pipeTo(w); // closes w, which commits the copy
  },
  // keepFiles copies the files of the page's loads not already kept;
  // it resolves to {saved, bytes}. The browser is asked to keep the
  // storage (navigator.storage.persist) on the first copy.
  keepFiles(files) {
    return this.serial(() => this.copyFiles(files));
  },
  async copyFiles(files) {
    const root = await this.root(true);
    let saved = 0, bytes = 0;
    for (const f of files) {
      if (f.spideKept) continue;
      const path = f.webkitRelativePath || f.relativePath || f.name;
      try {
        await this.save(root, path, f.stream());
      } catch (e) {
        throw new Error("keeping " + path + ": " + (e && e.message ? e.message : e));
      }
      saved++;
      bytes += f.size;
    }
    await this.persist();
    return { saved, bytes };
  },
  // loadedFiles are the files the bridge has sent to the worker.
  loadedFiles() {
    const all = [];
    for (const list of window.spidereval.batches.values()) all.push(...list);
    return all;
  },
  // keepAll keeps the loaded files, then downloads each URL load's files.
  keepAll(urls) {
    return this.serial(async () => {
      const total = await this.copyFiles(this.loadedFiles());
      for (const u of urls || []) {
        const r = await this.copyURL(u);
        total.saved += r.saved;
        total.bytes += r.bytes;
      }
      return total;
    });
  },
  // keepURL downloads what a URL load named (its files, for a folder
  // index: a JSON list of paths, or {"files": [...]}) into the kept folder.
  keepURL(url) {
    return this.serial(() => this.copyURL(url));
  },
  async copyURL(url) {
    const root = await this.root(true);
    const get = async (u) => {
      let res;
      try {
        res = await fetch(u);
      } catch (e) {
        throw new Error("GET " + u + ": no answer (a network error, or CORS): " + (e && e.message ? e.message : e));
      }
      if (!res.ok) throw new Error("GET " + u + ": HTTP " + res.status + " " + res.statusText);
      return res;
    };
    const res = await get(url);
    const name = decodeURIComponent(new URL(url).pathname.split("/").filter((p) => p).pop() || "data");
    const body = await res.blob();
    let paths = null;
    if (body.size < 16 << 20) {
      try {
        const j = JSON.parse(await body.text());
        if (Array.isArray(j) && j.every((p) => typeof p === "string" && !/\s/.test(p))) paths = j;
        else if (j && Array.isArray(j.files) && j.files.every((p) => typeof p === "string")) paths = j.files;
      } catch (e) {
        paths = null; // not JSON: one file
      }
    }
    let saved = 0, bytes = 0;
    const keep = async (path, stream, size) => {
      try {
        await this.save(root, path, stream);
      } catch (e) {
        throw new Error("keeping " + path + ": " + (e && e.message ? e.message : e));
      }
      saved++;
      bytes += size;
    };
    if (paths === null) {
      await keep(name, body.stream(), body.size);
    } else {
      for (const p of paths) {
        try {
          this.parts(p);
        } catch (e) {
          continue; // the worker skipped (and named) paths leaving the folder
        }
        const r = await get(new URL(p.split("/").map(encodeURIComponent).join("/"), url).href);
        await keep(p, r.body, Number(r.headers.get("Content-Length")) || 0);
      }
    }
    await this.persist();
    return { saved, bytes };
  },
  async persist() {
    if (navigator.storage.persist) {
      try {
        await navigator.storage.persist();
      } catch (e) {
        // refused or unsupported: the copies stay, at the browser's discretion
      }
    }
  },
  // list resolves to the kept files as File objects (relativePath set,
  // marked as kept), sorted by path.
  list() {
    return this.serial(() => this.walk());
  },
  async walk() {
    const root = await this.root(false);
    const files = [];
    if (!root) return files;
    const walk = async (dir, prefix) => {
      for await (const [name, h] of dir.entries()) {
        if (h.kind === "directory") await walk(h, prefix + name + "/");
        else {
          const f = await h.getFile();
          f.relativePath = prefix + name;
          f.spideKept = true;
          files.push(f);
        }
      }
    };
    await walk(root, "");
    files.sort((a, b) => (a.relativePath < b.relativePath ? -1 : a.relativePath > b.relativePath ? 1 : 0));
    return files;
  },
  // forget removes every kept file, and checks that none is left.
  forget() {
    return this.serial(async () => {
      if (!(await this.root(false))) return;
      const opfs = await navigator.storage.getDirectory();
      await opfs.removeEntry(this.dir, { recursive: true });
      const left = await this.walk();
      if (left.length > 0) throw new Error(left.length + " kept files could not be removed, such as " + left[0].relativePath);
    });
  },
  // usage resolves to {usage, quota, persisted}: what this site stores in
  // the browser (kept files, and the app's offline cache) and may store.
  async usage() {
    const est = navigator.storage.estimate ? await navigator.storage.estimate() : {};
    const persisted = navigator.storage.persisted ? await navigator.storage.persisted() : false;
    return { usage: est.usage || 0, quota: est.quota || 0, persisted };
  },
};
