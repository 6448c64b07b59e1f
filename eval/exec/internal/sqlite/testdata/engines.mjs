// The page's engine half of TestEnginesAgree (engines_test.go): runs each
// query of a corpus through driver_js.js and the official SQLite
// WebAssembly build, as the page does, and writes one record per query.
//
//   node engines.mjs NODE_BOOT DRIVER_JS POLICY_JSON CORPUS_JSONL OUT_JSONL
//
// corpus lines: {"db": path, "sql": text}; out lines: {"rc", "msg", "tail",
// "ro", "cols", "rows"}, rows being the SHA-256 of the rows answer (the
// driver's encoding: values, storage types and order).
import { createHash } from "node:crypto";
import fs from "node:fs";

const [boot, driver, policyFile, corpusFile, outFile] = process.argv.slice(2);
await import(boot);
const policy = JSON.parse(fs.readFileSync(policyFile, "utf8"));
const fds = new Map();
const read = (id, off, dst) => fs.readSync(fds.get(id), dst, 0, dst.length, off);
const engine = new Function("sqlite3", "policy", "read", fs.readFileSync(driver, "utf8"))(globalThis.spiderevalSQLite3, policy, read);

const handles = new Map(); // path -> connection handle
let ids = 0;
const open = (path) => {
  if (!handles.has(path)) {
    const id = ++ids;
    fds.set(id, fs.openSync(path, "r"));
    engine.register(id, fs.fstatSync(fds.get(id)).size);
    handles.set(path, engine.open(id, null));
  }
  return handles.get(path);
};
const dec = new TextDecoder();
const hex = (b) => Buffer.from(b).toString("hex");
const out = [];
for (const line of fs.readFileSync(corpusFile, "utf8").split("\n")) {
  if (!line) continue;
  const q = JSON.parse(line);
  const h = open(q.db);
  if (typeof h === "string") {
    out.push(JSON.stringify({ rc: -1, msg: h }));
    continue;
  }
  const sql = new TextEncoder().encode(q.sql);
  engine.input(sql.length).set(sql);
  const b = engine.prepare(h, sql.length, policy.timeoutMs).slice();
  const dv = new DataView(b.buffer);
  let at = 0;
  const i32 = () => ((at += 4), dv.getInt32(at - 4, true));
  const bytes = () => {
    const n = i32();
    return b.subarray((at += n) - n, at);
  };
  const rec = { rc: i32() };
  if (rec.rc !== 0) {
    rec.msg = dec.decode(bytes());
  } else {
    const s = i32();
    if (s !== 0) {
      rec.tail = i32();
      rec.ro = b[at++] === 1;
      const n = i32();
      rec.cols = [];
      for (let i = 0; i < n; i++) rec.cols.push(hex(bytes()));
      if (rec.ro && n > 0) rec.rows = createHash("sha256").update(engine.rows(s, 1e9, 2 ** 40)).digest("hex");
      engine.finalize(s);
    }
  }
  out.push(JSON.stringify(rec));
}
fs.writeFileSync(outFile, out.join("\n") + "\n");
