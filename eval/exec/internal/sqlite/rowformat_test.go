package sqlite

import (
	"bytes"
	"context"
	"errors"
	"math"
	"runtime"
	"strings"
	"testing"
)

// cellWant is a cell as a driver must give it.
type cellWant struct {
	t   Type
	n   int64
	f   float64 // compared bit for bit
	raw string
}

// memConn is a connection on an empty in-memory database.
func memConn(t *testing.T) Conn {
	t.Helper()
	open, release := Build.OpenBytes(nil)
	t.Cleanup(release)
	c, err := open(nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// rowsOf runs sql on c and returns its cells, row by row, and the error
// that ended them.
func rowsOf(t *testing.T, c Conn, sql string, maxRows int) ([][]cellWant, error) {
	t.Helper()
	stmt, _, err := c.Prepare(context.Background(), sql)
	if err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	defer stmt.Close()
	var out [][]cellWant
	r := stmt.Rows(maxRows, math.MaxInt64)
	for r.Next() {
		row := make([]cellWant, len(stmt.Columns()))
		for i := range row {
			k, n, f, raw := r.Cell(i)
			row[i] = cellWant{k, n, f, string(raw)}
		}
		out = append(out, row)
	}
	return out, r.Err()
}

// TestRowFormatRoundTrip: every kind of value a statement gives comes back
// from the driver as SQLite holds it. In js/wasm each cell is encoded by
// driver_js.js and decoded by rowformat.go (run it under node); natively the
// same values are read from the binding, so both builds are held to one
// table.
func TestRowFormatRoundTrip(t *testing.T) {
	c := memConn(t)
	long := strings.Repeat("x", 70000)
	cases := []struct {
		sql  string
		want cellWant
	}{
		{"NULL", cellWant{t: Null}},
		{"0", cellWant{t: Integer, n: 0}},
		{"-1", cellWant{t: Integer, n: -1}},
		{"9223372036854775807", cellWant{t: Integer, n: math.MaxInt64}},
		{"-9223372036854775807 - 1", cellWant{t: Integer, n: math.MinInt64}},
		{"9007199254740993", cellWant{t: Integer, n: 1<<53 + 1}}, // not a float64
		{"1.5", cellWant{t: Float, f: 1.5}},
		{"0.1", cellWant{t: Float, f: 0.1}},
		{"-0.0", cellWant{t: Float, f: math.Copysign(0, -1)}},
		{"5e-324", cellWant{t: Float, f: math.SmallestNonzeroFloat64}},
		{"1.7976931348623157e308", cellWant{t: Float, f: math.MaxFloat64}},
		{"1e999", cellWant{t: Float, f: math.Inf(1)}},
		{"-1e999", cellWant{t: Float, f: math.Inf(-1)}},
		{"1e999 - 1e999", cellWant{t: Null}}, // SQLite gives NULL for NaN
		{"''", cellWant{t: Text, raw: ""}},
		{"'héllo ✓'", cellWant{t: Text, raw: "héllo ✓"}},
		{"CAST(x'61ff0062' AS TEXT)", cellWant{t: Text, raw: "a\xff\x00b"}}, // not UTF-8, with a NUL
		{"printf('%.70000c', 'x')", cellWant{t: Text, raw: long}},
		{"x''", cellWant{t: Blob, raw: ""}},
		{"x'00ff'", cellWant{t: Blob, raw: "\x00\xff"}},
		{"zeroblob(3)", cellWant{t: Blob, raw: "\x00\x00\x00"}},
	}
	var sel []string
	for _, tc := range cases {
		sel = append(sel, tc.sql)
	}
	// All kinds in one row, twice (the decoder reuses its cells), then
	// each value alone.
	sql := "SELECT " + strings.Join(sel, ", ")
	rows, err := rowsOf(t, c, sql+" UNION ALL "+sql, math.MaxInt)
	if err != nil || len(rows) != 2 {
		t.Fatalf("%d rows, %v; want 2", len(rows), err)
	}
	for _, row := range rows {
		for i, tc := range cases {
			if got := row[i]; !sameCell(got, tc.want) {
				t.Errorf("%s: %s gives %+v, want %+v", Build.Engine, tc.sql, got, tc.want)
			}
		}
	}
	for _, tc := range cases {
		rows, err := rowsOf(t, c, "SELECT "+tc.sql, math.MaxInt)
		if err != nil || len(rows) != 1 || !sameCell(rows[0][0], tc.want) {
			t.Errorf("%s: SELECT %s alone gives %+v, %v", Build.Engine, tc.sql, rows, err)
		}
	}
}

func sameCell(a, b cellWant) bool {
	return a.t == b.t && a.n == b.n && math.Float64bits(a.f) == math.Float64bits(b.f) && a.raw == b.raw
}

// TestRowFormatEnds: no rows, an error raised while stepping (its code and
// message), and, in js/wasm, the driver's own row bound.
func TestRowFormatEnds(t *testing.T) {
	c := memConn(t)
	if rows, err := rowsOf(t, c, "SELECT 1 WHERE 0", math.MaxInt); err != nil || len(rows) != 0 {
		t.Errorf("no rows: %v, %v", rows, err)
	}
	rows, err := rowsOf(t, c, "SELECT 1 UNION ALL SELECT abs(-9223372036854775807 - 1)", math.MaxInt)
	var se *Error
	if !errors.As(err, &se) || se.Primary() != 1 || se.Msg != "integer overflow" || len(rows) != 1 {
		t.Errorf("an error after a row: %v rows, %#v", rows, err)
	}
	if runtime.GOOS != "js" {
		return // the native driver leaves the bound to exec
	}
	rows, err = rowsOf(t, c, "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM n WHERE i < 5) SELECT i FROM n", 1)
	if !errors.Is(err, ErrRowsCapped) || len(rows) > 2 {
		t.Errorf("rows past the bound: %d rows, %v; want ErrRowsCapped", len(rows), err)
	}
}

// TestRowDecoderTruncated: an answer cut anywhere is an error, never a
// panic or a row read past its end.
func TestRowDecoderTruncated(t *testing.T) {
	// One row of an integer, a float, a text and a blob, then the end.
	var b bytes.Buffer
	b.Write([]byte{1, 1, 7, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0xf8, 0x3f, 3, 2, 0, 0, 0, 'h', 'i', 4, 1, 0, 0, 0, 0xff, 0, 0, 0, 0, 0})
	whole := b.Bytes()
	d := newRowDecoder(whole, 4)
	if !d.Next() {
		t.Fatalf("the whole answer: %v", d.Err())
	}
	for i, want := range []cellWant{{t: Integer, n: 7}, {t: Float, f: 1.5}, {t: Text, raw: "hi"}, {t: Blob, raw: "\xff"}} {
		k, n, f, raw := d.Cell(i)
		if got := (cellWant{k, n, f, string(raw)}); !sameCell(got, want) {
			t.Errorf("cell %d = %+v, want %+v", i, got, want)
		}
	}
	if d.Next() || d.Err() != nil {
		t.Fatalf("the end: %v", d.Err())
	}
	for n := range len(whole) - 1 {
		d := newRowDecoder(whole[:n], 4)
		for d.Next() {
		}
		if d.Err() == nil {
			t.Errorf("cut at %d bytes: no error", n)
		}
	}
}
