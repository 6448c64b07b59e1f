// Package workspace holds the files a user loads into the browser app —
// gold sets, prediction files, tables.json and databases, loose or in zip
// archives — recognises what each one is, and evaluates with them. It is
// the engine behind the Web Worker, kept free of syscall/js so it is
// tested natively.
package workspace

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"path"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/altgold"
	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderss"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// Kind is what a loaded file was recognised as.
type Kind = protocol.FileKind

// File kinds.
const (
	Tables      = protocol.TablesFile
	Gold        = protocol.GoldFile
	Pred        = protocol.PredFile
	Database    = protocol.DatabaseFile
	Ignored     = protocol.IgnoredFile
	Annotations = protocol.AnnotationsFile
)

// FileInfo describes one loaded file, as the page lists it.
type FileInfo = protocol.File

// Workspace is the set of loaded files; safe for concurrent use.
type Workspace struct {
	mu      sync.Mutex
	files   []FileInfo
	tables  schema.Tables
	golds   map[string]dataset.File
	goldDBs map[string]map[string]bool // database ids each gold file names
	preds   map[string]dataset.File
	unsure  map[string]bool // prediction files that do not look like SQL
	catalog *exec.MemCatalog
	results *exec.GoldCache // gold results, reused by every run over these databases
	// predResults are predictions' results, reused when files are scored
	// again (only queries exec.Repeatable says cannot change).
	predResults *exec.GoldCache
	schemas     map[string]*dbSchema // by database id, read when first asked for
	bird        map[string]bool      // gold and prediction files in BIRD's own formats (bird.go)
	devs        map[string]bool      // BIRD question files, which can give gold lines their difficulties
	// birdResults are BIRD gold results, reused by every BIRD run over
	// these databases (nil until one runs); at most birdResultsKept and
	// about 32 MB of them, as serve keeps.
	birdResults *bird.GoldCache
	annotations map[string][]spiderss.Annotation // Spider-SS files by name (annotations.go)
	alts        map[string][]altgold.Entry       // files of alternative golds by name (altgold.go)
	// pairs keeps the last pairings of a gold and a prediction file (see
	// pair); emptied whenever either kind of file is added.
	pairs map[pairKey]*dataset.Paired
	// texts keeps QuestionTexts' answers by gold file (nil ones too); emptied
	// whenever a gold file is added.
	texts map[string][]string
	// batch numbers the loads (NewLoad): each file is listed with the
	// load that brought it, and the default choice prefers the newest.
	batch int
	// dbFiles and wals are the databases and write-ahead logs loaded, by
	// the database's file name, so that a log applies to its database
	// whichever of the two was dropped first (wal.go).
	dbFiles map[string]fileSource
	wals    map[string]fileSource
}

type pairKey struct {
	gold, pred string
	mode       dataset.Mode
}

// pair pairs two loaded files once for all who ask: a run pairs them for
// its progress (Origins) and to score them, and SParC's dev.json (3.7 MB
// of JSON) takes the page's engine more than half a second to read.
func (w *Workspace) pair(gold, pred string, mode dataset.Mode) (*dataset.Paired, error) {
	key := pairKey{gold, pred, mode}
	w.mu.Lock()
	p, ok := w.pairs[key]
	g, p2 := w.golds[gold], w.preds[pred]
	w.mu.Unlock()
	if ok {
		return p, nil
	}
	p, err := dataset.Pair(g, p2, mode)
	if err != nil {
		return nil, err
	}
	w.mu.Lock()
	if w.pairs == nil || len(w.pairs) >= 8 {
		w.pairs = map[pairKey]*dataset.Paired{}
	}
	w.pairs[key] = p
	w.mu.Unlock()
	return p, nil
}

// birdResultsKept is how many BIRD gold results a workspace keeps at most
// (serve's --bird-cache default).
const birdResultsKept = 4096

// New returns an empty workspace.
func New() *Workspace {
	return &Workspace{golds: map[string]dataset.File{}, goldDBs: map[string]map[string]bool{}, preds: map[string]dataset.File{}, unsure: map[string]bool{},
		catalog: exec.NewMemCatalog(), results: exec.NewGoldCache(), predResults: exec.NewGoldCache(), schemas: map[string]*dbSchema{},
		dbFiles: map[string]fileSource{}, wals: map[string]fileSource{}}
}

