package exec

import (
	"path/filepath"
	"slices"
	"testing"
)

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
