package diagnose

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pingcap/tidb/pkg/parser/ast"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
)

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
	src    tidbfront.Rewritten
	quoted []string // identifiers back-quoted because TiDB reserves them
	err    *SyntaxError
	failed *parsePanic // TiDB's parser panicked; err then says so too
}

// parseWithQuoting parses orig after the given edits, back-quoting the schema identifiers
// TiDB stops at (tidbfront.Parser.ParseQuoting); any schema identifier may be quoted.
// The AST is valid until pp is released; pp must not have panicked before.
func parseWithQuoting(pp *tidbfront.Parser, orig string, base []tidbfront.Edit, idents map[string]bool) parsed {
	toks := tidbfront.Tokenize(orig)
	r := pp.ParseQuoting(orig, toks, base, func(t tidbfront.Token) bool { return idents[t.Lower()] })
	res := parsed{stmts: r.Stmts, src: r.Src, quoted: r.Quoted}
	if fail, ok := r.Err.(*tidbfront.PanicError); ok {
		res.failed = &parsePanic{fail.Value}
		res.err = &SyntaxError{Message: res.failed.Error(), Offset: -1}
	} else if r.Err != nil {
		res.err = locateError(r.Src, r.Err.Error(), r.Offset)
	}
	return res
}

// locateError describes TiDB's message about rw.Text at off, an offset of the original text.
func locateError(rw tidbfront.Rewritten, msg string, off int) *SyntaxError {
	e := &SyntaxError{Message: strings.TrimSpace(msg), Offset: -1}
	if off < 0 {
		return e
	}
	e.Offset = off
	e.Line, e.Column = lineColumn(rw.Orig, e.Offset)
	e.Near = excerpt(rw.Orig[e.Offset:], 40)
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
