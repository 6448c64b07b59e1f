// Package urlsource opens data named by a URL (the page's ?data=) as files
// read on demand: a zip archive or any single file, or a folder index (a
// JSON list of relative paths) whose files are opened the same way. Each
// file is read with HTTP range requests where the server honours them and
// read whole, once, where it does not. The HTTP requests themselves are
// the caller's (a synchronous XMLHttpRequest in the worker, net/http in
// tests), so the package is plain Go and tested natively.
//
// Index format: a JSON array of relative paths without spaces (the demo's
// manifest.json),
//
//	["dev_gold.sql", "tables.json", "database/concert_singer/concert_singer.sqlite"]
//
// or an object with a "files" array of the same paths,
//
//	{"files": ["dev_gold.sql", "database/x/x.sqlite"]}
//
// each resolved against the index's own URL (the object form allows any
// path; one leaving the folder is skipped and named). Any other body (a zip, a
// gold file, even a JSON file such as tables.json) is one file, named by
// the last segment of its URL's path.
package urlsource

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"path"
	"strconv"
	"strings"

	"github.com/spidereval/spidereval/wasm/readat"
)

// Response is the answer to one GET.
type Response struct {
	Status       int    // HTTP status; 0 when the browser hides it (network error, CORS)
	StatusText   string // the status line's text, when known
	ContentRange string // the Content-Range header ("" when absent or not exposed by CORS)
	Body         []byte
}

// Getter does one GET of url. With start >= 0 it asks for bytes
// start..end (inclusive) with a Range header; with start < 0 for the whole
// body. A failed request (network, CORS, a refused URL) is an error; an
// HTTP error status is a Response.
type Getter func(url string, start, end int64) (Response, error)

// ProbeSize is how many first bytes Open asks for: they recognise the file
// and, in the answer's Content-Range, give its size.
const ProbeSize = 64 << 10

// MaxIndex bounds an index's size.
const MaxIndex = 16 << 20

// MaxWhole bounds a file read whole because its host ignores range
// requests: it is held in memory, and the worker's memory is bounded too.
// A Getter should refuse a longer body before copying it.
var MaxWhole int64 = 256 << 20

// ErrTooLarge is a body over MaxWhole.
var ErrTooLarge = errors.New("over the size read whole")

// checkWhole refuses a whole body over MaxWhole.
func checkWhole(u string, n int64) error {
	if n > MaxWhole {
		return fmt.Errorf("GET %s: the host ignores range requests and the file is %d bytes, %w (%d MiB): serve it from a host that answers range requests, or drop the file on the page", u, n, ErrTooLarge, MaxWhole>>20)
	}
	return nil
}

// File is one opened URL.
type File struct {
	URL  string
	Size int64
	// Whole says the server ignored the range request (or hid its
	// Content-Range): the body was read whole, once, and is held in memory.
	Whole bool
	get   Getter
	first []byte // the first bytes, from the probe (the whole body when Whole)
}

// Open asks url for its first ProbeSize bytes and returns the file, read
// on demand from then on.
func Open(get Getter, u string) (*File, error) {
	res, err := get(u, 0, ProbeSize-1)
	if err != nil {
		return nil, fmt.Errorf("GET %s: %w", u, err)
	}
	switch res.Status {
	case 206:
		start, end, total, ok := parseContentRange(res.ContentRange)
		if !ok || start != 0 || end-start+1 != int64(len(res.Body)) {
			// Content-Range unreadable (a cross-origin server that does not
			// expose it) or inconsistent: read the whole body instead.
			return whole(get, u)
		}
		return &File{URL: u, Size: total, get: get, first: res.Body}, nil
	case 200: // ranges ignored (an empty file is whole either way)
		if err := checkWhole(u, int64(len(res.Body))); err != nil {
			return nil, err
		}
		return &File{URL: u, Size: int64(len(res.Body)), Whole: len(res.Body) > 0, get: get, first: res.Body}, nil
	case 416: // an empty file has no byte 0
		if _, _, total, ok := parseContentRange(res.ContentRange); ok && total == 0 {
			return &File{URL: u, get: get}, nil
		}
		return whole(get, u)
	default:
		return nil, statusError(u, res)
	}
}

