//go:build js && wasm

package sqlite

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"syscall/js"
	"time"
)

// The js/wasm driver: the official SQLite WebAssembly build
// (@sqlite.org/sqlite-wasm 3.53.4-build2, SQLite 3.53.4), run by the
// browser's (or node's) own WebAssembly engine and called through
// syscall/js. The host initialises that module and puts it in
// globalThis.spiderevalSQLite3 before the Go program starts (the page's
// worker.js; under node, assets/sqlite/node-boot.mjs). Its JavaScript half,
// driver_js.js, runs each statement with two calls from Go: prepare, then
// rows (all of them, as one buffer). Databases are read through a VFS that
// asks the Go source for bytes, so a File, a URL and a zip entry stay lazy.
//
// Every connection shares one SQLite instance and one memory: before each
// statement the heap cap is moved to what is in use plus heapLimit (when
// that moves it by over 1 MiB); a query
// cannot be stopped from Go while it runs (Go waits in the call), so its
// deadline is checked by SQLite's progress handler.

// Build is the js/wasm driver.
var Build = Driver{
	Engine:    "SQLite 3.53.4 (@sqlite.org/sqlite-wasm 3.53.4-build2)",
	HeapLimit: heapLimit,
	// Every connection shares one heap, whose cap moves before each
	// statement (capHeap in driver_js.js), and one instance: nothing is
	// reserved per connection, and the heap is not charged to the run's
	// memory budget (statements run one at a time in the one instance,
	// whose heap is capped on its own).
	HeapPerConn: false,
	ConnReserve: 0,
	Policy:      queryPolicy,
	HeapCharge:  func(int64) int64 { return 0 },
	ReadFile:    readFile,
	OpenFile:    openFile,
	OpenBytes:   openBytes,
	OpenReader:  openReader,
}

// queryPolicy is the policy of every connection of this build.
var queryPolicy = policyFor(sqliteWasmMissingFuncs, sqliteWasmMissingTables)

// readFile reads the file at path whole (under node: the tests; the
// browser reads no folders).
func readFile(path string) (io.ReaderAt, int64, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, 0, err
	}
	return bytes.NewReader(data), int64(len(data)), nil
}

// defaultTimeout is a statement's deadline when its context has none
// (exec.DefaultTimeout; exec always sets one).
const defaultTimeout = 30 * time.Second

//go:embed driver_js.js
var driverJS string

// jsEngine is the JavaScript half, made on first use.
var jsEngine struct {
	once sync.Once
	v    js.Value
	err  error
	// mu serialises calls into SQLite: a read callback may let another
	// goroutine run while a call is under way.
	mu sync.Mutex
	in js.Value // the SQL input buffer
	n  int      // its length
}

// sources are the Go readers the VFS reads, by id.
var sources sync.Map // int -> io.ReaderAt

func engine() (js.Value, error) {
	jsEngine.once.Do(func() {
		mod := js.Global().Get("spiderevalSQLite3")
		if mod.IsUndefined() || mod.IsNull() {
			jsEngine.err = errors.New("the SQLite WebAssembly module is not loaded (globalThis.spiderevalSQLite3; under node: --import assets/sqlite/node-boot.mjs)")
			return
		}
		p, _ := json.Marshal(settingsFor(queryPolicy))
		read := js.FuncOf(readSource)
		defer func() {
			if r := recover(); r != nil {
				jsEngine.err = fmt.Errorf("start SQLite: %v", r)
			}
		}()
		fn := js.Global().Get("Function").New("sqlite3", "policy", "read", driverJS)
		jsEngine.v = fn.Invoke(mod, js.Global().Get("JSON").Call("parse", string(p)), read)
	})
	return jsEngine.v, jsEngine.err
}

// readSource is the VFS's read(id, offset, dst): it fills dst from the Go
// source and returns the number of bytes read, or -1 on an error.
func readSource(_ js.Value, args []js.Value) any {
	r, ok := sources.Load(args[0].Int())
	if !ok {
		return -1
	}
	dst := args[2]
	buf := readBuf(dst.Length())
	n, err := r.(io.ReaderAt).ReadAt(buf, int64(args[1].Float()))
	if err != nil && err != io.EOF {
		return -1
	}
	js.CopyBytesToJS(dst, buf[:n])
	return n
}

var readBufs []byte

func readBuf(n int) []byte {
	if cap(readBufs) < n {
		readBufs = make([]byte, n)
	}
	return readBufs[:n]
}

// call runs one method of the JavaScript half.
func call(method string, args ...any) js.Value {
	e, err := engine()
	if err != nil {
		panic(err)
	}
	return e.Call(method, args...)
}

// openFile reads the file at path page by page. Go's os package reads
// node's files asynchronously, which a read from inside SQLite cannot wait
// for, so the file is read with node's synchronous calls; where there are
// none (a browser), it is read whole first.
func openFile(path string) (Opener, io.ReaderAt, func(), error) {
	fs := js.Global().Get("fs")
	if fs.IsUndefined() || fs.Get("readSync").IsUndefined() {
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, nil, nil, err
		}
		open, release := openBytes(data)
		return open, nil, release, nil
	}
	st, err := os.Stat(path)
	if err != nil {
		return nil, nil, nil, err
	}
	f, err := openNodeFile(fs, path)
	if err != nil {
		return nil, nil, nil, err
	}
	open, release := openReader(f, st.Size())
	return open, nil, func() { release(); f.close() }, nil
}

// nodeFile reads a file with node's fs.readSync.
type nodeFile struct {
	fs  js.Value
	fd  js.Value
	buf js.Value
}

