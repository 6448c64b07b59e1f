package extended

import (
	"maps"
	"slices"
)

// Extension kinds: the constructs outside the Spider grammar that Parse lowered.
const (
	KindLeftJoin            = "left_join"            // LEFT [OUTER] JOIN
	KindRightJoin           = "right_join"           // RIGHT [OUTER] JOIN
	KindInnerJoin           = "inner_join"           // INNER JOIN
	KindCrossJoin           = "cross_join"           // CROSS JOIN
	KindCommaJoin           = "comma_join"           // FROM a, b
	KindParenJoin           = "paren_join"           // FROM (a JOIN b ...)
	KindAliasWithoutAs      = "alias_without_as"     // FROM singer s, SELECT count(*) c
	KindAliasIsTable        = "alias_is_table"       // an alias spelled like a table of the schema
	KindSelectAlias         = "select_alias"         // SELECT count(*) AS c
	KindQualifiedStar       = "qualified_star"       // SELECT T1.*
	KindFromSubqueryAlias   = "from_subquery_alias"  // FROM (SELECT ...) AS t
	KindNotEqualLtGt        = "not_equal_ltgt"       // a <> b
	KindIsNull              = "is_null"              // a IS [NOT] NULL
	KindInList              = "in_list"              // a [NOT] IN (1, 2, ...)
	KindLikeEscape          = "like_escape"          // a LIKE 'x!%' ESCAPE '!'
	KindExists              = "exists"               // [NOT] EXISTS (SELECT ...)
	KindPrefixNot           = "prefix_not"           // NOT a IN (...), NOT (a LIKE ...)
	KindParenCondition      = "paren_condition"      // (a = 1 OR b = 2) AND c = 3
	KindUnionAll            = "union_all"            // UNION ALL, INTERSECT ALL, EXCEPT ALL
	KindAggregateArithmetic = "aggregate_arithmetic" // SELECT max(a) - min(a)
	KindAggregateValue      = "aggregate_value"      // HAVING count(*) > avg(b)
	KindOuterColumn         = "outer_column"         // bare column of an enclosing query
	KindAliasReference      = "alias_reference"      // ORDER BY c where c is a select alias
	KindCountConstant       = "count_constant"       // count(1)
	KindNullValue           = "null_value"           // a = NULL
	KindBackquote           = "backquote"            // `name`
	KindTrailingText        = "trailing_text"        // text after a complete query, ignored as by the reference
	KindDanglingClause      = "dangling_clause"      // WHERE, ORDER BY, AND, ... ending the text, read as empty
	KindReferenceQuirk      = "reference_quirk"      // (ParseRejected only) official rejection with no construct above
)

// kindLabels gives the human label of every extension kind.
var kindLabels = map[string]string{
	KindLeftJoin:            "LEFT JOIN",
	KindRightJoin:           "RIGHT JOIN",
	KindInnerJoin:           "INNER JOIN",
	KindCrossJoin:           "CROSS JOIN",
	KindCommaJoin:           "comma join FROM a, b",
	KindParenJoin:           "parenthesised JOIN",
	KindAliasWithoutAs:      "alias without AS",
	KindAliasIsTable:        "alias spelled like a table",
	KindSelectAlias:         "alias on a select item",
	KindQualifiedStar:       "qualified star T.*",
	KindFromSubqueryAlias:   "FROM subquery with alias",
	KindNotEqualLtGt:        "<> for !=",
	KindIsNull:              "IS [NOT] NULL",
	KindInList:              "IN value list",
	KindLikeEscape:          "LIKE ... ESCAPE",
	KindExists:              "[NOT] EXISTS",
	KindPrefixNot:           "prefix NOT",
	KindParenCondition:      "parenthesised condition",
	KindUnionAll:            "UNION/INTERSECT/EXCEPT ALL",
	KindAggregateArithmetic: "arithmetic on aggregates in SELECT",
	KindAggregateValue:      "aggregate as a compared value",
	KindOuterColumn:         "bare column of an enclosing query",
	KindAliasReference:      "select alias used in a clause",
	KindCountConstant:       "count(constant)",
	KindNullValue:           "NULL compared with =",
	KindBackquote:           "back-quoted identifier",
	KindTrailingText:        "text after the query ignored",
	KindDanglingClause:      "clause keyword without operand",
	KindReferenceQuirk:      "rejected by the reference tokenizer or grammar quirks only",
}

// Label returns the human label of an extension kind, or the kind itself when unknown.
func Label(kind string) string {
	if l, ok := kindLabels[kind]; ok {
		return l
	}
	return kind
}

// Kinds lists every extension kind, sorted.
func Kinds() []string {
	out := make(kindSet, len(kindLabels))
	for k := range kindLabels {
		out.add(k)
	}
	return out.sorted()
}

// kindSet collects extension kinds without duplicates.
type kindSet map[string]bool

// add records a kind.
func (k kindSet) add(kind string) { k[kind] = true }

// sorted returns the kinds in alphabetical order, nil when empty.
func (k kindSet) sorted() []string {
	return slices.Sorted(maps.Keys(k))
}
