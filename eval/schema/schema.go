// Package schema holds a database's tables and columns as the Spider grammar
// names them (lower-cased, ids "__table.column__"), read from a SQLite file or
// from tables.json, and the foreign-key map that merges equivalent columns.
package schema

// AllID is the id of "*".
const AllID = "__all__"

// Schema is one database's tables and columns, lower-cased.
type Schema struct {
	DB      string                     // database id
	Tables  []string                   // table names in database order
	Columns map[string]map[string]bool // table -> set of its column names
	IDs     map[string]string          // "*", "table", "table.column" -> "__...__" id
	Ordered map[string][]string        // table -> its column names in database order
	cols    map[string][]string        // table id prefix "__t" -> its column ids
}

// New builds a schema from ordered table names and their column lists;
// names are lower-cased, and a later table with the same name replaces an earlier one.
func New(db string, tables []string, columns [][]string) *Schema {
	s := &Schema{DB: db, Columns: map[string]map[string]bool{}, IDs: map[string]string{"*": AllID}, Ordered: map[string][]string{}, cols: map[string][]string{}}
	last := map[string][]string{}
	for i, t := range tables {
		t = Lower(t)
		if _, seen := last[t]; !seen {
			s.Tables = append(s.Tables, t)
		}
		last[t] = columns[i]
	}
	for _, t := range s.Tables {
		set := map[string]bool{}
		var ids []string
		for _, c := range last[t] {
			c = Lower(c)
			set[c] = true
			s.Ordered[t] = append(s.Ordered[t], c)
			id := "__" + t + "." + c + "__"
			s.IDs[t+"."+c] = id
			ids = append(ids, id)
		}
		s.Columns[t] = set
		s.cols["__"+t] = ids
	}
	for _, t := range s.Tables {
		s.IDs[t] = "__" + t + "__"
	}
	return s
}

// ValidColumns returns the set of column ids belonging to the given table
// ids (the reference's build_valid_col_units: prefix match on "__table").
func (s *Schema) ValidColumns(tableIDs []string) map[string]bool {
	valid := map[string]bool{}
	for _, id := range tableIDs {
		if len(id) < 2 {
			continue
		}
		prefix := id[:len(id)-2]
		for _, c := range s.cols[prefix] {
			valid[c] = true
		}
	}
	return valid
}
