package diagnose

import (
	"strings"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
)

// tokenChecks finds constructs visible only in the raw text (TiDB's AST forgets the
// spelling): join keywords, comma joins, <>, ||, aliases without AS, quoting and spacing.
// aliases maps each lower-cased alias name to "table" or "column".
func tokenChecks(src string, toks []tidbfront.Token, aliases map[string]string, schemaIdents map[string]bool, set *constructSet) {
	add := func(kind string, t tidbfront.Token, detail string) {
		set.add(newConstruct(kind, detail, t.Start))
	}
	if hasComment(src, toks) {
		set.add(newConstruct("comment", "", -1))
	}
	for i, t := range toks {
		prevDot := i > 0 && toks[i-1].IsOp(".")
		switch {
		case t.Kind == tidbfront.String && i > 0 && toks[i-1].Kind == tidbfront.String:
			add("adjacent_strings", t, spanText(src, toks, i-1, i))
		case unreadableValue(toks, i):
			add("value_literal", t, spanText(src, toks, i, i))
		case t.IsOp("<>"):
			add("angle_not_equal", t, spanText(src, toks, i-1, i+1))
		case t.IsOp("||"):
			add("concat", t, spanText(src, toks, i-1, i+1))
		case t.Kind == tidbfront.Backtick:
			add("backquote", t, t.Text)
		case t.Kind == tidbfront.String && hasInnerQuote(t):
			add("quote_in_string", t, t.Text)
		case t.IsOp("=") && gluedEquals(toks, i):
			add("unspaced_operator", t, spanText(src, toks, i-1, i+1))
		case (t.IsOp("-") || t.IsOp("+") || t.IsOp("/")) && gluedBinary(toks, i):
			add("unspaced_operator", t, spanText(src, toks, i-1, i+1))
		case t.IsOp(",") && commaBeforeDigit(src, toks, i):
			add("unspaced_operator", t, spanText(src, toks, i-1, i+1))
		case prevDot || t.Kind != tidbfront.Word:
		case t.Is("from"):
			if comma := commaJoinAt(toks, i); comma >= 0 {
				add("comma_join", toks[comma], spanText(src, toks, i, comma+1))
			}
		default:
			if kind, end := joinKeyword(toks, i); kind != "" {
				add(kind, t, spanText(src, toks, i, end+1))
			} else if role, ok := aliases[t.Lower()]; ok && aliasWithoutAs(toks, i, schemaIdents) {
				add(role+"_alias_without_as", t, spanText(src, toks, i-1, i))
			}
		}
	}
}

// spanText returns the source text from token a through token b (indexes clamped).
func spanText(src string, toks []tidbfront.Token, a, b int) string {
	if a < 0 {
		a = 0
	}
	if b >= len(toks) {
		b = len(toks) - 1
	}
	if b < a {
		return ""
	}
	return src[toks[a].Start:toks[b].End]
}

// hasInnerQuote reports whether a string literal contains a quote character of either kind,
// which the reference tokenizer cannot pair.
func hasInnerQuote(t tidbfront.Token) bool {
	if len(t.Text) < 2 || t.Unclosed {
		return t.Unclosed
	}
	inner := t.Text[1 : len(t.Text)-1]
	return strings.ContainsAny(inner, `'"`)
}

// glued reports whether tokens a and b touch and a value-like token is among them.
func glued(a, b tidbfront.Token) bool { return a.End == b.Start }

// valueLike reports whether t can be glued into one word by the reference tokenizer.
func valueLike(t tidbfront.Token) bool {
	return t.Kind == tidbfront.Word || t.Kind == tidbfront.Number || t.Kind == tidbfront.String || t.Kind == tidbfront.Backtick
}

// gluedEquals reports whether the = at i touches a word, number or string on either side.
func gluedEquals(toks []tidbfront.Token, i int) bool {
	if i > 0 && valueLike(toks[i-1]) && glued(toks[i-1], toks[i]) {
		return true
	}
	return i+1 < len(toks) && valueLike(toks[i+1]) && glued(toks[i], toks[i+1])
}

// gluedBinary reports whether the arithmetic operator at i, used between two values, is glued
// to the value before it (a-b, a- b) or to a word after it (a -b); signs (-1, -a) are left to
// the grammar checks.
func gluedBinary(toks []tidbfront.Token, i int) bool {
	if i == 0 || !(valueLike(toks[i-1]) || toks[i-1].IsOp(")")) ||
		toks[i-1].Kind == tidbfront.Word && tidbfront.IsReserved(toks[i-1].Text) {
		return false
	}
	if glued(toks[i-1], toks[i]) && valueLike(toks[i-1]) {
		return true
	}
	if i+1 < len(toks) && glued(toks[i], toks[i+1]) {
		next := toks[i+1]
		return next.Kind == tidbfront.Word || next.Kind == tidbfront.Backtick || (toks[i].Text == "/" && valueLike(next))
	}
	return false
}

