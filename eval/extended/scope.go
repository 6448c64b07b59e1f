package extended

import (
	"github.com/pingcap/tidb/pkg/parser/ast"

	"github.com/spidereval/spidereval/eval/schema"
)

// scope is one SELECT block seen while lowering its column names.
type scope struct {
	parent  *scope
	tables  []string                // real FROM tables in order: the reference's default tables
	derived bool                    // FROM has a subquery
	fields  map[string]ast.ExprNode // select-item alias -> its expression
}

// clause tells where a name is looked up, which decides whether select aliases come first.
type clause int8

const (
	inSelect      clause = iota // the SELECT list, top level of an item
	inSelectInner               // the SELECT list, inside parentheses or an aggregate
	inCondition                 // WHERE, ON
	inGroup                     // GROUP BY
	inHaving                    // HAVING
	inOrder                     // ORDER BY
	inAlias                     // inside an expanded select alias: aliases are not looked up again
)

// aliasFirst reports whether a bare name names a select alias before a column in this clause.
func (c clause) aliasFirst() bool { return c == inOrder || c == inHaving }

// column resolves a column name to its "__table.column__" id. A qualifier goes through the
// query-wide alias map, then the table names; a bare name takes the first FROM table of the
// block having it (as the reference), then the FROM tables of enclosing blocks (an extension).
func (l *lowerer) column(c *ast.ColumnName, sc *scope) (string, error) {
	id, found := l.lookup(c, sc)
	if found {
		return id, nil
	}
	return "", l.columnError(c, sc)
}

// lookup resolves a column name without reporting why it fails.
func (l *lowerer) lookup(c *ast.ColumnName, sc *scope) (string, bool) {
	if c.Schema.L != "" {
		return "", false
	}
	if c.Table.L == "" && c.Name.L == "*" {
		return schema.AllID, true // agg(*) back-quoted by spiderEdits
	}
	if c.Table.L != "" {
		table, ok := l.aliases[c.Table.L]
		if !ok {
			table = c.Table.L
		}
		id, ok := l.s.IDs[table+"."+c.Name.L]
		return id, ok && table != ""
	}
	for cur := sc; cur != nil; cur = cur.parent {
		if id, ok := findColumn(l.s, cur.tables, c.Name.L); ok {
			if cur != sc {
				l.kinds.add(KindOuterColumn)
			}
			return id, true
		}
	}
	return "", false
}

// columnError explains why a column name does not resolve.
func (l *lowerer) columnError(c *ast.ColumnName, sc *scope) error {
	full := c.Name.O
	if c.Table.O != "" {
		full = c.Table.O + "." + full
	}
	switch {
	case c.Schema.L != "":
		return unsupported("qualified_table", c.Schema.O+"."+full)
	case c.Table.L != "":
		table, ok := l.aliases[c.Table.L]
		if !ok {
			if _, known := l.s.Columns[c.Table.L]; !known {
				return unsupported("unknown_qualifier", full)
			}
		}
		if ok && table == "" {
			return unsupported("subquery_column", full+" (column of a FROM subquery)")
		}
	case sc.derived:
		return unsupported("subquery_column", full+" (bare column of a FROM subquery)")
	}
	return unsupported("unknown_column", full)
}

// findColumn returns the id of name in the first of tables that has it.
func findColumn(s *schema.Schema, tables []string, name string) (string, bool) {
	for _, t := range tables {
		if s.Columns[t][name] {
			return s.IDs[t+"."+name], true
		}
	}
	return "", false
}

// selectAlias returns the expression a bare name stands for when it is a select alias of sc.
func selectAlias(c *ast.ColumnName, sc *scope) (ast.ExprNode, bool) {
	if c.Table.L != "" || c.Schema.L != "" || sc.fields == nil {
		return nil, false
	}
	e, ok := sc.fields[c.Name.L]
	return e, ok
}
