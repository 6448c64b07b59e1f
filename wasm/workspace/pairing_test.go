package workspace

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/wasm/protocol"
)

const kit = "../../../shared/data"

// addFolder loads a folder of the data kit as one load, as the page's
// folder picker sends it (names relative to the folder's parent); files
// under skip are left out (databases, to keep the test quick).
func addFolder(t *testing.T, w *Workspace, dir string, skip ...string) {
	t.Helper()
	root := filepath.Join(kit, dir)
	if _, err := os.Stat(root); err != nil {
		t.Skipf("no data kit at %s: %v", root, err)
	}
	w.NewLoad()
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(filepath.Dir(root), p)
		for _, s := range skip {
			if strings.Contains(rel, s) {
				return nil
			}
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		w.Add(filepath.ToSlash(rel), b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func addFile(t *testing.T, w *Workspace, name, path string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Skip(err)
	}
	w.NewLoad()
	w.Add(name, b)
}

// TestSchemaScriptIsNoPrediction loads the SParC folder, a database
// folder holding a schema.sql, then a real prediction file (issue 25,
// item 1): the schema script is ignored with its reason, nothing is
// chosen before the prediction file comes, and then it is chosen with the
// gold of its length.
func TestSchemaScriptIsNoPrediction(t *testing.T) {
	w := New()
	addFolder(t, w, "sparc")
	s := w.Summary()
	if s.Choice.Pred != "" || !strings.Contains(s.Choice.Why, "No prediction file has as many entries") {
		t.Errorf("choice before any prediction file: %+v", s.Choice)
	}
	addFile(t, w, "database/hr_1/schema.sql", filepath.Join(kit, "spider/database/hr_1/schema.sql"))
	s = w.Summary()
	for _, f := range s.Files {
		if f.Name == "database/hr_1/schema.sql" && (f.Kind != Ignored || f.Error != "" || !strings.Contains(f.Detail, "CREATE TABLE")) {
			t.Errorf("schema.sql listed as %+v", f)
		}
	}
	if s.Choice.Pred != "" {
		t.Errorf("a prediction file is chosen: %+v", s.Choice)
	}
	addFile(t, w, "sparc_dev.editsql.txt", filepath.Join(kit, "predictions/sparc_dev.editsql.txt"))
	s = w.Summary()
	if want := (protocol.Choice{Gold: "sparc/dev.json", Pred: "sparc_dev.editsql.txt"}); s.Choice != want || !s.Fresh {
		t.Errorf("choice %+v (fresh %v), want %+v", s.Choice, s.Fresh, want)
	}
}

// TestBirdFolderPairing loads the BIRD synthetic folder (issue 25, items 2
// and 3): the default predictions pair with a gold of their length, gold
// SQL lines get the difficulty file of their length, and SYNTH_SUMMARY.json
// is listed as ignored without an error and never reaches a run.
func TestBirdFolderPairing(t *testing.T) {
	w := New()
	addFolder(t, w, "bird/bird_dev_synth", "dev_databases/", "golden")
	s := w.Summary()
	gold, pred := s.Choice.Gold, s.Choice.Pred
	if gold == "" || pred == "" || !s.Sound(gold, pred) {
		t.Fatalf("choice %+v does not pair one to one", s.Choice)
	}
	if d, _ := s.DifficultyFor("bird_dev_synth/mini_dev_sqlite_gold.sql"); d != "bird_dev_synth/mini_dev_sqlite.json" {
		t.Errorf("difficulty file of mini_dev_sqlite_gold.sql: %q", d)
	}
	if d, _ := s.DifficultyFor("bird_dev_synth/dev_gold.sql"); d != "bird_dev_synth/dev.json" {
		t.Errorf("difficulty file of dev_gold.sql: %q", d)
	}
	for _, f := range s.Files {
		if strings.HasSuffix(f.Name, "SYNTH_SUMMARY.json") && (f.Kind != Ignored || f.Error != "" || f.Detail == "") {
			t.Errorf("SYNTH_SUMMARY.json listed as %+v", f)
		}
	}
	for _, p := range s.Problems {
		if strings.Contains(p, "SYNTH_SUMMARY") {
			t.Errorf("problem %q", p)
		}
	}
	w.Add("broken.json", []byte(`[{"a": `))
	res, err := w.EvaluateRequest(context.Background(), Request{Gold: "bird_dev_synth/mini_dev_sqlite_gold.sql", Pred: "bird_dev_synth/predictions/mini_dev_gpt-4_sqlite.json",
		Difficulty: "bird_dev_synth/mini_dev_sqlite.json"}, eval.Options{Compat: eval.Bird, Etype: "exec", Workers: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range res.Warnings {
		if strings.Contains(w.Origin, "broken.json") || strings.Contains(w.Origin, "SYNTH_SUMMARY") {
			t.Errorf("a file that is no input of the run reached it: %s", w)
		}
	}
}
