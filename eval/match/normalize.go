package match

import (
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// Normalize rewrites a parsed query in place the way the reference does
// before comparing: values removed (except inside FROM subqueries), then
// columns of the outer FROM tables mapped through the foreign-key map and
// DISTINCT flags cleared (not inside nested WHERE/HAVING subqueries; set
// operation branches use the outer FROM's columns).
func Normalize(q *spiderql.Query, s *schema.Schema, fk map[string]string) {
	var tables []string
	for _, t := range q.From.Tables {
		if t.Sub == nil {
			tables = append(tables, t.Table)
		}
	}
	valid := s.ValidColumns(tables)
	dropValues(q)
	mapColumns(q, valid, fk)
}

func dropValues(q *spiderql.Query) {
	if q == nil {
		return
	}
	dropCondValues(q.From.Conds)
	dropCondValues(q.Having)
	dropCondValues(q.Where)
	dropValues(q.Intersect)
	dropValues(q.Except)
	dropValues(q.Union)
}

func dropCondValues(c spiderql.Condition) {
	for i := range c.Units {
		u := &c.Units[i]
		u.Val1 = dropValue(u.Val1)
		u.Val2 = dropValue(u.Val2)
	}
}

func dropValue(v spiderql.Value) spiderql.Value {
	if v.Kind == spiderql.QueryValue {
		dropValues(v.Query)
		return v
	}
	return spiderql.Value{}
}

func mapColumns(q *spiderql.Query, valid map[string]bool, fk map[string]string) {
	if q == nil {
		return
	}
	for i := range q.Select.Items {
		mapValUnit(&q.Select.Items[i].Val, valid, fk)
	}
	q.Select.Distinct = spiderql.None
	mapCondCols(q.From.Conds, valid, fk)
	mapCondCols(q.Where, valid, fk)
	for i := range q.GroupBy {
		mapColUnit(&q.GroupBy[i], valid, fk)
	}
	for i := range q.OrderBy.Vals {
		mapValUnit(&q.OrderBy.Vals[i], valid, fk)
	}
	mapCondCols(q.Having, valid, fk)
	mapColumns(q.Intersect, valid, fk)
	mapColumns(q.Except, valid, fk)
	mapColumns(q.Union, valid, fk)
}

func mapCondCols(c spiderql.Condition, valid map[string]bool, fk map[string]string) {
	for i := range c.Units {
		mapValUnit(&c.Units[i].Val, valid, fk)
	}
}

func mapValUnit(v *spiderql.ValUnit, valid map[string]bool, fk map[string]string) {
	if v.C1 != nil {
		c := *v.C1
		mapColUnit(&c, valid, fk)
		v.C1 = &c
	}
	if v.C2 != nil {
		c := *v.C2
		mapColUnit(&c, valid, fk)
		v.C2 = &c
	}
}

func mapColUnit(c *spiderql.ColUnit, valid map[string]bool, fk map[string]string) {
	if to, ok := fk[c.Col]; ok && valid[c.Col] {
		c.Col = to
	}
	c.Distinct = spiderql.None
}