const sqliteMagic = "SQLite format 3\x00"

// maxArchiveDepth is how many archives deep Add expands: a folder zipped with zipped parts
// inside is read, a zip that contains itself (a zip quine) does not recurse without end.
const maxArchiveDepth = 3

// Archive limits: one entry may inflate to maxEntry bytes, and the
// archives of one Add (nested ones included) to maxInflated in all. An
// entry past either is listed as skipped, never read in part.
var (
	maxEntry    int64 = 1 << 30
	maxInflated int64 = 2 << 30
)

// Source is a file to load, read on demand: its name (a path inside the
// dropped folder, say), its size in bytes and a reader of its bytes.
// Databases are read page by page from R as queries need them, zip
// archives from their central directory, entry by entry; text files (gold,
// predictions, tables.json, sessions) whole, up to 1 GiB. R must return
// the same bytes while the workspace holds it (a File, a Blob, a file of
// the origin-private file system, a URL read with range requests), return
// io.EOF on a short read at the end, and allow reads from several
// goroutines at once.
type Source struct {
	Name string
	Size int64
	R    io.ReaderAt
}

// Add loads one file given as bytes (a zip archive is expanded) and
// returns what was recognised.
func (w *Workspace) Add(name string, data []byte) []FileInfo {
	return w.AddSource(Source{Name: name, Size: int64(len(data)), R: bytes.NewReader(data)})
}

// AddSource loads one file read on demand (a zip archive is expanded from
// its central directory; its databases are read entry by entry, see
// entrySource) and returns what was recognised.
func (w *Workspace) AddSource(src Source) []FileInfo {
	var inflated int64
	return w.add(src.Name, src.R, src.Size, nil, 0, &inflated)
}

// add is AddSource for a file found inside depth archives, whose first
// bytes are head (nil: read them from r); inflated counts the bytes this
// Add's archives have inflated into memory so far.
func (w *Workspace) add(name string, r io.ReaderAt, size int64, head []byte, depth int, inflated *int64) []FileInfo {
	if why := unsafeName(name); why != "" {
		info := FileInfo{Name: name, Kind: Ignored, Error: "skipped: " + why}
		w.record(info)
		return []FileInfo{info}
	}
	if head == nil {
		head = peek(r, size)
	}
	if isZip(name, head) {
		if depth >= maxArchiveDepth {
			info := FileInfo{Name: name, Kind: Ignored, Error: fmt.Sprintf("skipped: an archive nested more than %d deep", maxArchiveDepth)}
			w.record(info)
			return []FileInfo{info}
		}
		return w.addZip(name, r, size, depth, inflated)
	}
	info := w.classify(name, head, r, size)
	w.record(info)
	return []FileInfo{info}
}

// headSize is how many first bytes recognise a file: a database's
// header.
const headSize = sqliteHeader

// peek reads a file's first bytes (fewer when it is shorter or unreadable).
func peek(r io.ReaderAt, size int64) []byte {
	head := make([]byte, min(int64(headSize), max(size, 0)))
	n, _ := r.ReadAt(head, 0)
	return head[:n]
}

// isZip tells a zip archive by its name or first bytes.
func isZip(name string, head []byte) bool {
	return strings.HasSuffix(strings.ToLower(name), ".zip") || bytes.HasPrefix(head, []byte("PK\x03\x04"))
}

// isDatabase tells an SQLite database by its first bytes or its name.
func isDatabase(name string, head []byte) bool {
	lower := strings.ToLower(name)
	return bytes.HasPrefix(head, []byte(sqliteMagic)) || strings.HasSuffix(lower, ".sqlite") || strings.HasSuffix(lower, ".db")
}

// NewLoad starts a load: the files added from now on are the newest.
func (w *Workspace) NewLoad() {
	w.mu.Lock()
	w.batch++
	w.mu.Unlock()
}

// record lists a file, replacing an earlier file of the same name.
func (w *Workspace) record(info FileInfo) {
	w.mu.Lock()
	defer w.mu.Unlock()
	info.Batch = w.batch
	for i, f := range w.files {
		if f.Name == info.Name {
			w.files = append(w.files[:i], w.files[i+1:]...)
			break
		}
	}
	w.files = append(w.files, info)
}

