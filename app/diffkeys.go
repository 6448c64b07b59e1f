package app

import (
	"strings"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// Clause highlighting compares what exact match compares: before two
// clauses are diffed, each word gets a key as exact match reads it, so
// that a difference the metric cannot see is never marked. Keys are lower
// case (keyword case), columns are named table.column (table aliases T1,
// T2 and bare column names resolved against the query's FROM), alias
// definitions are left out, and the parts of a clause the metric compares
// as a set (AND/OR conditions, SELECT and GROUP BY items, FROM's tables
// and JOIN ON equalities) are paired in any order. Only the display
// changes: the verdict is the engine's. The metric's own rewriting
// (eval/match's Normalize) works on parsed queries in the worker; these
// keys work on the words of display clauses, so the page needs no parser.

// queryScope is what resolves one query's names (one set-operation
// branch): its aliases and the tables its FROM clauses name.
type queryScope struct {
	aliases map[string]string   // alias → table, lower case; "" when bound twice
	tables  []string            // tables named in FROM, lower case, in order
	columns map[string][]string // the database's table → columns, lower case
	parent  *queryScope         // the query a subquery is in
}

// clauseScopes reads the tables and aliases of a query's clauses, one
// scope per set-operation branch; schema resolves bare column names.
func clauseScopes(cs []protocol.Clause, schema []protocol.SchemaTable) map[int]*queryScope {
	columns := map[string][]string{}
	for _, t := range schema {
		for _, c := range t.Columns {
			columns[strings.ToLower(t.Name)] = append(columns[strings.ToLower(t.Name)], strings.ToLower(c))
		}
	}
	out := map[int]*queryScope{}
	for _, c := range cs {
		sc := out[c.Branch]
		if sc == nil {
			sc = &queryScope{aliases: map[string]string{}, columns: columns}
			out[c.Branch] = sc
		}
		if c.Keyword == "FROM" {
			sc.readFrom(splitWords(c.Text), 0, nil)
		}
	}
	return out
}

// readFrom records the tables and aliases of a FROM list starting at
// toks[from]; skip, when not nil, is set for the words that define an
// alias (AS and the alias), which exact match never sees.
func (sc *queryScope) readFrom(toks []Token, from int, skip []bool) {
	depth := 0
	for i := from; i < len(toks); i++ {
		w := strings.ToLower(toks[i].Text)
		switch {
		case w == "(":
			depth++
			continue
		case w == ")":
			if depth == 0 {
				return // the end of a subquery this FROM list is in
			}
			depth--
			continue
		case depth > 0:
			continue
		case clauseEnds[w]:
			return
		}
		if _, ok := sc.columns[w]; !ok && len(sc.columns) > 0 || notAlias[w] || strings.Contains(w, ".") {
			continue
		}
		if !isIdent(w) {
			continue
		}
		if len(sc.columns) == 0 && i > from && !tableLead[strings.ToLower(toks[i-1].Text)] {
			continue // without a schema, only a word after FROM, JOIN or a comma is a table
		}
		sc.addTable(w)
		j := i + 1
		if j < len(toks) && strings.EqualFold(toks[j].Text, "AS") {
			j++
		}
		if j < len(toks) && isIdent(toks[j].Text) && !notAlias[strings.ToLower(toks[j].Text)] && !clauseEnds[strings.ToLower(toks[j].Text)] {
			sc.addAlias(strings.ToLower(toks[j].Text), w)
			for k := i + 1; k <= j; k++ {
				if skip != nil {
					skip[k] = true
				}
			}
			i = j
		}
	}
}

func (sc *queryScope) addTable(t string) {
	for _, have := range sc.tables {
		if have == t {
			return
		}
	}
	sc.tables = append(sc.tables, t)
}

func (sc *queryScope) addAlias(alias, table string) {
	if have, ok := sc.aliases[alias]; ok && have != table {
		table = "" // bound to two tables: not resolved
	}
	sc.aliases[alias] = table
}

// key is how exact match reads a word: lower case, a column as
// table.column when its table is known (an alias of this query or of one
// it is in; a bare name, the first table of this query's FROM that has
// the column, as the reference's parser reads it).
func (sc *queryScope) key(word string) string {
	w := strings.ToLower(word)
	if sc == nil || w == "" || w[0] == '\'' || w[0] == '"' {
		return w
	}
	if q, col, ok := strings.Cut(w, "."); ok && isIdent(q) && isIdent(col) {
		for s := sc; s != nil; s = s.parent {
			if t, ok := s.aliases[q]; ok {
				if t == "" {
					break
				}
				return t + "." + col
			}
		}
		return w
	}
	if !isIdent(w) || keywords[w] {
		return w
	}
	for s := sc; s != nil; s = s.parent {
		for _, t := range s.tables {
			for _, c := range s.columns[t] {
				if c == w {
					return t + "." + w
				}
			}
		}
		if len(s.tables) > 0 {
			break
		}
	}
	return w
}

// isIdent tells a name (letters, digits, underscores, not a number).
func isIdent(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' {
		return false
	}
	for _, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '`') {
			return false
		}
	}
	return true
}

