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
