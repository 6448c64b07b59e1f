package diagnose

import (
	"strings"
	"testing"

	"github.com/pingcap/tidb/pkg/parser/ast"
)

// TestTokenize checks token kinds and spans on tricky input.
func TestTokenize(t *testing.T) {
	src := "SELECT `a b`, [c], 'it''s', \"x\", 18_49_Rating, 1.5e3, .5 -- note\nFROM t WHERE a<>b||c /* c */ == 'open"
	want := []struct {
		kind tokKind
		text string
	}{
		{tokWord, "SELECT"}, {tokBacktick, "`a b`"}, {tokOp, ","}, {tokBracket, "[c]"}, {tokOp, ","},
		{tokString, "'it''s'"}, {tokOp, ","}, {tokString, `"x"`}, {tokOp, ","}, {tokNumber, "18_49_Rating"},
		{tokOp, ","}, {tokNumber, "1.5e3"}, {tokOp, ","}, {tokNumber, ".5"}, {tokWord, "FROM"}, {tokWord, "t"},
		{tokWord, "WHERE"}, {tokWord, "a"}, {tokOp, "<>"}, {tokWord, "b"}, {tokOp, "||"}, {tokWord, "c"},
		{tokOp, "=="}, {tokString, "'open"},
	}
	got := tokenize(src)
	if len(got) != len(want) {
		t.Fatalf("got %d tokens, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		g := got[i]
		if g.kind != w.kind || g.text != w.text || src[g.start:g.end] != g.text {
			t.Errorf("token %d = %+v, want kind %d text %q", i, g, w.kind, w.text)
		}
	}
	if !got[len(got)-1].unclosed {
		t.Error("unterminated string not marked unclosed")
	}
	if got[1].name() != "a b" || got[3].name() != "c" {
		t.Errorf("names = %q, %q", got[1].name(), got[3].name())
	}
}

// TestApplyEdits checks the offset map from rewritten text back to the original.
func TestApplyEdits(t *testing.T) {
	src := "SELECT rank FROM t WHERE x == 1"
	rw := applyEdits(src, []edit{{7, 7, "`"}, {11, 11, "`"}, {27, 29, "="}})
	if rw.text != "SELECT `rank` FROM t WHERE x = 1" {
		t.Fatalf("text = %q", rw.text)
	}
	for out, orig := range map[int]int{0: 0, 7: 7, 8: 7, 12: 11, 13: 11, 14: 12, 29: 27, 31: 30, 32: 31, 99: len(src)} {
		if got := rw.origOffset(out); got != orig {
			t.Errorf("origOffset(%d) = %d, want %d", out, got, orig)
		}
	}
}

// TestPrettyRestoresAST checks that display wrappers are removed after rendering.
func TestPrettyRestoresAST(t *testing.T) {
	pp := getParser()
	defer pp.release()
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
