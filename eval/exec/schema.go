package exec

import (
	"context"
	"fmt"
	"os"

	"github.com/ncruces/go-sqlite3"

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

// Schema reads the schema of the database, named dbID, on one of its
// pooled connections (for a reader database: only the pages that hold it).
func (d *DB) Schema(dbID string) (s *schema.Schema, err error) {
	c, err := d.get(context.Background())
	if err != nil {
		return nil, err
	}
	defer func() {
		if p := recover(); p != nil {
			c.broken = true
			s, err = nil, fmt.Errorf("%s: %w", d.name, panicError(p))
		}
		d.put(c)
	}()
	s, err = readSchema(dbID, c.Conn)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", d.name, err)
	}
	return s, nil
}
