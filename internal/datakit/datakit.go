// Package datakit locates the shared test data kit (../shared/data beside the
// checkout, or $SPIDEREVAL_DATA) for differential tests.
//
// Tests skip only when there is no kit at all. Once a kit is found, a file
// it should hold but does not is a failure, not a skip: a golden test must
// never pass by running nothing.
package datakit

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// Env names the variable that points at the data kit.
const Env = "SPIDEREVAL_DATA"

// Dir returns the data directory, or "" when it is absent. A set
// $SPIDEREVAL_DATA is returned as is, even when it does not exist, so that
// Require can report it.
func Dir() string {
	if d := os.Getenv(Env); d != "" {
		return d
	}
	var roots []string
	// file is <checkout>/internal/datakit/datakit.go, unless built with -trimpath.
	if _, file, _, ok := runtime.Caller(0); ok && filepath.IsAbs(file) {
		roots = append(roots, filepath.Join(filepath.Dir(file), "..", ".."))
	}
	// go test runs in the package's directory, somewhere in the checkout.
	if root := moduleRoot(); root != "" {
		roots = append(roots, root)
	}
	for _, root := range roots {
		d := filepath.Join(root, "..", "shared", "data")
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			return d
		}
	}
	return ""
}

// moduleRoot is the nearest directory holding go.mod at or above the working
// directory, or "".
func moduleRoot() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// Require returns the data directory or skips the test when there is no
// kit. A $SPIDEREVAL_DATA that is not a directory fails the test.
func Require(t testing.TB) string {
	t.Helper()
	d := Dir()
	if d == "" {
		t.Skip("skipping: shared data kit not found (expected ../shared/data beside the checkout, or set " + Env + ")")
	}
	if st, err := os.Stat(d); err != nil || !st.IsDir() {
		t.Fatalf("%s=%s is not a data kit directory: %v", Env, d, err)
	}
	return d
}

// Path joins elem onto the data directory. It skips when there is no kit
// and fails the test when the kit lacks the file.
func Path(t testing.TB, elem ...string) string {
	t.Helper()
	dir := Require(t)
	p := filepath.Join(append([]string{dir}, elem...)...)
	if _, err := os.Stat(p); err != nil {
		t.Fatalf("the data kit at %s lacks %s: %v", dir, filepath.Join(elem...), err)
	}
	return p
}

// Glob returns the kit's files matching pattern (slash-separated, relative
// to the kit). It skips when there is no kit and fails when nothing matches.
func Glob(t testing.TB, pattern string) []string {
	t.Helper()
	dir := Require(t)
	files, err := filepath.Glob(filepath.Join(dir, filepath.FromSlash(pattern)))
	if err != nil || len(files) == 0 {
		t.Fatalf("the data kit at %s has no %s (err %v)", dir, pattern, err)
	}
	return files
}

// ShortStride thins the golden records under -short: make test-wasm runs
// the golden tests compiled to WebAssembly on every ShortStride-th record
// (the same code checked on every record by the native run).
const ShortStride = 20

// Sampled reports whether a golden test checks record i: always, except
// under -short, where only every ShortStride-th record is checked.
func Sampled(i int) bool {
	return !testing.Short() || i%ShortStride == 0
}
