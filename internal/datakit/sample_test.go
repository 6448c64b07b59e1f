package datakit

import (
	"os"
	"path/filepath"
	"testing"
)

func TestBirdSample(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"gold.sql":           "q0\tdb\nq1\tdb\nq2\tdb\nq3\tdb\nq4\tdb\n",
		"dev.jsonl":          "{\"i\": 0}\n{\"i\": 1}\n{\"i\": 2}\n",
		"dev.json":           `[{"i": 0}, {"i": 1}, {"i": 2}]`,
		"predictions/p.json": "{\"7\": \"a\\tb\", \"3\": \"c\", \"1\": \"d\"}",
	}
	want := map[string]string{
		"gold.sql":           "q0\tdb\nq2\tdb\nq4\tdb\n",
		"dev.jsonl":          "{\"i\": 0}\n{\"i\": 2}\n",
		"dev.json":           "[\n {\n  \"i\": 0\n },\n {\n  \"i\": 2\n }\n]",
		"predictions/p.json": "{\n\"0\": \"a\\tb\",\n\"1\": \"d\"\n}\n",
	}
	var rels []string
	for rel, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		rels = append(rels, rel)
	}
	out := BirdSample(t, dir, 2, rels...)
	for rel, w := range want {
		got, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(rel)))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != w {
			t.Errorf("%s: %q, want %q", rel, got, w)
		}
	}
}
