package schema

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/spidereval/spidereval/eval/dataset"
)

// Entry is one database of a tables.json file.
type Entry struct {
	DBID                string          `json:"db_id"`
	TableNames          []string        `json:"table_names"`
	TableNamesOriginal  []string        `json:"table_names_original"`
	ColumnNames         [][2]any        `json:"column_names"`
	ColumnNamesOriginal [][2]any        `json:"column_names_original"`
	ColumnTypes         []string        `json:"column_types"`
	ForeignKeys         [][2]int        `json:"foreign_keys"`
	PrimaryKeys         json.RawMessage `json:"primary_keys"`

	// RefStop says why the reference would stop on this entry when it
	// reads tables.json (its build_foreign_key_map reads every entry's
	// table_names_original, column_names_original and foreign_keys), ""
	// when it would not; Origin names the entry ("tables.json: entry 3").
	RefStop string `json:"-"`
	Origin  string `json:"-"`
}

// Tables is a parsed tables.json, by database id.
type Tables map[string]*Entry

// ParseTables reads a tables.json document; name is used in error messages.
func ParseTables(name string, data []byte) (Tables, error) {
	var entries []*Entry
	if err := json.Unmarshal(data, &entries); err != nil {
		return nil, dataset.JSONError(name, data, err)
	}
	var raw []map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, dataset.JSONError(name, data, err)
	}
	t := Tables{}
	for i, e := range entries {
		if e == nil || e.DBID == "" {
			return nil, fmt.Errorf("%s: entry %d has no db_id", name, i)
		}
		e.Origin = fmt.Sprintf("%s: entry %d (%s)", name, i+1, e.DBID)
		e.RefStop = refStop(raw[i])
		for j, c := range e.ColumnNamesOriginal {
			ti, ok := c[0].(float64)
			if _, isStr := c[1].(string); !ok || !isStr || int(ti) >= len(e.TableNamesOriginal) {
				return nil, fmt.Errorf("%s: %s: column_names_original[%d] is not [table index, name]", name, e.DBID, j)
			}
		}
		for j, fk := range e.ForeignKeys {
			if fk[0] < 0 || fk[1] < 0 || fk[0] >= len(e.ColumnNamesOriginal) || fk[1] >= len(e.ColumnNamesOriginal) {
				return nil, fmt.Errorf("%s: %s: foreign_keys[%d] names a column that does not exist", name, e.DBID, j)
			}
		}
		t[e.DBID] = e
	}
	return t, nil
}

// refStop names the key of a tables.json entry that stops the reference's
// build_foreign_key_map: missing (KeyError) or null (TypeError).
func refStop(entry map[string]json.RawMessage) string {
	for _, k := range []string{"column_names_original", "table_names_original", "foreign_keys"} {
		v, ok := entry[k]
		switch {
		case !ok:
			return fmt.Sprintf("no %s: the reference stops reading tables.json (KeyError: '%s')", k, k)
		case string(v) == "null" && k == "table_names_original":
			return fmt.Sprintf("%s is null: the reference stops reading tables.json (TypeError: 'NoneType' object is not subscriptable)", k)
		case string(v) == "null":
			return fmt.Sprintf("%s is null: the reference stops reading tables.json (TypeError: 'NoneType' object is not iterable)", k)
		}
	}
	return ""
}

// RefStops are the entries the reference would stop on, as warnings.
func (t Tables) RefStops() []dataset.Warning {
	var out []dataset.Warning
	for _, db := range slices.Sorted(maps.Keys(t)) {
		if e := t[db]; e.RefStop != "" {
			out = append(out, dataset.Warning{Origin: e.Origin, Msg: e.RefStop})
		}
	}
	return out
}

// columnIDs lists the "__table.column__" id of every column, "__all__" for "*".
func (e *Entry) columnIDs() []string {
	ids := make([]string, len(e.ColumnNamesOriginal))
	for i, c := range e.ColumnNamesOriginal {
		ti := int(c[0].(float64))
		if ti < 0 {
			ids[i] = AllID
			continue
		}
		ids[i] = "__" + Lower(e.TableNamesOriginal[ti]) + "." + Lower(c[1].(string)) + "__"
	}
	return ids
}

// ForeignKeyMap builds the reference's column-equivalence map: each foreign
// key pair joins the first existing set that holds either column (sets are
// never merged), and every member of a set maps to its lowest-index member.
func (e *Entry) ForeignKeyMap() map[string]string {
	ids := e.columnIDs()
	var sets []map[int]bool
	for _, fk := range e.ForeignKeys {
		var set map[int]bool
		for _, s := range sets {
			if s[fk[0]] || s[fk[1]] {
				set = s
				break
			}
		}
		if set == nil {
			set = map[int]bool{}
			sets = append(sets, set)
		}
		set[fk[0]] = true
		set[fk[1]] = true
	}
	m := map[string]string{}
	for _, s := range sets {
		members := slices.Sorted(maps.Keys(s))
		for _, k := range members {
			m[ids[k]] = ids[members[0]]
		}
	}
	return m
}

// Schema builds a schema from the entry's original names (used when the
// database file is unavailable; the reference reads the .sqlite file).
func (e *Entry) Schema() *Schema {
	cols := make([][]string, len(e.TableNamesOriginal))
	for _, c := range e.ColumnNamesOriginal {
		ti := int(c[0].(float64))
		if ti >= 0 {
			cols[ti] = append(cols[ti], c[1].(string))
		}
	}
	return New(e.DBID, e.TableNamesOriginal, cols)
}

// Keys lists a table's primary keys ("PK column") and foreign keys
// ("column → table.column") as tables.json records them.
func (e *Entry) Keys(table string) []string {
	name := func(i int) (string, string) {
		c := e.ColumnNamesOriginal[i]
		ti := int(c[0].(float64))
		if ti < 0 {
			return "", "*"
		}
		return e.TableNamesOriginal[ti], c[1].(string)
	}
	var out []string
	var pks []any
	json.Unmarshal(e.PrimaryKeys, &pks)
	for _, p := range pks {
		var idx []float64
		switch v := p.(type) {
		case float64:
			idx = []float64{v}
		case []any:
			for _, x := range v {
				if f, ok := x.(float64); ok {
					idx = append(idx, f)
				}
			}
		}
		for _, i := range idx {
			if int(i) >= 0 && int(i) < len(e.ColumnNamesOriginal) {
				if t, c := name(int(i)); strings.EqualFold(t, table) {
					out = append(out, "PK "+c)
				}
			}
		}
	}
	for _, fk := range e.ForeignKeys {
		t, c := name(fk[0])
		if strings.EqualFold(t, table) {
			t2, c2 := name(fk[1])
			out = append(out, c+" → "+t2+"."+c2)
		}
	}
	return out
}
