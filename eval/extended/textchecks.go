package extended

import (
	"strings"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
)

// fromEnders are the words that end a FROM clause at its own parenthesis depth.
var fromEnders = map[string]bool{"where": true, "group": true, "having": true, "order": true, "limit": true,
	"union": true, "intersect": true, "except": true, "window": true}

// textKinds records the extensions visible only in the raw text (TiDB's AST forgets
// the spelling): <>, INNER/CROSS JOIN, comma joins and back-quoted identifiers. It returns
// the number of AS keywords, for the alias check.
func textKinds(toks []tidbfront.Token, kinds kindSet) (asCount int) {
	for i, t := range toks {
		next := func(w string) bool { return i+1 < len(toks) && toks[i+1].Is(w) }
		switch {
		case t.IsOp("<>"):
			kinds.add(KindNotEqualLtGt)
		case t.Kind == tidbfront.Backtick:
			kinds.add(KindBackquote)
		case t.Is("as"):
			asCount++
		case t.Is("inner") && next("join"):
			kinds.add(KindInnerJoin)
		case t.Is("cross") && next("join"):
			kinds.add(KindCrossJoin)
		case t.Is("from") && commaInFrom(toks, i+1):
			kinds.add(KindCommaJoin)
		}
	}
	return asCount
}

// commaInFrom reports whether the FROM clause starting at token i has a comma at its own depth.
func commaInFrom(toks []tidbfront.Token, i int) bool {
	depth := 0
	for ; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.IsOp("("):
			depth++
		case t.IsOp(")"):
			if depth == 0 {
				return false
			}
			depth--
		case depth > 0:
		case t.IsOp(","):
			return true
		case t.IsOp(";"), t.Kind == tidbfront.Word && fromEnders[strings.ToLower(t.Text)]:
			return false
		}
	}
	return false
}
