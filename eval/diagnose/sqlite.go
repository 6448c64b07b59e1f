package diagnose

import "github.com/spidereval/spidereval/eval/internal/tidbfront"

// sqliteFinding is one piece of SQLite-only syntax and the edits giving its MySQL spelling.
type sqliteFinding struct {
	note   string
	offset int
	edits  []tidbfront.Edit
}

// sqliteCastTypes maps SQLite type names TiDB's CAST rejects to a MySQL cast type.
var sqliteCastTypes = map[string]string{
	"text": "CHAR", "varchar": "CHAR", "clob": "CHAR",
	"integer": "SIGNED", "int": "SIGNED", "bigint": "SIGNED", "smallint": "SIGNED",
	"tinyint": "SIGNED", "mediumint": "SIGNED", "boolean": "SIGNED", "bool": "SIGNED",
	"numeric": "DECIMAL", "blob": "BINARY",
}

// isTruthWord reports whether w may follow IS [NOT] in MySQL.
func isTruthWord(t tidbfront.Token) bool {
	return t.Is("null") || t.Is("true") || t.Is("false") || t.Is("unknown")
}

// findSQLiteOnly scans tokens for syntax SQLite accepts and MySQL/TiDB does not.
func findSQLiteOnly(toks []tidbfront.Token) []sqliteFinding {
	var out []sqliteFinding
	add := func(note string, at int, edits ...tidbfront.Edit) {
		out = append(out, sqliteFinding{note: note, offset: at, edits: edits})
	}
	for i, t := range toks {
		prevDot := i > 0 && toks[i-1].IsOp(".")
		next := func(k int) tidbfront.Token {
			if i+k < len(toks) {
				return toks[i+k]
			}
			return tidbfront.Token{Kind: tidbfront.Op, Start: -1}
		}
		switch {
		case t.IsOp("=="):
			add("`==` comparison (MySQL uses =)", t.Start, tidbfront.Edit{Start: t.Start, End: t.End, Text: "="})
		case t.Kind == tidbfront.Bracket:
			add("[name] identifier quoting (MySQL uses `name`)", t.Start,
				tidbfront.Edit{Start: t.Start, End: t.End, Text: "`" + t.Name() + "`"})
		case prevDot:
		case t.Is("glob"):
			add("GLOB operator (MySQL: LIKE or REGEXP)", t.Start, tidbfront.Edit{Start: t.Start, End: t.End, Text: "LIKE"})
		case t.Kind == tidbfront.Word && i > 1 && toks[i-1].Is("as") && insideCast(toks, i):
			if to, ok := sqliteCastTypes[t.Lower()]; ok {
				add("CAST(... AS "+t.Text+") type name (MySQL: "+to+")", t.Start, tidbfront.Edit{Start: t.Start, End: t.End, Text: to})
			}
		case t.Is("collate") && next(1).Kind == tidbfront.Word && !next(1).Is("utf8mb4_bin") &&
			(next(1).Is("nocase") || next(1).Is("rtrim") || next(1).Is("binary")):
			add("COLLATE "+next(1).Text+" (a SQLite collation)", t.Start, tidbfront.Edit{Start: t.Start, End: next(1).End, Text: ""})
		case t.Is("nulls") && (next(1).Is("first") || next(1).Is("last")):
			add("NULLS "+next(1).Text+" in ORDER BY", t.Start, tidbfront.Edit{Start: t.Start, End: next(1).End, Text: ""})
		case (t.Is("max") || t.Is("min")) && next(1).IsOp("(") && topLevelCommas(toks, i+1) > 0:
			to := "GREATEST"
			if t.Is("min") {
				to = "LEAST"
			}
			add("scalar "+t.Lower()+"() with several arguments (MySQL: "+to+")", t.Start, tidbfront.Edit{Start: t.Start, End: t.End, Text: to})
		case t.Is("is") && next(1).Is("not") && next(2).Start >= 0 && !isTruthWord(next(2)):
			add("IS NOT between two values (MySQL allows only IS [NOT] NULL/TRUE/FALSE)", t.Start,
				tidbfront.Edit{Start: t.Start, End: next(1).End, Text: "!="})
		case t.Is("is") && !next(1).Is("not") && next(1).Start >= 0 && !isTruthWord(next(1)):
			add("IS between two values (MySQL allows only IS [NOT] NULL/TRUE/FALSE)", t.Start,
				tidbfront.Edit{Start: t.Start, End: t.End, Text: "<=>"})
		case t.Is("isnull") && !next(1).IsOp("("):
			add("postfix ISNULL", t.Start, tidbfront.Edit{Start: t.Start, End: t.End, Text: "IS NULL"})
		case t.Is("notnull"):
			add("postfix NOTNULL", t.Start, tidbfront.Edit{Start: t.Start, End: t.End, Text: "IS NOT NULL"})
		case t.Is("full") && (next(1).Is("outer") || next(1).Is("join")):
			add("FULL [OUTER] JOIN (MySQL has no full outer join)", t.Start, tidbfront.Edit{Start: t.Start, End: t.End, Text: "LEFT"})
		}
	}
	return out
}

// insideCast reports whether token i sits directly inside the parentheses of CAST(...).
func insideCast(toks []tidbfront.Token, i int) bool {
	depth := 0
	for k := i - 1; k >= 0; k-- {
		switch {
		case toks[k].IsOp(")"):
			depth++
		case toks[k].IsOp("("):
			if depth == 0 {
				return k > 0 && toks[k-1].Is("cast")
			}
			depth--
		}
	}
	return false
}

// topLevelCommas counts the commas directly inside the parenthesis at token open.
func topLevelCommas(toks []tidbfront.Token, open int) int {
	depth, n := 0, 0
	for k := open; k < len(toks); k++ {
		switch {
		case toks[k].IsOp("("):
			depth++
		case toks[k].IsOp(")"):
			depth--
			if depth == 0 {
				return n
			}
		case toks[k].IsOp(",") && depth == 1:
			n++
		}
	}
	return n
}
