//go:build js && wasm

package exec

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
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

// Engine names the SQLite this build runs, for provenance.
const Engine = "SQLite 3.53.4 (@sqlite.org/sqlite-wasm 3.53.4-build2)"

// heapLimit is what one statement may take of SQLite's heap.
const heapLimit = 96 << 20

// fileReaderAt reads the file at path whole (under node: the tests; the
// browser reads no folders).
func fileReaderAt(path string) (io.ReaderAt, int64, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, 0, err
	}
	return bytes.NewReader(data), int64(len(data)), nil
}

// connHeap is false: every connection shares one heap, whose cap moves
// before each statement (capHeap in driver_js.js).
const connHeap = false

// heapCharge is 0: statements run one at a time in the one instance, whose
// heap is capped on its own.
func heapCharge(int64) int64 { return 0 }

// setHeapLimit does nothing: the heap is shared (see connHeap).
func (c *jsConn) setHeapLimit(int64) {}

// connReserve is the address space a connection reserves up front: none
// (every connection shares the one SQLite instance).
const connReserve = 0

// msgMemoryCap says which cap an out-of-memory error hit.
var msgMemoryCap = "over the memory cap of a query (" + sizeString(heapLimit) + ")"

// What this build has and the reference's SQLite lacks (guard.go).
var engineMissingFuncs, engineMissingTables = sqliteWasmMissingFuncs, sqliteWasmMissingTables

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

// fileSource reads the file at path page by page. Go's os package reads
// node's files asynchronously, which a read from inside SQLite cannot wait
// for, so the file is read with node's synchronous calls; where there are
// none (a browser), it is read whole first.
func fileSource(path string) (opener, io.ReaderAt, func(), error) {
	fs := js.Global().Get("fs")
	if fs.IsUndefined() || fs.Get("readSync").IsUndefined() {
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, nil, nil, err
		}
		open, release := bytesSource(data)
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
	open, release := readerSource(f, st.Size())
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

// bytesSource reads data.
func bytesSource(data []byte) (opener, func()) {
	return readerSource(bytes.NewReader(data), int64(len(data)))
}

// readerSource registers r with the VFS.
func readerSource(r io.ReaderAt, size int64) (opener, func()) {
	id := int(memSeq.Add(1))
	sources.Store(id, r)
	registered := false
	open := func(p *policy) (engineConn, error) {
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
			return nil, &sqliteError{code: 1, msg: h.String()}
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

func (c *jsConn) prepare(ctx context.Context, sql string) (engineStmt, string, error) {
	timeout := float64(DefaultTimeout.Milliseconds())
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
		return nil, "", &sqliteError{code: int(rc), msg: msg}
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

func (c *jsConn) deniedFunc() string { return c.denied }

func (c *jsConn) memSize() int64 {
	jsEngine.mu.Lock()
	defer jsEngine.mu.Unlock()
	return int64(call("memSize", c.h).Int())
}

func (c *jsConn) close() error {
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

func (s *jsStmt) readOnly() bool    { return s.ro }
func (s *jsStmt) columns() []string { return s.cols }

func (s *jsStmt) rows(maxRows int, maxBytes int64) rowReader {
	jsEngine.mu.Lock()
	defer jsEngine.mu.Unlock()
	b := copyOut(call("rows", s.s, maxRows, float64(maxBytes)))
	return &jsRows{d: decoder{b: b}, cells: make([]jsCell, len(s.cols))}
}

func (s *jsStmt) close() {
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

// jsRows decodes the rows buffer.
type jsRows struct {
	d     decoder
	cells []jsCell
	e     error
	end   bool
}

type jsCell struct {
	k   Kind
	n   int64
	f   float64
	raw []byte
}

func (r *jsRows) next() bool {
	if r.end {
		return false
	}
	switch r.d.u8() {
	case 1:
		for i := range r.cells {
			c := &r.cells[i]
			*c = jsCell{}
			switch r.d.u8() {
			case 1:
				c.k, c.n = Int, int64(r.d.u64())
			case 2:
				c.k, c.f = Float, math.Float64frombits(r.d.u64())
			case 3:
				c.k, c.raw = Text, r.d.bytes()
			case 4:
				c.k, c.raw = Blob, r.d.bytes()
			default:
				c.k = Null
			}
		}
		return r.d.err == nil
	case 2:
		// The driver's bound stopped the rows; readRows's caps are
		// reached before it, so this is only a safety net.
		r.e = &ExecError{Kind: ErrTooLarge, Msg: "result over the result-size cap"}
	default:
		if rc := r.d.i32(); rc != 0 {
			r.e = &sqliteError{code: int(rc), msg: r.d.str()}
		}
	}
	if r.e == nil {
		r.e = r.d.err
	}
	r.end = true
	return false
}

func (r *jsRows) cell(i int) (Kind, int64, float64, []byte) {
	c := r.cells[i]
	return c.k, c.n, c.f, c.raw
}

func (r *jsRows) err() error { return r.e }

// decoder reads the little-endian answers of driver_js.js.
type decoder struct {
	b   []byte
	err error
}

var errShort = errors.New("SQLite driver: truncated answer")

func (d *decoder) take(n int) []byte {
	if d.err != nil || n < 0 || n > len(d.b) {
		d.err = errShort
		d.b = nil
		return nil
	}
	out := d.b[:n:n]
	d.b = d.b[n:]
	return out
}

func (d *decoder) u8() byte {
	if b := d.take(1); b != nil {
		return b[0]
	}
	return 0
}

func (d *decoder) i32() int32 {
	if b := d.take(4); b != nil {
		return int32(binary.LittleEndian.Uint32(b))
	}
	return 0
}

func (d *decoder) u64() uint64 {
	if b := d.take(8); b != nil {
		return binary.LittleEndian.Uint64(b)
	}
	return 0
}

func (d *decoder) bytes() []byte {
	n := int(uint32(d.i32()))
	if d.err != nil {
		return nil
	}
	b := d.take(n)
	if b == nil {
		return nil
	}
	return b
}

func (d *decoder) str() string { return string(d.bytes()) }
