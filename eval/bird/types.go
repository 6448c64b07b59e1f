package bird

import (
	"strconv"

	"github.com/spidereval/spidereval/eval/exec"
)

// Separator splits a BIRD prediction value into its SQL and its db_id.
const Separator = "\t----- bird -----\t"

// DamoFallbackDB is the database DAMO's scripts run a non-string prediction
// on (with the SQL " ").
const DamoFallbackDB = "financial"

// Difficulty classes, as spelled in BIRD's dev.json.
const (
	Simple      = "simple"
	Moderate    = "moderate"
	Challenging = "challenging"
)

// Question is one BIRD gold question. A gold SQL file gives SQL and DBID;
// dev.json / dev.jsonl give every field.
type Question struct {
	Index      int    `json:"index"`       // 0-based position in its file
	QuestionID int64  `json:"question_id"` // -1 when absent or not an integer
	DBID       string `json:"db_id"`
	Question   string `json:"question,omitempty"`
	Evidence   string `json:"evidence,omitempty"`
	SQL        string `json:"SQL"`
	// Difficulty is the record's "difficulty" string ("" when it is not a
	// string: such a question counts only in the total, as in the scripts).
	Difficulty string `json:"difficulty,omitempty"`
	Origin     string `json:"origin"` // file:line
	// Err says why the entry cannot be read as the official scripts read
	// it (they stop there); such a question scores 0 with this error.
	Err string `json:"error,omitempty"`
}

// Prediction is one predicted query, as read from a BIRD prediction file.
type Prediction struct {
	Index int    `json:"index"`         // position in file order
	Key   string `json:"key,omitempty"` // the JSON key as written (never parsed)
	// SQL is what mini_dev runs: the part before the separator, not
	// stripped; the whole value stripped when it does not split in two;
	// " " for a non-string value.
	SQL string `json:"sql"`
	// DBID is the db_id after the separator, as given ("" when none).
	DBID string `json:"db_id"`
	// Separated is set when the value split into exactly SQL and db_id.
	Separated bool `json:"separated"`
	// NonString is set when the JSON value was not a string.
	NonString bool   `json:"non_string,omitempty"`
	Origin    string `json:"origin"` // file:line
}

// Verdict is the official scripts' judgement of one example.
type Verdict struct {
	Index      int    `json:"index"`
	DBID       string `json:"db_id"`      // the gold line's db_id: where mini_dev runs
	DamoDBID   string `json:"damo_db_id"` // the database DAMO runs on
	Difficulty string `json:"difficulty"`

	EX           int     `json:"ex"`             // mini_dev evaluation_ex
	SoftF1       float64 `json:"soft_f1"`        // mini_dev evaluation_f1
	DamoEX       int     `json:"damo_ex"`        // DAMO evaluation.py
	VESReward    float64 `json:"ves_reward"`     // mini_dev R-VES reward (0 unless timed)
	VESTimeRatio float64 `json:"ves_time_ratio"` // DAMO VES time ratio (0 unless timed)

	// Errors of the mini_dev run (pred and gold on the gold's database).
	PredErr string `json:"pred_error,omitempty"`
	GoldErr string `json:"gold_error,omitempty"`
	// DamoErr is set when DAMO's run failed for a reason of its own (its
	// database or its reading of the prediction).
	DamoErr string `json:"damo_error,omitempty"`
	// TimingErr is set when a timing loop scored 0 although the results
	// matched (a timed run failed, a zero duration, every ratio an outlier).
	TimingErr string `json:"timing_error,omitempty"`

	// Strict is what the strict checks found when EX is 1 (spidereval's
	// own; see exec.Strict): EX compares sets, columns by position.
	Strict []exec.StrictFlag `json:"strict,omitempty"`

	PredRows int `json:"pred_rows"` // rows of the mini_dev prediction result
	GoldRows int `json:"gold_rows"` // rows of the mini_dev gold result

	// Display copies of the mini_dev results (their first
	// Options.DisplayRows rows; nil for a query that failed or without
	// DisplayRows) and the Soft-F1 pairing of their rows. Not part of the
	// scripts' output.
	PredResult  *exec.Result `json:"-"`
	GoldResult  *exec.Result `json:"-"`
	SoftF1Match []RowMatch   `json:"-"`
}

// RowMatch is how Soft-F1 pairs one row of the de-duplicated prediction
// with the row of the de-duplicated gold at the same position, and which
// cells of each the other holds (the matches Soft-F1 counts).
type RowMatch struct {
	// PredRow and GoldRow are the rows' indexes in their results (the
	// first occurrence of a repeated row); -1 when that side has fewer
	// unique rows (the other row then counts wholly as extra or missed).
	PredRow int `json:"pred_row"`
	GoldRow int `json:"gold_row"`
	// PredCells[j] tells whether prediction cell j is among the gold row's
	// values (Python's ==); GoldCells[j] whether gold cell j is among the
	// prediction row's. Nil for an absent row.
	PredCells []bool `json:"pred_cells,omitempty"`
	GoldCells []bool `json:"gold_cells,omitempty"`
}

// Metric is one of the official scripts' scores.
type Metric int

// The five scores, in the order the data kit's reports print them.
const (
	MiniEX     Metric = iota // mini_dev evaluation_ex.py: EX
	MiniSoftF1               // mini_dev evaluation_f1.py: Soft-F1
	MiniRVES                 // mini_dev evaluation_ves.py: R-VES
	DamoEX                   // DAMO-ConvAI evaluation.py: accuracy
	DamoVES                  // DAMO-ConvAI evaluation_ves.py: VES
)

// Metrics lists every score in report order.
var Metrics = []Metric{MiniEX, MiniSoftF1, MiniRVES, DamoEX, DamoVES}

// String names the metric as its script's table does.
func (m Metric) String() string {
	switch m {
	case MiniEX:
		return "EX"
	case MiniSoftF1:
		return "Soft-F1"
	case MiniRVES:
		return "R-VES"
	case DamoEX:
		return "accuracy"
	case DamoVES:
		return "ves"
	}
	return "metric(" + strconv.Itoa(int(m)) + ")"
}
