package exec

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestDirCatalogTransient: an open that failed for a passing cause (no
// file descriptor left, no memory) is tried again by the next caller; one
// that failed for good (no such file, not a database) is not.
func TestDirCatalogTransient(t *testing.T) {
	_, path := fixtureCatalog(t)
	root := filepath.Dir(filepath.Dir(path))
	cases := []struct {
		name  string
		err   error
		again bool
	}{
		{"too many open files", &fs.PathError{Op: "open", Path: "x", Err: syscall.EMFILE}, true},
		{"file table full", fmt.Errorf("open database x: %w", &fs.PathError{Op: "open", Path: "x", Err: syscall.ENFILE}), true},
		{"no memory", &ExecError{Kind: ErrMemory, Msg: "cannot reserve"}, true},
		{"interrupted", syscall.EINTR, true},
		{"no such file", &fs.PathError{Op: "open", Path: "x", Err: fs.ErrNotExist}, false},
		{"not a database", errors.New("open database x: not a readable SQLite database: file is not a database"), false},
		{"permission", &fs.PathError{Op: "open", Path: "x", Err: syscall.EACCES}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cat := NewDirCatalog(root)
			defer cat.Close()
			calls := 0
			cat.openFile = func(path string) (*DB, error) {
				calls++
				if calls == 1 {
					return nil, c.err
				}
				return OpenFile(path)
			}
			id := firstDB(t, root)
			if _, err := cat.Main(id); !errors.Is(err, c.err) && err.Error() != c.err.Error() {
				t.Fatalf("first open: %v, want %v", err, c.err)
			}
			db, err := cat.Main(id)
			if c.again && (err != nil || db == nil) {
				t.Errorf("second open: %v, want the database", err)
			}
			if !c.again && (err == nil || calls != 1) {
				t.Errorf("second open: %v after %d opens, want the first error kept", err, calls)
			}
		})
	}
}

// firstDB is a db_id of the fixture.
func firstDB(t *testing.T, root string) string {
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if _, err := os.Stat(filepath.Join(root, e.Name(), e.Name()+".sqlite")); err == nil {
			return e.Name()
		}
	}
	t.Fatal("no database in the fixture")
	return ""
}
