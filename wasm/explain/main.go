//go:build js && wasm

// Command explain is the browser's explain worker: the TiDB parser's side
// of judging (diagnoses, the extended grammar, clause splitting), kept out
// of the scoring worker's download and started by it on first use. It
// answers explain.Request messages, one JSON string each.
package main

import (
	"encoding/json"
	"fmt"
	"syscall/js"

	"github.com/spidereval/spidereval/eval/explain"
	"github.com/spidereval/spidereval/eval/explain/tidb"
)

func main() {
	self := js.Global()
	post := func(r explain.Response) {
		b, err := json.Marshal(r)
		if err != nil {
			b, _ = json.Marshal(explain.Response{ID: r.ID, Err: err.Error()})
		}
		self.Call("postMessage", string(b))
	}
	self.Set("onmessage", js.FuncOf(func(this js.Value, args []js.Value) any {
		var req explain.Request
		data := args[0].Get("data")
		if data.Type() != js.TypeString {
			return nil
		}
		if err := json.Unmarshal([]byte(data.String()), &req); err != nil {
			post(explain.Response{Err: fmt.Sprintf("bad request: %v", err)})
			return nil
		}
		go func() { post(explain.Serve(tidb.Explainer{}, req)) }()
		return nil
	}))
	select {}
}
