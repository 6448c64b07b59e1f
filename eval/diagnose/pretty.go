package diagnose

import (
	"fmt"
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"
	"github.com/pingcap/tidb/pkg/parser/format"
	driver "github.com/pingcap/tidb/pkg/parser/test_driver"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
)

// restoreFlags drive TiDB's Restore for display: uppercase keywords, single-quoted strings
// without charset prefixes, spaces around binary operators.
const restoreFlags = format.RestoreStringSingleQuotes | format.RestoreKeyWordUppercase |
	format.RestoreNameBackQuotes | format.RestoreStringWithoutCharset |
	format.RestoreSpacesAroundBinaryOperation

// pretty renders an AST node as display SQL: keywords upper case, function names lower case,
// plain identifiers without back-quotes, count(*) instead of COUNT(1), flat left-deep joins.
func pretty(n ast.Node) (string, error) {
	n.Accept(displayWrapper{})
	defer n.Accept(unwrapper{})
	var b strings.Builder
	if err := n.Restore(format.NewRestoreCtx(restoreFlags, &b)); err != nil {
		return "", fmt.Errorf("restore %T: %w", n, err)
	}
	return cleanRestored(b.String()), nil
}

// prettyOrEmpty is pretty for details, where a failed restore just leaves the text empty.
func prettyOrEmpty(n ast.Node) string {
	s, err := pretty(n)
	if err != nil {
		return ""
	}
	return s
}

// countNodes counts the nodes of the tree at n, stopping once the count passes limit.
func countNodes(n ast.Node, limit int) int {
	v := &nodeCounter{limit: limit}
	n.Accept(v)
	return v.n
}

// nodeCounter is the ast.Visitor behind countNodes.
type nodeCounter struct{ n, limit int }

// Enter implements ast.Visitor.
func (v *nodeCounter) Enter(n ast.Node) (ast.Node, bool) {
	v.n++
	return n, v.n > v.limit
}

// Leave implements ast.Visitor.
func (v *nodeCounter) Leave(n ast.Node) (ast.Node, bool) { return n, true }

// displayWrapper swaps in display-only nodes: a join's left join without parentheses and
// the star of count(*).
type displayWrapper struct{}

// Enter implements ast.Visitor.
func (displayWrapper) Enter(n ast.Node) (ast.Node, bool) { return n, false }

// Leave implements ast.Visitor.
func (displayWrapper) Leave(n ast.Node) (ast.Node, bool) {
	switch x := n.(type) {
	case *ast.Join:
		if l, ok := x.Left.(*ast.Join); ok && !l.ExplicitParens {
			x.Left = flatJoin{l}
		}
	case *ast.AggregateFuncExpr:
		if isCountStar(x) {
			x.Args[0] = starArg{x.Args[0]}
		}
	}
	return n, true
}

// unwrapper walks the tree once; wrappers delegate Accept to the wrapped node, so every
// slot holding a wrapper gets its original node back.
type unwrapper struct{}

// Enter implements ast.Visitor.
func (unwrapper) Enter(n ast.Node) (ast.Node, bool) { return n, false }

// Leave implements ast.Visitor.
func (unwrapper) Leave(n ast.Node) (ast.Node, bool) { return n, true }

// flatJoin restores a left-nested join without the parentheses TiDB adds.
type flatJoin struct{ *ast.Join }

// Restore writes the join without surrounding parentheses.
func (j flatJoin) Restore(ctx *format.RestoreCtx) error { return j.Join.Restore(ctx) }

// starArg restores the argument of count(*) as a star.
type starArg struct{ ast.ExprNode }

// Restore writes "*".
func (starArg) Restore(ctx *format.RestoreCtx) error {
	ctx.WritePlain("*")
	return nil
}

// isCountStar reports whether a COUNT aggregate was written count(*): TiDB stores the star
// as the literal 1 without a source position.
func isCountStar(a *ast.AggregateFuncExpr) bool {
	if !strings.EqualFold(a.F, ast.AggFuncCount) || len(a.Args) != 1 || a.Distinct {
		return false
	}
	switch v := a.Args[0].(type) {
	case starArg:
		return true
	case *driver.ValueExpr:
		return v.OriginTextPosition() == 0
	}
	return false
}

// keepUpperBeforeParen lists words that precede "(" but are keywords, not functions.
var keepUpperBeforeParen = map[string]bool{
	"in": true, "exists": true, "row": true, "any": true, "all": true, "some": true,
	"values": true, "using": true, "on": true, "as": true, "over": true, "from": true,
	"join": true, "select": true, "and": true, "or": true, "not": true, "where": true,
	"having": true, "by": true, "union": true, "intersect": true, "except": true,
}

// cleanRestored tidies TiDB's restored SQL for display.
func cleanRestored(s string) string {
	toks := tidbfront.Tokenize(s)
	var b strings.Builder
	prevEnd := 0
	for i, t := range toks {
		gap := s[prevEnd:t.Start]
		if i > 0 && toks[i-1].IsOp(",") {
			gap = " "
		}
		b.WriteString(gap)
		text := t.Text
		switch {
		case t.Kind == tidbfront.Backtick && tidbfront.IsPlainIdent(t.Name()):
			text = t.Name()
		case t.Kind == tidbfront.Word && i+1 < len(toks) && toks[i+1].IsOp("(") && !toks[i+1].SpaceBefore &&
			!keepUpperBeforeParen[t.Lower()]:
			text = t.Lower()
		}
		b.WriteString(text)
		prevEnd = t.End
	}
	return b.String()
}
