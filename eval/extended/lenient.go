package extended

import (
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// lenientParse is the outcome of parseLenient.
type lenientParse struct {
	stmts    []ast.StmtNode
	toks     []tidbfront.Token // the tokens of the original text that was parsed
	kinds    kindSet
	dangling string // clause keyword dropped from the end: "where", "order by", "and", ...
}

// parseLenient parses sql with TiDB, and when that fails tolerates what the reference
// tolerates: text after a complete query (the reference stops reading and ignores it) and a
// clause keyword left dangling at the end (the reference reads an empty clause). The AST
// is valid until pp is released.
func parseLenient(pp *tidbfront.Parser, sql string, idents map[string]bool) (lenientParse, error) {
	toks := lex(sql)
	stmts, off, err := parseTiDB(pp, sql, toks, idents)
	if err == nil {
		return lenientParse{stmts: stmts, toks: toks, kinds: kindSet{}}, nil
	}
	if pp.Broken() {
		return lenientParse{}, err
	}
	if kw, start, ok := danglingKeyword(toks); ok && off >= toks[len(toks)-1].Start {
		head := lex(sql[:start])
		if hs, _, herr := parseTiDB(pp, sql[:start], head, idents); herr == nil {
			return lenientParse{stmts: hs, toks: head, kinds: kindSet{KindDanglingClause: true}, dangling: kw}, nil
		}
	}
	if off > 0 && off < len(sql) && strings.TrimSpace(sql[:off]) != "" {
		head := lex(sql[:off])
		if hs, _, herr := parseTiDB(pp, sql[:off], head, idents); herr == nil {
			return lenientParse{stmts: hs, toks: head, kinds: kindSet{KindTrailingText: true}}, nil
		}
	}
	return lenientParse{}, err
}

// danglingWords are the clause keywords the reference accepts with nothing after them.
var danglingWords = map[string]bool{"where": true, "having": true, "on": true, "and": true, "or": true, "from": true}

// danglingKeyword recognises a clause keyword ending the text, returning it and its offset.
func danglingKeyword(toks []tidbfront.Token) (string, int, bool) {
	n := len(toks)
	for n > 0 && toks[n-1].IsOp(";") {
		n--
	}
	if n >= 2 && toks[n-1].Is("by") && (toks[n-2].Is("order") || toks[n-2].Is("group")) {
		return strings.ToLower(toks[n-2].Text) + " by", toks[n-2].Start, true
	}
	if n >= 1 && toks[n-1].Kind == tidbfront.Word && danglingWords[strings.ToLower(toks[n-1].Text)] {
		return strings.ToLower(toks[n-1].Text), toks[n-1].Start, true
	}
	return "", 0, false
}

// patchDangling gives the last SELECT of q what the reference reads for a dangling keyword:
// ORDER BY alone is an order with no items, a trailing AND/OR a trailing connector of the
// last condition, ON after earlier ON conditions an "and"; the others read as empty clauses.
func patchDangling(q *spiderql.Query, kw string) {
	for q != nil {
		next := q.Union
		if q.Intersect != nil {
			next = q.Intersect
		} else if q.Except != nil {
			next = q.Except
		}
		if next == nil {
			break
		}
		q = next
	}
	switch kw {
	case "order by":
		if !q.OrderBy.Present {
			q.OrderBy = spiderql.OrderBy{Present: true, Dir: "asc"}
		}
	case "on":
		if q.From.Conds.Len() > 0 {
			q.From.Conds.Conns = append(q.From.Conds.Conns, "and")
		}
	case "and", "or":
		switch {
		case q.Having.Len() > 0:
			q.Having.Conns = append(q.Having.Conns, kw)
		case q.Where.Len() > 0:
			q.Where.Conns = append(q.Where.Conns, kw)
		case q.From.Conds.Len() > 0:
			q.From.Conds.Conns = append(q.From.Conds.Conns, kw)
		}
	}
}
