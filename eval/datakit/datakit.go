// Package datakit locates the shared test data kit (../shared/data beside the
// checkout, or $SPIDEREVAL_DATA) for differential tests.
package datakit

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// Dir returns the data directory, or "" when it is absent.
func Dir() string {
	if d := os.Getenv("SPIDEREVAL_DATA"); d != "" {
		return d
	}
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return ""
	}
	// file is <checkout>/eval/datakit/datakit.go
	d := filepath.Join(filepath.Dir(file), "..", "..", "..", "shared", "data")
	if st, err := os.Stat(d); err == nil && st.IsDir() {
		return d
	}
	return ""
}

// Require returns the data directory or skips the test with a clear message.
func Require(t testing.TB) string {
	t.Helper()
	d := Dir()
	if d == "" {
		t.Skip("skipping: shared data kit not found (expected ../shared/data beside the checkout, or set SPIDEREVAL_DATA)")
	}
	return d
}

// Path joins elements onto the data directory, skipping when absent.
func Path(t testing.TB, elem ...string) string {
	t.Helper()
	p := filepath.Join(append([]string{Require(t)}, elem...)...)
	if _, err := os.Stat(p); err != nil {
		t.Skipf("skipping: %s not found", p)
	}
	return p
}