// joinKeyword recognises LEFT/RIGHT/INNER/CROSS/NATURAL/FULL [OUTER] JOIN and STRAIGHT_JOIN
// starting at token i; it returns the construct kind and the index of the JOIN token.
func joinKeyword(toks []tidbfront.Token, i int) (string, int) {
	t := toks[i]
	if t.Is("straight_join") {
		return "straight_join", i
	}
	kinds := map[string]string{"left": "left_join", "right": "right_join", "inner": "inner_join",
		"cross": "cross_join", "natural": "natural_join", "full": "full_join"}
	kind, ok := kinds[t.Lower()]
	if !ok {
		return "", 0
	}
	j := i + 1
	if t.Is("natural") && j < len(toks) && (toks[j].Is("left") || toks[j].Is("right")) {
		j++
	}
	if j < len(toks) && toks[j].Is("outer") {
		j++
	}
	if j < len(toks) && toks[j].Is("join") {
		return kind, j
	}
	return "", 0
}

// fromEnd lists the words that end a FROM clause at its own nesting depth.
var fromEnd = map[string]bool{"where": true, "group": true, "order": true, "having": true,
	"limit": true, "union": true, "intersect": true, "except": true, "window": true}

// commaJoinAt returns the index of the first comma joining tables in the FROM clause at token
// i, or -1. Commas inside parentheses (subqueries, IN lists, USING) do not count.
func commaJoinAt(toks []tidbfront.Token, i int) int {
	depth := 0
	for k := i + 1; k < len(toks); k++ {
		t := toks[k]
		switch {
		case t.IsOp("("):
			depth++
		case t.IsOp(")"):
			depth--
			if depth < 0 {
				return -1
			}
		case t.IsOp(";"):
			return -1
		case depth > 0:
		case t.IsOp(","):
			return k
		case t.Kind == tidbfront.Word && fromEnd[t.Lower()] && !(k > 0 && toks[k-1].IsOp(".")):
			return -1
		}
	}
	return -1
}

// aliasWithoutAs reports whether the word at i defines an alias without AS: it follows a
// table name, a closing parenthesis or a value, and is not itself qualified or called.
func aliasWithoutAs(toks []tidbfront.Token, i int, schemaIdents map[string]bool) bool {
	if i == 0 {
		return false
	}
	prev := toks[i-1]
	if i+1 < len(toks) && (toks[i+1].IsOp(".") || toks[i+1].IsOp("(")) {
		return false
	}
	switch prev.Kind {
	case tidbfront.Number, tidbfront.String, tidbfront.Backtick, tidbfront.Bracket:
		return true
	case tidbfront.Op:
		return prev.Text == ")"
	}
	if prev.Is("as") {
		return false
	}
	return !tidbfront.IsReserved(prev.Text) || schemaIdents[prev.Lower()]
}

// commaBeforeDigit reports whether the comma at i is directly followed by a digit, which the
// reference tokenizer keeps in one word (",18_49_Rating"); LIMIT n,m is left alone.
func commaBeforeDigit(src string, toks []tidbfront.Token, i int) bool {
	end := toks[i].End
	if end >= len(src) || !tidbfront.IsDigit(src[end]) {
		return false
	}
	return !(i >= 2 && toks[i-1].Kind == tidbfront.Number && toks[i-2].Is("limit"))
}

// hasComment reports whether the text between tokens holds a comment,
// which the reference tokenizer keeps as words ("--", "/").
func hasComment(src string, toks []tidbfront.Token) bool {
	prev := 0
	for _, t := range append(toks, tidbfront.Token{Start: len(src)}) {
		if gap := src[prev:t.Start]; strings.Contains(gap, "--") || strings.Contains(gap, "/*") || strings.Contains(gap, "#") {
			return true
		}
		prev = max(prev, t.End)
	}
	return false
}

// compareOps are the comparison operators after which the grammar reads
// a value.
var compareOps = map[string]bool{"=": true, "!=": true, "<>": true, "<": true, ">": true, "<=": true, ">=": true, "==": true}

// unreadableValue reports whether token i is a literal the grammar reads
// as a column name: NULL, TRUE or FALSE as a compared value, a hex number
// (0x01), or a string with a prefix glued to it (X'01', N'x', _utf8'x').
func unreadableValue(toks []tidbfront.Token, i int) bool {
	t := toks[i]
	switch {
	case t.Kind == tidbfront.Number:
		l := strings.ToLower(t.Text)
		return strings.HasPrefix(l, "0x") || strings.HasPrefix(l, "0b")
	case t.Kind == tidbfront.Word && i+1 < len(toks) && toks[i+1].Kind == tidbfront.String && glued(t, toks[i+1]):
		l := t.Lower()
		return l == "x" || l == "b" || l == "n" || strings.HasPrefix(l, "_")
	case t.Is("null") || t.Is("true") || t.Is("false"):
		if i == 0 {
			return false
		}
		prev := toks[i-1]
		if prev.Kind == tidbfront.Op {
			return compareOps[prev.Text] || (prev.Text == "(" && i >= 2 && toks[i-2].Is("in"))
		}
		return prev.Is("like") || prev.Is("between")
	}
	return false
}
