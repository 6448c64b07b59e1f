package diagnose

import (
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/pingcap/tidb/pkg/parser"
	"github.com/pingcap/tidb/pkg/parser/ast"
	"github.com/pingcap/tidb/pkg/parser/mysql"
	// test_driver provides the literal value expressions the parser needs.
	_ "github.com/pingcap/tidb/pkg/parser/test_driver"
)

// sqlMode is the TiDB SQL mode used for Spider SQL: "..." stays a string literal, || is concatenation.
const sqlMode = mysql.ModeIgnoreSpace | mysql.ModePipesAsConcat | mysql.ModeNoBackslashEscapes

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

// SyntaxError locates a TiDB parse failure in the original SQL text.
type SyntaxError struct {
	Message string `json:"message"` // TiDB's own message (it quotes the text TiDB saw)
	Offset  int    `json:"offset"`  // byte offset in the original SQL, -1 when unknown
	Line    int    `json:"line"`    // 1-based line of Offset, 0 when unknown
	Column  int    `json:"column"`  // 1-based column (in characters) of Offset, 0 when unknown
	Near    string `json:"near"`    // original text from Offset, shortened
}

// Error formats the failure with its position in the original text.
func (e *SyntaxError) Error() string {
	if e.Offset < 0 {
		return "syntax error: " + e.Message
	}
	return "syntax error at line " + strconv.Itoa(e.Line) + " column " + strconv.Itoa(e.Column) +
		" near " + strconv.Quote(e.Near)
}

// parsed is the outcome of parsing SQL text (possibly rewritten) with TiDB.
type parsed struct {
	stmts  []ast.StmtNode
	src    rewritten
	quoted []string // identifiers back-quoted because TiDB reserves them
	err    *SyntaxError
	failed *parsePanic // TiDB's parser panicked; err then says so too
}

// tidbKeywords holds the lower-cased TiDB keywords; read-only after package init.
var tidbKeywords = func() map[string]bool {
	m := make(map[string]bool, len(parser.Keywords))
	for _, k := range parser.Keywords {
		m[strings.ToLower(k.Word)] = k.Reserved
	}
	return m
}()

// isReserved reports whether TiDB reserves the word w.
func isReserved(w string) bool { return tidbKeywords[strings.ToLower(w)] }

// parsers pools TiDB parsers in the Spider SQL mode (a new one costs far more than a
// parse); a parser is not safe for concurrent use.
var parsers = sync.Pool{New: func() any {
	p := parser.New()
	p.SetSQLMode(sqlMode)
	return p
}}

// pooledParser is a parser taken from the pool. A TiDB parser keeps pointers into the last
// AST it built and writes through them on its next parse, so it goes back to the pool only
// once that AST is no longer used; one that panicked is dropped.
type pooledParser struct {
	p      *parser.Parser
	broken bool
}

// getParser takes a parser from the pool.
func getParser() *pooledParser { return &pooledParser{p: parsers.Get().(*parser.Parser)} }

// release returns the parser to the pool unless it panicked.
func (pp *pooledParser) release() {
	if !pp.broken {
		parsers.Put(pp.p)
	}
}

