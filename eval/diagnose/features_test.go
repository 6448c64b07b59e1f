package diagnose

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// TestFeatures checks the profiles of the hand-annotated queries in
// testdata/features.txt.
func TestFeatures(t *testing.T) {
	f, err := os.Open("testdata/features.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		sql, want, ok := strings.Cut(text, " | ")
		if !ok {
			t.Fatalf("features.txt:%d: no \" | \"", line)
		}
		p, err := Features(sql, nil)
		if err != nil {
			t.Errorf("features.txt:%d: %v", line, err)
			continue
		}
		got := strings.Join(p.Names(), ", ")
		if got == "" {
			got = "-"
		}
		if got != strings.TrimSpace(want) {
			t.Errorf("features.txt:%d: %s\n got  %s\n want %s", line, sql, got, want)
		}
		n++
	}
	if n < 20 {
		t.Errorf("only %d cases", n)
	}
	if _, err := Features("SELECT FROM WHERE", nil); err == nil {
		t.Error("an unreadable query has a profile")
	}
}
