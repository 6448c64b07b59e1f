package exec

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
	"unsafe"

	"github.com/spidereval/spidereval/eval/exec/internal/sqlite"
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
	DefaultMaxBytes = 64 << 20
)

// Sizes charged against MaxBytes on top of texts and blobs: what a result
// takes in Go memory (a row's slice header, doubled for the growth of the
// row list, and each cell).
const (
	rowOverhead  = 2 * int64(unsafe.Sizeof(Row{}))
	cellOverhead = int64(unsafe.Sizeof(Value{}))
)

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

// runQuery executes sql on c under the limits, with SQLite's heap and the
// result's bytes capped by the allowance a (at most the limits' caps).
func runQuery(ctx context.Context, c *conn, sql string, lim Limits, a allowance, strict bool) (*Result, error) {
	if strings.IndexByte(sql, 0) >= 0 {
		return nil, &ExecError{Kind: ErrSyntax, Msg: msgNullChar}
	}
	if e := TooLong(sql); e != nil {
		return nil, e
	}
	qctx, cancel := context.WithTimeout(ctx, lim.Timeout)
	defer cancel()
	if hl, ok := c.Conn.(sqlite.HeapLimiter); ok && a.heap < sqlite.Build.HeapLimit {
		hl.SetHeapLimit(a.heap)
		defer hl.SetHeapLimit(sqlite.Build.HeapLimit)
	}
	lim.MaxBytes = min(lim.MaxBytes, a.bytes)
	fail := func(err error, compiling bool) error {
		var se *sqlite.Error
		if errors.As(err, &se) && se.Primary() == sqlite.CodeNoMem {
			// Out of memory: a native connection's memory has grown
			// and never shrinks; discard it on both engines alike.
			c.broken = true
		}
		e := classify(err, compiling, ended(qctx))
		if e.Kind == ErrTimeout {
			if ended(ctx) {
				return budgetError("while the query ran")
			}
			return &ExecError{Kind: ErrTimeout, Msg: fmt.Sprintf("interrupted: the query ran longer than its %v timeout", lim.Timeout)}
		}
		return e
	}

	stmt, tail, err := c.Prepare(qctx, sql)
	if err != nil {
		if f := c.DeniedFunc(); f != "" {
			return nil, &ExecError{Kind: ErrSyntax, Msg: "no such function: " + f}
		}
		return nil, fail(err, true)
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
	cols := stmt.Columns()
	if len(cols) == 0 {
		// REINDEX and the like: not a query.
		return nil, &ExecError{Kind: ErrRefused, Msg: "not authorized: statement returns no columns"}
	}
	res, err := readRows(stmt.Rows(lim.MaxRows, lim.MaxBytes), cols, lim, strict)
	if err != nil {
		return nil, fail(err, false)
	}
	return res, nil
}

// ended reports whether ctx is done or past its deadline (in js/wasm a
// context's timer cannot fire while a query holds the only thread, so the
// deadline is read too).
func ended(ctx context.Context) bool {
	if ctx.Err() != nil {
		return true
	}
	d, ok := ctx.Deadline()
	return ok && !time.Now().Before(d)
}

// queryAll runs sql on c with the default limits (the engine's own reads:
// the schema, the open check) and returns the error's SQLite message.
func (c *conn) queryAll(sql string) (*Result, error) {
	lim := Limits{}.withDefaults()
	res, err := runQuery(context.Background(), c, sql, lim, fullAllowance(lim), false)
	if e, ok := AsExecError(err); ok {
		return nil, errors.New(e.Msg)
	}
	return res, err
}

// readRows reads all rows, stopping as soon as a cap is exceeded. With
// strict, text that is not valid UTF-8 is an error (Python's default text
// decoding) instead of being cleaned.
func readRows(rows sqlite.Rows, cols []string, lim Limits, strict bool) (*Result, error) {
	n := len(cols)
	res := &Result{Columns: cols}
	tooBig := func() error {
		return &ExecError{Kind: ErrTooLarge, Msg: "result over the result-size cap (" + sizeString(lim.MaxBytes) + ")", over: overResult}
	}
	var size int64
	for rows.Next() {
		if len(res.Rows) >= lim.MaxRows {
			return nil, &ExecError{Kind: ErrTooLarge, Msg: fmt.Sprintf("result over the row cap (%d rows)", lim.MaxRows)}
		}
		if size += rowOverhead + int64(n)*cellOverhead; size > lim.MaxBytes {
			return nil, tooBig()
		}
		row := make(Row, n)
		for i := range n {
			v, bad, ok := columnValue(rows, i, lim.MaxBytes-size)
			if !ok {
				return nil, tooBig()
			}
			if bad && strict {
				return nil, &ExecError{Kind: ErrRuntime, Msg: fmt.Sprintf("Could not decode to UTF-8 column '%s' with text '%s'", cols[i], v.S)}
			}
			row[i] = v
			size += int64(len(v.S))
		}
		res.Rows = append(res.Rows, row)
	}
	if err := rows.Err(); err != nil {
		if errors.Is(err, sqlite.ErrRowsCapped) {
			// Only a safety net: the caps above are reached first.
			return nil, &ExecError{Kind: ErrTooLarge, Msg: err.Error()}
		}
		return nil, err
	}
	res.TotalRows = len(res.Rows)
	res.size = size
	return res, nil
}

// columnValue reads column i of the current row as Python's sqlite3 would;
// bad reports text that was not valid UTF-8 (its invalid bytes are dropped);
// ok is false when the text or blob is longer than room bytes (it is then
// not copied).
func columnValue(rows sqlite.Rows, i int, room int64) (v Value, bad, ok bool) {
	t, n, f, raw := rows.Cell(i)
	switch t {
	case sqlite.Integer:
		return IntValue(n), false, true
	case sqlite.Float:
		return FloatValue(f), false, true
	case sqlite.Text:
		if int64(len(raw)) > room {
			return Value{}, false, false
		}
		return TextValue(string(raw)), !utf8.Valid(raw), true
	case sqlite.Blob:
		if int64(len(raw)) > room {
			return Value{}, false, false
		}
		return BlobValue(raw), false, true
	}
	return NullValue(), false, true
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
