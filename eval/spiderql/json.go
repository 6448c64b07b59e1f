package spiderql

import (
	"encoding/json"
	"math"
)

// Tree converts a query into the reference's JSON-like shape (tuples as
// arrays, None as nil), e.g. for comparison with the reference parser's output.
func (q *Query) Tree() any {
	if q == nil {
		return nil
	}
	m := map[string]any{
		"select":    []any{flag(q.Select.Distinct), selItems(q.Select.Items)},
		"from":      map[string]any{"table_units": tableUnits(q.From.Tables), "conds": q.From.Conds.tree()},
		"where":     q.Where.tree(),
		"groupBy":   colUnits(q.GroupBy),
		"having":    q.Having.tree(),
		"orderBy":   q.OrderBy.tree(),
		"limit":     nil,
		"intersect": q.Intersect.Tree(),
		"union":     q.Union.Tree(),
		"except":    q.Except.Tree(),
	}
	if q.Limit != nil {
		m["limit"] = float64(*q.Limit)
	}
	return m
}

// MarshalJSON encodes the query in the reference's shape.
func (q *Query) MarshalJSON() ([]byte, error) { return json.Marshal(q.Tree()) }

func flag(f Flag) any {
	switch f {
	case True:
		return true
	case False:
		return false
	}
	return nil
}

func (c *ColUnit) tree() any {
	if c == nil {
		return nil
	}
	return []any{float64(c.Agg), c.Col, flag(c.Distinct)}
}

func (v ValUnit) tree() any { return []any{float64(v.Op), v.C1.tree(), v.C2.tree()} }

func (v Value) tree() any {
	switch v.Kind {
	case NumberValue:
		if math.IsNaN(v.Num) || math.IsInf(v.Num, 0) {
			return v.Str
		}
		return v.Num
	case StringValue:
		return v.Str
	case QueryValue:
		return v.Query.Tree()
	case ColumnValue:
		return v.Col.tree()
	}
	return nil
}

func (c Condition) tree() any {
	out := make([]any, 0, c.Len())
	for i, u := range c.Units {
		out = append(out, []any{u.Not, float64(u.Op), u.Val.tree(), u.Val1.tree(), u.Val2.tree()})
		if i < len(c.Conns) {
			out = append(out, c.Conns[i])
		}
	}
	return out
}

func (o OrderBy) tree() any {
	if !o.Present {
		return []any{}
	}
	vals := make([]any, len(o.Vals))
	for i, v := range o.Vals {
		vals[i] = v.tree()
	}
	return []any{o.Dir, vals}
}

func selItems(items []SelItem) any {
	out := make([]any, len(items))
	for i, it := range items {
		out[i] = []any{float64(it.Agg), it.Val.tree()}
	}
	return out
}

func colUnits(cs []ColUnit) any {
	out := make([]any, len(cs))
	for i := range cs {
		out[i] = cs[i].tree()
	}
	return out
}

func tableUnits(ts []TableUnit) any {
	out := make([]any, len(ts))
	for i, t := range ts {
		if t.Sub != nil {
			out[i] = []any{"sql", t.Sub.Tree()}
		} else {
			out[i] = []any{"table_unit", t.Table}
		}
	}
	return out
}
