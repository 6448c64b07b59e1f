package extended

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// lexKind is the class of a lexeme of raw SQL text.
type lexKind int8

const (
	lexWord   lexKind = iota // bare word
	lexQuoted                // `identifier`
	lexString                // 'string' or "string"
	lexNumber                // numeric literal
	lexOp                    // operator or punctuation
)

// lexeme is one token of raw SQL text with its byte span.
type lexeme struct {
	kind       lexKind
	text       string
	start, end int
}

// is reports whether the lexeme is the bare word w (case-insensitive).
func (x lexeme) is(w string) bool { return x.kind == lexWord && strings.EqualFold(x.text, w) }

// isOp reports whether the lexeme is the operator op.
func (x lexeme) isOp(op string) bool { return x.kind == lexOp && x.text == op }

// twoCharOps are the operators of two characters that matter to the text checks.
var twoCharOps = []string{"<>", "!=", ">=", "<=", "||"}

// lex splits SQL text into lexemes, skipping whitespace and comments; it never fails.
func lex(src string) []lexeme {
	var out []lexeme
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
			continue
		case strings.HasPrefix(src[i:], "--") || c == '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			continue
		case strings.HasPrefix(src[i:], "/*"):
			if end := strings.Index(src[i+2:], "*/"); end >= 0 {
				i += end + 4
			} else {
				i = len(src)
			}
			continue
		}
		x := lexOne(src, i)
		out = append(out, x)
		i = x.end
	}
	return out
}

// lexOne reads the lexeme starting at byte i.
func lexOne(src string, i int) lexeme {
	c := src[i]
	switch {
	case c == '\'' || c == '"' || c == '`':
		end := closeQuote(src, i)
		kind := lexString
		if c == '`' {
			kind = lexQuoted
		}
		return lexeme{kind, src[i:end], i, end}
	case c >= '0' && c <= '9':
		end := i
		for end < len(src) && (isWordByte(src, end) || src[end] == '.') {
			end += runeLen(src, end)
		}
		return lexeme{lexNumber, src[i:end], i, end}
	case isWordByte(src, i):
		end := i
		for end < len(src) && isWordByte(src, end) {
			end += runeLen(src, end)
		}
		return lexeme{lexWord, src[i:end], i, end}
	}
	for _, op := range twoCharOps {
		if strings.HasPrefix(src[i:], op) {
			return lexeme{lexOp, op, i, i + len(op)}
		}
	}
	n := runeLen(src, i)
	return lexeme{lexOp, src[i : i+n], i, i + n}
}

// closeQuote returns the end of the quoted span opened at i; a doubled quote escapes itself.
func closeQuote(src string, i int) int {
	q := src[i]
	for j := i + 1; j < len(src); j++ {
		if src[j] != q {
			continue
		}
		if j+1 < len(src) && src[j+1] == q {
			j++
			continue
		}
		return j + 1
	}
	return len(src)
}

// isWordByte reports whether the rune at byte i belongs to a bare word.
func isWordByte(src string, i int) bool {
	r, _ := utf8.DecodeRuneInString(src[i:])
	return r == '_' || r == '$' || unicode.IsLetter(r) || unicode.IsDigit(r)
}

// runeLen is the byte length of the rune at byte i (at least 1).
func runeLen(src string, i int) int {
	_, n := utf8.DecodeRuneInString(src[i:])
	if n < 1 {
		return 1
	}
	return n
}
