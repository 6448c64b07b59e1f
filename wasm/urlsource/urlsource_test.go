package urlsource

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
)

// netGet is a Getter over net/http, counting its requests.
func netGet(count *atomic.Int64) Getter {
	return func(u string, start, end int64) (Response, error) {
		count.Add(1)
		req, err := http.NewRequest(http.MethodGet, u, nil)
		if err != nil {
			return Response{}, err
		}
		if start >= 0 {
			req.Header.Set("Range", fmt.Sprintf("bytes=%d-%d", start, end))
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			return Response{}, err
		}
		defer res.Body.Close()
		body, err := io.ReadAll(res.Body)
		if err != nil {
			return Response{}, err
		}
		return Response{Status: res.StatusCode, StatusText: http.StatusText(res.StatusCode), ContentRange: res.Header.Get("Content-Range"), Body: body}, nil
	}
}

// tree writes files under a temporary folder.
func tree(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// noRanges serves files whole, ignoring Range.
func noRanges(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.Header.Del("Range")
		h.ServeHTTP(w, r)
	})
}

// hiddenRange drops Content-Range from answers, as a cross-origin answer
// without Access-Control-Expose-Headers looks to a page.
func hiddenRange(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.ServeHTTP(hideWriter{w}, r)
	})
}

type hideWriter struct{ http.ResponseWriter }

func (h hideWriter) WriteHeader(code int) {
	h.Header().Del("Content-Range")
	h.ResponseWriter.WriteHeader(code)
}

func TestLoadIndexAndRanges(t *testing.T) {
	big := strings.Repeat("0123456789abcdef", 3*ProbeSize/16+5) // beyond the probe
	dir := tree(t, map[string]string{
		"data/index.json":          `{"files": ["gold.sql", "db/a b/big.sqlite", "../secret", "empty.txt"]}`,
		"data/gold.sql":            "SELECT 1\tx\n",
		"data/db/a b/big.sqlite":   big,
		"data/empty.txt":           "",
		"data/list.json":           `["gold.sql", "db/a b/big.sqlite"]`,
		"data/preds.json":          `["SELECT 1", "SELECT 2"]`,
		"data/tables.json":         `[{"db_id": "x"}]`,
		"data/missing_index.json":  `["gold.sql", "nowhere.sql"]`,
		"data/empty_index.json":    `{"files": []}`,
		"data/archive.zip":         "PK\x03\x04 not really a zip",
		"data/objects_index.json":  `{"files": [{"path": "gold.sql"}]}`,
		"data/sub/relative.json":   `["../gold.sql"]`,
		"data/sub/relative_o.json": `{"files": ["../gold.sql"]}`,
	})
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer srv.Close()
	var n atomic.Int64
	get := netGet(&n)

	entries, notes, err := Load(get, srv.URL+"/data/index.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(notes) != 1 || !strings.Contains(notes[0], `"../secret" skipped`) {
		t.Errorf("notes %q, want the refused path only", notes)
	}
	names := []string{}
	for _, e := range entries {
		names = append(names, e.Name)
		if e.File.Whole {
			t.Errorf("%s read whole from a server that honours ranges", e.Name)
		}
	}
	if got := strings.Join(names, ","); got != "gold.sql,db/a b/big.sqlite,empty.txt" {
		t.Fatalf("entries %s", got)
	}
	bigFile := entries[1].File
	if bigFile.Size != int64(len(big)) {
		t.Fatalf("size %d, want %d", bigFile.Size, len(big))
	}
	// A read inside the probe costs no request; one beyond it costs one.
	before := n.Load()
	p := make([]byte, 100)
	if _, err := bigFile.ReadAt(p, 10); err != nil || string(p) != big[10:110] {
		t.Fatalf("read in the probe: %v %q", err, p)
	}
	if _, err := bigFile.ReadAt(p, 2*ProbeSize); err != nil || string(p) != big[2*ProbeSize:2*ProbeSize+100] {
		t.Fatalf("read beyond the probe: %v %q", err, p)
	}
	if got := n.Load() - before; got != 1 {
		t.Errorf("%d requests for two reads, want 1", got)
	}
	// A read over the end is short with io.EOF; the whole file reads back.
	all, err := io.ReadAll(io.NewSectionReader(bigFile, 0, bigFile.Size+10))
	if err != nil || string(all) != big {
		t.Fatalf("whole read: %v, %d bytes", err, len(all))
	}
	if m, err := bigFile.ReadAt(make([]byte, 10), bigFile.Size-4); m != 4 || err != io.EOF {
		t.Errorf("read at the end: %d %v", m, err)
	}
	if entries[2].File.Size != 0 {
		t.Errorf("empty file has size %d", entries[2].File.Size)
	}

	// The bare list form, with a space in a path, is an index too... only
	// in the object form; the list form needs plain paths.
	for _, c := range []struct {
		path, want string
	}{
		{"/data/list.json", "list.json"}, // "a b" has a space: not an index
		{"/data/preds.json", "preds.json"},
		{"/data/tables.json", "tables.json"},
		{"/data/archive.zip", "archive.zip"},
		{"/data/objects_index.json", "objects_index.json"},
		{"/data/sub/relative.json", "relative.json"}, // ".." : not a list index
	} {
		entries, _, err := Load(get, srv.URL+c.path)
		if err != nil || len(entries) != 1 || entries[0].Name != c.want {
			t.Errorf("%s: %v %v, want the one file %s", c.path, entries, err, c.want)
		}
	}
	if _, notes, err := Load(get, srv.URL+"/data/sub/relative_o.json"); err != nil || len(notes) != 1 {
		t.Errorf("an index of refused paths: %v %q", err, notes)
	}
	if _, _, err := Load(get, srv.URL+"/data/empty_index.json"); err == nil || !strings.Contains(err.Error(), "lists no files") {
		t.Errorf("empty index: %v", err)
	}
	_, _, err = Load(get, srv.URL+"/data/missing_index.json")
	if err == nil || !strings.Contains(err.Error(), "nowhere.sql") || !strings.Contains(err.Error(), "HTTP 404") {
		t.Errorf("index naming a missing file: %v", err)
	}
	_, _, err = Load(get, srv.URL+"/nothing.zip")
	if err == nil || !strings.Contains(err.Error(), srv.URL+"/nothing.zip") || !strings.Contains(err.Error(), "HTTP 404 Not Found") {
		t.Errorf("missing URL: %v", err)
	}
}

