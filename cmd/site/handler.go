package main

import (
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
)

// rawLengthHeader carries a precompressed file's decoded length; the
// generated app.js reads it (Handler.WasmContentLengthHeader) to show
// download progress of app.wasm.
const rawLengthHeader = "X-Raw-Content-Length"

// contentTypes fixes the types the app depends on, independent of the
// machine's mime tables.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".json":        "application/json",
	".webmanifest": "application/manifest+json",
	".wasm":        "application/wasm",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".sql":         "text/plain; charset=utf-8",
	".md":          "text/markdown; charset=utf-8",
	".sqlite":      "application/vnd.sqlite3",
}

// contentType is the Content-Type for a file name.
func contentType(name string) string {
	ext := path.Ext(name)
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// siteHandler serves a built site: files as they are, index.html for "/"
// and for extension-less paths that are not files (app routes), and a
// precompressed sibling when the client accepts its encoding and asks for
// no range (ranges are served from the file itself).
type siteHandler struct {
	root fs.FS
}

// newSiteHandler serves the site in dir.
func newSiteHandler(dir string) http.Handler {
	return siteHandler{root: os.DirFS(dir)}
}

func (h siteHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, ok := h.resolve(r.URL.Path)
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Content-Type", contentType(name))
	if compressible[path.Ext(name)] {
		w.Header().Add("Vary", "Accept-Encoding")
	}
	served, suffix := name, ""
	// A range request (the page reading a database by URL, page by page)
	// gets the file's own bytes: ranges of a compressed sibling would not
	// be ranges of the file.
	ranged := r.Header.Get("Range") != ""
	for _, enc := range encodings {
		if ranged || !compressible[path.Ext(name)] || !accepts(r.Header.Get("Accept-Encoding"), enc.name) {
			continue
		}
		if isFile(h.root, name+enc.ext) {
			served, suffix = name+enc.ext, "-"+enc.name
			w.Header().Set("Content-Encoding", enc.name)
			break
		}
	}
	f, err := h.root.Open(served)
	if err != nil {
		http.Error(w, "cannot open file", http.StatusInternalServerError)
		return
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		http.Error(w, "cannot stat file", http.StatusInternalServerError)
		return
	}
	// A validator per file and encoding: a returning browser revalidates
	// (no-cache) and, on a 304, keeps its copy and the compiled code it
	// keeps beside a WebAssembly file (assets/web/wasmcache.js).
	w.Header().Set("ETag", fmt.Sprintf(`"%x-%x%s"`, info.Size(), info.ModTime().UnixNano(), suffix))
	rs, ok := f.(io.ReadSeeker)
	if !ok {
		http.Error(w, "file is not seekable", http.StatusInternalServerError)
		return
	}
	if served != name {
		// ServeContent omits Content-Length for encoded bodies and would
		// apply a Range to the compressed bytes: send the whole sibling with
		// its length, and the decoded length for go-app's progress bar.
		if raw, err := fs.Stat(h.root, name); err == nil {
			w.Header().Set(rawLengthHeader, strconv.FormatInt(raw.Size(), 10))
		}
		w.Header().Set("Content-Length", strconv.FormatInt(info.Size(), 10))
		r = r.Clone(r.Context())
		r.Header.Del("Range")
	}
	http.ServeContent(w, r, served, info.ModTime(), rs)
}

// resolve maps a URL path to a file name in the site, or reports false for 404.
func (h siteHandler) resolve(urlPath string) (string, bool) {
	clean := strings.TrimPrefix(path.Clean("/"+urlPath), "/")
	if clean == "" {
		return "index.html", true
	}
	for _, part := range strings.Split(clean, "/") {
		if hidden(part) {
			return "", false
		}
	}
	if !fs.ValidPath(clean) {
		return "", false
	}
	if isFile(h.root, clean) {
		return clean, true
	}
	if path.Ext(clean) == "" {
		return "index.html", true
	}
	return "", false
}

func isFile(root fs.FS, name string) bool {
	info, err := fs.Stat(root, name)
	return err == nil && info.Mode().IsRegular()
}

// accepts reports whether an Accept-Encoding header allows coding with a
// non-zero quality, explicitly or through "*".
func accepts(header, coding string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		q := 1.0
		if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
				q = f
			}
		}
		switch name {
		case coding:
			return q > 0
		case "*":
			star = q > 0
		}
	}
	return star
}
