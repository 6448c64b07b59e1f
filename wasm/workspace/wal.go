package workspace

import (
	"bytes"
	"fmt"
	"io"
	"path"
	"strings"

	"github.com/spidereval/spidereval/eval/exec/walfile"
)

// A database dropped with its write-ahead log (x.sqlite beside
// x.sqlite-wal, loose or in one archive) is read with the log's committed
// pages applied, as SQLite (and so the reference, which opens the file
// read-write) reads the pair; without it, rows still in the log were read
// stale. The shared-memory index (x.sqlite-shm) is not needed.

// fileSource is a loaded file's reader and size.
type fileSource struct {
	r    io.ReaderAt
	size int64
}

// walMagic is the first bytes of a write-ahead log (the last bit says the
// byte order of its checksums).
var walMagic = []byte{0x37, 0x7f, 0x06, 0x82}

// classifyWAL recognises a write-ahead log or shared-memory index by its
// name; ok is false for any other file.
func (w *Workspace) classifyWAL(name, lower string, head []byte, r io.ReaderAt, size int64) (FileInfo, bool) {
	switch {
	case strings.HasSuffix(lower, "-shm"):
		return FileInfo{Name: name, Kind: Ignored, Detail: "the shared-memory index of a write-ahead log: not needed to read the database"}, true
	case !strings.HasSuffix(lower, "-wal"):
		return FileInfo{}, false
	}
	dbName := name[:len(name)-len("-wal")]
	info := FileInfo{Name: name, Kind: Database, Detail: "write-ahead log of " + path.Base(dbName)}
	if size > 0 && (len(head) < 4 || !bytes.Equal(head[:3], walMagic[:3]) || head[3]&^1 != walMagic[3]) {
		info.Kind, info.Error = Ignored, "not a write-ahead log (its first bytes are not SQLite's log header)"
		return info, true
	}
	w.mu.Lock()
	w.wals[dbName] = fileSource{r, size}
	db, ok := w.dbFiles[dbName]
	w.mu.Unlock()
	if !ok {
		info.Detail += ": applied when the database is loaded"
		return info, true
	}
	// The database came first: load it again with its log.
	dbInfo := w.addDatabaseWAL(dbName, db.r, db.size, fileSource{r, size})
	w.record(dbInfo)
	info.Detail += ": applied"
	if dbInfo.Error != "" {
		info.Error = "its database " + path.Base(dbName) + " could not be read with it"
	}
	return info, true
}

// addDatabaseWAL is addDatabase for a database whose log was loaded.
func (w *Workspace) addDatabaseWAL(name string, r io.ReaderAt, size int64, wal fileSource) FileInfo {
	wr, wsize, pages, err := walfile.Apply(r, size, wal.r, wal.size)
	if err != nil {
		id, _ := dbID(name)
		return FileInfo{Name: name, Kind: Database, Detail: id, Error: err.Error()}
	}
	info := w.addDatabase(name, peek(wr, wsize), wr, wsize)
	if info.Error == "" {
		info.Detail += fmt.Sprintf(" (write-ahead log applied: %s)", Plural(pages, "page", "pages"))
	}
	return info
}
