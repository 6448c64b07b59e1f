package diagnose

import "strings"

// tokenChecks finds constructs visible only in the raw text (TiDB's AST forgets the
// spelling): join keywords, comma joins, <>, ||, aliases without AS, quoting and spacing.
// aliases maps each lower-cased alias name to "table" or "column".
func tokenChecks(src string, toks []token, aliases map[string]string, schemaIdents map[string]bool, set *constructSet) {
	add := func(kind string, t token, detail string) {
		set.add(newConstruct(kind, detail, t.start))
	}
	for i, t := range toks {
		prevDot := i > 0 && toks[i-1].isOp(".")
		switch {
		case t.isOp("<>"):
			add("angle_not_equal", t, spanText(src, toks, i-1, i+1))
		case t.isOp("||"):
			add("concat", t, spanText(src, toks, i-1, i+1))
		case t.kind == tokBacktick:
			add("backquote", t, t.text)
		case t.kind == tokString && hasInnerQuote(t):
			add("quote_in_string", t, t.text)
		case t.isOp("=") && gluedEquals(toks, i):
			add("unspaced_operator", t, spanText(src, toks, i-1, i+1))
		case (t.isOp("-") || t.isOp("+") || t.isOp("/")) && gluedBinary(toks, i):
			add("unspaced_operator", t, spanText(src, toks, i-1, i+1))
		case t.isOp(",") && commaBeforeDigit(src, toks, i):
			add("unspaced_operator", t, spanText(src, toks, i-1, i+1))
		case prevDot || t.kind != tokWord:
		case t.is("from"):
			if comma := commaJoinAt(toks, i); comma >= 0 {
				add("comma_join", toks[comma], spanText(src, toks, i, comma+1))
			}
		default:
			if kind, end := joinKeyword(toks, i); kind != "" {
				add(kind, t, spanText(src, toks, i, end+1))
			} else if role, ok := aliases[t.lower()]; ok && aliasWithoutAs(toks, i, schemaIdents) {
				add(role+"_alias_without_as", t, spanText(src, toks, i-1, i))
			}
		}
	}
}

// spanText returns the source text from token a through token b (indexes clamped).
func spanText(src string, toks []token, a, b int) string {
	if a < 0 {
		a = 0
	}
	if b >= len(toks) {
		b = len(toks) - 1
	}
	if b < a {
		return ""
	}
	return src[toks[a].start:toks[b].end]
}

// hasInnerQuote reports whether a string literal contains a quote character of either kind,
// which the reference tokenizer cannot pair.
func hasInnerQuote(t token) bool {
	if len(t.text) < 2 || t.unclosed {
		return t.unclosed
	}
	inner := t.text[1 : len(t.text)-1]
	return strings.ContainsAny(inner, `'"`)
}

// glued reports whether tokens a and b touch and a value-like token is among them.
func glued(a, b token) bool { return a.end == b.start }

// valueLike reports whether t can be glued into one word by the reference tokenizer.
func valueLike(t token) bool {
	return t.kind == tokWord || t.kind == tokNumber || t.kind == tokString || t.kind == tokBacktick
}

// gluedEquals reports whether the = at i touches a word, number or string on either side.
func gluedEquals(toks []token, i int) bool {
	if i > 0 && valueLike(toks[i-1]) && glued(toks[i-1], toks[i]) {
		return true
	}
	return i+1 < len(toks) && valueLike(toks[i+1]) && glued(toks[i], toks[i+1])
}

// gluedBinary reports whether the arithmetic operator at i, used between two values, is glued
// to the value before it (a-b, a- b) or to a word after it (a -b); signs (-1, -a) are left to
// the grammar checks.
func gluedBinary(toks []token, i int) bool {
	if i == 0 || !(valueLike(toks[i-1]) || toks[i-1].isOp(")")) ||
		toks[i-1].kind == tokWord && isReserved(toks[i-1].text) {
		return false
	}
	if glued(toks[i-1], toks[i]) && valueLike(toks[i-1]) {
		return true
	}
	if i+1 < len(toks) && glued(toks[i], toks[i+1]) {
		next := toks[i+1]
		return next.kind == tokWord || next.kind == tokBacktick || (toks[i].text == "/" && valueLike(next))
	}
	return false
}

// joinKeyword recognises LEFT/RIGHT/INNER/CROSS/NATURAL/FULL [OUTER] JOIN and STRAIGHT_JOIN
// starting at token i; it returns the construct kind and the index of the JOIN token.
func joinKeyword(toks []token, i int) (string, int) {
	t := toks[i]
	if t.is("straight_join") {
		return "straight_join", i
	}
	kinds := map[string]string{"left": "left_join", "right": "right_join", "inner": "inner_join",
		"cross": "cross_join", "natural": "natural_join", "full": "full_join"}
	kind, ok := kinds[t.lower()]
	if !ok {
		return "", 0
	}
	j := i + 1
	if t.is("natural") && j < len(toks) && (toks[j].is("left") || toks[j].is("right")) {
		j++
	}
	if j < len(toks) && toks[j].is("outer") {
		j++
	}
	if j < len(toks) && toks[j].is("join") {
		return kind, j
	}
	return "", 0
}

// fromEnd lists the words that end a FROM clause at its own nesting depth.
var fromEnd = map[string]bool{"where": true, "group": true, "order": true, "having": true,
	"limit": true, "union": true, "intersect": true, "except": true, "window": true}

// commaJoinAt returns the index of the first comma joining tables in the FROM clause at token
// i, or -1. Commas inside parentheses (subqueries, IN lists, USING) do not count.
func commaJoinAt(toks []token, i int) int {
	depth := 0
	for k := i + 1; k < len(toks); k++ {
		t := toks[k]
		switch {
		case t.isOp("("):
			depth++
		case t.isOp(")"):
			depth--
			if depth < 0 {
				return -1
			}
		case t.isOp(";"):
			return -1
		case depth > 0:
		case t.isOp(","):
			return k
		case t.kind == tokWord && fromEnd[t.lower()] && !(k > 0 && toks[k-1].isOp(".")):
			return -1
		}
	}
	return -1
}

// aliasWithoutAs reports whether the word at i defines an alias without AS: it follows a
// table name, a closing parenthesis or a value, and is not itself qualified or called.
func aliasWithoutAs(toks []token, i int, schemaIdents map[string]bool) bool {
	if i == 0 {
		return false
	}
	prev := toks[i-1]
	if i+1 < len(toks) && (toks[i+1].isOp(".") || toks[i+1].isOp("(")) {
		return false
	}
	switch prev.kind {
	case tokNumber, tokString, tokBacktick, tokBracket:
		return true
	case tokOp:
		return prev.text == ")"
	}
	if prev.is("as") {
		return false
	}
	return !isReserved(prev.text) || schemaIdents[prev.lower()]
}

// commaBeforeDigit reports whether the comma at i is directly followed by a digit, which the
// reference tokenizer keeps in one word (",18_49_Rating"); LIMIT n,m is left alone.
func commaBeforeDigit(src string, toks []token, i int) bool {
	end := toks[i].end
	if end >= len(src) || !isDigit(src[end]) {
		return false
	}
	return !(i >= 2 && toks[i-1].kind == tokNumber && toks[i-2].is("limit"))
}
