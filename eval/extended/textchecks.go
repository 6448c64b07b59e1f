package extended

import "strings"

// fromEnders are the words that end a FROM clause at its own parenthesis depth.
var fromEnders = map[string]bool{"where": true, "group": true, "having": true, "order": true, "limit": true,
	"union": true, "intersect": true, "except": true, "window": true}

// textKinds records the extensions visible only in the raw text (TiDB's AST forgets
// the spelling): <>, INNER/CROSS JOIN, comma joins and back-quoted identifiers. It returns
// the number of AS keywords, for the alias check.
func textKinds(toks []lexeme, kinds kindSet) (asCount int) {
	for i, t := range toks {
		next := func(w string) bool { return i+1 < len(toks) && toks[i+1].is(w) }
		switch {
		case t.isOp("<>"):
			kinds.add(KindNotEqualLtGt)
		case t.kind == lexQuoted:
			kinds.add(KindBackquote)
		case t.is("as"):
			asCount++
		case t.is("inner") && next("join"):
			kinds.add(KindInnerJoin)
		case t.is("cross") && next("join"):
			kinds.add(KindCrossJoin)
		case t.is("from") && commaInFrom(toks, i+1):
			kinds.add(KindCommaJoin)
		}
	}
	return asCount
}

// commaInFrom reports whether the FROM clause starting at lexeme i has a comma at its own depth.
func commaInFrom(toks []lexeme, i int) bool {
	depth := 0
	for ; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.isOp("("):
			depth++
		case t.isOp(")"):
			if depth == 0 {
				return false
			}
			depth--
		case depth > 0:
		case t.isOp(","):
			return true
		case t.isOp(";"), t.kind == lexWord && fromEnders[strings.ToLower(t.text)]:
			return false
		}
	}
	return false
}
