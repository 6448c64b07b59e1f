package bird

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/spidereval/spidereval/eval/exec"
)

// Databases gives the database of a db_id. An error makes every query on
// it fail (the example scores 0), as a database the scripts cannot open.
type Databases interface {
	Open(dbID string) (*exec.DB, error)
}

// DatabaseFunc adapts a function to Databases.
type DatabaseFunc func(dbID string) (*exec.DB, error)

// Open implements Databases.
func (f DatabaseFunc) Open(dbID string) (*exec.DB, error) { return f(dbID) }

// EmptyDB returns an empty read-only database. The scripts'
// sqlite3.connect creates an empty database file where none exists, so a
// missing database behaves as an empty one: queries on tables fail, and a
// query that reads none (SELECT 1) succeeds.
func EmptyDB(name string) (*exec.DB, error) {
	db, err := exec.OpenBytes(name+" (missing: empty database)", nil)
	if err != nil {
		return nil, fmt.Errorf("empty database for %s: %w", name, err)
	}
	return db, nil
}

// DirDatabases opens root/<db_id>/<db_id>.sqlite on first use and keeps it
// open; a missing file gives an empty database (see EmptyDB) and is listed
// by Missing. It is safe for concurrent use.
type DirDatabases struct {
	root string

	mu      sync.Mutex
	dbs     map[string]*dirEntry
	missing []string
}

type dirEntry struct {
	once sync.Once
	db   *exec.DB
	err  error
}

// NewDirDatabases returns the databases under root.
func NewDirDatabases(root string) *DirDatabases {
	return &DirDatabases{root: root, dbs: map[string]*dirEntry{}}
}

// Open implements Databases. A db_id that would leave root (a path
// separator, "..") is refused; the scripts would concatenate it.
func (d *DirDatabases) Open(dbID string) (*exec.DB, error) {
	d.mu.Lock()
	e := d.dbs[dbID]
	if e == nil {
		e = &dirEntry{}
		d.dbs[dbID] = e
	}
	d.mu.Unlock()
	e.once.Do(func() { e.db, e.err = d.open(dbID) })
	return e.db, e.err
}

func (d *DirDatabases) open(dbID string) (*exec.DB, error) {
	if dbID == "" || dbID == "." || dbID == ".." || strings.ContainsAny(dbID, `/\`+"\x00") {
		return nil, fmt.Errorf("db_id %q is not a plain folder name under %s: refused", dbID, d.root)
	}
	path := filepath.Join(d.root, dbID, dbID+".sqlite")
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		d.mu.Lock()
		d.missing = append(d.missing, dbID)
		d.mu.Unlock()
		return EmptyDB(path)
	}
	return exec.OpenFile(path)
}

// Missing lists the db_ids whose file was missing (run on an empty
// database), sorted.
func (d *DirDatabases) Missing() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	out := slices.Clone(d.missing)
	slices.Sort(out)
	return out
}

// Close closes every database opened.
func (d *DirDatabases) Close() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	var errs []error
	for _, e := range d.dbs {
		if e.db != nil {
			errs = append(errs, e.db.Close())
		}
	}
	d.dbs = map[string]*dirEntry{}
	return errors.Join(errs...)
}
