package extended

import (
	"fmt"
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"
	driver "github.com/pingcap/tidb/pkg/parser/test_driver"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// selectStmt lowers one SELECT block; order and limit, when given, are a set operation's
// trailing clauses, which the reference attaches to its last branch.
func (l *lowerer) selectStmt(s *ast.SelectStmt, parent *scope, order *ast.OrderByClause, limit *ast.Limit) (*spiderql.Query, error) {
	switch {
	case s.With != nil:
		return nil, unsupported("with", "WITH")
	case s.Kind != ast.SelectStmtKindSelect:
		return nil, unsupported("not_select", s.Kind.String())
	case (s.From == nil || s.From.TableRefs == nil) && !l.noFrom:
		return nil, unsupported("no_from", "SELECT without FROM")
	case len(s.WindowSpecs) > 0:
		return nil, unsupported("window", "WINDOW")
	case s.SelectIntoOpt != nil:
		return nil, unsupported("select_into", "SELECT ... INTO")
	case order != nil && s.OrderBy != nil, limit != nil && s.Limit != nil:
		return nil, unsupported("set_operation_order", "ORDER BY or LIMIT both on the last branch and on the set operation")
	}
	if order == nil {
		order = s.OrderBy
	}
	if limit == nil {
		limit = s.Limit
	}
	sc := &scope{parent: parent, fields: map[string]ast.ExprNode{}}
	for _, f := range s.Fields.Fields {
		if f.AsName.L != "" && f.Expr != nil {
			sc.fields[f.AsName.L] = f.Expr
		}
	}
	q := &spiderql.Query{}
	if s.From != nil {
		if err := l.from(s.From.TableRefs, sc, &q.From); err != nil {
			return nil, fmt.Errorf("FROM: %w", err)
		}
	}
	q.Select.Distinct = flag(s.Distinct)
	for _, f := range s.Fields.Fields {
		it, err := l.selItem(f, sc)
		if err != nil {
			return nil, fmt.Errorf("SELECT: %w", err)
		}
		q.Select.Items = append(q.Select.Items, it)
	}
	var err error
	if s.Where != nil {
		if q.Where, err = l.condition(s.Where, sc, inCondition); err != nil {
			return nil, fmt.Errorf("WHERE: %w", err)
		}
	}
	if q.GroupBy, err = l.groupBy(s.GroupBy, sc); err != nil {
		return nil, fmt.Errorf("GROUP BY: %w", err)
	}
	if s.Having != nil {
		if q.Having, err = l.condition(s.Having.Expr, sc, inHaving); err != nil {
			return nil, fmt.Errorf("HAVING: %w", err)
		}
	}
	if q.OrderBy, err = l.orderBy(order, sc); err != nil {
		return nil, fmt.Errorf("ORDER BY: %w", err)
	}
	if q.Limit, err = l.limit(limit); err != nil {
		return nil, fmt.Errorf("LIMIT: %w", err)
	}
	return q, nil
}

// flag converts a boolean into the reference's flag.
func flag(b bool) spiderql.Flag {
	if b {
		return spiderql.True
	}
	return spiderql.False
}

// selItem lowers one select item: [agg] val_unit, the aggregate at select level.
func (l *lowerer) selItem(f *ast.SelectField, sc *scope) (spiderql.SelItem, error) {
	if f.WildCard != nil {
		if f.WildCard.Table.L != "" || f.WildCard.Schema.L != "" {
			l.kinds.add(KindQualifiedStar)
		}
		return spiderql.SelItem{Val: spiderql.ValUnit{C1: &spiderql.ColUnit{Col: schema.AllID, Distinct: spiderql.False}}}, nil
	}
	if f.AsName.L != "" {
		l.kinds.add(KindSelectAlias)
	}
	switch x := f.Expr.(type) {
	case *ast.AggregateFuncExpr:
		agg, err := aggregate(x)
		if err != nil {
			return spiderql.SelItem{}, err
		}
		val, err := l.aggValUnit(x, sc)
		return spiderql.SelItem{Agg: agg, Val: val}, err
	case *ast.ParenthesesExpr:
		val, err := l.valUnit(x, sc, inSelectInner)
		return spiderql.SelItem{Val: val}, err
	}
	val, err := l.valUnit(f.Expr, sc, inSelect)
	return spiderql.SelItem{Val: val}, err
}

// aggValUnit lowers the argument of a select-level aggregate, a val_unit as in the reference
// (so sum(a * b) and max(count(x)) are accepted); DISTINCT marks its first column unit.
func (l *lowerer) aggValUnit(a *ast.AggregateFuncExpr, sc *scope) (spiderql.ValUnit, error) {
	all := spiderql.ValUnit{C1: &spiderql.ColUnit{Col: schema.AllID, Distinct: spiderql.False}}
	if isCountStar(a) {
		return all, nil
	}
	if len(a.Args) != 1 {
		return spiderql.ValUnit{}, unsupported("aggregate_arguments", strings.ToLower(a.F)+"() with several arguments")
	}
	if v, ok := tidbfront.Unparen(a.Args[0]).(*driver.ValueExpr); ok && strings.EqualFold(a.F, "count") && v.Kind() != driver.KindNull {
		l.kinds.add(KindCountConstant)
		return all, nil
	}
	val, err := l.valUnit(a.Args[0], sc, inSelectInner)
	if err != nil {
		return val, err
	}
	if a.Distinct {
		val.C1.Distinct = spiderql.True
	}
	return val, nil
}

// groupBy lowers GROUP BY items as column units.
func (l *lowerer) groupBy(g *ast.GroupByClause, sc *scope) ([]spiderql.ColUnit, error) {
	if g == nil {
		return nil, nil
	}
	if g.Rollup {
		return nil, unsupported("rollup", "WITH ROLLUP")
	}
	var out []spiderql.ColUnit
	for _, it := range g.Items {
		c, err := l.colUnit(it.Expr, sc, inGroup)
		if err != nil {
			return nil, err
		}
		out = append(out, *c)
	}
	return out, nil
}

// orderBy lowers ORDER BY items; the direction is the last one written, "asc" when none is,
// as the reference keeps one direction for the whole list.
func (l *lowerer) orderBy(o *ast.OrderByClause, sc *scope) (spiderql.OrderBy, error) {
	if o == nil {
		return spiderql.OrderBy{}, nil
	}
	out := spiderql.OrderBy{Present: true, Dir: "asc"}
	for _, it := range o.Items {
		v, err := l.valUnit(it.Expr, sc, inOrder)
		if err != nil {
			return spiderql.OrderBy{}, err
		}
		out.Vals = append(out.Vals, v)
		if !it.NullOrder { // TiDB sets NullOrder only when no direction is written
			out.Dir = "asc"
			if it.Desc {
				out.Dir = "desc"
			}
		}
	}
	return out, nil
}

// limit lowers LIMIT: always 1 in the test-suite dialect, the row count in the legacy one.
func (l *lowerer) limit(lim *ast.Limit) (*int, error) {
	if lim == nil || lim.Count == nil {
		return nil, nil
	}
	n := 1
	if l.d == spiderql.Spider {
		v, ok := lim.Count.(*driver.ValueExpr)
		if !ok || (v.Kind() != driver.KindInt64 && v.Kind() != driver.KindUint64) {
			return nil, unsupported("limit", "LIMIT without an integer constant")
		}
		n = int(v.GetInt64())
		if v.Kind() == driver.KindUint64 {
			n = int(v.GetUint64())
		}
	}
	return &n, nil
}
