package eval_test

import (
	"context"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/diagnose"
	"github.com/spidereval/spidereval/eval/explain/tidb"
)

// TestRejectReasonNeverOK: a prediction the reference's parser rejects
// (each checked with process_sql.get_sql) never gets the reason "ok"
// (issue 26): the diagnosis names the construct, or where the reference
// grammar stopped.
func TestRejectReasonNeverOK(t *testing.T) {
	cases := []struct {
		pred  string
		class diagnose.Class
		want  string // in the summary
	}{
		{"SELECT COUNT(DISTINCT(name)) FROM singer", diagnose.ClassOutsideGrammar, "DISTINCT(col)"},
		{"SELECT name FROM singer WHERE age = NULL", diagnose.ClassOutsideGrammar, "NULL"},
		{"SELECT name FROM singer WHERE age != NULL", diagnose.ClassOutsideGrammar, "NULL"},
		{"SELECT name FROM singer WHERE name = 'a' 'b'", diagnose.ClassOutsideGrammar, "adjacent string literals"},
		{"SELECT name FROM singer -- comment", diagnose.ClassOutsideGrammar, "comment"},
		{"SELECT name FROM singer WHERE age = X'01'", diagnose.ClassOutsideGrammar, "literal"},
		{"SELECT name FROM singer WHERE age = 1.", diagnose.ClassReferenceGrammar, "rejected by the reference grammar at token 9 (.): KeyError: ''"},
	}
	var gold, pred strings.Builder
	for _, c := range cases {
		gold.WriteString("SELECT name FROM singer\tconcert_singer\n")
		pred.WriteString(c.pred + "\n")
	}
	in := demoInputs(t, gold.String(), pred.String())
	res, err := eval.Evaluate(context.Background(), in, eval.Options{Etype: "match", Explainer: tidb.Explainer{}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range cases {
		r := res.Records[i]
		d, ok := r.RejectReason.(*diagnose.Diagnosis)
		switch {
		case r.PredParsed:
			t.Errorf("%q: parsed, want rejected", c.pred)
		case !ok:
			t.Errorf("%q: reason %#v", c.pred, r.RejectReason)
		case d.Class != c.class || !strings.Contains(r.RejectSummary, c.want):
			t.Errorf("%q: reason %q, want class %s naming %q", c.pred, r.RejectSummary, c.class, c.want)
		}
	}
}
