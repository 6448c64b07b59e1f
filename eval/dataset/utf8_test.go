package dataset

import (
	"strings"
	"testing"
)

// TestInvalidUTF8 (issue 26, item 1): bytes that are not UTF-8 (GBK
// curly quotes in a real prediction file, line 78) are named by file,
// line, byte offset and column, instead of being decoded as U+FFFD
// silently; Python stops on them with UnicodeDecodeError.
func TestInvalidUTF8(t *testing.T) {
	gbk := strings.Repeat("SELECT 1\n", 77) + "SELECT name FROM singer WHERE name = '\xa1\xae Smith \xa1\xaf'\nSELECT 2\n"
	for _, tc := range []struct {
		name, data string
		want       []string
	}{
		{"valid", "SELECT 'é'\n\ufeffSELECT 1", nil},
		{"GBK quotes on line 78", gbk, []string{"p.sql:78: byte 0xa1 at offset 731 of the file (column 39) is not valid UTF-8: the official scripts stop with UnicodeDecodeError"}},
		{"two lines, CRLF, CR, last without newline", "SELECT 0\rSELECT '\xff'\r\nSELECT 1\r\nSELECT 'a\xc3'", []string{"p.sql:2: byte 0xff at offset 17 ", "p.sql:4: byte 0xc3 at offset 40 "}},
		{"truncated sequence", "\xe2\x82", []string{"p.sql:1: byte 0xe2 at offset 0 of the file (column 1)"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := InvalidUTF8(File{Name: "p.sql", Data: []byte(tc.data)})
			if len(got) != len(tc.want) {
				t.Fatalf("got %v, want %d warnings", got, len(tc.want))
			}
			for i, w := range tc.want {
				if !strings.HasPrefix(got[i].String(), w) {
					t.Errorf("warning %d = %q, want %q...", i, got[i], w)
				}
			}
		})
	}
	// A file of bad lines names the first ones and counts the rest.
	got := InvalidUTF8(File{Name: "p.sql", Data: []byte(strings.Repeat("\xff\n", 250))})
	if len(got) != maxUTF8Warnings+1 || got[maxUTF8Warnings].String() != "p.sql: 150 more lines hold bytes that are not valid UTF-8" {
		t.Errorf("%d warnings, last %v", len(got), got[len(got)-1])
	}
}
