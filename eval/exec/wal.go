package exec

import (
	"fmt"
	"path/filepath"

	"github.com/spidereval/spidereval/eval/exec/internal/sqlite"
	"github.com/spidereval/spidereval/eval/exec/walfile"
)

// openWAL is OpenFile for a database with a write-ahead log beside it
// (path-wal) that may still hold changes: the reference opens the file
// read-write and so reads them, where an immutable open reads the file
// alone. The log's committed pages are laid over the file in Go (walfile.Apply),
// on both engines; nothing is written or copied.
func openWAL(path string) (*DB, error) {
	dbr, dbSize, err := sqlite.Build.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	walr, walSize, err := sqlite.Build.ReadFile(path + "-wal")
	if err != nil {
		release(dbr)
		return nil, fmt.Errorf("open database %s: reading its write-ahead log %s-wal: %w", path, filepath.Base(path), err)
	}
	r, size, _, err := walfile.Apply(dbr, dbSize, walr, walSize)
	if err != nil {
		release(dbr)
		release(walr)
		return nil, fmt.Errorf("open database %s: reading its write-ahead log %s-wal: %w", path, filepath.Base(path), err)
	}
	open, unregister := sqlite.Build.OpenReader(r, size)
	return openDB(newDB(path, open, r, func() { unregister(); release(r) }))
}

// release releases r if it is a Releaser.
func release(r any) {
	if rel, ok := r.(Releaser); ok {
		rel.Release()
	}
}
