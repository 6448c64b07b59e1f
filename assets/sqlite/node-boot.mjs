// Loads the official SQLite WebAssembly build into node before a Go test
// binary built for js/wasm starts, as the page's worker.js does in the
// browser: `node --import <this file> wasm_exec_node.js x.test` (see the
// Makefile's test-wasm). eval/exec's js/wasm driver finds the module in
// globalThis.spiderevalSQLite3.
import { readFileSync } from "node:fs";
import init from "./index.mjs";

// The build tries to install its OPFS file systems, which node lacks, and
// says so; every other warning is kept.
globalThis.sqlite3ApiConfig = {
  warn: (...args) => {
    if (!String(args[0]).startsWith("Ignoring inability to install")) console.warn(...args);
  },
};
globalThis.spiderevalSQLite3 = await init({
  wasmBinary: readFileSync(new URL("./sqlite3.wasm", import.meta.url)),
});
