package diagnose

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// tokKind is the lexical class of a token of raw SQL text.
type tokKind int

const (
	tokWord     tokKind = iota // bare word: keyword or identifier
	tokBacktick                // `quoted identifier`
	tokBracket                 // [bracketed identifier] (SQLite / SQL Server)
	tokString                  // 'single' or "double" quoted literal
	tokNumber                  // numeric literal
	tokOp                      // operator or punctuation
)

// token is one lexical unit with its byte span in the source text.
type token struct {
	kind        tokKind
	text        string // exact source text
	start, end  int    // byte offsets, end exclusive
	spaceBefore bool   // whitespace or comment (or start of text) right before it
	unclosed    bool   // string or quoted identifier missing its closing quote
}

// lower returns the token text in lower case.
func (t token) lower() string { return strings.ToLower(t.text) }

// is reports whether t is a bare word equal to w (case-insensitive).
func (t token) is(w string) bool { return t.kind == tokWord && strings.EqualFold(t.text, w) }

// isOp reports whether t is the operator or punctuation op.
func (t token) isOp(op string) bool { return t.kind == tokOp && t.text == op }

// name returns the identifier a word, backtick or bracket token denotes.
func (t token) name() string {
	switch t.kind {
	case tokBacktick:
		return strings.ReplaceAll(strings.TrimSuffix(strings.TrimPrefix(t.text, "`"), "`"), "``", "`")
	case tokBracket:
		return strings.TrimSuffix(strings.TrimPrefix(t.text, "["), "]")
	}
	return t.text
}

// multiOps lists the operators of more than one character, longest first.
var multiOps = []string{"<=>", "<>", "!=", ">=", "<=", "==", "||", "&&", "<<", ">>", ":="}

// tokenize splits SQL text into tokens, skipping whitespace and comments.
// It never fails: an unterminated quote yields a token running to the end.
func tokenize(src string) []token {
	var toks []token
	space := true
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
			space = true
			continue
		case c == '-' && strings.HasPrefix(src[i:], "--") && (i+2 == len(src) || isSpaceByte(src[i+2])),
			c == '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			space = true
			continue
		case c == '/' && strings.HasPrefix(src[i:], "/*"):
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				i = len(src)
			} else {
				i += end + 4
			}
			space = true
			continue
		}
		t := scanToken(src, i)
		t.spaceBefore = space
		toks = append(toks, t)
		i = t.end
		space = false
	}
	return toks
}

// scanToken reads the single token starting at byte i of src.
func scanToken(src string, i int) token {
	c := src[i]
	switch {
	case c == '\'' || c == '"' || c == '`':
		end, closed := scanQuoted(src, i, c)
		kind := tokString
		if c == '`' {
			kind = tokBacktick
		}
		return token{kind: kind, text: src[i:end], start: i, end: end, unclosed: !closed}
	case c == '[':
		if j := strings.IndexByte(src[i:], ']'); j > 1 && isBracketName(src[i+1:i+j]) {
			return token{kind: tokBracket, text: src[i : i+j+1], start: i, end: i + j + 1}
		}
	case isDigit(c) || (c == '.' && i+1 < len(src) && isDigit(src[i+1])):
		end := scanNumber(src, i)
		return token{kind: tokNumber, text: src[i:end], start: i, end: end}
	case isWordStart(src, i):
		end := i
		for end < len(src) && isWordPart(src, end) {
			_, n := utf8.DecodeRuneInString(src[end:])
			end += n
		}
		return token{kind: tokWord, text: src[i:end], start: i, end: end}
	}
	for _, op := range multiOps {
		if strings.HasPrefix(src[i:], op) {
			return token{kind: tokOp, text: op, start: i, end: i + len(op)}
		}
	}
	_, n := utf8.DecodeRuneInString(src[i:])
	return token{kind: tokOp, text: src[i : i+n], start: i, end: i + n}
}

// scanQuoted returns the end of the quoted span opened at i by q; a doubled quote is an escaped quote.
func scanQuoted(src string, i int, q byte) (end int, closed bool) {
	for j := i + 1; j < len(src); j++ {
		if src[j] != q {
			continue
		}
		if j+1 < len(src) && src[j+1] == q {
			j++
			continue
		}
		return j + 1, true
	}
	return len(src), false
}

// scanNumber returns the end of the numeric literal starting at i (digits, fraction, exponent).
func scanNumber(src string, i int) int {
	j := i
	for j < len(src) && isDigit(src[j]) {
		j++
	}
	if j < len(src) && src[j] == '.' {
		j++
		for j < len(src) && isDigit(src[j]) {
			j++
		}
	}
	if j < len(src) && (src[j] == 'e' || src[j] == 'E') {
		k := j + 1
		if k < len(src) && (src[k] == '+' || src[k] == '-') {
			k++
		}
		if k < len(src) && isDigit(src[k]) {
			for k < len(src) && isDigit(src[k]) {
				k++
			}
			j = k
		}
	}
	// A word glued to digits (e.g. 18_49_Rating) is an identifier, not a number.
	if j < len(src) && isWordPart(src, j) {
		for j < len(src) && isWordPart(src, j) {
			_, n := utf8.DecodeRuneInString(src[j:])
			j += n
		}
	}
	return j
}

// isBracketName reports whether s looks like the inside of a [bracketed identifier].
func isBracketName(s string) bool {
	if strings.TrimSpace(s) == "" {
		return false
	}
	for _, r := range s {
		if r == '[' || r == '\'' || r == '"' || r == ',' || r == '(' || r == ')' {
			return false
		}
	}
	return true
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// isWordStart reports whether a bare word starts at byte i.
func isWordStart(src string, i int) bool {
	r, _ := utf8.DecodeRuneInString(src[i:])
	return r == '_' || r == '$' || unicode.IsLetter(r)
}

// isWordPart reports whether the rune at byte i continues a bare word.
func isWordPart(src string, i int) bool {
	r, _ := utf8.DecodeRuneInString(src[i:])
	return r == '_' || r == '$' || unicode.IsLetter(r) || unicode.IsDigit(r)
}

// isPlainIdent reports whether s can be written without quotes as an identifier.
func isPlainIdent(s string) bool {
	if s == "" || !isWordStart(s, 0) {
		return false
	}
	for i := 0; i < len(s); {
		if !isWordPart(s, i) {
			return false
		}
		_, n := utf8.DecodeRuneInString(s[i:])
		i += n
	}
	return true
}
