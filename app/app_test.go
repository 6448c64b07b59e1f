package app

import (
	"reflect"
	"testing"

	"github.com/spidereval/spidereval/wasm/protocol"
)

func changed(ts []Token) []string {
	var out []string
	for _, t := range ts {
		if t.Changed {
			out = append(out, t.Text)
		}
	}
	return out
}

func TestDiffTokens(t *testing.T) {
	cases := []struct {
		a, b         string
		onlyA, onlyB []string
	}{
		{"count(*) , name", "count(*) , name", nil, nil},
		{"T1.name , T1.age", "T1.name", []string{",", "T1.age"}, nil},
		{"age > 20 AND sex = 'F'", "age >= 20 AND sex = 'M'", []string{">", "'F'"}, []string{">=", "'M'"}},
		{"name = 'a b c'", "NAME = 'a b c'", nil, nil},
	}
	for _, c := range cases {
		ta, tb := DiffTokens(c.a, c.b)
		if got := changed(ta); !reflect.DeepEqual(got, c.onlyA) {
			t.Errorf("DiffTokens(%q, %q): a changed %q, want %q", c.a, c.b, got, c.onlyA)
		}
		if got := changed(tb); !reflect.DeepEqual(got, c.onlyB) {
			t.Errorf("DiffTokens(%q, %q): b changed %q, want %q", c.a, c.b, got, c.onlyB)
		}
	}
}

func TestFilter(t *testing.T) {
	one, zero := 1, 0
	qs := []protocol.Question{
		{Index: 0, Hardness: "easy", Exact: 1, Exec: &one, Parsed: true, DB: "a", Question: "How many singers?", Gold: "SELECT count(*) FROM singer"},
		{Index: 1, Hardness: "hard", Exact: 0, Exec: &zero, Parsed: true, DB: "b", Failed: []string{"where"}, Turn: 5, Features: []string{"JOIN", "aggregate"}, Agreement: "both wrong", SubSentences: 2},
		{Index: 2, Hardness: "hard", Exact: 0, Parsed: false, DB: "b", Failed: []string{"select"}},
		{Index: 3, Error: "gold rejected"},
	}
	cases := []struct {
		f    Filter
		want []int
	}{
		{Filter{}, []int{0, 1, 2, 3}},
		{Filter{Hardness: "hard"}, []int{1, 2}},
		{Filter{Outcome: "exact-wrong"}, []int{1, 2}},
		{Filter{Outcome: "exec-wrong"}, []int{1}},
		{Filter{Outcome: "rejected"}, []int{2}},
		{Filter{Outcome: "error"}, []int{3}},
		{Filter{Component: "where"}, []int{1}},
		{Filter{DB: "b", Hardness: "hard"}, []int{1, 2}},
		{Filter{Turn: "turn > 4"}, []int{1}},
		{Filter{Text: "SINGERS count"}, []int{0}},
		{Filter{Feature: "JOIN"}, []int{1}},
		{Filter{Feature: "JOIN", Feature2: "aggregate"}, []int{1}},
		{Filter{Feature: "JOIN", Feature2: "LIKE"}, nil},
		{Filter{Outcome: "both-wrong"}, []int{1}},
		{Filter{Outcome: "exec-only"}, nil},
		{Filter{Feature: "JOIN", Hardness: "easy"}, nil},
		{Filter{SubSentences: "2"}, []int{1}},
		{Filter{SubSentences: "1"}, nil},
		{Filter{SubSentences: "(none)"}, []int{0, 2, 3}},
	}
	for _, c := range cases {
		if got := c.f.Apply(qs); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%+v: %v, want %v", c.f, got, c.want)
		}
	}
}
