package exec

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// vmSize is the process's virtual memory size in bytes (/proc/self/status).
func vmSize(t *testing.T) uint64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		t.Skip("no /proc/self/status")
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmSize:"); ok {
			kb, err := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			return kb << 10
		}
	}
	t.Skip("no VmSize")
	return 0
}

// inChild reports whether this is the child process of the named test,
// else runs the test again in a child (which caps its address space with
// limitAS) and fails when the child does.
func inChild(t *testing.T, name string) bool {
	if os.Getenv("SPIDEREVAL_ASLIMIT") != "" {
		return true
	}
	cmd := exec.Command(os.Args[0], "-test.run=^"+name+"$", "-test.v")
	cmd.Env = append(os.Environ(), "SPIDEREVAL_ASLIMIT=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("under an address-space limit: %v\n%s", err, out)
	}
	return false
}

// limitAS caps the process's address space (ulimit -v) at its size plus
// headroom bytes.
func limitAS(t *testing.T, headroom uint64) {
	lim := vmSize(t) + headroom
	if err := syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: lim, Max: lim}); err != nil {
		t.Fatal(err)
	}
}

// TestManyDatabasesUnderAddressLimit: with virtual memory capped (ulimit
// -v; issue 26: 61 databases of a 201-database test suite failed every
// gold under 8 GB, as each connection reserves its memory), 60 databases
// are all queried: idle connections are kept within a budget, and closed
// when a new one cannot reserve its memory.
func TestManyDatabasesUnderAddressLimit(t *testing.T) {
	if !inChild(t, "TestManyDatabasesUnderAddressLimit") {
		return
	}
	src := fixtureBytes(t, "one")
	root := t.TempDir()
	dir := filepath.Join(root, "many")
	os.MkdirAll(dir, 0o755)
	for i := range 60 {
		if err := os.WriteFile(filepath.Join(dir, "many_"+strconv.Itoa(i)+".sqlite"), src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	closeIdle()
	limitAS(t, 3<<30)
	cat := NewDirCatalog(root)
	defer cat.Close()
	for round := range 2 {
		suite, err := cat.Suite("many")
		if err != nil {
			t.Fatal(err)
		}
		for _, db := range suite {
			if _, err := db.Query(context.Background(), "SELECT count(*) FROM singer", Limits{}); err != nil {
				t.Fatalf("round %d, %s: %v", round, db.Name(), err)
			}
		}
	}
}

// TestMemoryFailureNamed: a connection that cannot reserve its memory
// fails as out of memory, not as a broken database or a failed query.
func TestMemoryFailureNamed(t *testing.T) {
	if !inChild(t, "TestMemoryFailureNamed") {
		return
	}
	path := makeFixture(t, "tight")
	closeIdle()
	limitAS(t, 32<<20)
	_, err := OpenFile(path)
	if e, ok := AsExecError(err); !ok || e.Kind != ErrMemory {
		t.Fatalf("error %v, want an out_of_memory error", err)
	}
}
