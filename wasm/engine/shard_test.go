package engine

import (
	"context"
	"errors"
	"math"
	"reflect"
	"testing"

	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// localHelper is a helper worker in this process: another engine with the
// same files loaded; fail makes it answer with an error instead.
type localHelper struct {
	e    *Engine
	rec  *recorder
	fail bool
}

func newLocalHelper(load func(*Engine)) *localHelper {
	h := &localHelper{rec: &recorder{}}
	h.e = New(Host{Post: h.rec.post, Fetch: demoFetch})
	load(h.e)
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
// failing, whose share is judged at home) gives the same report, questions
// and question details as one engine alone: the demo (test-suite, exact
// match and execution) and a BIRD Mini-Dev sample (EX and Soft-F1).
func TestShardedRunIsTheSame(t *testing.T) {
	demo := func(e *Engine) {
		e.Handle(protocol.Request{Type: protocol.LoadDemo, ID: 1, Base: "/web/demo"}, nil)
	}
	sameRun(t, demo, protocol.Request{Type: protocol.Evaluate, ID: 2, Gold: "demo/dev.json", Pred: "demo/pred_graphix_t5.sql", Etype: "all"})
}

func TestShardedBirdRunIsTheSame(t *testing.T) {
	files, _, _ := birdKit(t, "mini_dev_sqlite_gold.sql", "mini_dev_sqlite.jsonl", "dev_tables.json", "predictions/mini_dev_gpt-4_sqlite.json")
	load := func(e *Engine) { e.Handle(protocol.Request{Type: protocol.Load, ID: 1}, files) }
	sameRun(t, load, protocol.Request{Type: protocol.Evaluate, ID: 2, Gold: "mini_dev_sqlite_gold.sql", Pred: "predictions/mini_dev_gpt-4_sqlite.json",
		Difficulty: "mini_dev_sqlite.jsonl", Compat: "bird", Etype: "all"})
}

// sameRun scores req alone and split over three helpers (one failing).
func sameRun(t *testing.T, load func(*Engine), req protocol.Request) {
	type result struct {
		run       *protocol.Run
		questions []protocol.Question
		details   []*protocol.Detail
		progress  []protocol.Response
	}
	run := func(helpers []Helper) result {
		rec := &recorder{}
		e := New(Host{Post: rec.post, Fetch: demoFetch, Helpers: func() []Helper { return helpers }})
		load(e)
		e.Handle(req, nil)
		if f := rec.of(protocol.Failed); len(f) > 0 {
			t.Fatalf("failed: %+v", f)
		}
		var r result
		for _, m := range rec.of(protocol.Questions) {
			r.questions = append(r.questions, m.Questions...)
		}
		start := rec.of(protocol.RunStart)
		if len(start) != 1 {
			t.Fatalf("%d run starts", len(start))
		}
		r.run = start[0].Run
		// Every question's detail: its results, cell by cell.
		for i := range r.questions {
			e.Handle(protocol.Request{Type: protocol.Inspect, ID: 100 + i, Run: r.run.ID, Index: i}, nil)
		}
		for _, m := range rec.of(protocol.Inspected) {
			r.details = append(r.details, m.Detail)
		}
		r.progress = rec.of(protocol.Progress)
		return r
	}
	alone := run(nil)
	gone := newLocalHelper(load)
	gone.fail = true
	h1, h2 := newLocalHelper(load), newLocalHelper(load)
	split := run([]Helper{h1, gone, h2})
	if split.run.Report != alone.run.Report {
		t.Errorf("sharded report differs:\n%s\n---\n%s", split.run.Report, alone.run.Report)
	}
	// The failed helper's share was judged at home: three workers judged.
	if split.run.Workers != 3 || alone.run.Workers != 1 {
		t.Errorf("workers %d and %d, want 3 and 1", split.run.Workers, alone.run.Workers)
	}
	split.run.Workers = alone.run.Workers
	if !reflect.DeepEqual(split.run, alone.run) {
		t.Errorf("sharded run's tables differ:\n%+v\n%+v", split.run, alone.run)
	}
	if len(split.questions) != len(alone.questions) || len(alone.questions) < minShardedRun {
		t.Fatalf("%d and %d questions", len(split.questions), len(alone.questions))
	}
	for i := range alone.questions {
		if !reflect.DeepEqual(split.questions[i], alone.questions[i]) {
			t.Errorf("question %d differs:\n%+v\n%+v", i, split.questions[i], alone.questions[i])
			break
		}
	}
	if len(alone.details) != len(alone.questions) || !reflect.DeepEqual(split.details, alone.details) {
		t.Errorf("sharded details differ (%d and %d)", len(split.details), len(alone.details))
	}
	if len(h1.rec.of(protocol.ShardDone)) != 1 || len(h2.rec.of(protocol.ShardDone)) != 1 {
		t.Errorf("the helpers were not asked")
	}
	if last := split.progress[len(split.progress)-1]; last.Done != last.Total {
		t.Errorf("last progress %d of %d", last.Done, last.Total)
	}
}

// TestShardCellsKeepTheirValue: every kind of result cell crosses between
// workers unchanged, a negative zero included (the CLI writes -0.0 as
// "-0.0"; gob dropped it as a zero field, and the page wrote 0).
func TestShardCellsKeepTheirValue(t *testing.T) {
	negZero := math.Copysign(0, -1)
	row := []any{nil, int64(-7), 1.5, negZero, math.Inf(1), "x", ""}
	data, err := encodeShard([]report.Record{{Index: 3, GoldResult: &report.Table{Columns: []string{"a", "b", "c", "d", "e", "f", "g"}, Rows: [][]any{row}}}})
	if err != nil {
		t.Fatal(err)
	}
	recs, err := decodeShard(data)
	if err != nil {
		t.Fatal(err)
	}
	got := recs[0].GoldResult.Rows[0]
	if len(got) != len(row) {
		t.Fatalf("%d cells, want %d", len(got), len(row))
	}
	for i, want := range row {
		g := got[i]
		if f, ok := want.(float64); ok {
			gf, ok := g.(float64)
			if !ok || math.Float64bits(gf) != math.Float64bits(f) {
				t.Errorf("cell %d: %v (%T), want %v", i, g, g, f)
			}
			continue
		}
		if g != want {
			t.Errorf("cell %d: %#v, want %#v", i, g, want)
		}
	}
}

// TestCancelBeforeShareStarts: a helper reads its share of a run, then a
// Cancel, before the share starts (it waits for the loads sent before
// it): the share is answered Cancelled and never judged. The page's Cancel
// test hung when it was judged: its never-ending query held the helper,
// which still answered pings, and the next run waited for it.
func TestCancelBeforeShareStarts(t *testing.T) {
	rec := &recorder{}
	e := New(Host{Post: rec.post, Fetch: demoFetch})
	e.Handle(protocol.Request{Type: protocol.LoadDemo, ID: 1, Base: "/web/demo"}, nil)
	share := protocol.Request{Type: protocol.Evaluate, ID: 2, Gold: "demo/dev.json", Pred: "demo/pred_graphix_t5.sql", Etype: "all",
		Shard: &protocol.Shard{Index: 1, Of: 2}}
	serve := e.Accept(share, nil)
	e.Handle(protocol.Request{Type: protocol.Cancel}, nil)
	serve()
	if c := rec.of(protocol.Cancelled); len(c) != 1 || c[0].ID != 2 {
		t.Errorf("cancelled: %+v", c)
	}
	// A share accepted after the Cancel is judged.
	share.ID = 3
	e.Accept(share, nil)()
	var ids []int
	for _, d := range rec.of(protocol.ShardDone) {
		ids = append(ids, d.ID)
	}
	if !reflect.DeepEqual(ids, []int{3}) {
		t.Errorf("shares judged: %v, want [3]; failed %+v", ids, rec.of(protocol.Failed))
	}
}
