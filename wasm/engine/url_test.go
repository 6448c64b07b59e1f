//go:build !js

package engine

import (
	"archive/zip"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/wasm/protocol"
	"github.com/spidereval/spidereval/wasm/urlsource"
)

// httpGet is urlsource's Getter over net/http.
func httpGet(u string, start, end int64) (urlsource.Response, error) {
	req, err := http.NewRequest(http.MethodGet, u, nil)
	if err != nil {
		return urlsource.Response{}, err
	}
	if start >= 0 {
		req.Header.Set("Range", fmt.Sprintf("bytes=%d-%d", start, end))
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return urlsource.Response{}, err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	return urlsource.Response{Status: res.StatusCode, StatusText: http.StatusText(res.StatusCode),
		ContentRange: res.Header.Get("Content-Range"), Body: body}, err
}

// demoHost writes the demo as a zip and as a folder with an index, and
// serves both.
func demoHost(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	var files []string
	zf, err := os.Create(filepath.Join(dir, "demo.zip"))
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(zf)
	err = filepath.WalkDir(demo, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(demo, p)
		rel = filepath.ToSlash(rel)
		if strings.HasPrefix(rel, "golden/") || rel == "dev_gold.sql" || rel == "README.md" {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		files = append(files, rel)
		dst := filepath.Join(dir, "folder", filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(dst, data, 0o644); err != nil {
			return err
		}
		w, err := zw.Create(rel)
		if err != nil {
			return err
		}
		_, err = w.Write(data)
		return err
	})
	if err == nil {
		err = zw.Close()
	}
	if err == nil {
		err = zf.Close()
	}
	if err != nil {
		t.Fatal(err)
	}
	index, _ := json.Marshal(files)
	if err := os.WriteFile(filepath.Join(dir, "folder", "index.json"), index, 0o644); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(srv.Close)
	return srv.URL
}

// TestLoadURL loads the demo by URL, as a zip and as a folder index, and
// scores it as the CLI does; a missing URL fails naming itself.
func TestLoadURL(t *testing.T) {
	base := demoHost(t)
	want := cliReport(t)
	for _, c := range []struct{ url, gold, pred string }{
		{base + "/demo.zip", "dev.json", "pred_graphix_t5.sql"},
		{base + "/folder/index.json", "dev.json", "pred_graphix_t5.sql"},
	} {
		rec := &recorder{}
		cached := 0
		e := New(Host{Post: rec.post, Get: httpGet, Cache: func(r io.ReaderAt, size int64) io.ReaderAt { cached++; return r }})
		e.Handle(protocol.Request{Type: protocol.LoadURL, ID: 1, URL: c.url}, nil)
		loaded := rec.of(protocol.Loaded)
		if f := rec.of(protocol.Failed); len(f) > 0 || len(loaded) != 1 {
			t.Fatalf("%s: %+v", c.url, rec.got)
		}
		s := loaded[0].Summary
		if len(s.Databases) != 4 || len(s.Problems) != 0 || len(s.Notes) != 1 || !strings.Contains(s.Notes[0], "Loaded from "+c.url) || !strings.Contains(s.Notes[0], "with range requests") {
			t.Fatalf("%s: summary %+v", c.url, s)
		}
		if cached == 0 {
			t.Errorf("%s: no file read through the cache", c.url)
		}
		e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 2, Gold: c.gold, Pred: c.pred, Etype: "all"}, nil)
		start := rec.of(protocol.RunStart)
		if len(start) != 1 {
			t.Fatalf("%s: golds %q preds %q: %+v", c.url, s.Golds, s.Preds, rec.of(protocol.Failed))
		}
		if start[0].Run.Report != want {
			t.Errorf("%s: report differs from the CLI's:\n%s\n---\n%s", c.url, start[0].Run.Report, want)
		}
		// Reset forgets the notes with the files.
		e.Handle(protocol.Request{Type: protocol.Reset, ID: 3}, nil)
		if l := rec.of(protocol.Loaded); len(l[len(l)-1].Summary.Notes) != 0 {
			t.Errorf("notes after a reset: %q", l[len(l)-1].Summary.Notes)
		}
	}
	rec := &recorder{}
	e := New(Host{Post: rec.post, Get: httpGet})
	e.Handle(protocol.Request{Type: protocol.LoadURL, ID: 1, URL: base + "/nothing.zip"}, nil)
	if f := rec.of(protocol.Failed); len(f) != 1 || f[0].ID != 1 || !strings.Contains(f[0].Error, base+"/nothing.zip: HTTP 404") {
		t.Errorf("a missing URL: %+v", rec.got)
	}
}
