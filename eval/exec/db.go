package exec

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"sync/atomic"

	"github.com/spidereval/spidereval/eval/exec/internal/sqlite"
)

// Engine names the SQLite this build runs, for provenance.
var Engine = sqlite.Build.Engine

// DB is a read-only SQLite database with a pool of hardened connections.
// It is safe for concurrent use.
type DB struct {
	name    string // path or in-memory name, for messages
	open    sqlite.Opener
	release func() // unregisters an in-memory or reader database on Close, if set
	// src is the reader a reader database is read from; when it is a
	// Releaser, it is released whenever the last connection closes.
	src   io.ReaderAt
	conns atomic.Int64 // connections open

	slots    chan struct{} // one token per connection in use by a query
	runaways chan struct{} // one token per query moved off slots (runaway.go)
	// idle and closed are guarded by pool.mu (see pool.go).
	idle   []*conn
	closed bool
}

// OpenFile opens the SQLite database file at path read-only (and as
// immutable: the file must not change while it is open), with the
// committed changes of its write-ahead log (path-wal) if it has one (see
// openWAL). It fails with a clear error when the file is missing or is not
// a database.
func OpenFile(path string) (*DB, error) {
	if err := sqlite.CheckRegular(path); err != nil {
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	if st, err := os.Stat(path + "-wal"); err == nil && st.Size() > 0 {
		return openWAL(path)
	}
	open, src, release, err := sqlite.Build.OpenFile(path)
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	return openDB(newDB(path, open, src, release))
}

// OpenBytes opens an in-memory, read-only copy of a database file's bytes.
// The DB takes ownership of data.
func OpenBytes(name string, data []byte) (*DB, error) {
	open, release := sqlite.Build.OpenBytes(data)
	return openDB(newDB(name, open, nil, release))
}

// A Releaser is a database source that can drop what it holds in memory
// (an inflated zip entry, say) and read it again when asked; OpenReader's
// DB releases it whenever no connection is open on it.
type Releaser interface{ Release() }

// OpenReader opens a read-only database read from r, size bytes long, page
// by page as SQLite asks for them (the browser path: a File, a zip entry).
// r must not change while the DB is open; ReadAt must return io.EOF on a
// short read at the end. The DB never closes r.
func OpenReader(name string, r io.ReaderAt, size int64) (*DB, error) {
	return openDB(ReaderDB(name, r, size))
}

// ReaderDB is OpenReader without opening a connection: nothing is read
// until a query needs the database, and a file that is not one fails that
// query, not this call (the many databases of a test suite, of which a run
// may touch few).
func ReaderDB(name string, r io.ReaderAt, size int64) *DB {
	open, release := sqlite.Build.OpenReader(r, size)
	return newDB(name, open, r, release)
}

// newDB is a database not yet opened, with its connection slots.
func newDB(name string, open sqlite.Opener, src io.ReaderAt, release func()) *DB {
	return &DB{name: name, open: open, src: src, release: release, slots: make(chan struct{}, maxConns()), runaways: make(chan struct{}, maxConns())}
}

// openDB checks that db opens (keeping the connection idle), or releases
// it and fails.
func openDB(db *DB) (*DB, error) {
	c, err := db.newConn()
	if err != nil {
		if db.release != nil {
			db.release()
		}
		return nil, err
	}
	park(db, c)
	return db, nil
}

// Name returns the path or name the database was opened with.
func (db *DB) Name() string { return db.name }

// newConn opens and hardens one connection and checks that the file is a
// readable database. When the process cannot reserve the connection's
// memory, it closes the idle connections and tries once more.
func (db *DB) newConn() (*conn, error) {
	c, err := db.tryNewConn()
	if e, ok := AsExecError(err); ok && e.Kind == ErrMemory && closeIdle() > 0 {
		c, err = db.tryNewConn()
	}
	return c, err
}

// tryNewConn is one attempt of newConn.
func (db *DB) tryNewConn() (c *conn, err error) {
	defer func() {
		if p := recover(); p != nil {
			if c != nil {
				closeConn(c)
			}
			c, err = nil, fmt.Errorf("open database %s: %w", db.name, panicError(p))
		}
	}()
	ec, err := db.open(nil)
	if err != nil {
		if s, ok := db.src.(sqlite.Reopener); ok && s.OpenErr() != nil {
			// SQLite says "disk I/O error"; the source knows why.
			err = s.OpenErr()
		}
		return nil, fmt.Errorf("open database %s: %w", db.name, err)
	}
	liveConns.Add(1)
	openedConns.Add(1)
	db.conns.Add(1)
	c = &conn{Conn: ec, db: db}
	if _, err := c.queryAll("SELECT count(*) FROM sqlite_schema"); err != nil {
		closeConn(c)
		return nil, fmt.Errorf("open database %s: not a readable SQLite database: %s", db.name, err)
	}
	return c, nil
}

// errClosed is returned by queries on a closed DB.
var errClosed = errors.New("database is closed")

// maxConns is the number of connections a DB's queries share; more
// concurrent queries wait for one to be free. Runaway queries move off
// them to as many again (runaway.go).
func maxConns() int { return max(2, runtime.GOMAXPROCS(0)) }

// get waits for a free connection slot, then takes an idle connection or
// opens a new one; put gives back both.
func (db *DB) get(ctx context.Context) (*conn, *slot, error) {
	if ended(ctx) {
		return nil, nil, budgetError("before the query started")
	}
	select {
	case db.slots <- struct{}{}:
	default:
		// Every connection is busy: queueing does not spend the budget.
		resume := holdOf(ctx).wait(ctx)
		select {
		case db.slots <- struct{}{}:
			resume()
		case <-ctx.Done():
			resume()
			return nil, nil, budgetError("while waiting for a connection")
		}
	}
	c, err := takeIdle(db)
	if err == nil && c == nil {
		c, err = db.newConn()
	}
	if err != nil {
		<-db.slots
		return nil, nil, err
	}
	return c, db.watch(ctx), nil
}

// put returns a connection to the pool (or closes it, see park) and frees
// its slot.
func (db *DB) put(c *conn, s *slot) {
	defer s.release()
	park(db, c)
}

// Close closes the idle connections (connections in use are closed when
// their query ends) and unregisters an in-memory or reader database (a
// query still running on it keeps its open connection).
func (db *DB) Close() error {
	pool.mu.Lock()
	if db.closed {
		pool.mu.Unlock()
		return nil
	}
	db.closed = true
	idle := slices.Clone(db.idle)
	for _, c := range idle {
		unpark(c)
	}
	pool.mu.Unlock()
	var errs []error
	for _, c := range idle {
		if err := closeConn(c); err != nil {
			errs = append(errs, err)
		}
	}
	if db.release != nil {
		db.release()
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("close database %s: %w", db.name, err)
	}
	return nil
}

// Query runs one SQL statement within the limits and returns its rows, or
// an *ExecError. Like Python's cursor.execute, text after the first
// statement other than whitespace and comments is an error, and an empty
// statement yields no rows. When ctx ends (the question's budget), the
// query stops with an ErrTimeout error whose Budget is set.
func (db *DB) Query(ctx context.Context, sql string, lim Limits) (*Result, error) {
	return db.run(ctx, sql, lim, false)
}

// QueryStrict is Query with Python's default (strict) text decoding: text
// that is not UTF-8 fails as sqlite3 fails to fetch it ("Could not decode
// to UTF-8 column …"), where Query drops its invalid bytes (the test-suite
// reference's text_factory).
func (db *DB) QueryStrict(ctx context.Context, sql string, lim Limits) (*Result, error) {
	return db.run(ctx, sql, lim, true)
}

// run executes sql with a light memory allowance, and again with the full
// one when the light one was too small (membudget.go).
func (db *DB) run(ctx context.Context, sql string, lim Limits, strict bool) (*Result, error) {
	lim = lim.withDefaults()
	light, full := lightAllowance(lim), fullAllowance(lim)
	res, err := db.runWithin(ctx, sql, lim, light, strict)
	if e, ok := AsExecError(err); ok && (e.over == overHeap && light.heap < full.heap || e.over == overResult && light.bytes < full.bytes) {
		escalations.Add(1)
		res, err = db.runWithin(ctx, sql, lim, full, strict)
	}
	return res, err
}

// escalations counts queries run again with the full allowance (for tests).
var escalations atomic.Int64

// runWithin executes sql on a pooled connection under the allowance a,
// held from the run's memory budget while the query runs (taken before the
// connection, never while holding one), and under a judgment's Hold turned
// into the charge of its result when it ends. A panic inside SQLite or the
// binding (it panics when SQLite runs out of memory) becomes an
// *ExecError, and the connection is discarded.
func (db *DB) runWithin(ctx context.Context, sql string, lim Limits, a allowance, strict bool) (res *Result, err error) {
	if ended(ctx) {
		return nil, budgetError("before the query started")
	}
	n, h, budget := a.weight(), holdOf(ctx), memBudget
	if h != nil {
		n, budget = a.heldWeight(), h.w
	}
	if err := budget.acquireFor(ctx, n, h); err != nil {
		return nil, budgetError("while waiting for memory")
	}
	defer func() {
		if h != nil && res != nil {
			h.keep(n, res.size)
		} else {
			budget.release(n)
		}
	}()
	c, s, err := db.get(ctx)
	if err != nil {
		return nil, err
	}
	defer func() {
		if p := recover(); p != nil {
			c.broken = true
			res, err = nil, panicError(p)
		}
		db.put(c, s)
	}()
	return runQuery(ctx, c, sql, lim, a, strict)
}
