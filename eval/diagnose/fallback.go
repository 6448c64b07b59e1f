package diagnose

import (
	"strings"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
)

// clauseStarts maps the first word of a clause keyword to its possible second word ("" if none).
var clauseStarts = map[string]string{
	"select": "", "from": "", "where": "", "group": "by", "having": "", "order": "by",
	"limit": "", "union": "", "intersect": "", "except": "", "with": "",
}

// isSetOperator reports whether a clause keyword is a set operator.
func isSetOperator(k string) bool {
	return strings.HasPrefix(k, "UNION") || strings.HasPrefix(k, "INTERSECT") || strings.HasPrefix(k, "EXCEPT")
}

// matchedParens returns the token indexes of "(" and ")" that close each other; unbalanced
// ones (common in truncated predictions) do not nest anything.
func matchedParens(toks []tidbfront.Token) map[int]bool {
	matched := map[int]bool{}
	var open []int
	for i, t := range toks {
		switch {
		case t.IsOp("("):
			open = append(open, i)
		case t.IsOp(")") && len(open) > 0:
			matched[open[len(open)-1]], matched[i] = true, true
			open = open[:len(open)-1]
		}
	}
	return matched
}

// fallbackClauses splits raw SQL text at clause keywords outside parentheses and string
// literals. Bodies are the raw text with whitespace collapsed.
func fallbackClauses(sql string) []Clause {
	toks := tidbfront.Tokenize(sql)
	matched := matchedParens(toks)
	type mark struct {
		keyword    string
		start, end int // keyword span in sql
	}
	var marks []mark
	depth := 0
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.IsOp("(") && matched[i]:
			depth++
			continue
		case t.IsOp(")") && matched[i]:
			depth--
			continue
		}
		second, ok := clauseStarts[t.Lower()]
		if depth > 0 || t.Kind != tidbfront.Word || !ok || (i > 0 && toks[i-1].IsOp(".")) {
			continue
		}
		m := mark{keyword: strings.ToUpper(t.Text), start: t.Start, end: t.End}
		next := func() (tidbfront.Token, bool) {
			if i+1 < len(toks) {
				return toks[i+1], true
			}
			return tidbfront.Token{}, false
		}
		if second != "" {
			n, ok := next()
			if !ok || !n.Is(second) {
				continue
			}
			m.keyword += " " + strings.ToUpper(second)
			m.end = n.End
			i++
		}
		if n, ok := next(); ok && ((t.Is("select") && n.Is("distinct")) || (isSetOperator(m.keyword) && n.Is("all"))) {
			m.keyword += " " + strings.ToUpper(n.Text)
			m.end = n.End
			i++
		}
		marks = append(marks, m)
	}
	hasSetOp := false
	for _, m := range marks {
		hasSetOp = hasSetOp || isSetOperator(m.keyword)
	}
	branch := 0
	if hasSetOp {
		branch = 1
	}
	var out []Clause
	body := func(from, to int) string {
		text := strings.Join(strings.Fields(sql[from:to]), " ")
		if to == len(sql) {
			text = strings.TrimSpace(strings.TrimRight(text, "; "))
		}
		return text
	}
	if len(marks) == 0 || strings.TrimSpace(sql[:marks[0].start]) != "" {
		end := len(sql)
		if len(marks) > 0 {
			end = marks[0].start
		}
		out = append(out, Clause{Text: body(0, end), Branch: branch, Fallback: true})
	}
	for k, m := range marks {
		end := len(sql)
		if k+1 < len(marks) {
			end = marks[k+1].start
		}
		if isSetOperator(m.keyword) {
			branch++
		}
		out = append(out, Clause{Keyword: m.keyword, Text: body(m.end, end), Branch: branch, Fallback: true})
	}
	return out
}
