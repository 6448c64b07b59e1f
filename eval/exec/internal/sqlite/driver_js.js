// The js/wasm driver's JavaScript half (see driver_js.go, which embeds this
// file and calls it as a function of (sqlite3, policy, read)): SQLite from
// the official WebAssembly build, called through its raw exports so that a
// query costs two calls from Go and one copy of its rows.
//
//   sqlite3  the initialised @sqlite.org/sqlite-wasm module
//   policy   {pragmas, funcs, tables, heapLimit}: what the authorizer allows
//            and SQLite's heap cap per query (policy.go)
//   read     read(id, offset, Uint8Array) -> bytes read, or -1: the Go
//            source of database id
//
// Results go back as bytes in one buffer (little-endian):
//   prepare: i32 rc; rc != 0: str message, str denied function
//            rc == 0: i32 statement (0: no statement), u32 tail offset,
//                     u8 read-only, u32 columns, str name...
//   rows:    per row u8 1, then per cell u8 type and its value
//            (1 int: i64, 2 float: f64, 3 text / 4 blob: str, 5 null);
//            u8 2 when the row or byte bound stopped it; then u8 0,
//            i32 rc (0 when done) and, if rc != 0, str message.
//   str = u32 length + bytes, copied raw from SQLite's memory.
const capi = sqlite3.capi, wasm = sqlite3.wasm, ex = wasm.exports;
const ROW = 100, DONE = 101;
const OPEN_READONLY = 1;

// --- a read-only VFS over the Go sources -------------------------------
const files = new Map(); // sqlite3_file pointer -> source id
const io = new capi.sqlite3_io_methods();
io.$iVersion = 1;
sqlite3.vfs.installVfs({
  io: {
    struct: io,
    methods: {
      xClose: (f) => (files.delete(Number(f)), 0),
      xRead: (f, dest, n, off) => {
        const id = files.get(Number(f));
        const p = Number(dest);
        let got;
        try {
          got = read(id, Number(off), wasm.heap8u().subarray(p, p + n));
        } catch (e) {
          got = -1;
        }
        if (got < 0) return capi.SQLITE_IOERR_READ;
        if (got < n) {
          wasm.heap8u().fill(0, p + got, p + n);
          return capi.SQLITE_IOERR_SHORT_READ;
        }
        return 0;
      },
      xWrite: () => capi.SQLITE_READONLY,
      xTruncate: () => capi.SQLITE_READONLY,
      xSync: () => 0,
      xFileSize: (f, out) => (wasm.poke64(out, BigInt(sizes.get(files.get(Number(f))))), 0),
      xLock: () => 0,
      xUnlock: () => 0,
      xCheckReservedLock: (f, out) => (wasm.poke32(out, 0), 0),
      xFileControl: () => capi.SQLITE_NOTFOUND,
      xSectorSize: () => 512,
      xDeviceCharacteristics: () => capi.SQLITE_IOCAP_IMMUTABLE,
    },
  },
});
const sizes = new Map(); // source id -> size in bytes
const vfs = new capi.sqlite3_vfs();
const base = new capi.sqlite3_vfs(capi.sqlite3_vfs_find(null));
vfs.$iVersion = 2;
vfs.$szOsFile = capi.sqlite3_file.structInfo.sizeof;
vfs.$mxPathname = 64;
vfs.$xRandomness = base.$xRandomness;
vfs.$xSleep = base.$xSleep;
vfs.$xCurrentTime = base.$xCurrentTime;
vfs.$xCurrentTimeInt64 = base.$xCurrentTimeInt64;
vfs.$xGetLastError = base.$xGetLastError;
base.dispose();
sqlite3.vfs.installVfs({
  vfs: {
    struct: vfs,
    name: "spidereval",
    methods: {
      xOpen: (v, name, f, flags, outFlags) => {
        const id = name ? Number(wasm.cstrToJs(name).slice(1)) : NaN;
        if (!sizes.has(id) || !(flags & capi.SQLITE_OPEN_MAIN_DB)) return capi.SQLITE_CANTOPEN;
        files.set(Number(f), id);
        const file = new capi.sqlite3_file(f);
        file.$pMethods = io.pointer;
        file.dispose();
        if (outFlags) wasm.poke32(outFlags, OPEN_READONLY);
        return 0;
      },
      xDelete: () => capi.SQLITE_IOERR_DELETE,
      xAccess: (v, name, flags, out) => (wasm.poke32(out, 0), 0),
      xFullPathname: (v, name, n, out) => {
        const len = wasm.cstrlen(name);
        if (len >= n) return capi.SQLITE_CANTOPEN;
        wasm.heap8u().copyWithin(Number(out), Number(name), Number(name) + len + 1);
        return 0;
      },
    },
  },
});

