package exec

import (
	"errors"
	"regexp"
	"strings"

	"github.com/spidereval/spidereval/internal/memo"

	"github.com/spidereval/spidereval/eval/exec/internal/sqllex"
)

// errNoStatement is returned when a query text holds no SQL statement at all
// (empty or whitespace only); the reference crashes on such input.
var errNoStatement = errors.New("query holds no SQL statement")

// Postprocess joins the spaced comparison operators "> =", "< =" and "! ="
// as the test-suite evaluator does before executing.
func Postprocess(sql string) string {
	sql = strings.ReplaceAll(sql, "> =", ">=")
	sql = strings.ReplaceAll(sql, "< =", "<=")
	return strings.ReplaceAll(sql, "! =", "!=")
}

// ValueToOne replaces every occurrence of "value" (case-sensitive, also
// inside identifiers) by "1", as the test-suite evaluator does to each
// prediction line.
func ValueToOne(pred string) string { return strings.ReplaceAll(pred, "value", "1") }

// RemoveDistinct returns the first SQL statement of sql (as the reference's
// SQL lexer splits statements) with every token spelled "distinct" (any
// case) removed; the other tokens are kept verbatim. It fails when sql holds
// no statement. Results are remembered (distinctMemo): a run rewrites every
// gold and prediction, and scoring the same files again rewrites the same
// texts (in the page, lexing was a seventh of a warm run's time).
func RemoveDistinct(sql string) (string, error) {
	if plainStatement(sql) {
		return sql, nil
	}
	if r, ok := distinctMemo.Get(sql); ok {
		return r.sql, r.err
	}
	out, err := removeDistinct(sql)
	if len(sql) <= maxMemoSQL {
		distinctMemo.Put(sql, rewritten{out, err}, int64(len(sql)+len(out)))
	}
	return out, err
}

// distinctMemo remembers RemoveDistinct's results for texts of at most
// maxMemoSQL bytes, 4 MiB in all.
var distinctMemo = memo.Strings[rewritten]{Max: 4 << 20}

const maxMemoSQL = 4096

type rewritten struct {
	sql string
	err error
}

// plainStatement reports whether RemoveDistinct would return sql as it is,
// without lexing it: printable ASCII (tabs and line breaks too), no ";"
// (so the first statement is the whole text), no "distinct" in any case,
// and something besides whitespace (the lexer keeps every other character,
// so its tokens spell the text again). TestPlainStatement checks it
// against the lexer.
func plainStatement(sql string) bool {
	blank := true
	for i := 0; i < len(sql); i++ {
		switch c := sql[i]; {
		case c == ';':
			return false
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
		case c < 0x20 || c > 0x7e:
			return false
		default:
			blank = false
		}
	}
	return !blank && !strings.Contains(strings.ToLower(sql), "distinct")
}

func removeDistinct(sql string) (string, error) {
	toks, err := firstStatement(sqllex.Lex(sql))
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, t := range toks {
		if !isDistinctWord(t.Val) {
			b.WriteString(t.Val)
		}
	}
	return b.String(), nil
}

// isDistinctWord reports whether Python's s.lower() == "distinct".
func isDistinctWord(s string) bool {
	if len(s) != len("distinct") {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != "distinct"[i] {
			return false
		}
	}
	return true
}

// firstStatement returns the tokens of the first statement, splitting like
// python-sqlparse: a ';' at nesting level <= 0 ends a statement, which also
// takes the whitespace and line comments right after it; parentheses and
// BEGIN/END-style keywords change the level.
func firstStatement(toks []sqllex.Token) ([]sqllex.Token, error) {
	var sp splitter
	for i, t := range toks {
		if sp.ended && t.Type != sqllex.Whitespace && t.Type != sqllex.Comment {
			return toks[:i], nil
		}
		sp.level += sp.change(t)
		if sp.level <= 0 && t.Type == sqllex.Punct && t.Val == ";" {
			sp.ended = true
		}
	}
	for _, t := range toks {
		if t.Type != sqllex.Whitespace && t.Type != sqllex.Newline {
			return toks, nil
		}
	}
	return nil, errNoStatement
}

// splitter is the state of the statement splitter.
type splitter struct {
	level      int
	ended      bool
	isCreate   bool
	beginDepth int
}

// change returns the nesting level change caused by t.
func (s *splitter) change(t sqllex.Token) int {
	if t.Type == sqllex.Punct {
		switch t.Val {
		case "(":
			return 1
		case ")":
			return -1
		}
		return 0
	}
	if t.Type != sqllex.Keyword && t.Type != sqllex.KeywordDDL {
		return 0
	}
	u := strings.ToUpper(t.Val)
	switch {
	case t.Type == sqllex.KeywordDDL && strings.HasPrefix(u, "CREATE"):
		s.isCreate = true
		return 0
	case u == "DECLARE" && s.isCreate && s.beginDepth == 0:
		return 1
	case u == "BEGIN":
		s.beginDepth++
		return b2i(s.isCreate)
	case u == "END":
		s.beginDepth = max(0, s.beginDepth-1)
		return -1
	case (u == "IF" || u == "FOR" || u == "WHILE" || u == "CASE") && s.isCreate && s.beginDepth > 0:
		return 1
	case u == "END IF" || u == "END FOR" || u == "END WHILE":
		return -1
	}
	return 0
}

// pyWS is Python's \s for str patterns.
const pyWS = `[\t\n\v\f\r\x1c-\x1f \x{85}\x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}]`

var curYearRE = regexp.MustCompile(`(?i)YEAR` + pyWS + `*\(` + pyWS + `*CURDATE` + pyWS + `*\(` + pyWS + `*\)` + pyWS + `*\)` + pyWS + `*`)

// ReplaceCurYear replaces MySQL's YEAR(CURDATE()) (and the whitespace after
// it) by 2020, as the test-suite evaluator does before every execution.
func ReplaceCurYear(sql string) string {
	// Without CURDATE there is nothing to replace: a plain search skips
	// the regular expression for nearly every query. No letter of CURDATE
	// has a case-insensitive match outside ASCII, in Python or in Go.
	if !containsFoldASCII(sql, "curdate") {
		return sql
	}
	return curYearRE.ReplaceAllLiteralString(sql, "2020")
}

func asciiLower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// containsFoldASCII reports whether s holds lower (lower-case ASCII) with
// its letters in any mix of ASCII cases.
func containsFoldASCII(s, lower string) bool {
	for i := 0; i+len(lower) <= len(s); i++ {
		j := 0
		for j < len(lower) && asciiLower(s[i+j]) == lower[j] {
			j++
		}
		if j == len(lower) {
			return true
		}
	}
	return false
}
