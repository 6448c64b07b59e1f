//go:build !(js && wasm)

package sqlite

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

// Build is the native driver.
var Build = Driver{
	Engine:      "SQLite 3.53.4 (github.com/ncruces/go-sqlite3 v0.35.6)",
	HeapLimit:   heapLimit,
	HeapPerConn: true,
	// A connection reserves its whole linear memory up front (mapped, not
	// committed).
	ConnReserve: maxMemory,
	Policy:      queryPolicy,
	// A connection's linear memory grows past its heap (stack,
	// fragmentation; maxMemory is 4/3 of heapLimit).
	HeapCharge: func(heap int64) int64 { return heap + heap/3 },
	ReadFile:   readFile,
	OpenFile:   openFile,
	OpenBytes:  openBytes,
	OpenReader: openReader,
}

// maxMemory is the linear memory of a connection (heap, stack,
// fragmentation).
const maxMemory = 128 << 20

// queryPolicy is the policy of every connection of this build.
var queryPolicy = policyFor(ncrucesMissingFuncs, ncrucesMissingTables)

// queryAuthorizer decides queryPolicy for every connection (its sets are
// only read, so connections share it).
var queryAuthorizer = newAuthorizer(queryPolicy)

// ncrucesConn is a connection of the native driver.
type ncrucesConn struct {
	c       *sqlite3.Conn
	auth    *authorizer
	missing string // the function the authorizer last refused as missing
}

