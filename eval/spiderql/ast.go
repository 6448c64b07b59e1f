// Package spiderql is the Spider evaluation grammar: its tokenizer, its parser
// and the query structure that the official scripts compare.
//
// The grammar is deliberately small and quirky: what it accepts and rejects
// defines the exact-match metric, so every rule follows the reference
// evaluator's observable behaviour, not SQL.
package spiderql

// Operator and keyword tables, indexed as in the reference data model.
var (
	WhereOps  = []string{"not", "between", "=", ">", "<", ">=", "<=", "!=", "in", "like", "is", "exists"}
	UnitOps   = []string{"none", "-", "+", "*", "/"}
	AggOps    = []string{"none", "max", "min", "count", "sum", "avg"}
	OrderOps  = []string{"desc", "asc"}
	CondOps   = []string{"and", "or"}
	SetOps    = []string{"intersect", "union", "except"}
	ClauseKWs = []string{"select", "from", "where", "group", "order", "limit", "intersect", "union", "except"}
	JoinKWs   = []string{"join", "on", "as"}
)

// Indexes into WhereOps used by the matcher.
const (
	OpBetween = 1
	OpIn      = 8
	OpLike    = 9
)

// Flag is a Python-style optional boolean: false, true, or None (after normalisation).
type Flag int8

// Flag values.
const (
	False Flag = iota
	True
	None
)

// ColUnit is (agg_id, col_id, isDistinct).
type ColUnit struct {
	Agg      int
	Col      string
	Distinct Flag
}

// ValUnit is (unit_op, col_unit1, col_unit2); C2 is nil when Op is none.
type ValUnit struct {
	Op int
	C1 *ColUnit
	C2 *ColUnit
}

// ValueKind tells which alternative a Value holds.
type ValueKind int8

// Value kinds: absent, number, quoted string, nested query, column.
const (
	NoValue ValueKind = iota
	NumberValue
	StringValue
	QueryValue
	ColumnValue
)

// Value is a condition operand: None, a float, a quoted string token, a nested query or a column unit.
type Value struct {
	Kind  ValueKind
	Num   float64
	Str   string
	Query *Query
	Col   *ColUnit
}

// CondUnit is (not_op, op_id, val_unit, val1, val2).
type CondUnit struct {
	Not  bool
	Op   int
	Val  ValUnit
	Val1 Value
	Val2 Value
}

// Condition is the reference's flat list [cond, 'and'|'or', cond, ...]:
// Units are its even elements, Conns its odd ones (a trailing connector is possible).
type Condition struct {
	Units []CondUnit
	Conns []string
}

// Len is the length of the flat list.
func (c Condition) Len() int { return len(c.Units) + len(c.Conns) }

// SelItem is one (agg_id, val_unit) of the select list.
type SelItem struct {
	Agg int
	Val ValUnit
}

// Select is (isDistinct, [(agg_id, val_unit), ...]).
type Select struct {
	Distinct Flag
	Items    []SelItem
}

// TableUnit is ('table_unit', table_id) or ('sql', query).
type TableUnit struct {
	Table string // "__name__" when Sub is nil
	Sub   *Query
}

// From is {'table_units': [...], 'conds': condition}.
type From struct {
	Tables []TableUnit
	Conds  Condition
}

// OrderBy is [] (Present false) or (direction, [val_unit, ...]).
type OrderBy struct {
	Present bool
	Dir     string
	Vals    []ValUnit
}

// Query is the reference's sql dict.
type Query struct {
	Select    Select
	From      From
	Where     Condition
	GroupBy   []ColUnit
	OrderBy   OrderBy
	Having    Condition
	Limit     *int
	Intersect *Query
	Union     *Query
	Except    *Query
}

// Empty is the query the reference substitutes for an unparsable prediction.
func Empty() *Query { return &Query{} }

// SetOp returns the branch for one of SetOps.
func (q *Query) SetOp(op string) *Query {
	switch op {
	case "intersect":
		return q.Intersect
	case "union":
		return q.Union
	case "except":
		return q.Except
	}
	return nil
}
