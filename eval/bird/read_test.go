package bird

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval/dataset"
)

func file(name, data string) dataset.File { return dataset.File{Name: name, Data: []byte(data)} }

func TestReadGold(t *testing.T) {
	data := "\ufeffSELECT 1\tdb_a  \r\nSELECT\t2\tdb_b\n\n  SELECT 3\tdb_c\rSELECT 4\tdb_d"
	qs, err := ReadGold(file("gold.sql", data))
	if len(qs) != 5 {
		t.Fatalf("%d questions, want 5 (every line keeps its place): %+v", len(qs), qs)
	}
	want := []struct{ sql, db, origin string }{
		{"\ufeffSELECT 1", "db_a", "gold.sql:1"}, // Python's utf-8 keeps the BOM
		{"SELECT", "", "gold.sql:2"},
		{"", "", "gold.sql:3"},
		{"SELECT 3", "db_c", "gold.sql:4"},
		{"SELECT 4", "db_d", "gold.sql:5"}, // a lone \r ends a line
	}
	for i, w := range want {
		q := qs[i]
		if q.SQL != w.sql || q.DBID != w.db || q.Origin != w.origin || q.Index != i {
			t.Errorf("line %d: got %q %q %s, want %q %q %s", i, q.SQL, q.DBID, q.Origin, w.sql, w.db, w.origin)
		}
	}
	if qs[1].Err == "" || qs[2].Err == "" || qs[0].Err != "" {
		t.Errorf("errors: %q %q %q", qs[0].Err, qs[1].Err, qs[2].Err)
	}
	var ie *InputError
	if !errors.As(err, &ie) || !strings.Contains(err.Error(), "gold.sql:2: gold line has 3 tab-separated fields") ||
		!strings.Contains(err.Error(), "gold.sql:3: gold line has 1 tab-separated fields") {
		t.Errorf("error: %v", err)
	}
	// Bytes that are not UTF-8 are read as they are (the run names them,
	// see dataset.InvalidUTF8), so that the other questions are scored.
	if qs, err := ReadGold(file("bad.sql", "SELECT 1\tdb\nSELECT '\xff'\tdb\n")); err != nil || len(qs) != 2 || qs[1].SQL != "SELECT '\xff'" {
		t.Errorf("invalid UTF-8: %v %+v", err, qs)
	}
}

func TestReadPredictions(t *testing.T) {
	data := `{
  "10": "SELECT a FROM t` + `\t----- bird -----\t` + `db_x",
  "2": 0,
  "3": null,
  "4": "  SELECT b  ",
  "5": " SELECT c ` + `\t----- bird -----\t` + `db_y",
  "6": "x` + `\t----- bird -----\t` + `y` + `\t----- bird -----\t` + `z ",
  "2": "SELECT 2` + `\t----- bird -----\t` + `db_2"
}
`
	ps, err := ReadPredictions(file("p.json", data))
	if err != nil {
		t.Fatal(err)
	}
	want := []Prediction{
		{Index: 0, Key: "10", SQL: "SELECT a FROM t", DBID: "db_x", Separated: true, Origin: "p.json:2"},
		{Index: 1, Key: "2", SQL: "SELECT 2", DBID: "db_2", Separated: true, Origin: "p.json:8"}, // first place, last value
		{Index: 2, Key: "3", SQL: " ", NonString: true, Origin: "p.json:4"},
		{Index: 3, Key: "4", SQL: "SELECT b", Origin: "p.json:5"},
		{Index: 4, Key: "5", SQL: " SELECT c ", DBID: "db_y", Separated: true, Origin: "p.json:6"}, // not stripped
		{Index: 5, Key: "6", SQL: "x\t----- bird -----\ty\t----- bird -----\tz", Origin: "p.json:7"},
	}
	if len(ps) != len(want) {
		t.Fatalf("%d predictions, want %d: %+v", len(ps), len(want), ps)
	}
	for i := range want {
		if ps[i] != want[i] {
			t.Errorf("%d: got %+v\n want %+v", i, ps[i], want[i])
		}
	}
	// DAMO's reading.
	if sql, db, e := ps[2].damo(); sql != " " || db != DamoFallbackDB || e != "" {
		t.Errorf("non-string under DAMO: %q %q %q", sql, db, e)
	}
	if _, _, e := ps[3].damo(); e == "" {
		t.Error("no separator under DAMO: want the ValueError stop")
	}

	for _, c := range []struct{ name, data, want string }{
		{"array", `["SELECT 1"]`, "p.json:1: not a JSON object"},
		{"malformed", "{\n\"0\": \"a\",\n\"1\": }\n", "p.json:3: malformed JSON"},
		{"extra data", "{\"0\": \"a\"}\n{}", "p.json:2: extra data"},
		{"bom", "\ufeff{}", "p.json:1: starts with a byte-order mark"},
	} {
		if _, err := ReadPredictions(file("p.json", c.data)); err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q...", c.name, err, c.want)
		}
	}
}

func TestUnpairedSurrogate(t *testing.T) {
	ps, err := ReadPredictions(file("p.json", `{"0": "SELECT '\ud800'\t----- bird -----\tdb", "1": "SELECT '\ud83d\ude00'\t----- bird -----\tdb"}`))
	if err != nil {
		t.Fatal(err)
	}
	if ps[1].SQL != "SELECT '😀'" {
		t.Errorf("surrogate pair: %q", ps[1].SQL)
	}
	// Python keeps the lone surrogate and fails to encode it for SQLite.
	o := run(context.Background(), nil, nil, ps[0].SQL, Options{}.Limits)
	if o.err == nil || !strings.Contains(o.err.Error(), "surrogates not allowed") {
		t.Errorf("lone surrogate: %v", o.err)
	}
}

