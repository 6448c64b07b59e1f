package engine

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"spidereval/wasm/protocol"
)

// localHelper is a helper worker in this process: another engine with the
// same files loaded; fail makes it answer with an error instead.
type localHelper struct {
	e    *Engine
	rec  *recorder
	fail bool
}

func newLocalHelper(t *testing.T) *localHelper {
	h := &localHelper{rec: &recorder{}}
	h.e = New(Host{Post: h.rec.post, Fetch: demoFetch})
	h.e.Handle(protocol.Request{Type: protocol.LoadDemo, ID: 1, Base: "/web/demo"}, nil)
	return h
}

func (h *localHelper) Judge(ctx context.Context, req protocol.Request, progress func(int)) func() ([]byte, error) {
	return func() ([]byte, error) {
		if h.fail {
			return nil, errors.New("helper gone")
		}
		h.e.Handle(req, nil)
		for _, m := range h.rec.of(protocol.ShardDone) {
			if m.ID == req.ID {
				return m.Data, nil
			}
		}
		return nil, errors.New("no shardDone")
	}
}

// TestShardedRunIsTheSame: a run split over helper engines (one of them
// failing, whose share is judged at home) gives the same report and the
// same questions as one engine alone.
func TestShardedRunIsTheSame(t *testing.T) {
	var details [2][]*protocol.Detail
	run := func(helpers []Helper) (*protocol.Run, []protocol.Question, []protocol.Response) {
		rec := &recorder{}
		e := New(Host{Post: rec.post, Fetch: demoFetch, Helpers: func() []Helper { return helpers }})
		e.Handle(protocol.Request{Type: protocol.LoadDemo, ID: 1, Base: "/web/demo"}, nil)
		e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 2, Gold: "demo/dev.json", Pred: "demo/pred_graphix_t5.sql", Etype: "all"}, nil)
		if f := rec.of(protocol.Failed); len(f) > 0 {
			t.Fatalf("failed: %+v", f)
		}
		var qs []protocol.Question
		for _, m := range rec.of(protocol.Questions) {
			qs = append(qs, m.Questions...)
		}
		start := rec.of(protocol.RunStart)
		if len(start) != 1 {
			t.Fatalf("%d run starts", len(start))
		}
		// Every question's detail: its results, cell by cell.
		for i := range qs {
			e.Handle(protocol.Request{Type: protocol.Inspect, ID: 100 + i, Run: start[0].Run.ID, Index: i}, nil)
		}
		k := min(len(helpers), 1)
		for _, m := range rec.of(protocol.Inspected) {
			details[k] = append(details[k], m.Detail)
		}
		return start[0].Run, qs, rec.of(protocol.Progress)
	}
	alone, aloneQs, _ := run(nil)
	gone := newLocalHelper(t)
	gone.fail = true
	h1, h2 := newLocalHelper(t), newLocalHelper(t)
	split, splitQs, progress := run([]Helper{h1, gone, h2})
	if split.Report != alone.Report {
		t.Errorf("sharded report differs:\n%s\n---\n%s", split.Report, alone.Report)
	}
	if !reflect.DeepEqual(splitQs, aloneQs) {
		for i := range min(len(splitQs), len(aloneQs)) {
			if !reflect.DeepEqual(splitQs[i], aloneQs[i]) {
				t.Errorf("question %d differs:\n%+v\n%+v", i, splitQs[i], aloneQs[i])
				break
			}
		}
	}
	if len(details[0]) != 167 || !reflect.DeepEqual(details[0], details[1]) {
		t.Errorf("sharded details differ (%d and %d)", len(details[0]), len(details[1]))
	}
	if len(h1.rec.of(protocol.ShardDone)) != 1 || len(h2.rec.of(protocol.ShardDone)) != 1 {
		t.Errorf("the helpers were not asked")
	}
	if last := progress[len(progress)-1]; last.Done != last.Total {
		t.Errorf("last progress %d of %d", last.Done, last.Total)
	}
}
