//go:build !(js && wasm)

package exec

import (
	"bytes"
	"encoding/binary"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/ncruces/go-sqlite3"
)

var updateWAL = flag.Bool("update-wal", false, "rewrite testdata/wal from freshly written logs")

// walWriter is a database in WAL mode whose log is never checkpointed on
// its own; snapshot copies the file and its log while it is open, as a
// database is shipped with its -wal (closing would checkpoint it).
type walWriter struct {
	t    *testing.T
	path string
	c    *sqlite3.Conn
}

func newWALWriter(t *testing.T) *walWriter {
	path := filepath.Join(t.TempDir(), "w.sqlite")
	c, err := sqlite3.Open("file:" + filepath.ToSlash(path))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	w := &walWriter{t: t, path: path, c: c}
	w.exec(`PRAGMA page_size = 512; PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0;
		CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, v REAL);
		INSERT INTO t (name, v) SELECT 'row ' || value, value / 4.0 FROM json_each('[1,2,3,4,5,6,7,8]');
		PRAGMA wal_checkpoint(TRUNCATE)`)
	return w
}

func (w *walWriter) exec(sql string) {
	w.t.Helper()
	if err := w.c.Exec(sql); err != nil {
		w.t.Fatal(err)
	}
}

// snapshot copies the database and its log into dir as name.sqlite(-wal).
func (w *walWriter) snapshot(dir, name string) string {
	w.t.Helper()
	to := filepath.Join(dir, name+".sqlite")
	for _, suffix := range []string{"", "-wal"} {
		if err := copyFile(w.path+suffix, to+suffix); err != nil {
			w.t.Fatal(err)
		}
	}
	return to
}

// grow adds rows over several pages, changes and deletes some, and adds a
// table, in several transactions.
const walGrowSQL = `
	INSERT INTO t (name, v) SELECT printf('grown %04d %s', value, hex(randomblob(20))), value FROM json_each((SELECT json_group_array(x) FROM (WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 120) SELECT x FROM n)));
	UPDATE t SET name = 'changed' WHERE id % 7 = 0;
	DELETE FROM t WHERE id % 11 = 0;
	CREATE TABLE later (x TEXT, y BLOB); INSERT INTO later VALUES ('in the log', x'0102');`

// sqliteRead is what SQLite itself reads from the database and log at
// path: a read-write open recovers the log, VACUUM INTO copies the result.
func sqliteRead(t *testing.T, path string) string {
	t.Helper()
	dir := t.TempDir()
	cp := filepath.Join(dir, "c.sqlite")
	for _, suffix := range []string{"", "-wal"} {
		if err := copyFile(path+suffix, cp+suffix); err != nil {
			t.Fatal(err)
		}
	}
	c, err := sqlite3.Open("file:" + filepath.ToSlash(cp))
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.sqlite")
	err = c.Exec("VACUUM INTO '" + filepath.ToSlash(out) + "'")
	c.Close()
	if err != nil {
		t.Fatal(err)
	}
	db, err := OpenFile(out)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	return dumpDB(t, db)
}

// overlayRead is what walfile.Apply reads from the same pair.
func overlayRead(t *testing.T, path string) (string, int) {
	t.Helper()
	db, _ := os.ReadFile(path)
	wal, _ := os.ReadFile(path + "-wal")
	return overlayDump(t, path, db, wal)
}

