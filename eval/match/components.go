package match

import (
	"encoding/json"
	"errors"
	"sort"
	"strconv"
	"strings"

	"github.com/spidereval/spidereval/eval/spiderql"
)

// Components lists the partial-match components in report order.
var Components = []string{"select", "select(no AGG)", "where", "where(no OP)", "group(no Having)",
	"group", "order", "and/or", "IUEN", "keywords"}

// Score is one component's per-example verdict.
type Score struct {
	Acc        int `json:"acc"`
	Rec        int `json:"rec"`
	F1         int `json:"f1"`
	LabelTotal int `json:"label_total"`
	PredTotal  int `json:"pred_total"`
}

// Partial holds the ten component scores in Components order.
type Partial [10]Score

// ErrUnorderable is the reference's TypeError when it sorts two different FROM subqueries.
var ErrUnorderable = errors.New("TypeError: '<' not supported between instances of 'dict' and 'dict'")

func scores(cnt, predTotal, labelTotal int) Score {
	s := Score{LabelTotal: labelTotal, PredTotal: predTotal}
	if predTotal == labelTotal && cnt == predTotal {
		s.Acc, s.Rec, s.F1 = 1, 1, 1
	}
	return s
}

// PartialMatch computes the ten components for normalised queries.
func PartialMatch(pred, gold *spiderql.Query) (Partial, error) {
	var p Partial
	lt, pt, cnt, cntNoAgg := evalSelect(pred, gold)
	p[0] = scores(cnt, pt, lt)
	p[1] = scores(cntNoAgg, pt, lt)
	lt, pt, cnt, cntNoOp := evalWhere(pred, gold)
	p[2] = scores(cnt, pt, lt)
	p[3] = scores(cntNoOp, pt, lt)
	lt, pt, cnt = evalGroup(pred, gold)
	p[4] = scores(cnt, pt, lt)
	lt, pt, cnt = evalHaving(pred, gold)
	p[5] = scores(cnt, pt, lt)
	lt, pt, cnt = evalOrder(pred, gold)
	p[6] = scores(cnt, pt, lt)
	lt, pt, cnt = evalAndOr(pred, gold)
	p[7] = scores(cnt, pt, lt)
	lt, pt, cnt, err := evalIUEN(pred, gold)
	if err != nil {
		return p, err
	}
	p[8] = scores(cnt, pt, lt)
	lt, pt, cnt = evalKeywords(pred, gold)
	p[9] = scores(cnt, pt, lt)
	return p, nil
}

// Verdict is the whole exact-match judgment of one prediction.
type Verdict struct {
	Exact   int     // 1 when every component's F1 is 1 and the FROM table units agree
	Partial Partial // the ten components
	// TablesMatch reports whether the FROM table units agree as exact match
	// compares them: both sorted lists equal, or a gold with none. It is
	// judged whatever the components say (exact match only looks once they
	// all agree), and false when the units cannot be ordered.
	TablesMatch bool
}

// ExactMatch judges normalised queries: Exact is 1 when every component's
// F1 is 1 and, if the gold has table units, both sorted table-unit lists
// are equal.
func ExactMatch(pred, gold *spiderql.Query) (Verdict, error) {
	p, err := PartialMatch(pred, gold)
	tables, terr := tablesAgree(pred, gold)
	v := Verdict{Partial: p, TablesMatch: tables && terr == nil}
	if err != nil {
		return v, err
	}
	for _, s := range p {
		if s.F1 != 1 {
			return v, nil
		}
	}
	if terr != nil {
		return v, terr
	}
	if tables {
		v.Exact = 1
	}
	return v, nil
}

// tablesAgree compares the sorted FROM table units when the gold has any.
func tablesAgree(pred, gold *spiderql.Query) (bool, error) {
	if len(gold.From.Tables) == 0 {
		return true, nil
	}
	gt, err := sortedTables(gold.From.Tables)
	if err != nil {
		return false, err
	}
	pt, err := sortedTables(pred.From.Tables)
	if err != nil {
		return false, err
	}
	if len(gt) != len(pt) {
		return false, nil
	}
	for i := range gt {
		if !tableUnitEq(gt[i], pt[i]) {
			return false, nil
		}
	}
	return true, nil
}

// sortedTables orders table units as Python sorts ('sql', dict) and
// ('table_unit', id) tuples; two unequal subqueries cannot be ordered.
func sortedTables(ts []spiderql.TableUnit) ([]spiderql.TableUnit, error) {
	out := append([]spiderql.TableUnit(nil), ts...)
	var subs []*spiderql.Query
	for _, t := range out {
		if t.Sub != nil {
			subs = append(subs, t.Sub)
		}
	}
	for i := 1; i < len(subs); i++ {
		if !queryEq(subs[0], subs[i]) {
			return nil, ErrUnorderable
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if (a.Sub != nil) != (b.Sub != nil) {
			return a.Sub != nil // "sql" < "table_unit"
		}
		return a.Sub == nil && a.Table < b.Table
	})
	return out, nil
}

