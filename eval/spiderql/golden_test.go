package spiderql_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/spidereval/spidereval/eval/internal/kitschema"
	"github.com/spidereval/spidereval/eval/spiderql"
	"github.com/spidereval/spidereval/internal/datakit"
)

type parseRecord struct {
	DBID        string   `json:"db_id"`
	SQL         string   `json:"sql"`
	Tokens      []string `json:"tokens"`
	TokensError string   `json:"tokens_error"`
	Parsed      any      `json:"parsed"`
	ParseError  string   `json:"parse_error"`
}

// TestGoldenParse compares tokens and parse trees with the reference's, query by query.
func TestGoldenParse(t *testing.T) {
	for _, d := range []struct {
		file    string
		dialect spiderql.Dialect
	}{{"queries.testsuite.jsonl", spiderql.TestSuite}, {"queries.spider.jsonl", spiderql.Spider}} {
		t.Run(d.file, func(t *testing.T) {
			path := datakit.Path(t, "golden", "parse", d.file)
			n, tokBad, parseBad := 0, 0, 0
			for i, r := range datakit.ReadJSONL[parseRecord](t, path) {
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
				s := kitschema.Spider(t, r.DBID)
				q, err := spiderql.Parse(r.SQL, s, d.dialect)
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
				got := roundTrip(t, q)
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

func roundTrip(t *testing.T, q *spiderql.Query) any {
	b, err := json.Marshal(q)
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	return v
}
