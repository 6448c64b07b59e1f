//go:build unix

package exec

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestOpenOnlyRegularFiles (item 11): a FIFO named like a database blocked
// the open forever, whatever the deadlines; only regular files are opened.
func TestOpenOnlyRegularFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "x.sqlite")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := OpenFile(fifo)
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "not a regular file (a named pipe)") {
			t.Fatalf("OpenFile(FIFO) = %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("OpenFile(FIFO) blocks")
	}
}