// TestWALOverlayMatchesSQLite: logs written by SQLite — committed, with an
// uncommitted (spilled) tail, torn in the middle of the last frame, with
// frames of an earlier generation (stale salts) after a restart, and with
// a corrupt header — read through walfile.Apply give the rows SQLite reads.
func TestWALOverlayMatchesSQLite(t *testing.T) {
	dir := t.TempDir()
	w := newWALWriter(t)
	w.exec(walGrowSQL)
	committed := w.snapshot(dir, "committed")

	// A transaction larger than the page cache spills uncommitted frames.
	w.exec("PRAGMA cache_size = 2; BEGIN; INSERT INTO t (name) SELECT hex(randomblob(300)) FROM json_each('[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]')")
	before, _ := os.Stat(committed + "-wal")
	uncommitted := w.snapshot(dir, "uncommitted")
	if after, _ := os.Stat(uncommitted + "-wal"); after.Size() <= before.Size() {
		t.Fatalf("no frames spilled: log of %d bytes, %d before", after.Size(), before.Size())
	}
	w.exec("ROLLBACK")

	torn := filepath.Join(dir, "torn.sqlite")
	copyFile(committed, torn)
	wal, _ := os.ReadFile(committed + "-wal")
	os.WriteFile(torn+"-wal", wal[:len(wal)-300], 0o644)

	bad := filepath.Join(dir, "badheader.sqlite")
	copyFile(committed, bad)
	badWAL := bytes.Clone(wal)
	badWAL[25] ^= 0xff // the header's checksum
	os.WriteFile(bad+"-wal", badWAL, 0o644)

	// A full checkpoint, then a small write: the log restarts from its
	// start with new salts, leaving the older frames behind it.
	w2 := newWALWriter(t)
	w2.exec(walGrowSQL)
	w2.exec("PRAGMA wal_checkpoint(PASSIVE); UPDATE t SET v = -1 WHERE id = 3")
	stale := w2.snapshot(dir, "stale")
	sw, _ := os.ReadFile(stale + "-wal")
	if len(sw) < 2*(32+24+512) || binary.BigEndian.Uint32(sw[16:]) == binary.BigEndian.Uint32(sw[len(sw)-512-24+8:]) {
		t.Fatalf("the log did not restart over older frames (%d bytes)", len(sw))
	}

	for _, c := range []struct {
		path      string
		wantPages bool
	}{{committed, true}, {uncommitted, true}, {torn, true}, {stale, true}, {bad, false}} {
		name := filepath.Base(c.path)
		want := sqliteRead(t, c.path)
		got, pages := overlayRead(t, c.path)
		if got != want {
			t.Errorf("%s: rows with the log applied:\n%s\nwant (SQLite reading the log):\n%s", name, got, want)
		}
		if (pages > 0) != c.wantPages {
			t.Errorf("%s: %d pages from the log", name, pages)
		}
		if *updateWAL {
			out := filepath.Join("testdata", "wal", name)
			os.MkdirAll(filepath.Dir(out), 0o755)
			copyFile(c.path, out)
			copyFile(c.path+"-wal", out+"-wal")
			os.WriteFile(filepath.Join("testdata", "wal", name[:len(name)-len(".sqlite")]+".want"), []byte(want), 0o644)
		}
	}
	// The stale and torn logs do change what is read: the checks above
	// would pass on a reader that ignored logs otherwise.
	if sqliteRead(t, torn) == sqliteRead(t, committed) {
		t.Error("the torn log reads like the whole one")
	}
}

// TestWALModeWithoutLog: a database left in WAL mode (header bytes 18-19
// set to 2) without a log, or with an empty one, opens through the reader
// that SQLite reads files with.
func TestWALModeWithoutLog(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.sqlite")
	c, err := sqlite3.Open("file:" + filepath.ToSlash(path))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Exec("PRAGMA journal_mode=WAL; CREATE TABLE t (x); INSERT INTO t VALUES (1), (2)"); err != nil {
		t.Fatal(err)
	}
	c.Close()
	if b, _ := os.ReadFile(path); b[18] != 2 {
		t.Fatalf("header byte 18 = %d, want 2 (WAL mode)", b[18])
	}
	for _, log := range []bool{false, true} {
		if log {
			os.WriteFile(path+"-wal", nil, 0o644)
		}
		db, err := OpenFile(path)
		if err != nil {
			t.Fatal(err)
		}
		res, err := db.Query(t.Context(), "SELECT count(*) FROM t", Limits{})
		if err != nil || res.Rows[0][0].I != 2 {
			t.Errorf("empty log %v: count = %v, %v", log, res, err)
		}
		db.Close()
	}
}
