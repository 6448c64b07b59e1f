package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"sync"

	"github.com/andybalholm/brotli"
)

// compressible lists the extensions that get precompressed .gz and .br siblings.
var compressible = map[string]bool{
	".wasm": true, ".js": true, ".mjs": true, ".css": true, ".json": true, ".html": true,
	".sqlite": true, ".sql": true, ".svg": true, ".webmanifest": true,
}

// encodings are the precompressed variants, in the server's order of preference.
var encodings = []struct {
	name, ext string
	encode    func(data []byte, brLevel int) ([]byte, error)
}{
	{"br", ".br", brotliBytes},
	{"gzip", ".gz", gzipBytes},
}

// compressor writes precompressed siblings, reusing earlier outputs from an
// optional cache directory keyed by content hash.
type compressor struct {
	brLevel  int
	cacheDir string // "" disables the cache

	mu   sync.Mutex
	used map[string]bool // cache entries this run read or wrote
}

// precompressTree writes a .br and a .gz sibling next to every compressible
// file under dir, skipping a variant that would not be smaller. With a
// cache directory, outputs for unchanged content are reused, and entries
// this run did not use are deleted so the cache holds one build.
func precompressTree(dir string, brLevel int, cacheDir string) error {
	files, err := listFiles(dir)
	if err != nil {
		return err
	}
	c := &compressor{brLevel: brLevel, cacheDir: cacheDir, used: map[string]bool{}}
	if cacheDir != "" {
		if err := os.MkdirAll(cacheDir, 0o755); err != nil {
			return fmt.Errorf("compression cache: %w", err)
		}
	}
	jobs := make(chan string)
	errs := make([]error, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for i := range errs {
		wg.Go(func() {
			for name := range jobs {
				if err := c.file(name); err != nil && errs[i] == nil {
					errs[i] = err
				}
			}
		})
	}
	for _, rel := range files {
		if compressible[path.Ext(rel)] {
			jobs <- filepath.Join(dir, filepath.FromSlash(rel))
		}
	}
	close(jobs)
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	return c.prune()
}

// file writes name's compressed siblings with name's modification time.
func (c *compressor) file(name string) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return fmt.Errorf("precompressing: %w", err)
	}
	info, err := os.Stat(name)
	if err != nil {
		return fmt.Errorf("precompressing: %w", err)
	}
	sum := sha256.Sum256(data)
	for _, enc := range encodings {
		key := fmt.Sprintf("%x-%s%d", sum, enc.name, c.brLevel)
		packed, err := c.cached(key, func() ([]byte, error) { return enc.encode(data, c.brLevel) })
		if err != nil {
			return fmt.Errorf("%s of %s: %w", enc.name, name, err)
		}
		if len(packed) >= len(data) {
			continue
		}
		sibling := name + enc.ext
		if err := os.WriteFile(sibling, packed, 0o644); err != nil {
			return fmt.Errorf("precompressing: %w", err)
		}
		if err := os.Chtimes(sibling, info.ModTime(), info.ModTime()); err != nil {
			return fmt.Errorf("precompressing: %w", err)
		}
	}
	return nil
}

// cached returns the cache entry key, or computes, stores and returns it.
func (c *compressor) cached(key string, compute func() ([]byte, error)) ([]byte, error) {
	if c.cacheDir == "" {
		return compute()
	}
	c.mu.Lock()
	c.used[key] = true
	c.mu.Unlock()
	entry := filepath.Join(c.cacheDir, key)
	if data, err := os.ReadFile(entry); err == nil {
		return data, nil
	}
	data, err := compute()
	if err != nil {
		return nil, err
	}
	tmp, err := os.CreateTemp(c.cacheDir, key+".tmp*")
	if err != nil {
		return nil, fmt.Errorf("compression cache: %w", err)
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return nil, fmt.Errorf("compression cache: %w", err)
	}
	if err := os.Rename(tmp.Name(), entry); err != nil {
		return nil, fmt.Errorf("compression cache: %w", err)
	}
	return data, nil
}

// prune deletes the cache entries this run did not use; files not named
// like an entry are left alone.
func (c *compressor) prune() error {
	if c.cacheDir == "" {
		return nil
	}
	entries, err := os.ReadDir(c.cacheDir)
	if err != nil {
		return fmt.Errorf("compression cache: %w", err)
	}
	for _, e := range entries {
		if isCacheEntry(e.Name()) && !c.used[e.Name()] {
			if err := os.Remove(filepath.Join(c.cacheDir, e.Name())); err != nil {
				return fmt.Errorf("compression cache: %w", err)
			}
		}
	}
	return nil
}

func gzipBytes(data []byte, _ int) ([]byte, error) {
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func brotliBytes(data []byte, level int) ([]byte, error) {
	var buf bytes.Buffer
	w := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: level, LGWin: 24})
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// isCacheEntry reports whether name looks like "<sha256 hex>-<encoding>...".
func isCacheEntry(name string) bool {
	if len(name) < 66 || name[64] != '-' {
		return false
	}
	_, err := hex.DecodeString(name[:64])
	return err == nil
}
