//go:build js && wasm

// Command worker is the evaluation engine of the browser app, run in a Web
// Worker (GOOS=js GOARCH=wasm): it receives files and commands as messages,
// evaluates with the same eval packages as the CLI, and posts progress and
// results back, so the page never blocks.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"sync/atomic"
	"syscall/js"
	"time"

	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/internal/buildinfo"
	"github.com/spidereval/spidereval/wasm/blockcache"
	"github.com/spidereval/spidereval/wasm/engine"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// memoryLimit is the Go heap size past which the collector works harder
// than GOGC asks: a wasm memory never shrinks, so its peak is what the tab
// keeps. Each SQLite connection's memory is Go heap here (it is mapped
// outside the heap natively), and the idle ones alone may hold 128 MiB.
// Scoring 20 × 50 test-suite databases in node: 256 MiB gave a 300 MiB
// peak and 20% more time than 512 MiB, which peaked at 552 MiB.
const memoryLimit = 384 << 20

func main() {
	debug.SetMemoryLimit(memoryLimit)
	self := js.Global()
	post := func(r protocol.Response) {
		data := r.Data
		r.Data = nil
		b, err := json.Marshal(r)
		if err != nil {
			b, _ = json.Marshal(protocol.Response{Type: protocol.Failed, ID: r.ID, Error: err.Error()})
		}
		if data == nil {
			self.Call("postMessage", string(b))
			return
		}
		// A helper's records go beside the JSON, as bytes moved (not
		// copied) to the engine worker.
		arr := js.Global().Get("Uint8Array").New(len(data))
		js.CopyBytesToJS(arr, data)
		self.Call("postMessage", map[string]any{"json": string(b), "data": arr}, []any{arr.Get("buffer")})
	}
	explainer := newExplainWorker()
	warmed := false
	helper := isHelper()
	report := post
	post = func(r protocol.Response) {
		report(r)
		// Once a first report is out, start the helpers, and fetch and
		// start the explain worker when scoring leaves the cores free
		// (compiling it takes a core for about a second), so that opening
		// a question finds it ready.
		if r.Type == protocol.RunDone && !warmed && !helper {
			warmed = true
			go helpers.start()
			go warmWhenIdle(explainer)
		}
	}
	host := engine.Host{
		Explainer: explainer.remote,
		Post:      post,
		Fetch:     fetch,
		Get:       xhrGet,
		Cache:     blocks.Reader,
		// Sleeping hands control back to the event loop, so a Cancel
		// message is delivered while an evaluation runs.
		Yield: func() { time.Sleep(time.Millisecond) },
	}
	if !helper {
		host.Helpers = helpers.ready
		host.LoadProgress = true
	}
	eng := engine.New(host)
	lastLoad := make(chan struct{})
	close(lastLoad)
	self.Set("onmessage", js.FuncOf(func(this js.Value, args []js.Value) (out any) {
		// A malformed message must not end the engine.
		defer func() {
			if p := recover(); p != nil {
				post(protocol.Response{Type: protocol.Failed, Error: fmt.Sprintf("unreadable request: %v", p)})
				out = nil
			}
		}()
		data := args[0].Get("data")
		var req protocol.Request
		if err := json.Unmarshal([]byte(data.Get("json").String()), &req); err != nil {
			post(protocol.Response{Type: protocol.Failed, Error: fmt.Sprintf("bad request: %v", err)})
			return nil
		}
		files := readFiles(data)
		switch req.Type {
		case protocol.Cancel:
			eng.Handle(req, nil)
		case protocol.Load, protocol.LoadDemo, protocol.LoadURL, protocol.Reset:
			if !helper {
				helpers.forward(req.Type, data)
			}
			// Loads (and clears) change the workspace in the order they
			// were sent: after a restart, the demo is loaded again before
			// the files resent after it (a later tables.json wins).
			prev, done := lastLoad, make(chan struct{})
			lastLoad = done
			busy.Add(1)
			go func() {
				defer close(done)
				defer busy.Add(-1)
				<-prev
				if req.Type == protocol.Load {
					readAhead(data, files)
				}
				eng.Handle(req, files)
			}()
		case protocol.Evaluate:
			// A helper's share waits for the loads sent before it; a
			// Cancel read meanwhile stops it (Accept).
			prev := lastLoad
			serve := eng.Accept(req, files)
			busy.Add(1)
			go func() {
				defer busy.Add(-1)
				if req.Shard != nil {
					<-prev
				}
				serve()
			}()
		default:
			go eng.Handle(req, files)
		}
		return nil
	}))
	// Ready names the engine: its SQLite build and spidereval's version.
	post(protocol.Response{Type: protocol.Ready, Text: exec.Engine + ", spidereval " + buildinfo.Read().String()})
	select {}
}

// busy counts the runs being scored and the loads being read.
var busy atomic.Int32

