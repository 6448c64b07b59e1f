package main

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// hostFileLimit is the largest file a common static host takes (25 MiB a
// file on Cloudflare Pages): the build warns of any output over it.
const hostFileLimit = 25 << 20

// explainParts are explain.wasm's two halves, the files the site serves in
// its place (it is over hostFileLimit raw); the explain worker's bootstrap
// (assets/web/worker.js) joins them as they download and compiles the
// whole while it streams in. About this engine lists the halves.
var explainParts = []string{"explain-1.wasm", "explain-2.wasm"}

// splitInHalves replaces web/name by two files, the first half of its
// bytes and the rest, named parts.
func splitInHalves(web, name string, parts []string) error {
	src := filepath.Join(web, name)
	f, err := os.Open(src)
	if err != nil {
		return fmt.Errorf("splitting %s: %w", name, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return fmt.Errorf("splitting %s: %w", name, err)
	}
	half := (st.Size() + 1) / 2
	for i, part := range parts[:2] {
		n := half
		if i == 1 {
			n = st.Size() - half
		}
		out, err := os.Create(filepath.Join(web, part))
		if err != nil {
			return fmt.Errorf("splitting %s: %w", name, err)
		}
		_, err = io.CopyN(out, f, n)
		if cerr := out.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("splitting %s into %s: %w", name, part, err)
		}
	}
	f.Close()
	if err := os.Remove(src); err != nil {
		return fmt.Errorf("splitting %s: %w", name, err)
	}
	return nil
}

// oversized lists the files under dir over limit bytes (raw), as paths
// relative to dir, with their sizes.
func oversized(dir string, limit int64) ([]string, []int64, error) {
	var names []string
	var sizes []int64
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if info.Size() > limit {
			rel, _ := filepath.Rel(dir, path)
			names = append(names, filepath.ToSlash(rel))
			sizes = append(sizes, info.Size())
		}
		return nil
	})
	if err != nil {
		return nil, nil, fmt.Errorf("listing the site's files: %w", err)
	}
	return names, sizes, nil
}

// warnOversized writes a warning for each file under dir over
// hostFileLimit and returns how many there are.
func warnOversized(w io.Writer, dir string) (int, error) {
	names, sizes, err := oversized(dir, hostFileLimit)
	if err != nil {
		return 0, err
	}
	for i, name := range names {
		logf(w, "site build: warning: %s is %.2f MiB raw, over the %d MiB per file that common static hosts (Cloudflare Pages) accept", name, float64(sizes[i])/(1<<20), hostFileLimit>>20)
	}
	return len(names), nil
}
