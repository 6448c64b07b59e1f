package diagnose

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
)

// Clause is one display clause of a query, for side-by-side comparison.
type Clause struct {
	Keyword  string `json:"keyword"`  // SELECT, SELECT DISTINCT, FROM, WHERE, GROUP BY, HAVING, ORDER BY, LIMIT, WITH, or a set operator
	Text     string `json:"text"`     // normalised body without the keyword ("" for set operators)
	Branch   int    `json:"branch"`   // 1-based set-operation branch, 0 when the query has no set operation
	Fallback bool   `json:"fallback"` // split by keywords on the raw text because TiDB could not parse it
}

// String renders the clause as one line, prefixed with "[n] " inside set operations.
func (c Clause) String() string {
	s := c.Keyword
	if c.Text != "" {
		if s != "" {
			s += " "
		}
		s += c.Text
	}
	if c.Branch > 0 {
		s = "[" + strconv.Itoa(c.Branch) + "] " + s
	}
	return s
}

// ErrEmpty is returned by Clauses and Pretty for a blank query.
var ErrEmpty = errors.New("empty query")

// Clauses splits sql into display clauses using TiDB's AST and Restore; when TiDB cannot
// parse it, a keyword splitter on the raw text is used and the clauses are marked Fallback.
// A trailing ORDER BY / LIMIT of a set operation is given to its last branch, as the
// Spider grammar reads it.
func Clauses(sql string, schemaIdents []string) (out []Clause, err error) {
	if strings.TrimSpace(sql) == "" {
		return nil, ErrEmpty
	}
	if len(sql) > tidbfront.MaxSQLBytes {
		return nil, fmt.Errorf("clauses: too large to split: %d bytes (limit %d)", len(sql), tidbfront.MaxSQLBytes)
	}
	defer func() {
		if r := recover(); r != nil {
			out, err = fallbackClauses(sql), nil
		}
	}()
	pp := tidbfront.GetParser()
	defer pp.Release()
	stmt, ok := parseForDisplay(pp, sql, identSet(schemaIdents))
	if !ok {
		return fallbackClauses(sql), nil
	}
	var sp splitter
	if err := sp.resultSet(stmt, 0); err != nil {
		return fallbackClauses(sql), nil
	}
	return sp.out, nil
}

// Pretty returns sql as one normalised line built from TiDB's AST.
func Pretty(sql string, schemaIdents []string) (out string, err error) {
	if strings.TrimSpace(sql) == "" {
		return "", ErrEmpty
	}
	defer func() {
		if r := recover(); r != nil {
			out, err = "", errors.New("pretty-print: "+parserFailure(r))
		}
	}()
	pp := tidbfront.GetParser()
	defer pp.Release()
	stmt, ok := parseForDisplay(pp, sql, identSet(schemaIdents))
	if !ok {
		d := Diagnose(sql, schemaIdents)
		switch {
		case d.Error != nil:
			return "", fmt.Errorf("pretty-print: %w", d.Error)
		case d.Class == ClassNotDiagnosed:
			return "", errors.New("pretty-print: " + strings.Join(d.Notes, "; "))
		}
		return "", errors.New("pretty-print: not a single SELECT statement")
	}
	return pretty(stmt)
}

// parseForDisplay parses one SELECT or set operation, retrying with SQLite-only syntax
// rewritten; ok is false when that fails, the text is beyond the work bounds or it is not a
// single such statement.
func parseForDisplay(pp *tidbfront.Parser, sql string, idents map[string]bool) (ast.StmtNode, bool) {
	if problem, _ := sizeProblem(sql); problem != "" {
		return nil, false
	}
	res := parseWithQuoting(pp, sql, nil, idents)
	if res.failed != nil {
		return nil, false
	}
	if res.err != nil {
		var edits []tidbfront.Edit
		for _, f := range findSQLiteOnly(tidbfront.Tokenize(sql)) {
			edits = append(edits, f.edits...)
		}
		if len(edits) == 0 {
			return nil, false
		}
		res = parseWithQuoting(pp, sql, edits, idents)
	}
	if res.err != nil || len(res.stmts) != 1 || tooDeep(res.stmts) {
		return nil, false
	}
	switch res.stmts[0].(type) {
	case *ast.SelectStmt, *ast.SetOprStmt:
		return res.stmts[0], true
	}
	return nil, false
}

// splitter accumulates clauses while walking a statement.
type splitter struct {
	out    []Clause
	branch int // number of the last branch started, 0 outside set operations
}

