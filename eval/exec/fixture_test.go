package exec

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/spidereval/spidereval/eval/exec/exectest"
)

// fixtureSQL builds the small database most tests use.
const fixtureSQL = `
CREATE TABLE singer (id INTEGER PRIMARY KEY, name TEXT, age INTEGER, score REAL, photo BLOB);
INSERT INTO singer VALUES (1, 'Ann', 30, 1.5, x'00ff'), (2, 'Bob', 25, 2.0, NULL), (3, 'Cy', 30, NULL, NULL);
CREATE TABLE concert (cid INTEGER, singer_id INTEGER, year TEXT);
INSERT INTO concert VALUES (10, 1, '2014'), (11, 1, '2015'), (12, 2, '2015');
CREATE TABLE bad_text (t TEXT);
INSERT INTO bad_text VALUES (CAST(x'61ff62' AS TEXT));
`

// makeFixture writes the fixture database into a temporary directory as
// <dir>/<name>/<name>.sqlite and returns its path.
func makeFixture(t testing.TB, name string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name, name+".sqlite")
	exectest.WriteDB(t, path, fixtureSQL)
	return path
}

// fixtureBytes is the fixture database's file, written as makeFixture does.
func fixtureBytes(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(makeFixture(t, name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}
