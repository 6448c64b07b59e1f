package altgold

import (
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/report"
)

func TestRead(t *testing.T) {
	cases := []struct {
		name, data, err string
		n               int
	}{
		{"index and question_id entries, a blank line", `{"index": 3, "sql": ["SELECT 1"], "reason": "r", "source": "s"}` + "\n\n" + `{"question_id": 1088, "sql": ["SELECT 1", "SELECT 2"]}` + "\n", "", 2},
		{"both keys", `{"index": 3, "question_id": 4, "sql": ["SELECT 1"]}`, "alt.jsonl:1: give one of index", 0},
		{"no key", "\n" + `{"sql": ["SELECT 1"]}`, "alt.jsonl:2: give one of index", 0},
		{"no alternative", `{"index": 0, "sql": []}`, `alt.jsonl:1: no alternative`, 0},
		{"a string for the list", `{"index": 0, "sql": "SELECT 1"}`, "alt.jsonl:1: json: cannot unmarshal string", 0},
		{"unknown field", `{"index": 0, "sql": ["SELECT 1"], "query": "x"}`, `alt.jsonl:1: json: unknown field "query"`, 0},
		{"not JSON", `index 0`, "alt.jsonl:1: invalid character", 0},
	}
	for _, c := range cases {
		got, err := Read(dataset.File{Name: "alt.jsonl", Data: []byte(c.data)})
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.err != "" && (err == nil || !strings.HasPrefix(err.Error(), c.err)):
			t.Errorf("%s: error %v, want %q", c.name, err, c.err)
		case len(got) != c.n:
			t.Errorf("%s: %d entries, want %d", c.name, len(got), c.n)
		}
	}
	got, _ := Read(dataset.File{Name: "alt.jsonl", Data: []byte("\n" + `{"question_id": 7, "sql": ["SELECT 1", "SELECT 2"], "reason": "r"}`)})
	if len(got) != 1 || got[0].Origin != "alt.jsonl:2" || *got[0].QuestionID != 7 || len(got[0].SQL) != 2 || got[0].Reason != "r" {
		t.Errorf("%+v", got)
	}
}

// TestFits counts the entries that name a scored question, by index or,
// when the index names none, by question_id.
func TestFits(t *testing.T) {
	id := int64(7)
	res := &eval.Results{Records: []report.Record{
		{Index: 0, Hardness: "easy", QuestionID: &id},
		{Index: 1}, // not scored
	}}
	idx := func(i int) *int { return &i }
	qid := func(i int64) *int64 { return &i }
	for _, c := range []struct {
		name  string
		entry Entry
		want  int
	}{
		{"scored index", Entry{Index: idx(0)}, 1},
		{"unscored index", Entry{Index: idx(1)}, 0},
		{"question_id", Entry{QuestionID: qid(7)}, 1},
		{"unknown index, known question_id", Entry{Index: idx(5), QuestionID: qid(7)}, 1},
		{"unknown question_id", Entry{QuestionID: qid(9)}, 0},
	} {
		if got := Fits(res, []Entry{c.entry}); got != c.want {
			t.Errorf("%s: Fits = %d, want %d", c.name, got, c.want)
		}
	}
}
