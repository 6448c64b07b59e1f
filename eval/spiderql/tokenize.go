package spiderql

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/spidereval/spidereval/eval/schema"
)

// ErrUnexpectedQuote is returned for a query with an odd number of quotes.
var ErrUnexpectedQuote = errors.New("AssertionError: Unexpected quote")

// Tokenize splits a query the way the reference does: quoted values become
// single tokens (kept verbatim, single quotes turned into double quotes), the
// rest goes through an English word tokenizer and is lower-cased, and
// "! =", "> =", "< =" are re-joined.
func Tokenize(query string) ([]string, error) {
	s := strings.ReplaceAll(query, "'", `"`)
	var quotes, chars []int // byte offsets of quotes and their character offsets
	n := 0
	for i, r := range s {
		if r == '"' {
			quotes = append(quotes, i)
			chars = append(chars, n)
		}
		n++
	}
	if len(quotes)%2 != 0 {
		return nil, ErrUnexpectedQuote
	}
	// Replace each quoted span by a placeholder (one pass; the reference
	// rebuilds the string per span, from the end); the placeholder names
	// carry character offsets, as the reference's do.
	vals := make(map[string]string, len(quotes)/2)
	if len(quotes) > 0 {
		var b strings.Builder
		b.Grow(len(s) + 8*len(quotes))
		last := 0
		for i := 0; i+1 < len(quotes); i += 2 {
			q1, q2 := quotes[i], quotes[i+1]
			key := fmt.Sprintf("__val_%d_%d__", chars[i], chars[i+1])
			vals[key] = s[q1 : q2+1]
			b.WriteString(s[last:q1])
			b.WriteString(key)
			last = q2 + 1
		}
		b.WriteString(s[last:])
		s = b.String()
	}
	words := wordTokenize(s)
	toks := make([]string, len(words))
	for i, w := range words {
		if v, ok := vals[w]; ok {
			toks[i] = v
			continue
		}
		lw := pyLower(w)
		if v, ok := vals[lw]; ok {
			toks[i] = v
			continue
		}
		toks[i] = lw
	}
	// Re-join comparison operators: the reference scans '=' positions from
	// the right, rebuilding the list at each; a join never consumes another
	// '=', so one pass gives the same list. An '=' first in the list pairs
	// with the last token (Python's toks[-1]) and comes last.
	joined := toks[:0:0]
	first := false
	for i := 0; i < len(toks); i++ {
		if i+1 < len(toks) && toks[i+1] == "=" && isCmpPrefix(toks[i]) {
			joined = append(joined, toks[i]+"=")
			i++
			continue
		}
		if i == 0 && toks[0] == "=" {
			first = true
		}
		joined = append(joined, toks[i])
	}
	toks = joined
	if first {
		if pre := pyIndex(toks, -1); isCmpPrefix(pre) {
			// toks[:-1] + [pre+"="] + toks[1:] with Python slice semantics.
			head := pySlice(toks, 0, -1)
			tail := pySlice(toks, 1, len(toks))
			next := make([]string, 0, len(head)+1+len(tail))
			next = append(next, head...)
			next = append(next, pre+"=")
			toks = append(next, tail...)
		}
	}
	return toks, nil
}

func isCmpPrefix(t string) bool { return t == "!" || t == ">" || t == "<" }

// pyLower lower-cases like Python's str.lower for the characters SQL uses.
func pyLower(s string) string {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 || ('A' <= c && c <= 'Z') {
			return schema.Lower(s)
		}
	}
	return s
}

// pyIndex is list[i] with Python's negative indexing (i >= -len).
func pyIndex(list []string, i int) string {
	if i < 0 {
		i += len(list)
	}
	return list[i]
}

// pySlice is list[a:b] with Python's clamping and negative indexes.
func pySlice(list []string, a, b int) []string {
	n := len(list)
	norm := func(i int) int {
		if i < 0 {
			i += n
			if i < 0 {
				i = 0
			}
		}
		if i > n {
			i = n
		}
		return i
	}
	a, b = norm(a), norm(b)
	if a >= b {
		return nil
	}
	return list[a:b]
}

// The word tokenizer reproduces NLTK's word_tokenize (its improved Treebank
// rules) on text that holds no quote characters: the caller has already
// turned every quoted span into a placeholder.

const pyDigit = `\p{Nd}`

// A rule applies only when its trigger characters occur (a cheap test
// that leaves the result unchanged); single-character padding rules are
// done without regular expressions.
type rule struct {
	trigger string // any of these bytes/runes must occur, "" means always
	re      *regexp.Regexp
	repl    string
	pad     string              // characters padded with spaces, instead of re
	fast    func(string) string // a hand-written equivalent of re (tested against it)
}

var treebankRules = []rule{
	{trigger: "«“‘„`", re: regexp.MustCompile("([«“‘„]|[`]+)"), repl: " $1 "},
	{trigger: ".", re: finalPeriod, repl: "$1 $2 $3 ", fast: func(s string) string { return splitFinalPeriod(s, " . ") }},
	{trigger: ":,", re: regexp.MustCompile(`([:,])([^` + pyDigit + `])`), repl: " $1 $2", fast: splitCommas},
	{trigger: ":,", re: regexp.MustCompile(`([:,])$`), repl: " $1 ", fast: splitFinalComma},
	{trigger: ".", re: regexp.MustCompile(`\.{2,}`), repl: " $0 "},
	{pad: ";@#$%&"},
	{trigger: ".", re: finalPeriod, repl: "$1 $2$3 ", fast: func(s string) string { return splitFinalPeriod(s, " .") }},
	{pad: "?!"},
	{trigger: "'", re: regexp.MustCompile(`([^'])' `), repl: "$1 ' "},
	{pad: "*"},
	{pad: "[](){}<>"},
	{trigger: "-", re: regexp.MustCompile(`--`), repl: " -- "},
}

