package app

import "strings"

// Token is one word of a clause with whether the other side lacks it.
type Token struct {
	Text    string
	Changed bool
	Space   bool // preceded by white space in the text
}

// DiffTokens marks the words of a and b that are not on the longest common
// subsequence of the two (compared case-insensitively), for highlighting.
func DiffTokens(a, b string) ([]Token, []Token) {
	wa, wb := splitWords(a), splitWords(b)
	return diffWords(wa, wb)
}

func diffWords(wa, wb []Token) ([]Token, []Token) {
	n, m := len(wa), len(wb)
	if n*m > 250000 { // too long to align: mark nothing
		return wa, wb
	}
	lcs := make([][]int, n+1)
	for i := range lcs {
		lcs[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if strings.EqualFold(wa[i].Text, wb[j].Text) {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	ta, tb := append([]Token(nil), wa...), append([]Token(nil), wb...)
	for i := range ta {
		ta[i].Changed = true
	}
	for j := range tb {
		tb[j].Changed = true
	}
	i, j := 0, 0
	for i < n && j < m {
		switch {
		case strings.EqualFold(wa[i].Text, wb[j].Text):
			ta[i].Changed, tb[j].Changed = false, false
			i++
			j++
		case lcs[i+1][j] >= lcs[i][j+1]:
			i++
		default:
			j++
		}
	}
	return ta, tb
}

// splitWords splits on spaces, setting parentheses and commas apart, and
// records which tokens had white space before them.
func splitWords(s string) []Token {
	var out []Token
	var cur strings.Builder
	space := false
	flush := func() {
		if cur.Len() > 0 {
			out = append(out, Token{Text: cur.String(), Space: space})
			cur.Reset()
			space = false
		}
	}
	inQuote := rune(0)
	for _, r := range s {
		switch {
		case inQuote != 0:
			cur.WriteRune(r)
			if r == inQuote {
				inQuote = 0
				flush()
			}
		case r == '\'' || r == '"':
			flush()
			inQuote = r
			cur.WriteRune(r)
		case r == ' ' || r == '\t' || r == '\n':
			flush()
			space = true
		case strings.ContainsRune("(),", r):
			flush()
			out = append(out, Token{Text: string(r), Space: space})
			space = false
		default:
			cur.WriteRune(r)
		}
	}
	flush()
	return out
}
