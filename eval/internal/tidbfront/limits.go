package tidbfront

import (
	"strconv"
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"
)

// Work bounds. Neither front end is official, so a query beyond them is
// refused rather than risking seconds of work or a deep recursion: Go cannot
// recover from a stack overflow, and a browser's WebAssembly stack is small.
const (
	MaxSQLBytes = 32 << 10 // bytes of SQL text
	MaxTokens   = 2000     // tokens of the raw text; bounds the AST's size, and its depth in TiDB's parse
	MaxNesting  = 100      // parenthesis depth: nested subqueries, expressions, joins
	// MaxASTDepth bounds the nesting of the parsed AST (chains like NOT NOT ... or
	// a + b + ... nest without parentheses) before a walk recurses into it.
	MaxASTDepth = 500
)

// Excess says which bound a query exceeds.
type Excess struct {
	What      string // "bytes", "tokens", "levels of parentheses", ...
	Size, Max int    // the query's measure (0 when only known to pass Max) and the bound
	TooNested bool   // a depth rather than a size
}

// Describe names the excess: "too large to <verb>: 40000 bytes (limit 32768)".
func (e *Excess) Describe(verb string) string {
	adj := "large"
	if e.TooNested {
		adj = "deeply nested"
	}
	if e.Size == 0 {
		return "too " + adj + " to " + verb + ": more than " + strconv.Itoa(e.Max) + " " + e.What
	}
	return "too " + adj + " to " + verb + ": " + strconv.Itoa(e.Size) + " " + e.What + " (limit " + strconv.Itoa(e.Max) + ")"
}

// CheckSize measures sql against the bytes, tokens and parenthesis bounds.
// Tokens are counted where TiDB may parse what the lexer skips: inside
// /* ... */ (TiDB reads /*! ... */) and, with dashComments, after "--".
func CheckSize(sql string, dashComments bool) *Excess {
	if len(sql) > MaxSQLBytes {
		return &Excess{What: "bytes", Size: len(sql), Max: MaxSQLBytes}
	}
	counted := sql
	if dashComments {
		counted = strings.NewReplacer("/*", "  ", "--", "- - ").Replace(sql)
	} else if strings.Contains(sql, "/*") {
		counted = strings.ReplaceAll(sql, "/*", "  ")
	}
	toks := Tokenize(counted)
	if len(toks) > MaxTokens {
		return &Excess{What: "tokens", Size: len(toks), Max: MaxTokens}
	}
	if d := nesting(toks); d > MaxNesting {
		return &Excess{What: "levels of parentheses", Size: d, Max: MaxNesting, TooNested: true}
	}
	return nil
}

// nesting returns the deepest parenthesis level of the tokens; unmatched ")" are ignored.
func nesting(toks []Token) int {
	depth, deepest := 0, 0
	for _, t := range toks {
		switch {
		case t.IsOp("("):
			depth++
			deepest = max(deepest, depth)
		case t.IsOp(")") && depth > 0:
			depth--
		}
	}
	return deepest
}

// TooDeep is the excess of statements nesting deeper than MaxASTDepth, nil
// when they do not; its own walk stops descending there, so it never
// recurses deeper itself.
func TooDeep(stmts []ast.StmtNode) *Excess {
	for _, st := range stmts {
		v := &depthGuard{max: MaxASTDepth}
		st.Accept(v)
		if v.over {
			return &Excess{What: "levels of expressions, joins or subqueries", Max: MaxASTDepth, TooNested: true}
		}
	}
	return nil
}

// depthGuard is the ast.Visitor behind TooDeep.
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

// decimalWords is how many 9-digit words TiDB's test-driver decimal holds; a literal
// needing more makes it panic instead of returning an error.
const decimalWords = 9

// BigNumberEdits respells the numeric literals that TiDB's test driver would read as a
// decimal too wide for it (more than 81 digits) as floating-point literals: the value a
// parser reads is then the same double MySQL gives such literals, and the parse does not
// panic. Literals glued to a name (t.123) are left alone.
func BigNumberEdits(toks []Token) []Edit {
	var out []Edit
	for i, t := range toks {
		if t.Kind != Number || len(t.Text) <= decimalWords || i > 0 && gluedToName(toks[i-1], t) {
			continue
		}
		intPart, frac, isDecimal := strings.Cut(t.Text, ".")
		if !allDigits(intPart) || !allDigits(frac) || intPart == "" && frac == "" {
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
		f, err := strconv.ParseFloat(t.Text, 64)
		if err != nil {
			continue // out of float range: the parse will fail, and Parse recovers
		}
		out = append(out, Edit{t.Start, t.End, strconv.FormatFloat(f, 'e', -1, 64)})
	}
	return out
}

// gluedToName reports whether number t directly follows a name or a dot (t.123, t1.5).
func gluedToName(prev, t Token) bool {
	return prev.End == t.Start && (prev.Kind != Op || prev.IsOp(".") || strings.HasPrefix(t.Text, "."))
}

// words is the number of 9-digit words holding n digits.
func words(n int) int { return (n + decimalWords - 1) / decimalWords }

// allDigits reports whether s has only ASCII digits (true for "").
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !IsDigit(s[i]) {
			return false
		}
	}
	return true
}
