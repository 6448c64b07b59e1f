package extended

import (
	"encoding/json"
	"os"
	"testing"

	"spidereval/eval/spiderql"
)

// FuzzParse checks that Parse never panics and that a lowered query always has a SELECT list.
func FuzzParse(f *testing.F) {
	data, err := os.ReadFile("testdata/lowering.json")
	if err != nil {
		f.Fatal(err)
	}
	var file struct {
		Cases []loweringCase `json:"cases"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		f.Fatal(err)
	}
	for _, c := range file.Cases {
		f.Add(c.SQL)
	}
	s := fixtureSchema()
	f.Fuzz(func(t *testing.T, sql string) {
		q, _, err := Parse(sql, s, spiderql.TestSuite)
		if err == nil && len(q.Select.Items) == 0 {
			t.Errorf("Parse(%q) lowered a query without select items", sql)
		}
	})
}
