package diagnose

import (
	"maps"
	"slices"
	"sort"

	"github.com/pingcap/tidb/pkg/parser/ast"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
)

// Construct is one use of SQL the Spider grammar does not accept.
type Construct struct {
	Kind   string `json:"kind"`   // stable identifier, e.g. "left_join"
	Label  string `json:"label"`  // short human label, e.g. "LEFT JOIN"
	Detail string `json:"detail"` // the offending text, normalised and shortened
	Offset int    `json:"offset"` // byte offset in the original SQL, -1 when unknown
}

// constructLabels gives the human label of every construct kind.
var constructLabels = map[string]string{
	"not_select":              "not a SELECT statement",
	"multiple_statements":     "several statements",
	"no_from":                 "SELECT without FROM",
	"left_join":               "LEFT JOIN",
	"right_join":              "RIGHT JOIN",
	"inner_join":              "INNER JOIN",
	"cross_join":              "CROSS JOIN",
	"natural_join":            "NATURAL JOIN",
	"straight_join":           "STRAIGHT_JOIN",
	"full_join":               "FULL JOIN (TiDB reads FULL as a table alias)",
	"comma_join":              "comma join FROM a, b",
	"join_using":              "JOIN ... USING",
	"paren_join":              "parenthesised JOIN",
	"from_subquery_alias":     "FROM subquery with alias",
	"table_alias_without_as":  "table alias without AS",
	"column_alias_without_as": "column alias without AS",
	"select_alias":            "alias on a select item",
	"alias_is_table":          "alias equal to a table name",
	"qualified_star":          "qualified star T.*",
	"select_literal":          "constant in the SELECT list",
	"select_subquery":         "subquery in the SELECT list",
	"is_null":                 "IS [NOT] NULL",
	"is_truth":                "IS [NOT] TRUE/FALSE",
	"angle_not_equal":         "<> (the grammar knows only !=)",
	"in_list":                 "IN value list IN (1, 2)",
	"like_escape":             "LIKE ... ESCAPE",
	"exists":                  "EXISTS",
	"prefix_not":              "prefix NOT",
	"paren_condition":         "parenthesised condition",
	"bare_condition":          "condition without a comparison",
	"subquery_left":           "subquery as the left operand",
	"literal_left":            "constant as the left operand",
	"expression_right":        "expression on the right of a comparison",
	"compare_any_all":         "comparison with ANY/ALL/SOME",
	"row_value":               "row value (a, b)",
	"operator":                "operator outside the grammar",
	"concat":                  "string concatenation ||",
	"union_all":               "UNION ALL / INTERSECT ALL / EXCEPT ALL",
	"paren_set_operation":     "parenthesised set-operation branch",
	"with":                    "WITH / CTE",
	"case":                    "CASE",
	"cast":                    "CAST",
	"function":                "function call other than max/min/count/sum/avg",
	"window":                  "window function (OVER)",
	"variable":                "variable or parameter",
	"aggregate_expression":    "expression inside an aggregate",
	"nested_aggregate":        "aggregate inside an aggregate",
	"aggregate_arguments":     "aggregate with several arguments",
	"aggregate_arithmetic":    "arithmetic on aggregates in SELECT",
	"constant_arithmetic":     "constant operand in arithmetic",
	"arithmetic_chain":        "arithmetic with more than one operator",
	"unary_minus":             "unary minus on a column",
	"order_position":          "ORDER BY position",
	"group_position":          "GROUP BY position",
	"group_expression":        "expression in GROUP BY",
	"order_subquery":          "subquery in ORDER BY",
	"backquote":               "back-quoted identifier",
	"quote_in_string":         "quote character inside a string literal",
	"unspaced_operator":       "operator glued to its operand (the reference tokenizer reads a=b or ,1 as one word)",
	"paren_aggregate_arg":     "parenthesised aggregate argument: DISTINCT(col), or agg((col)) outside SELECT",
	"value_literal":           "literal the grammar cannot read as a value (NULL, TRUE, FALSE, X'01', 0x01, N'x')",
	"adjacent_strings":        "adjacent string literals 'a' 'b'",
	"comment":                 "SQL comment (-- or /* */)",
}

// unknownLabels gives the human label of every unknown-identifier kind.
var unknownLabels = map[string]string{
	"unknown_table":     "table not in the schema",
	"unknown_column":    "column not in the schema or not in that table",
	"unknown_qualifier": "unknown table or alias before the dot",
	"subquery_column":   "bare column of a FROM subquery or CTE (the grammar resolves bare columns against FROM tables only)",
	"outer_column":      "bare column of an outer query (the grammar resolves bare columns against the same FROM)",
	"alias_reused":      "alias reused for another table (the grammar keeps the last table of an alias)",
}

// newConstruct returns a construct of the given kind with its label.
func newConstruct(kind, detail string, offset int) Construct {
	label := ConstructLabel(kind)
	if label == "" {
		label = kind
	}
	return Construct{Kind: kind, Label: label, Detail: excerpt(detail, 80), Offset: offset}
}

// constructSet collects constructs without duplicates (same kind and detail).
type constructSet struct {
	list []Construct
	seen map[string]bool
}

// addAt records a construct found at node n of src, placed at n's offset
// in the original text (-1 when n is nil or has no position).
func (s *constructSet) addAt(src tidbfront.Rewritten, kind string, n ast.Node, detail string) {
	off := -1
	if n != nil {
		if p := n.OriginTextPosition(); p > 0 {
			off = src.OrigOffset(p)
		}
	}
	s.add(newConstruct(kind, detail, off))
}

// add records c unless an equal kind/detail pair is already present.
func (s *constructSet) add(c Construct) {
	if s.seen == nil {
		s.seen = map[string]bool{}
	}
	key := c.Kind + "\x00" + c.Detail
	if s.seen[key] {
		return
	}
	s.seen[key] = true
	s.list = append(s.list, c)
}

// sorted returns the constructs ordered by position, unknown positions last.
func (s *constructSet) sorted() []Construct {
	out := append([]Construct(nil), s.list...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i].Offset, out[j].Offset
		if (a < 0) != (b < 0) {
			return b < 0
		}
		return a < b
	})
	return out
}

// ConstructKinds lists every construct kind Diagnose can report, sorted.
func ConstructKinds() []string {
	return slices.Sorted(maps.Keys(constructLabels))
}

// UnknownKinds lists every unknown-identifier kind DiagnoseSchema can report, sorted.
func UnknownKinds() []string {
	return slices.Sorted(maps.Keys(unknownLabels))
}

// ConstructLabel returns the human label of a construct or unknown-identifier kind ("" when unknown).
func ConstructLabel(kind string) string {
	if l, ok := constructLabels[kind]; ok {
		return l
	}
	return unknownLabels[kind]
}
