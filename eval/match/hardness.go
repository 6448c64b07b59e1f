package match

import "github.com/spidereval/spidereval/eval/spiderql"

// Counts are the three quantities the hardness rule reads.
type Counts struct {
	Component1 int `json:"component1"`
	Component2 int `json:"component2"`
	Others     int `json:"others"`
}

// Levels are the hardness levels in report order.
var Levels = []string{"easy", "medium", "hard", "extra"}

// HardnessCounts computes the counts on the gold query before normalisation.
func HardnessCounts(q *spiderql.Query) Counts {
	return Counts{Component1: component1(q), Component2: len(nested(q)), Others: others(q)}
}

// Level applies the thresholds of the Spider supplement.
func (c Counts) Level() string {
	c1, c2, o := c.Component1, c.Component2, c.Others
	switch {
	case c1 <= 1 && o == 0 && c2 == 0:
		return "easy"
	case (o <= 2 && c1 <= 1 && c2 == 0) || (c1 <= 2 && o < 2 && c2 == 0):
		return "medium"
	case (o > 2 && c1 <= 2 && c2 == 0) || (2 < c1 && c1 <= 3 && o <= 2 && c2 == 0) || (c1 <= 1 && o == 0 && c2 <= 1):
		return "hard"
	}
	return "extra"
}

func allConds(q *spiderql.Query) []spiderql.Condition {
	return []spiderql.Condition{q.From.Conds, q.Where, q.Having}
}

func component1(q *spiderql.Query) int {
	n := 0
	if q.Where.Len() > 0 {
		n++
	}
	if len(q.GroupBy) > 0 {
		n++
	}
	if q.OrderBy.Present {
		n++
	}
	if q.Limit != nil {
		n++
	}
	if len(q.From.Tables) > 0 {
		n += len(q.From.Tables) - 1
	}
	for _, c := range allConds(q) {
		for _, x := range c.Conns {
			if x == "or" {
				n++
			}
		}
		for _, u := range c.Units {
			if u.Op == spiderql.OpLike {
				n++
			}
		}
	}
	return n
}

// nested lists subqueries used as condition values plus set-operation branches.
func nested(q *spiderql.Query) []*spiderql.Query {
	var out []*spiderql.Query
	for _, c := range allConds(q) {
		for _, u := range c.Units {
			if u.Val1.Kind == spiderql.QueryValue {
				out = append(out, u.Val1.Query)
			}
			if u.Val2.Kind == spiderql.QueryValue {
				out = append(out, u.Val2.Query)
			}
		}
	}
	for _, s := range []*spiderql.Query{q.Intersect, q.Except, q.Union} {
		if s != nil {
			out = append(out, s)
		}
	}
	return out
}

func others(q *spiderql.Query) int {
	aggs := 0
	for _, it := range q.Select.Items {
		if it.Agg != 0 {
			aggs++
		}
	}
	// The reference counts a WHERE unit when its first element (not_op) is set.
	for _, u := range q.Where.Units {
		if u.Not {
			aggs++
		}
	}
	for _, c := range q.GroupBy {
		if c.Agg != 0 {
			aggs++
		}
	}
	for _, v := range q.OrderBy.Vals {
		if v.C1 != nil && v.C1.Agg != 0 {
			aggs++
		}
		if v.C2 != nil && v.C2.Agg != 0 {
			aggs++
		}
	}
	// Every HAVING connector counts, and so does a negated HAVING unit.
	aggs += len(q.Having.Conns)
	for _, u := range q.Having.Units {
		if u.Not {
			aggs++
		}
	}
	n := 0
	if aggs > 1 {
		n++
	}
	if len(q.Select.Items) > 1 {
		n++
	}
	if q.Where.Len() > 1 {
		n++
	}
	if len(q.GroupBy) > 1 {
		n++
	}
	return n
}
