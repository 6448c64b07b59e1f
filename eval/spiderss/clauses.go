package spiderss

import (
	"fmt"
	"strings"

	"github.com/spidereval/spidereval/eval/schema"
)

// Clause is what a sub-sentence asks for: a piece of the NatSQL query and
// the SQL clauses (as the question view names them: SELECT, FROM, WHERE,
// GROUP BY, HAVING, ORDER BY, LIMIT, INTERSECT, UNION, EXCEPT) it becomes.
type Clause struct {
	Keywords []string `json:"keywords,omitempty"`
	Text     string   `json:"text"`
	// NotMentioned: the annotators marked this piece's column as not named
	// by the sub-sentence's words.
	NotMentioned bool `json:"not_mentioned,omitempty"`
	// Extra: a column the words name that the NatSQL combination places by
	// context (Spider-SS's "extra" keyword).
	Extra bool `json:"extra,omitempty"`
}

// aggregates are NatSQL's aggregate functions: a WHERE condition on one
// becomes HAVING in SQL.
var aggregates = map[string]bool{"max": true, "min": true, "count": true, "sum": true, "avg": true}

// NatSQLColumns names the columns as NatSQL numbers them: a "table.*"
// before each table's columns, no global "*".
func NatSQLColumns(e *schema.Entry) []string {
	var out []string
	last := -1
	for _, c := range e.ColumnNamesOriginal {
		ti, _ := c[0].(float64)
		name, _ := c[1].(string)
		t := int(ti)
		if t < 0 || t >= len(e.TableNamesOriginal) {
			continue
		}
		if t != last {
			out = append(out, e.TableNamesOriginal[t]+".*")
			last = t
		}
		out = append(out, e.TableNamesOriginal[t]+"."+name)
	}
	return out
}

// natTokens splits a NatSQL query into words, keeping quoted values whole.
func natTokens(q string) []string {
	var out []string
	for i := 0; i < len(q); {
		switch c := q[i]; {
		case c == ' ' || c == '\t' || c == '\n':
			i++
		case c == '"' || c == '\'':
			j := strings.IndexByte(q[i+1:], c)
			if j < 0 {
				out = append(out, q[i:])
				return out
			}
			out = append(out, q[i:i+j+2])
			i += j + 2
		case c == ',':
			out = append(out, ",")
			i++
		default:
			j := i
			for j < len(q) && !strings.ContainsRune(" \t\n,\"'", rune(q[j])) {
				j++
			}
			out = append(out, q[i:j])
			i = j
		}
	}
	return out
}

// pieces lists the clause pieces match_link numbers point at, in its
// order. columns names NatSQL's column numbers (nil when unknown).
func (a *Annotation) pieces(columns []string) []Clause {
	toks := natTokens(a.NatSQL)
	lower := make([]string, len(toks))
	for i, t := range toks {
		lower[i] = strings.ToLower(t)
	}
	find := func(from int, words ...string) int {
		for i := from; i < len(lower); i++ {
			for _, w := range words {
				if lower[i] == w {
					return i
				}
			}
		}
		return len(lower)
	}
	setAt := find(0, "intersect", "union", "except")
	main, mainLow := toks[:setAt], lower[:setAt]
	fromAt := find(0, "from")
	if fromAt > setAt {
		fromAt = setAt
	}
	var out []Clause
	// SELECT items, split at top-level commas.
	sel := main[min(1, len(main)):fromAt]
	selKW := "SELECT"
	if len(sel) > 0 && strings.EqualFold(sel[0], "distinct") {
		sel, selKW = sel[1:], "SELECT DISTINCT"
	}
	items := splitWords(sel, func(w string) bool { return w == "," })
	for i := 0; i < a.shape.selectItems; i++ {
		text := ""
		if i < len(items) {
			text = strings.Join(items[i], " ")
		}
		out = append(out, Clause{Keywords: []string{selKW}, Text: text})
	}
	// WHERE elements: conditions and connectors, in the structure's order.
	whereAt := find(0, "where")
	whereEnd := len(mainLow)
	for i := whereAt; i < len(mainLow); i++ {
		if mainLow[i] == "order" || mainLow[i] == "limit" || mainLow[i] == "group" {
			whereEnd = i
			break
		}
	}
	var conds [][]string
	if whereAt < whereEnd {
		conds = whereConditions(main[whereAt+1 : whereEnd])
	}
	ci := 0
	for wi, conn := range a.shape.where {
		if conn != "" {
			kw := "WHERE"
			if conn == "except_" {
				kw = "EXCEPT"
			}
			out = append(out, Clause{Keywords: []string{kw}, Text: conn})
			continue
		}
		text := ""
		if ci < len(conds) {
			text = strings.Join(conds[ci], " ")
		}
		ci++
		after := ""
		if wi > 0 {
			after = a.shape.where[wi-1]
		}
		out = append(out, Clause{Keywords: []string{conditionKeyword(text, after)}, Text: text})
	}
	// ORDER BY and LIMIT.
	orderAt, limitAt := find(0, "order"), find(0, "limit")
	if limitAt > setAt {
		limitAt = setAt
	}
	if a.shape.orderBy {
		text := "order by"
		if orderAt < limitAt {
			text = strings.Join(main[orderAt:min(limitAt, len(main))], " ")
		}
		out = append(out, Clause{Keywords: []string{"ORDER BY"}, Text: text})
	}
	if a.shape.limit {
		text := "limit"
		if limitAt < len(main) {
			text = strings.Join(main[limitAt:], " ")
		}
		out = append(out, Clause{Keywords: []string{"LIMIT"}, Text: text})
	}
	setText := strings.Join(toks[setAt:], " ")
	if a.shape.union {
		out = append(out, Clause{Keywords: []string{"UNION"}, Text: setText})
	}
	if a.shape.intersect {
		out = append(out, Clause{Keywords: []string{"INTERSECT"}, Text: setText})
	}
	if a.shape.hasGroupBy {
		text := "group by"
		if a.shape.groupBy >= 0 && a.shape.groupBy < len(columns) {
			text += " " + columns[a.shape.groupBy]
		}
		out = append(out, Clause{Keywords: []string{"GROUP BY"}, Text: text})
	}
	return append(out, Clause{Text: "(none: these words ask for no clause)"})
}

