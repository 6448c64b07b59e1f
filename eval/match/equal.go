// Package match judges a predicted query against the gold one as the
// reference does: value and DISTINCT removal, the foreign-key column map,
// the ten partial components, exact set match and hardness.
package match

import "github.com/spidereval/spidereval/eval/spiderql"

// The equality functions mirror Python's == on the reference's nested
// tuples, lists and dicts: numbers compare by value (NaN never equal),
// strings exactly, and optional flags distinguish False from None.

func colUnitEq(a, b *spiderql.ColUnit) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Agg == b.Agg && a.Col == b.Col && a.Distinct == b.Distinct
}

func valUnitEq(a, b spiderql.ValUnit) bool {
	return a.Op == b.Op && colUnitEq(a.C1, b.C1) && colUnitEq(a.C2, b.C2)
}

func valueEq(a, b spiderql.Value) bool {
	if a.Kind != b.Kind {
		return false
	}
	switch a.Kind {
	case spiderql.NumberValue:
		return a.Num == b.Num
	case spiderql.StringValue:
		return a.Str == b.Str
	case spiderql.QueryValue:
		return queryEq(a.Query, b.Query)
	case spiderql.ColumnValue:
		return colUnitEq(a.Col, b.Col)
	}
	return true
}

func condUnitEq(a, b *spiderql.CondUnit) bool {
	return a.Not == b.Not && a.Op == b.Op && valUnitEq(a.Val, b.Val) && valueEq(a.Val1, b.Val1) && valueEq(a.Val2, b.Val2)
}

func conditionEq(a, b spiderql.Condition) bool {
	if len(a.Units) != len(b.Units) || len(a.Conns) != len(b.Conns) {
		return false
	}
	for i := range a.Units {
		if !condUnitEq(&a.Units[i], &b.Units[i]) {
			return false
		}
	}
	for i := range a.Conns {
		if a.Conns[i] != b.Conns[i] {
			return false
		}
	}
	return true
}

func selItemEq(a, b spiderql.SelItem) bool { return a.Agg == b.Agg && valUnitEq(a.Val, b.Val) }

func tableUnitEq(a, b spiderql.TableUnit) bool {
	if (a.Sub == nil) != (b.Sub == nil) {
		return false
	}
	if a.Sub != nil {
		return queryEq(a.Sub, b.Sub)
	}
	return a.Table == b.Table
}

func orderByEq(a, b spiderql.OrderBy) bool {
	if a.Present != b.Present {
		return false
	}
	if !a.Present {
		return true
	}
	if a.Dir != b.Dir || len(a.Vals) != len(b.Vals) {
		return false
	}
	for i := range a.Vals {
		if !valUnitEq(a.Vals[i], b.Vals[i]) {
			return false
		}
	}
	return true
}

func colUnitsEq(a, b []spiderql.ColUnit) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !colUnitEq(&a[i], &b[i]) {
			return false
		}
	}
	return true
}

func queryEq(a, b *spiderql.Query) bool {
	if a == nil || b == nil {
		return a == b
	}
	if a.Select.Distinct != b.Select.Distinct || len(a.Select.Items) != len(b.Select.Items) {
		return false
	}
	for i := range a.Select.Items {
		if !selItemEq(a.Select.Items[i], b.Select.Items[i]) {
			return false
		}
	}
	if len(a.From.Tables) != len(b.From.Tables) {
		return false
	}
	for i := range a.From.Tables {
		if !tableUnitEq(a.From.Tables[i], b.From.Tables[i]) {
			return false
		}
	}
	if (a.Limit == nil) != (b.Limit == nil) || (a.Limit != nil && *a.Limit != *b.Limit) {
		return false
	}
	return conditionEq(a.From.Conds, b.From.Conds) && conditionEq(a.Where, b.Where) &&
		colUnitsEq(a.GroupBy, b.GroupBy) && orderByEq(a.OrderBy, b.OrderBy) && conditionEq(a.Having, b.Having) &&
		queryEq(a.Intersect, b.Intersect) && queryEq(a.Union, b.Union) && queryEq(a.Except, b.Except)
}
