//go:build unix

package exec

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/spidereval/spidereval/eval/exec/internal/sqlite"
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

// within runs f and fails the test when it has not returned after d.
func within(t *testing.T, d time.Duration, what string, f func() error) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- f() }()
	select {
	case err := <-done:
		return err
	case <-time.After(d):
		t.Fatalf("%s blocks", what)
		return nil
	}
}

// TestFIFOSwappedAfterCheck (item 11's race): a file swapped for a FIFO
// between the regular-file check and SQLite's open, or between two opens of
// a pooled connection, blocked the run; the file is opened without
// blocking and checked on its descriptor, which SQLite reads through.
func TestFIFOSwappedAfterCheck(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "f.sqlite")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	// The source alone, past OpenFile's check (the race's window).
	err := within(t, 5*time.Second, "OpenFile(FIFO)", func() error {
		_, _, _, err := sqlite.Build.OpenFile(fifo)
		return err
	})
	if err == nil || !strings.Contains(err.Error(), "not a regular file (a named pipe)") {
		t.Fatalf("OpenFile(FIFO) = %v", err)
	}

	// A database whose file becomes a FIFO while no connection is open:
	// the next connection fails instead of blocking.
	path := makeFixture(t, "swap")
	db, err := OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	closeIdle()
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Fatal(err)
	}
	err = within(t, 5*time.Second, "a query on a database swapped for a FIFO", func() error {
		_, err := db.Query(context.Background(), "SELECT count(*) FROM singer", Limits{})
		return err
	})
	if err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Fatalf("query on a FIFO = %v", err)
	}
}