// unsafeName says why a file name (a zip entry's, say) must not be
// loaded: it climbs out of its folder or is absolute. "" means it is fine.
func unsafeName(name string) string {
	p := strings.ReplaceAll(name, "\\", "/")
	if strings.HasPrefix(p, "/") || len(p) >= 2 && p[1] == ':' {
		return "an absolute path (only names inside the archive or folder are read)"
	}
	for _, seg := range strings.Split(p, "/") {
		if seg == ".." {
			return "the name climbs out of its folder (\"..\"), a path traversal"
		}
	}
	return ""
}

// addZip reads an archive's central directory and adds its entries:
// databases (and stored archives) are read lazily through entrySource,
// every other entry is inflated whole under the archive limits.
func (w *Workspace) addZip(name string, r io.ReaderAt, size int64, depth int, inflated *int64) []FileInfo {
	zr, err := zip.NewReader(r, size)
	if err != nil {
		info := FileInfo{Name: name, Kind: Ignored, Error: fmt.Sprintf("not a readable zip archive: %v", err)}
		w.record(info)
		return []FileInfo{info}
	}
	var out []FileInfo
	for _, f := range zr.File {
		if why := unsafeName(f.Name); why != "" {
			info := FileInfo{Name: name + "/" + f.Name, Kind: Ignored, Error: "skipped: " + why}
			w.record(info)
			out = append(out, info)
			continue
		}
		if f.FileInfo().IsDir() || strings.Contains(f.Name, "__MACOSX/") || strings.HasPrefix(path.Base(f.Name), ".") {
			continue
		}
		unreadable := func(err error) {
			info := FileInfo{Name: name + "/" + f.Name, Kind: Ignored, Error: err.Error()}
			w.record(info) // listed, so that runs name it among their problems
			out = append(out, info)
		}
		if f.UncompressedSize64 > uint64(maxEntry) {
			unreadable(fmt.Errorf("skipped: the entry inflates past %s", sizeText(maxEntry)))
			continue
		}
		head, err := peekEntry(f)
		if err != nil {
			unreadable(err)
			continue
		}
		if isDatabase(f.Name, head) || (isZip(f.Name, head) && f.Method == zip.Store) {
			src, err := entrySource(f, r, size)
			if err != nil {
				unreadable(err)
				continue
			}
			out = append(out, w.add(f.Name, src, int64(f.UncompressedSize64), head, depth+1, inflated)...)
			continue
		}
		limit := min(maxEntry, maxInflated-*inflated)
		tooBig := func() {
			if limit < maxEntry {
				unreadable(fmt.Errorf("skipped: this upload's archives would inflate past %s in all", sizeText(maxInflated)))
			} else {
				unreadable(fmt.Errorf("skipped: the entry inflates past %s", sizeText(maxEntry)))
			}
		}
		if f.UncompressedSize64 > uint64(limit) {
			tooBig()
			continue
		}
		rc, err := f.Open()
		if err != nil {
			unreadable(err)
			continue
		}
		// The declared size may lie: read one byte past the limit to know.
		b, err := io.ReadAll(io.LimitReader(rc, limit+1))
		rc.Close()
		if err != nil {
			unreadable(err)
			continue
		}
		if int64(len(b)) > limit {
			tooBig()
			continue
		}
		*inflated += int64(len(b))
		out = append(out, w.add(f.Name, bytes.NewReader(b), int64(len(b)), nil, depth+1, inflated)...)
	}
	return out
}

