package eval_test

import (
	"context"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
)

// TestDeepPredictions scores predictions nested as deep as the reference
// reads and deeper, with execution and diagnosis: each is judged (wrong),
// none stops the run. In the browser 12,000 UNIONs overflowed the stack;
// the wasm run of this test uses node's default stack, as a browser has.
func TestDeepPredictions(t *testing.T) {
	union := func(n int) string {
		return strings.Repeat("SELECT name FROM singer UNION ", n-1) + "SELECT name FROM singer"
	}
	nested := "SELECT name FROM singer"
	for range 248 {
		nested = "SELECT name FROM singer WHERE singer_id IN (" + strings.Replace(nested, "name", "singer_id", 1) + ")"
	}
	preds := []string{union(993), union(994), union(12000), nested, "SELECT name FROM singer"}
	var gold, pred strings.Builder
	for _, p := range preds {
		gold.WriteString("SELECT name FROM singer\tconcert_singer\n")
		pred.WriteString(p + "\n")
	}
	in := demoInputs(t, gold.String(), pred.String())
	res, err := eval.Evaluate(context.Background(), in, eval.Options{Etype: "all"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Records) != len(preds) {
		t.Fatalf("%d records, want %d", len(res.Records), len(preds))
	}
	for i, r := range res.Records[:len(preds)-1] {
		if r.Exact != 0 || r.Exec == nil || *r.Exec != 0 {
			t.Errorf("prediction %d: exact %d exec %v, want both 0", i, r.Exact, r.Exec)
		}
		for _, k := range r.Problems {
			if k != "unscored" && k != "explain_failed" {
				t.Errorf("prediction %d: problem %s (%s %s)", i, k, r.Error, r.ExecError)
			}
		}
	}
	if r := res.Records[1]; !strings.Contains(r.ParseError, "RecursionError") {
		t.Errorf("994 UNION terms: pred error %q, want the reference's RecursionError", r.ParseError)
	}
	if r := res.Records[len(preds)-1]; r.Exact != 1 || *r.Exec != 1 {
		t.Errorf("the last, plain prediction: exact %d exec %d", r.Exact, *r.Exec)
	}
}
