package exec

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval/exec/walfile"
)

// walCases are the logs of testdata/wal (written by TestWALOverlayMatchesSQLite
// with -update-wal): <name>.sqlite, its -wal and <name>.want, the dump of
// what SQLite itself read from the pair.
var walCases = []string{"committed", "uncommitted", "torn", "stale", "badheader"}

// dumpDB writes every table's rows, in rowid order, as text.
func dumpDB(t testing.TB, db *DB) string {
	t.Helper()
	ctx := context.Background()
	tables, err := db.Query(ctx, "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name", Limits{})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, row := range tables.Rows {
		name := row[0].S
		res, err := db.Query(ctx, fmt.Sprintf("SELECT * FROM %q ORDER BY rowid", name), Limits{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		fmt.Fprintf(&b, "%s (%d rows)\n", name, len(res.Rows))
		for _, r := range res.Rows {
			fmt.Fprintln(&b, r)
		}
	}
	return b.String()
}

// overlayDump opens a database with walfile.Apply laying the log's
// committed pages over it and returns its rows and the pages laid.
func overlayDump(t *testing.T, name string, db, wal []byte) (string, int) {
	t.Helper()
	r, size, pages, err := walfile.Apply(bytes.NewReader(db), int64(len(db)), bytes.NewReader(wal), int64(len(wal)))
	if err != nil {
		t.Fatal(err)
	}
	d, err := OpenReader(name, r, size)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	return dumpDB(t, d), pages
}

// TestWALOverlayFixtures: the committed pages of a write-ahead log laid
// over its database give the rows SQLite read from the pair, on both
// engines (the page had no way to apply a dropped -wal).
func TestWALOverlayFixtures(t *testing.T) {
	for _, name := range walCases {
		t.Run(name, func(t *testing.T) {
			base := filepath.Join("testdata", "wal", name)
			db, dbErr := os.ReadFile(base + ".sqlite")
			wal, walErr := os.ReadFile(base + ".sqlite-wal")
			want, wantErr := os.ReadFile(base + ".want")
			if dbErr != nil || walErr != nil || wantErr != nil {
				t.Fatal(dbErr, walErr, wantErr)
			}
			if got, _ := overlayDump(t, name, db, wal); got != string(want) {
				t.Errorf("rows with the log applied:\n%s\nwant (SQLite reading the log):\n%s", got, want)
			}
		})
	}
}

// TestWALReaderEdges: reads across pages and past the end, a log too short
// for its header, and the header's version bytes.
func TestWALReaderEdges(t *testing.T) {
	db := bytes.Repeat([]byte{7}, 1024)
	copy(db, sqliteMagic)
	db[18], db[19] = 2, 2
	r, size, pages, err := walfile.Apply(bytes.NewReader(db), 1024, bytes.NewReader([]byte("short")), 5)
	if err != nil || size != 1024 || pages != 0 {
		t.Fatalf("walfile.Apply(short log) = %d, %d, %v", size, pages, err)
	}
	buf := make([]byte, 2048)
	n, err := r.ReadAt(buf, 0)
	if n != 1024 || err == nil {
		t.Errorf("ReadAt past the end = %d, %v; want 1024, io.EOF", n, err)
	}
	if buf[18] != 1 || buf[19] != 1 || buf[20] != 7 {
		t.Errorf("header bytes 18-20 = %v, want 1 1 7 (a rollback-journal database)", buf[18:21])
	}
	if n, err := r.ReadAt(buf[:4], 1024); n != 0 || err == nil {
		t.Errorf("ReadAt at the end = %d, %v", n, err)
	}
}

// sqliteMagic is the first bytes of a database file.
const sqliteMagic = "SQLite format 3\x00"

// copyWALFixture copies the pair testdata/wal/<name>.sqlite and its -wal to
// <to>.sqlite and <to>.sqlite-wal and returns <name>.want, the rows SQLite
// read from the pair.
func copyWALFixture(t *testing.T, name, to string) string {
	t.Helper()
	for _, suffix := range []string{".sqlite", ".sqlite-wal"} {
		data, err := os.ReadFile(filepath.Join("testdata", "wal", name+suffix))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(to+suffix, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, _ := os.ReadFile(filepath.Join("testdata", "wal", name+".want"))
	return string(want)
}

// TestWALOpenFile: a database folder with a -wal beside a database is read
// with the log applied on both engines (in js/wasm it was refused: "a
// database with a write-ahead log cannot be read here").
func TestWALOpenFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "w")
	os.MkdirAll(dir, 0o755)
	want := copyWALFixture(t, "committed", filepath.Join(dir, "w"))
	cat := NewDirCatalog(filepath.Dir(dir))
	defer cat.Close()
	db, err := cat.Main("w")
	if err != nil {
		t.Fatal(err)
	}
	if got := dumpDB(t, db); got != want {
		t.Errorf("rows:\n%s\nwant:\n%s", got, want)
	}
}

// TestWALOpenFileDirect: OpenFile itself applies the log (BIRD's
// databases are opened with it; they were read stale).
func TestWALOpenFileDirect(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "b.sqlite")
	want := copyWALFixture(t, "stale", filepath.Join(dir, "b"))
	db, err := OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if got := dumpDB(t, db); got != want {
		t.Errorf("rows:\n%s\nwant:\n%s", got, want)
	}
}
