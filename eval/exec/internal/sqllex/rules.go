package sqllex

import "strings"

// Matchers for the rules of the SQL lexer in lex.go; each returns the
// length of its match at position i, or 0.

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// isSplitKeyword reports whether a plain word token is one of the keywords
// the statement splitter reacts to.
func isSplitKeyword(word string) bool {
	switch strings.ToUpper(word) {
	case "BEGIN", "DECLARE", "IF", "FOR", "WHILE":
		return true
	}
	return false
}

func literal(s string) func(runes, int) int {
	rs := []rune(s)
	return func(t runes, i int) int {
		for k, r := range rs {
			if t.at(i+k) != r {
				return 0
			}
		}
		return len(rs)
	}
}

func oneOf(set string) func(runes, int) int {
	return func(t runes, i int) int { return b2i(i < len(t) && strings.ContainsRune(set, t[i])) }
}

func runOf(set string) func(runes, int) int {
	return func(t runes, i int) int {
		return t.span(i, func(r rune) bool { return strings.ContainsRune(set, r) }) - i
	}
}

// lineComment matches "--" or "# " up to and including the line end; with
// hint, only comments whose text starts with "+".
func lineComment(hint bool) func(runes, int) int {
	return func(t runes, i int) int {
		if !(t.at(i) == '-' && t.at(i+1) == '-') && !(t.at(i) == '#' && t.at(i+1) == ' ') {
			return 0
		}
		j, ok := textStart(t, i+2, hint)
		if !ok {
			return 0
		}
		for ; j < len(t); j++ {
			switch t[j] {
			case '\r':
				if t.at(j+1) == '\n' {
					return j + 2 - i
				}
				return j + 1 - i
			case '\n':
				return j + 1 - i
			}
		}
		return j - i
	}
}

// textStart is where a comment's text starts after its opener ends at j:
// past the "+" of a hint, when hint; ok is false when the "+" is missing.
func textStart(t runes, j int, hint bool) (int, bool) {
	if !hint {
		return j, true
	}
	if t.at(j) != '+' {
		return 0, false
	}
	return j + 1, true
}

// blockComment matches /* ... */ (with hint: /*+ ... */).
func blockComment(hint bool) func(runes, int) int {
	return func(t runes, i int) int {
		if t.at(i) != '/' || t.at(i+1) != '*' {
			return 0
		}
		j, ok := textStart(t, i+2, hint)
		if !ok {
			return 0
		}
		for ; j+1 < len(t); j++ {
			if t[j] == '*' && t[j+1] == '/' {
				return j + 2 - i
			}
		}
		return 0
	}
}

func matchNewline(t runes, i int) int {
	switch t.at(i) {
	case '\r':
		if t.at(i+1) == '\n' {
			return 2
		}
		return 1
	case '\n':
		return 1
	}
	return 0
}

// quotedName matches q(qq|[^q])*q, e.g. backquoted names.
func quotedName(q rune) func(runes, int) int {
	return func(t runes, i int) int {
		if t.at(i) != q {
			return 0
		}
		lastPair := -1
		for j := i + 1; j < len(t); j++ {
			if t[j] != q {
				continue
			}
			if t.at(j+1) == q {
				lastPair = j
				j++
				continue
			}
			return j + 1 - i
		}
		if lastPair >= 0 {
			// Backtracking gives up the last doubled quote: its first half closes.
			return lastPair + 1 - i
		}
		return 0
	}
}

// quotedString matches q(qq|\q|[^q])*q with Python's backtracking order.
func quotedString(q rune) func(runes, int) int {
	return func(t runes, i int) int {
		if t.at(i) != q {
			return 0
		}
		if end := restIter(t, i+1, q); end >= 0 {
			return end - i
		}
		return 0
	}
}

// restIter evaluates the quoted-string continuation from p without deep
// recursion: it returns the end of the first successful match in the
// regex engine's preference order, or -1. It walks forward, in time
// proportional to the match (or to the rest of the text when no quote
// closes it): a doubled or escaped quote is taken as a pair when some
// quote follows it (the star can then still end), else the walk falls
// back to the latest such choice.
func restIter(t runes, p int, q rune) int {
	n := len(t)
	choice, escaped := -1, false // the latest pair taken on trust
	for k := p; k < n; {
		switch {
		case t[k] == q && t.at(k+1) == q, t[k] == '\\' && t.at(k+1) == q:
			choice, escaped = k, t[k] != q
			k += 2
		case t[k] != q:
			k++
		default:
			return k + 1
		}
	}
	switch {
	case choice < 0:
		return -1
	case escaped:
		// The backslash as [^q], then the quote after it ends the match.
		return choice + 2
	}
	// The pair's first quote ends the match.
	return choice + 1
}

