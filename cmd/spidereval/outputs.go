package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// errOutputIsInput marks an output path that names an input: a usage error.
var errOutputIsInput = errors.New("output is an input")

// output is a file the run writes, by the flag that names it.
type output struct{ flag, path string }

// checkOutputs refuses, before any work, an output that is one of the
// inputs (the same file by identity: a link or another spelling counts),
// a database under dbDir, or another output, and one that cannot be
// written (its folder missing or read-only, a folder in its place).
func checkOutputs(outs []output, inputs []output, dbDir string) error {
	var dbFiles []os.FileInfo
	dbLoaded := false
	// An output that is a symbolic link is written to its target
	// (writeAtomic), even a target that does not exist yet.
	outs = slices.Clone(outs)
	for i, o := range outs {
		if o.path == "" {
			continue
		}
		target, err := resolveLinks(o.path)
		if err != nil {
			return fmt.Errorf("%s %s: %w", o.flag, o.path, err)
		}
		outs[i].path = target
	}
	for i, o := range outs {
		if o.path == "" {
			continue
		}
		st, err := os.Stat(o.path)
		switch {
		case err == nil && st.IsDir():
			return fmt.Errorf("%s %s: is a directory", o.flag, o.path)
		case err == nil:
			for _, in := range inputs {
				if in.path == "" {
					continue
				}
				if ist, err := os.Stat(in.path); err == nil && os.SameFile(st, ist) {
					return fmt.Errorf("%s %s is the %s file: refusing to overwrite an input: %w", o.flag, o.path, in.flag, errOutputIsInput)
				}
			}
			for _, p := range outs[:i] {
				if pst, err := os.Stat(p.path); err == nil && os.SameFile(st, pst) {
					return fmt.Errorf("%s %s is also %s: %w", o.flag, o.path, p.flag, errOutputIsInput)
				}
			}
			if !dbLoaded {
				dbFiles, dbLoaded = databaseFiles(dbDir), true
			}
			for _, d := range dbFiles {
				if os.SameFile(st, d) {
					return fmt.Errorf("%s %s is a database under --db %s: refusing to overwrite an input: %w", o.flag, o.path, dbDir, errOutputIsInput)
				}
			}
		case !errors.Is(err, fs.ErrNotExist):
			return fmt.Errorf("%s %s: %w", o.flag, o.path, err)
		}
		if err == nil && !st.Mode().IsRegular() {
			continue // /dev/null, /dev/stdout, a pipe: written in place (writeAtomic)
		}
		if err != nil && strings.Contains(filepath.Base(o.path), ".sqlite") && underDB(filepath.Dir(o.path), dbDir) {
			// A new <name>.sqlite in a database folder would be read as a
			// test-suite database by every later run.
			return fmt.Errorf("%s %s would be a database under --db %s: %w", o.flag, o.path, dbDir, errOutputIsInput)
		}
		for _, p := range outs[:i] {
			if p.path != "" && filepath.Clean(p.path) == filepath.Clean(o.path) {
				return fmt.Errorf("%s %s is also %s: %w", o.flag, o.path, p.flag, errOutputIsInput)
			}
		}
		// Writable: a temporary file can be made beside it (where the
		// output will be written, then renamed).
		f, err := os.CreateTemp(filepath.Dir(o.path), "."+filepath.Base(o.path)+".*.tmp")
		if err != nil {
			return fmt.Errorf("%s %s cannot be written: %w", o.flag, o.path, err)
		}
		f.Close()
		os.Remove(f.Name())
	}
	return nil
}

// underDB reports whether dir is dbDir or one of its folders.
func underDB(dir, dbDir string) bool {
	db, err := os.Stat(dbDir)
	if dbDir == "" || err != nil {
		return false
	}
	for _, d := range []string{dir, filepath.Dir(dir)} {
		if st, err := os.Stat(d); err == nil && os.SameFile(st, db) {
			return true
		}
	}
	return false
}

// databaseFiles are the files of dir and of its folders (<db_id>/*), the
// places --db reads databases from.
func databaseFiles(dir string) []os.FileInfo {
	if dir == "" {
		return nil
	}
	var out []os.FileInfo
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if rel, _ := filepath.Rel(dir, path); rel != "." && filepath.Dir(rel) != "." {
				return fs.SkipDir // deeper than <db_id>/
			}
			return nil
		}
		if st, err := os.Stat(path); err == nil {
			out = append(out, st)
		}
		return nil
	})
	return out
}

// writeAtomic writes an output through a temporary file beside path,
// renamed over it once complete: a reader (or a second run writing the
// same file) never sees a partial or interleaved file, and a failed
// write leaves the old one.
func writeAtomic(path string, write func(io.Writer) error) (err error) {
	// Through a link, its target is replaced; the link stays.
	if path, err = resolveLinks(path); err != nil {
		return err
	}
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		// /dev/null, /dev/stdout, a pipe: never renamed over.
		return writeInPlace(path, write)
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if err := write(f); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	mode := fs.FileMode(0o644)
	if st, err := os.Stat(path); err == nil {
		mode = st.Mode().Perm()
	}
	if err := f.Chmod(mode); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := os.Rename(f.Name(), path); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// writeInPlace writes an output that is not a regular file as it is.
func writeInPlace(path string, write func(io.Writer) error) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// resolveLinks follows the symbolic links path names, to the file they
// lead to (which may not exist yet: a dangling link's target is where an
// output goes). A path that is no link is returned as it is.
func resolveLinks(path string) (string, error) {
	for range 40 {
		st, err := os.Lstat(path)
		if err != nil || st.Mode()&fs.ModeSymlink == 0 {
			return path, nil
		}
		dest, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(dest) {
			dest = filepath.Join(filepath.Dir(path), dest)
		}
		path = dest
	}
	return "", fmt.Errorf("too many levels of symbolic links")
}
