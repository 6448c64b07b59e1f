package exec

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// openFileWAL is OpenFile for a database that may have a write-ahead log
// beside it (path-wal) still holding changes: the reference opens the file
// read-write and so reads them, where an immutable open reads the file
// alone. Such a database is read from a temporary copy with its log
// checkpointed into it (removed when the DB closes).
func openFileWAL(path string) (*DB, error) {
	st, err := os.Stat(path + "-wal")
	if err != nil || st.Size() == 0 {
		return OpenFile(path)
	}
	tmp, cleanup, err := checkpointedCopy(path)
	if err != nil {
		return nil, fmt.Errorf("open database %s: reading its write-ahead log %s-wal: %w", path, filepath.Base(path), err)
	}
	db, err := OpenFile(tmp)
	if err != nil {
		cleanup()
		return nil, err
	}
	db.name = path
	if prev := db.release; prev != nil {
		db.release = func() { prev(); cleanup() }
	} else {
		db.release = cleanup
	}
	return db, nil
}

// checkpointedCopy copies the database and its log into a temporary
// folder and checkpoints the log into the copy.
func checkpointedCopy(path string) (string, func(), error) {
	dir, err := os.MkdirTemp("", "spidereval-wal-")
	if err != nil {
		return "", nil, err
	}
	cleanup := func() { os.RemoveAll(dir) }
	tmp := filepath.Join(dir, filepath.Base(path))
	for _, suffix := range []string{"", "-wal"} {
		if err := copyFile(path+suffix, tmp+suffix); err != nil {
			cleanup()
			return "", nil, err
		}
	}
	if err := checkpointWAL(tmp); err != nil {
		cleanup()
		return "", nil, err
	}
	return tmp, cleanup, nil
}

// copyFile copies a regular file.
func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	if st, err := in.Stat(); err != nil || !st.Mode().IsRegular() {
		return fmt.Errorf("%s is not a regular file", from)
	}
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
