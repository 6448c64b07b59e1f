package exec

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"

	"github.com/spidereval/spidereval/eval/exec/exectest"
)

// countingReader counts the bytes read from a database file and the
// releases asked for.
type countingReader struct {
	data     []byte
	read     atomic.Int64
	releases atomic.Int64
}

func (r *countingReader) ReadAt(p []byte, off int64) (int, error) {
	if off >= int64(len(r.data)) {
		return 0, io.EOF
	}
	n := copy(p, r.data[off:])
	r.read.Add(int64(n))
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

func (r *countingReader) Release() { r.releases.Add(1) }

// makeLargeFixture is the fixture database with a ~2 MiB table beside it.
func makeLargeFixture(t *testing.T) []byte {
	t.Helper()
	path := filepath.Join(t.TempDir(), "large.sqlite")
	exectest.WriteDB(t, path, fixtureSQL+exectest.FillerSQL(4000))
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestOpenReaderIsLazy: a database opened from a reader reads only the
// pages its schema and queries touch, stays read-only and capped, and
// releases its source when its last connection closes.
func TestOpenReaderIsLazy(t *testing.T) {
	r := &countingReader{data: makeLargeFixture(t)}
	size := int64(len(r.data))
	db, err := OpenReader("large.sqlite", r, size)
	if err != nil {
		t.Fatal(err)
	}
	s, err := db.Schema("large")
	if err != nil || len(s.Tables) != 4 {
		t.Fatalf("schema %+v, %v", s, err)
	}
	res, err := db.Query(context.Background(), "SELECT name FROM singer JOIN concert ON id = singer_id ORDER BY cid", Limits{})
	if err != nil || len(res.Rows) != 3 || res.Rows[0][0].S != "Ann" {
		t.Fatalf("query: %v %v", res, err)
	}
	if got := r.read.Load(); got*20 > size {
		t.Errorf("schema and a query on small tables read %d of %d bytes", got, size)
	}
	if _, err := db.Query(context.Background(), "DELETE FROM singer", Limits{}); !isKind(err, ErrRefused) {
		t.Errorf("delete: %v", err)
	}
	if _, err := db.Query(context.Background(), "SELECT randomblob(40000000)", Limits{}); !isKind(err, ErrTooLarge) {
		t.Errorf("a value over the cap: %v", err)
	}
	res, err = db.Query(context.Background(), "SELECT count(*), sum(length(pad)) FROM filler", Limits{})
	if err != nil || res.Rows[0][0].I != 4000 || res.Rows[0][1].I != 2_000_000 {
		t.Fatalf("full scan: %v %v", res, err)
	}
	if r.releases.Load() != 0 {
		t.Error("released while a connection is open")
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if r.releases.Load() != 1 {
		t.Errorf("%d releases after the last connection closed, want 1", r.releases.Load())
	}
	if _, err := db.Query(context.Background(), "SELECT 1", Limits{}); err == nil {
		t.Error("query on a closed database succeeded")
	}
	if _, err := OpenReader("garbage", &countingReader{data: make([]byte, 8192)}, 8192); err == nil {
		t.Error("zeros opened as a database")
	}
}

// TestMemCatalogReaderSuite: reader databases registered with AddDB serve
// Main and Suite in name order.
func TestMemCatalogReaderSuite(t *testing.T) {
	data := fixtureBytes(t, "m")
	cat := NewMemCatalog()
	defer cat.Close()
	for _, name := range []string{"m_2.sqlite", "m.sqlite", "m_1.sqlite"} {
		db, err := OpenReader("m/"+name, &countingReader{data: data}, int64(len(data)))
		if err != nil {
			t.Fatal(err)
		}
		if err := cat.AddDB("m", name, db); err != nil {
			t.Fatal(err)
		}
	}
	main, err := cat.Main("m")
	if err != nil || main.Name() != "m/m.sqlite" {
		t.Fatalf("main %v, %v", main, err)
	}
	suite, err := cat.Suite("m")
	if err != nil || len(suite) != 3 || suite[1].Name() != "m/m_1.sqlite" {
		t.Fatalf("suite %v, %v", suite, err)
	}
}

// TestReaderDBOpensWhenQueried: ReaderDB reads nothing until a query, and
// a file that is not a database fails that query.
func TestReaderDBOpensWhenQueried(t *testing.T) {
	data := fixtureBytes(t, "q")
	r := &countingReader{data: data}
	db := ReaderDB("q.sqlite", r, int64(len(data)))
	defer db.Close()
	if r.read.Load() != 0 {
		t.Fatalf("%d bytes read before a query", r.read.Load())
	}
	if res, err := db.Query(context.Background(), "SELECT count(*) FROM singer", Limits{}); err != nil || res.Rows[0][0].I != 3 {
		t.Fatalf("query: %v %v", res, err)
	}
	bad := ReaderDB("bad.sqlite", &countingReader{data: make([]byte, 4096)}, 4096)
	defer bad.Close()
	if _, err := bad.Query(context.Background(), "SELECT 1", Limits{}); err == nil {
		t.Error("a query on zeros succeeded")
	}
}
