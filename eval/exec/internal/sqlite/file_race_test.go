//go:build !(js && wasm)

package sqlite

import (
	"bytes"
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// TestFileReaderReleaseDuringRead: the descriptor of a database file is
// closed when its DB's last connection closes (Release), which can happen
// while a connection of the same DB is still being opened and reads the
// file. A read racing a Release failed with "file already closed" (SQLite
// then says "disk I/O error" and the question's verdict fell to 0: the
// test-suite run that scored 0.714 instead of 0.735 in TestTestSuiteInBrowser,
// issue 36); reads and Releases now exclude each other, and a read after a
// Release opens the file again.
func TestFileReaderReleaseDuringRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.sqlite")
	data := bytes.Repeat([]byte("0123456789abcdef"), 4096)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := newFileReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Release()
	var wg sync.WaitGroup
	stop := make(chan struct{})
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			default:
				r.Release()
			}
		}
	}()
	var mu sync.Mutex
	failed := 0
	var readers sync.WaitGroup
	for g := range 4 {
		readers.Add(1)
		go func() {
			defer readers.Done()
			buf := make([]byte, 4096)
			for i := range 25000 {
				off := int64((i+g)%16) * 4096
				n, err := r.ReadAt(buf, off)
				if err != nil || n != len(buf) || !bytes.Equal(buf, data[off:off+4096]) {
					mu.Lock()
					failed++
					if failed <= 3 {
						t.Errorf("read %d at %d: %d bytes, %v", i, off, n, err)
					}
					mu.Unlock()
				}
			}
		}()
	}
	readers.Wait()
	close(stop)
	wg.Wait()
	if failed > 0 {
		t.Errorf("%d of 100000 reads failed while the descriptor was released", failed)
	}
}