// matchDollarQuoted matches $tag$ ... $tag$ when not preceded by a
// non-space character.
func matchDollarQuoted(t runes, i int) int {
	if t.at(i) != '$' || (i > 0 && !IsSpace(t[i-1])) {
		return 0
	}
	j := i + 1
	if pyLetterOrUnderscore(t.at(j)) {
		j = t.span(j+1, pyWord)
	}
	if t.at(j) != '$' {
		if t.at(i+1) != '$' {
			return 0
		}
		j = i + 1
	}
	delim := t[i : j+1]
	for k := j + 1; k+len(delim) <= len(t); k++ {
		match := true
		for d, r := range delim {
			if !sameFold(t[k+d], r) {
				match = false
				break
			}
		}
		if match {
			return k + len(delim) - i
		}
	}
	return 0
}

func sameFold(a, b rune) bool {
	return a == b || strings.EqualFold(string(a), string(b))
}

// matchPercentPlaceholder matches %s and %(name)s.
func matchPercentPlaceholder(t runes, i int) int {
	if t.at(i) != '%' {
		return 0
	}
	if t.at(i+1) == '(' {
		j := t.span(i+2, pyWord)
		if j > i+2 && t.at(j) == ')' && foldEq(t.at(j+1), 's') {
			return j + 2 - i
		}
	}
	if foldEq(t.at(i+1), 's') {
		return 2
	}
	return 0
}

// matchColonPlaceholder matches $name, :name and ?name not preceded by a
// word character.
func matchColonPlaceholder(t runes, i int) int {
	c := t.at(i)
	if c != '$' && c != ':' && c != '?' || (i > 0 && pyWord(t[i-1])) {
		return 0
	}
	return spanFrom(t, i, i+1, pyWord)
}

// matchCommand matches a backslash command such as \d.
func matchCommand(t runes, i int) int {
	if t.at(i) != '\\' {
		return 0
	}
	return spanFrom(t, i, i+1, pyWord)
}

// spanFrom is the length of a match starting at i that ends with a
// non-empty run of f from k, or 0 when there is no such run.
func spanFrom(t runes, i, k int, f func(rune) bool) int {
	e := t.span(k, f)
	if e == k {
		return 0
	}
	return e - i
}

// wordSeq matches the first of the alternatives, each a sequence of ASCII
// words separated by whitespace, followed by a word boundary when bound.
func wordSeq(alts [][]string, bound bool) func(runes, int) int {
	return func(t runes, i int) int {
		for _, words := range alts {
			if j := matchWords(t, i, words); j > 0 && (!bound || t.boundary(j)) {
				return j - i
			}
		}
		return 0
	}
}

// matchWords returns the end of words (separated by \s+) at i, or 0.
func matchWords(t runes, i int, words []string) int {
	j := i
	for k, w := range words {
		if k > 0 {
			s := t.span(j, IsSpace)
			if s == j {
				return 0
			}
			j = s
		}
		if !t.word(j, w) {
			return 0
		}
		j += len(w)
	}
	return j
}

// matchAtName matches (@|##|#) followed by a letter and one or more word
// characters.
func matchAtName(t runes, i int) int {
	for _, p := range []string{"@", "##", "#"} {
		if !t.word(i, p) {
			continue
		}
		j := i + len(p)
		if !pyLetterClass(t.at(j)) {
			continue
		}
		e := t.span(j+1, pyWord)
		if e > j+1 {
			return e - i
		}
	}
	return 0
}

// nameBefore matches a letter followed by word characters when the
// lookahead holds after the maximal run.
func nameBefore(ahead func(runes, int) bool) func(runes, int) int {
	return func(t runes, i int) int {
		if !pyLetterClass(t.at(i)) {
			return 0
		}
		e := t.span(i+1, pyWord)
		if !ahead(t, e) {
			return 0
		}
		return e - i
	}
}

// matchNameAfterDot matches a name directly after a period.
func matchNameAfterDot(t runes, i int) int {
	if t.at(i-1) != '.' || !pyLetterClass(t.at(i)) {
		return 0
	}
	return t.span(i+1, pyWord) - i
}

func isHexDigit(r rune) bool {
	return pyDigit(r) || (r >= 'a' && r <= 'f') || (r >= 'A' && r <= 'F')
}

// matchHex matches -?0x[0-9a-f]+.
func matchHex(t runes, i int) int {
	j := i
	if t.at(j) == '-' {
		j++
	}
	if t.at(j) != '0' || !foldEq(t.at(j+1), 'x') {
		return 0
	}
	return spanFrom(t, i, j+2, isHexDigit)
}