var finalPeriod = regexp.MustCompile(`([^\.])(\.)([\]\)}>"']*)` + pySpace + `*$`)

var endQuote = rule{trigger: "»”’", re: regexp.MustCompile("([»”’])"), repl: " $1 "}

var contraction = [][2]string{{"can", "not"}, {"gim", "me"}, {"gon", "na"}, {"got", "ta"}, {"lem", "me"}}

func (r rule) apply(text string) string {
	if r.pad != "" {
		return padChars(text, r.pad)
	}
	if r.trigger != "" && !strings.ContainsAny(text, r.trigger) {
		return text
	}
	if r.fast != nil {
		return r.fast(text)
	}
	return r.re.ReplaceAllString(text, r.repl)
}

// splitFinalPeriod is finalPeriod's replacement: a period ending the text
// (before closing brackets or quotes and spaces), not preceded by another
// period, is set apart; sep is " . " or " ." for the two variants.
func splitFinalPeriod(text, sep string) string {
	end := len(strings.TrimRightFunc(text, isPySpace))
	k := end
	for k > 0 && strings.IndexByte(`])}>"'`, text[k-1]) >= 0 {
		k--
	}
	if k < 2 || text[k-1] != '.' || text[k-2] == '.' {
		return text
	}
	return text[:k-1] + sep + text[k:end] + " "
}

// splitCommas sets apart ',' and ':' not followed by a digit, consuming the next character.
func splitCommas(text string) string {
	var b strings.Builder
	b.Grow(len(text) + 16)
	for i := 0; i < len(text); i++ {
		c := text[i]
		if (c == ',' || c == ':') && i+1 < len(text) {
			r, size := utf8.DecodeRuneInString(text[i+1:])
			if !unicode.IsDigit(r) {
				b.WriteByte(' ')
				b.WriteByte(c)
				b.WriteByte(' ')
				b.WriteString(text[i+1 : i+1+size])
				i += size
				continue
			}
		}
		b.WriteByte(c)
	}
	return b.String()
}

// splitFinalComma sets apart a ',' or ':' that ends the text.
func splitFinalComma(text string) string {
	if n := len(text); n > 0 && (text[n-1] == ',' || text[n-1] == ':') {
		return text[:n-1] + " " + text[n-1:] + " "
	}
	return text
}

// padChars surrounds every occurrence of the given ASCII characters with spaces.
func padChars(text, chars string) string {
	if !strings.ContainsAny(text, chars) {
		return text
	}
	var b strings.Builder
	b.Grow(len(text) + 16)
	for i := 0; i < len(text); i++ {
		if strings.IndexByte(chars, text[i]) >= 0 {
			b.WriteByte(' ')
			b.WriteByte(text[i])
			b.WriteByte(' ')
			continue
		}
		b.WriteByte(text[i])
	}
	return b.String()
}

// pySpace is Python's \s for str patterns.
const pySpace = `[\t\n\v\f\r \x1c-\x1f\x{85}\x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}]`

func wordTokenize(text string) []string {
	sents := splitSentences(text)
	if len(sents) == 1 {
		return treebank(text)
	}
	var out []string
	for _, s := range sents {
		out = append(out, treebank(s)...)
	}
	return out
}

func treebank(text string) []string {
	for _, r := range treebankRules {
		text = r.apply(text)
	}
	text = endQuote.apply(" " + text + " ")
	text = splitContractions(text)
	return strings.FieldsFunc(text, isPySpace)
}

// isPySpace reports whether r is whitespace for Python's str.split.
func isPySpace(r rune) bool {
	switch r {
	case '\x1c', '\x1d', '\x1e', '\x1f', '\x85':
		return true
	}
	return unicode.IsSpace(r)
}

// splitContractions applies the tokenizer's (?i)\b(can)(not)\b style rules
// (cannot, gimme, gonna, gotta, lemme; wanna only before whitespace).
func splitContractions(text string) string {
	lower := strings.ToLower(text)
	if len(lower) != len(text) || !hasContraction(lower) {
		return text
	}
	var b strings.Builder
	last := 0
	prevWord := false
	for i, r := range text {
		if i < last {
			prevWord = isWordRune(r)
			continue
		}
		if !prevWord {
			for _, c := range contraction {
				w := c[0] + c[1]
				if strings.HasPrefix(lower[i:], w) && !isWordAt(text, i+len(w)) {
					b.WriteString(text[last:i])
					b.WriteString(" " + text[i:i+len(c[0])] + " " + text[i+len(c[0]):i+len(w)] + " ")
					last = i + len(w)
					break
				}
			}
			if i >= last && strings.HasPrefix(lower[i:], "wanna") && i+5 < len(text) && isPySpaceByte(text[i+5]) {
				b.WriteString(text[last:i])
				b.WriteString(" " + text[i:i+3] + " " + text[i+3:i+5] + " ")
				last = i + 5
			}
		}
		prevWord = isWordRune(r)
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}

func hasContraction(lower string) bool {
	for _, w := range []string{"cannot", "gimme", "gonna", "gotta", "lemme", "wanna"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

func isPySpaceByte(c byte) bool {
	return c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x1f)
}

func isWordRune(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsNumber(r)
}

func isWordAt(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	for _, r := range s[i:] {
		return isWordRune(r)
	}
	return false
}
