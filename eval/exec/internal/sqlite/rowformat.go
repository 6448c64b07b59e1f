package sqlite

import (
	"encoding/binary"
	"errors"
	"math"
)

// The answers of driver_js.js, decoded here (untagged, so that the format
// is tested on every build). All numbers are little-endian:
//
//	prepare: i32 rc; rc != 0: str message, str denied function
//	         rc == 0: i32 statement (0: no statement), u32 tail offset,
//	                  u8 read-only, u32 columns, str name...
//	rows:    per row u8 1, then per cell u8 type and its value
//	         (1 integer: i64, 2 float: f64, 3 text / 4 blob: str, 5 null);
//	         u8 2 when the row or byte bound stopped it; then u8 0,
//	         i32 rc (0 when done) and, if rc != 0, str message.
//	str = u32 length + bytes, copied raw from SQLite's memory.

// rowDecoder is the Rows of an answer of driver_js.js's rows.
type rowDecoder struct {
	d     decoder
	cells []cell
	e     error
	end   bool
}

type cell struct {
	t   Type
	n   int64
	f   float64
	raw []byte
}

// newRowDecoder reads b, the rows of a statement of cols columns.
func newRowDecoder(b []byte, cols int) *rowDecoder {
	return &rowDecoder{d: decoder{b: b}, cells: make([]cell, cols)}
}

func (r *rowDecoder) Next() bool {
	if r.end {
		return false
	}
	switch r.d.u8() {
	case 1:
		for i := range r.cells {
			c := &r.cells[i]
			*c = cell{}
			switch r.d.u8() {
			case 1:
				c.t, c.n = Integer, int64(r.d.u64())
			case 2:
				c.t, c.f = Float, math.Float64frombits(r.d.u64())
			case 3:
				c.t, c.raw = Text, r.d.bytes()
			case 4:
				c.t, c.raw = Blob, r.d.bytes()
			default:
				c.t = Null
			}
		}
		if r.d.err == nil {
			return true
		}
		// A truncated answer ends the rows with an error.
	case 2:
		// The driver's bound stopped the rows.
		r.e = ErrRowsCapped
	default:
		if rc := r.d.i32(); rc != 0 {
			r.e = &Error{Code: int(rc), Msg: r.d.str()}
		}
	}
	if r.e == nil {
		r.e = r.d.err
	}
	r.end = true
	return false
}

func (r *rowDecoder) Cell(i int) (Type, int64, float64, []byte) {
	c := r.cells[i]
	return c.t, c.n, c.f, c.raw
}

func (r *rowDecoder) Err() error { return r.e }

// decoder reads the little-endian answers of driver_js.js.
type decoder struct {
	b   []byte
	err error
}

var errShort = errors.New("SQLite driver: truncated answer")

func (d *decoder) take(n int) []byte {
	if d.err != nil || n < 0 || n > len(d.b) {
		d.err = errShort
		d.b = nil
		return nil
	}
	out := d.b[:n:n]
	d.b = d.b[n:]
	return out
}

func (d *decoder) u8() byte {
	if b := d.take(1); b != nil {
		return b[0]
	}
	return 0
}

func (d *decoder) i32() int32 {
	if b := d.take(4); b != nil {
		return int32(binary.LittleEndian.Uint32(b))
	}
	return 0
}

func (d *decoder) u64() uint64 {
	if b := d.take(8); b != nil {
		return binary.LittleEndian.Uint64(b)
	}
	return 0
}

func (d *decoder) bytes() []byte {
	n := int(uint32(d.i32()))
	if d.err != nil {
		return nil
	}
	b := d.take(n)
	if b == nil {
		return nil
	}
	return b
}

func (d *decoder) str() string { return string(d.bytes()) }