// whole reads u's whole body.
func whole(get Getter, u string) (*File, error) {
	res, err := get(u, -1, -1)
	if err != nil {
		return nil, fmt.Errorf("GET %s: %w", u, err)
	}
	if res.Status != 200 {
		return nil, statusError(u, res)
	}
	if err := checkWhole(u, int64(len(res.Body))); err != nil {
		return nil, err
	}
	return &File{URL: u, Size: int64(len(res.Body)), Whole: true, get: get, first: res.Body}, nil
}

func statusError(u string, res Response) error {
	if res.Status == 0 {
		return fmt.Errorf("GET %s: no answer (a network error, or the host does not allow this page to read it: CORS)", u)
	}
	text := strings.TrimSpace(res.StatusText)
	if text == "" {
		return fmt.Errorf("GET %s: HTTP %d", u, res.Status)
	}
	return fmt.Errorf("GET %s: HTTP %d %s", u, res.Status, text)
}

// parseContentRange reads "bytes a-b/total" (or "bytes */total").
func parseContentRange(h string) (start, end, total int64, ok bool) {
	rest, found := strings.CutPrefix(strings.TrimSpace(h), "bytes ")
	if !found {
		return 0, 0, 0, false
	}
	span, size, found := strings.Cut(rest, "/")
	if !found {
		return 0, 0, 0, false
	}
	total, err := strconv.ParseInt(strings.TrimSpace(size), 10, 64)
	if err != nil || total < 0 {
		return 0, 0, 0, false
	}
	if span == "*" {
		return 0, -1, total, true
	}
	a, b, found := strings.Cut(span, "-")
	if !found {
		return 0, 0, 0, false
	}
	start, err1 := strconv.ParseInt(a, 10, 64)
	end, err2 := strconv.ParseInt(b, 10, 64)
	if err1 != nil || err2 != nil || start < 0 || end < start || end >= total {
		return 0, 0, 0, false
	}
	return start, end, total, true
}

// ReadAt implements io.ReaderAt: bytes already held are copied, others
// asked for with one range request. It is safe for concurrent use.
func (f *File) ReadAt(p []byte, off int64) (int, error) {
	return readat.Within("urlsource", p, off, f.Size, f.fill)
}

// fill reads q, which lies inside the file, at off: from the bytes held,
// or with one range request.
func (f *File) fill(q []byte, off int64) (int, error) {
	want := int64(len(q))
	if off+want <= int64(len(f.first)) {
		return copy(q, f.first[off:off+want]), nil
	}
	res, err := f.get(f.URL, off, off+want-1)
	if err != nil {
		return 0, fmt.Errorf("GET %s bytes %d-%d: %w", f.URL, off, off+want-1, err)
	}
	n := 0
	switch res.Status {
	case 206:
		start, _, total, ok := parseContentRange(res.ContentRange)
		if res.ContentRange != "" && (!ok || start != off || total != f.Size) {
			return 0, fmt.Errorf("GET %s bytes %d-%d: the server answered %q (the file changed?)", f.URL, off, off+want-1, res.ContentRange)
		}
		n = copy(q, res.Body)
	case 200: // ranges ignored this time: the whole body
		if int64(len(res.Body)) != f.Size {
			return 0, fmt.Errorf("GET %s: %d bytes, was %d (the file changed?)", f.URL, len(res.Body), f.Size)
		}
		n = copy(q, res.Body[off:])
	default:
		return 0, statusError(f.URL, res)
	}
	if int64(n) < want {
		return n, fmt.Errorf("GET %s bytes %d-%d: %d bytes: %w", f.URL, off, off+want-1, n, io.ErrUnexpectedEOF)
	}
	return n, nil
}

// Entry is one file of a URL load: its name (as a dropped file's path)
// and the opened file.
type Entry struct {
	Name string
	File *File
}

