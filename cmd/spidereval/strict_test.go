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
	kit := filepath.Join(datakit.Require(t), "bird", "bird_dev_synth")
	const name = "mini_dev_gpt-4_sqlite"
	want := strictCountsLine(t, name) // right, five flags, strict_ex
	out := filepath.Join(t.TempDir(), "out.jsonl")
	args := []string{"--compat", "bird", "--gold", filepath.Join(kit, "mini_dev_sqlite_gold.sql"), "--difficulty", filepath.Join(kit, "mini_dev_sqlite.jsonl"),
		"--pred", filepath.Join(kit, "predictions", name+".json"), "--db", filepath.Join(kit, "dev_databases"), "--quiet"}
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
	flags := []string{"duplicates", "both_empty", "order", "columns", "float"}
	for i, f := range flags {
		lines = append(lines, fmt.Sprintf("  %-11s %5d", f, want[i+1]))
	}
	lines = append(lines, "\nunscoreable: 0 (")
	for _, l := range lines {
		if !strings.Contains(section, l) {
			t.Errorf("strict section lacks %q:\n%s", l, section)
		}
	}
	got := make([]int, 7)
	for _, l := range readLines(t, out) {
		var r struct {
			EX     int      `json:"ex"`
			Strict []string `json:"strict"`
		}
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatal(err)
		}
		if r.EX == 0 && len(r.Strict) > 0 {
			t.Errorf("a wrong answer has strict flags: %s", l)
		}
		got[0] += r.EX
		if r.EX == 1 && len(r.Strict) == 0 {
			got[6]++
		}
		for _, f := range r.Strict {
			got[1+slices.Index(flags, f)]++
		}
	}
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
	flags := []string{"duplicates", "both_empty", "order", "columns", "float"}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		t.Run(f[0], func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out.jsonl")
			_, stderr, code := runCLI(t, "--compat", "spider", "--etype", "exec", "--gold", filepath.Join(dir, "spider", "dev_gold.sql"),
				"--pred", filepath.Join(dir, "predictions", f[0]+".sql"), "--db", filepath.Join(dir, "spider", "database"),
				"--table", filepath.Join(dir, "spider", "tables.json"), "--quiet", "--jsonl", out)
			if code != 0 && code != exitRefused {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			got := make([]int, 7)
			for _, l := range readLines(t, out) {
				var r struct {
					Exec   int      `json:"exec"`
					Strict []string `json:"strict"`
				}
				if err := json.Unmarshal([]byte(l), &r); err != nil {
					t.Fatal(err)
				}
				got[0] += r.Exec
				if r.Exec == 1 && len(r.Strict) == 0 {
					got[6]++
				}
				for _, s := range r.Strict {
					got[1+slices.Index(flags, s)]++
				}
			}
			if g := strings.Trim(strings.Join(strings.Fields(fmt.Sprint(got)), "\t"), "[]"); g != strings.Join(f[1:], "\t") {
				t.Errorf("right, flags, strict: %s; strict_legacy_counts.tsv says %s", g, strings.Join(f[1:], "\t"))
			}
		})
	}
}
