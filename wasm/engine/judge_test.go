package engine

import (
	"reflect"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/spidereval/spidereval/eval/explain"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// TestJudgeEmptyPrediction: the playground asks for a prediction instead of
// failing on an empty one.
func TestJudgeEmptyPrediction(t *testing.T) {
	rec := &recorder{}
	e := New(Host{Post: rec.post, Fetch: demoFetch})
	e.Handle(protocol.Request{Type: protocol.LoadDemo, ID: 1, Base: "/web/demo"}, nil)
	for i, pred := range []string{"", "  \n\t "} {
		e.Handle(protocol.Request{Type: protocol.Judge, ID: 10 + i, DB: "concert_singer", GoldSQL: "SELECT count(*) FROM singer", PredSQL: pred}, nil)
		failed := rec.of(protocol.Failed)
		if len(failed) != i+1 || !strings.Contains(failed[i].Error, "type a predicted query") {
			t.Errorf("prediction %q: %+v", pred, failed)
		}
	}
	if j := rec.of(protocol.Judged); len(j) != 0 {
		t.Errorf("judged an empty prediction: %+v", j)
	}
}

// pendingExplainer stands for an explain.wasm still downloading: every
// call is counted and fails.
type pendingExplainer struct{ calls atomic.Int32 }

func (c *pendingExplainer) fail() error {
	c.calls.Add(1)
	return explain.ErrUnavailable
}
func (c *pendingExplainer) Diagnose(string, *schema.Schema) (any, string, error) {
	return nil, "", c.fail()
}
func (c *pendingExplainer) ExtendedParse(string, *schema.Schema, spiderql.Dialect) (*spiderql.Query, []string, error) {
	return nil, nil, c.fail()
}
func (c *pendingExplainer) Clauses(string, []string) ([]explain.Clause, error) { return nil, c.fail() }
func (c *pendingExplainer) Features(string, []string) ([]string, error)        { return nil, c.fail() }

// TestQuickJudge: a quick Judge (a shared Playground link's first answer)
// never asks the full SQL parser, says its detail is partial, and gives
// the verdict, components, hardness and both results that the full Judge
// gives.
func TestQuickJudge(t *testing.T) {
	for _, c := range []struct{ gold, pred string }{
		{"SELECT name FROM singer WHERE age > 40", "SELECT name FROM singer WHERE age > 20"},
		{"SELECT count(*) FROM singer", "SELECT count(*) AS n FROM singer"}, // rejected by the grammar
		{"SELECT T1.name FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.singer_id = T2.singer_id", "SELECT name FROM singer"},
	} {
		slow := &pendingExplainer{}
		rec := &recorder{}
		e := New(Host{Post: rec.post, Fetch: demoFetch, Explainer: slow})
		e.Handle(protocol.Request{Type: protocol.LoadDemo, ID: 1, Base: "/web/demo"}, nil)
		e.Handle(protocol.Request{Type: protocol.Judge, ID: 2, DB: "concert_singer", GoldSQL: c.gold, PredSQL: c.pred, Quick: true}, nil)
		got := rec.of(protocol.Judged)
		if len(got) != 1 {
			t.Fatalf("%q: no quick verdict: %+v", c.pred, rec.of(protocol.Failed))
		}
		quick := got[0].Detail
		if n := slow.calls.Load(); n != 0 || !quick.Partial {
			t.Errorf("%q: the quick judge called the parser %d times; partial %v", c.pred, n, quick.Partial)
		}
		full := New(Host{Post: rec.post, Fetch: demoFetch, Explainer: remoteTiDB(t)})
		full.Handle(protocol.Request{Type: protocol.LoadDemo, ID: 3, Base: "/web/demo"}, nil)
		full.Handle(protocol.Request{Type: protocol.Judge, ID: 4, DB: "concert_singer", GoldSQL: c.gold, PredSQL: c.pred}, nil)
		got = rec.of(protocol.Judged)
		if len(got) != 2 {
			t.Fatalf("%q: no full verdict: %+v", c.pred, rec.of(protocol.Failed))
		}
		d := got[1].Detail
		if d.Partial || len(d.GoldClauses) < 2 {
			t.Errorf("%q: the full detail is partial (%v) or unsplit (%d clauses)", c.pred, d.Partial, len(d.GoldClauses))
		}
		q, f := quick.Question, d.Question
		// The diagnosis and the extended grammar need the full parser.
		f.Reject, f.Extended, f.Extensions = "", nil, nil
		if !reflect.DeepEqual(q, f) || !reflect.DeepEqual(quick.Components, d.Components) || quick.Counts != d.Counts ||
			!reflect.DeepEqual(quick.GoldResult, d.GoldResult) || !reflect.DeepEqual(quick.PredResult, d.PredResult) {
			t.Errorf("%q: quick and full verdicts differ:\n%+v\n%+v", c.pred, q, f)
		}
	}
}
