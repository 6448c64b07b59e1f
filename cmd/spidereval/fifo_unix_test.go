//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestFIFODatabase (item 11): a FIFO named <db>.sqlite hung the run
// forever; it is now a database that cannot be opened, named, and the
// rest is scored.
func TestFIFODatabase(t *testing.T) {
	tmp := t.TempDir()
	dir := filepath.Join(tmp, "db", "x")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "x.sqlite"), 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	gold := writeFile(t, tmp, "gold.sql", "SELECT 1\tx\n")
	type result struct {
		stderr string
		code   int
	}
	done := make(chan result, 1)
	go func() {
		_, stderr, code := runCLI(t, "--gold", gold, "--pred", gold, "--db", filepath.Join(tmp, "db"), "--etype", "exec", "--timeout", "2s")
		done <- result{stderr, code}
	}()
	select {
	case r := <-done:
		if r.code != exitRefused || !strings.Contains(r.stderr, "not a regular file (a named pipe)") {
			t.Fatalf("exit %d: %s", r.code, r.stderr)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the run hangs on a FIFO database")
	}
}
