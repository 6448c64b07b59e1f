package extended

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"
)

// Work bounds. The extended grammar is opt-in and never official, so a query beyond them is
// refused rather than risking seconds of work or a deep recursion: Go cannot recover from a
// stack overflow, and a browser's WebAssembly stack is small.
const (
	maxSQLBytes = 32 << 10 // bytes of SQL text
	maxLexemes  = 2000     // lexemes of the raw text; bounds the AST's size, and its depth in TiDB's parse
	maxNesting  = 100      // parenthesis depth: nested subqueries, expressions, joins
	// maxASTDepth bounds the nesting of the parsed AST (chains like NOT NOT ... or
	// a AND b AND ... nest without parentheses) before the lowering recurses into it.
	maxASTDepth = 500
)

// LimitError reports a query too large or too deeply nested for the extended grammar.
type LimitError struct {
	What      string // "bytes", "tokens", "levels of parentheses", ...
	Size, Max int    // the query's measure (0 when only known to pass Max) and the bound
	TooNested bool   // a depth rather than a size
}

// Error names the bound exceeded.
func (e *LimitError) Error() string {
	adj := "large"
	if e.TooNested {
		adj = "deeply nested"
	}
	if e.Size == 0 {
		return fmt.Sprintf("extended grammar: too %s to lower: more than %d %s", adj, e.Max, e.What)
	}
	return fmt.Sprintf("extended grammar: too %s to lower: %d %s (limit %d)", adj, e.Size, e.What, e.Max)
}

// checkSize returns a *LimitError when sql exceeds the work bounds.
func checkSize(sql string) error {
	if len(sql) > maxSQLBytes {
		return &LimitError{What: "bytes", Size: len(sql), Max: maxSQLBytes}
	}
	// Count what TiDB may parse where lex sees comments: the body of /*! ... */, and
	// "--" not followed by a space (TiDB reads ----1 as four minus signs).
	counted := strings.NewReplacer("/*", "  ", "--", "- - ").Replace(sql)
	toks := lex(counted)
	if len(toks) > maxLexemes {
		return &LimitError{What: "tokens", Size: len(toks), Max: maxLexemes}
	}
	depth, deepest := 0, 0
	for _, t := range toks {
		switch {
		case t.isOp("("):
			depth++
			deepest = max(deepest, depth)
		case t.isOp(")") && depth > 0:
			depth--
		}
	}
	if deepest > maxNesting {
		return &LimitError{What: "levels of parentheses", Size: deepest, Max: maxNesting, TooNested: true}
	}
	return nil
}

// checkDepth returns a *LimitError when a statement nests deeper than maxASTDepth; its own
// walk stops descending there, so it never recurses deeper itself.
func checkDepth(stmts []ast.StmtNode) error {
	for _, st := range stmts {
		v := &depthGuard{max: maxASTDepth}
		st.Accept(v)
		if v.over {
			return &LimitError{What: "levels of expressions, joins or subqueries", Max: maxASTDepth, TooNested: true}
		}
	}
	return nil
}

// depthGuard is the ast.Visitor behind checkDepth.
type depthGuard struct {
	depth, max int
	over       bool
}

// Enter implements ast.Visitor.
func (v *depthGuard) Enter(n ast.Node) (ast.Node, bool) {
	v.depth++
	if v.depth > v.max {
		v.over = true
		return n, true
	}
	return n, false
}

// Leave implements ast.Visitor.
func (v *depthGuard) Leave(n ast.Node) (ast.Node, bool) {
	v.depth--
	return n, true
}

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
	s := strings.TrimSpace(fmt.Sprint(r))
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if i := strings.Index(s, ". "); i >= 0 {
		s = s[:i+1]
	}
	if len(s) > 200 {
		s = strings.ToValidUTF8(s[:200], "") + "…"
	}
	return s
}

// decimalWords is how many 9-digit words TiDB's test-driver decimal holds; a literal
// needing more makes it panic instead of returning an error.
const decimalWords = 9

// bigNumberEdits respells the numeric literals that TiDB's test driver would read as a
// decimal too wide for it (more than 81 digits) as floating-point literals, the double
// MySQL gives such literals and the value Parse lowers anyway. Literals glued to a name or
// a dot (t.123) are left alone.
func bigNumberEdits(toks []lexeme) []edit {
	var out []edit
	for i, t := range toks {
		if t.kind != lexNumber || len(t.text) <= decimalWords {
			continue
		}
		if i > 0 && toks[i-1].end == t.start && (toks[i-1].kind != lexOp || toks[i-1].isOp(".")) {
			continue
		}
		intPart, frac, isDecimal := strings.Cut(t.text, ".")
		if !allDigits(intPart) || !allDigits(frac) {
			continue
		}
		if !isDecimal {
			if _, err := strconv.ParseUint(intPart, 10, 64); err == nil {
				continue // fits an integer: no decimal is built
			}
		}
		if words(len(intPart))+words(len(frac)) <= decimalWords {
			continue
		}
		f, err := strconv.ParseFloat(t.text, 64)
		if err != nil {
			continue // out of float range: the parse fails, and safeParse recovers
		}
		out = append(out, edit{t.start, t.end, strconv.FormatFloat(f, 'e', -1, 64)})
	}
	return out
}

// words is the number of 9-digit words holding n digits.
func words(n int) int { return (n + decimalWords - 1) / decimalWords }

// allDigits reports whether s has only ASCII digits (true for "").
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
