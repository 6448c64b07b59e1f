package engine

import (
	"encoding/json"
	"runtime"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// TestMisPairedBanner scores a BIRD prediction file re-saved with its keys
// sorted ("0", "1", "10", "100", …): the run's problems, which the page's
// banner shows, name it first, with the "misread" severity.
func TestMisPairedBanner(t *testing.T) {
	if testing.Short() && runtime.GOOS == "js" {
		t.Skip("slow under node; the same run is scored natively")
	}
	pred := "predictions/mini_dev_gpt-4_sqlite.json"
	files, read, _ := birdKit(t, "mini_dev_sqlite_gold.sql", pred)
	var preds map[string]string
	if err := json.Unmarshal(read(pred), &preds); err != nil {
		t.Fatal(err)
	}
	sorted, err := json.MarshalIndent(preds, "", "    ") // Go sorts map keys
	if err != nil {
		t.Fatal(err)
	}
	rec := &recorder{}
	e := New(Host{Post: rec.post})
	e.Handle(protocol.Request{Type: protocol.Load, ID: 1}, append(files, Bytes("sorted.json", sorted)))
	e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 2, Gold: "mini_dev_sqlite_gold.sql", Pred: "sorted.json", Compat: "bird", Etype: "exec"}, nil)
	if f := rec.of(protocol.Failed); len(f) > 0 {
		t.Fatalf("failed: %+v", f)
	}
	run := rec.of(protocol.RunStart)[0].Run
	if run.Severity != protocol.Misread || len(run.Problems) == 0 || run.Problems[0].Kind != eval.KindMisPaired {
		t.Fatalf("severity %q, problems %+v", run.Severity, run.Problems)
	}
	if it := run.Problems[0].Items; len(it) != 1 || !strings.HasPrefix(it[0], `sorted.json:4: keys are not "0" … "124" in file order (here "10" is at position 2)`) {
		t.Errorf("items %q", it)
	}
}
