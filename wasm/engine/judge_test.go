package engine

import (
	"strings"
	"testing"

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
