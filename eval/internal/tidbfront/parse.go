package tidbfront

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/pingcap/tidb/pkg/parser"
	"github.com/pingcap/tidb/pkg/parser/ast"
	"github.com/pingcap/tidb/pkg/parser/mysql"
	// test_driver provides the literal value expressions the parser needs.
	_ "github.com/pingcap/tidb/pkg/parser/test_driver"
)

// SQLMode is the TiDB SQL mode used for Spider SQL: "..." stays a string literal, || is concatenation.
const SQLMode = mysql.ModeIgnoreSpace | mysql.ModePipesAsConcat | mysql.ModeNoBackslashEscapes

// maxParseAttempts bounds the parses spent on back-quoting reserved identifiers, and
// parseBytesBudget the bytes they parse together, so long texts get fewer attempts.
const (
	maxParseAttempts = 24
	parseBytesBudget = 32 << 10
)

// parseAttempts is the number of parses allowed for a text of n bytes, at least 1.
func parseAttempts(n int) int {
	return max(1, min(maxParseAttempts, parseBytesBudget/max(n, 1)))
}

// keywords holds the lower-cased TiDB keywords and whether TiDB reserves
// them; read-only after package init.
var keywords = func() map[string]bool {
	m := make(map[string]bool, len(parser.Keywords))
	for _, k := range parser.Keywords {
		m[strings.ToLower(k.Word)] = k.Reserved
	}
	return m
}()

// IsReserved reports whether TiDB reserves the word w.
func IsReserved(w string) bool { return keywords[strings.ToLower(w)] }

// parsers pools TiDB parsers in SQLMode (a new one costs far more than a parse).
var parsers = sync.Pool{New: func() any {
	p := parser.New()
	p.SetSQLMode(SQLMode)
	return p
}}

// Parser is a TiDB parser taken from the pool; it is not safe for concurrent
// use. A TiDB parser keeps pointers into the last AST it built and writes
// through them on its next parse, so it goes back to the pool only once that
// AST is no longer used; one that panicked is dropped.
type Parser struct {
	p      *parser.Parser
	broken bool
}

// GetParser takes a parser from the pool.
func GetParser() *Parser { return &Parser{p: parsers.Get().(*parser.Parser)} }

// Release returns the parser to the pool unless it panicked.
func (pp *Parser) Release() {
	if !pp.broken {
		parsers.Put(pp.p)
	}
}

// Broken reports whether the parser panicked; it must not parse again.
func (pp *Parser) Broken() bool { return pp.broken }

// PanicError is a panic of TiDB's parser (e.g. its test driver on a huge
// decimal), recovered.
type PanicError struct{ Value any }

// Error names the panic by its first sentence.
func (e *PanicError) Error() string { return "panic: " + PanicSentence(e.Value) }

// PanicSentence is the first sentence of a panic value's first line.
func PanicSentence(r any) string {
	s := strings.TrimSpace(fmt.Sprint(r))
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if i := strings.Index(s, ". "); i >= 0 {
		s = s[:i+1]
	}
	return s
}

// Parse runs TiDB's parser on text; a panic becomes a *PanicError and breaks
// the parser.
func (pp *Parser) Parse(text string) (stmts []ast.StmtNode, err error) {
	defer func() {
		if r := recover(); r != nil {
			stmts, err, pp.broken = nil, &PanicError{r}, true
		}
	}()
	stmts, _, err = pp.p.ParseSQL(text)
	// The parser reuses the slice on its next parse, maybe by another goroutine once pooled.
	return slices.Clone(stmts), err
}

// Parsed is the outcome of ParseQuoting.
type Parsed struct {
	Stmts  []ast.StmtNode
	Src    Rewritten // the text TiDB read, mapped back to the original
	Quoted []string  // identifiers back-quoted because TiDB rejected them bare, sorted
	Err    error     // TiDB's error or a *PanicError; nil on success
	Offset int       // where Err points in the original text, -1 when unknown
}

// ParseQuoting parses orig after its over-wide numbers are respelled
// (BigNumberEdits) and the given edits are applied. When TiDB stops at or
// after a bare word that quotable accepts (a schema name TiDB reserves:
// rank, match, dec, ...), the nearest such word before the error is
// back-quoted and the parse retried; a quote that does not move the error
// forward is undone. Words followed by "(" (function calls) and words an
// edit touches are left alone. toks are orig's tokens. The AST is valid
// until pp is released; pp must not have panicked before.
func (pp *Parser) ParseQuoting(orig string, toks []Token, base []Edit, quotable func(Token) bool) Parsed {
	base = append(BigNumberEdits(toks), base...)
	touched := editedTokens(toks, base)
	var cands []int
	for i, t := range toks {
		if t.Kind != Word || !quotable(t) {
			continue
		}
		if i+1 < len(toks) && toks[i+1].IsOp("(") || touched[i] {
			continue
		}
		cands = append(cands, i)
	}
	quoted := map[int]bool{}
	try := func() Parsed {
		edits := append([]Edit(nil), base...)
		var names []string
		for _, i := range cands {
			if quoted[i] {
				t := toks[i]
				edits = append(edits, Edit{t.Start, t.End, "`" + t.Text + "`"})
				names = append(names, t.Text)
			}
		}
		sort.Strings(names)
		names = slices.Compact(names)
		rw := ApplyEdits(orig, edits)
		stmts, err := pp.Parse(rw.Text)
		res := Parsed{Stmts: stmts, Src: rw, Quoted: names, Err: err, Offset: -1}
		if _, ok := err.(*PanicError); !ok && err != nil {
			res.Offset = rw.OrigOffset(errorOffset(rw.Text, err.Error()))
		}
		return res
	}
	best, limit := try(), parseAttempts(len(orig))
	for attempts := 1; best.Err != nil && best.Offset >= 0 && !pp.broken && attempts < limit; {
		improved := false
		for k := len(cands) - 1; k >= 0 && !pp.broken && attempts < limit; k-- {
			i := cands[k]
			if quoted[i] || toks[i].Start > best.Offset {
				continue
			}
			quoted[i] = true
			attempts++
			next := try()
			if next.Err == nil || next.Offset > best.Offset {
				best, improved = next, true
				break
			}
			delete(quoted, i)
		}
		if !improved {
			break
		}
	}
	return best
}

var (
	errNearRE  = regexp.MustCompile(`(?s)^line \d+ column \d+ near "(.*)"(.*)$`)
	errTotalRE = regexp.MustCompile(`\(total length (\d+)\)`)
)

// errorOffset finds where in text a TiDB error message points, -1 when it does not say.
func errorOffset(text, msg string) int {
	m := errNearRE.FindStringSubmatch(msg)
	if m == nil {
		return -1
	}
	if t := errTotalRE.FindStringSubmatch(m[2]); t != nil {
		if n, err := strconv.Atoi(t[1]); err == nil && n <= len(text) {
			return len(text) - n
		}
		return -1
	}
	if strings.HasSuffix(text, m[1]) {
		return len(text) - len(m[1])
	}
	return -1
}
