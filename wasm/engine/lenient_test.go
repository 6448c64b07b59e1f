package engine

import (
	"path/filepath"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/lenient"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// TestLenientRun: the page's lenient checks of the demo run count what the
// CLI's path counts on the same files.
func TestLenientRun(t *testing.T) {
	rec := &recorder{}
	e := New(Host{Post: rec.post, Fetch: demoFetch})
	runID := scoreDemo(t, e, rec, "all")
	e.Handle(protocol.Request{Type: protocol.Lenient, ID: 3, Run: runID}, nil)
	got := rec.of(protocol.LenientChecked)
	if len(got) != 1 || got[0].Run.Lenient == nil {
		t.Fatalf("lenient: %+v", rec.of(protocol.Failed))
	}
	sum := got[0].Run.Lenient

	cat := exec.NewDirCatalog(filepath.Join(demo, "database"))
	defer cat.Close()
	res := cliResults(t, cat, eval.Options{Etype: "all"})
	want := lenient.CheckRun(t.Context(), cat, res)
	if sum.Wrong != want.Summary.Wrong || sum.Checked != want.Summary.Checked || sum.Any != want.Summary.Any || sum.Wrong == 0 {
		t.Errorf("page %+v, CLI %+v", sum, want.Summary)
	}
	for _, r := range sum.Rows {
		if r.Flipped != want.Summary.Flipped[lenient.Relaxation(r.Relaxation)] || r.Meaning == "" {
			t.Errorf("%+v, CLI %d", r, want.Summary.Flipped[lenient.Relaxation(r.Relaxation)])
		}
	}
	if len(got[0].Questions) != len(want.Flips) {
		t.Errorf("%d questions with relaxations, CLI %d", len(got[0].Questions), len(want.Flips))
	}
	e.Handle(protocol.Request{Type: protocol.Lenient, ID: 4, Run: 99}, nil)
	if f := rec.of(protocol.Failed); len(f) != 1 || f[0].ID != 4 {
		t.Errorf("a missing run: %+v", f)
	}
}