// splitWords splits words at separators.
func splitWords(words []string, sep func(string) bool) [][]string {
	var out [][]string
	var cur []string
	for _, w := range words {
		if sep(w) {
			out = append(out, cur)
			cur = nil
			continue
		}
		cur = append(cur, w)
	}
	return append(out, cur)
}

// whereConditions splits a WHERE body at its connectors (and, or,
// except_), keeping BETWEEN's "and" inside its condition.
func whereConditions(words []string) [][]string {
	var out [][]string
	var cur []string
	between := false
	for _, w := range words {
		lw := strings.ToLower(w)
		switch {
		case lw == "between":
			between = true
			cur = append(cur, w)
		case lw == "and" && between:
			between = false
			cur = append(cur, w)
		case lw == "and" || lw == "or" || lw == "except_":
			if len(cur) > 0 {
				out = append(out, cur)
			}
			cur = nil
		default:
			cur = append(cur, w)
		}
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// conditionKeyword is the SQL clause a NatSQL condition becomes: HAVING
// on an aggregate, FROM for a join hint, EXCEPT after except_, else WHERE.
func conditionKeyword(cond, after string) string {
	words := strings.Fields(strings.ToLower(cond))
	switch {
	case after == "except_":
		return "EXCEPT"
	case len(words) > 0 && aggregates[words[0]]:
		return "HAVING"
	case len(words) > 1 && words[0] == "@" && words[1] == "join":
		return "FROM"
	}
	return "WHERE"
}

// literalClause reads a clause the annotators wrote out in match_link.
func literalClause(s string) Clause {
	text := strings.Join(strings.Fields(s), " ")
	low := strings.ToLower(text)
	switch {
	case strings.HasPrefix(low, "extra "):
		return Clause{Text: text, Extra: true}
	case strings.HasPrefix(low, "select "):
		return Clause{Keywords: []string{"SELECT"}, Text: text}
	case strings.HasPrefix(low, "group "):
		return Clause{Keywords: []string{"GROUP BY"}, Text: text}
	case strings.HasPrefix(low, "order "):
		kws := []string{"ORDER BY"}
		if strings.Contains(low, " limit ") {
			kws = append(kws, "LIMIT")
		}
		return Clause{Keywords: kws, Text: text}
	case strings.HasPrefix(low, "where "):
		return Clause{Keywords: []string{conditionKeyword(text[len("where "):], "")}, Text: text}
	}
	return Clause{Text: text}
}

// Clauses resolves one sub-sentence's links into clauses.
func (a *Annotation) clauses(links []Link, pieces []Clause) ([]Clause, error) {
	var out []Clause
	for _, l := range links {
		switch {
		case l.NotMentioned:
			if len(out) > 0 {
				out[len(out)-1].NotMentioned = true
			}
		case l.Literal != "":
			out = append(out, literalClause(l.Literal))
		case l.Piece >= 0 && l.Piece < len(pieces):
			out = append(out, pieces[l.Piece])
		default:
			return nil, fmt.Errorf("link to piece %d of %d", l.Piece, len(pieces))
		}
	}
	return out, nil
}
