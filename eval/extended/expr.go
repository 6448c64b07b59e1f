package extended

import (
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"
	"github.com/pingcap/tidb/pkg/parser/opcode"
	driver "github.com/pingcap/tidb/pkg/parser/test_driver"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// aggIndex maps the five Spider aggregates to their AggOps index.
var aggIndex = map[string]int{"max": 1, "min": 2, "count": 3, "sum": 4, "avg": 5}

// unitOps maps arithmetic operators to their UnitOps index.
var unitOps = map[opcode.Op]int{opcode.Minus: 1, opcode.Plus: 2, opcode.Mul: 3, opcode.Div: 4}

// aggregate returns the AggOps index of a Spider aggregate, or an error for any other function.
func aggregate(a *ast.AggregateFuncExpr) (int, error) {
	if i, ok := aggIndex[strings.ToLower(a.F)]; ok {
		return i, nil
	}
	return 0, unsupportedNode(a)
}

// isCountStar reports whether a is count(*): TiDB gives it a constant argument without a position.
func isCountStar(a *ast.AggregateFuncExpr) bool {
	if !strings.EqualFold(a.F, "count") || len(a.Args) != 1 {
		return false
	}
	v, ok := a.Args[0].(*driver.ValueExpr)
	return ok && v.OriginTextPosition() == 0
}

// isArithmetic reports whether e is one of the four val_unit operations.
func isArithmetic(e ast.ExprNode) bool {
	b, ok := tidbfront.Unparen(e).(*ast.BinaryOperationExpr)
	return ok && unitOps[b.Op] > 0
}

// isConstant reports whether e is a literal, possibly signed.
func isConstant(e ast.ExprNode) bool {
	switch x := tidbfront.Unparen(e).(type) {
	case *driver.ValueExpr:
		return true
	case *ast.UnaryOperationExpr:
		return (x.Op == opcode.Minus || x.Op == opcode.Plus) && isConstant(x.V)
	}
	return false
}

// aliasTarget returns the select-item expression a bare name stands for: first in ORDER BY
// and HAVING, and elsewhere (outside the SELECT list) only when no column has that name.
func (l *lowerer) aliasTarget(x *ast.ColumnNameExpr, sc *scope, cl clause) (ast.ExprNode, bool) {
	if cl == inSelect || cl == inSelectInner || cl == inAlias {
		return nil, false
	}
	e, ok := selectAlias(x.Name, sc)
	if !ok {
		return nil, false
	}
	if !cl.aliasFirst() {
		if _, found := l.lookup(x.Name, sc); found {
			return nil, false
		}
	}
	l.kinds.add(KindAliasReference)
	return e, true
}

// colUnit lowers a column or an aggregate over a column: the reference's col_unit.
func (l *lowerer) colUnit(e ast.ExprNode, sc *scope, cl clause) (*spiderql.ColUnit, error) {
	switch x := tidbfront.Unparen(e).(type) {
	case *ast.ColumnNameExpr:
		if target, ok := l.aliasTarget(x, sc, cl); ok {
			return l.colUnit(target, sc, inAlias)
		}
		id, err := l.column(x.Name, sc)
		if err != nil {
			return nil, err
		}
		return &spiderql.ColUnit{Col: id, Distinct: spiderql.False}, nil
	case *ast.AggregateFuncExpr:
		agg, err := aggregate(x)
		if err != nil {
			return nil, err
		}
		col, err := l.aggColumn(x, sc)
		if err != nil {
			return nil, err
		}
		c := &spiderql.ColUnit{Agg: agg, Col: col, Distinct: spiderql.False}
		if x.Distinct {
			c.Distinct = spiderql.True
		}
		return c, nil
	default:
		return nil, unsupportedNode(x)
	}
}

// aggColumn returns the column id an aggregate outside the SELECT list applies to.
func (l *lowerer) aggColumn(a *ast.AggregateFuncExpr, sc *scope) (string, error) {
	if isCountStar(a) {
		return schema.AllID, nil
	}
	if len(a.Args) != 1 {
		return "", unsupported("aggregate_arguments", strings.ToLower(a.F)+"() with several arguments")
	}
	switch x := tidbfront.Unparen(a.Args[0]).(type) {
	case *ast.ColumnNameExpr:
		return l.column(x.Name, sc)
	case *driver.ValueExpr:
		if strings.EqualFold(a.F, "count") && x.Kind() != driver.KindNull {
			l.kinds.add(KindCountConstant)
			return schema.AllID, nil
		}
	case *ast.AggregateFuncExpr:
		return "", unsupported("nested_aggregate", strings.ToLower(a.F)+"("+strings.ToLower(x.F)+"(...))")
	}
	return "", unsupported("aggregate_expression", "expression inside "+strings.ToLower(a.F)+"()")
}

// valUnit lowers col_unit [op col_unit]: at most one arithmetic operator between two column units.
func (l *lowerer) valUnit(e ast.ExprNode, sc *scope, cl clause) (spiderql.ValUnit, error) {
	x := tidbfront.Unparen(e)
	if n, ok := x.(*ast.ColumnNameExpr); ok {
		if target, ok := l.aliasTarget(n, sc, cl); ok {
			return l.valUnit(target, sc, inAlias)
		}
	}
	b, ok := x.(*ast.BinaryOperationExpr)
	if !ok || unitOps[b.Op] == 0 {
		c, err := l.colUnit(x, sc, cl)
		return spiderql.ValUnit{C1: c}, err
	}
	for _, side := range []ast.ExprNode{b.L, b.R} {
		if isArithmetic(side) {
			return spiderql.ValUnit{}, unsupported("arithmetic_chain", "more than one arithmetic operator")
		}
		if isConstant(side) {
			return spiderql.ValUnit{}, unsupported("constant_arithmetic", "constant operand of "+opText(b.Op))
		}
	}
	if cl == inSelect {
		if _, agg := tidbfront.Unparen(b.L).(*ast.AggregateFuncExpr); agg {
			l.kinds.add(KindAggregateArithmetic)
		}
	}
	inner := cl
	if cl == inSelect {
		inner = inSelectInner
	}
	c1, err := l.colUnit(b.L, sc, inner)
	if err != nil {
		return spiderql.ValUnit{}, err
	}
	c2, err := l.colUnit(b.R, sc, inner)
	if err != nil {
		return spiderql.ValUnit{}, err
	}
	return spiderql.ValUnit{Op: unitOps[b.Op], C1: c1, C2: c2}, nil
}