// removeFirst removes the first element of label that eq accepts, as the
// reference's label.remove after its `in` test, and reports whether one
// was.
func removeFirst[T any](label []T, eq func(*T) bool) ([]T, bool) {
	for i := range label {
		if eq(&label[i]) {
			return append(label[:i], label[i+1:]...), true
		}
	}
	return label, false
}

func evalSelect(pred, gold *spiderql.Query) (lt, pt, cnt, cntNoAgg int) {
	label := append([]spiderql.SelItem(nil), gold.Select.Items...)
	labelVals := make([]spiderql.ValUnit, len(label))
	for i, it := range label {
		labelVals[i] = it.Val
	}
	for _, u := range pred.Select.Items {
		var found bool
		if label, found = removeFirst(label, func(l *spiderql.SelItem) bool { return selItemEq(u, *l) }); found {
			cnt++
		}
		if labelVals, found = removeFirst(labelVals, func(l *spiderql.ValUnit) bool { return valUnitEq(u.Val, *l) }); found {
			cntNoAgg++
		}
	}
	return len(gold.Select.Items), len(pred.Select.Items), cnt, cntNoAgg
}

func evalWhere(pred, gold *spiderql.Query) (lt, pt, cnt, cntNoOp int) {
	label := append([]spiderql.CondUnit(nil), gold.Where.Units...)
	labelVals := make([]spiderql.ValUnit, len(label))
	for i, u := range label {
		labelVals[i] = u.Val
	}
	for k := range pred.Where.Units {
		u := &pred.Where.Units[k]
		var found bool
		if label, found = removeFirst(label, func(l *spiderql.CondUnit) bool { return condUnitEq(u, l) }); found {
			cnt++
		}
		if labelVals, found = removeFirst(labelVals, func(l *spiderql.ValUnit) bool { return valUnitEq(u.Val, *l) }); found {
			cntNoOp++
		}
	}
	return len(gold.Where.Units), len(pred.Where.Units), cnt, cntNoOp
}

// groupName drops the table part of a column id, as the reference does with split(".")[1].
func groupName(id string) string {
	if i := strings.Index(id, "."); i >= 0 {
		rest := id[i+1:]
		if j := strings.Index(rest, "."); j >= 0 {
			rest = rest[:j]
		}
		return rest
	}
	return id
}

func evalGroup(pred, gold *spiderql.Query) (lt, pt, cnt int) {
	label := make([]string, len(gold.GroupBy))
	for i, c := range gold.GroupBy {
		label[i] = groupName(c.Col)
	}
	for _, c := range pred.GroupBy {
		name := groupName(c.Col)
		var found bool
		if label, found = removeFirst(label, func(l *string) bool { return *l == name }); found {
			cnt++
		}
	}
	return len(gold.GroupBy), len(pred.GroupBy), cnt
}

func evalHaving(pred, gold *spiderql.Query) (lt, pt, cnt int) {
	if len(pred.GroupBy) > 0 {
		pt = 1
	}
	if len(gold.GroupBy) > 0 {
		lt = 1
	}
	if pt == 1 && lt == 1 && sameColIDs(pred.GroupBy, gold.GroupBy) && conditionEq(pred.Having, gold.Having) {
		cnt = 1
	}
	return lt, pt, cnt
}

func sameColIDs(a, b []spiderql.ColUnit) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Col != b[i].Col {
			return false
		}
	}
	return true
}

func evalOrder(pred, gold *spiderql.Query) (lt, pt, cnt int) {
	if pred.OrderBy.Present {
		pt = 1
	}
	if gold.OrderBy.Present {
		lt = 1
	}
	if gold.OrderBy.Present && orderByEq(pred.OrderBy, gold.OrderBy) && (pred.Limit == nil) == (gold.Limit == nil) {
		cnt = 1
	}
	return lt, pt, cnt
}

func connSet(c spiderql.Condition) map[string]bool {
	m := map[string]bool{}
	for _, x := range c.Conns {
		m[x] = true
	}
	return m
}

// evalAndOr returns the totals swapped when the connector sets differ, as the reference does.
func evalAndOr(pred, gold *spiderql.Query) (lt, pt, cnt int) {
	p, g := connSet(pred.Where), connSet(gold.Where)
	same := len(p) == len(g)
	for k := range p {
		if !g[k] {
			same = false
		}
	}
	if same {
		return 1, 1, 1
	}
	return len(p), len(g), 0
}

func evalNested(pred, gold *spiderql.Query) (lt, pt, cnt int, err error) {
	if pred != nil {
		pt = 1
	}
	if gold != nil {
		lt = 1
	}
	if pred != nil && gold != nil {
		var v Verdict
		v, err = ExactMatch(pred, gold)
		cnt = v.Exact
	}
	return lt, pt, cnt, err
}

