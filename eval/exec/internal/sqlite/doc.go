// Package sqlite is the engine under package exec: it opens hardened,
// read-only SQLite connections on a database source and runs statements on
// them. Everything above it (caps, deadlines, budgets, result comparison)
// is one code path; this package holds what differs per build.
//
// Each build has one driver, and each driver defines Build, the
// description package exec reads (what SQLite runs, its memory caps, the
// policy that refuses what it has beyond the reference's SQLite, how it
// opens files, bytes and readers). Both drivers embed SQLite 3.53.4 and
// apply the same rules (policy.go). What only some connections or sources
// can do is a separate interface, found by type assertion: HeapLimiter (a
// connection's own heap cap), Reopener (a file source that knows why it
// could not be opened again). The js/wasm driver's answers are decoded in
// rowformat.go, which documents their format.
//
// Build tags, the one place they are listed:
//
//   - driver_ncruces.go, file_native.go: !(js && wasm); natively,
//     github.com/ncruces/go-sqlite3, reading files through a checked
//     descriptor (file_native.go);
//   - driver_js.go (and its JavaScript half driver_js.js): js && wasm; the
//     official SQLite WebAssembly build, reached through syscall/js;
//   - nonblock_unix.go, nonblock_other.go: unix or not, for opening a file
//     without blocking on a FIFO;
//   - rlimit_unix.go, rlimit_other.go: unix (not js) or not, for the
//     process's address-space limit.
package sqlite