// classify recognises a file and stores it under its kind: a database is
// kept as its reader, any other file is read whole.
func (w *Workspace) classify(name string, head []byte, r io.ReaderAt, size int64) FileInfo {
	lower := strings.ToLower(name)
	base := path.Base(strings.ReplaceAll(name, "\\", "/"))
	w.forgetBird(name)
	w.forgetAlt(name)
	if info, ok := w.classifyWAL(name, lower, head, r, size); ok {
		return info
	}
	if isDatabase(name, head) {
		w.mu.Lock()
		w.dbFiles[name] = fileSource{r, size}
		wal, ok := w.wals[name]
		w.mu.Unlock()
		if ok {
			return w.addDatabaseWAL(name, r, size, wal)
		}
		return w.addDatabase(name, head, r, size)
	}
	if size > maxEntry {
		return FileInfo{Name: name, Kind: Ignored, Error: fmt.Sprintf("skipped: a text file past %s", sizeText(maxEntry))}
	}
	if size > scriptHead && strings.HasSuffix(lower, ".sql") && scriptStart(r) {
		return FileInfo{Name: name, Kind: Ignored, Detail: scriptDetail}
	}
	data := make([]byte, size)
	if n, err := r.ReadAt(data, 0); n < len(data) {
		return FileInfo{Name: name, Kind: Ignored, Error: fmt.Sprintf("unreadable: %v", err)}
	}
	if info, ok := w.classifyBird(name, lower, data); ok {
		return info
	}
	switch {
	case strings.HasSuffix(lower, ".json"):
		return w.addJSON(name, base, data)
	case strings.HasSuffix(lower, ".sql") || strings.HasSuffix(lower, ".txt") || strings.HasSuffix(lower, ".tsv"):
		return w.addLines(name, data)
	}
	return FileInfo{Name: name, Kind: Ignored, Detail: "not a recognised kind (.json, .sql, .txt, .sqlite, .zip)"}
}

// dbID names a database from its path: the folder of database/<db>/<db>*.sqlite
// (test-suite copies included), else the file name without extension; file
// is the name the catalog registers.
func dbID(name string) (id, file string) {
	p := strings.ReplaceAll(name, "\\", "/")
	base := path.Base(p)
	id = strings.TrimSuffix(base, path.Ext(base))
	if dir := path.Base(path.Dir(p)); dir != "." && dir != "/" && strings.HasPrefix(id, dir) {
		id = dir
	}
	file = base
	if !strings.Contains(file, ".sqlite") {
		file = id + ".sqlite"
	}
	return id, file
}

