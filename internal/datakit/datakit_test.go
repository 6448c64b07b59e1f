package datakit

import (
	"os"
	"path/filepath"
	"testing"
)

// recorder is a testing.TB that records whether the helper skipped or failed.
type recorder struct {
	testing.TB
	skipped, failed bool
}

type stop struct{}

func (r *recorder) Helper()               {}
func (r *recorder) Skip(...any)           { r.skipped = true; panic(stop{}) }
func (r *recorder) Skipf(string, ...any)  { r.skipped = true; panic(stop{}) }
func (r *recorder) Fatalf(string, ...any) { r.failed = true; panic(stop{}) }
func (r *recorder) Fatal(...any)          { r.failed = true; panic(stop{}) }
func (r *recorder) Errorf(string, ...any) { r.failed = true }
func (r *recorder) Logf(string, ...any)   {}

// call runs f with a recorder and reports what it did.
func call(f func(testing.TB)) (r *recorder) {
	r = &recorder{}
	defer func() {
		if v := recover(); v != nil {
			if _, ok := v.(stop); !ok {
				panic(v)
			}
		}
	}()
	f(r)
	return r
}

func TestMissingFileFailsWhenTheKitIsPresent(t *testing.T) {
	kit := t.TempDir()
	if err := os.MkdirAll(filepath.Join(kit, "golden"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(kit, "golden", "a.jsonl"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(Env, kit)
	if r := call(func(tb testing.TB) { Path(tb, "golden", "a.jsonl") }); r.skipped || r.failed {
		t.Errorf("present file: skipped %v, failed %v", r.skipped, r.failed)
	}
	if r := call(func(tb testing.TB) { Path(tb, "golden", "missing.jsonl") }); !r.failed || r.skipped {
		t.Errorf("missing file: failed %v, skipped %v; want a failure", r.failed, r.skipped)
	}
	if r := call(func(tb testing.TB) { Glob(tb, "golden/*.jsonl") }); r.skipped || r.failed {
		t.Errorf("matching glob: skipped %v, failed %v", r.skipped, r.failed)
	}
	if r := call(func(tb testing.TB) { Glob(tb, "golden/*.txt") }); !r.failed || r.skipped {
		t.Errorf("empty glob: failed %v, skipped %v; want a failure", r.failed, r.skipped)
	}
}

func TestBadEnvFails(t *testing.T) {
	t.Setenv(Env, filepath.Join(t.TempDir(), "nowhere"))
	if r := call(func(tb testing.TB) { Require(tb) }); !r.failed || r.skipped {
		t.Errorf("%s pointing nowhere: failed %v, skipped %v; want a failure", Env, r.failed, r.skipped)
	}
}

// TestDirBesideTheCheckout finds ../shared/data from the working directory
// too, as a -trimpath build (the wasm tests) must.
func TestDirBesideTheCheckout(t *testing.T) {
	t.Setenv(Env, "")
	root := moduleRoot()
	if root == "" {
		t.Fatal("no go.mod above the working directory")
	}
	want := filepath.Join(root, "..", "shared", "data")
	if _, err := os.Stat(want); err != nil {
		if d := Dir(); d != "" {
			t.Errorf("Dir() = %q with no kit beside the checkout", d)
		}
		t.Skipf("no kit at %s", want)
	}
	got := Dir()
	if got == "" {
		t.Fatalf("Dir() = \"\", want the kit at %s", want)
	}
	a, _ := filepath.EvalSymlinks(got)
	b, _ := filepath.EvalSymlinks(want)
	if a != b {
		t.Errorf("Dir() = %q, want %q", got, want)
	}
}
