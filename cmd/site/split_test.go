package main

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSplitInHalves(t *testing.T) {
	for _, n := range []int{0, 1, 7, 1 << 16} {
		web := t.TempDir()
		data := make([]byte, n)
		for i := range data {
			data[i] = byte(rand.N(256))
		}
		if err := os.WriteFile(filepath.Join(web, "explain.wasm"), data, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := splitInHalves(web, "explain.wasm", explainParts); err != nil {
			t.Fatal(err)
		}
		var joined []byte
		for _, p := range explainParts {
			b, err := os.ReadFile(filepath.Join(web, p))
			if err != nil {
				t.Fatal(err)
			}
			if len(b) > (n+1)/2 {
				t.Errorf("%d bytes: %s holds %d, more than half", n, p, len(b))
			}
			joined = append(joined, b...)
		}
		if !bytes.Equal(joined, data) {
			t.Errorf("%d bytes: the halves joined are not the file", n)
		}
		if _, err := os.Stat(filepath.Join(web, "explain.wasm")); !os.IsNotExist(err) {
			t.Errorf("%d bytes: explain.wasm is still there (%v)", n, err)
		}
	}
}

// TestWarnsOfFilesOverHostLimit: a file one byte over 25 MiB is named, one
// of 25 MiB exactly is not (sparse files: no 50 MiB written).
func TestWarnsOfFilesOverHostLimit(t *testing.T) {
	dir := t.TempDir()
	for name, size := range map[string]int64{"web/big.wasm": hostFileLimit + 1, "web/fits.wasm": hostFileLimit, "index.html": 10} {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := f.Truncate(size); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	var log bytes.Buffer
	n, err := warnOversized(&log, dir)
	if err != nil {
		t.Fatal(err)
	}
	if n != 1 || !strings.Contains(log.String(), "warning: web/big.wasm is 25.00 MiB raw, over the 25 MiB") || strings.Contains(log.String(), "fits.wasm") {
		t.Errorf("%d warnings:\n%s", n, log.String())
	}
}

// TestBuiltSiteFitsStaticHosts checks the site the browser tests serve:
// no file over 25 MiB raw, explain.wasm served as its halves.
func TestBuiltSiteFitsStaticHosts(t *testing.T) {
	dir := builtSite(t)
	names, sizes, err := oversized(dir, hostFileLimit)
	if err != nil {
		t.Fatal(err)
	}
	if len(names) > 0 {
		t.Errorf("files over 25 MiB: %v (%v bytes)", names, sizes)
	}
	var total int64
	for _, p := range explainParts {
		st, err := os.Stat(filepath.Join(dir, "web", p))
		if err != nil {
			t.Fatal(err)
		}
		total += st.Size()
	}
	if _, err := os.Stat(filepath.Join(dir, "web", "explain.wasm")); !os.IsNotExist(err) {
		t.Errorf("web/explain.wasm is served whole (%v)", err)
	}
	t.Logf("explain.wasm: %d bytes in two halves", total)
}
