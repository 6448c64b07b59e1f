package extended

import (
	"fmt"
	"strconv"

	"github.com/pingcap/tidb/pkg/parser/ast"
	"github.com/pingcap/tidb/pkg/parser/opcode"
	driver "github.com/pingcap/tidb/pkg/parser/test_driver"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// value lowers the right operand of a comparison: a literal, a column unit or a subquery.
func (l *lowerer) value(e ast.ExprNode, sc *scope, cl clause) (spiderql.Value, error) {
	switch x := tidbfront.Unparen(e).(type) {
	case *driver.ValueExpr:
		return l.literal(x, false)
	case *ast.UnaryOperationExpr:
		if v, ok := tidbfront.Unparen(x.V).(*driver.ValueExpr); ok && (x.Op == opcode.Minus || x.Op == opcode.Plus) {
			return l.literal(v, x.Op == opcode.Minus)
		}
	case *ast.ColumnNameExpr, *ast.AggregateFuncExpr:
		c, err := l.colUnit(x, sc, cl)
		if err != nil {
			return spiderql.Value{}, err
		}
		if c.Agg != 0 {
			l.kinds.add(KindAggregateValue)
		}
		return spiderql.Value{Kind: spiderql.ColumnValue, Col: c}, nil
	case *ast.SubqueryExpr:
		q, err := l.resultSet(x.Query, sc)
		if err != nil {
			return spiderql.Value{}, fmt.Errorf("subquery: %w", err)
		}
		return spiderql.Value{Kind: spiderql.QueryValue, Query: q}, nil
	}
	if isArithmetic(e) {
		return spiderql.Value{}, unsupported("expression_right", "arithmetic as a compared value")
	}
	return spiderql.Value{}, unsupportedNode(tidbfront.Unparen(e))
}

// literal lowers a constant: numbers as floats, strings wrapped in double quotes as the
// reference tokenizer keeps them, NULL as an absent value.
func (l *lowerer) literal(v *driver.ValueExpr, negate bool) (spiderql.Value, error) {
	var f float64
	switch v.Kind() {
	case driver.KindNull:
		l.kinds.add(KindNullValue)
		return spiderql.Value{}, nil
	case driver.KindString, driver.KindBytes:
		if negate {
			return spiderql.Value{}, unsupported("expression_right", "signed string")
		}
		return spiderql.Value{Kind: spiderql.StringValue, Str: `"` + v.GetString() + `"`}, nil
	case driver.KindInt64:
		f = float64(v.GetInt64())
	case driver.KindUint64:
		f = float64(v.GetUint64())
	case driver.KindFloat32, driver.KindFloat64:
		f = v.GetFloat64()
	case driver.KindMysqlDecimal:
		var err error
		if f, err = strconv.ParseFloat(v.GetMysqlDecimal().String(), 64); err != nil {
			return spiderql.Value{}, fmt.Errorf("extended grammar: decimal literal: %w", err)
		}
	default:
		return spiderql.Value{}, unsupported("literal", "constant of an unsupported type")
	}
	if negate {
		f = -f
	}
	return spiderql.Value{Kind: spiderql.NumberValue, Num: f, Str: strconv.FormatFloat(f, 'g', -1, 64)}, nil
}
