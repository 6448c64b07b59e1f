package app

import (
	"reflect"
	"testing"

	"github.com/spidereval/spidereval/wasm/protocol"
)

func TestPlural(t *testing.T) {
	for n, want := range map[int]string{0: "0 rows", 1: "1 row", 2: "2 rows", 167: "167 rows"} {
		if got := plural(n, "row", "rows"); got != want {
			t.Errorf("plural(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestFilterProblems(t *testing.T) {
	qs := []protocol.Question{
		{Index: 0, Hardness: "easy"},
		{Index: 1, Hardness: "easy", Problems: []string{"blank_pred"}},
		{Index: 2, Hardness: "hard", Problems: []string{"internal", "pred_timeout"}},
	}
	for f, want := range map[Filter][]int{
		{Problem: "any"}:                   {1, 2},
		{Problem: "pred_timeout"}:          {2},
		{Problem: "any", Hardness: "easy"}: {1},
		{Problem: "gold_failed"}:           nil,
		{}:                                 {0, 1, 2},
	} {
		if got := f.Apply(qs); !reflect.DeepEqual(got, want) {
			t.Errorf("%+v: %v, want %v", f, got, want)
		}
	}
	if got := markedKinds(qs); !reflect.DeepEqual(got, []string{"blank_pred", "internal", "pred_timeout"}) {
		t.Errorf("marked kinds %q", got)
	}
}

// TestQuestionTextOwnRun checks that a run's question text never comes
// from another run holding a question at the same position.
func TestQuestionTextOwnRun(t *testing.T) {
	s := &store{runs: []*runView{
		{questions: []protocol.Question{{Index: 0, Question: "How many singers?", Gold: "SELECT count(*) FROM singer"}}},
		{questions: []protocol.Question{{Index: 0, Gold: "SELECT name FROM pets"}}},
	}}
	if n, got := questionText(s, 1, 0); n != 0 || got != "SELECT name FROM pets" {
		t.Errorf("run 2's question 0: #%d %q, want its own gold SQL", n, got)
	}
	if _, got := questionText(s, 0, 0); got != "How many singers?" {
		t.Errorf("run 1's question 0: %q", got)
	}
	if _, got := questionText(s, 1, 5); got != "" {
		t.Errorf("a question out of range: %q", got)
	}
}

func TestPickDefaultsSkipsUnlikely(t *testing.T) {
	e := &store{summary: &protocol.Summary{Golds: []string{"dev.json", "dev_gold.sql"},
		Preds: []string{"a/readme.txt", "pred.sql"}, Unlikely: []string{"a/readme.txt"}}}
	e.pickDefaults()
	if e.gold != "dev.json" || e.pred != "pred.sql" {
		t.Errorf("defaults %q, %q; want dev.json and pred.sql", e.gold, e.pred)
	}
	e = &store{summary: &protocol.Summary{Preds: []string{"readme.txt"}, Unlikely: []string{"readme.txt"}}}
	e.pickDefaults()
	if e.pred != "" {
		t.Errorf("a README chosen by default: %q", e.pred)
	}
}

func TestSameQuestions(t *testing.T) {
	json := &runView{questions: []protocol.Question{{Gold: "SELECT 1", DB: "a", Question: "one?"}, {Gold: "SELECT 2", DB: "a"}}}
	lines := &runView{questions: []protocol.Question{{Gold: "SELECT 1", DB: "a"}, {Gold: "SELECT 2", DB: "a"}}}
	reversed := &runView{questions: []protocol.Question{{Gold: "SELECT 2", DB: "a"}, {Gold: "SELECT 1", DB: "a"}}}
	if !sameQuestions(json, lines) || sameQuestions(json, reversed) || sameQuestions(json, &runView{}) {
		t.Error("sameQuestions: gold formats of the same questions must match, other questions not")
	}
}