// --- the policy --------------------------------------------------------
const lower = (xs) => new Set(xs.map((x) => x.toLowerCase()));
const rules = (p) => ({ pragmas: lower(p.pragmas), funcs: lower(p.funcs), tables: lower(p.tables) });
const defaultRules = rules(policy);
const connRules = new Map(); // connection handle -> rules
const AUTH_PRAGMA = 19, AUTH_READ = 20, AUTH_SELECT = 21, AUTH_FUNCTION = 31, AUTH_RECURSIVE = 33;
let denied = ""; // the function the authorizer last refused as missing
const name = (p) => (p ? wasm.cstrToJs(p).toLowerCase() : "");
const authorize = wasm.installFunction("i(pissss)", (u, action, z3, z4) => {
  const { pragmas, funcs, tables } = connRules.get(Number(u));
  switch (action) {
    case AUTH_SELECT:
    case AUTH_RECURSIVE:
      return 0;
    case AUTH_READ:
      return tables.has(name(z3)) ? 1 : 0;
    case AUTH_FUNCTION:
      if (funcs.has(name(z4))) {
        denied = wasm.cstrToJs(z4);
        return 1;
      }
      return 0;
    case AUTH_PRAGMA:
      return pragmas.has(name(z3)) ? 0 : 1;
  }
  return 1;
});

