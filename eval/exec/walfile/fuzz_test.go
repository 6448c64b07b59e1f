package walfile

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// FuzzApply feeds arbitrary database and log bytes to the log reader (the
// page reads a dropped -wal with it, so its bytes are anyone's): it
// must not panic, and reading the result up to its size (at most 1 MiB
// here) gives bytes or an error, each read no longer than asked.
func FuzzApply(f *testing.F) {
	for _, name := range []string{"committed", "stale", "torn", "badheader"} {
		db, err1 := os.ReadFile(filepath.Join("..", "testdata", "wal", name+".sqlite"))
		wal, err2 := os.ReadFile(filepath.Join("..", "testdata", "wal", name+".sqlite-wal"))
		if err1 == nil && err2 == nil {
			f.Add(db, wal)
		}
	}
	f.Add([]byte("SQLite format 3\x00"), []byte{})
	f.Fuzz(func(t *testing.T, db, wal []byte) {
		r, size, pages, err := Apply(bytes.NewReader(db), int64(len(db)), bytes.NewReader(wal), int64(len(wal)))
		if err != nil {
			return
		}
		if size < 0 || pages < 0 {
			t.Fatalf("size %d, %d pages", size, pages)
		}
		buf := make([]byte, 4096)
		for off := int64(0); off < min(size, 1<<20); off += int64(len(buf)) {
			n, err := r.ReadAt(buf, off)
			if n > len(buf) || n < len(buf) && err == nil {
				t.Fatalf("ReadAt at %d: %d bytes, %v", off, n, err)
			}
			if err != nil {
				break
			}
		}
	})
}
