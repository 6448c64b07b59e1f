package workspace

import (
	"archive/zip"
	"container/list"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/spidereval/spidereval/wasm/readat"
)

// Zip entries read as databases. A stored entry is a window of the
// archive, read page by page. A deflated entry cannot be read at an
// offset: it is inflated from its start as far as SQLite has read, in
// chunks; its bytes are dropped when no connection is open on it
// (exec.Releaser) or, least recently read first, when the deflated entries
// of every workspace hold more than maxHeld bytes together, and inflated
// again if read again.

// maxHeld bounds the inflated bytes of deflated database entries kept in
// memory, all workspaces together; the entry being read is kept even when
// it alone is larger.
var maxHeld int64 = 256 << 20

// inflateChunk is how much is inflated at a time, and the size of the
// pieces the inflated bytes are kept in.
const inflateChunk = 256 << 10

// peekEntry reads an entry's first bytes (inflating only those), never
// nil.
func peekEntry(f *zip.File) ([]byte, error) {
	rc, err := f.Open()
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	head := make([]byte, min(uint64(headSize), f.UncompressedSize64))
	n, err := io.ReadFull(rc, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
		return nil, fmt.Errorf("read the entry: %w", err)
	}
	return head[:n], nil
}

// entrySource returns a reader of an entry's inflated bytes that reads the
// archive (r, size bytes) only when asked.
func entrySource(f *zip.File, r io.ReaderAt, size int64) (io.ReaderAt, error) {
	switch f.Method {
	case zip.Store:
		off, err := f.DataOffset()
		if err != nil {
			return nil, fmt.Errorf("read the entry: %w", err)
		}
		if f.CompressedSize64 != f.UncompressedSize64 || off < 0 || off+int64(f.CompressedSize64) > size {
			return nil, errors.New("read the entry: its stored size does not fit the archive")
		}
		return io.NewSectionReader(r, off, int64(f.CompressedSize64)), nil
	case zip.Deflate:
		return &inflating{f: f, size: int64(f.UncompressedSize64)}, nil
	}
	return nil, fmt.Errorf("read the entry: %w", zip.ErrAlgorithm)
}

// inflating reads a deflated entry, inflating it on demand.
type inflating struct {
	f    *zip.File
	size int64

	mu     sync.Mutex
	chunks [][]byte      // the inflated prefix, in inflateChunk pieces
	have   int64         // bytes in chunks
	rc     io.ReadCloser // the stream, positioned at have; nil when not open
	elem   *list.Element // its place in held.lru while it holds bytes
}

// held is the LRU of the deflated entries holding bytes, most recent in front.
var held struct {
	mu    sync.Mutex
	lru   list.List // of *inflating
	bytes int64
	// inflated counts every byte ever inflated (for tests).
	inflated int64
}

// ReadAt implements io.ReaderAt.
func (e *inflating) ReadAt(p []byte, off int64) (int, error) {
	return readat.Within("", p, off, e.size, e.fill)
}

// fill copies q, which lies inside the entry, from off, inflating as far
// as it ends.
func (e *inflating) fill(q []byte, off int64) (int, error) {
	end := off + int64(len(q))
	e.mu.Lock()
	before := e.have
	err := e.inflateTo(end)
	n := 0
	if err == nil {
		for pos := off; pos < end; {
			c := e.chunks[pos/inflateChunk]
			k := copy(q[pos-off:], c[pos%inflateChunk:])
			pos += int64(k)
			n += k
		}
	}
	grown := e.have - before
	e.mu.Unlock()
	e.account(grown)
	if err != nil {
		return 0, fmt.Errorf("inflate %s: %w", e.f.Name, err)
	}
	return n, nil
}

// inflateTo inflates until at least end bytes are held; e.mu is held.
func (e *inflating) inflateTo(end int64) error {
	if e.have >= end {
		return nil
	}
	if e.rc == nil {
		rc, err := e.f.Open()
		if err != nil {
			return err
		}
		e.rc, e.chunks, e.have = rc, nil, 0
	}
	for e.have < end {
		c := make([]byte, min(inflateChunk, e.size-e.have))
		if _, err := io.ReadFull(e.rc, c); err != nil {
			e.dropLocked()
			if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
				err = errors.New("the entry is shorter than its declared size")
			}
			return err
		}
		e.chunks = append(e.chunks, c)
		e.have += int64(len(c))
	}
	if e.have == e.size {
		// The whole entry is held: the stream is no longer needed (its
		// checksum is checked by the reader at its end, not needed here).
		e.rc.Close()
		e.rc = nil
	}
	return nil
}

// account charges grown new bytes to the shared budget, marks e recently
// read and drops the least recently read entries over the budget.
func (e *inflating) account(grown int64) {
	var drop []*inflating
	held.mu.Lock()
	held.bytes += grown
	if grown > 0 {
		held.inflated += grown
	}
	e.mu.Lock()
	holds := e.have > 0
	e.mu.Unlock()
	switch {
	case !holds && e.elem != nil:
		held.lru.Remove(e.elem)
		e.elem = nil
	case holds && e.elem == nil:
		e.elem = held.lru.PushFront(e)
	case holds:
		held.lru.MoveToFront(e.elem)
	}
	for held.bytes > maxHeld && held.lru.Len() > 1 {
		old := held.lru.Back().Value.(*inflating)
		if old == e {
			break
		}
		held.lru.Remove(old.elem)
		old.elem = nil
		drop = append(drop, old)
	}
	held.mu.Unlock()
	for _, old := range drop {
		old.Release()
	}
}

// Release drops the inflated bytes (exec.Releaser): the entry is
// inflated again from its start when read again.
func (e *inflating) Release() {
	held.mu.Lock()
	e.mu.Lock()
	freed := e.have
	e.dropLocked()
	e.mu.Unlock()
	held.bytes -= freed
	if e.elem != nil {
		held.lru.Remove(e.elem)
		e.elem = nil
	}
	held.mu.Unlock()
}

// dropLocked closes the stream and forgets the bytes; e.mu is held. The
// caller settles the budget.
func (e *inflating) dropLocked() {
	if e.rc != nil {
		e.rc.Close()
		e.rc = nil
	}
	e.chunks, e.have = nil, 0
}
