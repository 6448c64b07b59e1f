package spiderql

import (
	"encoding/json"
	"os"
	"reflect"
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
