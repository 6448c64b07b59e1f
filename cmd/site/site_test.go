package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

func gzipReader(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }

// writeTree creates files (slash paths → contents) under a new temp dir.
func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestSiteHandler(t *testing.T) {
	big := strings.Repeat("console.log('spidereval');\n", 200)
	dir := writeTree(t, map[string]string{
		"index.html":   "<html>index</html>",
		"app.js":       big,
		"web/a.wasm":   "\x00asm",
		".site-build":  "marker",
		"web/.hidden":  "secret",
		"web/logo.png": "png",
	})
	if err := precompressTree(dir, 5, ""); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(newSiteHandler(dir))
	defer srv.Close()
	cases := []struct {
		path, accept   string
		rangeHeader    string
		status         int
		contentType    string
		encoding, body string // body "" skips the check
	}{
		{"/", "", "", 200, "text/html; charset=utf-8", "", "<html>index</html>"},
		{"/questions", "", "", 200, "text/html; charset=utf-8", "", "<html>index</html>"},
		{"/web", "", "", 200, "text/html; charset=utf-8", "", "<html>index</html>"},
		{"/missing.js", "", "", 404, "", "", ""},
		{"/.site-build", "", "", 404, "", "", ""},
		{"/web/.hidden", "", "", 404, "", "", ""},
		{"/web/a.wasm", "br", "", 200, "application/wasm", "", "\x00asm"}, // too small to compress
		{"/web/logo.png", "br", "", 200, "image/png", "", "png"},
		{"/app.js", "", "", 200, "text/javascript; charset=utf-8", "", big},
		{"/app.js", "gzip, deflate, br", "", 200, "text/javascript; charset=utf-8", "br", ""},
		{"/app.js", "gzip", "", 200, "text/javascript; charset=utf-8", "gzip", ""},
		{"/app.js", "br;q=0, gzip", "", 200, "text/javascript; charset=utf-8", "gzip", ""},
		{"/app.js", "*", "", 200, "text/javascript; charset=utf-8", "br", ""},
		{"/app.js", "", "bytes=0-9", 206, "text/javascript; charset=utf-8", "", big[:10]},
		// A range is served from the file itself, never from a compressed sibling.
		{"/app.js", "br", "bytes=0-9", 206, "text/javascript; charset=utf-8", "", big[:10]},
		{"/app.js", "gzip", "bytes=10-19", 206, "text/javascript; charset=utf-8", "", big[10:20]},
	}
	for _, c := range cases {
		req, _ := http.NewRequest(http.MethodGet, srv.URL+c.path, nil)
		if c.accept != "" {
			req.Header.Set("Accept-Encoding", c.accept)
		}
		if c.rangeHeader != "" {
			req.Header.Set("Range", c.rangeHeader)
		}
		res, err := rawClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		name := c.path + " [" + c.accept + "]"
		if res.StatusCode != c.status {
			t.Errorf("%s: status %d, want %d", name, res.StatusCode, c.status)
			continue
		}
		if c.status >= 300 {
			continue
		}
		if got, want := res.Header.Get("Content-Length"), fmt.Sprint(len(body)); got != want {
			t.Errorf("%s: Content-Length %q, want %s", name, got, want)
		}
		if got := res.Header.Get("Content-Type"); got != c.contentType {
			t.Errorf("%s: Content-Type %q, want %q", name, got, c.contentType)
		}
		if got := res.Header.Get("Content-Encoding"); got != c.encoding {
			t.Errorf("%s: Content-Encoding %q, want %q", name, got, c.encoding)
		}
		if got := res.Header.Get("Cache-Control"); got != "no-cache" {
			t.Errorf("%s: Cache-Control %q, want no-cache", name, got)
		}
		if c.encoding != "" {
			if got, want := res.Header.Get(rawLengthHeader), fmt.Sprint(len(big)); got != want {
				t.Errorf("%s: %s %q, want %s", name, rawLengthHeader, got, want)
			}
		}
		if c.body != "" && string(body) != c.body {
			t.Errorf("%s: body %.40q, want %.40q", name, body, c.body)
		}
	}
}

func TestAccepts(t *testing.T) {
	cases := []struct {
		header, coding string
		want           bool
	}{
		{"", "br", false},
		{"br", "br", true},
		{"gzip, deflate, br, zstd", "br", true},
		{"gzip;q=1.0, br;q=0", "br", false},
		{"BR", "br", true},
		{"*", "gzip", true},
		{"*;q=0", "gzip", false},
		{"gzip;q=0, *", "gzip", false},
		{"identity", "gzip", false},
	}
	for _, c := range cases {
		if got := accepts(c.header, c.coding); got != c.want {
			t.Errorf("accepts(%q, %q) = %v, want %v", c.header, c.coding, got, c.want)
		}
	}
}

