package exec

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/spidereval/spidereval/eval/schema"
)

// readSchema reads the schema the way the reference does: every row of
// sqlite_master with type 'table' (sqlite_sequence included), then each
// table's columns from PRAGMA table_info of its lower-cased name. Names are read as SQLite stores
// them (no UTF-8 cleaning).
func readSchema(db string, c *conn) (*schema.Schema, error) {
	tables, err := c.names(`SELECT name FROM sqlite_master WHERE type='table'`)
	if err != nil {
		return nil, fmt.Errorf("%s: reading tables: %w", db, err)
	}
	cols := make([][]string, len(tables))
	for i, t := range tables {
		// The reference looks the table up by its lower-cased name
		// (Python's lower; SQLite folds ASCII only): a table named with a
		// non-ASCII capital has no columns there, and none here.
		cols[i], err = c.names(`SELECT name FROM pragma_table_info('` + strings.ReplaceAll(schema.Lower(t), "'", "''") + `')`)
		if err != nil {
			return nil, fmt.Errorf("%s: reading columns of %s: %w", db, t, err)
		}
	}
	return schema.New(db, tables, cols), nil
}

// names runs a one-column query and returns its values as SQLite stores
// them.
func (c *conn) names(sql string) ([]string, error) {
	stmt, _, err := c.prepare(context.Background(), sql)
	if err != nil {
		return nil, err
	}
	if stmt == nil {
		return nil, nil
	}
	defer stmt.close()
	var out []string
	rows := stmt.rows(DefaultMaxRows, DefaultMaxBytes)
	for rows.next() {
		_, _, _, raw := rows.cell(0)
		out = append(out, string(raw))
	}
	return out, rows.err()
}

// ReadSchemaFile opens a .sqlite file read-only and immutable (no locking,
// which js/wasm lacks; a write-ahead log beside it is read too, see
// OpenFile) and reads the schema of database db.
func ReadSchemaFile(db, path string) (*schema.Schema, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, err
	}
	d, err := OpenFile(path)
	if err != nil {
		return nil, err
	}
	defer d.Close()
	return d.Schema(db)
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
	s, err = readSchema(dbID, c)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", d.name, err)
	}
	return s, nil
}
