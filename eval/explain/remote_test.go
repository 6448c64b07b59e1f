package explain_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/spidereval/spidereval/eval/explain"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// fake answers from the schema it is given, or panics on "boom".
type fake struct{}

func (fake) Diagnose(sql string, s *schema.Schema) (any, string, error) {
	if sql == "boom" {
		panic("crashed")
	}
	return reason{Why: "x < 1 && y > 2", Tables: s.Tables}, "unknown column in " + s.DB, nil
}

// reason is a diagnosis whose fields are not in alphabetical order and
// whose text has characters JSON may HTML-escape.
type reason struct {
	Why    string   `json:"why"`
	Tables []string `json:"tables"`
}

func (fake) ExtendedParse(pred string, s *schema.Schema, d spiderql.Dialect) (*spiderql.Query, []string, error) {
	if pred == "bad" {
		return nil, []string{"cast"}, errors.New("lowered")
	}
	q, err := spiderql.Parse(pred, s, d)
	return q, []string{"left_join"}, err
}

func (fake) Features(sql string, idents []string) ([]string, error) { return nil, nil }

func (fake) Clauses(sql string, idents []string) ([]explain.Clause, error) {
	return []explain.Clause{{Keyword: "SELECT", Text: sql}}, nil
}

// loop wires a Remote to Serve(fake) through JSON, as two workers are.
func loop(t *testing.T, drop bool) *explain.Remote {
	var r *explain.Remote
	r = explain.NewRemote(func(req explain.Request) error {
		if req.Op == "unsendable" {
			return errors.New("no worker")
		}
		b, _ := json.Marshal(req)
		go func() {
			if drop {
				return
			}
			var in explain.Request
			json.Unmarshal(b, &in)
			out, _ := json.Marshal(explain.Serve(fake{}, in))
			var resp explain.Response
			json.Unmarshal(out, &resp)
			r.Deliver(resp)
		}()
		return nil
	}, 200*time.Millisecond)
	return r
}

func TestRemote(t *testing.T) {
	s := schema.New("pets_1", []string{"Pets"}, [][]string{{"PetID", "weight"}})
	r := loop(t, false)
	// The reason arrives as the bytes the CLI's records hold: fields in
	// their order, nothing HTML-escaped.
	why, summary, err := r.Diagnose("SELECT x FROM pets", s)
	raw, _ := why.(json.RawMessage)
	if err != nil || summary != "unknown column in pets_1" || string(raw) != `{"why":"x < 1 && y > 2","tables":["pets"]}` {
		t.Errorf("diagnose: %s %q %v", raw, summary, err)
	}
	if _, _, err := r.Diagnose("boom", s); err == nil || !strings.Contains(err.Error(), "internal error in diagnose: crashed") {
		t.Errorf("a crash on the far side: %v", err)
	}
	// The extended grammar's query crosses whole; its extensions travel
	// with its error.
	sql := "SELECT PetID FROM Pets WHERE weight > 10.5 ORDER BY weight DESC LIMIT 3"
	want, _ := spiderql.Parse(sql, s, spiderql.TestSuite)
	q, kinds, err := r.ExtendedParse(sql, s, spiderql.TestSuite)
	if err != nil || len(kinds) != 1 || q == nil {
		t.Fatalf("extended: %+v %v %v", q, kinds, err)
	}
	got, _ := json.Marshal(q)
	if w, _ := json.Marshal(want); string(got) != string(w) || q.Where.Units[0].Val1.Str != "10.5" {
		t.Errorf("extended: %s %+v, want %s", got, q.Where.Units[0].Val1, w)
	}
	if q, kinds, err := r.ExtendedParse("bad", s, spiderql.TestSuite); q != nil || len(kinds) != 1 || err == nil || err.Error() != "lowered" {
		t.Errorf("extended failure: %v %v %v", q, kinds, err)
	}
	if cs, err := r.Clauses("a", nil); err != nil || len(cs) != 1 || cs[0].Text != "a" {
		t.Errorf("clauses: %+v %v", cs, err)
	}

	// No answer: the call gives up at its deadline; a dead worker fails
	// the calls waiting on it at once.
	silent := loop(t, true)
	if _, _, err := silent.Diagnose("x", s); !errors.Is(err, explain.ErrUnavailable) {
		t.Errorf("no answer: %v", err)
	}
	done := make(chan error)
	go func() { _, err := silent.Clauses("x", nil); done <- err }()
	time.Sleep(20 * time.Millisecond)
	silent.Fail(errors.New("worker died"))
	if err := <-done; !errors.Is(err, explain.ErrUnavailable) || !strings.Contains(err.Error(), "worker died") {
		t.Errorf("dead worker: %v", err)
	}
}