func TestCheckLoopback(t *testing.T) {
	for _, addr := range []string{"127.0.0.1:8080", "[::1]:0", "localhost:80", "127.0.0.2:1"} {
		if err := checkLoopback(addr); err != nil {
			t.Errorf("checkLoopback(%q) = %v, want nil", addr, err)
		}
	}
	for _, addr := range []string{":8080", "0.0.0.0:8080", "192.168.1.2:80", "example.com:80", "8080"} {
		if err := checkLoopback(addr); err == nil {
			t.Errorf("checkLoopback(%q) = nil, want an error", addr)
		}
	}
}

func TestIcons(t *testing.T) {
	dir := t.TempDir()
	if err := writeIcons(dir); err != nil {
		t.Fatal(err)
	}
	for _, size := range []int{192, 512} {
		name := fmt.Sprintf("icon-%d.png", size)
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if b := img.Bounds(); b.Dx() != size || b.Dy() != size {
			t.Errorf("%s is %v", name, b)
		}
		if _, _, _, a := img.At(0, 0).RGBA(); a != 0 {
			t.Errorf("%s: corner is not transparent", name)
		}
		if r, g, b, _ := img.At(size/10, size/2).RGBA(); !(b > r && b > g) {
			t.Errorf("%s: margin is not blue", name)
		}
		headerY := int((tableTop + headerBottom) / 2 * float64(size))
		if r, _, _, _ := img.At(size/2, headerY).RGBA(); r>>8 < 0xc0 {
			t.Errorf("%s: header row is not light", name)
		}
	}
	svg, err := os.ReadFile(filepath.Join(dir, "icon.svg"))
	if err != nil {
		t.Fatal(err)
	}
	dec := xml.NewDecoder(bytes.NewReader(svg))
	for {
		if _, err := dec.Token(); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("icon.svg is not XML: %v", err)
		}
	}
}

func TestCopyDemo(t *testing.T) {
	src := writeTree(t, map[string]string{
		"tables.json":           "[]",
		"dev_gold.sql":          "SELECT 1\tdb",
		"database/db/db.sqlite": "sqlite",
		"golden/report.txt":     "not shipped",
		".gitkeep":              "",
		"database/db/.DS_Store": "",
		"README.md":             "demo",
	})
	dst := filepath.Join(t.TempDir(), "demo")
	if err := copyDemo(src, dst); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dst, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	if err := json.Unmarshal(data, &files); err != nil {
		t.Fatal(err)
	}
	want := []string{"README.md", "database/db/db.sqlite", "dev_gold.sql", "tables.json"}
	if !slices.Equal(files, want) {
		t.Errorf("manifest = %q, want %q", files, want)
	}
	for _, f := range want {
		if _, err := os.Stat(filepath.Join(dst, filepath.FromSlash(f))); err != nil {
			t.Errorf("listed file not copied: %v", err)
		}
	}
	if _, err := os.Stat(filepath.Join(dst, "golden")); err == nil {
		t.Error("golden/ was copied")
	}
}

func TestResetSiteDir(t *testing.T) {
	foreign := writeTree(t, map[string]string{"notes.txt": "keep me"})
	if err := resetSiteDir(foreign); err == nil {
		t.Fatal("resetSiteDir replaced a directory it did not make")
	}
	if _, err := os.Stat(filepath.Join(foreign, "notes.txt")); err != nil {
		t.Fatal("foreign file is gone")
	}
	site := filepath.Join(t.TempDir(), "site")
	if err := resetSiteDir(site); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(site, "old.html"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := resetSiteDir(site); err != nil {
		t.Fatalf("rebuilding over an earlier site: %v", err)
	}
	if _, err := os.Stat(filepath.Join(site, "old.html")); err == nil {
		t.Error("old file survived the rebuild")
	}
}

func TestPrecompressCache(t *testing.T) {
	text := strings.Repeat("SELECT name FROM singer;\n", 100)
	dir := writeTree(t, map[string]string{"a.sql": text, "b.png": text})
	cache := writeTree(t, map[string]string{"unrelated.txt": "keep"})
	stale := filepath.Join(cache, strings.Repeat("0", 64)+"-br5")
	if err := os.WriteFile(stale, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := precompressTree(dir, 5, cache); err != nil {
			t.Fatal(err)
		}
		br, err := os.ReadFile(filepath.Join(dir, "a.sql.br"))
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(brotli.NewReader(bytes.NewReader(br)))
		if err != nil || string(got) != text {
			t.Fatalf("a.sql.br does not decode to a.sql: %v", err)
		}
		if _, err := os.Stat(filepath.Join(dir, "b.png.br")); err == nil {
			t.Error("compressed a .png")
		}
	}
	if _, err := os.Stat(stale); err == nil {
		t.Error("unused cache entry was not pruned")
	}
	if _, err := os.Stat(filepath.Join(cache, "unrelated.txt")); err != nil {
		t.Error("prune removed a file that is not a cache entry")
	}
	entries, _ := os.ReadDir(cache)
	if len(entries) != 3 { // unrelated.txt, a.sql's br and gzip
		t.Errorf("cache holds %d files, want 3", len(entries))
	}
}
