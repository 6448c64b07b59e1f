package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGoldAlt scores Mini-Dev GPT-4 with 20 alternative golds: the
// corrected EX is the official script's on the gold file with those golds
// replaced (testdata/goldalt), the official report is unchanged above the
// section, each listed question's record has its corrected verdict, and
// the entry naming no question is named on stderr.
func TestGoldAlt(t *testing.T) {
	kit := miniDev(t)
	ref, err := os.ReadFile("testdata/goldalt/corrected_gold.official_ex.stdout")
	if err != nil {
		t.Fatal(err)
	}
	var total float64
	for _, l := range strings.Split(string(ref), "\n") {
		if f := strings.Fields(l); len(f) == 5 && f[0] == "EX" {
			fmt.Sscan(f[4], &total)
		}
	}
	corrected := int(total*5 + 0.5) // percent of 500
	ex, _ := birdGolden(t, filepath.Join(kit, "golden353", "mini_dev_gpt-4_sqlite.bird.jsonl"))
	official := 0
	for _, v := range ex {
		official += v
	}
	alt := "testdata/goldalt/mini_dev_alt.jsonl"
	out := filepath.Join(t.TempDir(), "out.jsonl")
	args := miniDevFlags(kit, kit, "--pred", filepath.Join(kit, "predictions", "mini_dev_gpt-4_sqlite.json"), "--quiet")
	plain, _, _ := runCLI(t, args...)
	stdout, stderr, code := runCLI(t, append(args, "--gold-alt", alt, "--jsonl", out)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	section, ok := strings.CutPrefix(stdout, plain+"\n")
	if !ok {
		t.Fatalf("--gold-alt changed the official report:\n%s", stdout)
	}
	want := fmt.Sprintf("official EX %.3f (%d of 500)    corrected EX %.3f (%d of 500; 20 questions judged", float64(official)/500, official, float64(corrected)/500, corrected)
	if !strings.Contains(section, want) {
		t.Errorf("section lacks %q:\n%s", want, section)
	}
	if note := alt + ":21: question_id 999999 names no scored question"; !strings.Contains(stderr, note) || !strings.Contains(section, note) {
		t.Errorf("the unmatched entry is not named: %s\n%s", stderr, section)
	}
	n := 0
	for _, l := range readLines(t, out) {
		if strings.Contains(l, `"corrected":`) {
			n++
		}
	}
	if n != 20 {
		t.Errorf("%d records with a corrected verdict, want 20", n)
	}
}
