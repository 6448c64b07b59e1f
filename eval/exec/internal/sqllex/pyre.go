package sqllex

import "unicode"

// Character classes as Python's re module sees them for str patterns with
// re.IGNORECASE | re.UNICODE (the flags the reference's SQL lexer uses).

// pyWord reports whether r matches \w: letters, numbers and underscore.
func pyWord(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsNumber(r)
}

// IsSpace reports whether r matches \s (str.isspace).
func IsSpace(r rune) bool {
	return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f)
}

// pyDigit reports whether r matches \d (Unicode decimal digits).
func pyDigit(r rune) bool { return unicode.IsDigit(r) }

// pyLetterClass reports whether r matches [A-ZÀ-Ü] under IGNORECASE.
func pyLetterClass(r rune) bool {
	in := func(c rune) bool { return (c >= 'A' && c <= 'Z') || (c >= 0xC0 && c <= 0xDC) }
	l := unicode.ToLower(r)
	return in(l) || in(unicode.ToUpper(l))
}

// pyLetterOrUnderscore reports whether r matches [_A-ZÀ-Ü] under IGNORECASE.
func pyLetterOrUnderscore(r rune) bool { return r == '_' || pyLetterClass(r) }

// foldEq reports whether r matches the ASCII letter or symbol c under
// IGNORECASE.
func foldEq(r rune, c byte) bool {
	if r == rune(c) {
		return true
	}
	lc := unicode.ToLower(rune(c))
	l := unicode.ToLower(r)
	return l == lc || unicode.ToUpper(l) == unicode.ToUpper(lc)
}

// runes is a text being scanned, with bounds-safe accessors.
type runes []rune

// at returns the rune at i, or -1 outside the text.
func (t runes) at(i int) rune {
	if i < 0 || i >= len(t) {
		return -1
	}
	return t[i]
}

// word reports whether the text at i starts with the ASCII word w,
// case-insensitively.
func (t runes) word(i int, w string) bool {
	if i+len(w) > len(t) {
		return false
	}
	for k := 0; k < len(w); k++ {
		if !foldEq(t[i+k], w[k]) {
			return false
		}
	}
	return true
}

// boundary reports whether \b holds at i.
func (t runes) boundary(i int) bool {
	a := i > 0 && pyWord(t[i-1])
	b := i < len(t) && pyWord(t[i])
	return a != b
}

// span returns the end of the run of runes from i satisfying f.
func (t runes) span(i int, f func(rune) bool) int {
	for i < len(t) && f(t[i]) {
		i++
	}
	return i
}