// addDatabase registers a database read from r for execution. A file
// with a sound SQLite header is not read now: its schema is read when a
// question, the Playground or a view first needs it, and its other pages
// when a query does, so that a folder of many databases is recognised at
// once. Any other file is opened now, so that the Data view names why it
// is no database.
func (w *Workspace) addDatabase(name string, head []byte, r io.ReaderAt, size int64) FileInfo {
	id, file := dbID(name)
	info := FileInfo{Name: name, Kind: Database, Detail: id}
	if soundHeader(head, size) {
		w.mu.Lock()
		defer w.mu.Unlock()
		db := exec.ReaderDB(name, r, size)
		if err := w.register(id, file, db); err != nil {
			info.Error = err.Error()
			return info
		}
		w.setSchema(id, file, &dbSchema{db: db, file: file})
		info.Detail = fmt.Sprintf("%s: read when a question needs it", id)
		if file != id+".sqlite" {
			info.Detail = fmt.Sprintf("%s: test-suite database, read when queried", id)
		}
		return info
	}
	db, err := exec.OpenReader(name, r, size)
	if err != nil {
		info.Error = unreadableDB(err)
		return info
	}
	s, err := db.Schema(id)
	if err != nil {
		db.Close()
		info.Error = unreadableDB(err)
		return info
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if err := w.register(id, file, db); err != nil {
		info.Error = err.Error()
		return info
	}
	d := &dbSchema{db: db, file: file, s: s}
	d.once.Do(func() {})
	w.setSchema(id, file, d)
	info.Detail = fmt.Sprintf("%s: %s", id, Plural(len(s.Tables), "table", "tables"))
	return info
}

// setSchema makes d the schema of database id: the main file's
// (<id>.sqlite) wins over a test-suite copy's, and a file loaded again
// replaces itself. The caller holds w.mu.
func (w *Workspace) setSchema(id, file string, d *dbSchema) {
	if old, ok := w.schemas[id]; !ok || file == id+".sqlite" || old.file == file {
		w.schemas[id] = d
	}
}

// dbSchema is a loaded database's schema, read once, when first needed.
type dbSchema struct {
	db   *exec.DB
	file string // the name the catalog registers
	once sync.Once
	s    *schema.Schema
	err  error
}

// read reads the schema of database id (once).
func (d *dbSchema) read(id string) (*schema.Schema, error) {
	d.once.Do(func() {
		if d.s, d.err = d.db.Schema(id); d.err != nil {
			d.err = errors.New(unreadableDB(d.err))
		}
	})
	return d.s, d.err
}

// sqliteHeader is the size of an SQLite database's header.
const sqliteHeader = 100

// soundHeader tells whether a file of size bytes starts with head, a whole
// SQLite header whose fixed fields hold what the file format requires: the
// magic, a page size that is a power of two from 512 to 65536 (1 for
// 65536), at least one page, and the payload fractions 64, 32 and 32.
func soundHeader(h []byte, size int64) bool {
	if len(h) < sqliteHeader || !bytes.HasPrefix(h, []byte(sqliteMagic)) {
		return false
	}
	page := int64(h[16])<<8 | int64(h[17])
	if page == 1 {
		page = 65536
	}
	if page < 512 || page&(page-1) != 0 || size < page {
		return false
	}
	return h[21] == 64 && h[22] == 32 && h[23] == 32
}

// register adds db to the catalog, which owns it from then on; cached
// gold results are dropped, since a replaced database invalidates them.
// The caller holds w.mu.
func (w *Workspace) register(id, file string, db *exec.DB) error {
	if err := w.catalog.AddDB(id, file, db); err != nil {
		return fmt.Errorf("cannot open for execution: %w", err)
	}
	w.results.Reset()
	w.predResults.Reset()
	w.birdResults = nil
	return nil
}

// unreadableDB is the listed cause of a database that does not open.
func unreadableDB(err error) string {
	const what = "not a readable SQLite database"
	if strings.Contains(err.Error(), what) {
		return err.Error()
	}
	return what + ": " + err.Error()
}

func (w *Workspace) addJSON(name, base string, data []byte) FileInfo {
	// A list is told by its first object, so that tables.json and a JSON
	// gold are parsed once, by their own readers (which name any error).
	if t := bytes.TrimLeft(data, " \t\r\n"); len(t) > 0 && t[0] == '[' {
		var first map[string]json.RawMessage
		if json.Unmarshal(firstValue(data), &first) == nil && first != nil {
			if info, ok := w.addJSONList(name, data, first); ok {
				return info
			}
		}
	}
	// Any other list is predictions: of strings, lists or objects.
	var items []json.RawMessage
	if err := json.Unmarshal(data, &items); err != nil {
		var obj map[string]json.RawMessage
		if json.Unmarshal(data, &obj) == nil {
			return FileInfo{Name: name, Kind: Ignored, Detail: "a JSON object that is no input of a run (gold questions, predictions, tables.json and Spider-SS files are lists; BIRD predictions are objects of SQL strings)"}
		}
		return FileInfo{Name: name, Kind: Ignored, Error: dataset.JSONError(name, data, err).Error()}
	}
	return w.addPred(name, data)
}

// addJSONList adds a JSON list by the keys of its first object: a
// tables.json, Spider-SS annotations or a gold set; ok is false for any
// other list.
func (w *Workspace) addJSONList(name string, data []byte, first map[string]json.RawMessage) (FileInfo, bool) {
	switch {
	case first["table_names_original"] != nil:
		t, err := schema.ParseTables(name, data)
		if err != nil {
			return FileInfo{Name: name, Kind: Tables, Error: err.Error()}, true
		}
		w.mu.Lock()
		w.tables = t
		w.mu.Unlock()
		info := FileInfo{Name: name, Kind: Tables, Detail: Plural(len(t), "database schema", "database schemas")}
		if bad := dataset.InvalidUTF8(dataset.File{Name: name, Data: data}); len(bad) > 0 {
			// Loaded, but every run names it: the reference would refuse it.
			info.Error = bad[0].Msg
			if len(bad) > 1 {
				info.Error += fmt.Sprintf(" (and %s)", Plural(len(bad)-1, "more line", "more lines"))
			}
			info.Error = "line " + strings.TrimPrefix(bad[0].Origin, name+":") + ": " + info.Error
		}
		return info, true
	case first["question_md5"] != nil && first["match_link"] != nil:
		return w.addAnnotations(name, data), true
	case first["interaction"] != nil || (first["query"] != nil && (first["db_id"] != nil || first["question"] != nil)):
		return w.addGold(name, data), true
	}
	return FileInfo{}, false
}

// addLines sorts a line file: gold lines carry "<TAB>db_id".
func (w *Workspace) addLines(name string, data []byte) FileInfo {
	lines := dataset.NonBlank(data)
	if isScript(lines) {
		return FileInfo{Name: name, Kind: Ignored, Detail: scriptDetail}
	}
	tabs := 0
	for _, l := range lines {
		if strings.Count(l.Text, "\t") == 1 {
			tabs++
		}
	}
	if len(lines) > 0 && tabs*2 > len(lines) {
		return w.addGold(name, data)
	}
	return w.addPred(name, data)
}

func (w *Workspace) addGold(name string, data []byte) FileInfo {
	f := dataset.File{Name: name, Data: data}
	p, err := dataset.Gold(f, dataset.Interactions)
	if err != nil {
		return FileInfo{Name: name, Kind: Gold, Error: err.Error()}
	}
	dbs := map[string]bool{}
	for _, e := range p.Examples {
		dbs[e.DBID] = true
	}
	w.mu.Lock()
	w.golds[name] = f
	w.pairs, w.texts = nil, nil
	w.goldDBs[name] = dbs
	w.mu.Unlock()
	info := FileInfo{Name: name, Kind: Gold, Count: len(p.Examples), Questions: p.Examples[0].Question != ""}
	detail := Plural(len(p.Examples), "question", "questions") + ", " + Plural(len(dbs), "database", "databases")
	if p.Interactions > 1 {
		detail = Plural(len(p.Examples), "question", "questions") + " in " + Plural(p.Interactions, "interaction", "interactions") +
			", " + Plural(len(dbs), "database", "databases")
	}
	info.Detail = detail
	return info
}

func (w *Workspace) addPred(name string, data []byte) FileInfo {
	f := dataset.File{Name: name, Data: data}
	p, err := dataset.Predictions(f, dataset.Interactions)
	if err == nil && len(p.Examples) == 0 {
		err = fmt.Errorf("%s: no prediction (the file is empty)", name)
	}
	if err != nil {
		return FileInfo{Name: name, Kind: Pred, Error: err.Error()}
	}
	sql := looksLikeSQL(p.Examples)
	w.mu.Lock()
	w.preds[name] = f
	w.pairs = nil
	if sql {
		delete(w.unsure, name)
	} else {
		w.unsure[name] = true
	}
	w.mu.Unlock()
	detail := Plural(len(dataset.NonBlank(data)), "line", "lines")
	if !sql {
		detail += "; does not look like SQL predictions, so it is not chosen by default"
	}
	info := FileInfo{Name: name, Kind: Pred, Detail: detail, Count: len(p.Examples)}
	if !strings.HasSuffix(strings.ToLower(name), ".json") {
		all := dataset.AllLines(data)
		for len(all) > 0 && strings.TrimSpace(all[len(all)-1].Text) == "" {
			all = all[:len(all)-1]
		}
		info.Lines = len(all)
	}
	return info
}

// scriptDetail is how the Data view lists an SQL script.
const scriptDetail = "an SQL script that creates or fills tables (CREATE TABLE, INSERT), not predictions: a database is read from its .sqlite file"

// scriptHead is how much of a large .sql file tells a script (a Spider
// folder's schema.sql files hold up to 2.5 MB of INSERTs): one whose first
// lines read as one is listed as a script without reading the rest.
const scriptHead = 64 << 10

// scriptStart tells whether the whole lines of r's first scriptHead bytes
// read as an SQL script (isScript).
func scriptStart(r io.ReaderAt) bool {
	head := make([]byte, scriptHead)
	n, _ := r.ReadAt(head, 0)
	head = head[:n]
	if i := bytes.LastIndexByte(head, '\n'); i >= 0 {
		head = head[:i+1]
	}
	return isScript(dataset.NonBlank(head))
}

// isScript tells an SQL script that builds a database (a schema.sql of
// CREATE TABLE and INSERT statements) from a file of queries.
func isScript(lines []dataset.Line) bool {
	ddl, queries := 0, 0
	for _, l := range lines {
		s := strings.TrimSpace(l.Text)
		switch {
		case startsFold(s, "create table"), startsFold(s, "insert into"), startsFold(s, "create index"),
			startsFold(s, "drop table"), startsFold(s, "alter table"), startsFold(s, "pragma "):
			ddl++
		case startsFold(s, "select"), startsFold(s, "with"):
			queries++
		}
	}
	return ddl > 0 && ddl >= queries
}

// startsFold tells whether s starts with the ASCII prefix in any letter
// case, without copying s (a schema.sql holds megabytes of INSERTs).
func startsFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// looksLikeSQL tells whether most non-blank entries of a would-be
// prediction file read as queries (a README or notes file does not).
func looksLikeSQL(examples []dataset.Example) bool {
	sql, text := 0, 0
	for _, e := range examples {
		s := strings.ToLower(strings.TrimSpace(e.Pred))
		switch {
		case s == "":
		case strings.HasPrefix(s, "select") || strings.HasPrefix(s, "with") || strings.HasPrefix(s, "("):
			sql++
		default:
			text++
		}
	}
	return sql > 0 && sql >= text
}

// sizeText writes a byte count in MiB or GiB.
func sizeText(n int64) string {
	if n >= 1<<30 && n%(1<<30) == 0 {
		return fmt.Sprintf("%d GiB", n>>30)
	}
	return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
}

// Plural is "1 thing" or "n things".
func Plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// Summary describes the loaded files and what is missing, as the page
// shows them before scoring.
func (w *Workspace) Summary() protocol.Summary {
	w.mu.Lock()
	defer w.mu.Unlock()
	s := protocol.Summary{Files: append([]FileInfo(nil), w.files...), HasTables: w.tables != nil}
	s.Golds = slices.Sorted(maps.Keys(w.golds))
	s.Preds = slices.Sorted(maps.Keys(w.preds))
	for _, p := range s.Preds {
		if w.unsure[p] {
			s.Unlikely = append(s.Unlikely, p)
		}
	}
	for id := range w.schemas {
		s.Databases = append(s.Databases, id)
	}
	sort.Strings(s.Databases)
	missing := map[string]bool{}
	for _, dbs := range w.goldDBs {
		for id := range dbs {
			if _, ok := w.schemas[id]; !ok && id != "" {
				missing[id] = true
			}
		}
	}
	for id := range missing {
		s.Missing = append(s.Missing, id)
	}
	sort.Strings(s.Missing)
	for _, f := range s.Files {
		if f.Error != "" {
			s.Problems = append(s.Problems, f.Name+": "+f.Error)
		}
	}
	s.Bird, s.Difficulties = w.birdSummary()
	if len(s.Golds) > 0 && !s.HasTables && len(s.Bird) == 0 { // BIRD scores by execution alone
		s.Problems = append(s.Problems, "no tables.json loaded: exact match needs its foreign keys")
	}
	if len(s.Missing) > 0 {
		s.Problems = append(s.Problems, "no database for "+strings.Join(s.Missing, ", ")+": those questions are matched with tables.json names and cannot be executed")
	}
	s.Choice = s.Choose()
	for _, f := range s.Files {
		if f.Batch == w.batch && (f.Kind == Gold || f.Kind == Pred) && f.Error == "" {
			s.Fresh = true
		}
	}
	return s
}

// Schema implements eval.Source from the loaded databases.
func (w *Workspace) Schema(db string) (*schema.Schema, error) {
	w.mu.Lock()
	d, ok := w.schemas[db]
	w.mu.Unlock()
	if !ok {
		return nil, fmt.Errorf("no database %q loaded", db)
	}
	return d.read(db)
}

// Close releases the databases.
func (w *Workspace) Close() error { return w.catalog.Close() }

// fileWarnings are the loaded files that could not be read (or were
// skipped), so that every run names them among its problems.
func (w *Workspace) fileWarnings() []dataset.Warning {
	w.mu.Lock()
	defer w.mu.Unlock()
	var out []dataset.Warning
	for _, f := range w.files {
		if f.Error != "" && mayBeInput(f) {
			out = append(out, dataset.Warning{Origin: f.Name, Msg: f.Error})
		}
	}
	return out
}

// mayBeInput tells whether a file that could not be read may be an input
// of any run: tables.json, a database, or an entry that was not read at
// all. A text file that is no gold or prediction file of a run (a stray
// or malformed JSON) is only listed in the Data view.
func mayBeInput(f FileInfo) bool {
	switch f.Kind {
	case Tables, Database:
		return true
	case Gold, Pred, Annotations:
		return false
	}
	if strings.HasPrefix(f.Error, "skipped:") {
		return true
	}
	lower := strings.ToLower(f.Name)
	for _, ext := range []string{".json", ".jsonl", ".sql", ".txt", ".tsv"} {
		if strings.HasSuffix(lower, ext) {
			return false
		}
	}
	return true
}

// Origins lists where each question of an evaluation of gold and pred
// comes from, in the order the evaluation runs them ("pred.sql:12", or
// the gold's place when the prediction is missing), for progress reports.
func (w *Workspace) Origins(gold, pred string, c eval.Compat) []string {
	w.mu.Lock()
	g, gok := w.golds[gold]
	p, pok := w.preds[pred]
	w.mu.Unlock()
	if !gok || !pok {
		return nil
	}
	if c == eval.Bird {
		return birdOrigins(g, p)
	}
	paired, err := w.pair(gold, pred, readMode(c))
	if err != nil {
		return nil
	}
	out := make([]string, len(paired.Examples))
	for i, e := range paired.Examples {
		out[i] = e.PredOrigin
		if out[i] == "" {
			out[i] = e.GoldOrigin
		}
	}
	return out
}

// readMode is the reading convention eval uses for each reference (kept
// in step with eval by TestOriginsFollowEvaluation).
func readMode(c eval.Compat) dataset.Mode {
	switch c {
	case eval.Spider:
		return dataset.Flat
	case eval.SParC:
		return dataset.ClosedInteractions
	}
	return dataset.Interactions
}

// QuestionTexts gives the questions of a gold file without question text
// (dev_gold.sql) from another loaded gold that has them (dev.json) and
// holds the same queries on the same databases, position by position; nil
// when none does. The page shows them; a run's records are unchanged.
func (w *Workspace) QuestionTexts(gold string) []string {
	w.mu.Lock()
	texts, done := w.texts[gold]
	w.mu.Unlock()
	if !done {
		// Every run asks; reading the golds again each time (dev.json takes
		// the page a good part of a second) is done once per gold.
		texts = w.questionTexts(gold)
		w.mu.Lock()
		if w.texts == nil {
			w.texts = map[string][]string{}
		}
		w.texts[gold] = texts
		w.mu.Unlock()
	}
	return texts
}

func (w *Workspace) questionTexts(gold string) []string {
	w.mu.Lock()
	g, ok := w.golds[gold]
	// What recognition found decides without reading the files again (a
	// large JSON gold takes a good part of a second to read in the page):
	// a gold with its own text needs none, and only a gold with text and
	// as many questions can lend it.
	info := map[string]FileInfo{}
	for _, f := range w.files {
		info[f.Name] = f
	}
	mineInfo, known := info[gold]
	others := make([]dataset.File, 0, len(w.golds))
	for n, f := range w.golds {
		if o := info[n]; n != gold && !w.bird[n] && (!known || o.Questions && o.Count == mineInfo.Count) {
			others = append(others, f)
		}
	}
	w.mu.Unlock()
	if !ok || known && mineInfo.Questions || len(others) == 0 {
		return nil
	}
	mine, err := dataset.Gold(g, dataset.Interactions)
	if err != nil || len(mine.Examples) == 0 || mine.Examples[0].Question != "" {
		return nil
	}
	slices.SortFunc(others, func(a, b dataset.File) int { return strings.Compare(a.Name, b.Name) })
	for _, o := range others {
		p, err := dataset.Gold(o, dataset.Interactions)
		if err != nil || len(p.Examples) != len(mine.Examples) {
			continue
		}
		texts := make([]string, len(p.Examples))
		for i, e := range p.Examples {
			m := mine.Examples[i]
			if e.DBID != m.DBID || strings.TrimSpace(e.Gold) != strings.TrimSpace(m.Gold) || e.Question == "" {
				texts = nil
				break
			}
			texts[i] = e.Question
		}
		if texts != nil {
			return texts
		}
	}
	return nil
}

// Keys describes a table's primary and foreign keys from tables.json.
func (w *Workspace) Keys(db, table string) []string {
	w.mu.Lock()
	e := w.tables[db]
	w.mu.Unlock()
	if e == nil {
		return nil
	}
	return e.Keys(table)
}