// Load opens u: the files of a folder index, or u itself as one file.
// notes name what the page should say: files read whole because the host
// ignored range requests, index paths refused. A failure to read u, or
// any file an index lists, is an error naming the URL and its cause.
func Load(get Getter, u string) (entries []Entry, notes []string, err error) {
	f, err := Open(get, u)
	if err != nil {
		return nil, nil, err
	}
	paths, isIndex, err := readIndex(f)
	if err != nil {
		return nil, nil, err
	}
	if !isIndex {
		return []Entry{{Name: baseName(u), File: f}}, wholeNote(nil, f), nil
	}
	base, err := url.Parse(u)
	if err != nil {
		return nil, nil, fmt.Errorf("index %s: %w", u, err)
	}
	for _, p := range paths {
		if why := badPath(p); why != "" {
			notes = append(notes, fmt.Sprintf("%s: index entry %q skipped: %s", u, p, why))
			continue
		}
		// A path, never a URL: "a:b" is a file name, not the scheme "a".
		file, err := Open(get, base.ResolveReference(&url.URL{Path: p}).String())
		if err != nil {
			return nil, nil, fmt.Errorf("index %s, file %s: %w", u, p, err)
		}
		entries = append(entries, Entry{Name: p, File: file})
		notes = wholeNote(notes, file)
	}
	if len(entries) == 0 && len(notes) == 0 {
		return nil, nil, fmt.Errorf("index %s lists no files", u)
	}
	return entries, notes, nil
}

// wholeNote adds a note when f was read whole.
func wholeNote(notes []string, f *File) []string {
	if !f.Whole {
		return notes
	}
	return append(notes, fmt.Sprintf("%s: the host ignored range requests (or hid Content-Range from this page), so the file was read whole (%s) and is held in memory", f.URL, SizeText(f.Size)))
}

// SizeText is a byte count for people: GiB, MiB or KiB to one decimal,
// or bytes.
func SizeText(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}

// readIndex tells a folder index by its JSON and returns its paths.
func readIndex(f *File) (paths []string, ok bool, err error) {
	head := bytes.TrimLeft(f.first, " \t\r\n\ufeff")
	if len(head) == 0 || (head[0] != '[' && head[0] != '{') || f.Size > MaxIndex {
		return nil, false, nil
	}
	data := f.first
	if int64(len(data)) < f.Size {
		data = make([]byte, f.Size)
		if _, err := f.ReadAt(data, 0); err != nil && !errors.Is(err, io.EOF) {
			return nil, false, fmt.Errorf("reading %s: %w", f.URL, err)
		}
	}
	paths, ok = ParseIndex(data)
	return paths, ok, nil
}

// ParseIndex reads a folder index: a JSON array of clean relative paths
// without spaces (else it may be a JSON prediction file), or an object
// whose "files" is an array of paths (any, refused ones noted by Load).
// Anything else is not an index (false).
func ParseIndex(data []byte) ([]string, bool) {
	data = bytes.TrimPrefix(bytes.TrimSpace(data), []byte("\ufeff"))
	var list []string
	if err := json.Unmarshal(data, &list); err == nil && list != nil {
		// A JSON list of SQL strings (a prediction file) is not an index:
		// the bare list form holds plain paths only.
		for _, p := range list {
			if badPath(p) != "" || strings.ContainsAny(p, " \t\r\n") {
				return nil, false
			}
		}
		return list, true
	}
	var obj struct {
		Files *[]string `json:"files"`
	}
	if err := json.Unmarshal(data, &obj); err == nil && obj.Files != nil {
		return *obj.Files, true
	}
	return nil, false
}

// badPath says why an index path is refused: it must be a clean relative
// path inside the index's folder, as a dropped folder's would be.
func badPath(p string) string {
	switch {
	case p == "":
		return "empty path"
	case strings.Contains(p, "://") || strings.HasPrefix(p, "//"):
		return "not a relative path"
	case strings.ContainsAny(p, "\\?#"):
		return `a path holds no \, ? or #`
	case !fs.ValidPath(p) || p == ".":
		return "outside the index's folder or not a clean path"
	}
	return ""
}

// baseName is the last segment of a URL's path, unescaped ("data" when
// the path names none).
func baseName(u string) string {
	parsed, err := url.Parse(u)
	if err != nil {
		return "data"
	}
	name := path.Base(parsed.Path)
	if name == "/" || name == "." || name == "" {
		return "data"
	}
	return name
}

// Resolve makes ref absolute against base (the page's address), as the
// browser resolves a link.
func Resolve(base, ref string) (string, error) {
	b, err := url.Parse(base)
	if err != nil {
		return "", fmt.Errorf("page address %q: %w", base, err)
	}
	r, err := url.Parse(strings.TrimSpace(ref))
	if err != nil {
		return "", fmt.Errorf("data URL %q: %w", ref, err)
	}
	abs := b.ResolveReference(r)
	if abs.Scheme != "http" && abs.Scheme != "https" {
		return "", fmt.Errorf("data URL %q: only http and https URLs can be loaded", ref)
	}
	return abs.String(), nil
}