// soundex(X): the reference's SQLite (and ncruces's) is built with
// SQLITE_SOUNDEX, this build is not; the same algorithm over the same
// bytes: skip to the first ASCII letter, keep it upper-cased, then append
// the digit of each following byte (looked up by its low 7 bits, as SQLite
// does), skipping repeats of the previous digit, which a byte without a
// digit resets; pad with "0" to four characters; "?000" without a letter.
const soundexDigits = new Uint8Array(128);
for (const [letters, digit] of [["BFPV", 1], ["CGJKQSXZ", 2], ["DT", 3], ["L", 4], ["MN", 5], ["R", 6]]) {
  for (const ch of letters) soundexDigits[ch.charCodeAt(0)] = soundexDigits[ch.toLowerCase().charCodeAt(0)] = digit;
}
const isLetter = (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const soundex = wasm.installFunction("v(pip)", (ctx, argc, argv) => {
  const z = ex.sqlite3_value_text(wasm.peekPtr(argv));
  const heap = wasm.heap8u();
  let i = z, out = "?000";
  if (z) while (heap[i] && !isLetter(heap[i])) i++;
  if (z && heap[i]) {
    let prev = soundexDigits[heap[i] & 0x7f];
    out = String.fromCharCode(heap[i] >= 97 ? heap[i] - 32 : heap[i]);
    for (; out.length < 4 && heap[i]; i++) {
      const d = soundexDigits[heap[i] & 0x7f];
      if (d === 0) prev = 0;
      else if (d !== prev) (prev = d), (out += d);
    }
    out = out.padEnd(4, "0");
  }
  capi.sqlite3_result_text(ctx, out, 4, capi.SQLITE_TRANSIENT);
});
const soundexName = wasm.allocCString("soundex");

// like(P, S[, E]) and glob(P, S): the reference's SQLite (and ncruces's)
// is built with SQLITE_LIKE_DOESNT_MATCH_BLOBS, this build is not: there a
// BLOB operand never matches, here it would. These replace the built-in
// functions: a BLOB operand gives 0, as SQLite's own likeFunc does first
// in that build; otherwise the answer is SQLite's own matcher's. For two
// operands that is sqlite3_strlike (escape 0, as LIKE without ESCAPE) or
// sqlite3_strglob, after likeFunc's pattern-length check; with an ESCAPE,
// the built-in like() itself, run on the control connection (below) over
// the operands' text, which is what likeFunc reads too.
const BLOB = 4, PTR = wasm.ptr.size; // argv holds pointers
let likeEscape = 0; // the control connection's prepared like(?1, ?2, ?3)
const patternTooLong = (ctx, argv) =>
  ex.sqlite3_value_bytes(wasm.peekPtr(argv)) > ex.sqlite3_limit(ex.sqlite3_context_db_handle(ctx), 8, -1); // SQLITE_LIMIT_LIKE_PATTERN_LENGTH
const hasBlob = (argv) =>
  ex.sqlite3_value_type(wasm.peekPtr(argv)) === BLOB || ex.sqlite3_value_type(wasm.peekPtr(argv + PTR)) === BLOB;
const matcher = (glob) =>
  wasm.installFunction("v(pip)", (ctx, argc, argv) => {
    if (hasBlob(argv)) return ex.sqlite3_result_int(ctx, 0);
    if (patternTooLong(ctx, argv)) return capi.sqlite3_result_error(ctx, "LIKE or GLOB pattern too complex", -1);
    if (argc === 3) return escaped(ctx, argv);
    const p = ex.sqlite3_value_text(wasm.peekPtr(argv)), s = ex.sqlite3_value_text(wasm.peekPtr(argv + PTR));
    if (!p || !s) return; // NULL
    ex.sqlite3_result_int(ctx, (glob ? ex.sqlite3_strglob(p, s) : ex.sqlite3_strlike(p, s, 0)) === 0 ? 1 : 0);
  });
function escaped(ctx, argv) {
  const stmt = likeEscape;
  for (let i = 0; i < 3; i++) {
    const v = wasm.peekPtr(argv + i * PTR);
    const z = ex.sqlite3_value_text(v);
    if (z) ex.sqlite3_bind_text(stmt, i + 1, z, ex.sqlite3_value_bytes(v), capi.SQLITE_TRANSIENT);
    else ex.sqlite3_bind_null(stmt, i + 1);
  }
  const rc = ex.sqlite3_step(stmt);
  if (rc === ROW) {
    if (ex.sqlite3_column_type(stmt, 0) !== 5) ex.sqlite3_result_int(ctx, ex.sqlite3_column_int(stmt, 0));
  } else {
    capi.sqlite3_result_error(ctx, capi.sqlite3_errmsg(control), -1);
  }
  ex.sqlite3_reset(stmt);
  ex.sqlite3_clear_bindings(stmt);
}
const likeFunc = matcher(false), globFunc = matcher(true);
const likeName = wasm.allocCString("like"), globName = wasm.allocCString("glob");

// Deadlines: the progress handler of connection h stops its statement
// once performance.now() passes deadlines[h].
const deadlines = new Map();
const progress = wasm.installFunction("i(p)", (h) => (performance.now() > deadlines.get(Number(h)) ? 1 : 0));

// The heap cap: SQLite's hard heap limit is process-wide here (one
// instance for every connection), so before each statement it is set to
// what is in use plus the cap, from a connection of the engine's own; the
// limit is changed only when it would move by more than capSlack bytes
// (running the PRAGMA for every statement cost more than some statements).
let control = 0, heapCap = -1n;
const capSlack = 1n << 20n;
const memoryUsed = () =>
  wasm.pstack.call(() => {
    const cur = wasm.pstack.alloc(8), hi = wasm.pstack.alloc(8);
    ex.sqlite3_status64(0, cur, hi, 0);
    return wasm.peek64(cur);
  });
const capHeap = () => {
  const want = memoryUsed() + BigInt(policy.heapLimit);
  const moved = want > heapCap ? want - heapCap : heapCap - want;
  if (moved <= capSlack) return;
  heapCap = want;
  capi.sqlite3_exec(control, "PRAGMA hard_heap_limit = " + want, 0, 0, 0);
};

// --- output ------------------------------------------------------------
let out = new Uint8Array(1 << 16), dv = new DataView(out.buffer), at = 0;
const room = (n) => {
  if (at + n <= out.length) return;
  let size = out.length * 2;
  while (size < at + n) size *= 2;
  const grown = new Uint8Array(size);
  grown.set(out.subarray(0, at));
  out = grown;
  dv = new DataView(out.buffer);
};
const u8 = (x) => (room(1), (out[at++] = x));
const i32 = (x) => (room(4), dv.setInt32(at, x, true), (at += 4));
const bytes = (p, n) => {
  room(4 + n);
  dv.setUint32(at, n, true);
  at += 4;
  if (n > 0) out.set(wasm.heap8u().subarray(p, p + n), at);
  at += n;
};
const cstr = (p) => bytes(p, p ? wasm.cstrlen(p) : 0);
const str = (s) => {
  const b = new TextEncoder().encode(s);
  room(4 + b.length);
  dv.setUint32(at, b.length, true);
  out.set(b, at + 4);
  at += 4 + b.length;
};
const done = () => out.subarray(0, at);
const fail = (db) => (i32(ex.sqlite3_extended_errcode(db) || 1), cstr(ex.sqlite3_errmsg(db)));

// --- connections and statements ---------------------------------------
const conns = new Map(); // handle -> sqlite3*
const stmts = new Map(); // statement handle -> [sqlite3_stmt*, connection handle]
let seq = 0;
let input = new Uint8Array(0);

const engine = {
  version: capi.sqlite3_libversion(),
  // register makes source id readable by the VFS.
  register(id, size) {
    sizes.set(id, size);
  },
  unregister(id) {
    sizes.delete(id);
  },
  // open opens source id read-only and hardens the connection under the
  // policy p (null: the engine's); it returns a handle, or a string saying
  // why it failed.
  open(id, p) {
    return wasm.pstack.call(() => {
      const pp = wasm.pstack.allocPtr();
      const rc = capi.sqlite3_open_v2("/" + id, pp, OPEN_READONLY, "spidereval");
      const db = wasm.peekPtr(pp);
      if (rc) {
        const msg = db ? capi.sqlite3_errmsg(db) : capi.sqlite3_errstr(rc);
        if (db) capi.sqlite3_close_v2(db);
        return msg;
      }
      const h = ++seq;
      connRules.set(h, p ? rules(p) : defaultRules);
      const why = harden(db, h);
      if (why) {
        connRules.delete(h);
        capi.sqlite3_close_v2(db);
        return why;
      }
      conns.set(h, db);
      deadlines.set(h, Infinity);
      ex.sqlite3_progress_handler(db, 1000, progress, h);
      return h;
    });
  },
  close(h) {
    const db = conns.get(h);
    if (!db) return;
    for (const [s, [p, c]] of stmts) if (c === h) (ex.sqlite3_finalize(p), stmts.delete(s));
    conns.delete(h);
    deadlines.delete(h);
    connRules.delete(h);
    capi.sqlite3_close_v2(db);
  },
  // input returns a buffer of at least n bytes for the next statement's SQL.
  input(n) {
    if (input.length < n) input = new Uint8Array(Math.max(n, 2 * input.length, 4096));
    return input;
  },
  // prepare compiles the first statement of the n bytes of input.
  prepare(h, n, timeoutMs) {
    const db = conns.get(h);
    at = 0;
    deadlines.set(h, performance.now() + timeoutMs);
    denied = "";
    capHeap();
    wasm.pstack.call(() => {
      const sql = ex.sqlite3_malloc(n + 1);
      if (!sql) return (i32(7), str("out of memory"), str(""));
      wasm.heap8u().set(input.subarray(0, n), sql);
      wasm.heap8u()[sql + n] = 0;
      const pp = wasm.pstack.allocPtr(), pt = wasm.pstack.allocPtr();
      const rc = ex.sqlite3_prepare_v3(db, sql, n, 0, pp, pt);
      if (rc) {
        fail(db);
        str(denied);
      } else {
        const p = wasm.peekPtr(pp);
        i32(0);
        if (!p) {
          i32(0);
        } else {
          const s = ++seq;
          stmts.set(s, [p, h]);
          i32(s);
          i32(wasm.peekPtr(pt) - sql);
          u8(ex.sqlite3_stmt_readonly(p) ? 1 : 0);
          const cols = ex.sqlite3_column_count(p);
          i32(cols);
          for (let i = 0; i < cols; i++) cstr(ex.sqlite3_column_name(p, i));
        }
      }
      ex.sqlite3_free(sql);
    });
    return done();
  },
  // rows steps statement s to its end, or until more than maxRows rows or
  // maxBytes bytes of values were written.
  rows(s, maxRows, maxBytes) {
    const [p, h] = stmts.get(s);
    const db = conns.get(h);
    const cols = ex.sqlite3_column_count(p);
    at = 0;
    let rc, nrows = 0;
    while ((rc = ex.sqlite3_step(p)) === ROW) {
      if (nrows++ > maxRows || at > maxBytes) {
        u8(2);
        rc = DONE;
        break;
      }
      u8(1);
      for (let i = 0; i < cols; i++) {
        switch (ex.sqlite3_column_type(p, i)) {
          case 1:
            u8(1);
            room(8);
            dv.setBigInt64(at, BigInt(ex.sqlite3_column_int64(p, i)), true);
            at += 8;
            break;
          case 2:
            u8(2);
            room(8);
            dv.setFloat64(at, ex.sqlite3_column_double(p, i), true);
            at += 8;
            break;
          case 3: {
            u8(3);
            const t = ex.sqlite3_column_text(p, i);
            bytes(t, ex.sqlite3_column_bytes(p, i));
            break;
          }
          case 4: {
            u8(4);
            const b = ex.sqlite3_column_blob(p, i);
            bytes(b, ex.sqlite3_column_bytes(p, i));
            break;
          }
          default:
            u8(5);
        }
      }
    }
    u8(0);
    if (rc === DONE) i32(0);
    else fail(db);
    return done();
  },
  finalize(s) {
    const st = stmts.get(s);
    if (!st) return;
    stmts.delete(s);
    ex.sqlite3_finalize(st[0]);
  },
  // memSize is what connection h holds: its page cache, schema and
  // statements.
  memSize(h) {
    const db = conns.get(h);
    return wasm.pstack.call(() => {
      const cur = wasm.pstack.alloc(4), hi = wasm.pstack.alloc(4);
      let total = 0;
      for (const op of [1, 2, 3]) {
        ex.sqlite3_db_status(db, op, cur, hi, 0);
        total += wasm.peek32(cur);
      }
      return total;
    });
  },
};

// harden configures a fresh connection like the reference's SQLite and
// bounds it (policy.go says why); it returns "" or what failed.
function harden(db, h) {
  if (!capi.sqlite3_db_readonly(db, "main")) return "not opened read-only";
  for (const op of [1013, 1014, 1017]) {
    if (capi.sqlite3_db_config(db, op, 1, 0)) return "configure connection: " + capi.sqlite3_errmsg(db);
  }
  if (capi.sqlite3_exec(db, policy.hardenSQL, 0, 0, 0)) return "set query_only: " + capi.sqlite3_errmsg(db);
  // The build's page cache is 16 MiB per connection; the reference's is 2.
  capi.sqlite3_exec(db, "PRAGMA cache_size = -2000", 0, 0, 0);
  capi.sqlite3_limit(db, 7, 0); // SQLITE_LIMIT_ATTACHED
  capi.sqlite3_limit(db, 0, policy.maxValueLength); // SQLITE_LIMIT_LENGTH
  capi.sqlite3_limit(db, 1, policy.maxSQLLength); // SQLITE_LIMIT_SQL_LENGTH
  // SQLITE_UTF8 | SQLITE_DETERMINISTIC, as SQLite registers its own.
  if (ex.sqlite3_create_function_v2(db, soundexName, 1, 1 | 0x800, 0, soundex, 0, 0, 0)) return "register soundex: " + capi.sqlite3_errmsg(db);
  for (const [fname, n, fn] of [[likeName, 2, likeFunc], [likeName, 3, likeFunc], [globName, 2, globFunc]]) {
    if (ex.sqlite3_create_function_v2(db, fname, n, 1 | 0x800, 0, fn, 0, 0, 0)) return "register like/glob: " + capi.sqlite3_errmsg(db);
  }
  // The native build's SQLite has no FTS or R*Tree module: without them
  // here too, a query on such a table fails as it does there ("no such
  // module"), and is named engine_differs (the reference's SQLite has them).
  if (ex.sqlite3_drop_modules(db, keptModules)) return "drop modules: " + capi.sqlite3_errmsg(db);
  ex.sqlite3_set_authorizer(db, authorize, h);
  return "";
}

// Modules this build has and the native build lacks: dropped from every
// connection (keptModules is the NULL-terminated list of the others).
const droppedModules = new Set(["fts3", "fts4", "fts3tokenize", "fts4aux", "fts5", "fts5vocab", "rtree", "rtree_i32", "geopoly"]);
let keptModules = 0;

// The control connection: an in-memory database of the default VFS,
// without the authorizer, for the heap cap.
wasm.pstack.call(() => {
  const pp = wasm.pstack.allocPtr();
  capi.sqlite3_open_v2(":memory:", pp, 2 | 4, null);
  control = wasm.peekPtr(pp);
  ex.sqlite3_prepare_v2(control, wasm.allocCString("SELECT like(?1, ?2, ?3)"), -1, pp, 0);
  likeEscape = wasm.peekPtr(pp);
  const kept = [];
  ex.sqlite3_prepare_v2(control, wasm.allocCString("SELECT name FROM pragma_module_list"), -1, pp, 0);
  const list = wasm.peekPtr(pp);
  while (ex.sqlite3_step(list) === ROW) {
    const m = capi.sqlite3_column_text(list, 0);
    if (!droppedModules.has(m.toLowerCase())) kept.push(wasm.allocCString(m));
  }
  ex.sqlite3_finalize(list);
  keptModules = wasm.alloc((kept.length + 1) * PTR);
  kept.forEach((m, i) => wasm.pokePtr(keptModules + i * PTR, m));
  wasm.pokePtr(keptModules + kept.length * PTR, 0);
});
capHeap();

return engine;
