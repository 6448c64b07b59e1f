package main

import (
	"bytes"
	"encoding/json"
	"image/png"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/chromedp/chromedp"
)

// TestPageMounts loads the page in Chromium and waits for go-app's wasm to
// start and show the explorer's root element.
func TestPageMounts(t *testing.T) {
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	title := within(t, ctx, 10*time.Second, "reading the title", chromedp.Title())
	if title == "" {
		t.Error("page has an empty title")
	}
}

// TestScreenshot saves a PNG of the mounted page for a person to look at;
// set SPIDEREVAL_SCREENSHOT_DIR to keep it after the test.
func TestScreenshot(t *testing.T) {
	ctx := openPage(t, "/")
	waitMounted(t, ctx)
	shot := within(t, ctx, time.Minute, "taking a screenshot", chromedp.FullScreenshot(100))
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatalf("screenshot is not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() < 100 || b.Dy() < 100 {
		t.Errorf("screenshot is only %v", b)
	}
	dir := os.Getenv("SPIDEREVAL_SCREENSHOT_DIR")
	if dir == "" {
		dir = t.TempDir()
	}
	name := filepath.Join(dir, "explorer.png")
	if err := os.WriteFile(name, shot, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", name)
}

// TestServesPrecompressedWasm asks for app.wasm with each encoding and checks
// the headers and that the decoded body equals the raw file.
func TestServesPrecompressedWasm(t *testing.T) {
	base, dir := siteURL(t), builtSite(t)
	raw, err := os.ReadFile(filepath.Join(dir, "web", "app.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	decoders := map[string]func(io.Reader) (io.Reader, error){
		"br":       func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
		"gzip":     gzipReader,
		"identity": func(r io.Reader) (io.Reader, error) { return r, nil },
	}
	for _, enc := range []string{"br", "gzip", "identity"} {
		t.Run(enc, func(t *testing.T) {
			res := get(t, base+"/web/app.wasm", enc)
			defer res.Body.Close()
			if got := res.Header.Get("Content-Type"); got != "application/wasm" {
				t.Errorf("Content-Type = %q, want application/wasm", got)
			}
			wantEnc := enc
			if enc == "identity" {
				wantEnc = ""
			}
			if got := res.Header.Get("Content-Encoding"); got != wantEnc {
				t.Fatalf("Content-Encoding = %q, want %q", got, wantEnc)
			}
			body, err := decoders[enc](res.Body)
			if err != nil {
				t.Fatal(err)
			}
			got, err := io.ReadAll(body)
			if err != nil {
				t.Fatalf("decoding %s body: %v", enc, err)
			}
			if enc != "identity" {
				if got := res.Header.Get(rawLengthHeader); got != strconv.Itoa(len(raw)) {
					t.Errorf("%s = %q, want %d", rawLengthHeader, got, len(raw))
				}
			}
			if !bytes.Equal(got, raw) {
				t.Errorf("decoded body has %d bytes, differs from app.wasm (%d bytes)", len(got), len(raw))
			}
		})
	}
}

// TestDemoManifest checks that the demo manifest lists files the server
// serves, including the tables, the gold SQL and at least one database.
func TestDemoManifest(t *testing.T) {
	base := siteURL(t)
	res := get(t, base+"/web/demo/manifest.json", "")
	defer res.Body.Close()
	if got := res.Header.Get("Content-Type"); got != "application/json" {
		t.Errorf("Content-Type = %q, want application/json", got)
	}
	var files []string
	if err := json.NewDecoder(res.Body).Decode(&files); err != nil {
		t.Fatalf("manifest is not a JSON list of strings: %v", err)
	}
	for _, want := range []string{"tables.json", "dev.json", "dev_gold.sql"} {
		if !slices.Contains(files, want) {
			t.Errorf("manifest lacks %s: %q", want, files)
		}
	}
	sqlite := 0
	for _, f := range files {
		if filepath.Ext(f) == ".sqlite" {
			sqlite++
		}
		if filepath.Dir(f) == "golden" || f == "manifest.json" {
			t.Errorf("manifest lists %s, which is not shipped", f)
		}
		r := get(t, base+"/web/demo/"+f, "")
		r.Body.Close()
		if r.StatusCode != http.StatusOK {
			t.Errorf("GET /web/demo/%s: %s", f, r.Status)
		}
	}
	if sqlite == 0 {
		t.Errorf("manifest lists no .sqlite database: %q", files)
	}
}

// TestPrintSizesOfBuiltSite checks that the size table covers both wasm files.
func TestPrintSizesOfBuiltSite(t *testing.T) {
	var out bytes.Buffer
	if err := printSizes(&out, builtSite(t)); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"web/app.wasm", "web/worker.wasm", "first-load total"} {
		if !bytes.Contains(out.Bytes(), []byte(want)) {
			t.Errorf("size table lacks %q:\n%s", want, out.String())
		}
	}
	t.Logf("\n%s", out.String())
}

// rawClient leaves Content-Encoding to the test.
var rawClient = &http.Client{Transport: &http.Transport{DisableCompression: true}, Timeout: time.Minute}

// get fetches url with the given Accept-Encoding ("" for none), without
// transparent decompression, and fails the test on a transport error.
func get(t *testing.T, url, acceptEncoding string) *http.Response {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	res, err := rawClient.Do(req)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	return res
}
