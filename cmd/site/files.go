package main

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// copyFile copies the regular file src to dst, creating dst's directory.
func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return fmt.Errorf("copying: %w", err)
	}
	defer in.Close()
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return fmt.Errorf("copying %s: %w", src, err)
	}
	out, err := os.Create(dst)
	if err != nil {
		return fmt.Errorf("copying %s: %w", src, err)
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return fmt.Errorf("copying %s to %s: %w", src, dst, err)
	}
	if err := out.Close(); err != nil {
		return fmt.Errorf("copying %s to %s: %w", src, dst, err)
	}
	return nil
}

// hidden reports whether a file or directory name is a dot-file such as .gitkeep.
func hidden(name string) bool {
	return strings.HasPrefix(name, ".") && name != "." && name != ".."
}

// listFiles returns the slash-separated paths, relative to dir, of the
// non-hidden regular files under dir, sorted.
func listFiles(dir string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p != dir && hidden(d.Name()) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return nil
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		files = append(files, filepath.ToSlash(rel))
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("listing %s: %w", dir, err)
	}
	sort.Strings(files)
	return files, nil
}

// copyTree copies the files that listFiles finds under src into dst,
// except those for which skip is true, and returns the copied paths.
func copyTree(src, dst string, skip func(rel string) bool) ([]string, error) {
	files, err := listFiles(src)
	if err != nil {
		return nil, err
	}
	var copied []string
	for _, rel := range files {
		if skip != nil && skip(rel) {
			continue
		}
		from := filepath.Join(src, filepath.FromSlash(rel))
		if err := copyFile(from, filepath.Join(dst, filepath.FromSlash(rel))); err != nil {
			return nil, err
		}
		copied = append(copied, rel)
	}
	return copied, nil
}

// copyAssets copies assets/web into the site's web directory.
// The explain worker starts with the same bootstrap, copied to explain.js
// (the bootstrap runs the .wasm named like itself).
func copyAssets(src, web string) error {
	if _, err := copyTree(src, web, nil); err != nil {
		return err
	}
	return copyFile(filepath.Join(web, "worker.js"), filepath.Join(web, "explain.js"))
}

// sqliteFiles are the files of the official SQLite WebAssembly build that
// the worker loads (assets/sqlite/README.md says where they come from).
var sqliteFiles = []string{"index.mjs", "sqlite3.wasm"}

// copySQLite copies the SQLite build into dst after checking each file
// against assets/sqlite/SHA256SUMS, so a site never ships a changed copy.
func copySQLite(src, dst string) error {
	sums, err := os.ReadFile(filepath.Join(src, "SHA256SUMS"))
	if err != nil {
		return err
	}
	want := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(sums)), "\n") {
		if f := strings.Fields(line); len(f) == 2 {
			want[f[1]] = f[0]
		}
	}
	for _, name := range sqliteFiles {
		data, err := os.ReadFile(filepath.Join(src, name))
		if err != nil {
			return err
		}
		if got := fmt.Sprintf("%x", sha256.Sum256(data)); got != want[name] {
			return fmt.Errorf("%s: SHA-256 %s, want %q (SHA256SUMS)", filepath.Join(src, name), got, want[name])
		}
		if err := copyFile(filepath.Join(src, name), filepath.Join(dst, name)); err != nil {
			return err
		}
	}
	return nil
}

// copyDemo copies the demo data except golden/ into dst and writes
// dst/manifest.json, the JSON list of the copied files' relative paths.
func copyDemo(src, dst string) error {
	files, err := copyTree(src, dst, func(rel string) bool {
		return rel == "manifest.json" || strings.HasPrefix(rel, "golden/")
	})
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return fmt.Errorf("no demo files under %s", src)
	}
	data, err := json.MarshalIndent(files, "", "  ")
	if err != nil {
		return fmt.Errorf("encoding demo manifest: %w", err)
	}
	name := filepath.Join(dst, "manifest.json")
	if err := os.WriteFile(name, append(data, '\n'), 0o644); err != nil {
		return fmt.Errorf("writing demo manifest: %w", err)
	}
	return nil
}
