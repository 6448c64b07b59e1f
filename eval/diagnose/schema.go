package diagnose

import (
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
)

// Table is one table of a database schema: its name and column names as written.
type Table struct {
	Name    string   `json:"name"`
	Columns []string `json:"columns"`
}

// Schema lists the tables of one database, for back-quoting reserved words and checking names.
type Schema struct {
	Tables []Table `json:"tables"`
}

// Idents returns every table and column name of the schema.
func (s Schema) Idents() []string {
	var out []string
	for _, t := range s.Tables {
		out = append(out, t.Name)
		out = append(out, t.Columns...)
	}
	return out
}

// identSet lower-cases names into a set.
func identSet(names []string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[strings.ToLower(n)] = true
	}
	return m
}

// columnIndex maps lower-case table names to their lower-case column sets.
type columnIndex map[string]map[string]bool

// index builds the lookup of the schema.
func (s Schema) index() columnIndex {
	idx := columnIndex{}
	for _, t := range s.Tables {
		cols := map[string]bool{}
		for _, c := range t.Columns {
			cols[strings.ToLower(c)] = true
		}
		idx[strings.ToLower(t.Name)] = cols
	}
	return idx
}

// tablesWith returns the schema tables (in schema order) having column col.
func (s Schema) tablesWith(col string) []string {
	var out []string
	for _, t := range s.Tables {
		for _, c := range t.Columns {
			if strings.EqualFold(c, col) {
				out = append(out, t.Name)
				break
			}
		}
	}
	return out
}

// scope is the FROM clause of one SELECT, seen while resolving its column names.
type scope struct {
	parent  *scope
	sources map[string]string // qualifier (alias or table name) -> lower table name, "" if derived
	tables  []string          // lower names of the real tables in FROM order
	derived bool              // FROM has a subquery or CTE source
	opaque  bool              // FROM names an unknown table, so bare columns are not checked
	aliases map[string]bool   // select-item aliases
	ctes    map[string]bool   // CTE names visible here
}

// lookup finds a qualifier in this scope or an enclosing one.
func (s *scope) lookup(q string) (table string, ok bool) {
	for sc := s; sc != nil; sc = sc.parent {
		if t, found := sc.sources[q]; found {
			return t, true
		}
	}
	return "", false
}

// isCTE reports whether name is a CTE visible in this scope.
func (s *scope) isCTE(name string) bool {
	for sc := s; sc != nil; sc = sc.parent {
		if sc.ctes[name] {
			return true
		}
	}
	return false
}

// resolver checks table and column names against a schema.
type resolver struct {
	schema Schema
	idx    columnIndex
	src    tidbfront.Rewritten
	set    *constructSet
	global map[string]string // the grammar's query-wide alias map: the last table named by each alias
}

// globalAliases collects, in text order, every table alias of the statement; like the Spider
// grammar, a later definition of an alias replaces an earlier one.
func globalAliases(n ast.Node) map[string]string {
	v := &aliasCollector{m: map[string]string{}}
	n.Accept(v)
	return v.m
}

// aliasCollector is the ast.Visitor behind globalAliases.
type aliasCollector struct{ m map[string]string }

// Enter implements ast.Visitor.
func (v *aliasCollector) Enter(n ast.Node) (ast.Node, bool) {
	if ts, ok := n.(*ast.TableSource); ok && ts.AsName.L != "" {
		if tn, ok := ts.Source.(*ast.TableName); ok {
			v.m[ts.AsName.L] = tn.Name.L
		}
	}
	return n, false
}

// Leave implements ast.Visitor.
func (v *aliasCollector) Leave(n ast.Node) (ast.Node, bool) { return n, true }

// add records an unknown identifier at node n.
func (r *resolver) add(kind string, n ast.Node, detail string) {
	r.set.addAt(r.src, kind, n, detail)
}

