package extended

import (
	"github.com/pingcap/tidb/pkg/parser/ast"
	"github.com/pingcap/tidb/pkg/parser/opcode"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// WhereOps indexes used by the lowering beyond those spiderql names.
const (
	opIs     = 10
	opExists = 11
)

// compareOps maps comparison operators to their WhereOps index (<> and != are both NE).
var compareOps = map[opcode.Op]int{opcode.EQ: 2, opcode.GT: 3, opcode.LT: 4, opcode.GE: 5, opcode.LE: 6, opcode.NE: 7}

// negatable lists the WhereOps a prefix NOT may flip: those the reference writes as "not op".
var negatable = map[int]bool{spiderql.OpBetween: true, spiderql.OpIn: true, spiderql.OpLike: true, opIs: true, opExists: true}

// flat is a condition list being built; closes[i] marks a unit followed by a closing parenthesis.
type flat struct {
	spiderql.Condition
	closes []bool
}

// condition lowers a WHERE, HAVING or ON expression into the reference's flat list:
// AND/OR trees are read in source order, whatever their nesting or parentheses, and the
// reference's column-value quirk is applied (see swallow).
func (l *lowerer) condition(e ast.ExprNode, sc *scope, cl clause) (spiderql.Condition, error) {
	f, err := l.cond(e, sc, cl)
	if err != nil {
		return spiderql.Condition{}, err
	}
	return swallow(f), nil
}

// cond lowers a boolean expression into a flat list.
func (l *lowerer) cond(e ast.ExprNode, sc *scope, cl clause) (flat, error) {
	switch x := e.(type) {
	case *ast.BinaryOperationExpr:
		if x.Op == opcode.LogicAnd || x.Op == opcode.LogicOr {
			return l.connect(x, sc, cl)
		}
		if op, ok := compareOps[x.Op]; ok {
			return l.unit(l.comparison(op, x, sc, cl))
		}
	case *ast.ParenthesesExpr:
		if tidbfront.IsCondition(x.Expr) {
			l.kinds.add(KindParenCondition)
			f, err := l.cond(x.Expr, sc, cl)
			if err == nil {
				f.closes[len(f.closes)-1] = true
			}
			return f, err
		}
	case *ast.UnaryOperationExpr:
		if x.Op == opcode.Not || x.Op == opcode.Not2 {
			return l.prefixNot(x, sc, cl)
		}
	case *ast.PatternInExpr:
		return l.unit(l.in(x, sc, cl))
	case *ast.PatternLikeOrIlikeExpr:
		return l.unit(l.like(x, sc, cl))
	case *ast.BetweenExpr:
		return l.unit(l.between(x, sc, cl))
	case *ast.IsNullExpr:
		l.kinds.add(KindIsNull)
		val, err := l.valUnit(x.Expr, sc, cl)
		return l.unit(spiderql.CondUnit{Not: x.Not, Op: opIs, Val: val}, err)
	case *ast.ExistsSubqueryExpr:
		l.kinds.add(KindExists)
		v, err := l.value(x.Sel, sc, cl)
		return l.unit(spiderql.CondUnit{Not: x.Not, Op: opExists, Val1: v}, err)
	}
	if tidbfront.IsCondition(e) {
		return flat{}, unsupportedNode(e)
	}
	return flat{}, unsupported("bare_condition", "condition without a comparison")
}

// unit wraps one condition unit as a flat list.
func (l *lowerer) unit(u spiderql.CondUnit, err error) (flat, error) {
	if err != nil {
		return flat{}, err
	}
	return flat{Condition: spiderql.Condition{Units: []spiderql.CondUnit{u}}, closes: []bool{false}}, nil
}

// connect concatenates the two sides of AND/OR with their connector.
func (l *lowerer) connect(x *ast.BinaryOperationExpr, sc *scope, cl clause) (flat, error) {
	left, err := l.cond(x.L, sc, cl)
	if err != nil {
		return left, err
	}
	right, err := l.cond(x.R, sc, cl)
	if err != nil {
		return right, err
	}
	conn := "and"
	if x.Op == opcode.LogicOr {
		conn = "or"
	}
	left.Units = append(left.Units, right.Units...)
	left.Conns = append(append(left.Conns, conn), right.Conns...)
	left.closes = append(left.closes, right.closes...)
	return left, nil
}

// prefixNot flips the NOT flag of a single BETWEEN, IN, LIKE, IS or EXISTS unit.
func (l *lowerer) prefixNot(x *ast.UnaryOperationExpr, sc *scope, cl clause) (flat, error) {
	c, err := l.cond(x.V, sc, cl)
	if err != nil {
		return c, err
	}
	if len(c.Units) != 1 || !negatable[c.Units[0].Op] {
		return flat{}, unsupported("prefix_not", "NOT before a condition that has no NOT form")
	}
	l.kinds.add(KindPrefixNot)
	c.Units[0].Not = !c.Units[0].Not
	return c, nil
}

// comparison lowers val_unit op value.
func (l *lowerer) comparison(op int, x *ast.BinaryOperationExpr, sc *scope, cl clause) (spiderql.CondUnit, error) {
	val, err := l.valUnit(x.L, sc, cl)
	if err != nil {
		return spiderql.CondUnit{}, err
	}
	v, err := l.value(x.R, sc, cl)
	return spiderql.CondUnit{Op: op, Val: val, Val1: v}, err
}

// in lowers [NOT] IN: a subquery or a single value is kept, a longer value list becomes no value.
func (l *lowerer) in(x *ast.PatternInExpr, sc *scope, cl clause) (spiderql.CondUnit, error) {
	val, err := l.valUnit(x.Expr, sc, cl)
	if err != nil {
		return spiderql.CondUnit{}, err
	}
	u := spiderql.CondUnit{Not: x.Not, Op: spiderql.OpIn, Val: val}
	switch {
	case x.Sel != nil:
		u.Val1, err = l.value(x.Sel, sc, cl)
	case len(x.List) == 1:
		u.Val1, err = l.value(x.List[0], sc, cl)
	default:
		l.kinds.add(KindInList)
		for _, item := range x.List {
			if _, err = l.value(item, sc, cl); err != nil {
				break
			}
		}
	}
	return u, err
}

// like lowers [NOT] LIKE.
func (l *lowerer) like(x *ast.PatternLikeOrIlikeExpr, sc *scope, cl clause) (spiderql.CondUnit, error) {
	if !x.IsLike {
		return spiderql.CondUnit{}, unsupported("operator", "ILIKE")
	}
	if x.EscapeExplicit {
		l.kinds.add(KindLikeEscape)
	}
	val, err := l.valUnit(x.Expr, sc, cl)
	if err != nil {
		return spiderql.CondUnit{}, err
	}
	v, err := l.value(x.Pattern, sc, cl)
	return spiderql.CondUnit{Not: x.Not, Op: spiderql.OpLike, Val: val, Val1: v}, err
}

// between lowers [NOT] BETWEEN.
func (l *lowerer) between(x *ast.BetweenExpr, sc *scope, cl clause) (spiderql.CondUnit, error) {
	val, err := l.valUnit(x.Expr, sc, cl)
	if err != nil {
		return spiderql.CondUnit{}, err
	}
	lo, err := l.value(x.Left, sc, cl)
	if err != nil {
		return spiderql.CondUnit{}, err
	}
	hi, err := l.value(x.Right, sc, cl)
	return spiderql.CondUnit{Not: x.Not, Op: spiderql.OpBetween, Val: val, Val1: lo, Val2: hi}, err
}

// swallow reproduces a quirk of the reference: a column compared value is read up to the next
// "and", ")" or clause keyword, so the units joined to it by OR are dropped, e.g.
// "ON a = T2.b OR a = T2.c" keeps only "a = T2.b". Constants, aggregates and subqueries end
// where they are written and swallow nothing.
func swallow(f flat) spiderql.Condition {
	var out spiderql.Condition
	for i := 0; i < len(f.Units); {
		u := f.Units[i]
		out.Units = append(out.Units, u)
		next := i + 1
		if columnLast(u) && !f.closes[i] {
			for next < len(f.Units) && f.Conns[next-1] == "or" {
				next++
				if f.closes[next-1] {
					break
				}
			}
		}
		if next-1 < len(f.Conns) {
			out.Conns = append(out.Conns, f.Conns[next-1])
		}
		i = next
	}
	return out
}

// columnLast reports whether the value a unit ends with is a plain column.
func columnLast(u spiderql.CondUnit) bool {
	v := u.Val1
	if u.Op == spiderql.OpBetween {
		v = u.Val2
	}
	return v.Kind == spiderql.ColumnValue && v.Col.Agg == 0
}
