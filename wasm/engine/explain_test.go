package engine

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/spidereval/spidereval/eval/explain"
	"github.com/spidereval/spidereval/eval/explain/tidb"
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
