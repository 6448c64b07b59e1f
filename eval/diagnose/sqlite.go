package diagnose

// sqliteFinding is one piece of SQLite-only syntax and the edits giving its MySQL spelling.
type sqliteFinding struct {
	note   string
	offset int
	edits  []edit
}

// sqliteCastTypes maps SQLite type names TiDB's CAST rejects to a MySQL cast type.
var sqliteCastTypes = map[string]string{
	"text": "CHAR", "varchar": "CHAR", "clob": "CHAR",
	"integer": "SIGNED", "int": "SIGNED", "bigint": "SIGNED", "smallint": "SIGNED",
	"tinyint": "SIGNED", "mediumint": "SIGNED", "boolean": "SIGNED", "bool": "SIGNED",
	"numeric": "DECIMAL", "blob": "BINARY",
}

// isTruthWord reports whether w may follow IS [NOT] in MySQL.
func isTruthWord(t token) bool {
	return t.is("null") || t.is("true") || t.is("false") || t.is("unknown")
}

// findSQLiteOnly scans tokens for syntax SQLite accepts and MySQL/TiDB does not.
func findSQLiteOnly(toks []token) []sqliteFinding {
	var out []sqliteFinding
	add := func(note string, at int, edits ...edit) {
		out = append(out, sqliteFinding{note: note, offset: at, edits: edits})
	}
	for i, t := range toks {
		prevDot := i > 0 && toks[i-1].isOp(".")
		next := func(k int) token {
			if i+k < len(toks) {
				return toks[i+k]
			}
			return token{kind: tokOp, start: -1}
		}
		switch {
		case t.isOp("=="):
			add("`==` comparison (MySQL uses =)", t.start, edit{t.start, t.end, "="})
		case t.kind == tokBracket:
			add("[name] identifier quoting (MySQL uses `name`)", t.start,
				edit{t.start, t.end, "`" + t.name() + "`"})
		case prevDot:
		case t.is("glob"):
			add("GLOB operator (MySQL: LIKE or REGEXP)", t.start, edit{t.start, t.end, "LIKE"})
		case t.kind == tokWord && i > 1 && toks[i-1].is("as") && insideCast(toks, i):
			if to, ok := sqliteCastTypes[t.lower()]; ok {
				add("CAST(... AS "+t.text+") type name (MySQL: "+to+")", t.start, edit{t.start, t.end, to})
			}
		case t.is("collate") && next(1).kind == tokWord && !next(1).is("utf8mb4_bin") &&
			(next(1).is("nocase") || next(1).is("rtrim") || next(1).is("binary")):
			add("COLLATE "+next(1).text+" (a SQLite collation)", t.start, edit{t.start, next(1).end, ""})
		case t.is("nulls") && (next(1).is("first") || next(1).is("last")):
			add("NULLS "+next(1).text+" in ORDER BY", t.start, edit{t.start, next(1).end, ""})
		case (t.is("max") || t.is("min")) && next(1).isOp("(") && topLevelCommas(toks, i+1) > 0:
			to := "GREATEST"
			if t.is("min") {
				to = "LEAST"
			}
			add("scalar "+t.lower()+"() with several arguments (MySQL: "+to+")", t.start, edit{t.start, t.end, to})
		case t.is("is") && next(1).is("not") && next(2).start >= 0 && !isTruthWord(next(2)):
			add("IS NOT between two values (MySQL allows only IS [NOT] NULL/TRUE/FALSE)", t.start,
				edit{t.start, next(1).end, "!="})
		case t.is("is") && !next(1).is("not") && next(1).start >= 0 && !isTruthWord(next(1)):
			add("IS between two values (MySQL allows only IS [NOT] NULL/TRUE/FALSE)", t.start,
				edit{t.start, t.end, "<=>"})
		case t.is("isnull") && !next(1).isOp("("):
			add("postfix ISNULL", t.start, edit{t.start, t.end, "IS NULL"})
		case t.is("notnull"):
			add("postfix NOTNULL", t.start, edit{t.start, t.end, "IS NOT NULL"})
		case t.is("full") && (next(1).is("outer") || next(1).is("join")):
			add("FULL [OUTER] JOIN (MySQL has no full outer join)", t.start, edit{t.start, t.end, "LEFT"})
		}
	}
	return out
}

// insideCast reports whether token i sits directly inside the parentheses of CAST(...).
func insideCast(toks []token, i int) bool {
	depth := 0
	for k := i - 1; k >= 0; k-- {
		switch {
		case toks[k].isOp(")"):
			depth++
		case toks[k].isOp("("):
			if depth == 0 {
				return k > 0 && toks[k-1].is("cast")
			}
			depth--
		}
	}
	return false
}

// topLevelCommas counts the commas directly inside the parenthesis at token open.
func topLevelCommas(toks []token, open int) int {
	depth, n := 0, 0
	for k := open; k < len(toks); k++ {
		switch {
		case toks[k].isOp("("):
			depth++
		case toks[k].isOp(")"):
			depth--
			if depth == 0 {
				return n
			}
		case toks[k].isOp(",") && depth == 1:
			n++
		}
	}
	return n
}
