// Package report aggregates per-example verdicts into the reference's score
// table (byte for byte) and writes per-example records as JSONL.
package report

import (
	"encoding/json"
	"math"
	"slices"

	"github.com/spidereval/spidereval/eval/match"
)

// Record is one evaluated question; its JSON form carries the golden
// files' fields plus spidereval's own.
type Record struct {
	Index       int    `json:"index"`
	Interaction int    `json:"interaction"`
	Turn        int    `json:"turn"`
	DBID        string `json:"db_id"`
	Gold        string `json:"gold"`
	Pred        string `json:"pred"`
	// PredOriginal is the prediction's text when --extract_sql changed it.
	PredOriginal string        `json:"pred_original,omitempty"`
	PredParsed   bool          `json:"pred_parsed"`
	Hardness     string        `json:"hardness"`
	Exec         *int          `json:"exec,omitempty"`
	Exact        int           `json:"exact"`
	Partial      match.Partial `json:"partial"`
	// TablesMatch says whether the FROM table units agree as exact match
	// compares them (match.Verdict); nil when match was not scored.
	TablesMatch *bool `json:"tables_match,omitempty"`

	// BIRD's per-example verdicts (--compat bird): ex equals exec there.
	Difficulty string `json:"difficulty,omitempty"`
	Evidence   string `json:"evidence,omitempty"`
	// QuestionID is the question's question_id in BIRD's question file
	// (the gold, or --difficulty); nil when it has none.
	QuestionID *int64   `json:"question_id,omitempty"`
	EX         *int     `json:"ex,omitempty"`
	SoftF1     *float64 `json:"soft_f1,omitempty"`
	DamoEX     *int     `json:"damo_ex,omitempty"`
	VESReward  *float64 `json:"ves_reward,omitempty"`
	// SoftF1Match is how Soft-F1 paired the first rows of both results
	// (spidereval's own, for display).
	SoftF1Match []RowMatch `json:"soft_f1_match,omitempty"`

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
	// GoldFeatures and PredFeatures name the SQL features of each query
	// (eval/features), when asked; nil when not profiled.
	GoldFeatures []string `json:"gold_features,omitempty"`
	PredFeatures []string `json:"pred_features,omitempty"`
	// Problems are the kinds of trouble met on this question (see eval.Problems).
	Problems []string `json:"problems,omitempty"`
	// Corrected is the verdict against the question's alternative golds
	// (--gold-alt); nil when it has none.
	Corrected *int `json:"corrected,omitempty"`
	// Strict names the strict checks an answer judged right fails
	// (exec.StrictFlags; spidereval's own, never part of a score).
	Strict    []string `json:"strict,omitempty"`
	PredQuery any      `json:"pred_query,omitempty"`
	GoldQuery any      `json:"gold_query,omitempty"`
}

// Scored reports whether the record counts in the score table (its gold
// could be evaluated; a BIRD record always counts, as in BIRD's scripts).
func (r *Record) Scored() bool { return r.Hardness != "" || r.EX != nil }

// Table is a capped copy of a query result kept for display.
type Table struct {
	Columns   []string `json:"columns"`
	Rows      [][]any  `json:"rows"`
	Total     int      `json:"total"`
	Truncated bool     `json:"truncated,omitempty"`
}

// MarshalJSON writes the table; a cell JSON cannot hold (a float that is
// infinite or not a number, which SQLite can compute: 1e308*10) is written
// as the string Python prints for it ("inf", "-inf", "nan"), so one such
// cell does not make a whole record, JSONL or session unwritable.
func (t Table) MarshalJSON() ([]byte, error) {
	type plain Table
	copied := false
	for i, row := range t.Rows {
		for j, c := range row {
			f, ok := c.(float64)
			if !ok || !(math.IsInf(f, 0) || math.IsNaN(f)) {
				continue
			}
			if !copied { // t is a copy, its rows are the caller's
				t.Rows, copied = slices.Clone(t.Rows), true
			}
			t.Rows[i] = slices.Clone(t.Rows[i])
			t.Rows[i][j] = pyFloat(f)
		}
	}
	return json.Marshal(plain(t))
}

// pyFloat is Python's str of a float that is not finite.
func pyFloat(f float64) string {
	switch {
	case math.IsNaN(f):
		return "nan"
	case f > 0:
		return "inf"
	}
	return "-inf"
}

// RowMatch is Soft-F1's pairing of one row of the de-duplicated
// prediction result with the gold row at the same position: the rows'
// indexes in the results kept for display (-1 when that side has fewer
// unique rows) and which cells of each the other row holds.
type RowMatch struct {
	PredRow   int    `json:"pred_row"`
	GoldRow   int    `json:"gold_row"`
	PredCells []bool `json:"pred_cells,omitempty"`
	GoldCells []bool `json:"gold_cells,omitempty"`
}

// birdJSON is a BIRD record's JSON form: the BIRD scripts' fields and
// spidereval's own, without Spider's exact-match fields.
type birdJSON struct {
	Index      int      `json:"index"`
	DBID       string   `json:"db_id"`
	Difficulty string   `json:"difficulty"`
	Question   string   `json:"question,omitempty"`
	Evidence   string   `json:"evidence,omitempty"`
	Gold       string   `json:"gold"`
	Pred       string   `json:"pred"`
	EX         *int     `json:"ex"`
	SoftF1     *float64 `json:"soft_f1"`
	DamoEX     *int     `json:"damo_ex,omitempty"`
	VESReward  *float64 `json:"ves_reward,omitempty"`
	Exec       *int     `json:"exec,omitempty"`
	GoldOrigin string   `json:"gold_origin,omitempty"`
	PredOrigin string   `json:"pred_origin,omitempty"`
	ExecError  string   `json:"exec_error,omitempty"`
	GoldResult *Table   `json:"gold_result,omitempty"`
	PredResult *Table   `json:"pred_result,omitempty"`
	// SoftF1Match follows the results it describes.
	SoftF1Match []RowMatch `json:"soft_f1_match,omitempty"`
	Error       string     `json:"error,omitempty"`
	Problems    []string   `json:"problems,omitempty"`
	// Strict and Corrected are spidereval's own (omitted when empty).
	Strict    []string `json:"strict,omitempty"`
	Corrected *int     `json:"corrected,omitempty"`
	// QuestionID comes last, after the fields BIRD's records had first.
	QuestionID *int64 `json:"question_id,omitempty"`
}

// recordJSON has Record's fields without its methods.
type recordJSON Record

// MarshalJSON writes a Spider record with every field and a BIRD record
// (EX set) with BIRD's.
func (r Record) MarshalJSON() ([]byte, error) {
	if r.EX == nil {
		return json.Marshal(recordJSON(r))
	}
	return json.Marshal(birdJSON{Index: r.Index, DBID: r.DBID, Difficulty: r.Difficulty, Question: r.Question, Evidence: r.Evidence,
		Gold: r.Gold, Pred: r.Pred, EX: r.EX, SoftF1: r.SoftF1, DamoEX: r.DamoEX, VESReward: r.VESReward, Exec: r.Exec,
		GoldOrigin: r.GoldOrigin, PredOrigin: r.PredOrigin, ExecError: r.ExecError, GoldResult: r.GoldResult, PredResult: r.PredResult,
		SoftF1Match: r.SoftF1Match, Error: r.Error, Problems: r.Problems, QuestionID: r.QuestionID, Strict: r.Strict, Corrected: r.Corrected})
}
