package exec

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/ncruces/go-sqlite3"
)

// TestWriteAheadLogRead: rows and tables still in a database's
// write-ahead log (path-wal) are read, as the reference reads them (it
// opens the file read-write); an immutable open read the file alone
// (issue 26: stale under --compat spider and BIRD).
func TestWriteAheadLogRead(t *testing.T) {
	if runtime.GOOS == "js" {
		t.Skip("the fixture is written in WAL mode, which needs shared memory that SQLite under js/wasm lacks (TestWALOpenFile reads logs made natively there)")
	}
	src := filepath.Join(t.TempDir(), "src.sqlite")
	c, err := sqlite3.Open("file:" + filepath.ToSlash(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Exec(`PRAGMA journal_mode=WAL; PRAGMA wal_autocheckpoint=0;
		CREATE TABLE t (id INTEGER); INSERT INTO t VALUES (1); PRAGMA wal_checkpoint(TRUNCATE);
		INSERT INTO t VALUES (5); CREATE TABLE later (x TEXT)`); err != nil {
		t.Fatal(err)
	}
	// A copy of the file and its log taken while the writer is open, as a
	// database is shipped with its -wal (closing would checkpoint it).
	dir := filepath.Join(t.TempDir(), "w")
	os.MkdirAll(dir, 0o755)
	path := filepath.Join(dir, "w.sqlite")
	for _, suffix := range []string{"", "-wal"} {
		if err := copyFile(src+suffix, path+suffix); err != nil {
			t.Fatal(err)
		}
	}
	c.Close()
	if st, err := os.Stat(path + "-wal"); err != nil || st.Size() == 0 {
		t.Fatalf("no write-ahead log: %v", err)
	}
	cat := NewDirCatalog(filepath.Dir(dir))
	defer cat.Close()
	db, err := cat.Main("w")
	if err != nil {
		t.Fatal(err)
	}
	res, err := db.Query(context.Background(), "SELECT count(*), max(id) FROM t", Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Rows[0]; got[0].I != 2 || got[1].I != 5 {
		t.Errorf("count, max = %v, want 2, 5 (the log's row read)", got)
	}
	s, err := ReadSchemaFile("w", path)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Tables) != 2 {
		t.Errorf("tables %v, want t and later (created in the log)", s.Tables)
	}
	if db.Name() != path {
		t.Errorf("name %q, want %q", db.Name(), path)
	}
}

// copyFile copies a file.
func copyFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, data, 0o644)
}
