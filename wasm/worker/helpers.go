//go:build js && wasm

package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"syscall/js"
	"time"

	"github.com/spidereval/spidereval/wasm/engine"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// The engine worker the page talks to starts helper workers (the same
// worker.js and worker.wasm, named "helper") once its first report is out,
// one per further core (at most maxHelpers). Every file load and reset it
// receives is forwarded to them, in order (and replayed to a helper that
// starts later), so they hold the same workspace; a large run is then
// split over them (engine/shard.go). A helper that dies is dropped and
// its share judged by this worker.

// maxHelpers bounds the helper workers: each holds its own Go heap and
// SQLite memory.
const maxHelpers = 3

// helperName is the name the page's engine gives its helpers.
const helperName = "helper"

// isHelper reports whether this worker is a helper.
func isHelper() bool { return js.Global().Get("name").String() == helperName }

type helperPool struct {
	mu      sync.Mutex
	started bool
	workers []*helperWorker
	loads   []js.Value // the load and reset messages, since the last reset
	nextID  int
}

type helperWorker struct {
	w       js.Value
	started chan struct{} // closed when the helper says it is ready
	dead    bool
	pending map[int]*pendingShard
}

// helperStart bounds how long a share waits for its helper to start.
const helperStart = 20 * time.Second

type pendingShard struct {
	progress func(done int)
	done     chan shardReply
}

type shardReply struct {
	data []byte
	err  error
}

var helpers helperPool

// forward sends a load or reset message to every helper, and keeps it for
// helpers started later.
func (p *helperPool) forward(typ string, data js.Value) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if typ == protocol.Reset {
		p.loads = nil
	}
	p.loads = append(p.loads, data)
	for _, h := range p.workers {
		if !h.dead {
			h.w.Call("postMessage", data)
		}
	}
}

// start starts the helpers, once.
func (p *helperPool) start() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.started {
		return
	}
	p.started = true
	n := min(engineWorkers(), maxHelpers+1) - 1
	for range n {
		p.workers = append(p.workers, p.spawn())
	}
}

// engineWorkers is how many engine workers a run may use: the page's
// ?workers=N (passed on in this worker's address), else one per core.
func engineWorkers() int {
	q := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search"))
	if v := q.Call("get", "workers"); v.Type() == js.TypeString {
		if n, err := strconv.Atoi(v.String()); err == nil && n >= 1 {
			return n
		}
	}
	return js.Global().Get("navigator").Get("hardwareConcurrency").Int()
}

// spawn starts one helper and replays the loads to it; p.mu is held.
func (p *helperPool) spawn() *helperWorker {
	h := &helperWorker{pending: map[int]*pendingShard{}, started: make(chan struct{})}
	url := js.Global().Get("location").Get("href").String()
	h.w = js.Global().Get("Worker").New(url, map[string]any{"name": helperName})
	h.w.Set("onmessage", js.FuncOf(func(this js.Value, args []js.Value) any {
		data := args[0].Get("data")
		var r protocol.Response
		switch data.Type() {
		case js.TypeString:
			if json.Unmarshal([]byte(data.String()), &r) != nil {
				return nil
			}
		case js.TypeObject: // {json, data}: a shard's records
			if json.Unmarshal([]byte(data.Get("json").String()), &r) != nil {
				return nil
			}
			r.Data = make([]byte, data.Get("data").Length())
			js.CopyBytesToGo(r.Data, data.Get("data"))
		default:
			return nil
		}
		p.answer(h, r)
		return nil
	}))
	h.w.Set("onerror", js.FuncOf(func(this js.Value, args []js.Value) any {
		p.answer(h, protocol.Response{Type: protocol.Died, Error: "the helper worker failed to start"})
		return nil
	}))
	// Its first message: this worker's compiled modules (worker.js keeps
	// them), which the helper instantiates without compiling again.
	h.w.Call("postMessage", map[string]any{"spiderevalModules": js.Global().Get("spiderevalModules")})
	for _, data := range p.loads {
		h.w.Call("postMessage", data)
	}
	return h
}

// stop ends helper h and fails the shares it still owed with cause; the
// pool's lock is held.
func (h *helperWorker) stop(cause string) {
	h.dead = true
	h.w.Call("terminate")
	for id, s := range h.pending {
		s.done <- shardReply{err: errors.New(cause)}
		delete(h.pending, id)
	}
}

