package app

import "strings"

// Token is one word of a clause with whether the other side lacks it.
type Token struct {
	Text    string
	Changed bool
}

// DiffTokens marks the words of a and b that are not on the longest common
// subsequence of the two (compared case-insensitively), for highlighting.
func DiffTokens(a, b string) ([]Token, []Token) {
	wa, wb := splitWords(a), splitWords(b)
	n, m := len(wa), len(wb)
	if n*m > 250000 { // too long to align: mark nothing
		return plain(wa), plain(wb)
	}
	lcs := make([][]int, n+1)
	for i := range lcs {
		lcs[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if strings.EqualFold(wa[i], wb[j]) {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	ta, tb := make([]Token, n), make([]Token, m)
	for i := range ta {
		ta[i] = Token{Text: wa[i], Changed: true}
	}
	for j := range tb {
		tb[j] = Token{Text: wb[j], Changed: true}
	}
	i, j := 0, 0
	for i < n && j < m {
		switch {
		case strings.EqualFold(wa[i], wb[j]):
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

func plain(ws []string) []Token {
	out := make([]Token, len(ws))
	for i, w := range ws {
		out[i] = Token{Text: w}
	}
	return out
}

// splitWords splits on spaces, keeping punctuation glued to words apart.
func splitWords(s string) []string {
	var out []string
	var cur strings.Builder
	flush := func() {
		if cur.Len() > 0 {
			out = append(out, cur.String())
			cur.Reset()
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
		case strings.ContainsRune("(),", r):
			flush()
			out = append(out, string(r))
		default:
			cur.WriteRune(r)
		}
	}
	flush()
	return out
}
