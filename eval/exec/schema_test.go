package exec

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/spidereval/spidereval/eval/exec/exectest"
	"github.com/spidereval/spidereval/eval/schema"
)

// schemaOfBytes reads a schema as the page does: through a reader database.
func schemaOfBytes(db, name string, data []byte) (*schema.Schema, error) {
	d, err := OpenReader(name, bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, err
	}
	defer d.Close()
	return d.Schema(db)
}

func TestSchemaFromReaderCorrupt(t *testing.T) {
	data, err := os.ReadFile("../../assets/demo/database/pets_1/pets_1.sqlite")
	if err != nil {
		t.Fatal(err)
	}
	s, err := schemaOfBytes("pets_1", "pets_1.sqlite", data)
	if err != nil {
		t.Fatal(err)
	}
	f, err := ReadSchemaFile("pets_1", "../../assets/demo/database/pets_1/pets_1.sqlite")
	if err != nil {
		t.Fatal(err)
	}
	if len(s.IDs) != len(f.IDs) || len(s.Tables) != 3 {
		t.Errorf("bytes schema %v differs from file schema %v", s.Tables, f.Tables)
	}
	if _, err := schemaOfBytes("bad", "bad.sqlite", []byte("this is not a database, just text padding padding padding")); err == nil {
		t.Error("a corrupt database gave no error")
	}
}

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

// TestVirtualTableSchema (issue 34, item 9): a database with FTS and
// R*Tree tables, whose modules this SQLite lacks, is read with the columns
// the reference's SQLite (3.40.1, PRAGMA table_info) gives each table.
func TestVirtualTableSchema(t *testing.T) {
	s, err := ReadSchemaFile("virtual", filepath.Join("testdata", "virtual", "virtual.sqlite"))
	if err != nil {
		t.Fatal(err)
	}
	// Printed by Python's sqlite3 (SQLite 3.40.1) on this file.
	want := map[string][]string{
		"singer":        {"id", "name"},
		"notes":         {"body", "author"},
		"notes_content": {"id", "c0", "c1"},
		"notes4":        {"body"},
		"box":           {"id", "minx", "maxx", "label"},
		"box_node":      {"nodeno", "data"},
	}
	for table, cols := range want {
		got := s.Ordered[table]
		if !slices.Equal(got, cols) {
			t.Errorf("%s: columns %q, want %q", table, got, cols)
		}
	}
}

// TestDeclaredColumns: the columns of a virtual table's statement.
func TestDeclaredColumns(t *testing.T) {
	for _, c := range []struct {
		sql  string
		want []string
		ok   bool
	}{
		{"CREATE VIRTUAL TABLE notes USING fts5(body, author UNINDEXED, tokenize='porter')", []string{"body", "author"}, true},
		{`CREATE VIRTUAL TABLE "n" USING FTS4("the body", tokenize=unicode61 "remove_diacritics=2", [x y])`, []string{"the body", "x y"}, true},
		{"CREATE VIRTUAL TABLE box USING rtree(id, minx, maxx, +label)", []string{"id", "minx", "maxx", "label"}, true},
		{"CREATE VIRTUAL TABLE b USING rtree_i32(id,x0,x1)", []string{"id", "x0", "x1"}, true},
		{"CREATE VIRTUAL TABLE d USING dbstat", nil, false},
		{"CREATE VIRTUAL TABLE c USING csv(filename='x.csv')", nil, false},
	} {
		got, ok := declaredColumns(c.sql)
		if ok != c.ok || !slices.Equal(got, c.want) {
			t.Errorf("%s: %q %v, want %q %v", c.sql, got, ok, c.want, c.ok)
		}
	}
}
