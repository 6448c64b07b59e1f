package diagnose

import (
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"
	"github.com/pingcap/tidb/pkg/parser/opcode"
	driver "github.com/pingcap/tidb/pkg/parser/test_driver"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
)

// condition checks a WHERE, HAVING or ON condition: comparisons joined by AND/OR.
func (c *checker) condition(e ast.ExprNode) {
	switch x := e.(type) {
	case *ast.BinaryOperationExpr:
		switch x.Op {
		case opcode.LogicAnd, opcode.LogicOr:
			c.condition(x.L)
			c.condition(x.R)
		case opcode.LogicXor:
			c.add("operator", x, "XOR")
			c.condition(x.L)
			c.condition(x.R)
		case opcode.EQ, opcode.NE, opcode.LT, opcode.LE, opcode.GT, opcode.GE, opcode.NullEQ:
			if x.Op == opcode.NullEQ {
				c.add("operator", x, "<=>")
			}
			c.leftOperand(x.L)
			c.rightValue(x.R)
		default:
			c.addNode("bare_condition", x)
			c.expr(x)
		}
	case *ast.PatternInExpr:
		c.leftOperand(x.Expr)
		if x.Sel != nil {
			c.resultSet(x.Sel)
			return
		}
		if len(x.List) > 1 {
			c.addNode("in_list", x)
		}
		for _, v := range x.List {
			c.rightValue(v)
		}
	case *ast.PatternLikeOrIlikeExpr:
		if !x.IsLike {
			c.add("operator", x, "ILIKE")
		}
		if x.EscapeExplicit {
			c.addNode("like_escape", x)
		}
		c.leftOperand(x.Expr)
		c.rightValue(x.Pattern)
	case *ast.BetweenExpr:
		c.leftOperand(x.Expr)
		c.rightValue(x.Left)
		c.rightValue(x.Right)
	case *ast.IsNullExpr:
		c.addNode("is_null", x)
		c.leftOperand(x.Expr)
	case *ast.IsTruthExpr:
		c.addNode("is_truth", x)
		c.leftOperand(x.Expr)
	case *ast.ExistsSubqueryExpr:
		c.addNode("exists", x)
		c.resultSet(x.Sel)
	case *ast.UnaryOperationExpr:
		if x.Op == opcode.Not || x.Op == opcode.Not2 {
			c.addNode("prefix_not", x)
			c.condition(x.V)
			return
		}
		c.addNode("bare_condition", x)
		c.expr(x)
	case *ast.ParenthesesExpr:
		if tidbfront.IsCondition(x.Expr) {
			c.addNode("paren_condition", x)
			c.condition(x.Expr)
			return
		}
		c.addNode("bare_condition", x)
		c.expr(x)
	case *ast.CompareSubqueryExpr:
		c.addNode("compare_any_all", x)
		c.leftOperand(x.L)
		c.resultSet(x.R)
	default:
		c.expr(e)
		if _, ok := e.(*ast.PatternRegexpExpr); !ok {
			c.addNode("bare_condition", e)
		}
	}
}

// leftOperand checks the left side of a comparison: [agg](col) [op [agg](col)].
func (c *checker) leftOperand(e ast.ExprNode) {
	switch x := tidbfront.Unparen(e).(type) {
	case *ast.ColumnNameExpr:
	case *ast.AggregateFuncExpr:
		c.aggregate(x, false)
	case *ast.BinaryOperationExpr:
		c.arithmetic(x, false)
	case *ast.SubqueryExpr:
		c.addNode("subquery_left", x)
		c.resultSet(x.Query)
	case ast.ParamMarkerExpr:
		c.addNode("variable", x)
	case ast.ValueExpr:
		c.addNode("literal_left", x)
	case *ast.UnaryOperationExpr:
		if x.Op == opcode.Minus {
			c.addNode("unary_minus", x)
		}
		c.expr(x)
	default:
		c.expr(x)
	}
}

