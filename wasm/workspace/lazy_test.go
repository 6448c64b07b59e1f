package workspace

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/exec/exectest"
	"github.com/spidereval/spidereval/eval/schema"
)

// countingReader counts the bytes read from it.
type countingReader struct {
	r    io.ReaderAt
	read atomic.Int64
}

func (c *countingReader) ReadAt(p []byte, off int64) (int, error) {
	n, err := c.r.ReadAt(p, off)
	c.read.Add(int64(n))
	return n, err
}

// paddedDemoDB is a demo database with a ~4 MiB table no question reads.
func paddedDemoDB(t *testing.T, db string) []byte {
	t.Helper()
	path := filepath.Join(t.TempDir(), db+".sqlite")
	if err := os.WriteFile(path, readDemo(t, "database/"+db+"/"+db+".sqlite"), 0o644); err != nil {
		t.Fatal(err)
	}
	exectest.WriteDB(t, path, exectest.FillerSQL(8000))
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// demoLinesOf keeps the demo gold and prediction lines of one database.
func demoLinesOf(t *testing.T, db string) (gold, pred []byte) {
	g := strings.SplitAfter(string(readDemo(t, "dev_gold.sql")), "\n")
	p := strings.SplitAfter(string(readDemo(t, "pred_graphix_t5.sql")), "\n")
	var gb, pb strings.Builder
	for i, l := range g {
		if strings.HasSuffix(strings.TrimSpace(l), "\t"+db) {
			gb.WriteString(l)
			pb.WriteString(p[i])
		}
	}
	return []byte(gb.String()), []byte(pb.String())
}

// scoreText scores gold.sql against pred.sql and returns the report.
func scoreText(t *testing.T, w *Workspace, gold, pred string) string {
	t.Helper()
	res, err := w.Evaluate(context.Background(), gold, pred, eval.Options{Etype: "all"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	res.WriteReport(&b)
	if !strings.Contains(b.String(), "execution ") || strings.Contains(b.String(), "execution            0.000") {
		t.Fatalf("execution was not scored:\n%s", b.String())
	}
	return b.String()
}

// TestDatabaseReadLazily: scoring a database's questions reads the pages
// they touch, far fewer bytes than the file holds, and scores as a
// database given whole does.
func TestDatabaseReadLazily(t *testing.T) {
	data := paddedDemoDB(t, "concert_singer")
	gold, pred := demoLinesOf(t, "concert_singer")
	load := func(w *Workspace, db Source) {
		w.Add("tables.json", readDemo(t, "tables.json"))
		w.Add("gold.sql", gold)
		w.Add("pred.sql", pred)
		if infos := w.AddSource(db); len(infos) != 1 || infos[0].Error != "" {
			t.Fatalf("database: %+v", infos)
		}
	}
	whole := New()
	defer whole.Close()
	load(whole, Source{Name: "database/concert_singer/concert_singer.sqlite", Size: int64(len(data)), R: bytes.NewReader(data)})
	want := scoreText(t, whole, "gold.sql", "pred.sql")

	r := &countingReader{r: bytes.NewReader(data)}
	w := New()
	defer w.Close()
	load(w, Source{Name: "database/concert_singer/concert_singer.sqlite", Size: int64(len(data)), R: r})
	if got := scoreText(t, w, "gold.sql", "pred.sql"); got != want {
		t.Errorf("lazy report differs:\n%s\n---\n%s", got, want)
	}
	t.Logf("read %d of %d bytes", r.read.Load(), len(data))
	if n := r.read.Load(); n*10 > int64(len(data)) {
		t.Errorf("scoring %d questions read %d of the database's %d bytes", strings.Count(string(gold), "\n"), n, len(data))
	}
}

// lazyZip packs the concert_singer questions, the four demo databases and
// an unused padded database, every entry under method.
func lazyZip(t *testing.T, method uint16, padded []byte) []byte {
	gold, pred := demoLinesOf(t, "concert_singer")
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	add := func(name string, data []byte) {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: method})
		if err != nil {
			t.Fatal(err)
		}
		w.Write(data)
	}
	add("spider/tables.json", readDemo(t, "tables.json"))
	add("spider/gold.sql", gold)
	add("spider/pred.sql", pred)
	for _, db := range demoDBs {
		add("spider/database/"+db+"/"+db+".sqlite", readDemo(t, "database/"+db+"/"+db+".sqlite"))
	}
	add("spider/database/unused/unused.sqlite", padded)
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestZipEntriesReadOnDemand: a stored database entry is read through the
// archive page by page; a deflated one is inflated only as far as it is
// read (its schema at load), and its bytes are dropped when its
// connections close or the shared budget is exceeded.
func TestZipEntriesReadOnDemand(t *testing.T) {
	padded := paddedDemoDB(t, "pets_1")
	var want string
	for _, m := range []struct {
		name   string
		method uint16
	}{{"stored", zip.Store}, {"deflated", zip.Deflate}} {
		t.Run(m.name, func(t *testing.T) {
			data := lazyZip(t, m.method, padded)
			r := &countingReader{r: bytes.NewReader(data)}
			w := New()
			defer w.Close()
			inflated0, held0, entries0 := held.inflated, held.bytes, held.lru.Len()
			for _, i := range w.AddSource(Source{Name: "up.zip", Size: int64(len(data)), R: r}) {
				if i.Error != "" {
					t.Errorf("%s: %s", i.Name, i.Error)
				}
			}
			if s := w.Summary(); len(s.Databases) != 5 || len(s.Golds) != 1 {
				t.Fatalf("summary %+v", s)
			}
			loaded, loadInflated := r.read.Load(), held.inflated-inflated0
			got := scoreText(t, w, "spider/gold.sql", "spider/pred.sql")
			if want == "" {
				want = got
			} else if got != want {
				t.Errorf("report differs from the stored zip's:\n%s\n---\n%s", got, want)
			}
			t.Logf("archive %d bytes: read %d at load, %d in all; inflated %d at load, %d in all", len(data), loaded, r.read.Load(), loadInflated, held.inflated-inflated0)
			used := int64(len(readDemo(t, "database/concert_singer/concert_singer.sqlite")))
			if m.method == zip.Store {
				if n := r.read.Load(); n*4 > int64(len(data)) {
					t.Errorf("loading and scoring read %d of the archive's %d bytes (loading %d)", n, len(data), loaded)
				}
				return
			}
			// Loading inflates each database's first chunk (its schema);
			// scoring inflates concert_singer, never the unused entry.
			if loadInflated > 5*inflateChunk+int64(len(padded))/4 {
				t.Errorf("loading inflated %d bytes", loadInflated)
			}
			if n := held.inflated - inflated0 - loadInflated; n > 2*used {
				t.Errorf("scoring concert_singer (%d bytes) inflated %d bytes", used, n)
			}
			w.Close()
			if held.bytes != held0 || held.lru.Len() != entries0 {
				t.Errorf("%d inflated bytes held by %d entries after Close, %d by %d before loading", held.bytes, held.lru.Len(), held0, entries0)
			}
		})
	}
}

// TestInflatedBudget: with a budget smaller than one database, deflated
// entries are dropped and inflated again, and the scores do not change.
func TestInflatedBudget(t *testing.T) {
	defer func(m int64) { maxHeld = m }(maxHeld)
	data := lazyZip(t, zip.Deflate, paddedDemoDB(t, "pets_1"))
	w := New()
	defer w.Close()
	w.Add("up.zip", data)
	want := scoreText(t, w, "spider/gold.sql", "spider/pred.sql")
	w.Close()

	maxHeld = 16 << 10
	w2 := New()
	defer w2.Close()
	w2.Add("up.zip", data)
	if got := scoreText(t, w2, "spider/gold.sql", "spider/pred.sql"); got != want {
		t.Errorf("report under a small budget differs:\n%s\n---\n%s", got, want)
	}
	if held.lru.Len() > 1 || held.bytes > int64(len(data)) {
		t.Errorf("%d entries hold bytes over a budget smaller than one", held.lru.Len())
	}
}

// TestSuiteCopiesReadWhenQueried: the other databases of a schema already
// read (a test suite's copies) are registered unread, then scored on as
// the CLI's folder catalog scores them.
func TestSuiteCopiesReadWhenQueried(t *testing.T) {
	data := readDemo(t, "database/concert_singer/concert_singer.sqlite")
	gold, pred := demoLinesOf(t, "concert_singer")
	dir := filepath.Join(t.TempDir(), "concert_singer")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	w := New()
	defer w.Close()
	w.Add("tables.json", readDemo(t, "tables.json"))
	w.Add("gold.sql", gold)
	w.Add("pred.sql", pred)
	var copies []*countingReader
	for i := range 6 {
		name := "concert_singer.sqlite"
		if i > 0 {
			name = fmt.Sprintf("concert_singer_%d.sqlite", i)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
		r := &countingReader{r: bytes.NewReader(data)}
		infos := w.AddSource(Source{Name: "database/concert_singer/" + name, Size: int64(len(data)), R: r})
		if len(infos) != 1 || infos[0].Error != "" || infos[0].Kind != Database {
			t.Fatalf("%s: %+v", name, infos)
		}
		if i > 0 {
			copies = append(copies, r)
		}
	}
	for i, r := range copies {
		if n := r.read.Load(); n > int64(headSize) {
			t.Errorf("copy %d: %d bytes read at load", i+1, n)
		}
	}
	got := scoreText(t, w, "gold.sql", "pred.sql")
	for i, r := range copies {
		if r.read.Load() <= int64(headSize) {
			t.Errorf("copy %d was not queried", i+1)
		}
	}
	tables, err := schema.ParseTables("tables.json", readDemo(t, "tables.json"))
	if err != nil {
		t.Fatal(err)
	}
	cat := exec.NewDirCatalog(filepath.Dir(dir))
	defer cat.Close()
	ref, err := eval.Evaluate(context.Background(), eval.Inputs{
		Gold: dataset.File{Name: "gold.sql", Data: gold}, Pred: dataset.File{Name: "pred.sql", Data: pred}, Tables: tables,
		DBs: &eval.DirSource{Dir: filepath.Dir(dir)}, Exec: cat,
	}, eval.Options{Etype: "all"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var want strings.Builder
	ref.WriteReport(&want)
	if got != want.String() {
		t.Errorf("report differs from the folder catalog's:\n%s\n---\n%s", got, want.String())
	}
}

// TestDeflatedCopiesNotInflatedAtLoad: a zipped test suite's copies are
// recognised from their first bytes and not inflated until queried.
func TestDeflatedCopiesNotInflatedAtLoad(t *testing.T) {
	data := readDemo(t, "database/concert_singer/concert_singer.sqlite")
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for i := range 8 {
		name := "database/concert_singer/concert_singer.sqlite"
		if i > 0 {
			name = fmt.Sprintf("database/concert_singer/concert_singer_%d.sqlite", i)
		}
		fw, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		fw.Write(data)
	}
	zw.Close()
	w := New()
	defer w.Close()
	before := held.inflated
	for _, i := range w.Add("suite.zip", buf.Bytes()) {
		if i.Error != "" || i.Kind != Database {
			t.Errorf("%+v", i)
		}
	}
	if n := held.inflated - before; n > int64(len(data)) {
		t.Errorf("loading 8 deflated databases of one schema inflated %d bytes, one is %d", n, len(data))
	}
}

// TestFolderRecognisedFromFirstBytes: a database is recognised from its
// header and its schema read when first asked for; a large schema.sql is
// listed as a script from its first lines (issue 33, item 7: a folder of
// 164 databases and their scripts is recognised without reading them).
func TestFolderRecognisedFromFirstBytes(t *testing.T) {
	data := readDemo(t, "database/concert_singer/concert_singer.sqlite")
	db := &countingReader{r: bytes.NewReader(data)}
	var script strings.Builder
	script.WriteString("PRAGMA foreign_keys = ON;\nCREATE TABLE t (a int);\n")
	for i := 0; script.Len() < 4*scriptHead; i++ {
		fmt.Fprintf(&script, "INSERT INTO t VALUES (%d);\n", i)
	}
	sql := &countingReader{r: strings.NewReader(script.String())}
	w := New()
	defer w.Close()
	infos := w.AddSource(Source{Name: "database/concert_singer/concert_singer.sqlite", Size: int64(len(data)), R: db})
	infos = append(infos, w.AddSource(Source{Name: "database/concert_singer/schema.sql", Size: int64(script.Len()), R: sql})...)
	if len(infos) != 2 || infos[0].Kind != Database || infos[0].Error != "" || infos[1].Kind != Ignored || infos[1].Detail != scriptDetail {
		t.Fatalf("recognised as %+v", infos)
	}
	if n := db.read.Load(); n > int64(headSize) {
		t.Errorf("the database: %d bytes read at load, want its %d-byte header", n, headSize)
	}
	if n := sql.read.Load(); n > int64(headSize+scriptHead) {
		t.Errorf("the script: %d of its %d bytes read, want at most its first %d", n, script.Len(), headSize+scriptHead)
	}
	if s := w.Summary(); !slices.Equal(s.Databases, []string{"concert_singer"}) {
		t.Errorf("databases %v", s.Databases)
	}
	s, err := w.Schema("concert_singer")
	if err != nil || len(s.Tables) != 4 {
		t.Fatalf("schema read when asked: %v, %v", s, err)
	}
	// A file with the magic but no sound header is opened at once, and
	// named as no database (TestBadFiles).
	if i := w.Add("database/x/x.sqlite", append([]byte(sqliteMagic), make([]byte, 200)...)); i[0].Error == "" {
		t.Errorf("a header of zeros: %+v", i)
	}
}
