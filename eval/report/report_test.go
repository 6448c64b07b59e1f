package report

import (
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval/match"
)

func rec(inter, turn int, hardness string, exact, exec int, f1 int) Record {
	r := Record{Interaction: inter, Turn: turn, Hardness: hardness, Exact: exact, Exec: &exec}
	for k := range r.Partial {
		r.Partial[k] = match.Score{Acc: f1, Rec: f1, F1: f1, LabelTotal: 1, PredTotal: 1}
	}
	return r
}

// TestAggregate checks the reference's arithmetic on a hand-made set.
func TestAggregate(t *testing.T) {
	records := []Record{
		rec(0, 0, "easy", 1, 1, 1), rec(0, 1, "easy", 0, 1, 0),
		rec(1, 0, "hard", 1, 0, 1),
		{Interaction: 1, Turn: 1, Error: "gold rejected"}, // not scored
	}
	s := Aggregate(records, 3, "all", TestSuiteStyle) // the third interaction is empty
	cases := []struct {
		name string
		got  float64
		want float64
	}{
		{"easy exact", s.Levels["easy"].Exact, 0.5},
		{"easy exec", s.Levels["easy"].Exec, 1},
		{"all exact", s.Levels["all"].Exact, 2.0 / 3},
		{"hard exec", s.Levels["hard"].Exec, 0},
		{"joint_all exact", s.Levels["joint_all"].Exact, 2.0 / 3}, // interactions 1 and 2 (empty) are all right
		{"joint_all exec", s.Levels["joint_all"].Exec, 2.0 / 3},   // interactions 0 and 2
		{"turn 2 exact", s.Turns["turn 2"].Exact, 0},
		{"easy select acc", s.Levels["easy"].Partial[0].Acc, 0.5},
		{"easy select f1", s.Levels["easy"].Partial[0].F1, 0.5},
		{"medium (empty) f1", s.Levels["medium"].Partial[0].F1, 0}, // never divided: stays 0
		{"joint_all f1", s.Levels["joint_all"].Partial[0].F1, 1},   // acc = rec = 0 gives F1 1
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
	if s.Levels["all"].Count != 3 || s.Levels["joint_all"].Count != 3 || s.Turns["turn 1"].Count != 2 {
		t.Errorf("counts: all %d, joint_all %d, turn 1 %d", s.Levels["all"].Count, s.Levels["joint_all"].Count, s.Turns["turn 1"].Count)
	}
}

// TestSParCArithmetic checks the original SParC script's integer execution averages.
func TestSParCArithmetic(t *testing.T) {
	records := []Record{rec(0, 0, "easy", 1, 1, 1), rec(0, 1, "easy", 1, 0, 1), rec(1, 0, "hard", 1, 1, 1)}
	s := Aggregate(records, 2, "all", SParCStyle)
	if s.Levels["easy"].Exec != 0 || s.Levels["hard"].Exec != 1 || s.Levels["all"].Exec != 0 {
		t.Errorf("exec easy %v hard %v all %v; want 0, 1, 0 (integer division, all never incremented)",
			s.Levels["easy"].Exec, s.Levels["hard"].Exec, s.Levels["all"].Exec)
	}
	var b strings.Builder
	WriteTable(&b, s, TableOptions{Etype: "all", Style: SParCStyle})
	for _, want := range []string{"turn >4", "TRUN XECUTION ACCURACY", "joint_all"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("SParC table lacks %q", want)
		}
	}
}

// TestTableLayout checks the cell widths: a 20-wide label, then 20-wide cells.
func TestTableLayout(t *testing.T) {
	s := Aggregate([]Record{rec(0, 0, "easy", 1, 1, 1)}, 1, "match", TestSuiteStyle)
	var b strings.Builder
	WriteTable(&b, s, TableOptions{Etype: "match", Style: TestSuiteStyle})
	lines := strings.Split(b.String(), "\n")
	want := "count                1                    0                    0                    0                    1                   "
	if lines[1] != want {
		t.Errorf("count row\n got %q\nwant %q", lines[1], want)
	}
	if strings.Contains(b.String(), "EXECUTION") || strings.Contains(b.String(), "turn 1") {
		t.Error("a match-only single-interaction table shows execution or turns")
	}
}
