package exec

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
)

// Catalog resolves a schema id (db_id) to its databases.
type Catalog interface {
	// Main returns the schema's own database, <db_id>/<db_id>.sqlite.
	Main(dbID string) (*DB, error)
	// Suite returns the schema's test databases: every file of its folder
	// whose name contains ".sqlite", in name order.
	Suite(dbID string) ([]*DB, error)
}

// DirCatalog serves databases from a Spider-style directory tree
// (root/<db_id>/*.sqlite), opening each file once. It is safe for
// concurrent use.
type DirCatalog struct {
	root  string
	mu    sync.Mutex
	dbs   map[string]*lazyDB
	suite map[string][]string // a db_id's test-database files, listed once
	// openFile opens one file (OpenFile; tests replace it).
	openFile func(path string) (*DB, error)
}

type lazyDB struct {
	mu   sync.Mutex
	done bool
	db   *DB
	err  error
}

// NewDirCatalog returns a catalog of the databases under root.
func NewDirCatalog(root string) *DirCatalog {
	return &DirCatalog{root: root, dbs: map[string]*lazyDB{}, openFile: OpenFile}
}

// errBadID rejects schema ids that would leave the catalog's root.
var errBadID = errors.New("invalid database id")

func checkID(dbID string) error {
	if dbID == "" || dbID == "." || dbID == ".." || strings.ContainsAny(dbID, `/\`) {
		return fmt.Errorf("%w %q", errBadID, dbID)
	}
	return nil
}

// open returns the shared handle of the file at path.
func (c *DirCatalog) open(path string) (*DB, error) {
	c.mu.Lock()
	l, ok := c.dbs[path]
	if !ok {
		l = &lazyDB{}
		c.dbs[path] = l
	}
	c.mu.Unlock()
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.done {
		l.db, l.err = c.openFile(path)
		// A file that could not be opened for a passing cause (no memory,
		// no file descriptor left) is tried again by the next question:
		// a long-lived scorer would otherwise refuse it for its life.
		l.done = !transient(l.err)
	}
	return l.db, l.err
}

// transient reports whether an open error may pass: the process or the
// system ran out of memory or file descriptors, or the call was cut short.
func transient(err error) bool {
	if err == nil {
		return false
	}
	if e, ok := AsExecError(err); ok && e.Kind == ErrMemory {
		return true
	}
	for _, errno := range []syscall.Errno{syscall.EMFILE, syscall.ENFILE, syscall.ENOMEM, syscall.EAGAIN, syscall.EINTR, syscall.ENOBUFS, syscall.EIO} {
		if errors.Is(err, errno) {
			return true
		}
	}
	return false
}

// Main returns root/<db_id>/<db_id>.sqlite.
func (c *DirCatalog) Main(dbID string) (*DB, error) {
	if err := checkID(dbID); err != nil {
		return nil, err
	}
	return c.open(filepath.Join(c.root, dbID, dbID+".sqlite"))
}

// Suite returns every database file of root/<db_id> whose name contains
// ".sqlite".
func (c *DirCatalog) Suite(dbID string) ([]*DB, error) {
	if err := checkID(dbID); err != nil {
		return nil, err
	}
	dir := filepath.Join(c.root, dbID)
	names, err := c.suiteFiles(dbID, dir)
	if err != nil {
		return nil, err
	}
	var dbs []*DB
	for _, name := range names {
		db, err := c.open(filepath.Join(dir, name))
		if err != nil {
			return nil, err
		}
		dbs = append(dbs, db)
	}
	if len(dbs) == 0 {
		return nil, fmt.Errorf("no test database for %s in %s", dbID, dir)
	}
	return dbs, nil
}

// suiteFiles lists the test-database files of a db_id's folder once (a
// long-lived scorer asks for them with every sample).
func (c *DirCatalog) suiteFiles(dbID, dir string) ([]string, error) {
	c.mu.Lock()
	names, ok := c.suite[dbID]
	c.mu.Unlock()
	if ok {
		return names, nil
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("list test databases of %s: %w", dbID, err)
	}
	for _, e := range entries {
		if strings.Contains(e.Name(), ".sqlite") {
			names = append(names, e.Name())
		}
	}
	c.mu.Lock()
	if c.suite == nil {
		c.suite = map[string][]string{}
	}
	c.suite[dbID] = names
	c.mu.Unlock()
	return names, nil
}

// Close closes every database the catalog opened.
func (c *DirCatalog) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	var errs []error
	for _, l := range c.dbs {
		if l.db != nil {
			errs = append(errs, l.db.Close())
		}
	}
	c.dbs = map[string]*lazyDB{}
	return errors.Join(errs...)
}

// MemCatalog serves databases registered as bytes or as open DBs (the
// browser path: OpenBytes, OpenReader). It is safe for concurrent use.
type MemCatalog struct {
	mu  sync.RWMutex
	dbs map[string][]namedDB
}

type namedDB struct {
	name string
	db   *DB
}

// NewMemCatalog returns an empty in-memory catalog.
func NewMemCatalog() *MemCatalog { return &MemCatalog{dbs: map[string][]namedDB{}} }

// Add registers the database file bytes data under schema dbID with the
// file name name (e.g. "concert_singer.sqlite"); the catalog takes
// ownership of data.
func (c *MemCatalog) Add(dbID, name string, data []byte) error {
	if err := checkID(dbID); err != nil {
		return err
	}
	db, err := OpenBytes(dbID+"/"+name, data)
	if err != nil {
		return err
	}
	return c.AddDB(dbID, name, db)
}

// AddDB registers an open database under schema dbID with the file name
// name, replacing (and closing) one of the same name; the catalog takes
// ownership of db and closes it, also when the id is refused.
func (c *MemCatalog) AddDB(dbID, name string, db *DB) error {
	if err := checkID(dbID); err != nil {
		db.Close()
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	list := c.dbs[dbID]
	for i, n := range list {
		if n.name == name {
			old := n.db
			list[i].db = db
			return old.Close()
		}
	}
	list = append(list, namedDB{name, db})
	sort.Slice(list, func(i, j int) bool { return list[i].name < list[j].name })
	c.dbs[dbID] = list
	return nil
}

// Main returns the database registered as <db_id>.sqlite.
func (c *MemCatalog) Main(dbID string) (*DB, error) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	for _, n := range c.dbs[dbID] {
		if n.name == dbID+".sqlite" {
			return n.db, nil
		}
	}
	return nil, fmt.Errorf("no database %s.sqlite registered for %s", dbID, dbID)
}

// Suite returns the registered databases of dbID whose names contain
// ".sqlite".
func (c *MemCatalog) Suite(dbID string) ([]*DB, error) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	var out []*DB
	for _, n := range c.dbs[dbID] {
		if strings.Contains(n.name, ".sqlite") {
			out = append(out, n.db)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no test database registered for %s", dbID)
	}
	return out, nil
}

// Close closes every registered database.
func (c *MemCatalog) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	var errs []error
	for _, list := range c.dbs {
		for _, n := range list {
			errs = append(errs, n.db.Close())
		}
	}
	c.dbs = map[string][]namedDB{}
	return errors.Join(errs...)
}
