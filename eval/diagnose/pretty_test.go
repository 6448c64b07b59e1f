package diagnose

import (
	"strings"
	"testing"

	"github.com/pingcap/tidb/pkg/parser/ast"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
)

// TestPrettyRestoresAST checks that display wrappers are removed after rendering.
func TestPrettyRestoresAST(t *testing.T) {
	pp := tidbfront.GetParser()
	defer pp.Release()
	res := parseWithQuoting(pp, "SELECT count(*) FROM a JOIN b JOIN c", nil, nil)
	if res.err != nil {
		t.Fatal(res.err)
	}
	sel := res.stmts[0].(*ast.SelectStmt)
	for i := 0; i < 2; i++ {
		if s, err := pretty(sel); err != nil || !strings.HasPrefix(s, "SELECT count(*) FROM a JOIN b JOIN c") {
			t.Fatalf("pretty = %q, %v", s, err)
		}
	}
	if _, ok := sel.From.TableRefs.Left.(*ast.Join); !ok {
		t.Errorf("left join still wrapped: %T", sel.From.TableRefs.Left)
	}
	agg := sel.Fields.Fields[0].Expr.(*ast.AggregateFuncExpr)
	if _, ok := agg.Args[0].(starArg); ok || !isCountStar(agg) {
		t.Errorf("count(*) argument still wrapped: %T", agg.Args[0])
	}
}
