package exec

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/spidereval/spidereval/eval/exec/exectest"
)

// TestSchemaLowerLikePython: table and column names are lower-cased with
// Python's str.lower, and a table's columns are looked up by that name as
// the reference's get_schema does (checked with it): İL becomes "i̇l" with
// no columns (SQLite does not fold İ), a column ΟΔΟΣ "οδος" (final sigma):
// {'i̇l': [], 'roads': ['οδος']}.
func TestSchemaLowerLikePython(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "il.sqlite")
	exectest.WriteDB(t, path, `CREATE TABLE "İL" (id INT, "ΟΔΟΣ" TEXT); CREATE TABLE "Roads" ("ΟΔΟΣ" TEXT)`)
	s, err := ReadSchemaFile("il", path)
	if err != nil {
		t.Fatal(err)
	}
	os.Remove(path)
	if want := []string{"i\u0307l", "roads"}; !slices.Equal(s.Tables, want) {
		t.Errorf("tables %q, want %q", s.Tables, want)
	}
	if cols := s.Ordered["i\u0307l"]; len(cols) != 0 {
		t.Errorf("columns of İL %q, want none (the reference's PRAGMA table_info(i̇l) finds no table)", cols)
	}
	if cols := s.Ordered["roads"]; !slices.Equal(cols, []string{"οδος"}) {
		t.Errorf("columns of Roads %q, want [οδος]", cols)
	}
}
