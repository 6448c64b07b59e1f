package engine

import (
	"context"
	"encoding/json"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
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

// TestStrictQuestions checks that each question row carries the strict
// flags of the CLI's record for it (BIRD Mini-Dev, every 4th question).
func TestStrictQuestions(t *testing.T) {
	if testing.Short() && runtime.GOOS == "js" {
		t.Skip("slow under node; the same run is scored natively")
	}
	gold, pred := "mini_dev_sqlite_gold.sql", "predictions/mini_dev_gpt-4_sqlite.json"
	files, read, dbDir := birdKit(t, gold, pred)
	rec := &recorder{}
	e := New(Host{Post: rec.post})
	e.Handle(protocol.Request{Type: protocol.Load, ID: 1}, files)
	e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 2, Gold: gold, Pred: pred, Compat: "bird", Etype: "exec"}, nil)
	cat := exec.NewDirCatalog(dbDir)
	defer cat.Close()
	want, err := eval.Evaluate(context.Background(), eval.Inputs{Gold: dataset.File{Name: gold, Data: read(gold)}, Pred: dataset.File{Name: pred, Data: read(pred)}, Exec: cat},
		eval.Options{Compat: eval.Bird, Etype: "exec"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var qs []protocol.Question
	for _, m := range rec.of(protocol.Questions) {
		qs = append(qs, m.Questions...)
	}
	if len(qs) != len(want.Records) {
		t.Fatalf("%d questions, %d records", len(qs), len(want.Records))
	}
	flagged := 0
	for i, q := range qs {
		if !slices.Equal(q.Strict, want.Records[i].Strict) {
			t.Errorf("question %d: strict %v, the CLI's record %v", i, q.Strict, want.Records[i].Strict)
		}
		if len(q.Strict) > 0 {
			flagged++
		}
	}
	if flagged == 0 {
		t.Error("no question of the sample is flagged")
	}
}
