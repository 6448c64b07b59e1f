package exec

import (
	"encoding/binary"
	"math"
	"strconv"
	"unicode/utf8"
)

// Kind is the Python type a result value maps to.
type Kind uint8

// Value kinds, mirroring what Python's sqlite3 module returns.
const (
	Null  Kind = iota // None
	Int               // int (SQLite INTEGER)
	Float             // float (SQLite REAL)
	Text              // str (SQLite TEXT)
	Blob              // bytes (SQLite BLOB)
)

// String returns the kind's name.
func (k Kind) String() string {
	switch k {
	case Null:
		return "null"
	case Int:
		return "int"
	case Float:
		return "float"
	case Text:
		return "text"
	case Blob:
		return "blob"
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// pyType returns str(type(x)) for a value of this kind.
func (k Kind) pyType() string {
	switch k {
	case Int:
		return "<class 'int'>"
	case Float:
		return "<class 'float'>"
	case Text:
		return "<class 'str'>"
	case Blob:
		return "<class 'bytes'>"
	}
	return "<class 'NoneType'>"
}

// Value is one typed result cell.
type Value struct {
	Kind Kind
	I    int64   // Int payload
	F    float64 // Float payload
	S    string  // Text payload (valid UTF-8) or Blob payload (raw bytes)
}

// NullValue returns the NULL value.
func NullValue() Value { return Value{Kind: Null} }

// IntValue returns an integer value.
func IntValue(i int64) Value { return Value{Kind: Int, I: i} }

// FloatValue returns a floating-point value.
func FloatValue(f float64) Value { return Value{Kind: Float, F: f} }

// TextValue returns a text value; invalid UTF-8 bytes are dropped.
func TextValue(s string) Value { return Value{Kind: Text, S: dropInvalidUTF8(s)} }

// BlobValue returns a blob value holding a copy of b.
func BlobValue(b []byte) Value { return Value{Kind: Blob, S: string(b)} }

// Go returns the value as a Go value: nil, int64, float64, string or []byte.
func (v Value) Go() any {
	switch v.Kind {
	case Int:
		return v.I
	case Float:
		return v.F
	case Text:
		return v.S
	case Blob:
		return []byte(v.S)
	}
	return nil
}

// PyStr returns Python's str() of the value (repr for floats and bytes).
func (v Value) PyStr() string {
	switch v.Kind {
	case Int:
		return strconv.FormatInt(v.I, 10)
	case Float:
		return pyFloatRepr(v.F)
	case Text:
		return v.S
	case Blob:
		return pyBytesRepr(v.S)
	}
	return "None"
}

// String returns the Python str() of the value.
func (v Value) String() string { return v.PyStr() }

// sortKey is str(x) + str(type(x)), the key the reference sorts row cells by.
func (v Value) sortKey() string { return v.PyStr() + v.Kind.pyType() }

// sortKeyPrefix is sortKey, or its start (at least n bytes) and true when
// the value is a longer text or blob.
func (v Value) sortKeyPrefix(n int) (string, bool) {
	switch {
	case v.Kind == Text && len(v.S) > n:
		return v.S[:n], true
	case v.Kind == Blob && len(v.S) > n:
		return pyBytesReprPrefix(v.S, n, false), true
	}
	return v.sortKey(), false
}

// Equal reports Python equality: numbers compare by value across int and
// float, text equals text, bytes equal bytes, None equals None.
func (v Value) Equal(w Value) bool { return v.canon() == w.canon() }

// canonValue is a comparable form of a Value in which Python-equal values
// are identical (and so hash identically, as in Python).
type canonValue struct {
	tag byte
	n   uint64
	s   string
}

const (
	tagNull  byte = 'N'
	tagInt   byte = 'I'
	tagFloat byte = 'F'
	tagText  byte = 'T'
	tagBlob  byte = 'B'
)

// canon maps the value to its canonical comparable form: a float with an
// integral value inside the int64 range becomes the equal integer.
func (v Value) canon() canonValue {
	switch v.Kind {
	case Int:
		return canonValue{tag: tagInt, n: uint64(v.I)}
	case Float:
		if i, ok := floatAsInt(v.F); ok {
			return canonValue{tag: tagInt, n: uint64(i)}
		}
		return canonValue{tag: tagFloat, n: math.Float64bits(v.F)}
	case Text:
		return canonValue{tag: tagText, s: v.S}
	case Blob:
		return canonValue{tag: tagBlob, s: v.S}
	}
	return canonValue{tag: tagNull}
}

// floatAsInt returns the int64 equal to f when f is integral and in range.
func floatAsInt(f float64) (int64, bool) {
	if f != math.Trunc(f) || f < -(1<<63) || f >= 1<<63 {
		return 0, false
	}
	return int64(f), true
}

// appendKey appends an unambiguous binary encoding of the canonical value.
func (c canonValue) appendKey(b []byte) []byte {
	b = append(b, c.tag)
	switch c.tag {
	case tagInt, tagFloat:
		b = binary.LittleEndian.AppendUint64(b, c.n)
	case tagText, tagBlob:
		b = binary.AppendUvarint(b, uint64(len(c.s)))
		b = append(b, c.s...)
	}
	return b
}

// dropInvalidUTF8 removes bytes that are not part of a valid UTF-8
// sequence, like Python's bytes.decode(errors="ignore").
func dropInvalidUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size <= 1 {
			i++
			continue
		}
		out = append(out, s[i:i+size]...)
		i += size
	}
	return string(out)
}
