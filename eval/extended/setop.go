package extended

import (
	"fmt"

	"github.com/pingcap/tidb/pkg/parser/ast"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// branch is one SELECT of a flattened set operation.
type branch struct {
	op    string // "union", "intersect" or "except" before this branch; "" for the first
	sel   *ast.SelectStmt
	order *ast.OrderByClause // trailing ORDER BY of an enclosing set operation
	limit *ast.Limit         // trailing LIMIT of an enclosing set operation
}

// setOperation lowers A op1 B op2 C right-nested as the reference does, A.op1 = (B op2 C),
// whatever TiDB's precedence; a trailing ORDER BY or LIMIT goes to the last branch.
func (l *lowerer) setOperation(x *ast.SetOprStmt, parent *scope) (*spiderql.Query, error) {
	if x.With != nil {
		return nil, unsupported("with", "WITH")
	}
	var bs []branch
	if err := l.flatten(x.SelectList, "", &bs); err != nil {
		return nil, err
	}
	if err := attach(bs, x.OrderBy, x.Limit); err != nil {
		return nil, err
	}
	qs := make([]*spiderql.Query, len(bs))
	for i, b := range bs {
		q, err := l.selectStmt(b.sel, parent, b.order, b.limit)
		if err != nil {
			return nil, fmt.Errorf("set operation branch %d: %w", i+1, err)
		}
		qs[i] = q
	}
	for i := 1; i < len(qs); i++ {
		switch bs[i].op {
		case "union":
			qs[i-1].Union = qs[i]
		case "intersect":
			qs[i-1].Intersect = qs[i]
		case "except":
			qs[i-1].Except = qs[i]
		}
	}
	return qs[0], nil
}

// flatten lists the SELECTs of a (possibly nested) set operation in source order; op is
// the operator before the list, given to its first branch.
func (l *lowerer) flatten(list *ast.SetOprSelectList, op string, out *[]branch) error {
	if list == nil {
		return unsupported("set_operation", "empty set operation")
	}
	if list.With != nil {
		return unsupported("with", "WITH")
	}
	for i, item := range list.Selects {
		name := l.setOpName(tidbfront.OperatorBefore(item))
		if i == 0 && op != "" {
			name = op
		}
		switch y := item.(type) {
		case *ast.SelectStmt:
			*out = append(*out, branch{op: name, sel: y})
		case *ast.SetOprSelectList:
			start := len(*out)
			if err := l.flatten(y, name, out); err != nil {
				return err
			}
			if err := attach((*out)[start:], y.OrderBy, y.Limit); err != nil {
				return err
			}
		default:
			return unsupported("set_operation", fmt.Sprintf("%T branch", item))
		}
	}
	return nil
}

// setOpName names a TiDB set operator as the reference does; the ALL forms are extensions.
func (l *lowerer) setOpName(t *ast.SetOprType) string {
	if t == nil {
		return ""
	}
	switch *t {
	case ast.UnionAll, ast.IntersectAll, ast.ExceptAll:
		l.kinds.add(KindUnionAll)
	}
	switch *t {
	case ast.Union, ast.UnionAll:
		return "union"
	case ast.Intersect, ast.IntersectAll:
		return "intersect"
	}
	return "except"
}

// attach gives a set operation's trailing ORDER BY and LIMIT to its last branch.
func attach(bs []branch, order *ast.OrderByClause, limit *ast.Limit) error {
	if order == nil && limit == nil || len(bs) == 0 {
		return nil
	}
	last := &bs[len(bs)-1]
	if order != nil && last.order != nil || limit != nil && last.limit != nil {
		return unsupported("set_operation_order", "nested set operations each with ORDER BY or LIMIT")
	}
	if order != nil {
		last.order = order
	}
	if limit != nil {
		last.limit = limit
	}
	return nil
}