func TestReadPredictionLines(t *testing.T) {
	ps, err := ReadPredictionLines(file("p.sql", "SELECT 1\n\nSELECT 2\tdb_b\n SELECT 3 \t----- bird -----\tdb_c\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := []Prediction{
		{Index: 0, SQL: "SELECT 1", Origin: "p.sql:1"},
		{Index: 1, SQL: "", Origin: "p.sql:2"},
		{Index: 2, SQL: "SELECT 2", DBID: "db_b", Separated: true, Origin: "p.sql:3"},
		{Index: 3, SQL: " SELECT 3 ", DBID: "db_c", Separated: true, Origin: "p.sql:4"},
	}
	if len(ps) != len(want) {
		t.Fatalf("got %+v", ps)
	}
	for i := range want {
		if ps[i] != want[i] {
			t.Errorf("%d: got %+v, want %+v", i, ps[i], want[i])
		}
	}
	if ps, err := ReadPredictionFile(file("p.json", " {\"0\": \"a\"}")); err != nil || len(ps) != 1 || ps[0].Key != "0" {
		t.Errorf("ReadPredictionFile on JSON: %+v %v", ps, err)
	}
	if _, err := ReadPredictionFile(file("p.json", `["SELECT 1"]`)); err == nil || !strings.Contains(err.Error(), "not a JSON object") {
		t.Errorf("ReadPredictionFile on an array: %v", err)
	}
}

func TestReadDev(t *testing.T) {
	jsonl := `{"question_id": 7, "db_id": "d", "question": "q?", "evidence": "e", "SQL": "SELECT 1", "difficulty": "simple"}
{"difficulty": null}

{"db_id": "d"}
[1]
`
	qs, err := ReadDev(file("dev.jsonl", jsonl))
	if len(qs) != 5 {
		t.Fatalf("%d questions, want 5", len(qs))
	}
	if q := qs[0]; q.QuestionID != 7 || q.DBID != "d" || q.Question != "q?" || q.Evidence != "e" || q.SQL != "SELECT 1" || q.Difficulty != Simple || q.Origin != "dev.jsonl:1" {
		t.Errorf("record 0: %+v", q)
	}
	if q := qs[1]; q.Err != "" || q.Difficulty != "" || q.QuestionID != -1 {
		t.Errorf("a non-string difficulty counts only in the total, no error: %+v", q)
	}
	for _, c := range []struct {
		i    int
		want string
	}{{2, "dev.jsonl:3: blank line"}, {3, `dev.jsonl:4: record has no "difficulty"`}, {4, "dev.jsonl:5: record is not a JSON object"}} {
		if !strings.Contains(err.Error(), c.want) || qs[c.i].Err == "" {
			t.Errorf("want %q in %v", c.want, err)
		}
	}

	arr := "[\n  {\"difficulty\": \"moderate\"},\n  {\"difficulty\": \"challenging\",\n   \"question_id\": 2}\n]\n"
	qs, err = ReadDev(file("dev.json", arr))
	if err != nil || len(qs) != 2 || qs[1].Difficulty != Challenging || qs[1].Origin != "dev.json:3" || qs[1].QuestionID != 2 {
		t.Errorf("array: %+v %v", qs, err)
	}
	if _, err := ReadDevJSON(file("dev.json", "[\n{\"difficulty\": \"simple\"},\n{\"difficulty\" \"x\"}]")); err == nil || !strings.HasPrefix(err.Error(), "dev.json:3: malformed JSON") {
		t.Errorf("malformed: %v", err)
	}
	if _, err := ReadDevJSONL(file("dev.json", arr)); err == nil {
		t.Error("mini_dev's load_jsonl refuses a JSON array file")
	}

	gold := []Question{{SQL: "a", QuestionID: -1}, {SQL: "b", QuestionID: -1}, {SQL: "c", QuestionID: -1}}
	merged := WithDifficulties(gold, qs)
	if got := Difficulties(merged); strings.Join(got, ",") != "moderate,challenging," || merged[1].QuestionID != 2 || gold[0].Difficulty != "" {
		t.Errorf("merged: %+v", merged)
	}
}

func TestMisPaired(t *testing.T) {
	q := func(ids ...int64) []Question {
		out := make([]Question, len(ids))
		for i, id := range ids {
			out[i] = Question{Index: i, QuestionID: id}
		}
		return out
	}
	p := func(keys ...string) []Prediction {
		out := make([]Prediction, len(keys))
		for i, k := range keys {
			out[i] = Prediction{Index: i, Key: k}
		}
		return out
	}
	cases := []struct {
		name         string
		gold         []Question
		preds        []Prediction
		n, wantFirst int
	}{
		{"positions", q(-1, -1, -1), p("0", "1", "2"), 0, -1},
		{"sorted as text", q(-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1), p("0", "1", "10", "2", "3", "4", "5", "6", "7", "8", "9"), 9, 2},
		{"question ids", q(1088, 7, 3), p("1088", "7", "3"), 0, -1},
		{"ids and positions mixed", q(1088, 7, 3), p("0", "7", "2"), 0, -1},
		{"swapped", q(5, 6), p("1", "0"), 2, 0},
		{"lines have no keys", q(-1, -1), p("", ""), 0, -1},
		{"more predictions than questions", q(-1), p("0", "5"), 0, -1},
	}
	for _, c := range cases {
		n, first := MisPaired(c.gold, c.preds)
		if n != c.n || first != c.wantFirst {
			t.Errorf("%s: %d from %d, want %d from %d", c.name, n, first, c.n, c.wantFirst)
		}
	}
}
