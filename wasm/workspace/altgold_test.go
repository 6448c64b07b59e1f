package workspace

import (
	"context"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
)

// TestRecogniseAltGolds tells files of alternative golds from BIRD's
// question JSON lines, which also carry question_id.
func TestRecogniseAltGolds(t *testing.T) {
	cases := []struct {
		name, data string
		kind       Kind
		text       string // part of the detail, or of the error
	}{
		{"alt.jsonl", `{"index": 16, "sql": ["SELECT 1"], "reason": "r", "source": "s"}` + "\n", AltGold, "1 question with alternatives, by index in gold order"},
		{"alt_bird.jsonl", "\n" + `{"question_id": 1471, "sql": ["SELECT 1", "SELECT 2"]}` + "\n", AltGold, "by BIRD question_id"},
		{"mini_dev_sqlite.jsonl", `{"question_id": 1471, "db_id": "debit_card_specializing", "question": "q?", "evidence": "", "SQL": "SELECT 1", "difficulty": "simple"}` + "\n", Gold, "1 question"},
		{"bad_alt.jsonl", `{"index": 0, "sql": ["SELECT 1"], "query": "x"}` + "\n", AltGold, `bad_alt.jsonl:1: json: unknown field "query"`},
		{"notes.jsonl", `{"question_id": 1, "sql": "SELECT 1"}` + "\n", Ignored, "nor alternative golds"},
	}
	for _, c := range cases {
		infos := New().Add(c.name, []byte(c.data))
		if len(infos) != 1 {
			t.Fatalf("%s: %d infos", c.name, len(infos))
		}
		got := infos[0]
		if got.Kind != c.kind || !strings.Contains(got.Detail+got.Error, c.text) {
			t.Errorf("%s: kind %q, detail %q, error %q; want kind %q with %q", c.name, got.Kind, got.Detail, got.Error, c.kind, c.text)
		}
	}
}

// TestAltGoldsFit: a run is judged against a loaded file of alternatives
// only when the file names one of its questions; the corrected verdicts
// land on the records, as --gold-alt marks them.
func TestAltGoldsFit(t *testing.T) {
	w := New()
	w.Add("spider.zip", demoZip(t))
	w.Add("other.jsonl", []byte(`{"index": 999, "sql": ["SELECT 1"]}`+"\n"))
	r := Request{Gold: "spider/dev_gold.sql", Pred: "spider/pred_graphix_t5.sql"}
	res, err := w.EvaluateRequest(context.Background(), r, eval.Options{Etype: "exec"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := w.AltGolds(context.Background(), r, res); got != nil || err != nil {
		t.Fatalf("a file that names no question of the run was used: %+v, %v", got, err)
	}
	w.Add("alt.jsonl", []byte(`{"index": 16, "sql": ["select max(capacity), avg(capacity) from stadium"], "reason": "r"}`+"\n"))
	got, err := w.AltGolds(context.Background(), r, res)
	if err != nil || got == nil {
		t.Fatalf("%+v, %v", got, err)
	}
	s := got.Result.Summary
	if got.File != "alt.jsonl" || got.Result.Metric != "execution" || s.Questions != 1 || s.Gained != 1 || s.Lost != 0 || s.Corrected != s.Official+1 {
		t.Errorf("%s %s %+v", got.File, got.Result.Metric, s)
	}
	if c := res.Records[16].Corrected; c == nil || *c != 1 || got.Entries[16].Reason != "r" {
		t.Errorf("record 16: corrected %v, entry %+v", c, got.Entries[16])
	}
}
