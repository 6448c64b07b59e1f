package main

import (
	"strings"
	"testing"
)

// TestHelpNamesEverything: --help names every subcommand and the bird
// reference, so that a user finds serve, compare, audit and view there.
func TestHelpNamesEverything(t *testing.T) {
	_, stderr, code := runCLI(t, "--help")
	if code != 0 {
		t.Fatalf("--help exits %d:\n%s", code, stderr)
	}
	for _, want := range []string{"spidereval compare", "spidereval audit", "spidereval serve", "spidereval view", "SUBCOMMAND -h", "or bird (", "--compat testsuite|spider|sparc|bird"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("--help lacks %q:\n%s", want, stderr)
		}
	}
}
