package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestUsageUnchanged: -h of the main command and of every subcommand, and
// the command-line errors of each, print what the binary printed before
// the subcommands shared their flag handling, with the same exit status
// and nothing on stdout. testdata/usage/cases.txt lists the command
// lines; the other files of testdata/usage are the old binary's stderr.
func TestUsageUnchanged(t *testing.T) {
	for _, line := range strings.Split(strings.TrimSpace(usageFile(t, "cases")), "\n") {
		f := strings.Fields(line)
		if f[0] == "#" {
			continue
		}
		code, golden, args := f[0], f[1], f[2:]
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			stdout, stderr, got := runCLI(t, args...)
			if strconv.Itoa(got) != code || stdout != "" {
				t.Errorf("exit %d, want %s; stdout %q", got, code, stdout)
			}
			if stderr != usageFile(t, golden) {
				t.Errorf("stderr differs from testdata/usage/%s.txt:\n%s", golden, stderr)
			}
		})
	}
}

// usageFile is testdata/usage/NAME.txt.
func usageFile(t *testing.T, name string) string {
	data, err := os.ReadFile(filepath.Join("testdata", "usage", name+".txt"))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
