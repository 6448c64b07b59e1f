package exec

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/ncruces/go-sqlite3"
)

// Limits bounds one query execution; zero fields take the defaults.
type Limits struct {
	Timeout  time.Duration // wall-clock deadline per query
	MaxRows  int           // rows beyond this are an ErrTooLarge error
	MaxBytes int64         // approximate result size beyond this is an ErrTooLarge error
}

// Default limits.
const (
	DefaultTimeout  = 30 * time.Second
	DefaultMaxRows  = 1_000_000
	DefaultMaxBytes = 256 << 20
)

// cellOverhead is the size charged per cell on top of its text or blob.
const cellOverhead = 16

func (l Limits) withDefaults() Limits {
	if l.Timeout <= 0 {
		l.Timeout = DefaultTimeout
	}
	if l.MaxRows <= 0 {
		l.MaxRows = DefaultMaxRows
	}
	if l.MaxBytes <= 0 {
		l.MaxBytes = DefaultMaxBytes
	}
	return l
}

// runQuery executes sql on c under the limits.
func runQuery(ctx context.Context, c *conn, sql string, lim Limits, strict bool) (*Result, error) {
	if strings.IndexByte(sql, 0) >= 0 {
		return nil, &ExecError{Kind: ErrSyntax, Msg: msgNullChar}
	}
	ctx, cancel := context.WithTimeout(ctx, lim.Timeout)
	defer cancel()
	old := c.SetInterrupt(ctx)
	defer c.SetInterrupt(old)

	c.missingFunc = ""
	stmt, tail, err := c.Prepare(sql)
	if err != nil {
		if c.missingFunc != "" {
			return nil, &ExecError{Kind: ErrSyntax, Msg: "no such function: " + c.missingFunc}
		}
		return nil, classify(ctx, err, true)
	}
	if stmt == nil {
		return &Result{}, nil
	}
	defer stmt.Close()
	if hasMoreSQL(tail) {
		return nil, &ExecError{Kind: ErrSyntax, Msg: msgOneStatement}
	}
	if !stmt.ReadOnly() {
		return nil, &ExecError{Kind: ErrRefused, Msg: "not authorized: statement is not read-only"}
	}
	if stmt.ColumnCount() == 0 {
		// REINDEX and the like: not a query.
		return nil, &ExecError{Kind: ErrRefused, Msg: "not authorized: statement returns no columns"}
	}
	return readRows(ctx, stmt, lim, strict)
}

// readRows steps through all rows of stmt. With strict, text that is not
// valid UTF-8 is an error (Python's default text decoding) instead of being
// cleaned.
func readRows(ctx context.Context, stmt *sqlite3.Stmt, lim Limits, strict bool) (*Result, error) {
	n := stmt.ColumnCount()
	res := &Result{Columns: make([]string, n)}
	for i := range n {
		res.Columns[i] = stmt.ColumnName(i)
	}
	var size int64
	for stmt.Step() {
		if len(res.Rows) >= lim.MaxRows {
			return nil, &ExecError{Kind: ErrTooLarge, Msg: fmt.Sprintf("more than %d rows", lim.MaxRows)}
		}
		row := make(Row, n)
		for i := range n {
			v, bad := columnValue(stmt, i)
			if bad && strict {
				return nil, &ExecError{Kind: ErrRuntime, Msg: fmt.Sprintf("Could not decode to UTF-8 column '%s' with text '%s'", res.Columns[i], v.S)}
			}
			row[i] = v
			size += int64(len(row[i].S)) + cellOverhead
		}
		if size > lim.MaxBytes {
			return nil, &ExecError{Kind: ErrTooLarge, Msg: fmt.Sprintf("result larger than %d bytes", lim.MaxBytes)}
		}
		res.Rows = append(res.Rows, row)
	}
	if err := stmt.Err(); err != nil {
		return nil, classify(ctx, err, false)
	}
	res.TotalRows = len(res.Rows)
	return res, nil
}

// columnValue reads column i of the current row as Python's sqlite3 would;
// bad reports text that was not valid UTF-8 (its invalid bytes are dropped).
func columnValue(stmt *sqlite3.Stmt, i int) (v Value, bad bool) {
	switch stmt.ColumnType(i) {
	case sqlite3.INTEGER:
		return IntValue(stmt.ColumnInt64(i)), false
	case sqlite3.FLOAT:
		return FloatValue(stmt.ColumnFloat(i)), false
	case sqlite3.TEXT:
		raw := stmt.ColumnRawText(i)
		return TextValue(string(raw)), !utf8.Valid(raw)
	case sqlite3.BLOB:
		return BlobValue(stmt.ColumnRawBlob(i)), false
	}
	return NullValue(), false
}

// hasMoreSQL reports whether tail holds anything but whitespace and
// comments, the condition under which Python's cursor.execute refuses a
// text with several statements.
func hasMoreSQL(tail string) bool {
	for i := 0; i < len(tail); i++ {
		switch tail[i] {
		case ' ', '\t', '\f', '\n', '\r':
		case '-':
			if i+1 < len(tail) && tail[i+1] == '-' {
				nl := strings.IndexByte(tail[i+2:], '\n')
				if nl < 0 {
					return false
				}
				i += 2 + nl
				continue
			}
			return true
		case '/':
			if i+1 < len(tail) && tail[i+1] == '*' {
				end := strings.Index(tail[i+2:], "*/")
				if end < 0 {
					return false
				}
				i += 2 + end + 1
				continue
			}
			return true
		default:
			return true
		}
	}
	return false
}
