package extended

import (
	"fmt"

	"github.com/pingcap/tidb/pkg/parser/ast"

	"github.com/spidereval/spidereval/eval/spiderql"
)

// from lowers a FROM tree into table units in source order, the ON conditions of all joins
// concatenated with "and" (the reference's JOIN ... ON), and fills the block's default tables.
func (l *lowerer) from(n ast.ResultSetNode, sc *scope, f *spiderql.From) error {
	switch x := n.(type) {
	case *ast.Join:
		return l.join(x, sc, f)
	case *ast.TableSource:
		return l.tableSource(x, sc, f)
	case nil:
		return nil
	}
	return unsupported("from", fmt.Sprintf("%T", n))
}

// join lowers one join node: left side, right side, then its ON condition.
func (l *lowerer) join(x *ast.Join, sc *scope, f *spiderql.From) error {
	if x.Right == nil {
		return l.from(x.Left, sc, f)
	}
	switch {
	case x.NaturalJoin:
		return unsupported("natural_join", "NATURAL JOIN")
	case x.StraightJoin:
		return unsupported("straight_join", "STRAIGHT_JOIN")
	case len(x.Using) > 0:
		return unsupported("join_using", "JOIN ... USING")
	}
	if x.ExplicitParens {
		l.kinds.add(KindParenJoin)
	}
	switch x.Tp {
	case ast.LeftJoin:
		l.kinds.add(KindLeftJoin)
	case ast.RightJoin:
		l.kinds.add(KindRightJoin)
	}
	if err := l.from(x.Left, sc, f); err != nil {
		return err
	}
	if err := l.from(x.Right, sc, f); err != nil {
		return err
	}
	if x.On == nil {
		return nil
	}
	c, err := l.condition(x.On.Expr, sc, inCondition)
	if err != nil {
		return fmt.Errorf("ON: %w", err)
	}
	if f.Conds.Len() > 0 {
		f.Conds.Conns = append(f.Conds.Conns, "and")
	}
	f.Conds.Units = append(f.Conds.Units, c.Units...)
	f.Conds.Conns = append(f.Conds.Conns, c.Conns...)
	return nil
}

// tableSource lowers a table (its alias is already in the query-wide map) or a FROM subquery.
func (l *lowerer) tableSource(x *ast.TableSource, sc *scope, f *spiderql.From) error {
	if x.Lateral || len(x.ColumnNames) > 0 {
		return unsupported("derived_columns", "LATERAL or a column list on a FROM subquery")
	}
	switch src := x.Source.(type) {
	case *ast.TableName:
		if src.Schema.L != "" {
			return unsupported("qualified_table", src.Schema.O+"."+src.Name.O)
		}
		id, ok := l.s.IDs[src.Name.L]
		if _, isTable := l.s.Columns[src.Name.L]; !ok || !isTable {
			return unsupported("unknown_table", src.Name.O)
		}
		f.Tables = append(f.Tables, spiderql.TableUnit{Table: id})
		sc.tables = append(sc.tables, src.Name.L)
		return nil
	case *ast.SelectStmt, *ast.SetOprStmt:
		if x.AsName.L != "" {
			l.kinds.add(KindFromSubqueryAlias)
		}
		// A derived table sees the enclosing blocks, not its sibling FROM tables.
		sub, err := l.resultSet(src, sc.parent)
		if err != nil {
			return fmt.Errorf("subquery: %w", err)
		}
		sc.derived = true
		f.Tables = append(f.Tables, spiderql.TableUnit{Sub: sub})
		return nil
	case *ast.Join:
		l.kinds.add(KindParenJoin)
		return l.join(src, sc, f)
	}
	return unsupported("from", fmt.Sprintf("%T", x.Source))
}
