// Package engine answers the explorer's requests: it owns a workspace of
// loaded files and the finished runs, and turns evaluation results into the
// protocol's messages. The Web Worker (wasm/worker) only bridges it to
// JavaScript, so everything here is tested natively.
package engine

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/explain"
	"github.com/spidereval/spidereval/wasm/protocol"
	"github.com/spidereval/spidereval/wasm/urlsource"
	"github.com/spidereval/spidereval/wasm/workspace"
)

// Source is one file handed over by the page (dropped, picked, kept or
// named by a URL), read on demand: see workspace.Source.
type Source = workspace.Source

// Bytes is a Source of bytes already in memory (the demo, tests).
func Bytes(name string, data []byte) Source {
	return Source{Name: name, Size: int64(len(data)), R: bytes.NewReader(data)}
}

// Host is what the engine needs from its surroundings.
type Host struct {
	Post  func(protocol.Response)          // send a message to the page
	Fetch func(url string) ([]byte, error) // read a URL (the demo files)
	Yield func()                           // let the event loop run (cancel messages), may be nil
	Now   func() time.Time                 // clock for progress throttling, may be nil
	// Explainer splits queries into clauses, says why the Spider grammar
	// rejected a prediction (when its question is opened) and runs the
	// extended grammar; nil shows queries whole, without those.
	Explainer explain.Explainer
	// Get reads a URL or a range of it, synchronously (loads by URL);
	// nil refuses them.
	Get urlsource.Getter
	// Cache wraps a URL's reader in the host's block cache; nil reads it directly.
	Cache func(r io.ReaderAt, size int64) io.ReaderAt
	// LoadProgress posts how far each load of files is (the page's
	// engine; a helper's copy of a load is watched by no one).
	LoadProgress bool
	// Helpers returns the helper workers ready to judge a share of a run
	// (see shard.go); nil or none: every question is judged here.
	Helpers func() []Helper
}

// Engine serves requests; Handle may be called from several goroutines.
type Engine struct {
	host   Host
	mu     sync.Mutex
	ws     *workspace.Workspace
	runs   map[int]*run
	nextID int
	cancel context.CancelFunc
	// stopProfile stops the whole-run feature profile under way.
	stopProfile context.CancelFunc
	gen         int      // bumped by Reset: runs of an older workspace are not kept
	cancels     int      // bumped by Cancel: an evaluation accepted before one never starts
	notes       []string // the summary's notes (URL loads), until Reset
}

type run struct {
	meta protocol.Run
	res  *eval.Results
	prov json.RawMessage // what it measured (eval.Provenance), saved with a session; nil when unknown
	prof *profiles       // SQL-feature profiles made so far
	// diag holds the diagnoses made for the JSONL, by record index
	// (guarded by Engine.mu).
	diag map[int]diagnosis
}

// Helper is another engine worker.
type Helper interface {
	// Judge sends an Evaluate request with Shard set, before it returns
	// (in js/wasm a goroutine may not run until this worker's own share
	// is done), and returns what waits for the shard's records
	// (encodeShard); progress is called with the shard's questions done.
	Judge(ctx context.Context, req protocol.Request, progress func(done int)) (wait func() ([]byte, error))
}

// profiles are a run's SQL-feature profiles, kept as they are made.
type profiles struct {
	mu         sync.Mutex
	done       []bool
	gold, pred [][]string
}

// diagnosis is what eval.Diagnose filled in one record.
type diagnosis struct {
	reason   any
	summary  string
	problems []string
}

// New returns an engine with an empty workspace.
func New(h Host) *Engine {
	if h.Now == nil {
		h.Now = time.Now
	}
	return &Engine{host: h, ws: workspace.New(), runs: map[int]*run{}}
}

func (e *Engine) fail(id int, err error) {
	e.host.Post(protocol.Response{Type: protocol.Failed, ID: id, Error: err.Error()})
}

// runByID is a finished run, or an error naming it when it is gone.
func (e *Engine) runByID(id int) (*run, error) {
	e.mu.Lock()
	r, ok := e.runs[id]
	e.mu.Unlock()
	if !ok {
		return nil, fmt.Errorf("no run %d (it was cleared or the engine restarted)", id)
	}
	return r, nil
}

func (e *Engine) workspace() *workspace.Workspace {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.ws
}

func (e *Engine) postSummary(id int) {
	ps := e.workspace().Summary()
	e.mu.Lock()
	ps.Notes = append([]string(nil), e.notes...)
	e.mu.Unlock()
	e.host.Post(protocol.Response{Type: protocol.Loaded, ID: id, Summary: &ps})
}
