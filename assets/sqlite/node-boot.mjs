// Loads the official SQLite WebAssembly build into node before a Go test
// binary built for js/wasm starts, as the page's worker.js does in the
// browser: `node --import <this file> wasm_exec_node.js x.test` (see the
// Makefile's test-wasm). eval/exec's js/wasm driver finds the module in
// globalThis.spiderevalSQLite3.
import { readFileSync } from "node:fs";
import init from "./index.mjs";

// Databases are read through the engine's own VFS: the build's OPFS and
// key-value file systems are not installed (as in the page's worker.js).
globalThis.sqlite3ApiConfig = {
  disable: { vfs: { opfs: true, "opfs-vfs": true, "opfs-wl": true, "opfs-sahpool": true, kvvfs: true } },
};
globalThis.spiderevalSQLite3 = await init({
  wasmBinary: readFileSync(new URL("./sqlite3.wasm", import.meta.url)),
});
