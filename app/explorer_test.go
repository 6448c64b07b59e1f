package app

import (
	"reflect"
	"testing"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// TestRoute checks which view is drawn: the chosen one when it can be
// shown, else the questions of the current run, else the Data view.
func TestRoute(t *testing.T) {
	one := []*runView{{questions: []protocol.Question{{Index: 0}}}}
	two := append(one, &runView{})
	cases := []struct {
		view     string
		runs     []*runView
		selected int
		want     string
	}{
		{viewLoad, one, -1, viewLoad},
		{viewReport, nil, -1, viewLoad},
		{viewReport, one, -1, viewReport},
		{viewQuestion, one, -1, viewQuestions},
		{viewQuestion, one, 0, viewQuestion},
		{viewQuestion, nil, 0, viewLoad},
		{viewCompare, one, -1, viewQuestions},
		{viewCompare, two, -1, viewCompare},
		{viewPlay, nil, -1, viewPlay},
		{"no such view", one, -1, viewQuestions},
		{"no such view", nil, -1, viewLoad},
	}
	for _, c := range cases {
		s := newStore()
		s.view, s.runs, s.selected = c.view, c.runs, c.selected
		if len(c.runs) > 0 {
			s.current = 0
		}
		if got := s.route().name; got != c.want {
			t.Errorf("view %q with %d runs, question %d: drew %q, want %q", c.view, len(c.runs), c.selected, got, c.want)
		}
	}
	seen := map[string]bool{}
	for _, p := range views {
		if p.compo == nil || p.tab == "" || seen[p.name] {
			t.Errorf("page %q: incomplete or registered twice", p.name)
		}
		seen[p.name] = true
	}
}

// TestAnswers checks that a view's request gets its answer, and that a
// failure nobody waits for is listed with the page's errors.
func TestAnswers(t *testing.T) {
	s := newStore()
	var got []string
	s.answers = map[int]func(protocol.Response){
		7: func(m protocol.Response) { got = append(got, m.Type) },
		8: func(m protocol.Response) { s.unanswered(m) },
	}
	for _, text := range []string{
		`{"type":"progress","id":7}`,
		`{"type":"judged","id":7}`,
		`{"type":"judged","id":7}`,
		`{"type":"error","id":8,"error":"stale"}`,
	} {
		s.receive(nil, text)
	}
	if !reflect.DeepEqual(got, []string{protocol.Judged}) {
		t.Errorf("answers %q, want one judged", got)
	}
	if !reflect.DeepEqual(s.errors, []string{"stale"}) || len(s.answers) != 0 {
		t.Errorf("errors %q, %d answers waiting", s.errors, len(s.answers))
	}
}

// TestEveryCriterionInTheAddress checks that every field of a Filter has
// one key in the page's address, so that a link and a reload keep it.
func TestEveryCriterionInTheAddress(t *testing.T) {
	var f Filter
	v := reflect.ValueOf(&f).Elem()
	keys := map[string]bool{}
	for _, c := range f.criteria() {
		if keys[c.key] {
			t.Errorf("key %q twice", c.key)
		}
		keys[c.key] = true
		*c.value = c.key
	}
	for i := 0; i < v.NumField(); i++ {
		if v.Field(i).String() == "" {
			t.Errorf("Filter.%s has no key in the address", v.Type().Field(i).Name)
		}
	}
}
