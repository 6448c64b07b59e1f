package extended

import (
	"fmt"
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"
	"github.com/pingcap/tidb/pkg/parser/opcode"
	driver "github.com/pingcap/tidb/pkg/parser/test_driver"
)

// UnsupportedError names a construct that Parse cannot lower into the Spider query structure.
type UnsupportedError struct {
	Construct string // stable identifier, e.g. "case", "function", "unknown_column"
	Detail    string // the offending name or text, may be empty
}

// Error formats the construct and its detail.
func (e *UnsupportedError) Error() string {
	if e.Detail == "" {
		return "extended grammar: unsupported " + e.Construct
	}
	return "extended grammar: unsupported " + e.Construct + ": " + e.Detail
}

// SyntaxError is a TiDB parse failure of the whole query.
type SyntaxError struct {
	Msg string // TiDB's message
}

// Error formats the TiDB message.
func (e *SyntaxError) Error() string { return "extended grammar: TiDB syntax error: " + e.Msg }

// unsupported returns an UnsupportedError.
func unsupported(construct, detail string) error {
	return &UnsupportedError{Construct: construct, Detail: detail}
}

// unsupportedNode names the construct of an expression that has no lowering.
func unsupportedNode(n ast.Node) error {
	switch x := n.(type) {
	case *ast.CaseExpr:
		return unsupported("case", "CASE")
	case *ast.FuncCallExpr:
		return unsupported("function", x.FnName.L+"()")
	case *ast.AggregateFuncExpr:
		return unsupported("function", strings.ToLower(x.F)+"()")
	case *ast.WindowFuncExpr:
		return unsupported("window", strings.ToLower(x.Name)+"() OVER")
	case *ast.FuncCastExpr:
		return unsupported("cast", "CAST")
	case *ast.SubqueryExpr:
		return unsupported("subquery", "subquery used as a column")
	case *driver.ValueExpr:
		return unsupported("literal", "constant used as a column")
	case *ast.RowExpr:
		return unsupported("row_value", "(a, b)")
	case *ast.VariableExpr, *driver.ParamMarkerExpr:
		return unsupported("variable", "")
	case *ast.BinaryOperationExpr:
		return unsupported("operator", opText(x.Op))
	case *ast.UnaryOperationExpr:
		return unsupported("operator", "unary "+opText(x.Op))
	case *ast.CompareSubqueryExpr:
		return unsupported("compare_any_all", "ANY/ALL/SOME")
	case *ast.PatternRegexpExpr:
		return unsupported("operator", "REGEXP")
	case *ast.IsTruthExpr:
		return unsupported("is_truth", "IS [NOT] TRUE/FALSE")
	case *ast.PositionExpr:
		return unsupported("position", fmt.Sprintf("column position %d", x.N))
	}
	return unsupported("expression", strings.TrimPrefix(fmt.Sprintf("%T", n), "*ast."))
}

// opText returns how an operator is written, e.g. "%" or "DIV".
func opText(op opcode.Op) string {
	var b strings.Builder
	op.Format(&b)
	return b.String()
}
