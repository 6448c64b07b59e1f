// Package explain is the part of judging that needs a full SQL parser
// (TiDB's, a large dependency): why the Spider grammar rejected a
// prediction, the opt-in extended grammar, and clause-by-clause splitting
// for display. It holds the interface and its wire form but no parser:
// explain/tidb implements it in process, and Remote calls an
// implementation elsewhere (the page's second, lazily loaded worker).
package explain

import (
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// Explainer explains and extends the Spider grammar's verdicts.
type Explainer interface {
	// Diagnose says why the Spider grammar rejected sql, against the
	// schema's names: a structured reason (JSON-ready) and one line.
	Diagnose(sql string, s *schema.Schema) (reason any, summary string, err error)
	// ExtendedParse is the opt-in extended grammar's reading of a
	// prediction the Spider grammar rejected, with the extensions it used;
	// the caller matches it against the gold like any prediction.
	ExtendedParse(pred string, s *schema.Schema, d spiderql.Dialect) (q *spiderql.Query, extensions []string, err error)
	// Clauses splits sql into its clauses for display; idents are the
	// schema's names, kept as written.
	Clauses(sql string, idents []string) ([]Clause, error)
	// Features names the SQL features sql uses (eval/features).
	Features(sql string, idents []string) ([]string, error)
}

// Clause is one clause of a query as displayed.
type Clause struct {
	Keyword  string `json:"keyword"`  // SELECT, FROM, WHERE, …, or a set operator
	Text     string `json:"text"`     // the clause's body without its keyword
	Branch   int    `json:"branch"`   // 1-based set-operation branch, 0 without one
	Fallback bool   `json:"fallback"` // split by keywords on the raw text (the parser could not read it)
}