// answer routes a helper's message.
func (p *helperPool) answer(h *helperWorker, r protocol.Response) {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch r.Type {
	case protocol.Ready:
		select {
		case <-h.started: // said twice
		default:
			close(h.started)
		}
	case protocol.Died:
		h.stop("the helper worker died: " + r.Error)
	case protocol.Progress:
		if s := h.pending[r.ID]; s != nil {
			go s.progress(r.Done)
		}
	case protocol.Pong:
		if s := h.pending[r.ID]; s != nil {
			delete(h.pending, r.ID)
			s.done <- shardReply{}
		}
	case protocol.ShardDone, protocol.Failed, protocol.Cancelled:
		if s := h.pending[r.ID]; s != nil {
			delete(h.pending, r.ID)
			if r.Type == protocol.ShardDone {
				s.done <- shardReply{data: r.Data}
			} else {
				s.done <- shardReply{err: fmt.Errorf("helper: %s %s", r.Type, r.Error)}
			}
		}
	}
}

// helperPing bounds how long a helper whose share was cancelled may take
// to answer a Ping before it is replaced.
const helperPing = 2 * time.Second

// replaceIfStuck pings helper h after its share was cancelled: a helper
// that does not answer is inside a query that runs on (no deadline, or a
// long one), which it cannot leave to read the Cancel; the next run would
// wait for it. It is terminated and a fresh helper takes its place (the
// loads are replayed to it).
func (p *helperPool) replaceIfStuck(h *helperWorker) {
	p.mu.Lock()
	if h.dead {
		p.mu.Unlock()
		return
	}
	p.nextID++
	id := p.nextID
	s := &pendingShard{progress: func(int) {}, done: make(chan shardReply, 1)}
	h.pending[id] = s
	b, _ := json.Marshal(protocol.Request{Type: protocol.Ping, ID: id})
	h.w.Call("postMessage", map[string]any{"json": string(b)})
	p.mu.Unlock()
	select {
	case <-s.done:
		return
	case <-time.After(helperPing):
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if h.dead {
		return
	}
	h.stop("the helper worker was stopped: it did not answer after a Cancel")
	for i, w := range p.workers {
		if w == h {
			p.workers[i] = p.spawn()
		}
	}
}

// ready lists the helpers that can take a share: those started and those
// still starting (a share waits for its helper, at most helperStart; a run
// large enough to split outlasts a start).
func (p *helperPool) ready() []engine.Helper {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []engine.Helper
	for _, h := range p.workers {
		if !h.dead {
			out = append(out, helperRef{p, h})
		}
	}
	return out
}

// helperRef is one helper as the engine sees it.
type helperRef struct {
	p *helperPool
	h *helperWorker
}

// Judge implements engine.Helper.
func (r helperRef) Judge(ctx context.Context, req protocol.Request, progress func(done int)) func() ([]byte, error) {
	p, h := r.p, r.h
	p.mu.Lock()
	if h.dead {
		p.mu.Unlock()
		return func() ([]byte, error) { return nil, errors.New("the helper worker is gone") }
	}
	p.nextID++
	req.ID = p.nextID
	s := &pendingShard{progress: progress, done: make(chan shardReply, 1)}
	h.pending[req.ID] = s
	b, err := json.Marshal(req)
	if err == nil {
		h.w.Call("postMessage", map[string]any{"json": string(b)})
	}
	p.mu.Unlock()
	return func() ([]byte, error) {
		if err != nil {
			return nil, err
		}
		select {
		case <-h.started:
		case <-time.After(helperStart):
			return nil, errors.New("the helper worker did not start")
		case a := <-s.done: // it died starting
			return a.data, a.err
		}
		select {
		case a := <-s.done:
			return a.data, a.err
		case <-ctx.Done():
			c, _ := json.Marshal(protocol.Request{Type: protocol.Cancel})
			p.mu.Lock()
			delete(h.pending, req.ID)
			if !h.dead {
				h.w.Call("postMessage", map[string]any{"json": string(c)})
			}
			p.mu.Unlock()
			go p.replaceIfStuck(h)
			return nil, ctx.Err()
		}
	}
}
