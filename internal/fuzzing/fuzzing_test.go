package fuzzing

import (
	"flag"
	"testing"
)

// TestActive: go test without -fuzz only replays seeds; with it, Active says so.
func TestActive(t *testing.T) {
	if Active() {
		t.Skip("running under -fuzz")
	}
	if err := flag.Set("test.fuzz", "FuzzX"); err != nil {
		t.Fatal(err)
	}
	defer flag.Set("test.fuzz", "")
	if !Active() {
		t.Error("Active is false with -test.fuzz set")
	}
}
