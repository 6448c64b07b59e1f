package spiderql_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/spidereval/spidereval/eval/internal/kittest"
	"github.com/spidereval/spidereval/eval/spiderql"
	"github.com/spidereval/spidereval/internal/datakit"
)

// TestGoldenParse compares tokens and parse trees with the reference's, query by query.
func TestGoldenParse(t *testing.T) {
	for _, d := range kittest.ParseGoldenFiles {
		t.Run(d.Name, func(t *testing.T) {
			n, tokBad, parseBad := 0, 0, 0
			for i, r := range kittest.ParseGolden(t, d.Name) {
				if !datakit.Sampled(i) {
					continue
				}
				n++
				toks, err := spiderql.Tokenize(r.SQL)
				if (err != nil) != (r.TokensError != "") || (err == nil && !reflect.DeepEqual(toks, r.Tokens)) {
					tokBad++
					if tokBad <= 10 {
						t.Errorf("tokens of %q:\n got  %q (%v)\n want %q (%s)", r.SQL, toks, err, r.Tokens, r.TokensError)
					}
					continue
				}
				s := kittest.SpiderSchema(t, r.DBID)
				q, err := spiderql.Parse(r.SQL, s, d.Dialect)
				if (err != nil) != (r.ParseError != "") {
					parseBad++
					if parseBad <= 10 {
						t.Errorf("parse of %q (%s): got err %v, want err %q", r.SQL, r.DBID, err, r.ParseError)
					}
					continue
				}
				if err != nil {
					continue
				}
				got := kittest.JSONTree(t, q)
				if !reflect.DeepEqual(got, r.Parsed) {
					parseBad++
					if parseBad <= 10 {
						gj, _ := json.Marshal(got)
						wj, _ := json.Marshal(r.Parsed)
						t.Errorf("tree of %q (%s):\n got  %s\n want %s", r.SQL, r.DBID, gj, wj)
					}
				}
			}
			t.Logf("%d queries: %d token mismatches, %d parse mismatches", n, tokBad, parseBad)
		})
	}
}
