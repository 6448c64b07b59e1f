package eval_test

import (
	"context"
	"slices"
	"testing"

	"github.com/spidereval/spidereval/eval"
)

// TestBirdCellNotUTF8: BIRD's scripts fetch with sqlite3's strict text
// decoding, so a result cell that is not UTF-8 fails the question ("Could
// not decode to UTF-8 column", EX and Soft-F1 0). The official mini_dev
// evaluation_ex.py and evaluation_f1.py give 0, 1, 0 on these three
// questions (gold = prediction; printed EX and Soft-F1 33.33); spidereval
// dropped the bytes and gave 1, 1, 1 with exit 0.
func TestBirdCellNotUTF8(t *testing.T) {
	queries := []string{"SELECT CAST(x'ff' AS TEXT)", "SELECT count(*) FROM singer", "SELECT CAST(x'c3a9ff' AS TEXT), 1"}
	var gold, pred string
	for _, q := range queries {
		gold += q + "\tconcert_singer\n"
		pred += q + "\n"
	}
	res, err := eval.Evaluate(context.Background(), demoInputs(t, gold, pred), eval.Options{Etype: "exec", Compat: eval.Bird}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []int{0, 1, 0} {
		r := res.Records[i]
		if r.EX == nil || *r.EX != want || r.SoftF1 == nil || *r.SoftF1 != float64(want) || slices.Contains(r.Problems, eval.KindGoldFailed) != (want == 0) {
			t.Errorf("question %d: ex %v, soft_f1 %v, problems %v, exec_error %q; want %d (gold_failed when 0)", i+1, r.EX, r.SoftF1, r.Problems, r.ExecError, want)
		}
	}
}
