package eval_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/exec"
)

// TestParseChargedToBudget (issue 34, item 4): a long prediction is not
// parsed while the run's memory budget is held (parsing 1 MB of nested
// parentheses takes about 150 MB in Go; 64 of them at once took 6 GB),
// and its verdict is the same once the budget is free. (Exact match only:
// no query runs, so nothing else waits for the budget.)
func TestParseChargedToBudget(t *testing.T) {
	n := 200_000
	pred := "SELECT " + strings.Repeat("(", n) + "1" + strings.Repeat(")", n)
	const sound = "SELECT count(*) FROM singer"
	in := demoInputs(t, sound+"\tconcert_singer\n", pred+"\n")
	in.Tables = demoTables(t)
	release, err := exec.ReserveMemory(context.Background(), 1<<40) // the whole budget
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan *eval.Results, 1)
	go func() {
		res, err := eval.Evaluate(context.Background(), in, eval.Options{Etype: "match", Budget: 5 * time.Second}, nil)
		if err != nil {
			t.Error(err)
		}
		done <- res
	}()
	select {
	case <-done:
		release()
		t.Fatal("the long prediction was parsed while the memory budget was held")
	case <-time.After(300 * time.Millisecond):
	}
	release()
	res := <-done
	if res == nil {
		return
	}
	r := res.Records[0]
	if r.PredParsed || r.Exact != 0 || len(r.Problems) != 0 {
		t.Errorf("record: parsed %v, exact %v, problems %v; want unparsed, 0 and none (waiting for memory is off the question's clock)", r.PredParsed, r.Exact, r.Problems)
	}
}
