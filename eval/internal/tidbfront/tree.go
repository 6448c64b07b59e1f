package tidbfront

import "github.com/pingcap/tidb/pkg/parser/ast"

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
