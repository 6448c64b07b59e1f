package exec

import (
	"encoding/hex"
	"encoding/json"
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"
)

// jsonValue decodes the tagged value encoding of testdata/resulteq_cases.json:
// null, {"i": int}, {"f": float}, {"s": text}, {"b": hex bytes}.
type jsonValue struct{ v Value }

func (j *jsonValue) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		j.v = NullValue()
		return nil
	}
	var m struct {
		I *int64   `json:"i"`
		F *float64 `json:"f"`
		S *string  `json:"s"`
		B *string  `json:"b"`
	}
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	switch {
	case m.I != nil:
		j.v = IntValue(*m.I)
	case m.F != nil:
		j.v = FloatValue(*m.F)
	case m.S != nil:
		j.v = TextValue(*m.S)
	case m.B != nil:
		raw, err := hex.DecodeString(*m.B)
		if err != nil {
			return err
		}
		j.v = BlobValue(raw)
	}
	return nil
}

func toRows(in [][]jsonValue) []Row {
	out := make([]Row, len(in))
	for i, r := range in {
		out[i] = make(Row, len(r))
		for k, v := range r {
			out[i][k] = v.v
		}
	}
	return out
}

// TestResultEqCases runs hand-made and random cases whose expected verdicts
// were computed once with the reference's result_eq.
func TestResultEqCases(t *testing.T) {
	raw, err := os.ReadFile("testdata/resulteq_cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Name  string        `json:"name"`
		Gold  [][]jsonValue `json:"gold"`
		Pred  [][]jsonValue `json:"pred"`
		Order bool          `json:"order"`
		Want  bool          `json:"want"`
	}
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		g, p := toRows(c.Gold), toRows(c.Pred)
		if got := ResultEq(g, p, c.Order); got != c.Want {
			t.Errorf("%s: ResultEq(%v, %v, order=%v) = %v, want %v", c.Name, g, p, c.Order, got, c.Want)
		}
	}
}

func ints(rows ...[]int64) []Row {
	out := make([]Row, len(rows))
	for i, r := range rows {
		for _, v := range r {
			out[i] = append(out[i], IntValue(v))
		}
	}
	return out
}

// TestResultEqWideNoBlowup compares wide results whose columns are all
// alike, where enumerating permutations would take factorial time.
func TestResultEqWideNoBlowup(t *testing.T) {
	const ncol, nrow = 40, 50
	gold := make([]Row, nrow)
	pred := make([]Row, nrow)
	for r := range nrow {
		for c := range ncol {
			gold[r] = append(gold[r], IntValue(int64((r+c)%2)))
			pred[r] = append(pred[r], IntValue(int64((r+ncol-1-c)%2)))
		}
	}
	if !ResultEq(gold, pred, false) || !ResultEq(gold, pred, true) {
		t.Error("reversed alternating columns should match")
	}
	pred[0][0] = IntValue(7)
	if ResultEq(gold, pred, false) {
		t.Error("changed cell should not match")
	}
	// All-NULL wide results.
	nulls := make([]Row, 3)
	for r := range nulls {
		nulls[r] = make(Row, 30)
	}
	if !ResultEq(nulls, nulls, false) {
		t.Error("all-NULL results should match")
	}
	// Same column bags, rows scrambled across columns: no permutation fits.
	g := ints([]int64{1, 2, 3, 4, 5}, []int64{6, 7, 8, 9, 10})
	p := ints([]int64{1, 7, 3, 9, 5}, []int64{6, 2, 8, 4, 10})
	if ResultEq(g, p, false) {
		t.Error("scrambled rows should not match")
	}
}

func TestResultEqUnevenRows(t *testing.T) {
	g := []Row{{IntValue(1)}, {IntValue(2), IntValue(3)}}
	p := []Row{{IntValue(1)}, {IntValue(2)}}
	if ResultEq(g, p, false) {
		t.Error("uneven rows are never equal")
	}
}

// TestUnorderRowPrefixKeys: sorting a row's cells by key prefixes (built
// whole only on a tie) orders them as the whole keys do, for long texts
// and blobs that share long prefixes.
func TestUnorderRowPrefixKeys(t *testing.T) {
	long := strings.Repeat("a", keyPrefix)
	vals := []Value{
		TextValue(long), TextValue(long + "b"), TextValue(long + "a"), TextValue(long[:keyPrefix-1]),
		BlobValue([]byte(long)), BlobValue([]byte(long + "'")), BlobValue([]byte(long + "\x00")),
		BlobValue([]byte("b'" + long)), TextValue("b'" + long), IntValue(3), FloatValue(2.5), NullValue(), TextValue(""),
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 500 {
		row := make(Row, 2+rng.IntN(5))
		for i := range row {
			row[i] = vals[rng.IntN(len(vals))]
		}
		keys := make([]string, len(row))
		idx := make([]int, len(row))
		for i, v := range row {
			keys[i], idx[i] = v.sortKey(), i
		}
		sort.SliceStable(idx, func(a, b int) bool { return keys[idx[a]] < keys[idx[b]] })
		want := make([]canonValue, len(row))
		for i, k := range idx {
			want[i] = row[k].canon()
		}
		if got := unorderRow(row); !slices.Equal(got, want) {
			t.Fatalf("row %v: got %v, want %v", row, got, want)
		}
	}
}
