// Package sqllex splits SQL text into tokens as python-sqlparse 0.4's lexer
// does, the lexer the test-suite evaluator's text rewriting runs on (the
// statement splitting of DISTINCT removal and of value extraction). Its
// character classes are those of Python's re module (pyre.go), its rules
// sqlparse's, in their order (rules.go).
package sqllex

// Type is the coarse token class of the lexer below. Only the classes
// that the reference's text rewriting looks at are distinguished.
type Type uint8

const (
	Other        Type = iota
	Whitespace        // one whitespace character (not a newline)
	Newline           // \r\n, \r or \n
	Comment           // -- or "# " line comment (kept with the statement it follows after ";")
	CommentHint       // --+ line comment (a hint; starts a new statement)
	CommentMulti      // /* ... */
	StringSingle      // '...'
	StringSymbol      // "..."
	Name              // identifiers, bracketed or quoted names
	Keyword           // keywords relevant to statement splitting
	KeywordDDL        // CREATE [OR REPLACE]
	Punct             // ; : ( ) [ ] , . ::
	plainWord         // rule class of plain words: becomes Keyword or Name
)

// Token is one lexeme; the concatenation of all values is the input.
type Token struct {
	Type Type
	Val  string
}

// Lex splits text into tokens the way the python-sqlparse lexer used by
// the test-suite evaluator does (version 0.4 rules): the first matching
// rule at each position wins, and an unmatched character is a token alone.
func Lex(text string) []Token {
	t := runes(text)
	var out []Token
	for pos := 0; pos < len(t); {
		n, typ := lexAt(t, pos)
		if n <= 0 {
			n, typ = 1, Other
		}
		out = append(out, Token{Type: typ, Val: string(t[pos : pos+n])})
		pos += n
	}
	return out
}

// lexAt returns the length and class of the token starting at pos.
func lexAt(t runes, pos int) (int, Type) {
	for _, r := range lexRules {
		if n := r.match(t, pos); n > 0 {
			if r.typ == plainWord {
				if isSplitKeyword(string(t[pos : pos+n])) {
					return n, Keyword
				}
				return n, Name
			}
			return n, r.typ
		}
	}
	return 0, Other
}

// lexRule is one lexer rule: match returns the match length at pos (0 for
// no match).
type lexRule struct {
	match func(runes, int) int
	typ   Type
}

var lexRules []lexRule

func init() {
	lexRules = []lexRule{
		{lineComment(true), CommentHint},
		{blockComment(true), CommentMulti},
		{lineComment(false), Comment},
		{blockComment(false), CommentMulti},
		{matchNewline, Newline},
		{func(t runes, i int) int { return b2i(IsSpace(t.at(i))) }, Whitespace},
		{literal(":="), Other},
		{literal("::"), Punct},
		{literal("*"), Other},
		{quotedName('`'), Name},
		{quotedName('´'), Name},
		{matchDollarQuoted, Other},
		{literal("?"), Other},
		{matchPercentPlaceholder, Other},
		{matchColonPlaceholder, Other},
		{matchCommand, Other},
		{wordSeq([][]string{{"NOT", "IN"}, {"IN"}}, true), Other},
		{wordSeq([][]string{{"CASE"}, {"IN"}, {"VALUES"}, {"USING"}, {"FROM"}, {"AS"}}, true), Keyword},
		{matchAtName, Name},
		{nameBefore(func(t runes, i int) bool { return t.at(t.span(i, IsSpace)) == '.' }), Name},
		{matchNameAfterDot, Name},
		{nameBefore(func(t runes, i int) bool { return t.at(i) == '(' }), Name},
		{matchHex, Other},
		{matchExpFloat, Other},
		{matchFloat, Other},
		{matchInteger, Other},
		{quotedString('\''), StringSingle},
		{quotedString('"'), StringSymbol},
		{matchBracketName, Name},
		{matchJoin, Keyword},
		{wordSeq([][]string{{"END", "IF"}, {"END", "LOOP"}, {"END", "WHILE"}, {"END"}}, true), Keyword},
		{wordSeq([][]string{{"NOT", "NULL"}}, true), Keyword},
		{wordSeq([][]string{{"NULLS", "FIRST"}, {"NULLS", "LAST"}}, true), Keyword},
		{wordSeq([][]string{{"UNION", "ALL"}}, true), Keyword},
		{wordSeq([][]string{{"CREATE", "OR", "REPLACE"}, {"CREATE"}}, true), KeywordDDL},
		{wordSeq([][]string{{"DOUBLE", "PRECISION"}}, true), Other},
		{wordSeq([][]string{{"GROUP", "BY"}}, true), Keyword},
		{wordSeq([][]string{{"ORDER", "BY"}}, true), Keyword},
		{wordSeq([][]string{{"HANDLER", "FOR"}}, true), Keyword},
		{matchLateralView, Keyword},
		{matchTimeZone, Keyword},
		{wordSeq([][]string{{"NOT", "LIKE"}, {"NOT", "ILIKE"}, {"NOT", "RLIKE"}, {"LIKE"}, {"ILIKE"}, {"RLIKE"}}, true), Other},
		{matchWord, plainWord},
		{oneOf(";:()[],."), Punct},
		{runOf("<>=~!"), Other},
		{runOf("+/@#%^&|-"), Other},
	}
}
