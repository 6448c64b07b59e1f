// Package walfile reads an SQLite database together with its write-ahead
// log, in Go: the last committed version of each page in the log is laid
// over the database file, and the file is presented as a rollback-journal
// database (header bytes 18-19 set to 1), so that SQLite never looks for a
// log. eval/exec opens databases through it on both engines.
package walfile

import (
	"encoding/binary"
	"fmt"
	"io"
)

// The log is read as SQLite recovers one (https://sqlite.org/fileformat.html,
// "The Write-Ahead Log"): a header with salts and a checksum, then frames,
// each valid while its salts match the header's and its cumulative
// checksum holds; frames after the last valid commit frame (a torn or
// uncommitted tail, or frames of an earlier log generation with stale
// salts) are ignored.

// WAL header and frame layout.
const (
	walHeaderSize = 32
	walFrameHead  = 24
	walMagic      = 0x377f0682 // | 1: checksums read big-endian
	walVersion    = 3007000
)

// walReader is a database file with its log's committed pages laid over it.
type walReader struct {
	db, wal  io.ReaderAt
	dbSize   int64
	pageSize int64
	frames   map[uint32]int64 // page number → offset of its newest committed copy in the log
	size     int64            // the database's size after the last commit
}

// Apply returns the database read from db (dbSize bytes) with the
// committed frames of the write-ahead log read from wal (walSize bytes)
// applied, its size, and how many pages the log replaced. A log that is
// not valid (bad magic, version, page size or header checksum) is ignored,
// as SQLite ignores it. The result has a Release method, which releases
// db and wal when they have one (eval/exec's Releaser).
func Apply(db io.ReaderAt, dbSize int64, wal io.ReaderAt, walSize int64) (io.ReaderAt, int64, int, error) {
	r := &walReader{db: db, wal: wal, dbSize: dbSize, size: dbSize}
	if err := r.index(walSize); err != nil {
		return nil, 0, 0, fmt.Errorf("read write-ahead log: %w", err)
	}
	return r, r.size, len(r.frames), nil
}

// index reads the log's frames and keeps the committed ones.
func (r *walReader) index(walSize int64) error {
	if walSize < walHeaderSize {
		return nil
	}
	var h [walHeaderSize]byte
	if _, err := r.wal.ReadAt(h[:], 0); err != nil && err != io.EOF {
		return err
	}
	be := binary.BigEndian
	magic := be.Uint32(h[0:])
	if magic&^1 != walMagic || be.Uint32(h[4:]) != walVersion {
		return nil
	}
	pageSize := int64(be.Uint32(h[8:]))
	if pageSize < 512 || pageSize > 65536 || pageSize&(pageSize-1) != 0 {
		return nil
	}
	bigEndian := magic&1 == 1
	s0, s1 := walChecksum(bigEndian, h[:24], 0, 0)
	if s0 != be.Uint32(h[24:]) || s1 != be.Uint32(h[28:]) {
		return nil
	}
	salt1, salt2 := be.Uint32(h[16:]), be.Uint32(h[20:])
	frame := make([]byte, walFrameHead+pageSize)
	pending := map[uint32]int64{}
	committed := map[uint32]int64{}
	var size int64 = -1
	for off := int64(walHeaderSize); off+int64(len(frame)) <= walSize; off += int64(len(frame)) {
		if n, err := r.wal.ReadAt(frame, off); n < len(frame) {
			if err == nil || err == io.EOF {
				break
			}
			return err
		}
		pgno, commit := be.Uint32(frame[0:]), be.Uint32(frame[4:])
		if pgno == 0 || be.Uint32(frame[8:]) != salt1 || be.Uint32(frame[12:]) != salt2 {
			break
		}
		s0, s1 = walChecksum(bigEndian, frame[:8], s0, s1)
		s0, s1 = walChecksum(bigEndian, frame[walFrameHead:], s0, s1)
		if s0 != be.Uint32(frame[16:]) || s1 != be.Uint32(frame[20:]) {
			break
		}
		pending[pgno] = off + walFrameHead
		if commit != 0 {
			for p, o := range pending {
				committed[p] = o
			}
			clear(pending)
			size = int64(commit) * pageSize
		}
	}
	if size >= 0 {
		r.pageSize, r.frames, r.size = pageSize, committed, size
	}
	return nil
}

// walChecksum continues SQLite's WAL checksum (s0, s1) over b, read as
// 32-bit words in the log's byte order.
func walChecksum(bigEndian bool, b []byte, s0, s1 uint32) (uint32, uint32) {
	var order binary.ByteOrder = binary.LittleEndian
	if bigEndian {
		order = binary.BigEndian
	}
	for i := 0; i+8 <= len(b); i += 8 {
		s0 += order.Uint32(b[i:]) + s1
		s1 += order.Uint32(b[i+4:]) + s0
	}
	return s0, s1
}

// ReadAt implements io.ReaderAt over the database as of the last commit.
func (r *walReader) ReadAt(p []byte, off int64) (int, error) {
	if off < 0 {
		return 0, fmt.Errorf("negative offset %d", off)
	}
	if off >= r.size {
		return 0, io.EOF
	}
	var eof error
	if rest := r.size - off; int64(len(p)) > rest {
		p, eof = p[:rest], io.EOF
	}
	for done := 0; done < len(p); {
		at := off + int64(done)
		chunk := p[done:]
		if err := r.readPage(chunk, at, &chunk); err != nil {
			return done, err
		}
		done += len(chunk)
	}
	// Bytes 18 and 19, the file format's write and read versions: 1, a
	// rollback-journal database, whose log SQLite does not look for.
	for i := int64(18); i <= 19; i++ {
		if off <= i && i < off+int64(len(p)) {
			p[i-off] = 1
		}
	}
	return len(p), eof
}

// readPage fills the start of p from offset at, up to the end of the page
// at falls in (when the log has pages), and sets *got to what it filled.
func (r *walReader) readPage(p []byte, at int64, got *[]byte) error {
	src, from := r.db, at
	if r.pageSize > 0 {
		pgEnd := (at/r.pageSize + 1) * r.pageSize
		if int64(len(p)) > pgEnd-at {
			p = p[:pgEnd-at]
		}
		if o, ok := r.frames[uint32(at/r.pageSize+1)]; ok {
			src, from = r.wal, o+at%r.pageSize
		}
	}
	*got = p
	if src == r.db && from >= r.dbSize {
		// A page past the file's end that no frame holds: zeros.
		clear(p)
		return nil
	}
	n, err := src.ReadAt(p, from)
	if n == len(p) {
		return nil
	}
	if src == r.db && err == io.EOF {
		clear(p[n:])
		return nil
	}
	if err == nil || err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	return err
}

// Release releases the database's and the log's readers, when they have
// a Release method.
func (r *walReader) Release() {
	for _, x := range []io.ReaderAt{r.db, r.wal} {
		if rel, ok := x.(interface{ Release() }); ok {
			rel.Release()
		}
	}
}
