package engine

import (
	"encoding/json"
	"path/filepath"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/explain"
	"github.com/spidereval/spidereval/eval/explain/tidb"
	"github.com/spidereval/spidereval/eval/features"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// remoteTiDB is the page's arrangement natively: the engine's explainer
// sends JSON requests to a TiDB explainer elsewhere and waits for the
// answers, as the scoring worker does with the explain worker.
func remoteTiDB(t testing.TB) explain.Explainer {
	var r *explain.Remote
	r = explain.NewRemote(func(req explain.Request) error {
		b, err := json.Marshal(req)
		if err != nil {
			return err
		}
		go func() {
			var in explain.Request
			if err := json.Unmarshal(b, &in); err != nil {
				t.Error(err)
				return
			}
			out, _ := json.Marshal(explain.Serve(tidb.Explainer{}, in))
			var resp explain.Response
			if err := json.Unmarshal(out, &resp); err != nil {
				t.Error(err)
				return
			}
			r.Deliver(resp)
		}()
		return nil
	}, time.Minute)
	return r
}

// TestRejectedOnInspect: a run leaves diagnoses out; opening a rejected
// prediction's question asks the explainer, and without one the page
// shows the query whole and no diagnosis.
func TestRejectedOnInspect(t *testing.T) {
	for _, withExplainer := range []bool{true, false} {
		rec := &recorder{}
		h := Host{Post: rec.post, Fetch: demoFetch}
		if withExplainer {
			h.Explainer = remoteTiDB(t)
		}
		e := New(h)
		e.Handle(protocol.Request{Type: protocol.LoadDemo, ID: 1, Base: "/web/demo"}, nil)
		e.Handle(protocol.Request{Type: protocol.Load, ID: 2}, []Source{Bytes("p.sql", []byte("SELECT count(*) FROM singer\nSELECT nme FROM singer\n"))})
		e.Handle(protocol.Request{Type: protocol.Load, ID: 3}, []Source{Bytes("g.sql", []byte("SELECT count(*) FROM singer\tconcert_singer\nSELECT name FROM singer\tconcert_singer\n"))})
		e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 4, Gold: "g.sql", Pred: "p.sql", Etype: "match"}, nil)
		start := rec.of(protocol.RunStart)
		if len(start) != 1 {
			t.Fatalf("run: %+v", rec.of(protocol.Failed))
		}
		e.Handle(protocol.Request{Type: protocol.Inspect, ID: 5, Run: start[0].Run.ID, Index: 1}, nil)
		ins := rec.of(protocol.Inspected)
		if len(ins) != 1 {
			t.Fatalf("inspect: %+v", rec.of(protocol.Failed))
		}
		d := ins[0].Detail
		if withExplainer {
			if !strings.HasPrefix(d.Reject, "names that the database's schema lacks: ") || len(d.PredClauses) != 2 {
				t.Errorf("with the explainer: reject %q, clauses %+v", d.Reject, d.PredClauses)
			}
		} else if d.Reject != "" || len(d.PredClauses) != 1 || d.PredClauses[0].Keyword != "" {
			t.Errorf("without an explainer: reject %q, clauses %+v", d.Reject, d.PredClauses)
		}
	}
}

// countingExplainer counts the explainer's Features calls; gate, when not
// nil, holds each call until it is closed.
type countingExplainer struct {
	explain.Explainer
	calls atomic.Int32
	gate  chan struct{}
}

func (c *countingExplainer) Features(sql string, idents []string) ([]string, error) {
	c.calls.Add(1)
	if c.gate != nil {
		<-c.gate
	}
	return c.Explainer.Features(sql, idents)
}

