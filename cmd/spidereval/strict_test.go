package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/internal/datakit"
)

// TestStrictReport runs --strict on a kit BIRD file: the printed report
// before the strict section is the one printed without the flag, and the
// section's numbers and the JSONL's strict fields are the counts
// eval/bird/testdata/strict_counts.tsv derives with Python's sqlite3.
func TestStrictReport(t *testing.T) {
	kit := miniDev(t)
	const name = "mini_dev_gpt-4_sqlite"
	want := strictCountsLine(t, name) // right, five flags, strict_ex
	out := filepath.Join(t.TempDir(), "out.jsonl")
	args := miniDevFlags(kit, kit, "--pred", filepath.Join(kit, "predictions", name+".json"), "--quiet")
	plain, stderr, code := runCLI(t, args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	strict, stderr, code := runCLI(t, append(args, "--strict", "--jsonl", out)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if strings.Contains(plain, "strict") {
		t.Errorf("the report without --strict mentions strict checks:\n%s", plain)
	}
	section, ok := strings.CutPrefix(strict, plain+"\n")
	if !ok {
		t.Fatalf("--strict changed the official report:\n%s", strict)
	}
	lines := []string{
		"strict checks (spidereval's own; the official scores above are unchanged)",
		fmt.Sprintf("official EX %.3f (%d of 500)    strict EX %.3f (%d of 500; right with no flag below)", float64(want[0])/500, want[0], float64(want[6])/500, want[6]),
	}
	for i, f := range strictFlags {
		lines = append(lines, fmt.Sprintf("  %-11s %5d", f, want[i+1]))
	}
	lines = append(lines, "\nunscoreable: 0 (")
	requireAll(t, "strict section", section, lines...)
	got := strictTally(t, out, "ex")
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("JSONL strict counts %v, strict_counts.tsv says %v", got, want)
	}
}

// strictCountsLine reads name's numbers from eval/bird's strict_counts.tsv.
func strictCountsLine(t *testing.T, name string) []int {
	t.Helper()
	data, err := os.ReadFile("../../eval/bird/testdata/strict_counts.tsv")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(data), "\n") {
		f := strings.Split(l, "\t")
		if f[0] != name {
			continue
		}
		out := make([]int, len(f)-1)
		for i := range out {
			fmt.Sscan(f[i+1], &out[i])
		}
		return out
	}
	t.Fatalf("strict_counts.tsv has no line for %s", name)
	return nil
}

// TestStrictLegacy scores the kit's Spider dev predictions with the legacy
// Spider script's execution check (--compat spider): the strict flags of
// the JSONL records are the counts testdata/strict_legacy_counts.tsv
// derives with Python's sqlite3 from the official script's verdicts.
func TestStrictLegacy(t *testing.T) {
	dir := datakit.Require(t)
	data, err := os.ReadFile("testdata/strict_legacy_counts.tsv")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		t.Run(f[0], func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out.jsonl")
			_, stderr, code := runCLI(t, spiderDevRun(dir, "dev_gold.sql", "--compat", "spider", "--etype", "exec",
				"--pred", filepath.Join(dir, "predictions", f[0]+".sql"), "--quiet", "--jsonl", out)...)
			if code != 0 && code != exitRefused {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			got := strictTally(t, out, "exec")
			if g := strings.Trim(strings.Join(strings.Fields(fmt.Sprint(got)), "\t"), "[]"); g != strings.Join(f[1:], "\t") {
				t.Errorf("right, flags, strict: %s; strict_legacy_counts.tsv says %s", g, strings.Join(f[1:], "\t"))
			}
		})
	}
}

// strictFlags are the strict checks' flags in the counts files' order.
var strictFlags = []string{"duplicates", "both_empty", "order", "columns", "float"}

// strictTally counts the records of a JSONL file as the strict counts
// files do: the right answers (verdict is 1), each strict flag's, and
// the right answers with no flag; a wrong answer with a flag is an error.
func strictTally(t *testing.T, path, verdict string) []int {
	t.Helper()
	flags := strictFlags
	got := make([]int, len(flags)+2)
	for _, l := range readLines(t, path) {
		var r struct {
			Strict []string `json:"strict"`
		}
		var fields map[string]any
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(l), &fields); err != nil {
			t.Fatal(err)
		}
		if fields[verdict] != 1.0 {
			if len(r.Strict) > 0 {
				t.Errorf("a wrong answer has strict flags: %s", l)
			}
			continue
		}
		got[0]++
		if len(r.Strict) == 0 {
			got[len(flags)+1]++
		}
		for _, f := range r.Strict {
			got[1+slices.Index(flags, f)]++
		}
	}
	return got
}
