package exec

import (
	"fmt"
	"os"
	"strconv"

	"github.com/ncruces/go-sqlite3"
	"github.com/ncruces/go-sqlite3/vfs/memdb"

	"spidereval/eval/schema"
)

// readSchema reads the schema the way the reference does: every row of
// sqlite_master with type 'table' (sqlite_sequence included), then each
// table's columns from PRAGMA table_info.
func readSchema(db string, conn *sqlite3.Conn) (*schema.Schema, error) {
	var tables []string
	stmt, _, err := conn.Prepare(`SELECT name FROM sqlite_master WHERE type='table'`)
	if err != nil {
		return nil, fmt.Errorf("%s: reading tables: %w", db, err)
	}
	for stmt.Step() {
		tables = append(tables, stmt.ColumnText(0))
	}
	err = stmt.Err()
	stmt.Close()
	if err != nil {
		return nil, fmt.Errorf("%s: reading tables: %w", db, err)
	}
	cols := make([][]string, len(tables))
	for i, t := range tables {
		stmt, _, err := conn.Prepare(`SELECT name FROM pragma_table_info(?)`)
		if err != nil {
			return nil, fmt.Errorf("%s: reading columns of %s: %w", db, t, err)
		}
		if err := stmt.BindText(1, t); err != nil {
			stmt.Close()
			return nil, err
		}
		for stmt.Step() {
			cols[i] = append(cols[i], stmt.ColumnText(0))
		}
		err = stmt.Err()
		stmt.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: reading columns of %s: %w", db, t, err)
		}
	}
	return schema.New(db, tables, cols), nil
}

// ReadSchemaFile opens a .sqlite file read-only and immutable (no locking,
// which js/wasm lacks) and reads the schema of database db.
func ReadSchemaFile(db, path string) (*schema.Schema, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, err
	}
	conn, err := sqlite3.OpenFlags(readOnlyFileURI(path), sqlite3.OPEN_READONLY|sqlite3.OPEN_URI)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	defer conn.Close()
	s, err := readSchema(db, conn)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

// ReadSchemaBytes reads the schema of database db given as the bytes of its
// file (the browser path), without keeping a copy open.
func ReadSchemaBytes(db, name string, data []byte) (*schema.Schema, error) {
	mem := "schema-" + strconv.FormatUint(memSeq.Add(1), 10)
	memdb.Create(mem, append([]byte(nil), data...))
	defer memdb.Delete(mem)
	conn, err := sqlite3.OpenFlags("file:/"+mem+"?vfs=memdb", sqlite3.OPEN_READONLY|sqlite3.OPEN_URI)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	defer conn.Close()
	s, err := readSchema(db, conn)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return s, nil
}
