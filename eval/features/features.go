// Package features names the SQL features of a query (joins, nesting and
// where, set operations, aggregates, clauses, LIKE, CASE, window
// functions, DISTINCT, arithmetic, scalar functions) and breaks a run's
// accuracy down by them: with and without each feature in the gold, and
// how often a prediction lacks a feature its gold has, or adds one. The
// profiles come from a full SQL parser (the explainer's); this package
// holds no parser. These figures are spidereval's own, beside the
// official ones.
package features

// The features, in the order reports list them. Counted features have a
// bucket of their own ("2+ JOINs").
const (
	Join          = "JOIN"
	Joins2        = "2+ JOINs"
	Nested        = "nested query"
	Nested2       = "nested 2+ deep"
	NestedFrom    = "nested in FROM"
	NestedWhere   = "nested in WHERE"
	NestedSelect  = "nested in SELECT"
	NestedHaving  = "nested in HAVING"
	SetOperation  = "set operation"
	Aggregate     = "aggregate"
	GroupBy       = "GROUP BY"
	Having        = "HAVING"
	OrderBy       = "ORDER BY"
	Limit         = "LIMIT"
	Like          = "LIKE"
	Case          = "CASE / IIF"
	Window        = "window function"
	Distinct      = "DISTINCT"
	Arithmetic    = "arithmetic"
	ScalarFunc    = "scalar function"
	CommonTableEx = "WITH"
)

// Catalog lists every feature in report order.
var Catalog = []string{Join, Joins2, Nested, Nested2, NestedFrom, NestedWhere, NestedSelect, NestedHaving,
	SetOperation, Aggregate, GroupBy, Having, OrderBy, Limit, Like, Case, Window, Distinct, Arithmetic, ScalarFunc, CommonTableEx}

// Profile counts what one query uses.
type Profile struct {
	Joins                                                                           int             // tables joined beyond the first, over every SELECT
	Depth                                                                           int             // deepest nesting of a query inside another, 0 for none
	NestedIn                                                                        map[string]bool // the clauses that hold a nested query: FROM, WHERE, SELECT, HAVING
	SetOps                                                                          int             // UNION, INTERSECT, EXCEPT
	Aggregates                                                                      int
	Functions                                                                       int // scalar function calls (IIF counted as CASE)
	GroupBy, Having, OrderBy, Limit, Like, Case, Window, Distinct, Arithmetic, With bool
}

// Names lists the features the profile has, in Catalog order.
func (p Profile) Names() []string {
	has := map[string]bool{
		Join: p.Joins >= 1, Joins2: p.Joins >= 2, Nested: p.Depth >= 1, Nested2: p.Depth >= 2,
		NestedFrom: p.NestedIn["FROM"], NestedWhere: p.NestedIn["WHERE"], NestedSelect: p.NestedIn["SELECT"], NestedHaving: p.NestedIn["HAVING"],
		SetOperation: p.SetOps > 0, Aggregate: p.Aggregates > 0, GroupBy: p.GroupBy, Having: p.Having, OrderBy: p.OrderBy, Limit: p.Limit,
		Like: p.Like, Case: p.Case, Window: p.Window, Distinct: p.Distinct, Arithmetic: p.Arithmetic, ScalarFunc: p.Functions > 0, CommonTableEx: p.With,
	}
	out := []string{}
	for _, f := range Catalog {
		if has[f] {
			out = append(out, f)
		}
	}
	return out
}
