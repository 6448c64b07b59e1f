package exec

import "context"

// The engine seam. Everything in this package above it — caps, deadlines,
// budgets, the read-only rules, result comparison — is one code path; below
// it, a build-specific driver runs SQLite: github.com/ncruces/go-sqlite3
// natively (driver_ncruces.go) and the official SQLite WebAssembly build,
// reached through syscall/js, in js/wasm (driver_js.go). Both embed SQLite
// 3.53.4 and both are configured to the reference's SQLite contract
// (harden's settings, the policy of guard.go).

// opener opens one hardened connection on a database under a policy; nil
// is the engine's own (queryPolicy), another one is a test's.
type opener func(*policy) (engineConn, error)

// engineConn is one open, hardened, read-only SQLite connection.
type engineConn interface {
	// prepare compiles the first statement of sql, reporting the text
	// after it; a nil statement means sql held no statement. When ctx
	// ends, the statement stops (natively at once; in js/wasm at its
	// deadline, the only end a running query can see there).
	prepare(ctx context.Context, sql string) (engineStmt, string, error)
	// deniedFunc is the function the authorizer last refused because the
	// reference's SQLite lacks it ("" if none since the last prepare).
	deniedFunc() string
	// setHeapLimit caps the connection's SQLite heap (natively; in
	// js/wasm the heap is shared and capped per statement).
	setHeapLimit(n int64)
	// memSize is what the connection holds in memory, in bytes, or -1 if
	// the driver cannot tell; the idle pool's budget is charged with it.
	memSize() int64
	close() error
}

// engineStmt is a prepared statement.
type engineStmt interface {
	readOnly() bool
	columns() []string
	// rows steps through the statement's rows; the driver may stop early
	// once more than maxRows rows or maxBytes of values were produced (the
	// exact caps are applied by readRows, above the seam).
	rows(maxRows int, maxBytes int64) rowReader
	close()
}

// rowReader walks a statement's rows. The bytes a cell returns are valid
// until the next call of next.
type rowReader interface {
	next() bool
	cell(i int) (k Kind, n int64, f float64, raw []byte)
	err() error
}

// sqliteError is an error reported by SQLite, whichever driver ran it.
type sqliteError struct {
	code int    // extended result code
	msg  string // sqlite3_errmsg
}

func (e *sqliteError) Error() string { return e.msg }

// primary is the primary result code of the extended code.
func (e *sqliteError) primary() int { return e.code & 0xff }

// SQLite's primary result codes that classify tells apart.
const (
	codeNoMem     = 7
	codeInterrupt = 9
	codeFull      = 13
	codeTooBig    = 18
	codeAuth      = 23
)
