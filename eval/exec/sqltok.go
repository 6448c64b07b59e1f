package exec

// tokType is the coarse token class of the lexer below. Only the classes
// that the reference's text rewriting looks at are distinguished.
type tokType uint8

const (
	tOther        tokType = iota
	tWhitespace           // one whitespace character (not a newline)
	tNewline              // \r\n, \r or \n
	tComment              // -- or "# " line comment (kept with the statement it follows after ";")
	tCommentHint          // --+ line comment (a hint; starts a new statement)
	tCommentMulti         // /* ... */
	tStringSingle         // '...'
	tStringSymbol         // "..."
	tName                 // identifiers, bracketed or quoted names
	tKeyword              // keywords relevant to statement splitting
	tKeywordDDL           // CREATE [OR REPLACE]
	tPunct                // ; : ( ) [ ] , . ::
	tWord                 // rule class of plain words: becomes tKeyword or tName
)

// sqlToken is one lexeme; the concatenation of all values is the input.
type sqlToken struct {
	typ tokType
	val string
}

// lexSQL splits text into tokens the way the python-sqlparse lexer used by
// the test-suite evaluator does (version 0.4 rules): the first matching
// rule at each position wins, and an unmatched character is a token alone.
func lexSQL(text string) []sqlToken {
	t := runes(text)
	var out []sqlToken
	for pos := 0; pos < len(t); {
		n, typ := lexAt(t, pos)
		if n <= 0 {
			n, typ = 1, tOther
		}
		out = append(out, sqlToken{typ: typ, val: string(t[pos : pos+n])})
		pos += n
	}
	return out
}

// lexAt returns the length and class of the token starting at pos.
func lexAt(t runes, pos int) (int, tokType) {
	for _, r := range lexRules {
		if n := r.match(t, pos); n > 0 {
			if r.typ == tWord {
				if isSplitKeyword(string(t[pos : pos+n])) {
					return n, tKeyword
				}
				return n, tName
			}
			return n, r.typ
		}
	}
	return 0, tOther
}

// lexRule is one lexer rule: match returns the match length at pos (0 for
// no match).
type lexRule struct {
	match func(runes, int) int
	typ   tokType
}

var lexRules []lexRule

func init() {
	lexRules = []lexRule{
		{lineComment(true), tCommentHint},
		{blockComment(true), tCommentMulti},
		{lineComment(false), tComment},
		{blockComment(false), tCommentMulti},
		{matchNewline, tNewline},
		{func(t runes, i int) int { return b2i(pySpace(t.at(i))) }, tWhitespace},
		{literal(":="), tOther},
		{literal("::"), tPunct},
		{literal("*"), tOther},
		{quotedName('`'), tName},
		{quotedName('´'), tName},
		{matchDollarQuoted, tOther},
		{literal("?"), tOther},
		{matchPercentPlaceholder, tOther},
		{matchColonPlaceholder, tOther},
		{matchCommand, tOther},
		{wordSeq([][]string{{"NOT", "IN"}, {"IN"}}, true), tOther},
		{wordSeq([][]string{{"CASE"}, {"IN"}, {"VALUES"}, {"USING"}, {"FROM"}, {"AS"}}, true), tKeyword},
		{matchAtName, tName},
		{nameBefore(func(t runes, i int) bool { return t.at(t.span(i, pySpace)) == '.' }), tName},
		{matchNameAfterDot, tName},
		{nameBefore(func(t runes, i int) bool { return t.at(i) == '(' }), tName},
		{matchHex, tOther},
		{matchExpFloat, tOther},
		{matchFloat, tOther},
		{matchInteger, tOther},
		{quotedString('\''), tStringSingle},
		{quotedString('"'), tStringSymbol},
		{matchBracketName, tName},
		{matchJoin, tKeyword},
		{wordSeq([][]string{{"END", "IF"}, {"END", "LOOP"}, {"END", "WHILE"}, {"END"}}, true), tKeyword},
		{wordSeq([][]string{{"NOT", "NULL"}}, true), tKeyword},
		{wordSeq([][]string{{"NULLS", "FIRST"}, {"NULLS", "LAST"}}, true), tKeyword},
		{wordSeq([][]string{{"UNION", "ALL"}}, true), tKeyword},
		{wordSeq([][]string{{"CREATE", "OR", "REPLACE"}, {"CREATE"}}, true), tKeywordDDL},
		{wordSeq([][]string{{"DOUBLE", "PRECISION"}}, true), tOther},
		{wordSeq([][]string{{"GROUP", "BY"}}, true), tKeyword},
		{wordSeq([][]string{{"ORDER", "BY"}}, true), tKeyword},
		{wordSeq([][]string{{"HANDLER", "FOR"}}, true), tKeyword},
		{matchLateralView, tKeyword},
		{matchTimeZone, tKeyword},
		{wordSeq([][]string{{"NOT", "LIKE"}, {"NOT", "ILIKE"}, {"NOT", "RLIKE"}, {"LIKE"}, {"ILIKE"}, {"RLIKE"}}, true), tOther},
		{matchWord, tWord},
		{oneOf(";:()[],."), tPunct},
		{runOf("<>=~!"), tOther},
		{runOf("+/@#%^&|-"), tOther},
	}
}
