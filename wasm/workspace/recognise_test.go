package workspace

import (
	"strings"
	"testing"
)

// TestRecogniseShapes checks the kind and detail of each file shape the
// references read. A SParC/CoSQL dataset JSON was once refused as a
// prediction file without SQL, so the page never scored SParC.
func TestRecogniseShapes(t *testing.T) {
	cases := []struct {
		name, data string
		kind       Kind
		detail     string // a part of the detail, or of the error when err is set
		err        bool
	}{
		{"dev.json", `[{"database_id": "pets_1", "interaction": [{"query": "SELECT count(*) FROM pets", "utterance": "how many pets?"},
			{"query": "SELECT count(*) FROM pets WHERE weight > 10", "utterance": "heavier than 10?"}], "final": {"query": "SELECT 1", "utterance": "x"}},
			{"database_id": "pets_1", "interaction": [{"query": "SELECT 1", "utterance": "one"}]}]`, Gold, "3 questions in 2 interactions", false},
		{"spider.json", `[{"db_id": "pets_1", "query": "SELECT 1", "question": "one"}]`, Gold, "1 question, 1 database", false},
		{"strings.json", `["SELECT 1", "SELECT 2"]`, Pred, "", false},
		{"nested.json", `[["SELECT 1", "SELECT 2"], ["SELECT 3"]]`, Pred, "", false},
		{"objects.json", `[{"sql": "SELECT 1", "db_id": "pets_1"}]`, Pred, "", false},
		{"ss.json", `[{"question_md5": "abc", "question_type": "x"}]`, Pred, "Spider-SS", true},
		{"empty.sql", "\n\n", Pred, "empty", true},
		{"pred.sql", "SELECT 1\n\nSELECT 2\n", Pred, "", false},
	}
	for _, c := range cases {
		w := New()
		infos := w.Add(c.name, []byte(c.data))
		if len(infos) != 1 {
			t.Fatalf("%s: %d infos", c.name, len(infos))
		}
		got := infos[0]
		text := got.Detail
		if c.err {
			text = got.Error
		}
		if got.Kind != c.kind || (got.Error != "") != c.err || !strings.Contains(text, c.detail) {
			t.Errorf("%s: kind %s, detail %q, error %q; want kind %s, %s containing %q", c.name, got.Kind, got.Detail, got.Error, c.kind,
				map[bool]string{true: "an error", false: "no error and a detail"}[c.err], c.detail)
		}
	}
}
