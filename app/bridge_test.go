package app

import (
	"os"
	"strings"
	"testing"
)

// TestBridgeCallsInOneFile checks that bridge.go owns every call into the
// page's scripts: no other file of the package reaches window.spidereval
// or window.spideKeep itself.
func TestBridgeCallsInOneFile(t *testing.T) {
	reaches := []string{`Get("spidereval")`, `Get("spideKeep")`, `bridge().Call(`, `bridge().v`, `.v.Call(`}
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	read := 0
	for _, e := range entries {
		name := e.Name()
		if name == "bridge.go" || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		read++
		for _, r := range reaches {
			if strings.Contains(string(b), r) {
				t.Errorf("%s calls the page's scripts (%s) outside bridge.go", name, r)
			}
		}
	}
	if read < 20 {
		t.Errorf("only %d files read", read)
	}
}
