package explain

import (
	"strconv"

	"github.com/spidereval/spidereval/eval/spiderql"
)

// The wire form of a spiderql.Query. Query's own JSON is the reference's
// shape, which drops number texts; these mirrors keep every field, and
// numbers as text so that NaN and infinities cross too.
type (
	wireQuery struct {
		Select    spiderql.Select    `json:"select"`
		From      wireFrom           `json:"from"`
		Where     wireCondition      `json:"where"`
		GroupBy   []spiderql.ColUnit `json:"group_by,omitempty"`
		OrderBy   spiderql.OrderBy   `json:"order_by"`
		Having    wireCondition      `json:"having"`
		Limit     *int               `json:"limit,omitempty"`
		Intersect *wireQuery         `json:"intersect,omitempty"`
		Union     *wireQuery         `json:"union,omitempty"`
		Except    *wireQuery         `json:"except,omitempty"`
	}
	wireFrom struct {
		Tables []wireTable   `json:"tables"`
		Conds  wireCondition `json:"conds"`
	}
	wireTable struct {
		Table string     `json:"table,omitempty"`
		Sub   *wireQuery `json:"sub,omitempty"`
	}
	wireCondition struct {
		Units []wireCondUnit `json:"units,omitempty"`
		Conns []string       `json:"conns,omitempty"`
	}
	wireCondUnit struct {
		Not  bool             `json:"not,omitempty"`
		Op   int              `json:"op"`
		Val  spiderql.ValUnit `json:"val"`
		Val1 wireValue        `json:"val1"`
		Val2 wireValue        `json:"val2"`
	}
	wireValue struct {
		Kind  spiderql.ValueKind `json:"kind,omitempty"`
		Num   string             `json:"num,omitempty"`
		Str   string             `json:"str,omitempty"`
		Query *wireQuery         `json:"query,omitempty"`
		Col   *spiderql.ColUnit  `json:"col,omitempty"`
	}
)

func toWire(q *spiderql.Query) *wireQuery {
	if q == nil {
		return nil
	}
	w := &wireQuery{Select: q.Select, Where: condToWire(q.Where), GroupBy: q.GroupBy, OrderBy: q.OrderBy,
		Having: condToWire(q.Having), Limit: q.Limit,
		Intersect: toWire(q.Intersect), Union: toWire(q.Union), Except: toWire(q.Except)}
	w.From.Conds = condToWire(q.From.Conds)
	for _, t := range q.From.Tables {
		w.From.Tables = append(w.From.Tables, wireTable{Table: t.Table, Sub: toWire(t.Sub)})
	}
	return w
}

func condToWire(c spiderql.Condition) wireCondition {
	w := wireCondition{Conns: c.Conns}
	for _, u := range c.Units {
		w.Units = append(w.Units, wireCondUnit{Not: u.Not, Op: u.Op, Val: u.Val, Val1: valueToWire(u.Val1), Val2: valueToWire(u.Val2)})
	}
	return w
}

func valueToWire(v spiderql.Value) wireValue {
	w := wireValue{Kind: v.Kind, Str: v.Str, Query: toWire(v.Query), Col: v.Col}
	if v.Num != 0 {
		w.Num = strconv.FormatFloat(v.Num, 'g', -1, 64)
	}
	return w
}

func (w *wireQuery) query() (*spiderql.Query, error) {
	if w == nil {
		return nil, nil
	}
	q := &spiderql.Query{Select: w.Select, GroupBy: w.GroupBy, OrderBy: w.OrderBy, Limit: w.Limit}
	var err error
	set := func(dst *spiderql.Condition, c wireCondition) {
		if err == nil {
			*dst, err = c.condition()
		}
	}
	sub := func(dst **spiderql.Query, w *wireQuery) {
		if err == nil {
			*dst, err = w.query()
		}
	}
	set(&q.Where, w.Where)
	set(&q.Having, w.Having)
	set(&q.From.Conds, w.From.Conds)
	for _, t := range w.From.Tables {
		u := spiderql.TableUnit{Table: t.Table}
		sub(&u.Sub, t.Sub)
		q.From.Tables = append(q.From.Tables, u)
	}
	sub(&q.Intersect, w.Intersect)
	sub(&q.Union, w.Union)
	sub(&q.Except, w.Except)
	return q, err
}

func (w wireCondition) condition() (spiderql.Condition, error) {
	c := spiderql.Condition{Conns: w.Conns}
	for _, u := range w.Units {
		v1, err := u.Val1.value()
		if err != nil {
			return c, err
		}
		v2, err := u.Val2.value()
		if err != nil {
			return c, err
		}
		c.Units = append(c.Units, spiderql.CondUnit{Not: u.Not, Op: u.Op, Val: u.Val, Val1: v1, Val2: v2})
	}
	return c, nil
}

func (w wireValue) value() (spiderql.Value, error) {
	v := spiderql.Value{Kind: w.Kind, Str: w.Str, Col: w.Col}
	if w.Num != "" {
		n, err := strconv.ParseFloat(w.Num, 64)
		if err != nil {
			return v, err
		}
		v.Num = n
	}
	q, err := w.Query.query()
	v.Query = q
	return v, err
}
