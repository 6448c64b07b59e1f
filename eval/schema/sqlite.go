package schema

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"sync/atomic"

	"github.com/ncruces/go-sqlite3"
	"github.com/ncruces/go-sqlite3/vfs/memdb"
)

// FromConn reads the schema the way the reference does: every row of
// sqlite_master with type 'table' (sqlite_sequence included), then each
// table's columns from PRAGMA table_info.
func FromConn(db string, conn *sqlite3.Conn) (*Schema, error) {
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
	return New(db, tables, cols), nil
}

// FromFile opens a .sqlite file read-only and immutable (no locking, which
// js/wasm lacks) and reads its schema.
func FromFile(db, path string) (*Schema, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, err
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	u := url.URL{Scheme: "file", OmitHost: true, Path: filepath.ToSlash(abs), RawQuery: "mode=ro&immutable=1"}
	conn, err := sqlite3.OpenFlags(u.String(), sqlite3.OPEN_READONLY|sqlite3.OPEN_URI)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	defer conn.Close()
	s, err := FromConn(db, conn)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

var memSeq atomic.Uint64

// FromBytes reads the schema of a database given as the bytes of its file
// (the browser path), without keeping a copy open.
func FromBytes(db, name string, data []byte) (*Schema, error) {
	mem := "schema-" + strconv.FormatUint(memSeq.Add(1), 10)
	memdb.Create(mem, append([]byte(nil), data...))
	defer memdb.Delete(mem)
	conn, err := sqlite3.OpenFlags("file:/"+mem+"?vfs=memdb", sqlite3.OPEN_READONLY|sqlite3.OPEN_URI)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	defer conn.Close()
	s, err := FromConn(db, conn)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return s, nil
}
