package sqlite

import (
	"context"
	"errors"
	"io"
	"sync/atomic"
)

// Driver describes a build's SQLite driver: what package exec needs to
// know of it and how it opens databases. Each driver file defines Build.
type Driver struct {
	// Engine names the SQLite the build runs, for provenance.
	Engine string
	// HeapLimit is what one statement may take of SQLite's heap.
	HeapLimit int64
	// HeapPerConn: each connection has its own heap, capped through
	// HeapLimiter, and HeapLimit is a connection's cap; otherwise every
	// connection shares one heap, capped per statement by the driver, and
	// HeapLimit is a statement's cap.
	HeapPerConn bool
	// ConnReserve is the address space a connection reserves up front (0
	// when connections share one instance).
	ConnReserve int64
	// Policy is what the authorizer of every connection allows: beside
	// the rules of policy.go, it refuses what this build has and the
	// reference's SQLite lacks.
	Policy Policy
	// HeapCharge is what a query allowed heap bytes of heap is charged
	// against the run's memory budget.
	HeapCharge func(heap int64) int64

	// ReadFile reads the regular file at path (the database and write-ahead
	// log that exec lays over each other).
	ReadFile func(path string) (io.ReaderAt, int64, error)
	// OpenFile is the database file at path: its opener, the reader it is
	// read from (nil if none is kept) and what releases it.
	OpenFile func(path string) (Opener, io.ReaderAt, func(), error)
	// OpenBytes is an in-memory database of data.
	OpenBytes func(data []byte) (Opener, func())
	// OpenReader is the database read from r, size bytes long, page by page.
	OpenReader func(r io.ReaderAt, size int64) (Opener, func())
}

// ErrRowsCapped ends Rows that the driver's own bound stopped (a safety
// net: exec's caps are reached before it).
var ErrRowsCapped = errors.New("result over the result-size cap")

// sourceSeq numbers the sources the drivers register.
var sourceSeq atomic.Uint64

// Opener opens one hardened connection on a database under a policy; nil
// is the build's own (Driver.Policy), another one is a test's.
type Opener func(*Policy) (Conn, error)

// Conn is one open, hardened, read-only SQLite connection.
type Conn interface {
	// Prepare compiles the first statement of sql, reporting the text
	// after it; a nil statement means sql held no statement. When ctx
	// ends, the statement stops (natively at once; in js/wasm at its
	// deadline, the only end a running query can see there).
	Prepare(ctx context.Context, sql string) (Stmt, string, error)
	// DeniedFunc is the function the authorizer last refused because the
	// reference's SQLite lacks it ("" if none since the last Prepare).
	DeniedFunc() string
	// MemSize is what the connection holds in memory, in bytes, or -1 if
	// the driver cannot tell; the idle pool's budget is charged with it.
	MemSize() int64
	Close() error
}

// HeapLimiter is a Conn whose SQLite heap can be capped on its own (the
// native driver; in js/wasm the heap is shared and capped per statement).
type HeapLimiter interface {
	SetHeapLimit(n int64)
}

// Stmt is a prepared statement.
type Stmt interface {
	ReadOnly() bool
	Columns() []string
	// Rows steps through the statement's rows; the driver may stop early
	// once more than maxRows rows or maxBytes of values were produced (the
	// exact caps are applied above, by exec); it then ends with
	// ErrRowsCapped.
	Rows(maxRows int, maxBytes int64) Rows
	Close()
}

// Rows walks a statement's rows. The bytes a cell returns are valid until
// the next call of Next.
type Rows interface {
	Next() bool
	Cell(i int) (t Type, n int64, f float64, raw []byte)
	Err() error
}

// Type is a value's storage class.
type Type uint8

const (
	Null Type = iota
	Integer
	Float
	Text
	Blob
)

// Error is an error reported by SQLite, whichever driver ran it.
type Error struct {
	Code int    // extended result code
	Msg  string // sqlite3_errmsg
}

func (e *Error) Error() string { return e.Msg }

// Primary is the primary result code of the extended code.
func (e *Error) Primary() int { return e.Code & 0xff }

// SQLite's primary result codes that exec tells apart.
const (
	CodeNoMem     = 7
	CodeInterrupt = 9
	CodeFull      = 13
	CodeTooBig    = 18
	CodeAuth      = 23
)
