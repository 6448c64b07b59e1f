package exec

import (
	"math"
	"strconv"
	"strings"
)

// pyFloatRepr formats f like Python's repr(float): the shortest digits that
// round-trip, in fixed notation when the decimal exponent is in [-4, 16)
// (with ".0" added to integral values), otherwise as d.ddde+XX.
func pyFloatRepr(f float64) string {
	switch {
	case math.IsNaN(f):
		return "nan"
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	}
	// Shortest round-trip digits, e.g. "-1.2345e+06".
	e := strconv.FormatFloat(f, 'e', -1, 64)
	neg := strings.HasPrefix(e, "-")
	if neg {
		e = e[1:]
	}
	mant, expPart, _ := strings.Cut(e, "e")
	digits := strings.Replace(mant, ".", "", 1)
	exp, _ := strconv.Atoi(expPart)
	// Value is 0.<digits> * 10^decpt.
	decpt := exp + 1

	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	if decpt > -4 && decpt <= 16 {
		switch {
		case decpt <= 0:
			b.WriteString("0.")
			b.WriteString(strings.Repeat("0", -decpt))
			b.WriteString(digits)
		case decpt >= len(digits):
			b.WriteString(digits)
			b.WriteString(strings.Repeat("0", decpt-len(digits)))
			b.WriteString(".0")
		default:
			b.WriteString(digits[:decpt])
			b.WriteByte('.')
			b.WriteString(digits[decpt:])
		}
		return b.String()
	}
	b.WriteByte(digits[0])
	if len(digits) > 1 {
		b.WriteByte('.')
		b.WriteString(digits[1:])
	}
	b.WriteByte('e')
	x := decpt - 1
	if x < 0 {
		b.WriteByte('-')
		x = -x
	} else {
		b.WriteByte('+')
	}
	if x < 10 {
		b.WriteByte('0')
	}
	b.WriteString(strconv.Itoa(x))
	return b.String()
}

// pyBytesRepr formats raw bytes like Python's repr(bytes): b'...' (or b"..."
// when the data holds a single quote and no double quote), escaping
// backslash, the quote, \t \n \r and non-printable bytes as \xhh.
func pyBytesRepr(s string) string {
	return pyBytesReprPrefix(s, len(s), true)
}

// pyBytesReprPrefix is the start of pyBytesRepr(s): its first n bytes
// escaped, the quote chosen from the whole of s, closed when whole.
func pyBytesReprPrefix(s string, n int, whole bool) string {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	const hex = "0123456789abcdef"
	var b strings.Builder
	b.WriteByte('b')
	b.WriteByte(quote)
	for i := 0; i < n; i++ {
		c := s[i]
		switch {
		case c == quote || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c == '\t':
			b.WriteString(`\t`)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\r':
			b.WriteString(`\r`)
		case c < ' ' || c >= 0x7f:
			b.WriteString(`\x`)
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&0xf])
		default:
			b.WriteByte(c)
		}
	}
	if whole {
		b.WriteByte(quote)
	}
	return b.String()
}
