package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestUsageUnchanged: -h of the main command and of every subcommand, and
// the command-line errors of each, print what the binary printed before
// the subcommands shared their flag handling (testdata/usage holds its
// stderr), with the same exit status and nothing on stdout.
func TestUsageUnchanged(t *testing.T) {
	cases := []struct {
		golden string
		args   string
		code   int
	}{
		{"help", "--help", 0},
		{"help", "-h", 0},
		{"compare", "compare -h", 0},
		{"compare", "compare --help", 0},
		{"audit", "audit -h", 0},
		{"serve", "serve -h", 0},
		{"view", "view -h", 2}, // view has always exited 2 on -h
		{"view-no-session", "view", 2},
		{"view-unknown-flag", "view --nope", 2},
		{"main-stray", "stray", 2},
		{"main-no-pred", "--gold g", 2},
		{"unknown-flag", "--nope", 2},
		{"compare-one-pred", "compare --gold g a.sql", 2},
		{"compare-unknown-flag", "compare --nope", 2},
		{"compare-flag-after-preds", "compare --gold g a.sql b.sql --json", 2},
		{"audit-no-db", "audit --gold g", 2},
		{"audit-stray", "audit --gold g --db d extra", 2},
		{"serve-no-mode", "serve --db d", 2},
		{"serve-stray", "serve --stdio --db d extra", 2},
	}
	for _, c := range cases {
		t.Run(c.args, func(t *testing.T) {
			want, err := os.ReadFile(filepath.Join("testdata", "usage", c.golden+".txt"))
			if err != nil {
				t.Fatal(err)
			}
			stdout, stderr, code := runCLI(t, strings.Fields(c.args)...)
			if code != c.code || stdout != "" {
				t.Errorf("exit %d, want %d; stdout %q", code, c.code, stdout)
			}
			if stderr != string(want) {
				t.Errorf("stderr differs from testdata/usage/%s.txt:\n%s", c.golden, stderr)
			}
		})
	}
}
