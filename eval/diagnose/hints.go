package diagnose

import "strings"

// clauseRank orders the clause keywords of a SELECT.
var clauseRank = map[string]int{"where": 1, "group": 2, "having": 3, "order": 4, "limit": 5}

// syntaxHints explains common mistakes around a syntax error at byte offset off of sql.
func syntaxHints(sql string, toks []token, off int) []string {
	var hints []string
	at := -1 // index of the token at the error
	for i, t := range toks {
		if t.start >= off {
			at = i
			break
		}
	}
	opens, closes := 0, 0
	for _, t := range toks {
		switch {
		case t.isOp("("):
			opens++
		case t.isOp(")"):
			closes++
		case t.unclosed:
			hints = append(hints, "unterminated quoted text: "+excerpt(t.text, 30))
		}
	}
	if opens != closes {
		hints = append(hints, "unbalanced parentheses")
	}
	if at < 0 {
		return append(hints, "the query ends too early (truncated?)")
	}
	t := toks[at]
	var prev token
	if at > 0 {
		prev = toks[at-1]
	}
	switch {
	case at > 0 && prev.isOp(";"):
		hints = append(hints, "text after the semicolon")
	case t.is("distinct"):
		hints = append(hints, "DISTINCT only follows SELECT or opens an aggregate's argument")
	case t.isOp("=") && at > 0 && (prev.isOp(">") || prev.isOp("<") || prev.isOp("!")) && prev.end < t.start:
		hints = append(hints, "comparison operator split by a space ("+prev.text+" =)")
	case t.isOp("*") && at > 1 && prev.isOp("(") && toks[at-2].kind == tokWord && !toks[at-2].is("count"):
		hints = append(hints, "only count(*) takes *")
	case t.kind == tokWord && clauseRank[t.lower()] > 0:
		if earlier := laterClauseBefore(toks, at); earlier != "" {
			hints = append(hints, strings.ToUpper(t.text)+" after "+strings.ToUpper(earlier)+": clauses out of order")
		}
	}
	return hints
}

// laterClauseBefore returns a clause keyword before token at, at the same parenthesis depth,
// that must come after the clause starting at token at; "" if none.
func laterClauseBefore(toks []token, at int) string {
	depth := 0
	for k := at - 1; k >= 0; k-- {
		t := toks[k]
		switch {
		case t.isOp(")"):
			depth++
		case t.isOp("("):
			if depth == 0 {
				return ""
			}
			depth--
		case depth == 0 && t.is("select"):
			return ""
		case depth == 0 && t.kind == tokWord && clauseRank[t.lower()] > clauseRank[toks[at].lower()]:
			return t.text
		}
	}
	return ""
}
