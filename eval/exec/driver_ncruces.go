//go:build !(js && wasm)

package exec

import (
	"context"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"

	"github.com/ncruces/go-sqlite3"
	"github.com/ncruces/go-sqlite3/vfs/memdb"
	"github.com/ncruces/go-sqlite3/vfs/readervfs"
)

// The native driver: github.com/ncruces/go-sqlite3 v0.35.6, SQLite 3.53.4
// compiled to Go. Each connection is its own SQLite instance with its own
// memory, so the memory caps apply per connection.

// Engine names the SQLite this build runs, for provenance.
const Engine = "SQLite 3.53.4 (github.com/ncruces/go-sqlite3 v0.35.6)"

const (
	heapLimit = 96 << 20  // SQLite heap per connection
	maxMemory = 128 << 20 // linear memory per connection (heap, stack, fragmentation)
)

// connHeap: each connection has its own heap, capped by setHeapLimit.
const connHeap = true

// heapCharge is what a query allowed heap bytes of heap is charged against
// the run's memory budget: its connection's linear memory grows past the
// heap (stack, fragmentation; maxMemory is 4/3 of heapLimit).
func heapCharge(heap int64) int64 { return heap + heap/3 }

// setHeapLimit caps the connection's SQLite heap.
func (c *ncrucesConn) setHeapLimit(n int64) { c.HardHeapLimit(n) }

// connReserve is the address space a connection reserves up front (its
// whole linear memory, mapped but not committed).
const connReserve = maxMemory

// msgMemoryCap says which cap an out-of-memory error hit.
var msgMemoryCap = "over the memory cap of a connection (" + sizeString(heapLimit) + ")"

// What this build has and the reference's SQLite lacks (guard.go).
var engineMissingFuncs, engineMissingTables = ncrucesMissingFuncs, ncrucesMissingTables

// queryAuthorizer decides queryPolicy for every connection (its sets are
// only read, so connections share it).
var queryAuthorizer = newAuthorizer(queryPolicy)

// ncrucesConn is a connection of the native driver.
type ncrucesConn struct {
	*sqlite3.Conn
	auth    *authorizer
	missing string // the function the authorizer last refused as missing
}

// openConn opens one hardened connection on the database at uri.
func openConn(uri string, p *policy) (engineConn, error) {
	sc, err := sqlite3.OpenContext(sqlite3.WithMaxMemory(context.Background(), maxMemory), uri)
	if err != nil {
		return nil, nativeError(err)
	}
	c := &ncrucesConn{Conn: sc, auth: queryAuthorizer}
	if p != nil {
		c.auth = newAuthorizer(*p)
	}
	if ro, missing := c.ReadOnly("main"); missing || !ro {
		c.close()
		return nil, errors.New("not opened read-only")
	}
	if err := c.harden(); err != nil {
		c.close()
		return nil, err
	}
	return c, nil
}

func (c *ncrucesConn) harden() error {
	for _, op := range []sqlite3.DBConfig{sqlite3.DBCONFIG_DQS_DML, sqlite3.DBCONFIG_DQS_DDL, sqlite3.DBCONFIG_TRUSTED_SCHEMA} {
		if _, err := c.Config(op, true); err != nil {
			return fmt.Errorf("configure connection: %w", nativeError(err))
		}
	}
	if err := c.Exec(hardenSQL); err != nil {
		return fmt.Errorf("set query_only: %w", nativeError(err))
	}
	c.Limit(sqlite3.LIMIT_ATTACHED, 0)
	c.Limit(sqlite3.LIMIT_LENGTH, maxValueLength)
	c.Limit(sqlite3.LIMIT_SQL_LENGTH, maxSQLLength)
	c.HardHeapLimit(heapLimit)
	for _, name := range ncrucesMissingCollations {
		// A nil function deletes the collation: "no such collation
		// sequence", as in the reference.
		if err := c.CreateCollation(name, nil); err != nil {
			return fmt.Errorf("remove collation %s: %w", name, nativeError(err))
		}
	}
	err := c.SetAuthorizer(func(action sqlite3.AuthorizerActionCode, name3rd, name4th, _, _ string) sqlite3.AuthorizerReturnCode {
		ok, missing := c.auth.allow(int(action), name3rd, name4th)
		if missing != "" {
			c.missing = missing
		}
		if ok {
			return sqlite3.AUTH_OK
		}
		return sqlite3.AUTH_DENY
	})
	if err != nil {
		return fmt.Errorf("install authorizer: %w", nativeError(err))
	}
	return nil
}

func (c *ncrucesConn) prepare(ctx context.Context, sql string) (engineStmt, string, error) {
	c.missing = ""
	old := c.SetInterrupt(ctx)
	stmt, tail, err := c.Prepare(sql)
	if err != nil || stmt == nil {
		c.SetInterrupt(old)
		return nil, "", nativeError(err)
	}
	return &ncrucesStmt{Stmt: stmt, done: func() { c.SetInterrupt(old) }}, tail, nil
}

func (c *ncrucesConn) deniedFunc() string { return c.missing }

func (c *ncrucesConn) close() error {
	for _, s := range collectStmts(c.Conn) {
		closeStmt(s)
	}
	return nativeError(c.Close())
}

func collectStmts(c *sqlite3.Conn) []*sqlite3.Stmt {
	var out []*sqlite3.Stmt
	for s := range c.Stmts() {
		out = append(out, s)
	}
	return out
}

