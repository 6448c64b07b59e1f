package explain_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"spidereval/eval/explain"
	"spidereval/eval/schema"
	"spidereval/eval/spiderql"
)

// fake answers from the schema it is given, or panics on "boom".
type fake struct{}

func (fake) Diagnose(sql string, s *schema.Schema) (any, string, error) {
	if sql == "boom" {
		panic("crashed")
	}
	return map[string]any{"tables": s.Tables}, "unknown column in " + s.DB, nil
}

func (fake) ExtendedMatch(pred, gold string, s *schema.Schema, fk map[string]string, d spiderql.Dialect) (int, []string, error) {
	return 1, []string{"cast"}, errors.New("lowered")
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
	reason, summary, err := r.Diagnose("SELECT x FROM pets", s)
	if err != nil || summary != "unknown column in pets_1" || reason.(map[string]any)["tables"].([]any)[0] != "pets" {
		t.Errorf("diagnose: %v %q %v", reason, summary, err)
	}
	if _, _, err := r.Diagnose("boom", s); err == nil || !strings.Contains(err.Error(), "internal error in diagnose: crashed") {
		t.Errorf("a crash on the far side: %v", err)
	}
	// The extended grammar's explanation travels with its verdict.
	if exact, kinds, err := r.ExtendedMatch("p", "g", s, nil, spiderql.TestSuite); exact != 1 || len(kinds) != 1 || err == nil || err.Error() != "lowered" {
		t.Errorf("extended: %d %v %v", exact, kinds, err)
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
	if err := <-done; !errors.Is(err, explain.ErrUnavailable) && !strings.Contains(err.Error(), "worker died") {
		t.Errorf("dead worker: %v", err)
	}
}
