package match_test

import (
	osexec "os/exec"
	"runtime"
	"strings"
	"testing"
)

// TestMatcherLinksNoSQLite: the grammar, the schema and the matcher stay
// free of SQLite (schemas are read from database files in eval/exec).
func TestMatcherLinksNoSQLite(t *testing.T) {
	if runtime.GOOS == "js" {
		t.Skip("no go command under js/wasm")
	}
	goCmd, err := osexec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	out, err := osexec.Command(goCmd, "list", "-deps", "github.com/spidereval/spidereval/eval/schema", "github.com/spidereval/spidereval/eval/spiderql", "github.com/spidereval/spidereval/eval/match").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.Contains(dep, "sqlite") {
			t.Errorf("the matcher links %s", dep)
		}
	}
}