// emit appends a clause.
func (sp *splitter) emit(keyword, text string, branch int) {
	sp.out = append(sp.out, Clause{Keyword: keyword, Text: text, Branch: branch})
}

// resultSet splits a SELECT or set operation; branch is the current branch number.
func (sp *splitter) resultSet(n ast.Node, branch int) error {
	switch x := n.(type) {
	case *ast.SelectStmt:
		return sp.selectStmt(x, branch)
	case *ast.SetOprStmt:
		if err := sp.with(x.With, 0); err != nil {
			return err
		}
		if err := sp.setList(x.SelectList); err != nil {
			return err
		}
		return sp.tail(x.OrderBy, x.Limit, sp.branch)
	}
	return fmt.Errorf("split %T: not a query", n)
}

// setList splits the branches of a set operation, numbering them in order.
func (sp *splitter) setList(l *ast.SetOprSelectList) error {
	if err := sp.with(l.With, sp.branch); err != nil {
		return err
	}
	for _, sel := range l.Selects {
		if op := tidbfront.OperatorBefore(sel); op != nil {
			sp.emit(op.String(), "", sp.branch+1)
		}
		switch x := sel.(type) {
		case *ast.SelectStmt:
			sp.branch++
			if err := sp.selectStmt(x, sp.branch); err != nil {
				return err
			}
		case *ast.SetOprSelectList:
			if err := sp.setList(x); err != nil {
				return err
			}
		}
	}
	return sp.tail(l.OrderBy, l.Limit, sp.branch)
}

// with emits a WITH clause.
func (sp *splitter) with(w *ast.WithClause, branch int) error {
	if w == nil {
		return nil
	}
	s, err := pretty(w)
	if err != nil {
		return err
	}
	sp.emit("WITH", strings.TrimSpace(strings.TrimPrefix(s, "WITH ")), branch)
	return nil
}

// selectStmt emits the clauses of one SELECT block.
func (sp *splitter) selectStmt(s *ast.SelectStmt, branch int) error {
	if err := sp.with(s.With, branch); err != nil {
		return err
	}
	if s.Kind != ast.SelectStmtKindSelect {
		return fmt.Errorf("split %s statement: not a SELECT", s.Kind.String())
	}
	keyword := "SELECT"
	if s.Distinct {
		keyword = "SELECT DISTINCT"
	}
	var fields []string
	if s.Fields != nil {
		for _, f := range s.Fields.Fields {
			t, err := pretty(f)
			if err != nil {
				return err
			}
			fields = append(fields, t)
		}
	}
	sp.emit(keyword, strings.Join(fields, ", "), branch)
	if s.From != nil {
		t, err := pretty(s.From.TableRefs)
		if err != nil {
			return err
		}
		sp.emit("FROM", t, branch)
	}
	if err := sp.exprClause("WHERE", s.Where, branch); err != nil {
		return err
	}
	if s.GroupBy != nil {
		items, err := prettyItems(s.GroupBy.Items)
		if err != nil {
			return err
		}
		sp.emit("GROUP BY", items, branch)
	}
	if s.Having != nil {
		if err := sp.exprClause("HAVING", s.Having.Expr, branch); err != nil {
			return err
		}
	}
	return sp.tail(s.OrderBy, s.Limit, branch)
}

// exprClause emits a clause whose body is one expression, if present.
func (sp *splitter) exprClause(keyword string, e ast.ExprNode, branch int) error {
	if e == nil {
		return nil
	}
	t, err := pretty(e)
	if err != nil {
		return err
	}
	sp.emit(keyword, t, branch)
	return nil
}

// tail emits ORDER BY and LIMIT.
func (sp *splitter) tail(o *ast.OrderByClause, l *ast.Limit, branch int) error {
	if o != nil {
		items, err := prettyItems(o.Items)
		if err != nil {
			return err
		}
		sp.emit("ORDER BY", items, branch)
	}
	if l == nil {
		return nil
	}
	t, err := pretty(l.Count)
	if err != nil {
		return err
	}
	if l.Offset != nil {
		off, err := pretty(l.Offset)
		if err != nil {
			return err
		}
		t += " OFFSET " + off
	}
	sp.emit("LIMIT", t, branch)
	return nil
}

// prettyItems renders GROUP BY / ORDER BY items separated by commas.
func prettyItems(items []*ast.ByItem) (string, error) {
	parts := make([]string, 0, len(items))
	for _, it := range items {
		t, err := pretty(it)
		if err != nil {
			return "", err
		}
		parts = append(parts, t)
	}
	return strings.Join(parts, ", "), nil
}