func TestFallbackWhole(t *testing.T) {
	big := strings.Repeat("x", 2*ProbeSize+3)
	dir := tree(t, map[string]string{"big.sqlite": big, "index.json": `["big.sqlite"]`})
	rangeless(dir, "/index.json", func(name string, n *atomic.Int64, entries []Entry, notes []string, err error) {
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		f := entries[0].File
		if !f.Whole || f.Size != int64(len(big)) || len(notes) != 1 || !strings.Contains(notes[0], "read whole (128.0 KiB)") {
			t.Errorf("%s: whole %v size %d notes %q", name, f.Whole, f.Size, notes)
		}
		before := n.Load()
		all, err := io.ReadAll(io.NewSectionReader(f, 0, f.Size))
		if err != nil || string(all) != big || n.Load() != before {
			t.Errorf("%s: reading a whole-read file: %v, %d requests", name, err, n.Load()-before)
		}
	})
}

// rangeless loads path from dir served by two hosts that do not honour
// range requests (one ignores them, one answers without Content-Range)
// and hands check each load's outcome, once the host has stopped, with
// the requests counted.
func rangeless(dir, path string, check func(host string, n *atomic.Int64, entries []Entry, notes []string, err error)) {
	for name, h := range map[string]http.Handler{
		"ranges ignored": noRanges(http.FileServer(http.Dir(dir))),
		"range hidden":   hiddenRange(http.FileServer(http.Dir(dir))),
	} {
		srv := httptest.NewServer(h)
		var n atomic.Int64
		entries, notes, err := Load(netGet(&n), srv.URL+path)
		srv.Close()
		check(name, &n, entries, notes, err)
	}
}

