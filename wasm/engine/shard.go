package engine

import (
	"bytes"
	"context"
	"encoding/gob"
	"encoding/json"
	"fmt"
	"time"

	"spidereval/eval"
	"spidereval/eval/report"
	"spidereval/wasm/protocol"
	"spidereval/wasm/workspace"
)

// A run can be split over several engine workers (the page starts one per
// core): the worker the page talks to judges every Of-th question itself
// and asks each helper worker, which has loaded the same files, for
// another share; their records come back and are merged in question order,
// so the run is the one a single worker would produce. Each question goes
// to the same worker every time, so each worker's gold cache serves the
// questions it judges when the run is scored again.

// Helper is another engine worker.
type Helper interface {
	// Judge sends an Evaluate request with Shard set and waits for the
	// shard's records (gob-encoded []report.Record); progress is called
	// with the questions of the shard done so far.
	Judge(ctx context.Context, req protocol.Request, progress func(done int)) ([]byte, error)
}

// minShardedRun is the smallest run split over helpers: below it, the
// messages cost more than the parallel work saves.
const minShardedRun = 64

// shardWire is how a shard's records travel: as JSON (their session form),
// but for the rows of their results, which keep their Go types (int64,
// float64, string, nil) in gob.
type shardWire struct {
	Records []byte
	Rows    [][2][][]any // each record's gold and prediction rows
}

func encodeShard(recs []report.Record) ([]byte, error) {
	w := shardWire{Rows: make([][2][][]any, len(recs))}
	out := make([]report.Record, len(recs))
	for i, r := range recs {
		for side, t := range []**report.Table{&r.GoldResult, &r.PredResult} {
			if *t != nil {
				c := **t
				w.Rows[i][side], c.Rows = c.Rows, nil
				*t = &c
			}
		}
		out[i] = r
	}
	var err error
	if w.Records, err = json.Marshal(out); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	err = gob.NewEncoder(&b).Encode(w)
	return b.Bytes(), err
}

func decodeShard(data []byte) ([]report.Record, error) {
	var w shardWire
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&w); err != nil {
		return nil, err
	}
	var recs []report.Record
	if err := json.Unmarshal(w.Records, &recs); err != nil {
		return nil, err
	}
	if len(w.Rows) != len(recs) {
		return nil, fmt.Errorf("%d records, %d row sets", len(recs), len(w.Rows))
	}
	for i := range recs {
		for side, t := range []*report.Table{recs[i].GoldResult, recs[i].PredResult} {
			if t != nil {
				t.Rows = w.Rows[i][side]
			}
		}
	}
	return recs, nil
}

// judgeShard judges the helper's shard of a run and answers ShardDone.
func (e *Engine) judgeShard(ctx context.Context, req protocol.Request, ws *workspace.Workspace, opt eval.Options) {
	last := time.Time{}
	progress := func(done, total int) {
		if now := e.host.Now(); done == total || now.Sub(last) > 50*time.Millisecond {
			last = now
			e.host.Post(protocol.Response{Type: protocol.Progress, ID: req.ID, Done: done, Total: total})
			if e.host.Yield != nil {
				e.host.Yield()
			}
		}
	}
	res, err := ws.EvaluateRequest(ctx, workspace.Request{Gold: req.Gold, Pred: req.Pred, Difficulty: req.Difficulty}, opt, progress)
	if err != nil {
		if ctx.Err() != nil {
			e.host.Post(protocol.Response{Type: protocol.Cancelled, ID: req.ID})
			return
		}
		e.fail(req.ID, err)
		return
	}
	data, err := encodeShard(res.ShardRecords(opt.Shard))
	if err != nil {
		e.fail(req.ID, fmt.Errorf("encoding the shard's records: %w", err))
		return
	}
	e.host.Post(protocol.Response{Type: protocol.ShardDone, ID: req.ID, Data: data})
}

// shardAnswer is a helper's answer for shard Index.
type shardAnswer struct {
	shard *eval.Shard
	data  []byte
	err   error
}

// startShards asks each helper for its shard (1 to len(helpers); this
// worker judges shard 0) and returns where the answers arrive.
func startShards(ctx context.Context, req protocol.Request, helpers []Helper, report func(shard, done int) bool) chan shardAnswer {
	answers := make(chan shardAnswer, len(helpers))
	of := len(helpers) + 1
	for k, h := range helpers {
		r := req
		r.Shard = &protocol.Shard{Index: k + 1, Of: of}
		go func() {
			data, err := h.Judge(ctx, r, func(done int) { report(k+1, done) })
			answers <- shardAnswer{&eval.Shard{Index: k + 1, Of: of}, data, err}
		}()
	}
	return answers
}

// mergeShards waits for the helpers' answers and merges them into res; a
// shard whose helper failed is judged here.
func (e *Engine) mergeShards(ctx context.Context, answers chan shardAnswer, res *eval.Results, ws *workspace.Workspace, wreq workspace.Request, opt eval.Options) error {
	n := opt.Shard.Of - 1
	res.Options.Shard = nil
	for range n {
		a := <-answers
		var recs []report.Record
		err := a.err
		if err == nil {
			recs, err = decodeShard(a.data)
		}
		if err == nil {
			err = res.Merge(a.shard, recs)
		}
		if err == nil {
			continue
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		// The helper is gone or failed: judge its share here.
		o := opt
		o.Shard = a.shard
		own, lerr := ws.EvaluateRequest(ctx, wreq, o, nil)
		if lerr != nil {
			return lerr
		}
		if err := res.Merge(a.shard, own.ShardRecords(a.shard)); err != nil {
			return err
		}
	}
	return nil
}
