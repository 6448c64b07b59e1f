// Package report aggregates per-example verdicts into the reference's score
// table (byte for byte) and writes per-example records as JSONL.
package report

import "spidereval/eval/match"

// Record is one evaluated question; its JSON form carries the golden
// files' fields plus spidereval's own.
type Record struct {
	Index       int           `json:"index"`
	Interaction int           `json:"interaction"`
	Turn        int           `json:"turn"`
	DBID        string        `json:"db_id"`
	Gold        string        `json:"gold"`
	Pred        string        `json:"pred"`
	PredParsed  bool          `json:"pred_parsed"`
	Hardness    string        `json:"hardness"`
	Exec        *int          `json:"exec,omitempty"`
	Exact       int           `json:"exact"`
	Partial     match.Partial `json:"partial"`

	// Fields of spidereval's own.
	Question       string            `json:"question,omitempty"`
	Fields         map[string]string `json:"fields,omitempty"`
	GoldOrigin     string            `json:"gold_origin,omitempty"`
	PredOrigin     string            `json:"pred_origin,omitempty"`
	HardnessCounts *match.Counts     `json:"hardness_counts,omitempty"`
	ParseError     string            `json:"parse_error,omitempty"`
	RejectReason   any               `json:"reject_reason,omitempty"`
	RejectSummary  string            `json:"reject_summary,omitempty"`
	ExtendedExact  *int              `json:"extended_exact,omitempty"` // opt-in extended grammar, not official
	Extensions     []string          `json:"extensions,omitempty"`
	ExtendedError  string            `json:"extended_error,omitempty"`
	ExecError      string            `json:"exec_error,omitempty"`
	GoldResult     *Table            `json:"gold_result,omitempty"`
	PredResult     *Table            `json:"pred_result,omitempty"`
	Error          string            `json:"error,omitempty"`
	// Problems are the kinds of trouble met on this question (see eval.Problems).
	Problems  []string `json:"problems,omitempty"`
	PredQuery any      `json:"pred_query,omitempty"`
	GoldQuery any      `json:"gold_query,omitempty"`
}

// Scored reports whether the record counts in the score table (its gold
// could be evaluated).
func (r *Record) Scored() bool { return r.Hardness != "" }

// Table is a capped copy of a query result kept for display.
type Table struct {
	Columns   []string `json:"columns"`
	Rows      [][]any  `json:"rows"`
	Total     int      `json:"total"`
	Truncated bool     `json:"truncated,omitempty"`
}