// parseWithQuoting parses orig after the given edits. When TiDB stops at or after a bare
// schema identifier (TiDB reserves some: rank, match, dec, ...), the nearest such identifier
// before the error is back-quoted and the parse retried; a quote that does not move the
// error forward is undone. Words followed by "(" are left alone (function calls).
// The AST is valid until pp is released; pp must not have panicked before.
func parseWithQuoting(pp *pooledParser, orig string, base []edit, idents map[string]bool) parsed {
	toks := tokenize(orig)
	base = append(bigNumberEdits(toks), base...)
	touched := editedTokens(toks, base)
	var cands []int
	for i, t := range toks {
		if t.kind != tokWord || !idents[t.lower()] {
			continue
		}
		if i+1 < len(toks) && toks[i+1].isOp("(") || touched[i] {
			continue
		}
		cands = append(cands, i)
	}
	quoted := map[int]bool{}
	try := func() parsed {
		edits := append([]edit(nil), base...)
		var names []string
		for i := range quoted {
			edits = append(edits, edit{toks[i].start, toks[i].start, "`"}, edit{toks[i].end, toks[i].end, "`"})
			names = append(names, toks[i].text)
		}
		sort.Strings(names)
		names = slices.Compact(names)
		rw := applyEdits(orig, edits)
		stmts, err := safeParse(pp.p, rw.text)
		res := parsed{stmts: stmts, src: rw, quoted: names}
		if fail, ok := err.(*parsePanic); ok {
			pp.broken = true
			res.failed, res.err = fail, &SyntaxError{Message: fail.Error(), Offset: -1}
		} else if err != nil {
			res.err = locateError(rw, err.Error())
		}
		return res
	}
	best, limit := try(), parseAttempts(len(orig))
	for attempts := 1; best.err != nil && !pp.broken && attempts < limit; {
		improved := false
		for k := len(cands) - 1; k >= 0 && !pp.broken && attempts < limit; k-- {
			i := cands[k]
			if quoted[i] || best.err.Offset < 0 || toks[i].start > best.err.Offset {
				continue
			}
			quoted[i] = true
			attempts++
			next := try()
			if next.err == nil || next.err.Offset > best.err.Offset {
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

// editedTokens marks the tokens an edit replaces or inserts into (not merely beside).
func editedTokens(toks []token, edits []edit) map[int]bool {
	touched := map[int]bool{}
	for _, e := range edits {
		// The first token ending after the edit's start; tokens are sorted and disjoint.
		i := sort.Search(len(toks), func(k int) bool { return toks[k].end > e.start })
		for ; i < len(toks) && toks[i].start < e.end; i++ {
			touched[i] = true
		}
	}
	return touched
}

var (
	errPosRE   = regexp.MustCompile(`(?s)^line (\d+) column (\d+) near "(.*)"(.*)$`)
	errTotalRE = regexp.MustCompile(`\(total length (\d+)\)`)
)

// locateError maps a TiDB error message about rw.text back to the original text.
func locateError(rw rewritten, msg string) *SyntaxError {
	e := &SyntaxError{Message: strings.TrimSpace(msg), Offset: -1}
	m := errPosRE.FindStringSubmatch(msg)
	if m == nil {
		return e
	}
	off := -1
	if t := errTotalRE.FindStringSubmatch(m[4]); t != nil {
		if n, err := strconv.Atoi(t[1]); err == nil && n <= len(rw.text) {
			off = len(rw.text) - n
		}
	} else if strings.HasSuffix(rw.text, m[3]) {
		off = len(rw.text) - len(m[3])
	}
	if off < 0 {
		return e
	}
	e.Offset = rw.origOffset(off)
	e.Line, e.Column = lineColumn(rw.orig, e.Offset)
	e.Near = excerpt(rw.orig[e.Offset:], 40)
	return e
}

// lineColumn returns the 1-based line and character column of byte offset off in s.
func lineColumn(s string, off int) (line, col int) {
	if off > len(s) {
		off = len(s)
	}
	before := s[:off]
	line = 1 + strings.Count(before, "\n")
	lineStart := strings.LastIndexByte(before, '\n') + 1
	return line, 1 + utf8.RuneCountInString(before[lineStart:])
}

// excerpt returns at most n characters of s, whitespace runs collapsed, with an ellipsis when cut.
// It reads only as far as it needs, so long texts cost no more than short ones.
func excerpt(s string, n int) string {
	var b strings.Builder
	runes, space := 0, false
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if unicode.IsSpace(r) {
			space = b.Len() > 0
			i += size
			continue
		}
		if runes == n || space && runes+1 == n {
			if space && runes < n {
				b.WriteByte(' ')
			}
			return string([]rune(b.String())) + "…"
		}
		if space {
			b.WriteByte(' ')
			runes++
			space = false
		}
		b.WriteString(s[i : i+size])
		runes++
		i += size
	}
	return b.String()
}
