//go:build js && wasm

package main

import (
	"encoding/json"
	"errors"
	"sync"
	"syscall/js"
	"time"

	"github.com/spidereval/spidereval/eval/explain"
)

// explainTimeout bounds one call to the explain worker, its first start
// (download and compilation) included.
const explainTimeout = 2 * time.Minute

// explainWorker runs the explain worker (explain.js beside this worker's
// script) on first use and relays calls to it; a worker that dies fails
// its pending calls and is started again by the next one.
type explainWorker struct {
	mu     sync.Mutex
	w      js.Value
	remote *explain.Remote
	funcs  []js.Func
}

func newExplainWorker() *explainWorker {
	x := &explainWorker{}
	x.remote = explain.NewRemote(x.send, explainTimeout)
	return x
}

// start creates the worker if it is not running; x.mu is held.
func (x *explainWorker) start() {
	if x.w.Truthy() {
		return
	}
	x.w = js.Global().Get("Worker").New("explain.js")
	died := func(msg string) {
		x.mu.Lock()
		if x.w.Truthy() {
			x.w.Call("terminate")
		}
		x.w = js.Undefined()
		for _, f := range x.funcs {
			f.Release()
		}
		x.funcs = nil
		x.mu.Unlock()
		x.remote.Fail(errors.New(msg))
	}
	onMessage := js.FuncOf(func(this js.Value, args []js.Value) any {
		data := args[0].Get("data")
		if data.Type() != js.TypeString {
			return nil
		}
		var resp struct {
			explain.Response
			Type  string `json:"type"`
			Error string `json:"error"`
		}
		if err := json.Unmarshal([]byte(data.String()), &resp); err != nil {
			return nil
		}
		if resp.Type == "died" { // the bootstrap's word: the Go program ended
			go died(resp.Error)
			return nil
		}
		x.remote.Deliver(resp.Response)
		return nil
	})
	onError := js.FuncOf(func(this js.Value, args []js.Value) any {
		msg := "the explain worker failed to load"
		if m := args[0].Get("message"); m.Type() == js.TypeString {
			msg += ": " + m.String()
		}
		go died(msg)
		return nil
	})
	x.funcs = []js.Func{onMessage, onError}
	x.w.Set("onmessage", onMessage)
	x.w.Set("onerror", onError)
}

// send posts one request, starting the worker when needed.
func (x *explainWorker) send(req explain.Request) error {
	b, err := json.Marshal(req)
	if err != nil {
		return err
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	x.start()
	x.w.Call("postMessage", string(b))
	return nil
}

// warm starts the worker ahead of its first use.
func (x *explainWorker) warm() {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.start()
}
