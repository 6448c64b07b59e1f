// Package exectest writes SQLite databases for tests, so that the tests of
// other packages need no SQLite package of their own: a fixture is a
// database file built by an SQL script.
package exectest

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/ncruces/go-sqlite3"
)

// Exec runs script (one or more statements) on the database file at path,
// creating the file and its folder when missing, and returns SQLite's
// error, if any. The file is opened without locking, which js/wasm lacks.
func Exec(path, script string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	c, err := sqlite3.Open("file:" + filepath.ToSlash(path) + "?nolock=1")
	if err != nil {
		return fmt.Errorf("open %s: %w", path, err)
	}
	err = c.Exec(script)
	if cerr := c.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// WriteDB is Exec that fails the test on an error.
func WriteDB(t testing.TB, path, script string) {
	t.Helper()
	if err := Exec(path, script); err != nil {
		t.Fatal(err)
	}
}

// Column is the first column of the rows of query on the database file at
// path, as text.
func Column(t testing.TB, path, query string) []string {
	t.Helper()
	c, err := sqlite3.Open("file:" + filepath.ToSlash(path) + "?nolock=1&mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	stmt, _, err := c.Prepare(query)
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	defer stmt.Close()
	var out []string
	for stmt.Step() {
		out = append(out, stmt.ColumnText(0))
	}
	if err := stmt.Err(); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return out
}

// FillerSQL adds a table of rows rows of 500 bytes each that no question
// reads (filler): a database that is large, for tests of lazy reading.
func FillerSQL(rows int) string {
	return fmt.Sprintf(`CREATE TABLE filler (id INTEGER PRIMARY KEY, pad TEXT);
		WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM n WHERE i < %d)
		INSERT INTO filler SELECT i, printf('%%.500c', 'x') FROM n;`, rows)
}
