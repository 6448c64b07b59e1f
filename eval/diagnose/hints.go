package diagnose

import (
	"strings"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
)

// clauseRank orders the clause keywords of a SELECT.
var clauseRank = map[string]int{"where": 1, "group": 2, "having": 3, "order": 4, "limit": 5}

// syntaxHints explains common mistakes around a syntax error at byte offset off of sql.
func syntaxHints(sql string, toks []tidbfront.Token, off int) []string {
	var hints []string
	at := -1 // index of the token at the error
	for i, t := range toks {
		if t.Start >= off {
			at = i
			break
		}
	}
	opens, closes := 0, 0
	for _, t := range toks {
		switch {
		case t.IsOp("("):
			opens++
		case t.IsOp(")"):
			closes++
		case t.Unclosed:
			hints = append(hints, "unterminated quoted text: "+excerpt(t.Text, 30))
		}
	}
	if opens != closes {
		hints = append(hints, "unbalanced parentheses")
	}
	if at < 0 {
		return append(hints, "the query ends too early (truncated?)")
	}
	t := toks[at]
	var prev tidbfront.Token
	if at > 0 {
		prev = toks[at-1]
	}
	switch {
	case at > 0 && prev.IsOp(";"):
		hints = append(hints, "text after the semicolon")
	case t.Is("distinct"):
		hints = append(hints, "DISTINCT only follows SELECT or opens an aggregate's argument")
	case t.IsOp("=") && at > 0 && (prev.IsOp(">") || prev.IsOp("<") || prev.IsOp("!")) && prev.End < t.Start:
		hints = append(hints, "comparison operator split by a space ("+prev.Text+" =)")
	case t.IsOp("*") && at > 1 && prev.IsOp("(") && toks[at-2].Kind == tidbfront.Word && !toks[at-2].Is("count"):
		hints = append(hints, "only count(*) takes *")
	case t.Kind == tidbfront.Word && clauseRank[t.Lower()] > 0:
		if earlier := laterClauseBefore(toks, at); earlier != "" {
			hints = append(hints, strings.ToUpper(t.Text)+" after "+strings.ToUpper(earlier)+": clauses out of order")
		}
	}
	return hints
}

// laterClauseBefore returns a clause keyword before token at, at the same parenthesis depth,
// that must come after the clause starting at token at; "" if none.
func laterClauseBefore(toks []tidbfront.Token, at int) string {
	depth := 0
	for k := at - 1; k >= 0; k-- {
		t := toks[k]
		switch {
		case t.IsOp(")"):
			depth++
		case t.IsOp("("):
			if depth == 0 {
				return ""
			}
			depth--
		case depth == 0 && t.Is("select"):
			return ""
		case depth == 0 && t.Kind == tidbfront.Word && clauseRank[t.Lower()] > clauseRank[toks[at].Lower()]:
			return t.Text
		}
	}
	return ""
}