// rightValue checks the value side of a comparison: literal, column, aggregate or subquery.
func (c *checker) rightValue(e ast.ExprNode) {
	switch x := tidbfront.Unparen(e).(type) {
	case *ast.ColumnNameExpr:
	case ast.ParamMarkerExpr:
		c.addNode("variable", x)
	case ast.ValueExpr:
	case *ast.AggregateFuncExpr:
		c.aggregate(x, false)
	case *ast.SubqueryExpr:
		c.resultSet(x.Query)
	case *ast.UnaryOperationExpr:
		if x.Op == opcode.Minus {
			if _, lit := tidbfront.Unparen(x.V).(ast.ValueExpr); lit {
				return
			}
		}
		c.addNode("expression_right", x)
		c.expr(x)
	case *ast.BinaryOperationExpr:
		if isArith(x.Op) {
			c.addNode("expression_right", x)
		}
		c.expr(x)
	default:
		c.expr(x)
	}
}

// selectItem checks one SELECT expression: [agg] val_unit.
func (c *checker) selectItem(e ast.ExprNode) {
	_, parenthesised := e.(*ast.ParenthesesExpr)
	switch x := tidbfront.Unparen(e).(type) {
	case *ast.ColumnNameExpr:
	case *ast.AggregateFuncExpr:
		c.aggregate(x, true)
	case *ast.BinaryOperationExpr:
		c.arithmetic(x, !parenthesised)
	case *ast.SubqueryExpr:
		c.addNode("select_subquery", x)
		c.resultSet(x.Query)
	case ast.ParamMarkerExpr:
		c.addNode("variable", x)
	case ast.ValueExpr:
		c.addNode("select_literal", x)
	case *ast.UnaryOperationExpr:
		if x.Op == opcode.Minus {
			c.addNode("unary_minus", x)
		}
		c.expr(x)
	default:
		c.expr(x)
	}
}

// arithmetic checks a val_unit: exactly one operator between two column units.
func (c *checker) arithmetic(x *ast.BinaryOperationExpr, inSelect bool) {
	if !isArith(x.Op) {
		if tidbfront.IsCondition(x) {
			c.condition(x)
			return
		}
		c.expr(x)
		return
	}
	for i, side := range []ast.ExprNode{x.L, x.R} {
		switch op := tidbfront.Unparen(side).(type) {
		case *ast.ColumnNameExpr:
		case *ast.AggregateFuncExpr:
			// A leading aggregate is taken as the select item's own aggregate, so the
			// operator after it is left over.
			if inSelect && i == 0 {
				c.addNode("aggregate_arithmetic", x)
			}
			c.aggregate(op, false)
		case ast.ParamMarkerExpr:
			c.addNode("variable", op)
		case ast.ValueExpr:
			c.addNode("constant_arithmetic", x)
		case *ast.BinaryOperationExpr:
			if isArith(op.Op) {
				c.addNode("arithmetic_chain", x)
			}
			c.arithmetic(op, inSelect && i == 0)
		case *ast.UnaryOperationExpr:
			if _, lit := tidbfront.Unparen(op.V).(ast.ValueExpr); lit && op.Op == opcode.Minus {
				c.addNode("constant_arithmetic", x)
			} else {
				c.addNode("unary_minus", op)
			}
			c.expr(op)
		default:
			c.expr(op)
		}
	}
}

// aggregate checks an aggregate call. In the SELECT list (inSelect) the grammar reads
// agg(val_unit), so agg(a * b) and max(count(x)) pass; elsewhere only agg([DISTINCT] col).
func (c *checker) aggregate(a *ast.AggregateFuncExpr, inSelect bool) {
	if !spiderAggregates[strings.ToLower(a.F)] {
		c.add("function", a, strings.ToLower(a.F)+"()")
		for _, arg := range a.Args {
			c.expr(arg)
		}
		return
	}
	if isCountStar(a) {
		return
	}
	if len(a.Args) != 1 {
		c.addNode("aggregate_arguments", a)
	}
	for _, arg := range a.Args {
		if _, paren := arg.(*ast.ParenthesesExpr); paren && (a.Distinct || !inSelect) {
			// The grammar reads agg ( [DISTINCT] col ): a parenthesis after
			// DISTINCT, or directly inside an aggregate outside SELECT (where
			// no val_unit is read), is taken for a column.
			c.addNode("paren_aggregate_arg", a)
		}
		switch x := tidbfront.Unparen(arg).(type) {
		case *ast.ColumnNameExpr:
		case *ast.AggregateFuncExpr:
			if !inSelect {
				c.addNode("nested_aggregate", a)
			}
			c.aggregate(x, false)
		case *ast.BinaryOperationExpr:
			if !inSelect || !isArith(x.Op) {
				c.addNode("aggregate_expression", a)
				c.expr(x)
				continue
			}
			c.arithmetic(x, false)
		default:
			c.addNode("aggregate_expression", a)
			c.expr(x)
		}
	}
}