// matchExpFloat matches -?\d+(\.\d+)?E-?\d+.
func matchExpFloat(t runes, i int) int {
	j := i
	if t.at(j) == '-' {
		j++
	}
	d := t.span(j, pyDigit)
	if d == j {
		return 0
	}
	exp := func(k int) int {
		if !foldEq(t.at(k), 'e') {
			return 0
		}
		k++
		if t.at(k) == '-' {
			k++
		}
		e := t.span(k, pyDigit)
		if e == k {
			return 0
		}
		return e
	}
	if t.at(d) == '.' {
		if f := t.span(d+1, pyDigit); f > d+1 {
			if e := exp(f); e > 0 {
				return e - i
			}
		}
	}
	if e := exp(d); e > 0 {
		return e - i
	}
	return 0
}

// notLetterAt is the (?![_A-ZÀ-Ü]) lookahead.
func notLetterAt(t runes, k int) bool { return !pyLetterOrUnderscore(t.at(k)) }

// matchFloat matches -?(\d+\.\d*|\.\d+) not followed by a letter, giving
// back trailing digits as the regex engine does when a letter follows.
func matchFloat(t runes, i int) int {
	j := i
	if t.at(j) == '-' {
		j++
	}
	if d := t.span(j, pyDigit); d > j && t.at(d) == '.' {
		e := t.span(d+1, pyDigit)
		switch {
		case notLetterAt(t, e):
			return e - i
		case e > d+1:
			return e - 1 - i
		}
		return 0
	}
	if t.at(j) == '.' {
		e := t.span(j+1, pyDigit)
		switch {
		case e == j+1:
			return 0
		case notLetterAt(t, e):
			return e - i
		case e-1 > j+1:
			return e - 1 - i
		}
	}
	return 0
}

// matchInteger matches -?\d+ not followed by a letter.
func matchInteger(t runes, i int) int {
	j := i
	if t.at(j) == '-' {
		j++
	}
	e := t.span(j, pyDigit)
	switch {
	case e == j:
		return 0
	case notLetterAt(t, e):
		return e - i
	case e-1 > j:
		return e - 1 - i
	}
	return 0
}

// matchBracketName matches [name] unless preceded by a word character,
// ']' or ')'.
func matchBracketName(t runes, i int) int {
	if t.at(i) != '[' {
		return 0
	}
	if p := t.at(i - 1); p >= 0 && (pyWord(p) || p == ']' || p == ')') {
		return 0
	}
	e := t.span(i+1, func(r rune) bool { return r != '[' && r != ']' })
	if e == i+1 || t.at(e) != ']' {
		return 0
	}
	return e + 1 - i
}

// matchJoin matches the JOIN keyword with its optional qualifiers, trying
// the qualifier combinations in the regex engine's order.
var matchJoin = func() func(runes, int) int {
	var alts [][]string
	for _, a := range []string{"LEFT", "RIGHT", "FULL", ""} {
		for _, b := range []string{"INNER", "OUTER", "STRAIGHT", ""} {
			alts = append(alts, nonEmpty(a, b, "JOIN"))
		}
	}
	alts = append(alts, []string{"CROSS", "JOIN"}, []string{"NATURAL", "JOIN"}, []string{"JOIN"})
	return wordSeq(alts, true)
}()

func nonEmpty(ws ...string) []string {
	var out []string
	for _, w := range ws {
		if w != "" {
			out = append(out, w)
		}
	}
	return out
}

// matchLateralView matches LATERAL VIEW followed by a generator name.
func matchLateralView(t runes, i int) int {
	for _, g := range []string{"EXPLODE", "INLINE", "PARSE_URL_TUPLE", "POSEXPLODE", "STACK"} {
		if j := matchWords(t, i, []string{"LATERAL", "VIEW", g}); j > 0 && t.boundary(j) {
			return j - i
		}
	}
	return 0
}

// matchTimeZone matches (AT|WITH') TIME ZONE '...'.
func matchTimeZone(t runes, i int) int {
	for _, first := range []string{"AT", "WITH'"} {
		j := matchWords(t, i, []string{first, "TIME", "ZONE"})
		if j == 0 {
			continue
		}
		s := t.span(j, IsSpace)
		if s == j || t.at(s) != '\'' {
			continue
		}
		e := t.span(s+1, func(r rune) bool { return r != '\'' })
		if e > s+1 && t.at(e) == '\'' {
			return e + 1 - i
		}
	}
	return 0
}

// matchWord matches [0-9_A-ZÀ-Ü][_$#\w]*.
func matchWord(t runes, i int) int {
	c := t.at(i)
	if c < 0 || !(c == '_' || (c >= '0' && c <= '9') || pyLetterClass(c)) {
		return 0
	}
	return t.span(i+1, func(r rune) bool { return r == '$' || r == '#' || pyWord(r) }) - i
}
