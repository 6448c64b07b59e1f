// Package kittest is test support for the tests that hold the Spider
// grammar's packages against the data kit's goldens: the kit's Spider
// schemas (read from their files, as the reference reads them, once per
// test binary), the lines of the parse golden, and query trees in their
// JSON form.
package kittest

import (
	"encoding/json"
	"sync"
	"testing"

	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
	"github.com/spidereval/spidereval/internal/datakit"
)

var schemas sync.Map

// SpiderSchema is the schema of the kit's database
// spider/database/db/db.sqlite; the test skips without a kit and fails
// when the kit lacks the file or it cannot be read.
func SpiderSchema(t testing.TB, db string) *schema.Schema {
	t.Helper()
	if s, ok := schemas.Load(db); ok {
		return s.(*schema.Schema)
	}
	s, err := exec.ReadSchemaFile(db, datakit.Path(t, "spider", "database", db, db+".sqlite"))
	if err != nil {
		t.Fatal(err)
	}
	schemas.Store(db, s)
	return s
}

// ParseRecord is one line of the kit's golden/parse/queries.*.jsonl: a
// query, and the reference's tokens and tree of it or why it refused it.
type ParseRecord struct {
	DBID        string   `json:"db_id"`
	SQL         string   `json:"sql"`
	Tokens      []string `json:"tokens"`
	TokensError string   `json:"tokens_error"`
	Parsed      any      `json:"parsed"`
	ParseError  string   `json:"parse_error"`
}

// ParseGoldenFile is one file of the parse golden and the dialect the
// reference parsed it in.
type ParseGoldenFile struct {
	Name    string
	Dialect spiderql.Dialect
}

// ParseGoldenFiles are the parse golden's files: the test-suite script's
// queries and the legacy Spider script's.
var ParseGoldenFiles = []ParseGoldenFile{{"queries.testsuite.jsonl", spiderql.TestSuite}, {"queries.spider.jsonl", spiderql.Spider}}

// ParseGolden reads the kit's golden/parse/<file> (one of
// ParseGoldenFiles' names).
func ParseGolden(t testing.TB, file string) []ParseRecord {
	t.Helper()
	return datakit.ReadJSONL[ParseRecord](t, datakit.Path(t, "golden", "parse", file))
}

// JSONTree is v marshalled to JSON and read back as plain maps, slices,
// strings and float64s: the form of the goldens' trees.
func JSONTree(t testing.TB, v any) any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var tree any
	if err := json.Unmarshal(b, &tree); err != nil {
		t.Fatal(err)
	}
	return tree
}
