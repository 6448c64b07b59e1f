package urlsource

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"
)

// FuzzLoad serves an arbitrary body at an index's URL, and every other
// file as its own path repeated, from a host that honours ranges, ignores
// them, or answers an arbitrary Content-Range. Load may fail but not panic;
// an index's files stay inside its folder under clean names; read back,
// a file is its body, or the read fails with a cause (never more bytes than
// asked for).
func FuzzLoad(f *testing.F) {
	for _, s := range []string{
		`["a.sql", "db/x/x.sqlite"]`,
		`{"files": ["../up.sql", "/abs", "ok.json", "a b", "c?d", "https://e/f", ""]}`,
		`["SELECT 1", "SELECT 2"]`,
		`[]`,
		"\ufeff [\"a\"]",
		"PK\x03\x04 not a zip",
	} {
		for mode := range 3 {
			f.Add([]byte(s), uint8(mode), "bytes 0-3/9")
		}
	}
	const root = "https://host/data/"
	f.Fuzz(func(t *testing.T, index []byte, mode uint8, contentRange string) {
		body := func(u string) []byte {
			if u == root+"index.json" {
				return index
			}
			return bytes.Repeat([]byte(strings.TrimPrefix(u, root)), 1+int(mode)%5)
		}
		get := func(u string, start, end int64) (Response, error) {
			b := body(u)
			switch mode % 3 {
			case 1: // ranges ignored
				return Response{Status: 200, Body: b}, nil
			case 2: // an arbitrary Content-Range
				if start >= 0 && start < int64(len(b)) {
					return Response{Status: 206, ContentRange: contentRange, Body: b[start:min(end+1, int64(len(b)))]}, nil
				}
				return Response{Status: 200, Body: b}, nil
			}
			if start < 0 {
				return Response{Status: 200, Body: b}, nil
			}
			if start >= int64(len(b)) {
				return Response{Status: 416, ContentRange: fmt.Sprintf("bytes */%d", len(b))}, nil
			}
			end = min(end, int64(len(b))-1)
			return Response{Status: 206, ContentRange: fmt.Sprintf("bytes %d-%d/%d", start, end, len(b)), Body: b[start : end+1]}, nil
		}
		entries, _, err := Load(get, root+"index.json")
		if err != nil {
			return
		}
		for _, e := range entries {
			if len(entries) > 1 || e.Name != "index.json" {
				if why := badPath(e.Name); why != "" {
					t.Errorf("entry %q: %s", e.Name, why)
				}
				if !strings.HasPrefix(e.File.URL, root) {
					t.Errorf("entry %q read from %s, outside %s", e.Name, e.File.URL, root)
				}
			}
			want := body(e.File.URL)
			// An arbitrary Content-Range may claim any size: read at most 1 MiB.
			got := make([]byte, min(e.File.Size, 1<<20))
			n, err := e.File.ReadAt(got, 0)
			if n > len(got) {
				t.Fatalf("read %d bytes into %d", n, len(got))
			}
			if mode%3 != 2 && (err != nil && err != io.EOF || !bytes.Equal(got[:n], want)) {
				t.Errorf("%s from an honest host: %q, %v; want %q", e.File.URL, got[:n], err, want)
			}
			// A read past the end and a read straddling it.
			if _, err := e.File.ReadAt(make([]byte, 4), e.File.Size); err != io.EOF {
				t.Errorf("read at the end: %v, want EOF", err)
			}
			if e.File.Size > 2 {
				p := make([]byte, 8)
				if n, _ := e.File.ReadAt(p, e.File.Size-2); n > 2 {
					t.Errorf("read %d bytes from the last 2", n)
				}
			}
		}
	})
}
