package engine

import (
	"reflect"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// TestWireTwins holds the protocol's copies of engine types to their
// originals: the page must not import the engine (it would bring SQLite
// into app.wasm), so protocol repeats them, and a field added on one side
// must be added on the other. Fields are compared by name, type and, when
// both sides have one, wire key.
func TestWireTwins(t *testing.T) {
	for _, c := range []struct{ copy, original any }{
		{protocol.RowMatch{}, report.RowMatch{}},
		{protocol.RowMatch{}, bird.RowMatch{}},
		{protocol.Shard{}, eval.Shard{}},
		{protocol.Group{}, report.Group{}},
	} {
		a, b := reflect.TypeOf(c.copy), reflect.TypeOf(c.original)
		if a.NumField() != b.NumField() {
			t.Errorf("%v has %d fields, %v %d", a, a.NumField(), b, b.NumField())
			continue
		}
		for i := 0; i < a.NumField(); i++ {
			fa, fb := a.Field(i), b.Field(i)
			ta, tb := fa.Tag.Get("json"), fb.Tag.Get("json")
			if fa.Name != fb.Name || fa.Type != fb.Type || ta != "" && tb != "" && ta != tb {
				t.Errorf("%v.%s %v %q is %v.%s %v %q", a, fa.Name, fa.Type, ta, b, fb.Name, fb.Type, tb)
			}
		}
	}
}
