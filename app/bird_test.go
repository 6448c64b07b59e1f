package app

import (
	"reflect"
	"testing"

	"github.com/spidereval/spidereval/wasm/protocol"
)

func TestFollowBird(t *testing.T) {
	s := &protocol.Summary{Golds: []string{"dev.json", "gold.sql", "mini.jsonl"}, Preds: []string{"pred.json", "spider.sql"},
		Bird: []string{"mini.jsonl", "pred.json"}, Difficulties: []string{"mini.jsonl"}}
	e := &store{summary: s, compat: "testsuite", gold: "gold.sql", pred: "pred.json"}
	e.pickDefaults(false)
	if e.compat != "bird" || e.diffFile != "mini.jsonl" {
		t.Errorf("BIRD predictions: compat %q difficulty %q, want bird and mini.jsonl", e.compat, e.diffFile)
	}
	// A Loaded message keeps a choice the user made.
	e.diffFile = ""
	e.pickDefaults(false)
	if e.compat != "bird" || e.diffFile != "" {
		t.Errorf("after a reload: compat %q difficulty %q", e.compat, e.diffFile)
	}
	// Choosing Spider files leaves the bird reference.
	e.pred = "spider.sql"
	e.followBird(true)
	if e.compat != "testsuite" {
		t.Errorf("Spider files: compat %q", e.compat)
	}
	// A BIRD question file as gold needs no difficulty file.
	e.gold, e.diffFile = "mini.jsonl", ""
	e.followBird(true)
	if e.compat != "bird" || e.diffFile != "" {
		t.Errorf("BIRD gold: compat %q difficulty %q", e.compat, e.diffFile)
	}
}

func TestFilterDifficulty(t *testing.T) {
	one, zero := 1, 0
	qs := []protocol.Question{
		{Index: 0, Difficulty: "simple", Exec: &one, Evidence: "hint: Currency = 'EUR'"},
		{Index: 1, Difficulty: "challenging", Exec: &zero},
		{Index: 2, Hardness: "easy", Exact: 1},
	}
	for f, want := range map[Filter][]int{
		{Hardness: "challenging"}:                   {1},
		{Hardness: "simple", Outcome: "exec-right"}: {0},
		{Hardness: "easy"}:                          {2},
		{Text: "currency eur"}:                      {0},
		{Outcome: "exec-wrong", Hardness: "simple"}: nil,
		{Outcome: "exec-wrong", Hardness: ""}:       {1},
	} {
		if got := f.Apply(qs); !reflect.DeepEqual(got, want) {
			t.Errorf("%+v: %v, want %v", f, got, want)
		}
	}
}

func TestSoftF1Classes(t *testing.T) {
	d := &protocol.Detail{
		GoldResult: &protocol.Table{Rows: [][]string{{"1", "a"}, {"3", "b"}}},
		PredResult: &protocol.Table{Rows: [][]string{{"1", "a"}, {"1", "a"}, {"2", "b"}}},
		SoftF1Match: []protocol.RowMatch{
			{PredRow: 0, GoldRow: 0, PredCells: []bool{true, true}, GoldCells: []bool{true, true}},
			{PredRow: 2, GoldRow: 1, PredCells: []bool{false, true}, GoldCells: []bool{false, true}},
		},
	}
	gold, pred, goldNote, predNote := softF1Classes(d)
	if !reflect.DeepEqual(pred, [][]string{{"se-cell-hit", "se-cell-hit"}, {"", ""}, {"se-cell-miss", "se-cell-hit"}}) ||
		!reflect.DeepEqual(gold, [][]string{{"se-cell-hit", "se-cell-hit"}, {"se-cell-miss", "se-cell-hit"}}) {
		t.Errorf("classes: gold %v pred %v", gold, pred)
	}
	if !reflect.DeepEqual(predNote, []string{"↔ gold row 1", "repeat: not counted", "↔ gold row 2"}) || goldNote[1] != "↔ prediction row 3" {
		t.Errorf("notes: gold %v pred %v", goldNote, predNote)
	}
}