// openURI opens one hardened connection on the database at uri.
func openURI(uri string, p *Policy) (Conn, error) {
	sc, err := sqlite3.OpenContext(sqlite3.WithMaxMemory(context.Background(), maxMemory), uri)
	if err != nil {
		return nil, nativeError(err)
	}
	c := &ncrucesConn{c: sc, auth: queryAuthorizer}
	if p != nil {
		c.auth = newAuthorizer(*p)
	}
	if ro, missing := sc.ReadOnly("main"); missing || !ro {
		c.Close()
		return nil, errors.New("not opened read-only")
	}
	if err := c.harden(); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

func (c *ncrucesConn) harden() error {
	sc := c.c
	for _, op := range []sqlite3.DBConfig{sqlite3.DBCONFIG_DQS_DML, sqlite3.DBCONFIG_DQS_DDL, sqlite3.DBCONFIG_TRUSTED_SCHEMA} {
		if _, err := sc.Config(op, true); err != nil {
			return fmt.Errorf("configure connection: %w", nativeError(err))
		}
	}
	if err := sc.Exec(hardenSQL); err != nil {
		return fmt.Errorf("set query_only: %w", nativeError(err))
	}
	sc.Limit(sqlite3.LIMIT_ATTACHED, 0)
	sc.Limit(sqlite3.LIMIT_LENGTH, MaxValueLength)
	sc.Limit(sqlite3.LIMIT_SQL_LENGTH, MaxSQLLength)
	sc.HardHeapLimit(heapLimit)
	for _, name := range ncrucesMissingCollations {
		// A nil function deletes the collation: "no such collation
		// sequence", as in the reference.
		if err := sc.CreateCollation(name, nil); err != nil {
			return fmt.Errorf("remove collation %s: %w", name, nativeError(err))
		}
	}
	err := sc.SetAuthorizer(func(action sqlite3.AuthorizerActionCode, name3rd, name4th, _, _ string) sqlite3.AuthorizerReturnCode {
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

// SetHeapLimit caps the connection's SQLite heap (see HeapLimiter).
func (c *ncrucesConn) SetHeapLimit(n int64) { c.c.HardHeapLimit(n) }

// Native is the binding's connection, for tests that reach under the
// driver.
func (c *ncrucesConn) Native() *sqlite3.Conn { return c.c }

func (c *ncrucesConn) Prepare(ctx context.Context, sql string) (Stmt, string, error) {
	c.missing = ""
	old := c.c.SetInterrupt(ctx)
	stmt, tail, err := c.c.Prepare(sql)
	if err != nil || stmt == nil {
		c.c.SetInterrupt(old)
		return nil, "", nativeError(err)
	}
	return &ncrucesStmt{s: stmt, done: func() { c.c.SetInterrupt(old) }}, tail, nil
}

func (c *ncrucesConn) DeniedFunc() string { return c.missing }

func (c *ncrucesConn) Close() error {
	for _, s := range collectStmts(c.c) {
		closeStmt(s)
	}
	return nativeError(c.c.Close())
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

// MemSize returns the size of the connection's linear memory in bytes, or
// -1 when the binding does not let it be read. Each connection is an
// instance whose memory never shrinks. The binding has no API for its
// size: it is read (never written) through reflection on its pinned
// version's fields (Conn.wrp.Memory.Buf).
func (c *ncrucesConn) MemSize() int64 {
	v := reflect.ValueOf(c.c)
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
	s    *sqlite3.Stmt
	done func()
}

func (s *ncrucesStmt) ReadOnly() bool { return s.s.ReadOnly() }

func (s *ncrucesStmt) Columns() []string {
	cols := make([]string, s.s.ColumnCount())
	for i := range cols {
		cols[i] = s.s.ColumnName(i)
	}
	return cols
}

func (s *ncrucesStmt) Rows(int, int64) Rows { return ncrucesRows{s.s} }

func (s *ncrucesStmt) Close() {
	closeStmt(s.s)
	s.done()
}

type ncrucesRows struct{ s *sqlite3.Stmt }

func (r ncrucesRows) Next() bool { return r.s.Step() }

func (r ncrucesRows) Cell(i int) (Type, int64, float64, []byte) {
	s := r.s
	switch s.ColumnType(i) {
	case sqlite3.INTEGER:
		return Integer, s.ColumnInt64(i), 0, nil
	case sqlite3.FLOAT:
		return Float, 0, s.ColumnFloat(i), nil
	case sqlite3.TEXT:
		return Text, 0, 0, s.ColumnRawText(i)
	case sqlite3.BLOB:
		return Blob, 0, 0, s.ColumnRawBlob(i)
	}
	return Null, 0, 0, nil
}

func (r ncrucesRows) Err() error { return nativeError(r.s.Err()) }

// nativeError turns the binding's error into an *Error carrying
// SQLite's own message (without the binding's "sqlite3: <code>: " prefix).
func nativeError(err error) error {
	if err == nil {
		return nil
	}
	var se *sqlite3.Error
	if !errors.As(err, &se) {
		var code sqlite3.ErrorCode
		if errors.As(err, &code) {
			return &Error{Code: int(code), Msg: strings.TrimPrefix(err.Error(), "sqlite3: ")}
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
	return &Error{Code: int(se.ExtendedCode()), Msg: msg}
}

// Where the native driver reads databases from: each source is a URI
// (and what unregisters it) that every connection opens.

// readFile reads the regular file at path (see fileReader).
func readFile(path string) (io.ReaderAt, int64, error) {
	r, err := newFileReader(path)
	if err != nil {
		return nil, 0, err
	}
	return r, r.size, nil
}

// openFile reads the regular file at path page by page through a
// descriptor it opened and checked itself (fileReader): the name is not
// opened again by SQLite, so a FIFO swapped in after the check cannot block
// the open.
func openFile(path string) (Opener, io.ReaderAt, func(), error) {
	r, err := newFileReader(path)
	if err != nil {
		return nil, nil, nil, err
	}
	open, release := openReader(r, r.size)
	return open, r, func() { release(); r.Release() }, nil
}

// openBytes registers data as an in-memory database.
func openBytes(data []byte) (Opener, func()) {
	mem := "spidereval-" + strconv.FormatUint(sourceSeq.Add(1), 10)
	memdb.Create(mem, data)
	return uriOpener("file:/" + mem + "?vfs=memdb&mode=ro"), func() { memdb.Delete(mem) }
}

// openReader registers r, size bytes long, as a database read page by
// page.
func openReader(r io.ReaderAt, size int64) (Opener, func()) {
	vname := "spidereval-r" + strconv.FormatUint(sourceSeq.Add(1), 10)
	readervfs.Create(vname, sizedReader{r, size})
	return uriOpener("file:" + vname + "?vfs=reader&mode=ro"), func() { readervfs.Delete(vname) }
}

func uriOpener(uri string) Opener {
	return func(p *Policy) (Conn, error) { return openURI(uri, p) }
}

// sizedReader gives an io.ReaderAt the Size method readervfs asks for.
type sizedReader struct {
	io.ReaderAt
	size int64
}

func (r sizedReader) Size() (int64, error) { return r.size, nil }
