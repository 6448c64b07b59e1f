package eval

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/schema"
)

// dbState is what the run knows of one database before any question on it
// is judged: the schema the grammar reads, and why execution cannot run.
type dbState struct {
	schema      *schema.Schema
	unavailable string   // set when the database itself cannot be used
	problems    []string // disagreements with tables.json, named once per database
}

// runDatabases are the databases of one run, each resolved once.
type runDatabases struct {
	in    Inputs
	match bool // exact match is scored, so tables.json matters
	exec  bool // execution is scored, so its records name unavailable databases
	mu    sync.Mutex
	state map[string]*dbState
}

// get returns the state of one database, resolving it on first use.
func (d *runDatabases) get(db string) *dbState {
	d.mu.Lock()
	defer d.mu.Unlock()
	if st, ok := d.state[db]; ok {
		return st
	}
	var st *dbState
	if err := contain("reading the schema of "+db, func() { st = d.resolve(db) }); err != nil {
		st = &dbState{unavailable: err.Error()}
		if e, ok := d.in.Tables[db]; ok {
			st.schema = e.Schema()
		}
	}
	d.state[db] = st
	return st
}

// resolve reads a database's schema as the reference does (from the
// .sqlite file), falling back to tables.json, and notes what differs.
func (d *runDatabases) resolve(db string) *dbState {
	st := &dbState{}
	entry, inTables := d.in.Tables[db]
	var err error
	switch {
	case d.in.DBs == nil:
		err = fmt.Errorf("no databases given")
	case !validID(db):
		err = fmt.Errorf("invalid database id (it would leave the database folder)")
	default:
		st.schema, err = d.in.DBs.Schema(db)
	}
	if err == nil && len(st.schema.Tables) == 0 {
		err = fmt.Errorf("the database file has no tables (an empty file, or not this database)")
		st.schema = nil
	}
	if err != nil {
		st.unavailable = err.Error()
		if inTables {
			// The reference reads the schema from the .sqlite file; tables.json is a stand-in.
			st.schema = entry.Schema()
		}
		return st
	}
	if d.match && d.in.Tables != nil && !inTables {
		st.problems = append(st.problems, "not in tables.json: its foreign keys are unknown, so exact match may differ from the reference's")
	}
	if inTables {
		if diff := tableDiff(st.schema, entry.Schema()); diff != "" {
			st.problems = append(st.problems, "the database's tables differ from tables.json ("+diff+")")
		}
	}
	return st
}

// validID reports whether a db_id names a folder inside the database root.
func validID(db string) bool {
	return db != "" && db != "." && db != ".." && !strings.ContainsAny(db, `/\`)
}

// tableDiff names the tables one schema has and the other lacks.
func tableDiff(file, tables *schema.Schema) string {
	var onlyFile, onlyTables []string
	for _, t := range file.Tables {
		if t != "sqlite_sequence" && !slices.Contains(tables.Tables, t) {
			onlyFile = append(onlyFile, t)
		}
	}
	for _, t := range tables.Tables {
		if !slices.Contains(file.Tables, t) {
			onlyTables = append(onlyTables, t)
		}
	}
	var parts []string
	if len(onlyTables) > 0 {
		parts = append(parts, "missing from the file: "+strings.Join(onlyTables, ", "))
	}
	if len(onlyFile) > 0 {
		parts = append(parts, "only in the file: "+strings.Join(onlyFile, ", "))
	}
	return strings.Join(parts, "; ")
}

// check resolves every database the examples use and returns one warning
// per problem with tables.json, with the number of questions it touches
// (a database that cannot be opened is otherwise reported by its
// questions' execution).
func (d *runDatabases) check(examples []dataset.Example) []dataset.Warning {
	count := map[string]int{}
	for _, ex := range examples {
		if ex.Err == "" {
			count[ex.DBID]++
		}
	}
	var warns []dataset.Warning
	for _, db := range slices.Sorted(maps.Keys(count)) {
		st := d.get(db)
		msgs := st.problems
		if st.unavailable != "" && st.schema != nil && !d.exec {
			msgs = append([]string{st.unavailable + "; exact match reads its schema from tables.json instead"}, msgs...)
		}
		for _, m := range msgs {
			warns = append(warns, dataset.Warning{Origin: "database " + db, Msg: fmt.Sprintf("%s (%s)", m, dataset.Plural(count[db], "question"))})
		}
	}
	return warns
}
