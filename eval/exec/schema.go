package exec

import (
	"context"
	"fmt"
	"os"
	"strings"
	"unicode"

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
		if err != nil && (strings.Contains(err.Error(), "no such module:") || strings.Contains(err.Error(), "not authorized")) {
			// A virtual table whose module this SQLite lacks (FTS3/4/5 and
			// R*Tree natively), or whose module's own statements the
			// authorizer refuses (R*Tree in the page): its columns are
			// those its statement declares.
			cols[i], err = c.virtualColumns(t, err)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: reading columns of %s: %w", db, t, err)
		}
	}
	return schema.New(db, tables, cols), nil
}

// virtualColumns are the columns PRAGMA table_info gives, with the
// module, for a virtual table of one of the modules whose declared
// arguments say them (fts3, fts4, fts5, rtree, rtree_i32); otherwise
// moduleErr.
func (c *conn) virtualColumns(table string, moduleErr error) ([]string, error) {
	sqls, err := c.names(`SELECT sql FROM sqlite_master WHERE type='table' AND name='` + strings.ReplaceAll(table, "'", "''") + `'`)
	if err != nil || len(sqls) != 1 {
		return nil, moduleErr
	}
	cols, ok := declaredColumns(sqls[0])
	if !ok {
		return nil, moduleErr
	}
	return cols, nil
}

// declaredColumns reads the columns of CREATE VIRTUAL TABLE … USING
// module(args): FTS's arguments without "=" (options), by their first
// word; every R*Tree argument, auxiliary ones without their "+".
func declaredColumns(sql string) ([]string, bool) {
	lower := strings.ToLower(sql)
	at := strings.Index(lower, " using ")
	open, end := strings.Index(sql, "("), strings.LastIndex(sql, ")")
	if at < 0 || open < at || end < open {
		return nil, false
	}
	module := strings.ToLower(strings.TrimSpace(sql[at+len(" using ") : open]))
	var cols []string
	for _, arg := range splitArgs(sql[open+1 : end]) {
		arg = strings.TrimSpace(arg)
		if arg == "" {
			continue
		}
		switch module {
		case "fts3", "fts4", "fts5":
			if strings.Contains(arg, "=") {
				continue
			}
			cols = append(cols, unquoteName(firstWord(arg)))
		case "rtree", "rtree_i32":
			cols = append(cols, unquoteName(firstWord(strings.TrimPrefix(arg, "+"))))
		default:
			return nil, false
		}
	}
	return cols, true
}

// splitArgs splits a module's arguments at the commas outside quotes and
// parentheses.
func splitArgs(s string) []string {
	var out []string
	depth, quote, last := 0, byte(0), 0
	for i := 0; i < len(s); i++ {
		switch ch := s[i]; {
		case quote != 0:
			if ch == quote {
				quote = 0
			}
		case ch == '\'' || ch == '"' || ch == '`':
			quote = ch
		case ch == '[':
			quote = ']'
		case ch == '(':
			depth++
		case ch == ')':
			depth--
		case ch == ',' && depth == 0:
			out = append(out, s[last:i])
			last = i + 1
		}
	}
	return append(out, s[last:])
}

// firstWord is the name at the start of an argument: a quoted name whole,
// else up to the first space.
func firstWord(arg string) string {
	close := map[byte]byte{'"': '"', '\'': '\'', '`': '`', '[': ']'}[arg[0]]
	if close != 0 {
		for i := 1; i < len(arg); i++ {
			if arg[i] != close {
				continue
			}
			if close != ']' && i+1 < len(arg) && arg[i+1] == close {
				i++ // a doubled quote
				continue
			}
			return arg[:i+1]
		}
		return arg
	}
	if i := strings.IndexFunc(arg, unicode.IsSpace); i >= 0 {
		return arg[:i]
	}
	return arg
}

// unquoteName takes a name out of its SQL quotes.
func unquoteName(n string) string {
	if len(n) >= 2 {
		switch f, l := n[0], n[len(n)-1]; {
		case (f == '"' || f == '\'' || f == '`') && l == f:
			return strings.ReplaceAll(n[1:len(n)-1], string(f)+string(f), string(f))
		case f == '[' && l == ']':
			return n[1 : len(n)-1]
		}
	}
	return n
}

// names runs a one-column query and returns its values as SQLite stores
// them.
func (c *conn) names(sql string) ([]string, error) {
	stmt, _, err := c.Prepare(context.Background(), sql)
	if err != nil {
		return nil, err
	}
	if stmt == nil {
		return nil, nil
	}
	defer stmt.Close()
	var out []string
	rows := stmt.Rows(DefaultMaxRows, DefaultMaxBytes)
	for rows.Next() {
		_, _, _, raw := rows.Cell(0)
		out = append(out, string(raw))
	}
	return out, rows.Err()
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
	c, sl, err := d.get(context.Background())
	if err != nil {
		return nil, err
	}
	defer func() {
		if p := recover(); p != nil {
			c.broken = true
			s, err = nil, fmt.Errorf("%s: %w", d.name, panicError(p))
		}
		d.put(c, sl)
	}()
	s, err = readSchema(dbID, c)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", d.name, err)
	}
	return s, nil
}
