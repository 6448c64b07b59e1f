package exec

import (
	"encoding/json"
	"strings"
	"unicode"
)

// NewerSQL names the first feature of sql on which the embedded SQLite
// (3.53) and the reference's (3.40.1, Debian's CPython) may answer
// differently, or "". Newer syntax and functions 3.40.1 refuses or answers
// NULL on are accepted here; what only the reference's build has (dbstat,
// sqlite_stmt, pragma_compile_options, PRAGMA user_version) and
// sqlite_version(), which names another release, are refused here. A
// verdict on such a query may differ from the reference's. The JSON
// functions are such a case when they parse text that is not RFC 8259 JSON
// (3.53 reads JSON5 text and JSONB blobs; 3.40.1 fails with "malformed
// JSON"): a literal is checked here, a value from the data cannot be, so
// every JSON parse of a value that is not a literal is named (see jsonRead).
func NewerSQL(sql string) string {
	if len(sql) > MaxSQLLength || !mayBeNewer(sql) {
		return "" // not run (too long), or none of the features' words
	}
	toks := scanSQL(sql)
	for i, t := range toks {
		word := strings.ToLower(t)
		switch {
		case isNumberTok(t) && strings.Contains(t, "_"):
			return "the digit separator of " + t
		case word == "dbstat" || word == "sqlite_stmt" || word == "pragma_compile_options":
			return word + " (the reference's build has it; it is refused here)"
		case word == "pragma" && i+1 < len(toks) && strings.ToLower(toks[i+1]) == "user_version":
			return "PRAGMA user_version (refused here)"
		}
		if t == "-" && i+1 < len(toks) && toks[i+1] == ">" {
			if i == 0 || !strictJSONLiteral(toks[i-1]) {
				return "the -> operator on data (3.53 reads JSON5 text and JSONB there, 3.40.1 refuses them)"
			}
		}
		if i+1 >= len(toks) || toks[i+1] != "(" {
			continue
		}
		args := callArgs(toks[i+1:])
		if n := jsonParsed[word]; n > 0 {
			if what := jsonRead(word, args, n); what != "" {
				return what
			}
		}
		switch word {
		case "sqlite_version":
			return "sqlite_version() (3.53.4 here, 3.40.1 there)"
		case "iif":
			if len(args) == 2 {
				return "two-argument iif()"
			}
		case "json_valid":
			if len(args) == 2 {
				return "json_valid() with flags"
			}
		case "group_concat":
			for _, a := range args {
				for j, w := range a {
					if strings.EqualFold(w, "order") && j+1 < len(a) && strings.EqualFold(a[j+1], "by") {
						return "group_concat(… ORDER BY …)"
					}
				}
			}
		case "strftime", "date", "time", "datetime", "julianday", "unixepoch":
			for k, a := range args {
				if len(a) != 1 || !isStringTok(a[0]) {
					continue
				}
				text := strings.ToLower(a[0][1 : len(a[0])-1])
				if word == "strftime" && k == 0 {
					if spec := newSpecifier(a[0]); spec != "" {
						return "strftime('" + spec + "')"
					}
					continue
				}
				switch strings.TrimSpace(text) {
				case "subsec", "subsecond", "floor", "ceiling", "auto", "julianday":
					return "the '" + strings.TrimSpace(text) + "' modifier"
				}
			}
		}
	}
	return ""
}

// jsonParsed are the JSON functions that parse their first argument (or
// first two) as JSON: 3.53 accepts JSON5 text and JSONB blobs there,
// 3.40.1 fails. (json_array, json_object, json_quote and the aggregates
// take values, and json_valid with one argument answers the same.)
var jsonParsed = map[string]int{
	"json": 1, "json_array_length": 1, "json_extract": 1, "json_insert": 1, "json_replace": 1, "json_set": 1,
	"json_remove": 1, "json_type": 1, "json_each": 1, "json_tree": 1, "json_patch": 2,
}

// jsonRead names a call of a JSON function whose parsed arguments are
// not all literals of RFC 8259 JSON (or NULL), else "". A value from the
// data is named whatever it holds: it may be JSON5 text or a blob, which
// only a scan of the data could rule out (eval/QUIRKS.md says why not).
func jsonRead(fn string, args [][]string, n int) string {
	for _, a := range args[:min(n, len(args))] {
		switch {
		case len(a) == 1 && strings.EqualFold(a[0], "null"):
		case len(a) == 1 && strictJSONLiteral(a[0]):
		case len(a) == 1 && (isStringTok(a[0]) || isNumberTok(a[0])):
			return fn + "() on " + a[0] + ", which is not RFC 8259 JSON (3.53 reads JSON5, 3.40.1 refuses it)"
		default:
			return fn + "() on data (3.53 reads JSON5 text and JSONB there, 3.40.1 refuses them)"
		}
	}
	return ""
}

