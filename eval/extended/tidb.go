package extended

import (
	"strings"

	"github.com/pingcap/tidb/pkg/parser/ast"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
)

// lexer reads raw text for the extended grammar: "--" always opens a comment.
var lexer = tidbfront.Lexer{DashComments: true}

// lex splits SQL text into tokens, skipping whitespace and comments; it never fails.
func lex(src string) []tidbfront.Token { return lexer.Tokenize(src) }

// parseTiDB parses sql with TiDB after the fixed edits of spiderEdits. When the parse stops
// at or after a bare schema identifier that TiDB reserves (rank, match, ...), the nearest such
// identifier before the error is back-quoted and the parse retried, as eval/diagnose does
// (tidbfront.Parser.ParseQuoting); only reserved words are quoted here. It returns the
// statements and the error offset in sql (-1 on success or when unknown).
func parseTiDB(pp *tidbfront.Parser, sql string, toks []tidbfront.Token, idents map[string]bool) ([]ast.StmtNode, int, error) {
	r := pp.ParseQuoting(sql, toks, spiderEdits(toks), func(t tidbfront.Token) bool {
		w := t.Lower()
		return idents[w] && tidbfront.IsReserved(w)
	})
	if pe, ok := r.Err.(*tidbfront.PanicError); ok {
		return nil, -1, &PanicError{pe.Value}
	}
	if r.Err != nil {
		return nil, r.Offset, &SyntaxError{Msg: strings.TrimSpace(r.Err.Error())}
	}
	return r.Stmts, -1, nil
}

// spiderEdits are the rewrites that make TiDB read the text as the reference tokenizer does:
// "> =", "< =" and "! =" are joined into one operator, and the * of max/min/sum/avg(*) is
// back-quoted into a column named *, which lowers to __all__ like count(*). (ParseQuoting
// also respells over-wide numbers, which TiDB's test driver would panic on.)
func spiderEdits(toks []tidbfront.Token) []tidbfront.Edit {
	var out []tidbfront.Edit
	for i := 0; i+1 < len(toks); i++ {
		t, next := toks[i], toks[i+1]
		if (t.IsOp(">") || t.IsOp("<") || t.IsOp("!")) && next.IsOp("=") {
			out = append(out, tidbfront.Edit{Start: t.Start, End: next.End, Text: t.Text + "="})
			i++
			continue
		}
		if i+3 < len(toks) && t.Kind == tidbfront.Word && starAggregates[strings.ToLower(t.Text)] &&
			next.IsOp("(") && toks[i+2].IsOp("*") && toks[i+3].IsOp(")") {
			out = append(out, tidbfront.Edit{Start: toks[i+2].Start, End: toks[i+2].End, Text: "`*`"})
		}
	}
	return out
}

// starAggregates are the aggregates the reference accepts over * but TiDB does not.
var starAggregates = map[string]bool{"max": true, "min": true, "sum": true, "avg": true}
