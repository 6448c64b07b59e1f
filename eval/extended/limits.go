package extended

import (
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
)

// The work bounds are tidbfront's. The extended grammar is opt-in and never official, so a
// query beyond them is refused.

// LimitError reports a query too large or too deeply nested for the extended grammar.
type LimitError struct {
	What      string // "bytes", "tokens", "levels of parentheses", ...
	Size, Max int    // the query's measure (0 when only known to pass Max) and the bound
	TooNested bool   // a depth rather than a size
}

// Error names the bound exceeded.
func (e *LimitError) Error() string {
	return "extended grammar: " + (&tidbfront.Excess{What: e.What, Size: e.Size, Max: e.Max, TooNested: e.TooNested}).Describe("lower")
}

// limitError converts the bound a query exceeds.
func limitError(ex *tidbfront.Excess) error {
	if ex == nil {
		return nil
	}
	return &LimitError{What: ex.What, Size: ex.Size, Max: ex.Max, TooNested: ex.TooNested}
}

// checkSize returns a *LimitError when sql exceeds the work bounds. Tokens are counted after
// "--" too: TiDB reads ----1 as four minus signs where lex sees a comment.
func checkSize(sql string) error { return limitError(tidbfront.CheckSize(sql, true)) }

// checkDepth returns a *LimitError when a statement nests deeper than tidbfront.MaxASTDepth.
func checkDepth(stmts []ast.StmtNode) error { return limitError(tidbfront.TooDeep(stmts)) }

// PanicError is a panic of the TiDB parser (e.g. its test driver on some literals) or of
// the lowering, recovered and reported for the one query.
type PanicError struct {
	Value any // the recovered value
}

// Error names the panic briefly.
func (e *PanicError) Error() string {
	return "extended grammar: the SQL parser failed on this input (panic: " + briefPanic(e.Value) + ")"
}

// briefPanic shortens a panic value to its first sentence.
func briefPanic(r any) string {
	s := tidbfront.PanicSentence(r)
	if len(s) > 200 {
		s = strings.ToValidUTF8(s[:200], "") + "…"
	}
	return s
}