// TestWholeBounded: a file read whole is refused past MaxWhole, naming why.
func TestWholeBounded(t *testing.T) {
	defer func(old int64) { MaxWhole = old }(MaxWhole)
	MaxWhole = ProbeSize
	dir := tree(t, map[string]string{"big.sqlite": strings.Repeat("x", 2*ProbeSize)})
	rangeless(dir, "/big.sqlite", func(name string, _ *atomic.Int64, _ []Entry, _ []string, err error) {
		if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "range requests") {
			t.Errorf("%s: %v", name, err)
		}
	})
}

func TestNetworkError(t *testing.T) {
	get := func(string, int64, int64) (Response, error) { return Response{Status: 0}, nil }
	_, _, err := Load(get, "https://example.invalid/x.zip")
	if err == nil || !strings.Contains(err.Error(), "CORS") || !strings.Contains(err.Error(), "https://example.invalid/x.zip") {
		t.Errorf("status 0: %v", err)
	}
	broken := errors.New("NetworkError: failed to execute send")
	get = func(string, int64, int64) (Response, error) { return Response{}, broken }
	if _, _, err := Load(get, "https://example.invalid/x.zip"); !errors.Is(err, broken) {
		t.Errorf("transport error: %v", err)
	}
}

func TestParseContentRange(t *testing.T) {
	for h, want := range map[string][4]int64{
		"bytes 0-9/100":  {0, 9, 100, 1},
		"bytes */0":      {0, -1, 0, 1},
		"bytes 5-4/100":  {0, 0, 0, 0},
		"bytes 0-100/10": {0, 0, 0, 0},
		"items 0-1/2":    {0, 0, 0, 0},
		"":               {0, 0, 0, 0},
	} {
		a, b, total, ok := parseContentRange(h)
		okN := int64(0)
		if ok {
			okN = 1
		}
		if got := [4]int64{a, b, total, okN}; got != want {
			t.Errorf("%q: %v, want %v", h, got, want)
		}
	}
}

func TestResolve(t *testing.T) {
	for _, c := range []struct{ base, ref, want string }{
		{"http://h/?view=report", "data/x.zip", "http://h/data/x.zip"},
		{"http://h/a/b", "/web/demo/manifest.json", "http://h/web/demo/manifest.json"},
		{"http://h/", "https://other.org/d.zip", "https://other.org/d.zip"},
		{"http://h/", "javascript:alert(1)", ""},
		{"http://h/", "file:///etc/passwd", ""},
	} {
		got, err := Resolve(c.base, c.ref)
		if c.want == "" {
			if err == nil {
				t.Errorf("%s: %s, want an error", c.ref, got)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("Resolve(%q, %q) = %q, %v; want %q", c.base, c.ref, got, err, c.want)
		}
	}
	if !bytes.Equal([]byte(baseName("http://h/d/a%20b.zip?x=1")), []byte("a b.zip")) || baseName("http://h/") != "data" {
		t.Errorf("baseName: %q %q", baseName("http://h/d/a%20b.zip?x=1"), baseName("http://h/"))
	}
}

// TestIndexPathWithColon: an index entry "a:b.sql" is a file in the index's
// folder, not a URL with the scheme "a" (found by FuzzLoad).
func TestIndexPathWithColon(t *testing.T) {
	get := func(u string, start, end int64) (Response, error) {
		if strings.HasSuffix(u, "/index.json") {
			return Response{Status: 200, Body: []byte(`["a:b.sql", "https:c.sql"]`)}, nil
		}
		return Response{Status: 200, Body: []byte(u)}, nil
	}
	entries, _, err := Load(get, "https://host/data/index.json")
	if err != nil {
		t.Fatal(err)
	}
	var urls []string
	for _, e := range entries {
		urls = append(urls, e.File.URL)
	}
	if want := "https://host/data/a:b.sql https://host/data/https:c.sql"; strings.Join(urls, " ") != want {
		t.Errorf("index entries read from %q, want %q", urls, want)
	}
}
