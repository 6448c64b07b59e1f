//go:build !(js && wasm)

package sqlite

import (
	"fmt"
	"io"
	"os"
	"sync"
)

// fileReader reads a database file through a descriptor opened by
// openRegular, so that what SQLite reads is the regular file that was
// checked, never a FIFO or device swapped in under its name afterwards. The
// descriptor is opened on the first read and closed by Release (when no
// connection is open on the DB), so that a folder of many databases does
// not hold as many descriptors.
type fileReader struct {
	path string
	size int64
	// mu is held for reading across each read, and for writing to open or
	// close the descriptor: a Release (the DB's last connection closing)
	// waits for the reads under way, which a connection still being opened
	// may be doing, instead of closing the descriptor under them.
	mu  sync.RWMutex
	f   *os.File
	err error // why the last reopen failed, for the open's message
}

// openRegular opens path for reading without blocking (opening a FIFO for
// reading would wait for a writer) and checks on the opened descriptor
// that it is a regular file.
func openRegular(path string) (*os.File, os.FileInfo, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|nonBlocking, 0)
	if err != nil {
		return nil, nil, err
	}
	st, err := f.Stat()
	if err == nil && !st.Mode().IsRegular() {
		err = fmt.Errorf("not a regular file (%s)", fileKind(st.Mode()))
		if st.IsDir() {
			err = fmt.Errorf("is a directory")
		}
	}
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, st, nil
}

// newFileReader opens path with openRegular and keeps its size.
func newFileReader(path string) (*fileReader, error) {
	f, st, err := openRegular(path)
	if err != nil {
		return nil, err
	}
	return &fileReader{path: path, size: st.Size(), f: f}, nil
}

// reopen opens the descriptor again after a Release; a file that is no
// longer the regular file of the same size is an error.
func (r *fileReader) reopen() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.f != nil {
		return nil
	}
	f, st, err := openRegular(r.path)
	if err == nil && st.Size() != r.size {
		f.Close()
		err = fmt.Errorf("changed size while open (%d bytes, was %d)", st.Size(), r.size)
	}
	if err != nil {
		r.err = err
		return err
	}
	r.f, r.err = f, nil
	return nil
}

// ReadAt implements io.ReaderAt; the descriptor stays open until the read
// is done.
func (r *fileReader) ReadAt(p []byte, off int64) (int, error) {
	for {
		r.mu.RLock()
		if f := r.f; f != nil {
			n, err := f.ReadAt(p, off)
			r.mu.RUnlock()
			return n, err
		}
		r.mu.RUnlock()
		if err := r.reopen(); err != nil {
			return 0, err
		}
	}
}

// Release closes the descriptor (exec.Releaser).
func (r *fileReader) Release() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.f != nil {
		r.f.Close()
		r.f = nil
	}
}

// OpenErr is why the file could not be opened again, if it could not
// (see Reopener).
func (r *fileReader) OpenErr() error {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.err
}

var _ io.ReaderAt = (*fileReader)(nil)
