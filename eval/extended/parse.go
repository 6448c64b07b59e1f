package extended

import (
	"fmt"
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// Parse lowers sql, parsed by TiDB, into the Spider grammar's query structure and lists the extension kinds used.
// A query beyond the work bounds gives a *LimitError, and a panic of TiDB's parser (or of
// the lowering) on this input a *PanicError.
func Parse(sql string, s *schema.Schema, d spiderql.Dialect) (*spiderql.Query, []string, error) {
	if strings.TrimSpace(sql) == "" {
		return nil, nil, &SyntaxError{Msg: "empty query"}
	}
	if err := checkSize(sql); err != nil {
		return nil, nil, err
	}
	return parseSafely(sql, s, d)
}

// parseSafely is lower with a panic turned into a *PanicError.
func parseSafely(sql string, s *schema.Schema, d spiderql.Dialect) (q *spiderql.Query, kinds []string, err error) {
	defer func() {
		if r := recover(); r != nil {
			q, kinds, err = nil, nil, &PanicError{r}
		}
	}()
	return lower(sql, s, d)
}

// lower parses sql with TiDB and lowers its single statement.
func lower(sql string, s *schema.Schema, d spiderql.Dialect) (*spiderql.Query, []string, error) {
	pp := tidbfront.GetParser()
	defer pp.Release()
	r, err := parseLenient(pp, sql, schemaIdents(s))
	if err != nil {
		return nil, nil, err
	}
	if err := checkDepth(r.stmts); err != nil {
		return nil, nil, err
	}
	if len(r.stmts) != 1 {
		return nil, nil, unsupported("multiple_statements", fmt.Sprintf("%d statements", len(r.stmts)))
	}
	kinds, toks := r.kinds, r.toks
	l := &lowerer{s: s, d: d, kinds: kinds}
	asCount := textKinds(toks, l.kinds)
	if l.collectAliases(r.stmts[0]) > asCount {
		l.kinds.add(KindAliasWithoutAs)
	}
	l.noFrom = r.dangling == "from"
	q, err := l.statement(r.stmts[0])
	if err != nil {
		return nil, l.kinds.sorted(), err
	}
	patchDangling(q, r.dangling)
	return q, l.kinds.sorted(), nil
}

// schemaIdents returns the lower-cased table and column names of a schema.
func schemaIdents(s *schema.Schema) map[string]bool {
	m := map[string]bool{}
	for _, t := range s.Tables {
		m[t] = true
		for c := range s.Columns[t] {
			m[c] = true
		}
	}
	return m
}

// lowerer turns one TiDB statement into a spiderql.Query.
type lowerer struct {
	s       *schema.Schema
	d       spiderql.Dialect
	aliases map[string]string // the query-wide table alias map: alias -> table, "" for a FROM subquery
	kinds   kindSet
	noFrom  bool // the text ended with a dangling FROM: a SELECT without FROM has no tables
}

// statement lowers a top-level statement, which must be a SELECT or a set operation.
func (l *lowerer) statement(st ast.StmtNode) (*spiderql.Query, error) {
	rs, ok := st.(ast.ResultSetNode)
	if !ok {
		return nil, unsupported("not_select", strings.TrimPrefix(fmt.Sprintf("%T", st), "*ast."))
	}
	return l.resultSet(rs, nil)
}

// resultSet lowers a SELECT or a set operation in the given enclosing scope.
func (l *lowerer) resultSet(n ast.ResultSetNode, parent *scope) (*spiderql.Query, error) {
	switch x := n.(type) {
	case *ast.SelectStmt:
		return l.selectStmt(x, parent, nil, nil)
	case *ast.SetOprStmt:
		return l.setOperation(x, parent)
	}
	return nil, unsupported("not_select", strings.TrimPrefix(fmt.Sprintf("%T", n), "*ast."))
}