func evalIUEN(pred, gold *spiderql.Query) (lt, pt, cnt int, err error) {
	for _, op := range []string{"intersect", "except", "union"} {
		l, p, c, e := evalNested(pred.SetOp(op), gold.SetOp(op))
		if e != nil {
			return 0, 0, 0, e
		}
		lt, pt, cnt = lt+l, pt+p, cnt+c
	}
	return lt, pt, cnt, nil
}

// Keywords returns the reference's keyword set of a query.
func Keywords(q *spiderql.Query) map[string]bool {
	res := map[string]bool{}
	if q.Where.Len() > 0 {
		res["where"] = true
	}
	if len(q.GroupBy) > 0 {
		res["group"] = true
	}
	if q.Having.Len() > 0 {
		res["having"] = true
	}
	if q.OrderBy.Present {
		res[q.OrderBy.Dir] = true
		res["order"] = true
	}
	if q.Limit != nil {
		res["limit"] = true
	}
	if q.Except != nil {
		res["except"] = true
	}
	if q.Union != nil {
		res["union"] = true
	}
	if q.Intersect != nil {
		res["intersect"] = true
	}
	conds := []spiderql.Condition{q.From.Conds, q.Where, q.Having}
	for _, c := range conds {
		for _, x := range c.Conns {
			if x == "or" {
				res["or"] = true
			}
		}
		for _, u := range c.Units {
			if u.Not {
				res["not"] = true
			}
			if u.Op == spiderql.OpIn {
				res["in"] = true
			}
			if u.Op == spiderql.OpLike {
				res["like"] = true
			}
		}
	}
	return res
}

func evalKeywords(pred, gold *spiderql.Query) (lt, pt, cnt int) {
	p, g := Keywords(pred), Keywords(gold)
	for k := range p {
		if g[k] {
			cnt++
		}
	}
	return len(g), len(p), cnt
}

// MarshalJSON writes the scores as an object keyed by component name, in report order.
// It writes the bytes json.Marshal would give each key and Score, without
// reflection: a record holds ten Scores, and the long-lived scorer encodes a
// record per answer.
func (p Partial) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, 640)
	b = append(b, '{')
	for i, name := range Components {
		if i > 0 {
			b = append(b, ", "...)
		}
		if i < len(componentKeys) && componentKeys[i].name == name {
			b = append(b, componentKeys[i].json...)
		} else {
			k, _ := json.Marshal(name)
			b = append(b, k...)
		}
		b = append(b, ": "...)
		b = p[i].appendJSON(b)
	}
	return append(b, '}'), nil
}

// componentKeys are the JSON forms of Components' names, computed once.
var componentKeys = func() []struct{ name, json string } {
	keys := make([]struct{ name, json string }, len(Components))
	for i, name := range Components {
		k, _ := json.Marshal(name)
		keys[i].name, keys[i].json = name, string(k)
	}
	return keys
}()

// appendJSON appends s as json.Marshal writes it.
func (s Score) appendJSON(b []byte) []byte {
	b = append(b, `{"acc":`...)
	b = strconv.AppendInt(b, int64(s.Acc), 10)
	b = append(b, `,"rec":`...)
	b = strconv.AppendInt(b, int64(s.Rec), 10)
	b = append(b, `,"f1":`...)
	b = strconv.AppendInt(b, int64(s.F1), 10)
	b = append(b, `,"label_total":`...)
	b = strconv.AppendInt(b, int64(s.LabelTotal), 10)
	b = append(b, `,"pred_total":`...)
	b = strconv.AppendInt(b, int64(s.PredTotal), 10)
	return append(b, '}')
}

// UnmarshalJSON reads the object form written by MarshalJSON.
func (p *Partial) UnmarshalJSON(data []byte) error {
	var m map[string]Score
	if err := json.Unmarshal(data, &m); err != nil {
		return err
	}
	for i, name := range Components {
		p[i] = m[name]
	}
	return nil
}

// clauseComponents names the component that judges each clause of a query
// split for display (eval/diagnose's clause keywords).
var clauseComponents = map[string]int{
	"SELECT": 0, "SELECT DISTINCT": 0, "WHERE": 2, "GROUP BY": 4, "HAVING": 5, "ORDER BY": 6, "LIMIT": 6,
	"INTERSECT": 8, "UNION": 8, "EXCEPT": 8, "UNION ALL": 8,
}

// Clause says whether the verdict holds a displayed clause as agreeing:
// keyword is the clause's keyword ("SELECT", "FROM", "ORDER BY", ...),
// branch its set-operation branch (1 outside set operations; a later
// branch is judged as a whole by IUEN). FROM is judged by TablesMatch.
// judged is false for a clause no component judges.
func (v Verdict) Clause(keyword string, branch int) (agree, judged bool) {
	switch k, ok := clauseComponents[keyword]; {
	case branch > 1:
		return v.Partial[8].F1 == 1, true
	case keyword == "FROM":
		return v.TablesMatch, true
	case ok:
		return v.Partial[k].F1 == 1, true
	}
	return false, false
}
