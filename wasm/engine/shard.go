package engine

import (
	"bytes"
	"context"
	"encoding/gob"
	"encoding/json"
	"fmt"
	"math"
	"reflect"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/wasm/protocol"
	"github.com/spidereval/spidereval/wasm/workspace"
)

// A run can be split over several engine workers (the page starts one per
// core): the worker the page talks to judges every Of-th question itself
// and asks each helper worker, which has loaded the same files, for
// another share; their records come back and are merged in question order,
// so the run is the one a single worker would produce. Each question goes
// to the same worker every time, so each worker's gold cache serves the
// questions it judges when the run is scored again.

// minShardedRun is the smallest run split over helpers: below it, the
// messages cost more than the parallel work saves.
const minShardedRun = 64

// shardWire is how a shard's records travel: in gob, which is quick, with
// what gob does slowly or loses sent beside them. gob does not send a
// pointer to a zero value (an Exec of 0, a TablesMatch of false): which
// pointer fields were set travels beside each record. Result cells keep
// their Go types as typed cells, and query trees travel as their JSON (the
// form they are shown and exported in), not as interface values.
type shardWire struct {
	Records []report.Record
	Set     [][]bool      // per record, per pointer field (recordPointers)
	Rows    [][2][][]cell // per record, the gold's and the prediction's rows
}

// cell is one result cell with its Go type: K is 0 nil, 1 int64,
// 2 float64 (its IEEE bits in I: gob drops a field equal to zero, and
// -0 == 0, so a negative zero sent as a float came back as 0), 3 string.
type cell struct {
	K byte
	I int64
	S string
}

func init() {
	gob.Register(json.RawMessage{})
	gob.Register(map[string]any{})
	gob.Register([]any{})
}

// recordPointers are the indexes of report.Record's pointer fields.
var recordPointers = func() []int {
	var out []int
	t := reflect.TypeFor[report.Record]()
	for i := range t.NumField() {
		if t.Field(i).Type.Kind() == reflect.Pointer {
			out = append(out, i)
		}
	}
	return out
}()

func encodeShard(recs []report.Record) ([]byte, error) {
	w := shardWire{Records: make([]report.Record, len(recs)), Set: make([][]bool, len(recs)), Rows: make([][2][][]cell, len(recs))}
	for i, r := range recs {
		for _, tree := range []*any{&r.GoldQuery, &r.PredQuery, &r.RejectReason} {
			if *tree != nil {
				b, err := json.Marshal(*tree)
				if err != nil {
					return nil, err
				}
				*tree = json.RawMessage(b)
			}
		}
		for side, t := range []**report.Table{&r.GoldResult, &r.PredResult} {
			if *t == nil {
				continue
			}
			c := **t
			rows := make([][]cell, len(c.Rows))
			for k, row := range c.Rows {
				rows[k] = make([]cell, len(row))
				for j, v := range row {
					switch x := v.(type) {
					case int64:
						rows[k][j] = cell{K: 1, I: x}
					case float64:
						rows[k][j] = cell{K: 2, I: int64(math.Float64bits(x))}
					case string:
						rows[k][j] = cell{K: 3, S: x}
					case nil:
					default:
						return nil, fmt.Errorf("record %d: result cell of type %T", r.Index, v)
					}
				}
			}
			w.Rows[i][side], c.Rows = rows, nil
			*t = &c
		}
		w.Records[i] = r
		v := reflect.ValueOf(&w.Records[i]).Elem()
		w.Set[i] = make([]bool, len(recordPointers))
		for k, f := range recordPointers {
			w.Set[i][k] = !v.Field(f).IsNil()
		}
	}
	var b bytes.Buffer
	err := gob.NewEncoder(&b).Encode(w)
	return b.Bytes(), err
}

func decodeShard(data []byte) ([]report.Record, error) {
	var w shardWire
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&w); err != nil {
		return nil, err
	}
	if len(w.Set) != len(w.Records) || len(w.Rows) != len(w.Records) {
		return nil, fmt.Errorf("%d records, %d pointer sets, %d row sets", len(w.Records), len(w.Set), len(w.Rows))
	}
	for i := range w.Records {
		v := reflect.ValueOf(&w.Records[i]).Elem()
		for k, f := range recordPointers {
			if fv := v.Field(f); k < len(w.Set[i]) && w.Set[i][k] && fv.IsNil() {
				fv.Set(reflect.New(fv.Type().Elem()))
			}
		}
		for side, t := range []*report.Table{w.Records[i].GoldResult, w.Records[i].PredResult} {
			if t == nil {
				continue
			}
			t.Rows = make([][]any, len(w.Rows[i][side]))
			for k, row := range w.Rows[i][side] {
				t.Rows[k] = make([]any, len(row))
				for j, c := range row {
					switch c.K {
					case 1:
						t.Rows[k][j] = c.I
					case 2:
						t.Rows[k][j] = math.Float64frombits(uint64(c.I))
					case 3:
						t.Rows[k][j] = c.S
					}
				}
			}
		}
	}
	return w.Records, nil
}

// judgeShard judges the helper's shard of a run and answers ShardDone.
func (e *Engine) judgeShard(ctx context.Context, req protocol.Request, ws *workspace.Workspace, opt eval.Options) {
	due := e.progressDue()
	progress := func(done, total int) {
		if due(done == total) {
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
		wait := h.Judge(ctx, r, func(done int) { report(k+1, done) })
		go func() {
			data, err := wait()
			answers <- shardAnswer{&eval.Shard{Index: k + 1, Of: of}, data, err}
		}()
	}
	return answers
}

// mergeShards waits for the helpers' answers and merges them into res; a
// shard whose helper failed is judged here. It returns how many helpers
// judged their share.
func (e *Engine) mergeShards(ctx context.Context, answers chan shardAnswer, res *eval.Results, ws *workspace.Workspace, wreq workspace.Request, opt eval.Options) (helped int, err error) {
	n := opt.Shard.Of - 1
	defer res.Rescore(wreq.Gold)
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
			helped++
			continue
		}
		if ctx.Err() != nil {
			return helped, ctx.Err()
		}
		// The helper is gone or failed: judge its share here.
		o := opt
		o.Shard = a.shard
		own, lerr := ws.EvaluateRequest(ctx, wreq, o, nil)
		if lerr != nil {
			return helped, lerr
		}
		if err := res.Merge(a.shard, own.ShardRecords(a.shard)); err != nil {
			return helped, err
		}
	}
	return helped, nil
}
