package spiderql

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The reference's word tokenizer first splits text into sentences with a
// Punkt model; the only visible effect on SQL is that a token ending in a
// period before a break loses that period as a separate token ("T1.*" gives
// "t1", ".", "*"). splitSentences reproduces the break decision for the
// cases SQL produces; the trained model's abbreviation and orthographic
// statistics are approximated (see eval/QUIRKS.md).

// punktNonWord are the characters that may follow a sentence end without space.
const punktNonWord = `)";}]*:@'({[!?`

var numberType = regexp.MustCompile(`^-?[\.,]?[0-9][0-9,\.-]*\.?$`)

func splitSentences(text string) []string {
	var out []string
	last := 0
	i := 0
	for i < len(text) {
		// Find the next non-space run.
		r, size := utf8.DecodeRuneInString(text[i:])
		if unicode.IsSpace(r) {
			i += size
			continue
		}
		runStart := i
		runEnd := i
		for runEnd < len(text) {
			r, size := utf8.DecodeRuneInString(text[runEnd:])
			if unicode.IsSpace(r) {
				break
			}
			runEnd += size
		}
		pos := runStart
		for pos < runEnd {
			e, next := candidate(text, pos, runEnd)
			if e < 0 {
				break
			}
			if isBreak(text[pos:e+1], next) {
				// The next sentence starts at the following token.
				start := e + 1
				if start == runEnd {
					for start < len(text) {
						r, size := utf8.DecodeRuneInString(text[start:])
						if !unicode.IsSpace(r) {
							break
						}
						start += size
					}
				}
				end := start + realign(text[start:])
				out = append(out, text[last:end])
				last = end
			}
			pos = e + 1
		}
		i = runEnd
	}
	if last == 0 {
		return []string{text}
	}
	return append(out, text[last:])
}

// realign returns the length of closing punctuation at the start of a
// sentence that belongs to the previous one (followed by space, "--" or end).
func realign(s string) int {
	k := 0
	for k < len(s) && strings.IndexByte(`"')]}`, s[k]) >= 0 {
		k++
	}
	if k == 0 {
		return 0
	}
	if k == len(s) || isPySpaceByte(s[k]) || strings.HasPrefix(s[k:], "--") {
		return k
	}
	return 0
}

// candidate finds, in the run text[pos:runEnd], the furthest sentence-end
// character whose context qualifies (a non-word character next, or
// whitespace and another token), returning its index and the next token.
func candidate(text string, pos, runEnd int) (int, string) {
	for e := runEnd - 1; e >= pos; e-- {
		c := text[e]
		if c != '.' && c != '?' && c != '!' {
			continue
		}
		if e+1 < runEnd {
			if strings.IndexByte(punktNonWord, text[e+1]) >= 0 {
				return e, text[e+1 : e+2]
			}
			continue
		}
		rest := strings.TrimLeftFunc(text[runEnd:], unicode.IsSpace)
		if rest != "" && len(rest) < len(text[runEnd:]) {
			f := strings.FieldsFunc(rest, unicode.IsSpace)
			return e, f[0]
		}
	}
	return -1, ""
}

// isBreak decides whether the match (ending in . ? or !) ends a sentence.
func isBreak(match, next string) bool {
	if !strings.HasSuffix(match, ".") {
		return true
	}
	// The word before the period, after any punctuation that starts a token.
	w := match[:len(match)-1]
	if k := strings.LastIndexAny(w, `()";}]*:@'{[!?,&#-`); k >= 0 {
		w = w[k+1:]
	}
	if w == "" || strings.HasSuffix(w, ".") {
		return false
	}
	lw := strings.ToLower(w)
	if punktAbbrev[lw] {
		return false
	}
	initial := utf8.RuneCountInString(w) == 1 && unicode.IsLetter([]rune(w)[0])
	if initial || numberType.MatchString(lw+".") {
		if strings.ContainsAny(next, ";:,.!?") && len(next) == 1 {
			return false
		}
		if r, _ := utf8.DecodeRuneInString(next); unicode.IsLower(r) {
			return false
		}
	}
	return true
}

// punktAbbrev holds common abbreviations of the English Punkt model.
var punktAbbrev = map[string]bool{
	"mr": true, "mrs": true, "dr": true, "st": true, "vs": true, "etc": true, "inc": true, "co": true,
	"corp": true, "jr": true, "sr": true, "no": true, "jan": true, "feb": true, "mar": true, "apr": true,
	"jun": true, "jul": true, "aug": true, "sep": true, "sept": true, "oct": true, "nov": true, "dec": true,
	"u.s": true, "e.g": true, "i.e": true, "ltd": true, "mt": true, "ft": true, "gen": true, "gov": true,
}