// resultSet resolves a SELECT, a set operation or a subquery inside scope parent.
func (r *resolver) resultSet(n ast.Node, parent *scope) {
	switch x := n.(type) {
	case *ast.SelectStmt:
		r.selectStmt(x, parent)
	case *ast.SetOprStmt:
		parent = r.with(x.With, parent)
		r.setList(x.SelectList, parent)
	case *ast.SetOprSelectList:
		r.setList(x, parent)
	case *ast.SubqueryExpr:
		r.resultSet(x.Query, parent)
	}
}

// setList resolves each branch of a set operation.
func (r *resolver) setList(l *ast.SetOprSelectList, parent *scope) {
	if l == nil {
		return
	}
	parent = r.with(l.With, parent)
	for _, sel := range l.Selects {
		r.resultSet(sel, parent)
	}
}

// with resolves CTE bodies and returns a scope that knows the CTE names.
func (r *resolver) with(w *ast.WithClause, parent *scope) *scope {
	if w == nil {
		return parent
	}
	sc := &scope{parent: parent, sources: map[string]string{}, ctes: map[string]bool{}}
	for _, cte := range w.CTEs {
		if cte.Query != nil {
			r.resultSet(cte.Query.Query, sc)
		}
		sc.ctes[cte.Name.L] = true
	}
	return sc
}

// selectStmt resolves the names of one SELECT block.
func (r *resolver) selectStmt(s *ast.SelectStmt, parent *scope) {
	parent = r.with(s.With, parent)
	sc := &scope{parent: parent, sources: map[string]string{}, aliases: map[string]bool{}}
	var ons []ast.ExprNode
	if s.From != nil {
		r.from(s.From.TableRefs, sc, &ons)
	}
	if s.Fields != nil {
		for _, f := range s.Fields.Fields {
			if f.AsName.L != "" {
				sc.aliases[f.AsName.L] = true
			}
		}
		for _, f := range s.Fields.Fields {
			if f.WildCard != nil && f.WildCard.Table.L != "" {
				if _, ok := sc.lookup(f.WildCard.Table.L); !ok {
					r.add("unknown_qualifier", nil, f.WildCard.Table.O+".*")
				}
			}
			r.expr(f.Expr, sc)
		}
	}
	for _, on := range ons {
		r.expr(on, sc)
	}
	r.expr(s.Where, sc)
	if s.GroupBy != nil {
		for _, it := range s.GroupBy.Items {
			r.expr(it.Expr, sc)
		}
	}
	if s.Having != nil {
		r.expr(s.Having.Expr, sc)
	}
	if s.OrderBy != nil {
		for _, it := range s.OrderBy.Items {
			r.expr(it.Expr, sc)
		}
	}
}

// from registers the sources of a FROM tree in sc and collects ON conditions.
func (r *resolver) from(n ast.ResultSetNode, sc *scope, ons *[]ast.ExprNode) {
	switch x := n.(type) {
	case *ast.Join:
		if x.Left != nil {
			r.from(x.Left, sc, ons)
		}
		if x.Right != nil {
			r.from(x.Right, sc, ons)
		}
		if x.On != nil {
			*ons = append(*ons, x.On.Expr)
		}
	case *ast.TableSource:
		alias := x.AsName.L
		switch src := x.Source.(type) {
		case *ast.TableName:
			name := src.Name.L
			switch {
			case sc.isCTE(name):
				sc.derived = true
				sc.sources[name] = ""
			case r.idx[name] == nil:
				r.add("unknown_table", nil, src.Name.O)
				sc.sources[name] = ""
				sc.opaque = true
			default:
				sc.sources[name] = name
				sc.tables = append(sc.tables, name)
			}
			if alias != "" {
				sc.sources[alias] = sc.sources[name]
			}
		case *ast.Join:
			r.from(src, sc, ons)
		default:
			r.resultSet(src, sc.parent)
			sc.derived = true
			if alias != "" {
				sc.sources[alias] = ""
			}
		}
	}
}

