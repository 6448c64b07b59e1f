package extended

import "github.com/pingcap/tidb/pkg/parser/ast"

// collectAliases builds the query-wide table alias map in text order (a later alias of the
// same name replaces an earlier one, as in the reference, whose map ignores nesting) and
// returns how many aliases the statement writes, tables and select items together.
func (l *lowerer) collectAliases(st ast.Node) int {
	v := &aliasVisitor{l: l}
	l.aliases = map[string]string{}
	st.Accept(v)
	return v.count
}

// aliasVisitor is the ast.Visitor behind collectAliases.
type aliasVisitor struct {
	l     *lowerer
	count int
}

// Enter implements ast.Visitor.
func (v *aliasVisitor) Enter(n ast.Node) (ast.Node, bool) { return n, false }

// Leave implements ast.Visitor; a TableSource is left after its subquery, so aliases come in text order.
func (v *aliasVisitor) Leave(n ast.Node) (ast.Node, bool) {
	switch x := n.(type) {
	case *ast.TableSource:
		if x.AsName.L == "" {
			break
		}
		v.count++
		v.checkTableName(x.AsName.L)
		if tn, ok := x.Source.(*ast.TableName); ok {
			v.l.aliases[x.AsName.L] = tn.Name.L
		} else {
			v.l.aliases[x.AsName.L] = ""
		}
	case *ast.SelectField:
		if x.AsName.L != "" {
			v.count++
			v.checkTableName(x.AsName.L)
		}
	}
	return n, true
}

// checkTableName records an alias spelled like a table of the schema, which the reference rejects.
func (v *aliasVisitor) checkTableName(alias string) {
	if _, ok := v.l.s.Columns[alias]; ok {
		v.l.kinds.add(KindAliasIsTable)
	}
}
