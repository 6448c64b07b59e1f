package dataset

import (
	"testing"

	"github.com/spidereval/spidereval/internal/datakit"
)

// TestExtractor checks each completion mode on testdata/completions.jsonl:
// the SQL taken out and whether the format held.
func TestExtractor(t *testing.T) {
	type completionCase struct {
		Mode, Text, SQL string
		FormatOK        bool `json:"format_ok"`
	}
	seen := map[string]bool{}
	for i, c := range datakit.ReadJSONL[completionCase](t, "testdata/completions.jsonl") {
		line := i + 1 // the file has no blank line
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
