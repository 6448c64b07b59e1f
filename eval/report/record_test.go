package report

import (
	"encoding/json"
	"math"
	"strings"
	"testing"
)

// TestTableNonFiniteCells: a result cell JSON cannot hold is written as
// Python's str of it, and the table is not changed.
func TestTableNonFiniteCells(t *testing.T) {
	tab := Table{Columns: []string{"x", "y"}, Rows: [][]any{{math.Inf(1), int64(1)}, {math.Inf(-1), math.NaN()}, {2.5, "a"}}, Total: 3}
	b, err := json.Marshal(Record{PredResult: &tab})
	if err != nil {
		t.Fatal(err)
	}
	if want := `"pred_result":{"columns":["x","y"],"rows":[["inf",1],["-inf","nan"],[2.5,"a"]],"total":3}`; !strings.Contains(string(b), want) {
		t.Errorf("got %s, want it to hold %s", b, want)
	}
	if !math.IsInf(tab.Rows[0][0].(float64), 1) {
		t.Error("marshalling changed the table")
	}
}
