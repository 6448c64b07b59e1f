package diagnose

import (
	"fmt"
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"
	"github.com/pingcap/tidb/pkg/parser/opcode"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
)

// spiderAggregates are the aggregate functions the Spider grammar knows.
var spiderAggregates = map[string]bool{"max": true, "min": true, "count": true, "sum": true, "avg": true}

// checker walks a TiDB AST and records what the Spider grammar would reject.
type checker struct {
	src       tidbfront.Rewritten
	set       *constructSet
	hasConcat bool            // the source uses ||, so concat() calls came from it
	tableAls  map[string]bool // lower-cased table and FROM-subquery aliases
	fieldAls  map[string]bool // lower-cased select-item aliases
	budget    int             // AST nodes detail may still re-print
}

// newChecker prepares a checker for one parsed text.
func newChecker(src tidbfront.Rewritten, set *constructSet, hasConcat bool) *checker {
	return &checker{src: src, set: set, hasConcat: hasConcat,
		tableAls: map[string]bool{}, fieldAls: map[string]bool{}, budget: renderBudget}
}

// detail is the display text of n for a construct. Re-printing the nested nodes of a deep
// chain one by one is quadratic, so past the render budget the source text at n stands in.
func (c *checker) detail(n ast.Node) string {
	size := countNodes(n, c.budget)
	if size > c.budget {
		c.budget = 0
		return c.sourceAt(n)
	}
	c.budget -= size
	return prettyOrEmpty(n)
}

// sourceAt returns the original text from n's position on, shortened; "" when unknown.
func (c *checker) sourceAt(n ast.Node) string {
	p := n.OriginTextPosition()
	if p <= 0 {
		return ""
	}
	off := c.src.OrigOffset(p)
	if off < 0 || off >= len(c.src.Orig) {
		return ""
	}
	s := c.src.Orig[off:]
	if len(s) > 1024 {
		s = strings.ToValidUTF8(s[:1024], "")
	}
	return s
}

// add records a construct found at node n.
func (c *checker) add(kind string, n ast.Node, detail string) {
	c.set.addAt(c.src, kind, n, detail)
}

// addNode records a construct whose detail is the node's display text.
func (c *checker) addNode(kind string, n ast.Node) { c.add(kind, n, c.detail(n)) }

// stmt checks one top-level statement.
func (c *checker) stmt(n ast.StmtNode) {
	switch n.(type) {
	case *ast.SelectStmt, *ast.SetOprStmt:
		c.resultSet(n)
	default:
		c.add("not_select", nil, typeName(n))
	}
}

// typeName names the Go type of an AST node, e.g. "InsertStmt".
func typeName(n ast.Node) string { return strings.TrimPrefix(fmt.Sprintf("%T", n), "*ast.") }

// resultSet checks a SELECT, a set operation or a subquery.
func (c *checker) resultSet(n ast.Node) {
	switch x := n.(type) {
	case *ast.SelectStmt:
		c.selectStmt(x)
	case *ast.SetOprStmt:
		c.with(x.With)
		c.setList(x.SelectList)
		c.orderBy(x.OrderBy)
		c.limit(x.Limit)
	case *ast.SetOprSelectList:
		c.setList(x)
	case *ast.SubqueryExpr:
		c.resultSet(x.Query)
	case nil:
	default:
		c.expr(n)
	}
}

// with flags a WITH clause and checks the CTE bodies.
func (c *checker) with(w *ast.WithClause) {
	if w == nil {
		return
	}
	names := make([]string, 0, len(w.CTEs))
	for _, cte := range w.CTEs {
		names = append(names, cte.Name.O)
	}
	c.add("with", w, "WITH "+strings.Join(names, ", "))
	for _, cte := range w.CTEs {
		if cte.Query != nil {
			c.resultSet(cte.Query.Query)
		}
	}
}

// setList checks the branches of a set operation.
func (c *checker) setList(l *ast.SetOprSelectList) {
	if l == nil {
		return
	}
	c.with(l.With)
	for _, sel := range l.Selects {
		if op := tidbfront.OperatorBefore(sel); op != nil && (*op == ast.UnionAll || *op == ast.ExceptAll || *op == ast.IntersectAll) {
			c.add("union_all", nil, op.String())
		}
		c.resultSet(sel)
	}
	c.orderBy(l.OrderBy)
	c.limit(l.Limit)
}

// selectStmt checks one SELECT block.
func (c *checker) selectStmt(s *ast.SelectStmt) {
	c.with(s.With)
	if s.Kind != ast.SelectStmtKindSelect {
		c.add("not_select", nil, s.Kind.String())
		return
	}
	if s.Fields != nil {
		for _, f := range s.Fields.Fields {
			c.field(f)
		}
	}
	if s.From == nil {
		c.add("no_from", nil, "")
	} else {
		c.from(s.From.TableRefs)
	}
	if s.Where != nil {
		c.condition(s.Where)
	}
	if s.GroupBy != nil {
		for _, it := range s.GroupBy.Items {
			c.groupItem(it.Expr)
		}
	}
	if s.Having != nil {
		c.condition(s.Having.Expr)
	}
	if len(s.WindowSpecs) > 0 {
		c.add("window", nil, "WINDOW")
	}
	c.orderBy(s.OrderBy)
	c.limit(s.Limit)
}

// field checks one select item.
func (c *checker) field(f *ast.SelectField) {
	if f.WildCard != nil {
		if f.WildCard.Table.O != "" {
			c.add("qualified_star", nil, f.WildCard.Table.O+".*")
		}
		return
	}
	if f.AsName.O != "" {
		c.fieldAls[f.AsName.L] = true
		c.add("select_alias", f.Expr, c.detail(f))
	}
	c.selectItem(f.Expr)
}

// orderBy checks ORDER BY items.
func (c *checker) orderBy(o *ast.OrderByClause) {
	if o == nil {
		return
	}
	for _, it := range o.Items {
		c.orderItem(it.Expr)
	}
}

// limit checks LIMIT operands (only literals are expected).
func (c *checker) limit(l *ast.Limit) {
	if l == nil {
		return
	}
	if l.Count != nil {
		c.expr(l.Count)
	}
	if l.Offset != nil {
		c.expr(l.Offset)
	}
}

// from checks a FROM tree.
func (c *checker) from(n ast.ResultSetNode) {
	switch x := n.(type) {
	case *ast.Join:
		if x.Right == nil {
			c.from(x.Left)
			return
		}
		if x.ExplicitParens {
			c.add("paren_join", nil, c.detail(x))
		}
		if len(x.Using) > 0 {
			c.add("join_using", nil, "USING "+c.detail(x.Using[0]))
		}
		c.from(x.Left)
		c.from(x.Right)
		if x.On != nil {
			c.condition(x.On.Expr)
		}
	case *ast.TableSource:
		switch src := x.Source.(type) {
		case *ast.TableName:
			if x.AsName.O != "" {
				c.tableAls[x.AsName.L] = true
			}
		case *ast.SelectStmt, *ast.SetOprStmt:
			if x.AsName.O != "" {
				c.tableAls[x.AsName.L] = true
				c.add("from_subquery_alias", nil, "(…) AS "+x.AsName.O)
			}
			c.resultSet(src)
		case *ast.Join:
			c.add("paren_join", nil, c.detail(src))
			c.from(src)
		}
	}
}

// isArith reports whether op is one of the four operators of a Spider val_unit.
func isArith(op opcode.Op) bool {
	return op == opcode.Plus || op == opcode.Minus || op == opcode.Mul || op == opcode.Div
}