var (
	// clauseEnds end a FROM list.
	clauseEnds = wordSet("where", "group", "order", "having", "limit", "union", "intersect", "except", "select")
	// notAlias are the words after a table that do not name an alias.
	notAlias = wordSet("join", "on", "as", "and", "or", "inner", "left", "right", "outer", "cross", "natural", "full", ",", "(", ")", "using")
	// tableLead are the words a table follows in a FROM list.
	tableLead = wordSet("from", "join", ",")
	// keywords are never column names.
	keywords = wordSet("select", "distinct", "from", "where", "and", "or", "not", "in", "like", "between", "is", "null", "join", "on", "as",
		"group", "by", "order", "asc", "desc", "having", "limit", "union", "intersect", "except", "count", "sum", "avg", "min", "max", "exists")
)

func wordSet(ws ...string) map[string]bool {
	m := map[string]bool{}
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// diffClause marks the words of a gold and a predicted clause (keyword kw)
// that differ as exact match reads them: keys from each query's scope,
// the parts exact match compares as a set paired in any order, and alias
// definitions never marked.
func diffClause(kw, gold, pred string, gs, ps *queryScope) ([]Token, []Token) {
	ga, skipA := clauseWords(kw, gold, gs)
	gb, skipB := clauseWords(kw, pred, ps)
	partsA, partsB := setParts(kw, ga, skipA), setParts(kw, gb, skipB)
	// Parts with equal keys pair up, in any order.
	pairedA, pairedB := make([]bool, len(ga)), make([]bool, len(gb))
	byKey := map[string][]int{} // the prediction's unpaired parts by key, in order
	for k, pb := range partsB {
		byKey[pb.key] = append(byKey[pb.key], k)
	}
	for _, pa := range partsA {
		ks := byKey[pa.key]
		if len(ks) == 0 {
			continue
		}
		byKey[pa.key] = ks[1:]
		for _, i := range pa.words {
			pairedA[i] = true
		}
		for _, i := range partsB[ks[0]].words {
			pairedB[i] = true
		}
	}
	// Separators (AND, JOIN, commas) pair by kind: only surplus ones are
	// marked. The rest (unpaired parts) is aligned in order.
	sepA, sepB := separators(ga, skipA, partsA), separators(gb, skipB, partsB)
	pairByKind(ga, sepA, gb, sepB, pairedA)
	pairByKind(gb, sepB, ga, sepA, pairedB)
	var restA, restB []Token
	var idxA, idxB []int
	for i, w := range ga {
		if !pairedA[i] && !skipA[i] {
			restA, idxA = append(restA, Token{Text: w.key}), append(idxA, i)
		}
	}
	for i, w := range gb {
		if !pairedB[i] && !skipB[i] {
			restB, idxB = append(restB, Token{Text: w.key}), append(idxB, i)
		}
	}
	da, db := diffWords(restA, restB)
	ta, tb := tokensOf(ga), tokensOf(gb)
	for k, i := range idxA {
		ta[i].Changed = da[k].Changed
	}
	for k, i := range idxB {
		tb[i].Changed = db[k].Changed
	}
	return ta, tb
}

// keyedWord is a clause's word and its key.
type keyedWord struct {
	tok Token
	key string
}

// clauseWords splits a clause and keys its words, each subquery's with
// its own scope; skip marks alias definitions.
func clauseWords(kw, text string, sc *queryScope) ([]keyedWord, []bool) {
	toks := splitWords(text)
	skip := make([]bool, len(toks))
	out := make([]keyedWord, len(toks))
	if sc == nil {
		for i, t := range toks {
			out[i] = keyedWord{tok: t, key: strings.ToLower(t.Text)}
		}
		return out, skip
	}
	if kw == "FROM" {
		(&queryScope{aliases: map[string]string{}, columns: sc.columns}).readFrom(toks, 0, skip)
	}
	stack := []*queryScope{sc}
	opened := []bool{} // per open parenthesis: whether it opened a subquery
	for i, t := range toks {
		cur := stack[len(stack)-1]
		switch t.Text {
		case "(":
			sub := i+1 < len(toks) && strings.EqualFold(toks[i+1].Text, "SELECT")
			opened = append(opened, sub)
			if sub {
				child := &queryScope{aliases: map[string]string{}, columns: sc.columns, parent: cur}
				if f := fromOf(toks, i+1); f >= 0 {
					child.readFrom(toks, f+1, skip)
				}
				stack = append(stack, child)
			}
		case ")":
			if n := len(opened); n > 0 {
				if opened[n-1] {
					stack = stack[:len(stack)-1]
				}
				opened = opened[:n-1]
			}
		}
		out[i] = keyedWord{tok: t, key: cur.key(t.Text)}
	}
	// An ON equality reads the same either way round (exact match does
	// not compare JOIN ON at all; this keeps its order from being marked).
	for i := 0; i+3 < len(out); i++ {
		if (out[i].key == "on" || out[i].key == "and" || out[i].key == "or") && out[i+2].key == "=" && out[i+1].key > out[i+3].key && inOn(out, i) {
			out[i+1].key, out[i+3].key = out[i+3].key, out[i+1].key
		}
	}
	return out, skip
}

// inOn tells whether ws[i] is ON or a connective of an ON condition.
func inOn(ws []keyedWord, i int) bool {
	for ; i >= 0; i-- {
		switch ws[i].key {
		case "on":
			return true
		case "where", "join", "select", "(", ")", "group", "having", "order":
			return false
		}
	}
	return false
}

// fromOf finds the FROM of the subquery whose SELECT is toks[at], or -1.
func fromOf(toks []Token, at int) int {
	depth := 0
	for i := at; i < len(toks); i++ {
		switch {
		case toks[i].Text == "(":
			depth++
		case toks[i].Text == ")":
			if depth == 0 {
				return -1
			}
			depth--
		case depth == 0 && strings.EqualFold(toks[i].Text, "FROM"):
			return i
		}
	}
	return -1
}

func tokensOf(ws []keyedWord) []Token {
	out := make([]Token, len(ws))
	for i, w := range ws {
		out[i] = w.tok
	}
	return out
}

// pairByKind marks as paired the separators of a (indexes sepA into wa)
// that b has as many of, kind by kind (AND, JOIN, commas).
func pairByKind(wa []keyedWord, sepA []int, wb []keyedWord, sepB []int, paired []bool) {
	seen := map[string]int{}
	for _, i := range sepB {
		seen[wb[i].key]++
	}
	for _, i := range sepA {
		if seen[wa[i].key] > 0 {
			seen[wa[i].key]--
			paired[i] = true
		}
	}
}

// separators lists the words of a clause split into parts that are in
// none (the separators between them); none when it is not split.
func separators(ws []keyedWord, skip []bool, parts []part) []int {
	if parts == nil {
		return nil
	}
	in := make([]bool, len(ws))
	for _, p := range parts {
		for _, i := range p.words {
			in[i] = true
		}
	}
	var out []int
	for i := range ws {
		if !in[i] && !skip[i] {
			out = append(out, i)
		}
	}
	return out
}

// part is a run of words exact match compares as one element of a set.
type part struct {
	words []int
	key   string
}

// setParts splits a clause at the top-level separators of the sets exact
// match compares: commas of SELECT and GROUP BY, AND and OR of WHERE and
// HAVING (not BETWEEN's AND), JOIN, ON and commas of FROM, where an ON
// equality's two sides are read in either order. Other clauses (ORDER BY
// compares its items in order) are one part.
func setParts(kw string, ws []keyedWord, skip []bool) []part {
	var seps map[string]bool
	switch kw {
	case "SELECT", "SELECT DISTINCT", "GROUP BY":
		seps = wordSet(",")
	case "WHERE", "HAVING":
		seps = wordSet("and", "or")
	case "FROM":
		seps = wordSet("join", "on", "and", "or", ",", "inner", "left", "right", "outer", "cross", "natural")
	default:
		return nil
	}
	var out []part
	var cur part
	flush := func() {
		if len(cur.words) > 0 {
			keys := make([]string, len(cur.words))
			for k, i := range cur.words {
				keys[k] = ws[i].key
			}
			cur.key = strings.Join(keys, " ")
			out = append(out, cur)
		}
		cur = part{}
	}
	depth, between := 0, false
	for i, w := range ws {
		switch {
		case w.key == "(":
			depth++
		case w.key == ")":
			depth--
		}
		if depth == 0 && seps[w.key] && !(w.key == "and" && between) {
			flush()
			continue
		}
		if depth == 0 && w.key == "between" {
			between = true
		} else if depth == 0 && w.key == "and" {
			between = false
		}
		if !skip[i] {
			cur.words = append(cur.words, i)
		}
	}
	flush()
	return out
}
