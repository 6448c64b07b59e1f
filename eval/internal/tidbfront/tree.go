package tidbfront

import (
	"github.com/pingcap/tidb/pkg/parser/ast"
	"github.com/pingcap/tidb/pkg/parser/opcode"
)

// OperatorBefore is the set operator (UNION, EXCEPT, INTERSECT, with ALL
// or not) that joins a branch of a set operation's list to the branch
// before it: nil for the first branch, or for a node that is no branch.
func OperatorBefore(branch ast.Node) *ast.SetOprType {
	switch x := branch.(type) {
	case *ast.SelectStmt:
		return x.AfterSetOperator
	case *ast.SetOprSelectList:
		return x.AfterSetOperator
	}
	return nil
}

// Unparen strips the parentheses around an expression (the Spider grammar
// accepts a parenthesised value where it reads one).
func Unparen(e ast.ExprNode) ast.ExprNode {
	for {
		p, ok := e.(*ast.ParenthesesExpr)
		if !ok {
			return e
		}
		e = p.Expr
	}
}

// IsCondition reports whether e is a condition (a comparison, a logical
// operator, IN, LIKE, BETWEEN, IS, EXISTS, a quantified comparison,
// REGEXP, NOT, or one of these in parentheses) rather than a value.
func IsCondition(e ast.ExprNode) bool {
	switch x := e.(type) {
	case *ast.BinaryOperationExpr:
		switch x.Op {
		case opcode.LogicAnd, opcode.LogicOr, opcode.LogicXor, opcode.EQ, opcode.NE, opcode.LT,
			opcode.LE, opcode.GT, opcode.GE, opcode.NullEQ:
			return true
		}
	case *ast.PatternInExpr, *ast.PatternLikeOrIlikeExpr, *ast.BetweenExpr, *ast.IsNullExpr,
		*ast.IsTruthExpr, *ast.ExistsSubqueryExpr, *ast.CompareSubqueryExpr, *ast.PatternRegexpExpr:
		return true
	case *ast.UnaryOperationExpr:
		return x.Op == opcode.Not || x.Op == opcode.Not2
	case *ast.ParenthesesExpr:
		return IsCondition(x.Expr)
	}
	return false
}
