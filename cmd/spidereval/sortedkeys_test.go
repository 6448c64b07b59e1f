package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSortedKeys re-saves a kit BIRD prediction file with its keys sorted
// ("0", "1", "10", "100", …), as json.dump(…, sort_keys=True) does: the
// official script pairs by position and prints EX 0.40 (percent: 2 of 500 right) instead of 50.80; the
// CLI prints the same table (testdata/sorted_keys.official_ex.stdout, the
// official script's output) and names the file with exit status 7. The
// file as published is scored with exit 0.
func TestSortedKeys(t *testing.T) {
	kit := miniDev(t)
	orig := filepath.Join(kit, "predictions", "mini_dev_gpt-4-o_cot_SQLite.json")
	data, err := os.ReadFile(orig)
	if err != nil {
		t.Fatal(err)
	}
	var preds map[string]string
	if err := json.Unmarshal(data, &preds); err != nil {
		t.Fatal(err)
	}
	sorted, err := json.MarshalIndent(preds, "", "    ") // Go sorts map keys
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "sorted.json")
	if err := os.WriteFile(path, sorted, 0o644); err != nil {
		t.Fatal(err)
	}
	official, err := os.ReadFile("testdata/sorted_keys.official_ex.stdout")
	if err != nil {
		t.Fatal(err)
	}
	args := func(pred string) []string {
		return miniDevFlags(kit, kit, "--pred", pred, "--quiet")
	}
	stdout, stderr, code := runCLI(t, args(path)...)
	if code != exitMisread {
		t.Errorf("exit %d, want %d", code, exitMisread)
	}
	if !strings.HasPrefix(stdout, string(official)) {
		t.Errorf("the EX table differs from the official script's on the sorted file:\n%s", stdout)
	}
	want := path + `:4: keys are not "0" … "499" in file order (here "10" is at position 2): 498 of 500 questions are paired with a prediction keyed for another question`
	if !strings.Contains(stderr, want) || !strings.Contains(stderr, "exit status 7") {
		t.Errorf("stderr lacks %q:\n%s", want, stderr)
	}
	_, stderr, code = runCLI(t, args(orig)...)
	if code != 0 || strings.Contains(stderr, "keys") {
		t.Errorf("the published file: exit %d, stderr:\n%s", code, stderr)
	}
}
