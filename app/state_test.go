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

func TestFilterStrict(t *testing.T) {
	right, wrong := 1, 0
	qs := []protocol.Question{
		{Index: 0, Exec: &right},
		{Index: 1, Exec: &right, Strict: []string{"duplicates"}},
		{Index: 2, Exec: &right, Strict: []string{"both_empty", "columns"}},
		{Index: 3, Exec: &wrong},
	}
	for f, want := range map[Filter][]int{
		{Strict: "any"}:                               {1, 2},
		{Strict: "columns"}:                           {2},
		{Strict: "order"}:                             nil,
		{Strict: "any", Outcome: "exec-wrong"}:        nil,
		{Strict: "duplicates", Outcome: "exec-right"}: {1},
		{}: {0, 1, 2, 3},
	} {
		if got := f.Apply(qs); !reflect.DeepEqual(got, want) {
			t.Errorf("%+v: %v, want %v", f, got, want)
		}
	}
}

// TestQuestionTextOwnRun checks that a run's question text never comes
// from another run holding a question at the same position.
func TestQuestionTextOwnRun(t *testing.T) {
	s := &store{runs: []*runView{
		{questions: []protocol.Question{{Index: 0, Question: "How many singers?", Gold: "SELECT count(*) FROM singer"}}},
		{questions: []protocol.Question{{Index: 0, Gold: "SELECT name FROM pets"}}},
	}}
	if n, got := questionText(s, 1, 0); n != 1 || got != "SELECT name FROM pets" { // numbered from 1
		t.Errorf("run 2's question 0: #%d %q, want its own gold SQL", n, got)
	}
	if _, got := questionText(s, 0, 0); got != "How many singers?" {
		t.Errorf("run 1's question 0: %q", got)
	}
	if _, got := questionText(s, 1, 5); got != "" {
		t.Errorf("a question out of range: %q", got)
	}
}

// TestPickDefaults checks when the page takes the engine's default choice
// (protocol.Summary.Choose, tested there): after a load that brought a
// gold or prediction file, but not the demo's after the user's files, and
// a link's goldfile= and predfile= win.
func TestPickDefaults(t *testing.T) {
	summary := func(fresh bool, files ...protocol.File) *protocol.Summary {
		s := &protocol.Summary{Files: files, Fresh: fresh}
		for _, f := range files {
			switch f.Kind {
			case protocol.GoldFile:
				s.Golds = append(s.Golds, f.Name)
			case protocol.PredFile:
				s.Preds = append(s.Preds, f.Name)
			}
		}
		s.Choice = s.Choose()
		return s
	}
	user := []protocol.File{{Name: "dev.json", Kind: protocol.GoldFile, Count: 3, Batch: 1, Questions: true}, {Name: "mine.sql", Kind: protocol.PredFile, Count: 3, Lines: 3, Batch: 1}}
	e := &store{summary: summary(true, user...)}
	e.pickDefaults(false)
	if e.gold != "dev.json" || e.pred != "mine.sql" {
		t.Errorf("defaults %q, %q; want dev.json and mine.sql", e.gold, e.pred)
	}
	demo := append(user, protocol.File{Name: "demo/dev.json", Kind: protocol.GoldFile, Count: 167, Batch: 2, Questions: true},
		protocol.File{Name: "demo/pred.sql", Kind: protocol.PredFile, Count: 167, Lines: 167, Batch: 2})
	e.summary = summary(true, demo...)
	e.pickDefaults(true)
	if e.gold != "dev.json" || e.pred != "mine.sql" {
		t.Errorf("the demo loaded after the user's files took their place: %q, %q", e.gold, e.pred)
	}
	e.pickDefaults(false)
	if e.gold != "demo/dev.json" || e.pred != "demo/pred.sql" {
		t.Errorf("a newer load is not chosen: %q, %q", e.gold, e.pred)
	}
	e.linked = [2]string{"dev.json", "mine.sql"}
	e.pickDefaults(false)
	if e.gold != "dev.json" || e.pred != "mine.sql" {
		t.Errorf("the link's files are not chosen: %q, %q", e.gold, e.pred)
	}
	e = &store{summary: summary(true, protocol.File{Name: "readme.txt", Kind: protocol.PredFile, Count: 2})}
	e.summary.Unlikely = []string{"readme.txt"}
	e.summary.Choice = e.summary.Choose()
	e.pickDefaults(false)
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
