package bird

import (
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval/dataset"
)

// FuzzReaders gives arbitrary bytes to every BIRD reader. None may panic;
// line readers keep one entry per Python line, numbered in order with
// their origin; JSON readers number their entries in order; and a reader's
// entries come with no error or with errors naming this file.
func FuzzReaders(f *testing.F) {
	for _, s := range []string{
		"SELECT 1\tdb\nSELECT 2\tdb\n",
		"SELECT\t1\tdb\n\n\r\nx\r",
		"\ufeffSELECT 1\tdb",
		`{"0": "SELECT 1\t----- bird -----\tdb", "1": "x", "0": "SELECT 2\t----- bird -----\tdb"}`,
		`{"0": 3, "1": null, "2": "\ud800 ----- bird -----"}`,
		`[{"question_id": 1, "db_id": "a", "question": "q", "evidence": "e", "SQL": "SELECT 1", "difficulty": "simple"}, 3, {}]`,
		"{\"question_id\": 1, \"difficulty\": \"moderate\"}\n\n{\"difficulty\": 2}\nnot json\n",
		"[1, 2",
		"\xff\xfe",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file := dataset.File{Name: "in.txt", Data: data}
		checkErr := func(reader string, err error) {
			if err != nil && !strings.Contains(err.Error(), "in.txt") {
				t.Errorf("%s: error does not name the file: %v", reader, err)
			}
		}
		lines := len(pyLines(data))

		qs, err := ReadGold(file)
		checkErr("ReadGold", err)
		if qs != nil || err == nil {
			if len(qs) != lines {
				t.Errorf("ReadGold: %d questions for %d lines", len(qs), lines)
			}
			for i, q := range qs {
				if q.Index != i || !strings.HasPrefix(q.Origin, "in.txt:") {
					t.Errorf("ReadGold: question %d has index %d, origin %q", i, q.Index, q.Origin)
				}
			}
		}
		qs, err = ReadDevJSONL(file)
		checkErr("ReadDevJSONL", err)
		if qs != nil && len(qs) != lines {
			t.Errorf("ReadDevJSONL: %d questions for %d lines", len(qs), lines)
		}
		for _, read := range []func(dataset.File) ([]Question, error){ReadDevJSON, ReadDev, ReadQuestions} {
			qs, err := read(file)
			checkErr("question reader", err)
			for i, q := range qs {
				if q.Index != i {
					t.Errorf("question %d has index %d", i, q.Index)
				}
			}
		}
		preds, err := ReadPredictionLines(file)
		checkErr("ReadPredictionLines", err)
		if err == nil && len(preds) != lines {
			t.Errorf("ReadPredictionLines: %d predictions for %d lines", len(preds), lines)
		}
		for _, read := range []func(dataset.File) ([]Prediction, error){ReadPredictions, ReadPredictionFile} {
			preds, err := read(file)
			checkErr("prediction reader", err)
			keys := map[string]bool{}
			for i, p := range preds {
				if p.Index != i || !strings.HasPrefix(p.Origin, "in.txt:") {
					t.Errorf("prediction %d has index %d, origin %q", i, p.Index, p.Origin)
				}
				if p.Key != "" && keys[p.Key] {
					t.Errorf("key %q given twice", p.Key)
				}
				keys[p.Key] = true
			}
		}
	})
}