// warmWhenIdle starts the explain worker once no run has been scored and
// no file read for two seconds (compiling it would slow either).
func warmWhenIdle(x *explainWorker) {
	for idle := 0; idle < 4; {
		time.Sleep(500 * time.Millisecond)
		if busy.Load() == 0 {
			idle++
		} else {
			idle = 0
		}
	}
	x.warm()
}

// blocks caches what is read from the page's files: 64 KiB blocks (a few
// SQLite pages), 32 MiB in all.
var blocks = blockcache.New(64<<10, 32<<20)

// readFiles turns the File and Blob objects of a load request (posted,
// not read, by the page: message {json, names, files}) into sources read
// on demand.
func readFiles(data js.Value) []engine.Source {
	names, files := data.Get("names"), data.Get("files")
	array := js.Global().Get("Array")
	if !array.Call("isArray", names).Bool() || !array.Call("isArray", files).Bool() || names.Length() != files.Length() {
		return nil
	}
	out := make([]engine.Source, names.Length())
	for i := range out {
		blob := files.Index(i)
		size := int64(blob.Get("size").Float())
		out[i] = engine.Source{Name: names.Index(i).String(), Size: size, R: blocks.Reader(blobReader{blob}, size)}
	}
	return out
}

// readAheadBytes bounds what readAhead reads ahead: half the block cache,
// so that the blocks read ahead are not dropped before the load reads them.
const readAheadBytes = 16 << 20

// readAhead reads the first block of each file of a load (the whole of a
// file no larger than a block) with the browser's asynchronous reads, all
// at once, into the block cache (up to readAheadBytes). Recognising a
// folder reads every file's first bytes, and the synchronous reads of
// blobReader wait one after the other: 341 of them took 1.8 s of a
// 322-file folder's 4.9 s at load 10; read ahead, the folder's reads took
// 0.7 s and 19 reads were left. Whatever is not read ahead (all of a load
// when a read fails: each file then names its cause) is read as asked.
func readAhead(data js.Value, files []engine.Source) {
	blobs := data.Get("files")
	if !js.Global().Get("Array").Call("isArray", blobs).Bool() || blobs.Length() != len(files) {
		return
	}
	var reads []any
	var which []int
	total := int64(0)
	for i, f := range files {
		n := min(f.Size, int64(blocks.BlockSize()))
		if n <= 0 || total+n > readAheadBytes {
			continue
		}
		total += n
		reads = append(reads, blobs.Index(i).Call("slice", 0, n).Call("arrayBuffer"))
		which = append(which, i)
	}
	if len(reads) == 0 {
		return
	}
	bufs, err := await(js.Global().Get("Promise").Call("all", reads))
	if err != nil {
		return
	}
	for k, i := range which {
		blocks.Seed(files[i].R, goBytes(bufs.Index(k)))
	}
}

// blobReader reads a File or Blob synchronously (FileReaderSync, which
// only workers have).
type blobReader struct{ blob js.Value }

// ReadAt implements io.ReaderAt.
func (b blobReader) ReadAt(p []byte, off int64) (n int, err error) {
	defer func() {
		if r := recover(); r != nil { // the file changed or went away
			n, err = 0, fmt.Errorf("read %s: %v", b.blob.Get("name").String(), r)
		}
	}()
	buf := js.Global().Get("FileReaderSync").New().Call("readAsArrayBuffer", b.blob.Call("slice", off, off+int64(len(p))))
	n = js.CopyBytesToGo(p, js.Global().Get("Uint8Array").New(buf))
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

// fetch reads a URL with the browser's fetch.
func fetch(url string) ([]byte, error) {
	resp, err := await(js.Global().Call("fetch", url))
	if err != nil {
		return nil, err
	}
	if !resp.Get("ok").Bool() {
		return nil, fmt.Errorf("%s: HTTP %d", url, resp.Get("status").Int())
	}
	buf, err := await(resp.Call("arrayBuffer"))
	if err != nil {
		return nil, err
	}
	return goBytes(buf), nil
}

// await waits for the promise p: its value, or its rejection as an error.
func await(p js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	ch := make(chan result, 1)
	ok := js.FuncOf(func(this js.Value, args []js.Value) any { ch <- result{v: args[0]}; return nil })
	ko := js.FuncOf(func(this js.Value, args []js.Value) any {
		ch <- result{err: errors.New(js.Global().Get("String").Invoke(args[0]).String())}
		return nil
	})
	defer ok.Release()
	defer ko.Release()
	p.Call("then", ok, ko)
	r := <-ch
	return r.v, r.err
}

// goBytes copies an ArrayBuffer into Go.
func goBytes(buf js.Value) []byte {
	arr := js.Global().Get("Uint8Array").New(buf)
	b := make([]byte, arr.Length())
	js.CopyBytesToGo(b, arr)
	return b
}
