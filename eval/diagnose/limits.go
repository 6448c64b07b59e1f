package diagnose

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pingcap/tidb/pkg/parser"
	"github.com/pingcap/tidb/pkg/parser/ast"
)

// Work bounds. The diagnosis only explains a rejection, so a query beyond them is reported
// as not diagnosed rather than risking seconds of work or a deep recursion: Go cannot
// recover from a stack overflow, and a browser's WebAssembly stack is small.
const (
	maxSQLBytes = 32 << 10 // bytes of SQL text
	maxTokens   = 2000     // tokens of the raw text; bounds the AST's size, and its depth in TiDB's parse
	maxNesting  = 100      // parenthesis depth: nested subqueries, expressions, joins
	// maxASTDepth bounds the nesting of the parsed AST (chains like NOT NOT ... or
	// a + b + ... nest without parentheses) before the checks recurse into it.
	maxASTDepth = 500
	// renderBudget bounds the AST nodes re-printed for construct details in one diagnosis;
	// beyond it a detail is the source text at the construct instead.
	renderBudget = 50000
)

// sizeProblem says why sql exceeds the work bounds ("" when it does not) and returns its
// tokens when it got as far as tokenizing.
func sizeProblem(sql string) (string, []token) {
	if len(sql) > maxSQLBytes {
		return fmt.Sprintf("too large to diagnose: %d bytes (limit %d)", len(sql), maxSQLBytes), nil
	}
	toks := tokenize(sql)
	counted := toks
	if strings.Contains(sql, "/*") {
		// TiDB parses the body of /*! ... */ comments: count inside comments too.
		counted = tokenize(strings.ReplaceAll(sql, "/*", "  "))
	}
	if len(counted) > maxTokens {
		return fmt.Sprintf("too large to diagnose: %d tokens (limit %d)", len(counted), maxTokens), toks
	}
	if d := nesting(counted); d > maxNesting {
		return fmt.Sprintf("too deeply nested to diagnose: %d levels of parentheses (limit %d)", d, maxNesting), toks
	}
	return "", toks
}

// nesting returns the deepest parenthesis level of the tokens; unmatched ")" are ignored.
func nesting(toks []token) int {
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
	return deepest
}

// tooDeep reports whether a statement nests deeper than maxASTDepth; its own walk stops
// descending there, so it never recurses deeper itself.
func tooDeep(stmts []ast.StmtNode) bool {
	for _, st := range stmts {
		v := &depthGuard{max: maxASTDepth}
		st.Accept(v)
		if v.over {
			return true
		}
	}
	return false
}

// depthGuard is the ast.Visitor behind tooDeep.
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

// tooDeepNote is the reason given for a query nesting deeper than maxASTDepth.
var tooDeepNote = fmt.Sprintf("too deeply nested to diagnose: more than %d levels of expressions, joins or subqueries", maxASTDepth)

// notDiagnosed is the diagnosis of a query the TiDB side could not examine.
func notDiagnosed(reason string) Diagnosis {
	return Diagnosis{Class: ClassNotDiagnosed, Notes: []string{reason}}
}

// parserFailure describes a recovered panic, e.g. TiDB's test driver on a huge decimal.
func parserFailure(r any) string {
	return "the SQL parser failed on this input (panic: " + briefPanic(r) + ")"
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
	return excerpt(s, 100)
}

// parsePanic is a panic inside TiDB's parser, turned into an error.
type parsePanic struct{ value any }

// Error describes the failure.
func (e *parsePanic) Error() string { return parserFailure(e.value) }

// safeParse runs TiDB's parser, turning a panic into a *parsePanic error.
func safeParse(p *parser.Parser, text string) (stmts []ast.StmtNode, err error) {
	defer func() {
		if r := recover(); r != nil {
			stmts, err = nil, &parsePanic{r}
		}
	}()
	stmts, _, err = p.ParseSQL(text)
	// The parser reuses the slice on its next parse, maybe by another goroutine once pooled.
	return slices.Clone(stmts), err
}

// decimalWords is how many 9-digit words TiDB's test-driver decimal holds; a literal
// needing more makes it panic instead of returning an error.
const decimalWords = 9

// bigNumberEdits respells the numeric literals that TiDB's test driver would read as a
// decimal too wide for it (more than 81 digits) as floating-point literals: the value a
// parser reads is then the same double MySQL gives such literals, and the parse does not
// panic. Literals glued to a name (t.123) are left alone.
func bigNumberEdits(toks []token) []edit {
	var out []edit
	for i, t := range toks {
		if t.kind != tokNumber || len(t.text) <= decimalWords || i > 0 && gluedToName(toks[i-1], t) {
			continue
		}
		intPart, frac, isDecimal := strings.Cut(t.text, ".")
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
		f, err := strconv.ParseFloat(t.text, 64)
		if err != nil {
			continue // out of float range: the parse will fail, and safeParse recovers
		}
		out = append(out, edit{t.start, t.end, strconv.FormatFloat(f, 'e', -1, 64)})
	}
	return out
}

// gluedToName reports whether number t directly follows a name or a dot (t.123, t1.5).
func gluedToName(prev, t token) bool {
	return prev.end == t.start && (prev.kind != tokOp || prev.isOp(".") || strings.HasPrefix(t.text, "."))
}

// words is the number of 9-digit words holding n digits.
func words(n int) int { return (n + decimalWords - 1) / decimalWords }

// allDigits reports whether s has only ASCII digits (true for "").
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}
