package bird

import (
	"context"
	"reflect"
	"testing"

	"github.com/spidereval/spidereval/eval/exec"
)

func TestSoftF1Matches(t *testing.T) {
	i, f, s := exec.IntValue, exec.FloatValue, exec.TextValue
	pred := []exec.Row{{i(1), s("a")}, {i(1), s("a")}, {i(2), s("b")}}
	gold := []exec.Row{{f(1), s("a")}, {i(3), s("b")}, {i(4), s("c")}}
	got := SoftF1Matches(pred, gold, 10)
	want := []RowMatch{
		{PredRow: 0, GoldRow: 0, PredCells: []bool{true, true}, GoldCells: []bool{true, true}}, // 1 == 1.0
		{PredRow: 2, GoldRow: 1, PredCells: []bool{false, true}, GoldCells: []bool{false, true}},
		{PredRow: -1, GoldRow: 2, GoldCells: []bool{false, false}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("matches\n%+v\nwant\n%+v", got, want)
	}
	if got := SoftF1Matches(pred, gold, 1); len(got) != 1 {
		t.Errorf("limit 1: %d pairs", len(got))
	}
	if got := SoftF1Matches(nil, nil, 5); len(got) != 0 {
		t.Errorf("empty results: %+v", got)
	}
}

func TestJudgeDisplay(t *testing.T) {
	dbs := NewDirDatabases(demoRoot)
	defer dbs.Close()
	ctx := context.Background()
	q := Question{SQL: "SELECT name FROM singer ORDER BY name", DBID: "concert_singer", QuestionID: -1}
	p := Prediction{SQL: "SELECT name, age FROM singer", DBID: "concert_singer", Separated: true}
	v := Judge(ctx, dbs, q, p, Options{DisplayRows: 2})
	if v.GoldResult == nil || v.PredResult == nil {
		t.Fatalf("no display copies: %+v", v)
	}
	if g := v.GoldResult; !reflect.DeepEqual(g.Columns, []string{"Name"}) || len(g.Rows) != 2 || !g.Truncated || g.TotalRows != v.GoldRows {
		t.Errorf("gold display %+v (%d rows)", g, v.GoldRows)
	}
	if p := v.PredResult; len(p.Columns) != 2 || len(p.Rows) != 2 || p.TotalRows != v.PredRows {
		t.Errorf("pred display %+v", p)
	}
	if len(v.SoftF1Match) != 2 || len(v.SoftF1Match[0].PredCells) != 2 {
		t.Errorf("matches %+v", v.SoftF1Match)
	}
	// A failing prediction keeps the gold's rows only; without DisplayRows nothing is kept.
	p.SQL = "SELECT nam FROM singer"
	v = Judge(ctx, dbs, q, p, Options{DisplayRows: 2})
	if v.PredResult != nil || v.GoldResult == nil || v.SoftF1Match != nil {
		t.Errorf("failing prediction: pred %+v gold %+v matches %+v", v.PredResult, v.GoldResult, v.SoftF1Match)
	}
	if v = Judge(ctx, dbs, q, p, Options{}); v.GoldResult != nil {
		t.Errorf("display copies without DisplayRows")
	}
}
