package spiderss

import (
	"crypto/md5"
	"encoding/hex"
	"strings"
	"unicode"
	"unicode/utf8"
)

const (
	leadingMarks  = "\"'`([{‘“"
	trailingMarks = "?.,!;:)]}\"'’”"
)

// span is a token's byte range in the question.
type span struct{ from, to int }

// Tokenize splits a question the way the Spider-SS annotations count its
// tokens (an approximation of spaCy's English tokenizer): quotes, brackets
// and final punctuation apart, "'s" and "n't" apart, doubled quotes (Spider's
// two backquotes, two apostrophes) whole.
func Tokenize(question string) []string {
	var out []string
	for _, s := range tokenSpans(question) {
		out = append(out, question[s.from:s.to])
	}
	return out
}

func tokenSpans(q string) []span {
	var out []span
	for _, f := range fieldSpans(q) {
		out = append(out, wordSpans(q, f)...)
	}
	return out
}

// fieldSpans splits at white space and around parentheses.
func fieldSpans(q string) []span {
	var out []span
	start := -1
	for i, r := range q {
		switch {
		case unicode.IsSpace(r):
			if start >= 0 {
				out = append(out, span{start, i})
			}
			start = -1
		case r == '(' || r == ')':
			if start >= 0 {
				out = append(out, span{start, i})
			}
			out = append(out, span{i, i + 1})
			start = -1
		case start < 0:
			start = i
		}
	}
	if start >= 0 {
		out = append(out, span{start, len(q)})
	}
	return out
}

// wordSpans splits one field into leading marks, the word, its clitic and
// trailing marks.
func wordSpans(q string, f span) []span {
	w := q[f.from:f.to]
	if w == "``" || w == "''" {
		return []span{f}
	}
	var pre, post []span
	lo, hi := f.from, f.to
	for utf8.RuneCountInString(q[lo:hi]) > 1 {
		r, size := utf8.DecodeRuneInString(q[lo:hi])
		if !strings.ContainsRune(leadingMarks, r) {
			break
		}
		pre = append(pre, span{lo, lo + size})
		lo += size
	}
	for utf8.RuneCountInString(q[lo:hi]) > 1 {
		r, size := utf8.DecodeLastRuneInString(q[lo:hi])
		if !strings.ContainsRune(trailingMarks, r) {
			break
		}
		post = append([]span{{hi - size, hi}}, post...)
		hi -= size
	}
	out := pre
	low := strings.ToLower(q[lo:hi])
	cut := -1
	switch {
	case strings.HasSuffix(low, "n't") && len(low) > 3:
		cut = hi - len("n't")
	case strings.HasSuffix(low, "'s") && len(low) > 2:
		cut = hi - len("'s")
	case strings.HasSuffix(low, "’s") && utf8.RuneCountInString(low) > 2:
		cut = hi - len("’s")
	}
	if cut > lo {
		out = append(out, span{lo, cut}, span{cut, hi})
	} else {
		out = append(out, span{lo, hi})
	}
	return append(out, post...)
}

// QuestionMD5 is Spider-SS's key for a tokenised question: the md5 of its
// tokens joined by single spaces, lower-cased.
func QuestionMD5(tokens []string) string {
	sum := md5.Sum([]byte(strings.ToLower(strings.Join(tokens, " "))))
	return hex.EncodeToString(sum[:])
}
