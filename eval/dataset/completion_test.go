package dataset

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"
)

// TestExtractor checks each completion mode on testdata/completions.jsonl:
// the SQL taken out and whether the format held.
func TestExtractor(t *testing.T) {
	f, err := os.Open("testdata/completions.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	seen := map[string]bool{}
	for line := 1; sc.Scan(); line++ {
		var c struct {
			Mode, Text, SQL string
			FormatOK        bool `json:"format_ok"`
		}
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		e, err := NewExtractor(c.Mode)
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		seen[e.Mode()] = true
		sql, ok := e.Extract(c.Text)
		if sql != c.SQL || ok != c.FormatOK {
			t.Errorf("line %d: %s on %q = %q, %v; want %q, %v", line, c.Mode, c.Text, sql, ok, c.SQL, c.FormatOK)
		}
	}
	for _, m := range ExtractModes {
		if !seen[m] {
			t.Errorf("mode %s has no case in testdata/completions.jsonl", m)
		}
	}
}

func TestExtractorRefusesUnknownModes(t *testing.T) {
	for _, mode := range []string{"", "solution", "regex:(", "Raw"} {
		if _, err := NewExtractor(mode); err == nil {
			t.Errorf("NewExtractor(%q) accepted", mode)
		}
	}
}
