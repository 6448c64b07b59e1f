package schema

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// FuzzParseTables reads arbitrary tables.json documents. An error must name the file; a
// parsed document must key each entry by its db_id, and every entry must give a schema,
// a foreign-key map over its own column ids and key descriptions without panicking.
func FuzzParseTables(f *testing.F) {
	if demo, err := os.ReadFile("../../assets/demo/tables.json"); err == nil {
		var entries []json.RawMessage
		if json.Unmarshal(demo, &entries) == nil {
			for _, e := range entries {
				f.Add([]byte("[" + string(e) + "]"))
			}
		}
	}
	for _, s := range []string{
		`[{"db_id": "a", "table_names_original": ["t"], "column_names_original": [[-1, "*"], [0, "x"], [0, "y"]], "foreign_keys": [[1, 2]], "primary_keys": [1, [1, 2]]}]`,
		`[{"db_id": "a", "table_names_original": ["T", "t"], "column_names_original": [[-1, "*"], [1, "x"], [-7, "y"]], "foreign_keys": [[2, 1], [1, 2], [2, 2]], "primary_keys": "x"}]`,
		`[{"db_id": "a", "column_names_original": [[0, "x"]]}]`,
		`[{"db_id": "a", "table_names_original": ["t"], "column_names_original": [[1e300, "x"], [0.5, "y"]]}]`,
		`[null]`, `[{}]`, `{"db_id": "a"}`, `[{"db_id": "a", "foreign_keys": [[0, 9]]}]`, ``,
	} {
		f.Add([]byte(s))
	}
	const name = "uploads/tables.json"
	f.Fuzz(func(t *testing.T, data []byte) {
		tables, err := ParseTables(name, data)
		if err != nil {
			if !strings.Contains(err.Error(), name) {
				t.Errorf("error does not name the file: %v", err)
			}
			return
		}
		for id, e := range tables {
			if e.DBID != id {
				t.Errorf("entry %q filed under %q", e.DBID, id)
			}
			s := e.Schema()
			if len(s.Tables) > len(e.TableNamesOriginal) {
				t.Errorf("%s: %d tables from %d names", id, len(s.Tables), len(e.TableNamesOriginal))
			}
			ids := map[string]bool{}
			for _, c := range e.columnIDs() {
				ids[c] = true
			}
			for k, v := range e.ForeignKeyMap() {
				if !ids[k] || !ids[v] {
					t.Errorf("%s: foreign-key map %s -> %s outside the columns", id, k, v)
				}
			}
			for _, table := range e.TableNamesOriginal {
				for _, k := range e.Keys(table) {
					if k == "" {
						t.Errorf("%s: empty key description for %s", id, table)
					}
				}
			}
		}
	})
}
