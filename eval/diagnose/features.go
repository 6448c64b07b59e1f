package diagnose

import (
	"errors"
	"fmt"
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"
	"github.com/pingcap/tidb/pkg/parser/opcode"

	"github.com/spidereval/spidereval/eval/features"
	"github.com/spidereval/spidereval/eval/internal/tidbfront"
)

// Features profiles the SQL features of sql (features.Profile) from TiDB's
// tree, for any query it reads (SQLite-only syntax rewritten as for
// display). An error means TiDB could not read the query.
func Features(sql string, schemaIdents []string) (p features.Profile, err error) {
	if strings.TrimSpace(sql) == "" {
		return p, ErrEmpty
	}
	defer func() {
		if r := recover(); r != nil {
			p, err = features.Profile{}, errors.New("features: "+parserFailure(r))
		}
	}()
	pp := tidbfront.GetParser()
	defer pp.Release()
	stmt, ok := parseForDisplay(pp, sql, identSet(schemaIdents))
	if !ok {
		return p, fmt.Errorf("features: TiDB cannot read the query")
	}
	w := profiler{p: features.Profile{NestedIn: map[string]bool{}}}
	w.resultSet(stmt, 0, "")
	return w.p, nil
}

// profiler walks a statement clause by clause, so that a nested query
// knows the clause that holds it.
type profiler struct{ p features.Profile }

func (w *profiler) resultSet(n ast.Node, depth int, clause string) {
	if depth > 0 && clause != "" {
		w.p.NestedIn[clause] = true
	}
	w.p.Depth = max(w.p.Depth, depth)
	switch s := n.(type) {
	case *ast.SelectStmt:
		w.selectStmt(s, depth)
	case *ast.SetOprStmt:
		w.with(s.With, depth)
		if s.SelectList != nil {
			w.with(s.SelectList.With, depth)
			w.p.SetOps += max(0, len(s.SelectList.Selects)-1)
			for _, sel := range s.SelectList.Selects {
				w.resultSet(sel, depth, "")
			}
		}
		w.p.OrderBy = w.p.OrderBy || s.OrderBy != nil
		w.p.Limit = w.p.Limit || s.Limit != nil
		if s.OrderBy != nil {
			w.byItems(s.OrderBy.Items, depth, "ORDER BY")
		}
	case *ast.SetOprSelectList:
		w.p.SetOps += max(0, len(s.Selects)-1)
		for _, sel := range s.Selects {
			w.resultSet(sel, depth, "")
		}
	}
}

func (w *profiler) with(c *ast.WithClause, depth int) {
	if c == nil {
		return
	}
	w.p.With = true
	for _, cte := range c.CTEs {
		if cte.Query != nil {
			w.resultSet(cte.Query.Query, depth+1, "WITH")
		}
	}
}

func (w *profiler) selectStmt(s *ast.SelectStmt, depth int) {
	w.with(s.With, depth)
	w.p.Distinct = w.p.Distinct || s.Distinct
	if s.From != nil && s.From.TableRefs != nil {
		w.p.Joins += max(0, w.tables(s.From.TableRefs, depth)-1)
	}
	if s.Fields != nil {
		for _, f := range s.Fields.Fields {
			w.expr(f.Expr, depth, "SELECT")
		}
	}
	w.expr(s.Where, depth, "WHERE")
	if s.GroupBy != nil {
		w.p.GroupBy = true
		w.byItems(s.GroupBy.Items, depth, "GROUP BY")
	}
	if s.Having != nil {
		w.p.Having = true
		w.expr(s.Having.Expr, depth, "HAVING")
	}
	if s.OrderBy != nil {
		w.p.OrderBy = true
		w.byItems(s.OrderBy.Items, depth, "ORDER BY")
	}
	w.p.Limit = w.p.Limit || s.Limit != nil
	w.p.Window = w.p.Window || len(s.WindowSpecs) > 0
}

// tables counts the table sources of a FROM clause, walking the queries
// and ON conditions inside it.
func (w *profiler) tables(n ast.ResultSetNode, depth int) int {
	switch t := n.(type) {
	case *ast.Join:
		count := 0
		if t.Left != nil {
			count += w.tables(t.Left, depth)
		}
		if t.Right != nil {
			count += w.tables(t.Right, depth)
		}
		if t.On != nil {
			w.expr(t.On.Expr, depth, "FROM")
		}
		return count
	case *ast.TableSource:
		switch src := t.Source.(type) {
		case *ast.Join:
			return w.tables(src, depth)
		case *ast.SelectStmt, *ast.SetOprStmt:
			w.resultSet(src, depth+1, "FROM")
		}
		return 1
	case nil:
		return 0
	}
	return 1
}

func (w *profiler) byItems(items []*ast.ByItem, depth int, clause string) {
	for _, it := range items {
		w.expr(it.Expr, depth, clause)
	}
}

// expr counts an expression's features; a query inside it is walked one
// level deeper, held by clause.
func (w *profiler) expr(e ast.ExprNode, depth int, clause string) {
	if e == nil {
		return
	}
	e.Accept(&exprProfiler{w: w, depth: depth, clause: clause})
}

type exprProfiler struct {
	w      *profiler
	depth  int
	clause string
}

func (v *exprProfiler) Enter(n ast.Node) (ast.Node, bool) {
	p := &v.w.p
	switch x := n.(type) {
	case *ast.SubqueryExpr:
		v.w.resultSet(x.Query, v.depth+1, v.clause)
		return n, true
	case *ast.AggregateFuncExpr:
		p.Aggregates++
		p.Distinct = p.Distinct || x.Distinct
	case *ast.WindowFuncExpr:
		p.Window = true
	case *ast.PatternLikeOrIlikeExpr:
		p.Like = true
	case *ast.CaseExpr:
		p.Case = true
	case *ast.FuncCallExpr:
		if strings.EqualFold(x.FnName.O, "iif") {
			p.Case = true
		} else {
			p.Functions++
		}
	case *ast.BinaryOperationExpr:
		switch x.Op {
		case opcode.Plus, opcode.Minus, opcode.Mul, opcode.Div, opcode.Mod, opcode.IntDiv:
			p.Arithmetic = true
		}
	}
	return n, false
}

func (v *exprProfiler) Leave(n ast.Node) (ast.Node, bool) { return n, true }
