package dataset

import (
	"regexp"
	"strings"
)

// fence is a Markdown code block: ```sql … ``` (any or no language tag).
var fence = regexp.MustCompile("(?s)```[A-Za-z0-9_-]*[ \t]*\n?(.*?)```")

// sqlStart is where a query begins after leading prose.
var sqlStart = regexp.MustCompile(`(?i)\b(SELECT|WITH)\b`)

// ExtractSQL takes the query out of a language model's answer: the first
// fenced code block if there is one, else the text from the first SELECT
// or WITH; then up to the first semicolon outside quotes, on one line.
// changed says whether this is not the text as given (spaces aside). It is
// spidereval's own opt-in step (--extract_sql), never the reference's.
func ExtractSQL(text string) (sql string, changed bool) {
	s := text
	if m := fence.FindStringSubmatch(s); m != nil {
		s = m[1]
	} else if at := queryStart(s); at >= 0 {
		s = s[at:]
	}
	s = cutAtSemicolon(s)
	s = strings.Join(strings.Fields(s), " ")
	return s, s != strings.Join(strings.Fields(text), " ")
}

// queryStart is where the query in s begins: the first SELECT or WITH
// written in capitals or starting a line, else the first in any case (a
// "select" in prose is passed over when a capital one follows), -1 when
// there is none.
func queryStart(s string) int {
	locs := sqlStart.FindAllStringIndex(s, -1)
	if len(locs) == 0 {
		return -1
	}
	for _, l := range locs {
		kw := s[l[0]:l[1]]
		lineStart := strings.TrimRight(s[:l[0]], " \t") == "" || strings.HasSuffix(strings.TrimRight(s[:l[0]], " \t"), "\n")
		if kw == strings.ToUpper(kw) || lineStart {
			return l[0]
		}
	}
	return locs[0][0]
}

// cutAtSemicolon ends s at its first semicolon outside quotes.
func cutAtSemicolon(s string) string {
	var quote rune
	for i, r := range s {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			}
		case r == '\'' || r == '"' || r == '`':
			quote = r
		case r == ';':
			return s[:i]
		}
	}
	return s
}