// groupItem checks a GROUP BY item: a column, possibly aggregated.
func (c *checker) groupItem(e ast.ExprNode) {
	switch x := tidbfront.Unparen(e).(type) {
	case *ast.ColumnNameExpr:
	case *ast.PositionExpr:
		c.add("group_position", nil, c.detail(x))
	case *ast.AggregateFuncExpr:
		c.aggregate(x, false)
	default:
		c.addNode("group_expression", x)
		c.expr(x)
	}
}

// orderItem checks an ORDER BY item: a val_unit, possibly aggregated.
func (c *checker) orderItem(e ast.ExprNode) {
	switch x := tidbfront.Unparen(e).(type) {
	case *ast.ColumnNameExpr:
	case *ast.PositionExpr:
		c.add("order_position", nil, c.detail(x))
	case *ast.AggregateFuncExpr:
		c.aggregate(x, false)
	case *ast.BinaryOperationExpr:
		c.arithmetic(x, false)
	case *ast.SubqueryExpr:
		c.addNode("order_subquery", x)
		c.resultSet(x.Query)
	default:
		c.expr(x)
	}
}

// expr walks any expression and flags constructs that are wrong wherever they appear.
func (c *checker) expr(e ast.Node) {
	if e == nil {
		return
	}
	e.Accept(&exprVisitor{c: c})
}

// exprVisitor is the ast.Visitor behind checker.expr.
type exprVisitor struct{ c *checker }

// Enter implements ast.Visitor.
func (v *exprVisitor) Enter(n ast.Node) (ast.Node, bool) {
	c := v.c
	switch x := n.(type) {
	case *ast.SubqueryExpr:
		c.resultSet(x.Query)
		return n, true
	case *ast.ExistsSubqueryExpr:
		c.addNode("exists", x)
	case *ast.FuncCallExpr:
		if x.FnName.L == "concat" && c.hasConcat {
			break // reported from the || tokens
		}
		c.add("function", x, x.FnName.L+"()")
	case *ast.FuncCastExpr:
		c.addNode("cast", x)
	case *ast.CaseExpr:
		c.addNode("case", x)
	case *ast.WindowFuncExpr:
		c.add("window", x, strings.ToLower(x.Name)+"() OVER")
	case *ast.AggregateFuncExpr:
		if !spiderAggregates[strings.ToLower(x.F)] {
			c.add("function", x, strings.ToLower(x.F)+"()")
		}
	case *ast.IsNullExpr:
		c.addNode("is_null", x)
	case *ast.IsTruthExpr:
		c.addNode("is_truth", x)
	case *ast.PatternInExpr:
		if x.Sel == nil && len(x.List) > 1 {
			c.addNode("in_list", x)
		}
	case *ast.RowExpr:
		c.addNode("row_value", x)
	case *ast.VariableExpr, *driver.ParamMarkerExpr:
		c.addNode("variable", x)
	case *ast.PatternRegexpExpr:
		c.add("operator", x, "REGEXP")
	case *ast.CompareSubqueryExpr:
		c.addNode("compare_any_all", x)
	case *ast.MatchAgainst:
		c.add("function", x, "MATCH … AGAINST")
	case *ast.BinaryOperationExpr:
		if !isArith(x.Op) && !tidbfront.IsCondition(x) {
			c.add("operator", x, opLiteral(x.Op))
		}
	case *ast.UnaryOperationExpr:
		if x.Op == opcode.BitNeg {
			c.add("operator", x, "~")
		}
	}
	return n, false
}

// Leave implements ast.Visitor.
func (v *exprVisitor) Leave(n ast.Node) (ast.Node, bool) { return n, true }

// opLiteral returns how an operator is written, e.g. "%" or "DIV".
func opLiteral(op opcode.Op) string {
	var b strings.Builder
	op.Format(&b)
	return b.String()
}
