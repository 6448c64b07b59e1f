package workspace

import (
	"archive/zip"
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval/exec"
)

// walFixture is a database whose rows are partly in its write-ahead log
// (written natively by eval/exec's TestWALOverlayMatchesSQLite).
func walFixture(t *testing.T) (db, wal []byte) {
	t.Helper()
	dir := filepath.Join("..", "..", "eval", "exec", "testdata", "wal")
	db, err := os.ReadFile(filepath.Join(dir, "committed.sqlite"))
	if err != nil {
		t.Fatal(err)
	}
	wal, err = os.ReadFile(filepath.Join(dir, "committed.sqlite-wal"))
	if err != nil {
		t.Fatal(err)
	}
	return db, wal
}

// rowCount counts table t of database w in the workspace, or -1 when it
// cannot be read.
func rowCount(t *testing.T, w *Workspace, table string) int64 {
	t.Helper()
	db, err := w.catalog.Main("w")
	if err != nil {
		t.Fatal(err)
	}
	res, err := db.Query(context.Background(), "SELECT count(*) FROM "+table, exec.Limits{})
	if err != nil {
		return -1
	}
	return res.Rows[0][0].I
}

// TestWALDropped: a database dropped with its -wal is read with the log
// applied, whichever came first and in an archive too (the page read the
// file alone: 8 rows and no table "later", where SQLite reads 117).
func TestWALDropped(t *testing.T) {
	db, wal := walFixture(t)
	const name = "database/w/w.sqlite"
	zipped := func(names ...string) []byte {
		var buf bytes.Buffer
		zw := zip.NewWriter(&buf)
		for _, n := range names {
			f, _ := zw.Create(n)
			if strings.HasSuffix(n, "-wal") {
				f.Write(wal)
			} else {
				f.Write(db)
			}
		}
		zw.Close()
		return buf.Bytes()
	}
	for _, c := range []struct {
		name string
		add  func(w *Workspace) []FileInfo
	}{
		{"database first", func(w *Workspace) []FileInfo { return append(w.Add(name, db), w.Add(name+"-wal", wal)...) }},
		{"log first", func(w *Workspace) []FileInfo { return append(w.Add(name+"-wal", wal), w.Add(name, db)...) }},
		{"one archive", func(w *Workspace) []FileInfo { return w.Add("w.zip", zipped(name+"-wal", name, name+"-shm")) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := New()
			defer w.Close()
			for _, f := range c.add(w) {
				if f.Error != "" {
					t.Errorf("%s: %s", f.Name, f.Error)
				}
			}
			if n := rowCount(t, w, "t"); n != 117 {
				t.Errorf("rows of t = %d, want 117 (the log's rows)", n)
			}
			if n := rowCount(t, w, "later"); n != 1 {
				t.Errorf("rows of later = %d, want 1 (a table created in the log)", n)
			}
			var detail string
			for _, f := range w.Summary().Files {
				if f.Name == name {
					detail = f.Detail
				}
			}
			if !strings.Contains(detail, "write-ahead log applied") {
				t.Errorf("database listed as %q", detail)
			}
		})
	}
	// Alone, the file holds the checkpointed rows only.
	w := New()
	defer w.Close()
	w.Add(name, db)
	if n := rowCount(t, w, "t"); n != 8 {
		t.Errorf("rows of t without the log = %d, want 8", n)
	}
}
