package engine

import (
	"fmt"
	"time"

	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/wasm/protocol"
	"github.com/spidereval/spidereval/wasm/workspace"
)

// The requests as they arrive: each type to its handler (the protocol's
// table, wasm/protocol/messages.go, says what each carries and how it is
// answered).

// Handle serves one request. A crash while serving it is reported as the
// request's error; the engine (and the worker) keeps running.
func (e *Engine) Handle(req protocol.Request, files []Source) {
	e.handle(req, files, -1)
}

// Accept takes a request when it arrives and returns the work that serves
// it, which the host may run later (a helper's share waits for the loads
// sent before it). A Cancel that arrives in between stops an evaluation
// before it starts: a helper that read the Cancel while its share waited
// for the loads would otherwise run the share to its end, and, with no
// deadline, never answer again.
func (e *Engine) Accept(req protocol.Request, files []Source) (serve func()) {
	e.mu.Lock()
	seen := e.cancels
	e.mu.Unlock()
	return func() { e.handle(req, files, seen) }
}

// handle is Handle; an evaluation is cancelled at once when a Cancel came
// after the count of Cancels seen (-1: none is checked).
func (e *Engine) handle(req protocol.Request, files []Source, seen int) {
	defer func() {
		if p := recover(); p != nil {
			e.fail(req.ID, fmt.Errorf("internal error while handling %q: %v (contained; please report it)", req.Type, p))
		}
	}()
	switch req.Type {
	case protocol.Load:
		e.stopWholeProfile()
		e.load(req.ID, files)
	case protocol.LoadURL:
		e.stopWholeProfile()
		if err := e.loadURL(req.ID, req.URL); err != nil {
			e.fail(req.ID, err)
		}
	case protocol.LoadDemo:
		if err := e.loadDemo(req.Base); err != nil {
			e.fail(req.ID, err)
			return
		}
		e.postSummary(req.ID)
	case protocol.Reset:
		e.mu.Lock()
		if e.cancel != nil {
			e.cancel()
			e.cancel = nil
		}
		if e.stopProfile != nil {
			e.stopProfile()
			e.stopProfile = nil
		}
		e.gen++
		e.ws.Close()
		e.ws = workspace.New()
		if !req.KeepRuns {
			e.runs = map[int]*run{}
		}
		e.notes = nil
		e.mu.Unlock()
		e.postSummary(req.ID)
	case protocol.Evaluate:
		e.evaluate(req, seen)
	case protocol.Ping:
		e.host.Post(protocol.Response{Type: protocol.Pong, ID: req.ID})
	case protocol.Cancel:
		e.mu.Lock()
		e.cancels++
		if e.cancel != nil {
			e.cancel()
		}
		e.mu.Unlock()
	case protocol.Inspect:
		d, err := e.inspect(req.Run, req.Index)
		e.answer(req.ID, err, protocol.Response{Type: protocol.Inspected, Detail: d})
	case protocol.Judge:
		d, err := e.judge(req)
		e.answer(req.ID, err, protocol.Response{Type: protocol.Judged, Detail: d})
	case protocol.Compare:
		c, err := e.compareRuns(req.Runs, req.Metric)
		e.answer(req.ID, err, protocol.Response{Type: protocol.Compared, Comparison: c})
	case protocol.Audit:
		a, err := e.audit(req)
		e.answer(req.ID, err, protocol.Response{Type: protocol.Audited, Audit: a})
	case protocol.Profile:
		if err := e.profile(req); err != nil {
			e.fail(req.ID, err)
		}
	case protocol.Lenient:
		if err := e.lenient(req.ID, req.Run); err != nil {
			e.fail(req.ID, err)
		}
	case protocol.Export:
		text, name, err := e.export(req.ID, req.Run, req.Format)
		e.answer(req.ID, err, protocol.Response{Type: protocol.Exported, Text: text, Filename: name})
	default:
		e.fail(req.ID, fmt.Errorf("unknown request %q", req.Type))
	}
}

// stopWholeProfile stops the whole-run feature profile under way: new
// files come first, as a new run does (the page asks for the profile
// again when a view needs it).
func (e *Engine) stopWholeProfile() {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.stopProfile != nil {
		e.stopProfile()
		e.stopProfile = nil
	}
}

// answer posts resp as request id's answer, or err when it failed.
func (e *Engine) answer(id int, err error, resp protocol.Response) {
	if err != nil {
		e.fail(id, err)
		return
	}
	resp.ID = id
	e.host.Post(resp)
}

// load adds files (dropped, picked, kept or named by a URL) to the
// workspace, opening saved sessions, and posts the summary.
func (e *Engine) load(id int, files []Source) {
	ws := e.workspace()
	ws.NewLoad()
	var last time.Time
	for i, f := range files {
		// The page names the file being read, at most every tenth of a
		// second (a folder of hundreds takes seconds on a busy machine).
		if now := e.host.Now(); e.host.LoadProgress && (i == 0 || now.Sub(last) >= loadProgressEvery) {
			last = now
			e.host.Post(protocol.Response{Type: protocol.Progress, ID: id, Done: i, Total: len(files), Current: f.Name})
		}
		if isSession(f) {
			if err := e.openSession(id, f); err != nil {
				e.fail(id, err)
			}
			continue
		}
		ws.AddSource(f)
	}
	e.postSummary(id)
}

// loadProgressEvery is how often a load says how far it is.
const loadProgressEvery = 100 * time.Millisecond

// isSession tells a saved session by its first bytes.
func isSession(f Source) bool {
	head := make([]byte, min(f.Size, sessionHead))
	n, _ := f.R.ReadAt(head, 0)
	return report.IsSession(head[:n])
}

// sessionHead is how many first bytes report.IsSession looks at.
const sessionHead = 200
