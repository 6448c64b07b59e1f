package compare

import (
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval/match"
	"github.com/spidereval/spidereval/eval/report"
)

// spider builds Spider records over one interaction: gold i is "SELECT i"
// on db "d", exact and exec verdicts as given, hardness by position.
func spider(exact []int, hardness []string) []report.Record {
	out := make([]report.Record, len(exact))
	for i, e := range exact {
		ex := e
		out[i] = report.Record{Index: i, Turn: i, DBID: "d", Gold: "SELECT " + string(rune('a'+i)), Hardness: hardness[i], Exact: e, Exec: &ex}
		for k := range out[i].Partial {
			out[i].Partial[k] = match.Score{Acc: e, Rec: e, F1: e, LabelTotal: 1, PredTotal: 1}
		}
	}
	return out
}

func birdRecords(ex []int, difficulty []string) []report.Record {
	out := make([]report.Record, len(ex))
	for i, e := range ex {
		v, f1 := e, float64(e)
		out[i] = report.Record{Index: i, Turn: i, DBID: "d", Gold: "SELECT " + string(rune('a'+i)), Difficulty: difficulty[i], EX: &v, Exec: &v, SoftF1: &f1}
	}
	return out
}

func TestRunsAlignsByGoldQuestion(t *testing.T) {
	h := []string{"easy", "easy", "medium", "hard", "extra"}
	a := spider([]int{1, 1, 0, 1, 0}, h)
	b := spider([]int{1, 0, 1, 1, 0}, h)
	// B comes from another gold format: question text, other blanks.
	for i := range b {
		b[i].Question = "question?"
		b[i].Gold = strings.ReplaceAll(b[i].Gold, " ", "\n  ")
	}
	c, err := Runs([]Run{{Name: "a", Records: a}, {Name: "b", Records: b}}, Exact, Options{Resamples: 200, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if c.N != 5 || c.Excluded != 0 || c.Bird {
		t.Fatalf("n %d excluded %d bird %v, want 5, 0, false", c.N, c.Excluded, c.Bird)
	}
	if got := c.All().Pairs[0].Counts; got != (Counts{AOnly: 1, BOnly: 1, Both: 2, Neither: 1}) {
		t.Errorf("counts %+v", got)
	}
	if got := c.Only(0, 1); !reflect.DeepEqual(got, []int{1}) {
		t.Errorf("only a: %v, want [1]", got)
	}
	if got := c.Only(1, 0); !reflect.DeepEqual(got, []int{2}) {
		t.Errorf("only b: %v, want [2]", got)
	}
	names := []string{}
	for _, l := range c.Levels {
		names = append(names, l.Name)
	}
	if !reflect.DeepEqual(names, Levels) {
		t.Errorf("levels %v, want %v", names, Levels)
	}
	if f1 := c.Models[0].Scores.Levels["all"].Partial[0].F1; math.Abs(f1-0.6) > 1e-12 {
		t.Errorf("model a's select F1 %v, want 0.6", f1)
	}
	if c.Levels[0].Count != 2 || c.Levels[0].Accuracy[1] != 0.5 {
		t.Errorf("easy: %+v", c.Levels[0])
	}
}

func TestRunsExcludes(t *testing.T) {
	h := []string{"easy", "medium", "", "hard", "hard"}
	full := spider([]int{1, 1, 0, 1, 0}, h)
	short := spider([]int{1, 0, 0, 1}, h[:4]) // one question fewer
	other := spider([]int{1, 1, 1, 1, 1}, h)
	other[4].Gold = "SELECT something else" // not the same question
	c, err := Runs([]Run{{Name: "full", Records: full}, {Name: "short", Records: short}, {Name: "other", Records: other}}, Exec, Options{Resamples: 100})
	if err != nil {
		t.Fatal(err)
	}
	// Question 2 is not scored, question 4 is not in every run (and "other"
	// adds a question of its own).
	if c.N != 3 || c.Excluded != 3 {
		t.Fatalf("n %d excluded %d, want 3 and 3", c.N, c.Excluded)
	}
	if !reflect.DeepEqual(c.Questions, [][]int{{0, 0, 0}, {1, 1, 1}, {3, 3, 3}}) {
		t.Errorf("questions %v", c.Questions)
	}
	if c.Models[0].Unscored != 1 || c.Models[1].Total != 4 || c.Models[0].Scores != nil {
		t.Errorf("models %+v", c.Models)
	}
	if p := c.All().Pairs[0]; p.A != 0 || p.B != 1 || p.AOnly != 1 || p.Both != 2 {
		t.Errorf("full/short %+v", p)
	}
	if len(c.All().Pairs) != 3 {
		t.Errorf("%d pairs, want 3", len(c.All().Pairs))
	}
}

func TestRunsBird(t *testing.T) {
	d := []string{"simple", "moderate", "challenging", "simple", "moderate"}
	a := birdRecords([]int{1, 1, 0, 0, 1}, d)
	b := birdRecords([]int{0, 1, 1, 0, 1}, d)
	c, err := Runs([]Run{{Name: "a", Records: a, Etype: "exec"}, {Name: "b", Records: b}}, Exec, Options{Resamples: 100})
	if err != nil {
		t.Fatal(err)
	}
	if !c.Bird || c.N != 5 {
		t.Fatalf("bird %v n %d", c.Bird, c.N)
	}
	var names []string
	for _, l := range c.Levels {
		names = append(names, l.Name)
	}
	if !reflect.DeepEqual(names, BirdLevels) {
		t.Errorf("levels %v, want %v", names, BirdLevels)
	}
	if l := c.Levels[0]; l.Count != 2 || l.Accuracy[0] != 0.5 || l.Accuracy[1] != 0 || l.Pairs[0].AOnly != 1 {
		t.Errorf("simple: %+v", l)
	}
	if got := c.All().Pairs[0].Counts; got != (Counts{AOnly: 1, BOnly: 1, Both: 2, Neither: 1}) {
		t.Errorf("all: %+v", got)
	}
}

func TestRunsErrors(t *testing.T) {
	h := []string{"easy", "hard"}
	sp := spider([]int{1, 0}, h)
	bd := birdRecords([]int{1, 0}, []string{"simple", "moderate"})
	other := spider([]int{1, 0}, h)
	for i := range other {
		other[i].DBID = "e"
	}
	cases := []struct {
		name   string
		runs   []Run
		metric string
		want   string
	}{
		{"one run", []Run{{Name: "a", Records: sp}}, Exact, "want two or more"},
		{"metric", []Run{{Name: "a", Records: sp}, {Name: "b", Records: sp}}, "f1", `metric "f1"`},
		{"mixed", []Run{{Name: "s", Records: sp}, {Name: "b", Records: bd}}, Exec, "b is a BIRD run and s is not"},
		{"bird exact", []Run{{Name: "a", Records: bd}, {Name: "b", Records: bd}}, Exact, "compared on execution (EX)"},
		{"exec only", []Run{{Name: "a", Records: sp, Etype: "exec"}, {Name: "b", Records: sp}}, Exact, "a was scored on execution only"},
		{"match only", []Run{{Name: "a", Records: sp}, {Name: "b", Records: sp, Etype: "match"}}, Exec, "b was scored on exact match only"},
		{"other gold", []Run{{Name: "a", Records: sp}, {Name: "b", Records: other}}, Exact, "share no gold question"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Runs(tc.runs, tc.metric, Options{Resamples: 10})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}
