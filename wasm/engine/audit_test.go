package engine

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/spidereval/spidereval/eval/audit"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// TestAuditDemo: the page's audit of the demo gold finds what the CLI's
// path finds on the same files, line for line.
func TestAuditDemo(t *testing.T) {
	rec := &recorder{}
	e := New(Host{Post: rec.post, Fetch: demoFetch})
	e.Handle(protocol.Request{Type: protocol.LoadDemo, ID: 1, Base: "/web/demo"}, nil)
	e.Handle(protocol.Request{Type: protocol.Audit, ID: 2, Gold: "demo/dev_gold.sql"}, nil)
	got := rec.of(protocol.Audited)
	if len(got) != 1 {
		t.Fatalf("audit: %+v", rec.of(protocol.Failed))
	}
	a := got[0].Audit

	data, err := os.ReadFile(filepath.Join(demo, "dev_gold.sql"))
	if err != nil {
		t.Fatal(err)
	}
	golds, dialect, err := audit.ReadGolds(dataset.File{Name: "demo/dev_gold.sql", Data: data}, 0)
	if err != nil {
		t.Fatal(err)
	}
	cat := exec.NewDirCatalog(filepath.Join(demo, "database"))
	defer cat.Close()
	want, err := audit.Run(t.Context(), golds, cat, audit.Options{Dialect: dialect, Limits: exec.Limits{Timeout: exec.DefaultTimeout}})
	if err != nil {
		t.Fatal(err)
	}
	if a.Golds != 167 || a.Golds != want.Golds || len(a.Findings) != len(want.Findings) || len(a.Findings) == 0 {
		t.Fatalf("page: %d golds, %d findings; CLI path: %d, %d", a.Golds, len(a.Findings), want.Golds, len(want.Findings))
	}
	for i, f := range a.Findings {
		if f.Line != want.Findings[i].String() {
			t.Errorf("finding %d: page %q, CLI %q", i, f.Line, want.Findings[i].String())
		}
	}
	e.Handle(protocol.Request{Type: protocol.Audit, ID: 3, Gold: "nope.sql"}, nil)
	if f := rec.of(protocol.Failed); len(f) != 1 || f[0].ID != 3 {
		t.Errorf("an unknown gold: %+v", f)
	}
}
