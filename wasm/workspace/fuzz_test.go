package workspace

import (
	"archive/zip"
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/spidereval/spidereval/internal/fuzzing"
)

// fuzzSeedZip packs name/content pairs as one archive for the seed corpus.
func fuzzSeedZip(files ...[2][]byte) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range files {
		if w, err := zw.Create(string(f[0])); err == nil {
			w.Write(f[1])
		}
	}
	zw.Close()
	return buf.Bytes()
}

// demoBytes reads a demo file, at most n bytes of it.
func demoBytes(rel string, n int) []byte {
	b, _ := os.ReadFile(filepath.Join(demo, rel))
	return b[:min(n, len(b))]
}

// FuzzAdd drops an arbitrary file (or archive) into a fresh workspace. What Add reports
// must be what the workspace then holds: known kinds, one entry per loose file under its
// own name, errors that name the file, readable files listed in the summary under their
// kind, and the same answer when the file is dropped again.
func FuzzAdd(f *testing.F) {
	gold := demoBytes("dev_gold.sql", 1200)
	pred := demoBytes("pred_graphix_t5.sql", 600)
	tables := []byte(`[{"db_id": "pets_1", "table_names_original": ["Student"], "column_names_original": [[-1, "*"], [0, "StuID"]], "foreign_keys": [], "primary_keys": [1]}]`)
	devJSON := []byte(`[{"db_id": "pets_1", "query": "SELECT count(*) FROM Student", "question": "How many?"}]`)
	for _, s := range []struct {
		name string
		data []byte
	}{
		{"dev_gold.sql", gold},
		{"pred.sql", pred},
		{"notes.txt", []byte("This folder holds our outputs.\nRun with care.\n")},
		{"tables.json", tables},
		{"dev.json", devJSON},
		{"sparc/dev.json", []byte(`[{"database_id": "pets_1", "interaction": [{"query": "SELECT 1", "utterance": "u"}]}]`)},
		{"preds.json", []byte(`["SELECT 1", ["SELECT 2"]]`)},
		{"bad.json", []byte(`[{"query": 1,`)},
		{"database/pets_1/pets_1.sqlite", demoBytes("database/pets_1/pets_1.sqlite", 1<<20)},
		{"broken.sqlite", []byte("SQLite format 3\x00 but nothing else")},
		{"upload.zip", fuzzSeedZip([2][]byte{[]byte("spider/dev_gold.sql"), gold}, [2][]byte{[]byte("spider/pred.sql"), pred},
			[2][]byte{[]byte("spider/tables.json"), tables}, [2][]byte{[]byte("../evil.sql"), pred}, [2][]byte{[]byte("__MACOSX/._x"), nil})},
		{"nested.zip", fuzzSeedZip([2][]byte{[]byte("inner.zip"), fuzzSeedZip([2][]byte{[]byte("p.sql"), pred})})},
		{"fake.zip", []byte("PK\x03\x04 not really")},
		{"README", []byte("hello")},
	} {
		f.Add(s.name, s.data)
	}
	known := []Kind{Tables, Gold, Pred, Database, Ignored}
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		start := time.Now()
		w := New()
		defer w.Close()
		infos := w.Add(name, data)
		isZip := strings.HasSuffix(strings.ToLower(name), ".zip") || bytes.HasPrefix(data, []byte("PK\x03\x04"))
		if !isZip && (len(infos) != 1 || infos[0].Name != name) {
			t.Fatalf("Add(%q) = %+v, want one entry under that name", name, infos)
		}
		s := w.Summary()
		listed := map[string]FileInfo{}
		for _, fi := range s.Files {
			listed[fi.Name] = fi
		}
		for _, fi := range infos {
			if !slices.Contains(known, fi.Kind) {
				t.Errorf("%s: unknown kind %q", fi.Name, fi.Kind)
			}
			if got, ok := listed[fi.Name]; !ok || got != fi {
				t.Errorf("%s: reported %+v, the summary lists %+v", fi.Name, fi, got)
			}
			if fi.Error != "" && fi.Kind != Database && fi.Kind != Ignored && !strings.Contains(fi.Error, fi.Name) {
				t.Errorf("%s: error does not name the file: %s", fi.Name, fi.Error)
			}
			if fi.Error != "" {
				continue
			}
			switch fi.Kind {
			case Gold:
				if !slices.Contains(s.Golds, fi.Name) {
					t.Errorf("gold %s not among %q", fi.Name, s.Golds)
				}
			case Pred:
				if !slices.Contains(s.Preds, fi.Name) {
					t.Errorf("predictions %s not among %q", fi.Name, s.Preds)
				}
			case Tables:
				if !s.HasTables {
					t.Errorf("tables %s not in the summary", fi.Name)
				}
			case Database:
				if id, _, _ := strings.Cut(fi.Detail, ":"); !slices.Contains(s.Databases, id) {
					t.Errorf("database %s (%s) not among %q", fi.Name, fi.Detail, s.Databases)
				}
			}
		}
		if again := w.Add(name, data); !reflect.DeepEqual(again, infos) {
			t.Errorf("dropped again, %q gives %+v, first %+v", name, again, infos)
		}
		if n := len(w.Summary().Files); n != len(s.Files) {
			t.Errorf("dropped again, %q makes %d files listed, first %d", name, n, len(s.Files))
		}
		if elapsed := time.Since(start); elapsed > 5*time.Second && fuzzing.Active() {
			t.Errorf("%d bytes took %v", len(data), elapsed)
		}
	})
}
