package exec

import (
	"math"
	"testing"
)

func TestPyFloatRepr(t *testing.T) {
	// Expected strings are Python's repr() of the same floats.
	cases := []struct {
		f    float64
		want string
	}{
		{0.0, "0.0"},
		{math.Copysign(0, -1), "-0.0"},
		{1.0, "1.0"},
		{0.1, "0.1"},
		{1e16, "1e+16"},
		{1e15, "1000000000000000.0"},
		{123456789012345678.0, "1.2345678901234568e+17"},
		{1e-4, "0.0001"},
		{1e-5, "1e-05"},
		{1.5e-7, "1.5e-07"},
		{3.14159, "3.14159"},
		{-2.5, "-2.5"},
		{1e22, "1e+22"},
		{math.MaxFloat64, "1.7976931348623157e+308"},
		{5e-324, "5e-324"},
		{100.0, "100.0"},
		{0.30000000000000004, "0.30000000000000004"},
		{1234567.125, "1234567.125"},
		{math.Inf(1), "inf"},
		{math.Inf(-1), "-inf"},
		{9999999999999998.0, "9999999999999998.0"},
		{3.0000000000000004e-05, "3.0000000000000004e-05"},
	}
	for _, c := range cases {
		if got := pyFloatRepr(c.f); got != c.want {
			t.Errorf("pyFloatRepr(%v) = %q, want %q", c.f, got, c.want)
		}
	}
}

func TestPyBytesRepr(t *testing.T) {
	cases := map[string]string{
		"":                     "b''",
		"abc":                  "b'abc'",
		"it's":                 `b"it's"`,
		`say "hi"`:             `b'say "hi"'`,
		`both ' "`:             `b'both \' "'`,
		"\x00\x01\x7f\x80\xff": `b'\x00\x01\x7f\x80\xff'`,
		`\`:                    `b'\\'`,
		"\t\n\r":               `b'\t\n\r'`,
	}
	for in, want := range cases {
		if got := pyBytesRepr(in); got != want {
			t.Errorf("pyBytesRepr(%q) = %s, want %s", in, got, want)
		}
	}
}

func TestValueStrAndType(t *testing.T) {
	cases := []struct {
		v       Value
		str, ty string
	}{
		{NullValue(), "None", "<class 'NoneType'>"},
		{IntValue(3), "3", "<class 'int'>"},
		{IntValue(-12), "-12", "<class 'int'>"},
		{FloatValue(1), "1.0", "<class 'float'>"},
		{TextValue("abc"), "abc", "<class 'str'>"},
		{BlobValue([]byte("ab")), "b'ab'", "<class 'bytes'>"},
	}
	for _, c := range cases {
		if c.v.PyStr() != c.str || c.v.Kind.pyType() != c.ty {
			t.Errorf("%#v: got %q %q, want %q %q", c.v, c.v.PyStr(), c.v.Kind.pyType(), c.str, c.ty)
		}
	}
}

func TestValueEqual(t *testing.T) {
	eq := []struct{ a, b Value }{
		{IntValue(1), FloatValue(1.0)},
		{IntValue(0), FloatValue(math.Copysign(0, -1))},
		{NullValue(), NullValue()},
		{TextValue("a"), TextValue("a")},
		{BlobValue([]byte{1}), BlobValue([]byte{1})},
		{IntValue(1 << 53), FloatValue(1 << 53)},
		{FloatValue(math.Inf(1)), FloatValue(math.Inf(1))},
	}
	ne := []struct{ a, b Value }{
		{IntValue(1), TextValue("1")},
		{TextValue("a"), BlobValue([]byte("a"))},
		{IntValue(1<<53 + 1), FloatValue(1 << 53)},
		{NullValue(), IntValue(0)},
		{NullValue(), TextValue("")},
		{FloatValue(0.5), IntValue(0)},
		{IntValue(math.MaxInt64), FloatValue(math.MaxInt64)}, // the float is 2^63
	}
	for _, c := range eq {
		if !c.a.Equal(c.b) || !c.b.Equal(c.a) {
			t.Errorf("%v == %v should hold", c.a, c.b)
		}
	}
	for _, c := range ne {
		if c.a.Equal(c.b) || c.b.Equal(c.a) {
			t.Errorf("%v != %v should hold", c.a, c.b)
		}
	}
}

func TestDropInvalidUTF8(t *testing.T) {
	// Python: bytes.decode("utf-8", errors="ignore").
	cases := map[string]string{
		"plain":                 "plain",
		"caf\xc3\xa9":           "café",
		"a\xffb":                "ab",
		"\xf0\x9f\x98x":         "x",      // truncated 4-byte sequence
		"\xed\xa0\x80z":         "z",      // surrogate
		"\xc0\xafq":             "q",      // overlong
		"\xef\xbf\xbd":          "\ufffd", // a real U+FFFD stays
		"\xe2\x82\xac\x80\x80!": "€!",
	}
	for in, want := range cases {
		if got := TextValue(in).S; got != want {
			t.Errorf("TextValue(%q) = %q, want %q", in, got, want)
		}
	}
}
