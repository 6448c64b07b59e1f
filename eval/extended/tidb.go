package extended

import (
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

// sqlMode is the SQL mode eval/diagnose uses for Spider SQL: "..." is a string, || concatenates.
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

// reservedWords holds the lower-cased words TiDB reserves; read-only after init.
var reservedWords = func() map[string]bool {
	m := map[string]bool{}
	for _, k := range parser.Keywords {
		if k.Reserved {
			m[strings.ToLower(k.Word)] = true
		}
	}
	return m
}()

// parsers pools TiDB parsers (a new one costs far more than a parse); a parser is not safe
// for concurrent use.
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

// parseAttempt is one TiDB parse of the edited text.
type parseAttempt struct {
	stmts  []ast.StmtNode
	err    error
	offset int // error offset in the original text, -1 when unknown
}

// edit replaces src[start:end] with text; start == end inserts.
type edit struct {
	start, end int
	text       string
}

// parseTiDB parses sql with TiDB after the fixed edits of spiderEdits. When the parse stops
// at or after a bare schema identifier that TiDB reserves (rank, match, ...), the nearest such
// identifier before the error is back-quoted and the parse retried, as eval/diagnose does; a
// quote that does not move the error forward is undone. It returns the statements and the
// error offset in sql (-1 on success or when unknown).
func parseTiDB(pp *pooledParser, sql string, toks []lexeme, idents map[string]bool) ([]ast.StmtNode, int, error) {
	base := spiderEdits(toks)
	var cands []int
	for i, t := range toks {
		w := strings.ToLower(t.text)
		if t.kind == lexWord && idents[w] && reservedWords[w] && !(i+1 < len(toks) && toks[i+1].isOp("(")) {
			cands = append(cands, i)
		}
	}
	quoted := map[int]bool{}
	try := func() parseAttempt {
		edits := append([]edit(nil), base...)
		for _, i := range cands {
			if quoted[i] {
				edits = append(edits, edit{toks[i].start, toks[i].end, "`" + toks[i].text + "`"})
			}
		}
		text := applyEdits(sql, edits)
		stmts, err := safeParse(pp.p, text)
		if _, ok := err.(*PanicError); ok {
			pp.broken = true
			return parseAttempt{err: err, offset: -1}
		}
		a := parseAttempt{stmts: stmts, err: err, offset: -1}
		if err != nil {
			a.offset = origOffset(errorOffset(text, err.Error()), edits)
		}
		return a
	}
	best, limit := try(), parseAttempts(len(sql))
	for attempts := 1; best.err != nil && best.offset >= 0 && !pp.broken && attempts < limit; {
		improved := false
		for k := len(cands) - 1; k >= 0 && !pp.broken && attempts < limit; k-- {
			i := cands[k]
			if quoted[i] || toks[i].start > best.offset {
				continue
			}
			quoted[i] = true
			attempts++
			next := try()
			if next.err == nil || next.offset > best.offset {
				best, improved = next, true
				break
			}
			delete(quoted, i)
		}
		if !improved {
			break
		}
	}
	if pe, ok := best.err.(*PanicError); ok {
		return nil, -1, pe
	}
	if best.err != nil {
		return nil, best.offset, &SyntaxError{Msg: strings.TrimSpace(best.err.Error())}
	}
	return best.stmts, -1, nil
}

// safeParse runs the TiDB parser, turning a panic into a *PanicError.
func safeParse(p *parser.Parser, text string) (stmts []ast.StmtNode, err error) {
	defer func() {
		if r := recover(); r != nil {
			stmts, err = nil, &PanicError{r}
		}
	}()
	stmts, _, err = p.ParseSQL(text)
	// The parser reuses the slice on its next parse.
	return slices.Clone(stmts), err
}

// spiderEdits are the rewrites that make TiDB read the text as the reference tokenizer does:
// "> =", "< =" and "! =" are joined into one operator, and the * of max/min/sum/avg(*) is
// back-quoted into a column named *, which lowers to __all__ like count(*). Over-wide
// numbers are respelled too (bigNumberEdits), which TiDB's test driver would panic on.
func spiderEdits(toks []lexeme) []edit {
	out := bigNumberEdits(toks)
	for i := 0; i+1 < len(toks); i++ {
		t, next := toks[i], toks[i+1]
		if (t.isOp(">") || t.isOp("<") || t.isOp("!")) && next.isOp("=") {
			out = append(out, edit{t.start, next.end, t.text + "="})
			i++
			continue
		}
		if i+3 < len(toks) && t.kind == lexWord && starAggregates[strings.ToLower(t.text)] &&
			next.isOp("(") && toks[i+2].isOp("*") && toks[i+3].isOp(")") {
			out = append(out, edit{toks[i+2].start, toks[i+2].end, "`*`"})
		}
	}
	return out
}

// starAggregates are the aggregates the reference accepts over * but TiDB does not.
var starAggregates = map[string]bool{"max": true, "min": true, "sum": true, "avg": true}

// applyEdits returns src with non-overlapping edits applied.
func applyEdits(src string, edits []edit) string {
	sortEdits(edits)
	var b strings.Builder
	pos := 0
	for _, e := range edits {
		b.WriteString(src[pos:e.start])
		b.WriteString(e.text)
		pos = e.end
	}
	b.WriteString(src[pos:])
	return b.String()
}

// sortEdits orders edits by position.
func sortEdits(edits []edit) {
	sort.Slice(edits, func(i, j int) bool { return edits[i].start < edits[j].start })
}

// origOffset maps an offset of the edited text back to the original text.
func origOffset(off int, edits []edit) int {
	if off < 0 {
		return -1
	}
	sortEdits(edits)
	delta := 0
	for _, e := range edits {
		newStart := e.start + delta
		if off < newStart {
			break
		}
		if off < newStart+len(e.text) {
			return e.start
		}
		delta += len(e.text) - (e.end - e.start)
	}
	return off - delta
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