// TestProfileShownThenWhole follows issue 25, item 8: the questions a page
// shows are profiled alone (no table), the whole run's table then reads
// only the others, and the table equals the CLI's --by feature (profiles
// made while scoring, eval.Options.Features).
func TestProfileShownThenWhole(t *testing.T) {
	rec := &recorder{}
	ex := &countingExplainer{Explainer: tidb.Explainer{}}
	e := New(Host{Post: rec.post, Fetch: demoFetch, Explainer: ex})
	runID := scoreDemo(t, e, rec, "all")
	shown := make([]int, 50)
	for i := range shown {
		shown[i] = 50 + i // the second page of the list
	}
	e.Handle(protocol.Request{Type: protocol.Profile, ID: 3, Run: runID, Indexes: shown}, nil)
	prof := rec.of(protocol.Profiled)
	if len(prof) != 1 || len(prof[0].Questions) != 50 || len(prof[0].Run.Features) != 0 || prof[0].Questions[0].Index != 50 {
		t.Fatalf("the shown questions' profiles: %+v", prof)
	}
	if n := ex.calls.Load(); n != 100 {
		t.Errorf("%d explainer calls for 50 questions, want 100 (gold and prediction)", n)
	}
	e.Handle(protocol.Request{Type: protocol.Profile, ID: 4, Run: runID}, nil)
	prof = rec.of(protocol.Profiled)
	if len(prof) != 2 || len(prof[1].Questions) != 167 {
		t.Fatalf("the whole run's profiles: %+v", rec.of(protocol.Failed))
	}
	if n := ex.calls.Load(); n != 2*167 {
		t.Errorf("%d explainer calls in all, want %d: the shown questions were read again", n, 2*167)
	}
	// The CLI's table: profiles made while scoring.
	cat := exec.NewDirCatalog(filepath.Join(demo, "database"))
	defer cat.Close()
	res := cliResults(t, cat, eval.Options{Etype: "all", Features: true, Explainer: tidb.Explainer{}})
	var want []protocol.FeatureRow
	for _, f := range features.Table(res.Records) {
		want = append(want, protocol.FeatureRow{Feature: f.Feature, With: f.With.Count, WithExact: f.With.Exact, WithExec: f.With.Exec,
			Without: f.Without.Count, WithoutExact: f.Without.Exact, WithoutExec: f.Without.Exec, Lacks: f.Lacks, Adds: f.Adds})
	}
	if !reflect.DeepEqual(prof[1].Run.Features, want) || len(want) < 5 {
		t.Errorf("page's table:\n%+v\nCLI's:\n%+v", prof[1].Run.Features, want)
	}
	// The run's records stay as scored: an export has no profiles.
	e.Handle(protocol.Request{Type: protocol.Export, ID: 5, Run: runID, Format: "jsonl"}, nil)
	if ex := rec.of(protocol.Exported); len(ex) != 1 || strings.Contains(ex[0].Text, "gold_features") {
		t.Errorf("export: %+v", rec.of(protocol.Failed))
	}
}

// profileUnderWay scores the demo and starts its whole-run profile
// (request 3), whose explainer waits at its first call. finish lets the
// explainer go and checks that the profile was cancelled, not finished.
func profileUnderWay(t *testing.T) (e *Engine, rec *recorder, finish func()) {
	t.Helper()
	rec = &recorder{}
	ex := &countingExplainer{Explainer: tidb.Explainer{}, gate: make(chan struct{})}
	e = New(Host{Post: rec.post, Fetch: demoFetch, Explainer: ex})
	runID := scoreDemo(t, e, rec, "match")
	done := make(chan struct{})
	go func() {
		defer close(done)
		e.Handle(protocol.Request{Type: protocol.Profile, ID: 3, Run: runID}, nil)
	}()
	for ex.calls.Load() == 0 { // the profile is under way
		time.Sleep(time.Millisecond)
	}
	return e, rec, func() {
		t.Helper()
		close(ex.gate)
		<-done
		if c := rec.of(protocol.Cancelled); len(c) != 1 || c[0].ID != 3 || len(rec.of(protocol.Profiled)) != 0 {
			t.Errorf("cancelled %+v, profiled %d", c, len(rec.of(protocol.Profiled)))
		}
		if n := ex.calls.Load(); n >= 2*167 {
			t.Errorf("%d explainer calls: the profile went on", n)
		}
	}
}

// TestProfileStoppedByFiles: a whole-run profile under way is cancelled
// when files are given (the user's files come first: reading a folder
// beside the demo's profile, and the full parser it needs, made the files
// wait); the page asks again when a view needs it.
func TestProfileStoppedByFiles(t *testing.T) {
	e, rec, finish := profileUnderWay(t)
	e.Handle(protocol.Request{Type: protocol.Load, ID: 4}, []Source{Bytes("notes.md", []byte("# notes"))})
	finish()
	if len(rec.of(protocol.Loaded)) != 2 { // the demo's, then the files'
		t.Errorf("the load: %+v", rec.of(protocol.Failed))
	}
}

// TestProfileStoppedByNewRun: a whole-run profile under way is cancelled
// when a new run is scored (the run comes first); the page then asks
// again.
func TestProfileStoppedByNewRun(t *testing.T) {
	e, rec, finish := profileUnderWay(t)
	e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 4, Gold: "demo/dev.json", Pred: "demo/pred_graphix_t5.sql", Etype: "match"}, nil)
	finish()
	if len(rec.of(protocol.RunStart)) != 2 {
		t.Errorf("the new run: %+v", rec.of(protocol.Failed))
	}
}
