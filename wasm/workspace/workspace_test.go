package workspace

import (
	"archive/zip"
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
)

const demo = "../../assets/demo"

func readDemo(t *testing.T, rel string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(demo, rel))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var demoDBs = []string{"concert_singer", "pets_1", "poker_player", "orchestra"}

// demoZip packs the demo set as a user would upload it.
func demoZip(t *testing.T) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	add := func(name string, data []byte) {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(data)
	}
	for _, f := range []string{"tables.json", "dev.json", "dev_gold.sql", "pred_graphix_t5.sql"} {
		add("spider/"+f, readDemo(t, f))
	}
	for _, db := range demoDBs {
		add("spider/database/"+db+"/"+db+".sqlite", readDemo(t, "database/"+db+"/"+db+".sqlite"))
	}
	add("__MACOSX/spider/._tables.json", []byte("junk"))
	zw.Close()
	return buf.Bytes()
}

func TestRecogniseZip(t *testing.T) {
	w := New()
	infos := w.Add("spider.zip", demoZip(t))
	kinds := map[Kind]int{}
	for _, i := range infos {
		kinds[i.Kind]++
		if i.Error != "" {
			t.Errorf("%s: %s", i.Name, i.Error)
		}
	}
	want := map[Kind]int{Tables: 1, Gold: 2, Pred: 1, Database: 4}
	for k, n := range want {
		if kinds[k] != n {
			t.Errorf("%d files of kind %s, want %d (%+v)", kinds[k], k, n, infos)
		}
	}
	s := w.Summary()
	if len(s.Missing) != 0 || len(s.Problems) != 0 || len(s.Databases) != 4 {
		t.Errorf("summary: %+v", s)
	}
}

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

// TestEvaluateMatchesCLIPath checks that the workspace scores the demo
// exactly as the file-based path does.
func TestEvaluateMatchesCLIPath(t *testing.T) {
	w := New()
	w.Add("spider.zip", demoZip(t))
	got, err := w.Evaluate(context.Background(), "spider/dev_gold.sql", "spider/pred_graphix_t5.sql", eval.Options{Etype: "all"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var a, b strings.Builder
	got.WriteReport(&a)
	cat := exec.NewDirCatalog(filepath.Join(demo, "database"))
	defer cat.Close()
	ref, err := eval.Evaluate(context.Background(), eval.Inputs{
		Gold: fileOf(t, "dev_gold.sql"), Pred: fileOf(t, "pred_graphix_t5.sql"), Tables: w.tables,
		DBs: &eval.DirSource{Dir: filepath.Join(demo, "database")}, Exec: cat,
	}, eval.Options{Etype: "all"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	ref.WriteReport(&b)
	if !strings.Contains(a.String(), "execution ") || strings.Contains(a.String(), "execution            0.000") {
		t.Errorf("execution was not scored:\n%s", a.String())
	}
	if a.String() != b.String() {
		t.Errorf("workspace report differs from the file-based one:\n%s\n---\n%s", a.String(), b.String())
	}
}

func TestBadFiles(t *testing.T) {
	w := New()
	cases := []struct {
		name string
		data []byte
		kind Kind
		err  string
	}{
		{"database/x/x.sqlite", []byte("SQLite format 3\x00 but then garbage garbage garbage garbage"), Database, "not a readable SQLite database"},
		{"broken.json", []byte("[{\"a\": 1},\n{oops"), Ignored, "broken.json:2"},
		{"archive.zip", []byte("PK\x03\x04 truncated"), Ignored, "not a readable zip"},
		{"notes.md", []byte("# hello"), Ignored, ""},
		// Loaded, but named (issue 26, item 1): Python's json stops on it.
		{"tables.json", []byte("[{\"db_id\": \"x\", \"table_names_original\": [\"t\"],\n \"column_names_original\": [[-1, \"*\"], [0, \"n\xa1\"]]}]"), Tables, "line 2: byte 0xa1 at offset 91 of the file (column 45) is not valid UTF-8"},
	}
	for _, c := range cases {
		infos := w.Add(c.name, c.data)
		if len(infos) != 1 || infos[0].Kind != c.kind || !strings.Contains(infos[0].Error, c.err) {
			t.Errorf("%s: %+v, want kind %s error containing %q", c.name, infos, c.kind, c.err)
		}
	}
	// A gold set whose databases are missing is reported.
	w.Add("dev_gold.sql", readDemo(t, "dev_gold.sql"))
	s := w.Summary()
	if len(s.Missing) != 4 || len(s.Problems) < 3 {
		t.Errorf("summary: %+v", s)
	}
}

func fileOf(t *testing.T, rel string) dataset.File {
	return dataset.File{Name: "spider/" + rel, Data: readDemo(t, rel)}
}

// TestGoldResultsReused checks that a second run over the same gold reuses
// the first run's gold results.
func TestGoldResultsReused(t *testing.T) {
	w := New()
	w.Add("spider.zip", demoZip(t))
	for i := 0; i < 2; i++ {
		if _, err := w.Evaluate(context.Background(), "spider/dev_gold.sql", "spider/pred_graphix_t5.sql", eval.Options{Etype: "exec"}, nil); err != nil {
			t.Fatal(err)
		}
		if i == 0 && w.results.Len() == 0 {
			t.Fatal("no gold results cached")
		}
	}
	before := w.results.Len()
	w.Add("spider/pred_copy.sql", readDemo(t, "pred_graphix_t5.sql"))
	if _, err := w.Evaluate(context.Background(), "spider/dev_gold.sql", "spider/pred_copy.sql", eval.Options{Etype: "exec"}, nil); err != nil {
		t.Fatal(err)
	}
	if w.results.Len() != before {
		t.Errorf("a second prediction file grew the gold cache from %d to %d", before, w.results.Len())
	}
}
