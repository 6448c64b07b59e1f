package spiderql

import (
	"encoding/json"
	"os"
	"reflect"
	"runtime"
	"strings"
	"testing"
)

type tokenCase struct {
	Name   string   `json:"name"`
	SQL    string   `json:"sql"`
	Tokens []string `json:"tokens"`
	Error  string   `json:"error"`
}

func TestTokenize(t *testing.T) {
	data, err := os.ReadFile("testdata/tokenize.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []tokenCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			got, err := Tokenize(c.SQL)
			if c.Error != "" {
				if err == nil || err.Error() != c.Error {
					t.Fatalf("Tokenize(%q) error = %v, want %q", c.SQL, err, c.Error)
				}
				return
			}
			if err != nil {
				t.Fatalf("Tokenize(%q): %v", c.SQL, err)
			}
			if !reflect.DeepEqual(got, c.Tokens) {
				t.Errorf("Tokenize(%q)\n got  %q\n want %q", c.SQL, got, c.Tokens)
			}
		})
	}
}

// allocated is how many bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestTokenizeLinear: tokenising issue 26's 100 KB line of 7,200 OR terms
// (each a quoted value, some with !=) takes memory in proportion to it;
// the reference's way, rebuilding the string per value and the list per
// operator, took about 1 GB.
func TestTokenizeLinear(t *testing.T) {
	var b strings.Builder
	b.WriteString("SELECT count(*) FROM singer WHERE name = 'x'")
	for i := range 7200 {
		op := "="
		if i%2 == 0 {
			op = "!="
		}
		b.WriteString(" OR name " + op + " 'y'")
	}
	q := b.String()
	if n := allocated(func() {
		if _, err := Tokenize(q); err != nil {
			t.Fatal(err)
		}
	}); n > 256*uint64(len(q)) {
		t.Errorf("Tokenize allocated %d bytes for a %d-byte query", n, len(q))
	}
}
