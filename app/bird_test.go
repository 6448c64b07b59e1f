package app

import (
	"reflect"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval/lenient"
	"github.com/spidereval/spidereval/wasm/protocol"
)

func TestFollowBird(t *testing.T) {
	e := &store{summary: birdSummary(), compat: "testsuite", gold: "gold.sql", pred: "pred.json"}
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
	e.gold, e.pred = "dev.json", "spider.sql"
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

// birdSummary holds BIRD files (gold SQL lines, their question file,
// predictions: 500 each) beside Spider's (1034 each).
func birdSummary() *protocol.Summary {
	return &protocol.Summary{Golds: []string{"dev.json", "gold.sql", "mini.jsonl"}, Preds: []string{"pred.json", "spider.sql"},
		Bird: []string{"mini.jsonl", "pred.json"}, Difficulties: []string{"mini.jsonl"},
		Files: []protocol.File{{Name: "dev.json", Count: 1034}, {Name: "gold.sql", Count: 500}, {Name: "mini.jsonl", Count: 500},
			{Name: "pred.json", Count: 500}, {Name: "spider.sql", Count: 1034}}}
}

// TestBirdPredictionsWithSpiderGold: BIRD predictions chosen with a gold
// that is not BIRD's leave the reference as it is, say so and offer bird;
// a BIRD gold sets bird and says so.
func TestBirdPredictionsWithSpiderGold(t *testing.T) {
	for _, c := range []struct {
		gold, pred, compat string
		want               string // the reference after the choice
		offer              bool
		note               string // in refNote
	}{
		{"dev.json", "pred.json", "testsuite", "testsuite", true, "pred.json is a BIRD prediction file, but the gold dev.json is not BIRD's"},
		{"dev.json", "pred.json", "spider", "spider", true, "the reference stays spider"},
		{"gold.sql", "pred.json", "testsuite", "bird", false, "Reference set to bird: gold.sql is BIRD's"},
		{"mini.jsonl", "spider.sql", "testsuite", "bird", false, "mini.jsonl is BIRD's"},
		{"dev.json", "pred.json", "bird", "bird", false, ""}, // the user's own choice
		{"dev.json", "spider.sql", "bird", "testsuite", false, "neither chosen file is BIRD's"},
	} {
		e := &store{summary: birdSummary(), compat: c.compat, gold: c.gold, pred: c.pred}
		e.followBird(true)
		if e.compat != c.want || e.refOffer != c.offer || !strings.Contains(e.refNote, c.note) || (c.note == "") != (e.refNote == "") {
			t.Errorf("%s with %s under %s: compat %q, offer %v, note %q; want %q, %v, %q", c.pred, c.gold, c.compat, e.compat, e.refOffer, e.refNote, c.want, c.offer, c.note)
		}
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

// TestRelaxationWords: every relaxation of eval/lenient is said in words
// on the page, never by its key.
func TestRelaxationWords(t *testing.T) {
	for _, r := range lenient.Relaxations {
		if w := relaxationWords(string(r)); w == string(r) || strings.Contains(w, "_") {
			t.Errorf("%s is shown as %q", r, w)
		}
	}
}
