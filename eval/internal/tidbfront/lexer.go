package tidbfront

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kind is the lexical class of a token of raw SQL text.
type Kind int

const (
	Word     Kind = iota // bare word: keyword or identifier
	Backtick             // `quoted identifier`
	Bracket              // [bracketed identifier] (SQLite / SQL Server)
	String               // 'single' or "double" quoted literal
	Number               // numeric literal
	Op                   // operator or punctuation
)

// Token is one lexical unit with its byte span in the source text.
type Token struct {
	Kind        Kind
	Text        string // exact source text
	Start, End  int    // byte offsets, End exclusive
	SpaceBefore bool   // whitespace or comment (or start of text) right before it
	Unclosed    bool   // string or quoted identifier missing its closing quote
}

// Lower returns the token text in lower case.
func (t Token) Lower() string { return strings.ToLower(t.Text) }

// Is reports whether t is a bare word equal to w (case-insensitive).
func (t Token) Is(w string) bool { return t.Kind == Word && strings.EqualFold(t.Text, w) }

// IsOp reports whether t is the operator or punctuation op.
func (t Token) IsOp(op string) bool { return t.Kind == Op && t.Text == op }

// Name returns the identifier a word, backtick or bracket token denotes.
func (t Token) Name() string {
	switch t.Kind {
	case Backtick:
		return strings.ReplaceAll(strings.TrimSuffix(strings.TrimPrefix(t.Text, "`"), "`"), "``", "`")
	case Bracket:
		return strings.TrimSuffix(strings.TrimPrefix(t.Text, "["), "]")
	}
	return t.Text
}

// multiOps lists the operators of more than one character, longest first.
var multiOps = []string{"<=>", "<>", "!=", ">=", "<=", "==", "||", "&&", "<<", ">>", ":="}

// Tokenize splits SQL text into tokens as MySQL reads it, skipping
// whitespace and comments ("--" opens one only before white space).
func Tokenize(src string) []Token { return Lexer{}.Tokenize(src) }

// Lexer holds the rules where the front ends read raw text differently;
// the zero Lexer reads as MySQL does.
type Lexer struct {
	// DashComments makes "--" open a comment wherever it stands, as
	// eval/extended has always read it (MySQL wants white space after it).
	DashComments bool
}

// Tokenize splits SQL text into tokens, skipping whitespace and comments.
// It never fails: an unterminated quote yields a token running to the end.
func (l Lexer) Tokenize(src string) []Token {
	var toks []Token
	space := true
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
			space = true
			continue
		case c == '-' && strings.HasPrefix(src[i:], "--") && (l.DashComments || i+2 == len(src) || isSpaceByte(src[i+2])),
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
		t.SpaceBefore = space
		toks = append(toks, t)
		i = t.End
		space = false
	}
	return toks
}

// scanToken reads the single token starting at byte i of src.
func scanToken(src string, i int) Token {
	c := src[i]
	switch {
	case c == '\'' || c == '"' || c == '`':
		end, closed := scanQuoted(src, i, c)
		kind := String
		if c == '`' {
			kind = Backtick
		}
		return Token{Kind: kind, Text: src[i:end], Start: i, End: end, Unclosed: !closed}
	case c == '[':
		if j := strings.IndexByte(src[i:], ']'); j > 1 && isBracketName(src[i+1:i+j]) {
			return Token{Kind: Bracket, Text: src[i : i+j+1], Start: i, End: i + j + 1}
		}
	case IsDigit(c) || (c == '.' && i+1 < len(src) && IsDigit(src[i+1])):
		end := scanNumber(src, i)
		return Token{Kind: Number, Text: src[i:end], Start: i, End: end}
	case isWordStart(src, i):
		end := i
		for end < len(src) && isWordPart(src, end) {
			_, n := utf8.DecodeRuneInString(src[end:])
			end += n
		}
		return Token{Kind: Word, Text: src[i:end], Start: i, End: end}
	}
	for _, op := range multiOps {
		if strings.HasPrefix(src[i:], op) {
			return Token{Kind: Op, Text: op, Start: i, End: i + len(op)}
		}
	}
	_, n := utf8.DecodeRuneInString(src[i:])
	return Token{Kind: Op, Text: src[i : i+n], Start: i, End: i + n}
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
	for j < len(src) && IsDigit(src[j]) {
		j++
	}
	if j < len(src) && src[j] == '.' {
		j++
		for j < len(src) && IsDigit(src[j]) {
			j++
		}
	}
	if j < len(src) && (src[j] == 'e' || src[j] == 'E') {
		k := j + 1
		if k < len(src) && (src[k] == '+' || src[k] == '-') {
			k++
		}
		if k < len(src) && IsDigit(src[k]) {
			for k < len(src) && IsDigit(src[k]) {
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

// IsDigit reports whether c is an ASCII digit.
func IsDigit(c byte) bool { return c >= '0' && c <= '9' }

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

// IsPlainIdent reports whether s can be written without quotes as an identifier.
func IsPlainIdent(s string) bool {
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