// expr resolves every column name in an expression, entering subqueries with a new scope.
func (r *resolver) expr(e ast.Node, sc *scope) {
	if e == nil {
		return
	}
	e.Accept(&resolveVisitor{r: r, sc: sc})
}

// resolveVisitor is the ast.Visitor behind resolver.expr.
type resolveVisitor struct {
	r  *resolver
	sc *scope
}

// Enter implements ast.Visitor.
func (v *resolveVisitor) Enter(n ast.Node) (ast.Node, bool) {
	switch x := n.(type) {
	case *ast.SubqueryExpr:
		v.r.resultSet(x.Query, v.sc)
		return n, true
	case *ast.ColumnNameExpr:
		v.r.column(x, v.sc)
		return n, true
	}
	return n, false
}

// Leave implements ast.Visitor.
func (v *resolveVisitor) Leave(n ast.Node) (ast.Node, bool) { return n, true }

// column checks one column reference the way the Spider grammar resolves it: a qualified
// column must exist in its table; a bare one in a real table of the same FROM clause.
func (r *resolver) column(x *ast.ColumnNameExpr, sc *scope) {
	cn := x.Name
	col := cn.Name.L
	if q := cn.Table.L; q != "" {
		table, ok := sc.lookup(q)
		last, isAlias := r.global[q]
		switch {
		case ok:
		case isAlias:
			table = last // the grammar's alias map is query-wide
		case r.idx[q] != nil:
			table = q // the grammar accepts any schema table as a qualifier
		default:
			r.add("unknown_qualifier", x, cn.Table.O+"."+cn.Name.O)
			return
		}
		if isAlias && table != "" && last != table {
			// The grammar reads the alias as its last table: wrong silently, or unknown.
			if !r.idx[last][col] {
				r.add("alias_reused", x, cn.Table.O+"."+cn.Name.O+" ("+cn.Table.O+" last names "+last+")")
			}
			return
		}
		if table != "" && !r.idx[table][col] {
			r.add("unknown_column", x, cn.Table.O+"."+cn.Name.O+r.elsewhere(cn.Name.O))
		}
		return
	}
	if sc.aliases[col] || sc.opaque {
		return
	}
	for _, t := range sc.tables {
		if r.idx[t][col] {
			return
		}
	}
	switch {
	case sc.derived:
		r.add("subquery_column", x, cn.Name.O)
	case r.inOuterScope(col, sc.parent):
		r.add("outer_column", x, cn.Name.O)
	default:
		r.add("unknown_column", x, cn.Name.O+r.elsewhere(cn.Name.O))
	}
}

// inOuterScope reports whether a bare column belongs to a table of an enclosing query.
func (r *resolver) inOuterScope(col string, sc *scope) bool {
	for ; sc != nil; sc = sc.parent {
		for _, t := range sc.tables {
			if r.idx[t][col] {
				return true
			}
		}
	}
	return false
}

// elsewhere names the schema tables that do have the column, as a hint.
func (r *resolver) elsewhere(col string) string {
	ts := r.schema.tablesWith(col)
	if len(ts) == 0 {
		return " (in no table)"
	}
	if len(ts) > 3 {
		ts = append(ts[:3], "…")
	}
	return " (a column of " + strings.Join(ts, ", ") + ")"
}

// aliasTableClashes flags aliases equal to a schema table name, which the grammar rejects.
func aliasTableClashes(aliases map[string]string, idx columnIndex, set *constructSet, toks []tidbfront.Token) {
	for name := range aliases {
		if idx[name] == nil {
			continue
		}
		off := -1
		for i, t := range toks {
			if i > 0 && toks[i-1].Is("as") && t.Kind != tidbfront.String && strings.EqualFold(t.Name(), name) {
				off = t.Start
				break
			}
		}
		set.add(newConstruct("alias_is_table", name, off))
	}
}
