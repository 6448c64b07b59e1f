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
	"syscall/js"
	"time"

	"spidereval/wasm/engine"
	"spidereval/wasm/protocol"
)

func main() {
	self := js.Global()
	post := func(r protocol.Response) {
		b, err := json.Marshal(r)
		if err != nil {
			b, _ = json.Marshal(protocol.Response{Type: protocol.Failed, ID: r.ID, Error: err.Error()})
		}
		self.Call("postMessage", string(b))
	}
	explainer := newExplainWorker()
	warmed := false
	report := post
	post = func(r protocol.Response) {
		report(r)
		// Once a first report is out, fetch and start the explain worker,
		// so that opening a question finds it ready.
		if r.Type == protocol.RunDone && !warmed {
			warmed = true
			explainer.warm()
		}
	}
	eng := engine.New(engine.Host{
		Explainer: explainer.remote,
		Post:      post,
		Fetch:     fetch,
		// Sleeping hands control back to the event loop, so a Cancel
		// message is delivered while an evaluation runs.
		Yield: func() { time.Sleep(time.Millisecond) },
	})
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
		if req.Type == protocol.Cancel {
			eng.Handle(req, nil)
			return nil
		}
		go eng.Handle(req, files)
		return nil
	}))
	post(protocol.Response{Type: protocol.Ready})
	select {}
}

// readFiles copies the transferred buffers of a load request into Go.
func readFiles(data js.Value) []engine.NamedBytes {
	names, bufs := data.Get("names"), data.Get("buffers")
	array := js.Global().Get("Array")
	if !array.Call("isArray", names).Bool() || !array.Call("isArray", bufs).Bool() || names.Length() != bufs.Length() {
		return nil
	}
	u8 := js.Global().Get("Uint8Array")
	out := make([]engine.NamedBytes, names.Length())
	for i := range out {
		arr := u8.New(bufs.Index(i))
		b := make([]byte, arr.Length())
		js.CopyBytesToGo(b, arr)
		out[i] = engine.NamedBytes{Name: names.Index(i).String(), Data: b}
	}
	return out
}

// fetch reads a URL with the browser's fetch.
func fetch(url string) ([]byte, error) {
	type result struct {
		b   []byte
		err error
	}
	ch := make(chan result, 1)
	var onBody, onResp, onErr js.Func
	onErr = js.FuncOf(func(this js.Value, args []js.Value) any {
		ch <- result{err: errors.New(args[0].Call("toString").String())}
		return nil
	})
	onBody = js.FuncOf(func(this js.Value, args []js.Value) any {
		arr := js.Global().Get("Uint8Array").New(args[0])
		b := make([]byte, arr.Length())
		js.CopyBytesToGo(b, arr)
		ch <- result{b: b}
		return nil
	})
	onResp = js.FuncOf(func(this js.Value, args []js.Value) any {
		resp := args[0]
		if !resp.Get("ok").Bool() {
			ch <- result{err: fmt.Errorf("%s: HTTP %d", url, resp.Get("status").Int())}
			return nil
		}
		resp.Call("arrayBuffer").Call("then", onBody, onErr)
		return nil
	})
	js.Global().Call("fetch", url).Call("then", onResp, onErr)
	r := <-ch
	onBody.Release()
	onResp.Release()
	onErr.Release()
	return r.b, r.err
}