func openNodeFile(fs js.Value, path string) (f *nodeFile, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("open %s: %v", path, r)
		}
	}()
	return &nodeFile{fs: fs, fd: fs.Call("openSync", path, "r"), buf: js.Global().Get("Uint8Array").New(0)}, nil
}

// ReadAt implements io.ReaderAt.
func (f *nodeFile) ReadAt(p []byte, off int64) (n int, err error) {
	defer func() {
		if r := recover(); r != nil {
			n, err = 0, fmt.Errorf("read: %v", r)
		}
	}()
	if f.buf.Length() < len(p) {
		f.buf = js.Global().Get("Uint8Array").New(len(p))
	}
	n = f.fs.Call("readSync", f.fd, f.buf, 0, len(p), float64(off)).Int()
	js.CopyBytesToGo(p[:n], f.buf)
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

func (f *nodeFile) close() {
	defer func() { recover() }()
	f.fs.Call("closeSync", f.fd)
}

// openBytes reads data.
func openBytes(data []byte) (Opener, func()) {
	return openReader(bytes.NewReader(data), int64(len(data)))
}

// openReader registers r with the VFS.
func openReader(r io.ReaderAt, size int64) (Opener, func()) {
	id := int(sourceSeq.Add(1))
	sources.Store(id, r)
	registered := false
	open := func(p *Policy) (Conn, error) {
		if _, err := engine(); err != nil {
			return nil, err
		}
		jsEngine.mu.Lock()
		defer jsEngine.mu.Unlock()
		if !registered {
			if err := utf16Header(r, size); err != nil {
				return nil, err
			}
			call("register", id, size)
			registered = true
		}
		var rules any // nil: the engine's policy
		if p != nil {
			b, _ := json.Marshal(p)
			rules = js.Global().Get("JSON").Call("parse", string(b))
		}
		h := call("open", id, rules)
		if h.Type() == js.TypeString {
			return nil, &Error{Code: 1, Msg: h.String()}
		}
		return &jsConn{h: h.Int()}, nil
	}
	release := func() {
		sources.Delete(id)
		if registered {
			jsEngine.mu.Lock()
			call("unregister", id)
			jsEngine.mu.Unlock()
		}
	}
	return open, release
}

// utf16Header refuses a database stored as UTF-16, which this build
// cannot read (it is compiled without UTF-16); the CLI reads it.
func utf16Header(r io.ReaderAt, size int64) error {
	if size < 100 {
		return nil
	}
	var b [4]byte
	if n, _ := r.ReadAt(b[:], 56); n == 4 {
		if enc := binary.BigEndian.Uint32(b[:]); enc == 2 || enc == 3 {
			return errors.New("the database is stored as UTF-16, which the page's SQLite cannot read (the command-line spidereval can)")
		}
	}
	return nil
}

// jsConn is a connection of the js/wasm driver.
type jsConn struct {
	h      int
	denied string
}

func (c *jsConn) Prepare(ctx context.Context, sql string) (Stmt, string, error) {
	timeout := float64(defaultTimeout.Milliseconds())
	if d, ok := ctx.Deadline(); ok {
		timeout = max(0, float64(time.Until(d).Microseconds())/1000)
	}
	jsEngine.mu.Lock()
	defer jsEngine.mu.Unlock()
	if len(sql) > jsEngine.n || jsEngine.in.IsUndefined() {
		jsEngine.in = call("input", len(sql))
		jsEngine.n = jsEngine.in.Length()
	}
	js.CopyBytesToJS(jsEngine.in, []byte(sql))
	d := decoder{b: copyOut(call("prepare", c.h, len(sql), timeout))}
	if rc := d.i32(); rc != 0 {
		msg := d.str()
		c.denied = d.str()
		return nil, "", &Error{Code: int(rc), Msg: msg}
	}
	c.denied = ""
	s := int(d.i32())
	if s == 0 {
		return nil, "", nil
	}
	tail := int(d.i32())
	st := &jsStmt{s: s, ro: d.u8() == 1, cols: make([]string, d.i32())}
	for i := range st.cols {
		st.cols[i] = d.str()
	}
	if tail < 0 || tail > len(sql) {
		tail = len(sql)
	}
	return st, sql[tail:], d.err
}

func (c *jsConn) DeniedFunc() string { return c.denied }

func (c *jsConn) MemSize() int64 {
	jsEngine.mu.Lock()
	defer jsEngine.mu.Unlock()
	return int64(call("memSize", c.h).Int())
}

func (c *jsConn) Close() error {
	jsEngine.mu.Lock()
	defer jsEngine.mu.Unlock()
	call("close", c.h)
	return nil
}

// jsStmt is a prepared statement of the js/wasm driver.
type jsStmt struct {
	s    int
	ro   bool
	cols []string
}

func (s *jsStmt) ReadOnly() bool    { return s.ro }
func (s *jsStmt) Columns() []string { return s.cols }

func (s *jsStmt) Rows(maxRows int, maxBytes int64) Rows {
	jsEngine.mu.Lock()
	defer jsEngine.mu.Unlock()
	return newRowDecoder(copyOut(call("rows", s.s, maxRows, float64(maxBytes))), len(s.cols))
}

func (s *jsStmt) Close() {
	jsEngine.mu.Lock()
	defer jsEngine.mu.Unlock()
	call("finalize", s.s)
}

// copyOut copies a Uint8Array answer into Go memory.
func copyOut(v js.Value) []byte {
	b := make([]byte, v.Length())
	js.CopyBytesToGo(b, v)
	return b
}