// closeStmt finalizes s; the binding panics when the statement's last step
// ran out of memory, after finalizing it.
func closeStmt(s *sqlite3.Stmt) {
	defer func() { recover() }()
	s.Close()
}

// memSize returns the size of the connection's linear memory in bytes, or
// -1 when the binding does not let it be read. Each connection is an
// instance whose memory never shrinks. The binding has no API for its
// size: it is read (never written) through reflection on its pinned
// version's fields (Conn.wrp.Memory.Buf).
func (c *ncrucesConn) memSize() int64 {
	v := reflect.ValueOf(c.Conn)
	for _, f := range []string{"wrp", "Memory", "Buf"} {
		if v.Kind() != reflect.Pointer || v.IsNil() {
			return -1
		}
		v = v.Elem()
		if v.Kind() != reflect.Struct {
			return -1
		}
		v = v.FieldByName(f)
		if !v.IsValid() {
			return -1
		}
	}
	if v.Kind() != reflect.Slice {
		return -1
	}
	return int64(v.Len())
}

// ncrucesStmt is a prepared statement of the native driver; it reads its
// rows itself (every step is a Go call).
type ncrucesStmt struct {
	*sqlite3.Stmt
	done func()
}

func (s *ncrucesStmt) readOnly() bool { return s.ReadOnly() }

func (s *ncrucesStmt) columns() []string {
	cols := make([]string, s.ColumnCount())
	for i := range cols {
		cols[i] = s.ColumnName(i)
	}
	return cols
}

func (s *ncrucesStmt) rows(int, int64) rowReader { return ncrucesRows{s.Stmt} }

func (s *ncrucesStmt) close() {
	closeStmt(s.Stmt)
	s.done()
}

type ncrucesRows struct{ *sqlite3.Stmt }

func (r ncrucesRows) next() bool { return r.Step() }

func (r ncrucesRows) cell(i int) (Kind, int64, float64, []byte) {
	switch r.ColumnType(i) {
	case sqlite3.INTEGER:
		return Int, r.ColumnInt64(i), 0, nil
	case sqlite3.FLOAT:
		return Float, 0, r.ColumnFloat(i), nil
	case sqlite3.TEXT:
		return Text, 0, 0, r.ColumnRawText(i)
	case sqlite3.BLOB:
		return Blob, 0, 0, r.ColumnRawBlob(i)
	}
	return Null, 0, 0, nil
}

func (r ncrucesRows) err() error { return nativeError(r.Err()) }

// nativeError turns the binding's error into a *sqliteError carrying
// SQLite's own message (without the binding's "sqlite3: <code>: " prefix).
func nativeError(err error) error {
	if err == nil {
		return nil
	}
	var se *sqlite3.Error
	if !errors.As(err, &se) {
		var code sqlite3.ErrorCode
		if errors.As(err, &code) {
			return &sqliteError{code: int(code), msg: strings.TrimPrefix(err.Error(), "sqlite3: ")}
		}
		return err
	}
	full := se.Error()
	msg, ok := strings.CutPrefix(full, se.ExtendedCode().Error()+": ")
	if !ok {
		if msg, ok = strings.CutPrefix(full, se.Code().Error()+": "); !ok {
			msg = strings.TrimPrefix(full, "sqlite3: ")
		}
	}
	return &sqliteError{code: int(se.ExtendedCode()), msg: msg}
}

// Where the native driver reads databases from: each source is a URI
// (and what unregisters it) that every connection opens.

// fileReaderAt reads the regular file at path (see fileReader).
func fileReaderAt(path string) (io.ReaderAt, int64, error) {
	r, err := newFileReader(path)
	if err != nil {
		return nil, 0, err
	}
	return r, r.size, nil
}

// fileSource reads the regular file at path page by page through a
// descriptor it opened and checked itself (fileReader): the name is not
// opened again by SQLite, so a FIFO swapped in after the check cannot block
// the open.
func fileSource(path string) (opener, io.ReaderAt, func(), error) {
	r, err := newFileReader(path)
	if err != nil {
		return nil, nil, nil, err
	}
	open, release := readerSource(r, r.size)
	return open, r, func() { release(); r.Release() }, nil
}

// bytesSource registers data as an in-memory database.
func bytesSource(data []byte) (opener, func()) {
	mem := "spidereval-" + strconv.FormatUint(memSeq.Add(1), 10)
	memdb.Create(mem, data)
	return uriOpener("file:/" + mem + "?vfs=memdb&mode=ro"), func() { memdb.Delete(mem) }
}

// readerSource registers r, size bytes long, as a database read page by
// page.
func readerSource(r io.ReaderAt, size int64) (opener, func()) {
	vname := "spidereval-r" + strconv.FormatUint(memSeq.Add(1), 10)
	readervfs.Create(vname, sizedReader{r, size})
	return uriOpener("file:" + vname + "?vfs=reader&mode=ro"), func() { readervfs.Delete(vname) }
}

func uriOpener(uri string) opener {
	return func(p *policy) (engineConn, error) { return openConn(uri, p) }
}

// sizedReader gives an io.ReaderAt the Size method readervfs asks for.
type sizedReader struct {
	io.ReaderAt
	size int64
}

func (r sizedReader) Size() (int64, error) { return r.size, nil }
