package datakit

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"strings"
	"testing"
)

// ReadJSONL decodes every non-blank line of a JSON-lines file (a golden
// file of the kit, or a test's own) into a fresh T; a file that cannot be
// read or a line that does not decode fails t, naming path and line.
func ReadJSONL[T any](t testing.TB, path string) []T {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("open %s: %v", path, err)
	}
	defer f.Close()
	return DecodeJSONL[T](t, path, f)
}

// DecodeJSONL is ReadJSONL over an open stream (a gzipped golden, say);
// name stands for the stream in failures.
func DecodeJSONL[T any](t testing.TB, name string, r io.Reader) []T {
	t.Helper()
	var out []T
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for line := 1; sc.Scan(); line++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("%s:%d: %v", name, line, err)
		}
		out = append(out, v)
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("read %s: %v", name, err)
	}
	return out
}
