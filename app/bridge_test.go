package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBridgeCallsInOneFile checks that bridge.go owns every call into the
// page's scripts: no other file of the package reaches window.spidereval
// or window.spideKeep itself.
func TestBridgeCallsInOneFile(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if f == "bridge.go" || strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, reach := range []string{`Get("spidereval")`, `Get("spideKeep")`, `bridge().Call(`, `bridge().v`, `.v.Call(`} {
			if strings.Contains(string(b), reach) {
				t.Errorf("%s calls the page's scripts (%s) outside bridge.go", f, reach)
			}
		}
	}
}