// strictJSONLiteral reports a string or number literal whose text is RFC
// 8259 JSON, which both releases read alike.
func strictJSONLiteral(t string) bool {
	switch {
	case isStringTok(t):
		return json.Valid([]byte(strings.ReplaceAll(t[1:len(t)-1], "''", "'")))
	case isNumberTok(t):
		return json.Valid([]byte(t))
	}
	return false
}

// newerWords are the words one of which a query NewerSQL names holds.
var newerWords = []string{"json", "iif", "json_valid", "group_concat", "dbstat", "sqlite_stmt", "pragma_compile_options",
	"user_version", "sqlite_version", "strftime", "subsec", "floor", "ceiling", "auto", "julianday"}

// mayBeNewer is a quick test, without allocating, for text NewerSQL
// could name: one of newerWords in any case, a digit, "_", a digit, or "->".
func mayBeNewer(sql string) bool {
	for i := 0; i < len(sql); i++ {
		if sql[i] == '_' && i > 0 && i+1 < len(sql) && isDigit(sql[i-1]) && isDigit(sql[i+1]) {
			return true
		}
		if sql[i] == '-' && i+1 < len(sql) && sql[i+1] == '>' {
			return true
		}
		c := sql[i] | 0x20 // ASCII lower case
		for _, w := range newerWords {
			if w[0] == c && len(sql)-i >= len(w) && strings.EqualFold(sql[i:i+len(w)], w) {
				return true
			}
		}
	}
	return false
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// newSpecifier is the first strftime specifier of a format literal that
// 3.40.1 lacks (it answers NULL there), or "".
func newSpecifier(lit string) string {
	for i := 0; i+1 < len(lit); i++ {
		if lit[i] != '%' {
			continue
		}
		if strings.IndexByte("eFIklpPRTuGgUV", lit[i+1]) >= 0 {
			return lit[i : i+2]
		}
		i++ // an older specifier, or %%
	}
	return ""
}

// callArgs splits the tokens of a call, from its "(", into its top-level
// arguments.
func callArgs(toks []string) [][]string {
	var args [][]string
	var cur []string
	depth := 0
	for _, t := range toks {
		switch t {
		case "(":
			depth++
			if depth == 1 {
				continue
			}
		case ")":
			depth--
			if depth == 0 {
				if len(cur) > 0 || len(args) > 0 {
					args = append(args, cur)
				}
				return args
			}
		case ",":
			if depth == 1 {
				args = append(args, cur)
				cur = nil
				continue
			}
		}
		cur = append(cur, t)
	}
	return args
}

// scanSQL splits sql into words, numbers, string literals, quoted names
// and single punctuation characters; spaces and comments are dropped.
func scanSQL(sql string) []string {
	var out []string
	for i := 0; i < len(sql); {
		c := sql[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f':
			i++
		case strings.HasPrefix(sql[i:], "--"):
			if j := strings.IndexByte(sql[i:], '\n'); j >= 0 {
				i += j + 1
			} else {
				i = len(sql)
			}
		case strings.HasPrefix(sql[i:], "/*"):
			if j := strings.Index(sql[i+2:], "*/"); j >= 0 {
				i += j + 4
			} else {
				i = len(sql)
			}
		case c == '\'' || c == '"' || c == '`' || c == '[':
			end := map[byte]byte{'\'': '\'', '"': '"', '`': '`', '[': ']'}[c]
			j := i + 1
			for j < len(sql) {
				if sql[j] == end {
					if end != ']' && j+1 < len(sql) && sql[j+1] == end {
						j += 2
						continue
					}
					break
				}
				j++
			}
			j = min(j+1, len(sql))
			out = append(out, sql[i:j])
			i = j
		case isWordByte(c) || c == '.' && i+1 < len(sql) && sql[i+1] >= '0' && sql[i+1] <= '9':
			j := i + 1
			for j < len(sql) && (isWordByte(sql[j]) || sql[j] == '.' && c >= '0' && c <= '9') {
				j++
			}
			out = append(out, sql[i:j])
			i = j
		default:
			out = append(out, sql[i:i+1])
			i++
		}
	}
	return out
}

func isWordByte(c byte) bool {
	return c == '_' || c == '$' || c >= 0x80 || unicode.IsLetter(rune(c)) || unicode.IsDigit(rune(c))
}

func isNumberTok(t string) bool { return t != "" && (t[0] >= '0' && t[0] <= '9' || t[0] == '.') }

func isStringTok(t string) bool { return len(t) >= 2 && t[0] == '\'' && t[len(t)-1] == '\'' }
