package eval_test

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/spidereval/spidereval/eval"
)

// TestOutOfMemoryNamed: when the process cannot reserve memory for a
// connection (virtual memory capped, ulimit -v), the questions are listed
// as out of memory (degraded, exit 4), not as failed golds or missing
// databases the reference would refuse (issue 26: execution 0.933 → 0.000
// reported as gold failures).
func TestOutOfMemoryNamed(t *testing.T) {
	if os.Getenv("SPIDEREVAL_ASLIMIT") == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestOutOfMemoryNamed$", "-test.v")
		cmd.Env = append(os.Environ(), "SPIDEREVAL_ASLIMIT=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("under an address-space limit: %v\n%s", err, out)
		}
		return
	}
	in := demoInputs(t, "SELECT count(*) FROM singer\tconcert_singer\nSELECT count(*) FROM Pets\tpets_1\n", "SELECT count(*) FROM singer\nSELECT count(*) FROM Pets\n")
	vm := uint64(0)
	f, err := os.Open("/proc/self/status")
	if err != nil {
		t.Skip("no /proc/self/status")
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmSize:"); ok {
			kb, _ := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			vm = kb << 10
		}
	}
	f.Close()
	lim := vm + 96<<20 // less than one connection's reservation
	if err := syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: lim, Max: lim}); err != nil {
		t.Fatal(err)
	}
	res, err := eval.Evaluate(context.Background(), in, eval.Options{Etype: "all", Workers: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range res.Records {
		if !slices.Equal(r.Problems, []string{eval.KindOutOfMemory}) {
			t.Errorf("question %d: problems %v (%s), want only %s", r.Index+1, r.Problems, r.ExecError, eval.KindOutOfMemory)
		}
	}
	if w := eval.Worst(res.Problems()); w != eval.Degraded {
		t.Errorf("worst %v, want degraded", w)
	}
}
