// Package protocol defines the messages between the explorer page and its
// evaluation Web Worker. Messages travel as JSON text (the "json" property
// of a posted object); file contents travel beside them as transferred
// ArrayBuffers. The package is plain Go so that both sides share it without
// the page importing the evaluator. messages.go lists every request with
// the fields it sets and the responses that answer it (printed in
// MESSAGES.md); wire keys are snake_case, and compat.go reads the four
// that were once camelCase.
package protocol

// Request types, page to worker.
const (
	Load     = "load"     // files attached: names and File/Blob objects, read on demand
	LoadDemo = "loadDemo" // the worker fetches the bundled demo itself
	LoadURL  = "loadURL"  // URL: a zip or file, or a folder index, read with range requests
	Evaluate = "evaluate" // score Pred against Gold
	Cancel   = "cancel"   // stop the running evaluation
	Inspect  = "inspect"  // one question's detail
	Export   = "export"   // a run as text: report, jsonl or csv
	Reset    = "reset"    // forget every loaded file
	Judge    = "judge"    // the playground: one gold and one predicted SQL on a database
	// An Evaluate with Shard set comes from the engine worker to one of
	// its helper workers: judge that part of the run, answer ShardDone.
	Compare = "compare" // compare runs over the same gold
	Lenient = "lenient" // re-check a run's wrong answers under relaxed comparisons
	Audit   = "audit"   // audit a gold file (Gold, Compat, Timeout) on the loaded databases
	Profile = "profile" // profile the SQL features of a run's queries (Run)
	// Ping asks a helper worker to answer Pong: the engine worker learns
	// whether it can still read messages (a query running inside SQLite
	// holds it until the query ends).
	Ping = "ping"
)

// Response types, worker to page.
const (
	Ready     = "ready"
	Loaded    = "loaded"
	Progress  = "progress"
	RunStart  = "runStart"  // the run's tables; questions follow in chunks
	Questions = "questions" // a chunk of a run's questions
	RunDone   = "runDone"
	Inspected = "inspected"
	Exported  = "exported"
	// Exporting says how far an export is (Done of Total): the JSONL
	// waits for the diagnosis of each prediction the grammar rejected.
	Exporting      = "exporting"
	Cancelled      = "cancelled"      // the evaluation stopped on request
	Judged         = "judged"         // a playground verdict
	Compared       = "compared"       // a comparison of runs
	Profiled       = "profiled"       // a run's SQL-feature profiles (Profile)
	LenientChecked = "lenientChecked" // a run's lenient checks (Run.Lenient, Questions[].Lenient)
	Audited        = "audited"        // a gold audit (Audit)
	ShardDone      = "shardDone"      // a helper's records of its shard (Data: gob of []report.Record)
	Pong           = "pong"           // the answer to Ping
	Failed         = "error"
	// Died is posted by the page's bridge, never by the engine: the worker
	// stopped (the wasm trapped, the Go program exited or the worker's
	// onerror fired) and must be restarted.
	Died = "died"
)

// Per-query deadline settings (Request.Timeout).
const (
	// DefaultTimeout is the CLI's default deadline (eval.DefaultTimeout);
	// the engine's tests check that the two agree.
	DefaultTimeout = "30s"
	// NoDeadline turns the deadline off, as in the reference scripts.
	NoDeadline = "none"
)

// Request is one message to the worker.
type Request struct {
	Type    string `json:"type"`
	ID      int    `json:"id"`
	Gold    string `json:"gold,omitempty"`
	Pred    string `json:"pred,omitempty"`
	Etype   string `json:"etype,omitempty"`
	Compat  string `json:"compat,omitempty"`
	Run     int    `json:"run,omitempty"`
	Index   int    `json:"index,omitempty"`
	Format  string `json:"format,omitempty"`
	Base    string `json:"base,omitempty"` // URL prefix of the demo files
	URL     string `json:"url,omitempty"`  // LoadURL: absolute http(s) URL
	DB      string `json:"db,omitempty"`   // playground database
	GoldSQL string `json:"gold_sql,omitempty"`
	PredSQL string `json:"pred_sql,omitempty"`
	Runs    []int  `json:"runs,omitempty"` // runs to compare
	// Indexes are the questions a Profile reads (the ones a page shows);
	// nil: every question, and the accuracy by feature.
	Indexes  []int `json:"indexes,omitempty"`
	Extended bool  `json:"extended,omitempty"` // also score the opt-in extended grammar
	// ExtractSQL scores the SQL taken out of each prediction's text (opt-in).
	ExtractSQL bool   `json:"extract_sql,omitempty"`
	Metric     string `json:"metric,omitempty"` // exact or exec
	// Difficulty is a BIRD question file (dev.json, dev.jsonl) giving a
	// gold of SQL lines its difficulties, questions and evidence (bird only).
	Difficulty string `json:"difficulty,omitempty"`
	// Timeout is the per-query deadline: a Go duration ("30s"),
	// NoDeadline, or "" for DefaultTimeout.
	Timeout string `json:"timeout,omitempty"`
	// Quick asks a Judge without the full SQL parser (explain.wasm, a
	// long first download): the Spider grammar's verdict, components and
	// both results; the clause split, diagnosis and extended grammar are
	// left for a second, full Judge.
	Quick bool `json:"quick,omitempty"`
	// Question is the playground's question text, joined to loaded
	// Spider-SS annotations as a run's questions are.
	Question string `json:"question,omitempty"`
	// KeepRuns: a Reset that closes the files but keeps the finished
	// runs (their reports, questions and exports need no file).
	KeepRuns bool `json:"keep_runs,omitempty"`
	// Shard is the part of an Evaluate a helper worker judges: the
	// questions whose index i has i % Of == Index.
	Shard *Shard `json:"shard,omitempty"`
}

// Shard is one part of a run split over the engine's workers.
type Shard struct {
	Index int `json:"index"`
	Of    int `json:"of"`
}

// Response is one message from the worker.
type Response struct {
	Type       string       `json:"type"`
	ID         int          `json:"id"`
	Error      string       `json:"error,omitempty"`
	Done       int          `json:"done,omitempty"`
	Total      int          `json:"total,omitempty"`
	Current    string       `json:"current,omitempty"` // progress: where the question being run is (file:line)
	Summary    *Summary     `json:"summary,omitempty"`
	Run        *Run         `json:"run,omitempty"`
	Questions  []Question   `json:"questions,omitempty"`
	Detail     *Detail      `json:"detail,omitempty"`
	Comparison *Comparison  `json:"comparison,omitempty"`
	Text       string       `json:"text,omitempty"`
	Filename   string       `json:"filename,omitempty"`
	Audit      *AuditReport `json:"audit,omitempty"`
	Data       []byte       `json:"data,omitempty"` // ShardDone's records
}

// AuditReport is a gold audit: golds that fail, time out, return nothing,
// depend on tie order or differ across a test suite's copies.
type AuditReport struct {
	Gold           string         `json:"gold"`
	Golds          int            `json:"golds"`
	WithFindings   int            `json:"with_findings"`
	Kinds          []AuditKind    `json:"kinds"` // the kinds found, in report order
	Findings       []AuditFinding `json:"findings"`
	TieUnchecked   int            `json:"tie_unchecked,omitempty"`
	Distinguishing int            `json:"distinguishing,omitempty"`
}

// AuditKind counts one kind of finding, with what it means.
type AuditKind struct {
	Kind    string `json:"kind"`
	Meaning string `json:"meaning"`
	Count   int    `json:"count"`
}

// AuditFinding is one problem of one gold query.
type AuditFinding struct {
	Origin string `json:"origin"`
	DB     string `json:"db"`
	Kind   string `json:"kind"`
	Cause  string `json:"cause"`
	SQL    string `json:"sql"`
	Line   string `json:"line"` // as the CLI prints it
}

// FileKind is what a loaded file was recognised as.
type FileKind string

// File kinds.
const (
	TablesFile   FileKind = "tables"
	GoldFile     FileKind = "gold"
	PredFile     FileKind = "pred"
	DatabaseFile FileKind = "database"
	IgnoredFile  FileKind = "ignored"
	// AnnotationsFile is a Spider-SS file: sub-sentences joined to a gold.
	AnnotationsFile FileKind = "annotations"
	// AltGoldFile is a file of alternative golds (eval/altgold): a run of
	// a gold whose questions it names is judged against them too.
	AltGoldFile FileKind = "alternative golds"
)

// File is one loaded file as recognised.
type File struct {
	Name   string   `json:"name"`
	Kind   FileKind `json:"kind"`
	Detail string   `json:"detail,omitempty"`
	Error  string   `json:"error,omitempty"`
	// Count is a gold or difficulty file's questions, a prediction
	// file's predictions; Lines a prediction line file's lines up to the
	// last non-blank one (a blank line is an empty prediction there).
	Count int `json:"count,omitempty"`
	Lines int `json:"lines,omitempty"`
	// Batch numbers the load that brought the file: later loads have
	// larger numbers (the default choice prefers the newest files).
	Batch int `json:"batch,omitempty"`
	// Questions: a gold file that carries question text (JSON).
	Questions bool `json:"questions,omitempty"`
}

// Summary lists what is loaded and what is missing.
type Summary struct {
	Files     []File   `json:"files"`
	Golds     []string `json:"golds"`
	Preds     []string `json:"preds"`
	Databases []string `json:"databases"`
	HasTables bool     `json:"has_tables"`
	Missing   []string `json:"missing,omitempty"`
	Problems  []string `json:"problems,omitempty"`
	// Notes say where files came from and how they are read (a URL load:
	// range requests, or read whole when the host ignores ranges).
	Notes    []string `json:"notes,omitempty"`
	Unlikely []string `json:"unlikely,omitempty"` // prediction files that do not look like SQL: never chosen by default
	// Bird lists the gold and prediction files in BIRD's own formats (the
	// page then picks the bird reference); Difficulties the BIRD question
	// files, which can also give gold SQL lines their difficulties.
	Bird         []string `json:"bird,omitempty"`
	Difficulties []string `json:"difficulties,omitempty"`
	// Choice is the files to score by default (Choose); Fresh says the
	// newest load brought a gold or prediction file, whose choice then
	// replaces the user's.
	Choice Choice `json:"choice"`
	Fresh  bool   `json:"fresh,omitempty"`
}

// Choice is the files a run scores unless the user chooses others: a
// prediction file and a gold set with as many entries, and for BIRD gold
// SQL lines a difficulty file with as many questions.
type Choice struct {
	Gold       string `json:"gold,omitempty"`
	Pred       string `json:"pred,omitempty"`
	Difficulty string `json:"difficulty,omitempty"`
	// Why says why no prediction file is chosen ("" when one is).
	Why string `json:"why,omitempty"`
	// Note says how Pred was chosen among several that pair with Gold
	// ("" when it was the only one).
	Note string `json:"note,omitempty"`
}

// Level is one column of the score table. For a BIRD run the columns are
// simple, moderate, challenging and total, Exec is EX and SoftF1 Soft-F1,
// as the official tables print them (divided by 100).
type Level struct {
	Name   string      `json:"name"`
	Count  int         `json:"count"`
	Exact  float64     `json:"exact"`
	Exec   float64     `json:"exec"`
	SoftF1 float64     `json:"soft_f1,omitempty"`
	Acc    [10]float64 `json:"acc"`
	Rec    [10]float64 `json:"rec"`
	F1     [10]float64 `json:"f1"`
}

// Group is one row of a breakdown (by database, turn, or a gold field).
type Group struct {
	Key      string         `json:"key"`
	Count    int            `json:"count"`
	Hardness map[string]int `json:"hardness"`
	Exact    float64        `json:"exact"`
	Exec     float64        `json:"exec"`
}

// Run is a finished evaluation, without its questions.
type Run struct {
	ID         int                `json:"id"`
	Gold       string             `json:"gold"`
	Pred       string             `json:"pred"`
	Etype      string             `json:"etype"`
	Compat     string             `json:"compat"`
	Report     string             `json:"report"`
	Components []string           `json:"components"`
	Levels     []Level            `json:"levels"`
	Turns      []Level            `json:"turns,omitempty"`
	Breakdowns map[string][]Group `json:"breakdowns"`
	Count      int                `json:"count"`
	Extended   string             `json:"extended,omitempty"`   // the opt-in extended exact match summary
	Timeout    string             `json:"timeout,omitempty"`    // the per-query deadline used ("" when unknown, e.g. a saved session)
	Difficulty string             `json:"difficulty,omitempty"` // BIRD: the difficulty file used with gold SQL lines
	Provenance string             `json:"provenance,omitempty"` // what the run measured, one line
	Workers    int                `json:"workers,omitempty"`    // the engine workers that judged it (0: unknown, a saved session)
	Features   []FeatureRow       `json:"features,omitempty"`   // accuracy by SQL feature (Profiled)
	Agreement  []Quadrant         `json:"agreement,omitempty"`  // exact match versus execution, when both were scored
	Lenient    *LenientSummary    `json:"lenient,omitempty"`    // what the lenient checks found, once asked
	Strict     *StrictSummary     `json:"strict,omitempty"`     // the strict checks over the run (execution verdicts only)
	GoldAlt    *GoldAltSummary    `json:"gold_alt,omitempty"`   // the run judged against a loaded file of alternative golds
	// Problems are the run's problems, most severe first; Severity is the
	// worst of them ("" when the run has none).
	Problems []Problem `json:"problems,omitempty"`
	Severity string    `json:"severity,omitempty"`
}

// Severities of a Problem, least to most severe (eval.Noted, eval.Degraded, eval.Refused, eval.Misread).
const (
	Noted    = "noted"
	Degraded = "degraded"
	Refused  = "refused"
	Misread  = "misread"
)

// Problem is one kind of trouble in a run with every place it occurred.
type Problem struct {
	Kind     string   `json:"kind"`
	Severity string   `json:"severity"`
	Title    string   `json:"title"`
	Items    []string `json:"items"` // "file:line: cause", one per occurrence
}

// Question is one evaluated example as the list shows it.
type Question struct {
	Index       int      `json:"index"`
	Interaction int      `json:"interaction"`
	Turn        int      `json:"turn"`
	DB          string   `json:"db"`
	Hardness    string   `json:"hardness"`
	Difficulty  string   `json:"difficulty,omitempty"` // BIRD
	Question    string   `json:"question,omitempty"`
	Evidence    string   `json:"evidence,omitempty"` // BIRD: the hint given with the question
	Gold        string   `json:"gold"`
	Pred        string   `json:"pred"`
	Exact       int      `json:"exact"`
	Exec        *int     `json:"exec,omitempty"`    // Spider's exec; BIRD's EX
	SoftF1      *float64 `json:"soft_f1,omitempty"` // BIRD
	ExecError   string   `json:"exec_error,omitempty"`
	Parsed      bool     `json:"parsed"`
	Reject      string   `json:"reject,omitempty"`
	Failed      []string `json:"failed,omitempty"`   // components whose F1 is not 1
	Extended    *int     `json:"extended,omitempty"` // opt-in extended exact match
	Extensions  []string `json:"extensions,omitempty"`
	Error       string   `json:"error,omitempty"`
	Origin      string   `json:"origin,omitempty"`
	Problems    []string `json:"problems,omitempty"` // problem kinds marked on this question
	// Features and PredFeatures name the SQL features of the gold and
	// the prediction; they arrive with Profiled, after the run.
	Features     []string `json:"features,omitempty"`
	PredFeatures []string `json:"pred_features,omitempty"`
	// Agreement is the question's quadrant of exact match versus
	// execution (report.Agreements), "" when both were not scored.
	Agreement string `json:"agreement,omitempty"`
	// Lenient lists the relaxations under which a wrong answer would pass
	// (LenientChecked).
	Lenient []string `json:"lenient,omitempty"`
	// Strict names the strict checks a right answer fails (exec.StrictFlags;
	// spidereval's own, beside the official verdict).
	Strict []string `json:"strict,omitempty"`
	// SubSentences is the question's number of Spider-SS sub-sentences,
	// 0 when no loaded annotation file covers it.
	SubSentences int `json:"sub_sentences,omitempty"`
	// QuestionID is a BIRD question's question_id in its question file,
	// -1 or absent when unknown.
	QuestionID *int64 `json:"question_id,omitempty"`
	// Alt is the question's alternative golds and its verdict against
	// them, when the run was judged against a file that lists it.
	Alt *AltGold `json:"alt,omitempty"`
}

// GoldAltSummary is a run judged against alternative golds
// (altgold.Summary, worded by Scores and Changed as the CLI prints them).
type GoldAltSummary struct {
	File      string   `json:"file"`
	Metric    string   `json:"metric"` // EX, execution or exact match
	Scores    string   `json:"scores"` // official and corrected, side by side
	Changed   string   `json:"changed"`
	Count     int      `json:"count"`
	Questions int      `json:"questions"`
	Official  int      `json:"official"`
	Corrected int      `json:"corrected"`
	Gained    int      `json:"gained"`
	Lost      int      `json:"lost"`
	Unmatched []string `json:"unmatched,omitempty"`
}

// AltGold is one question's alternative golds and its verdicts.
type AltGold struct {
	SQL       []string `json:"sql"`
	Reason    string   `json:"reason,omitempty"`
	Source    string   `json:"source,omitempty"`
	Origin    string   `json:"origin"`    // file:line
	Official  int      `json:"official"`  // the official verdict (the metric's)
	Corrected int      `json:"corrected"` // 1 when an alternative gives 1
	Matched   int      `json:"matched"`   // the alternative that gave 1, or -1
}

// StrictSummary counts the strict checks over a run's scored questions
// with an execution verdict (report.Strict): the official EX is Right of
// Count, the strict EX (right with no flag, spidereval's own) StrictEX of
// Count.
type StrictSummary struct {
	Count    int          `json:"count"`
	Right    int          `json:"right"`
	StrictEX int          `json:"strict_ex"`
	Flags    []StrictFlag `json:"flags"` // every flag, in report order
}

// StrictFlag is one strict check: its name, what it found in words, and
// the right answers it flags.
type StrictFlag struct {
	Flag    string `json:"flag"`
	Meaning string `json:"meaning"`
	Count   int    `json:"count"`
}

// LenientSummary counts what re-running a run's wrong answers found.
type LenientSummary struct {
	Wrong   int          `json:"wrong"`   // answers the official execution check calls wrong
	Checked int          `json:"checked"` // of those, re-run with both queries executing
	Any     int          `json:"any"`     // answers at least one relaxation makes right
	Rows    []LenientRow `json:"rows"`
}

// LenientRow is one relaxation: what it ignores and how many wrong
// answers it alone makes right.
type LenientRow struct {
	Relaxation string `json:"relaxation"`
	Meaning    string `json:"meaning"`
	Flipped    int    `json:"flipped"`
}

// Quadrant counts the questions where exact match and execution agree or
// disagree one way, with what that usually means.
type Quadrant struct {
	Key     string `json:"key"`
	Meaning string `json:"meaning"`
	Count   int    `json:"count"`
}

// FeatureRow is accuracy with and without one SQL feature of the gold
// (eval/features.Row).
type FeatureRow struct {
	Feature      string  `json:"feature"`
	With         int     `json:"with"`
	WithExact    float64 `json:"with_exact"`
	WithExec     float64 `json:"with_exec"`
	Without      int     `json:"without"`
	WithoutExact float64 `json:"without_exact"`
	WithoutExec  float64 `json:"without_exec"`
	Lacks        int     `json:"lacks"` // predictions without a feature their gold has
	Adds         int     `json:"adds"`  // predictions with a feature their gold lacks
}

// Clause is one display clause of a query.
type Clause struct {
	Keyword string `json:"keyword"`
	Text    string `json:"text"`
	Branch  int    `json:"branch"`
	Status  string `json:"status,omitempty"` // match, mismatch or "" (not judged)
}

// Component is one partial-match verdict with its totals.
type Component struct {
	Name       string `json:"name"`
	Acc        int    `json:"acc"`
	Rec        int    `json:"rec"`
	F1         int    `json:"f1"`
	LabelTotal int    `json:"label_total"`
	PredTotal  int    `json:"pred_total"`
}

// Table is an execution result (capped) or its error.
type Table struct {
	Columns   []string   `json:"columns"`
	Rows      [][]string `json:"rows"`
	Total     int        `json:"total"`
	Truncated bool       `json:"truncated,omitempty"`
	Error     string     `json:"error,omitempty"`
	Diff      []bool     `json:"diff,omitempty"` // rows absent from the other side
}

// SchemaTable is one table of the question's database.
type SchemaTable struct {
	Name    string   `json:"name"`
	Columns []string `json:"columns"`
	Keys    []string `json:"keys,omitempty"` // "column → table.column" foreign keys and primary keys
}

// Detail is everything the question view shows.
type Detail struct {
	// Partial says the detail was made without the full SQL parser
	// (Request.Quick): the full one follows.
	Partial     bool          `json:"partial,omitempty"`
	Question    Question      `json:"question"`
	GoldClauses []Clause      `json:"gold_clauses"`
	PredClauses []Clause      `json:"pred_clauses"`
	Components  []Component   `json:"components"`
	TablesMatch *bool         `json:"tables_match,omitempty"`
	Counts      [3]int        `json:"counts"` // component1, component2, others
	ParseError  string        `json:"parse_error,omitempty"`
	Reject      string        `json:"reject,omitempty"`
	GoldResult  *Table        `json:"gold_result,omitempty"`
	PredResult  *Table        `json:"pred_result,omitempty"`
	Schema      []SchemaTable `json:"schema,omitempty"`
	GoldTree    string        `json:"gold_tree,omitempty"` // the Spider structure, as JSON
	PredTree    string        `json:"pred_tree,omitempty"`
	GoldError   string        `json:"gold_error,omitempty"` // the gold could not be judged
	// SoftF1Match is how BIRD's Soft-F1 paired the rows of both results.
	SoftF1Match []RowMatch `json:"soft_f1_match,omitempty"`
	// SubSentences split the question as a loaded Spider-SS file does;
	// Split says how it was joined.
	SubSentences []SubSentence `json:"sub_sentences,omitempty"`
	Split        string        `json:"split,omitempty"`
}

// SubSentence is a run of the question's words and what they ask for.
type SubSentence struct {
	Text    string      `json:"text"`
	Clauses []SubClause `json:"clauses"`
}

// SubClause is one NatSQL piece a sub-sentence asks for and the display
// clauses (Clause.Keyword) it becomes.
type SubClause struct {
	Keywords     []string `json:"keywords,omitempty"`
	Text         string   `json:"text"`
	NotMentioned bool     `json:"not_mentioned,omitempty"` // its column is not named by the words
	Extra        bool     `json:"extra,omitempty"`         // a column placed by context (Spider-SS "extra")
}

// RowMatch pairs row PredRow of the prediction's result with row GoldRow
// of the gold's (indexes into the tables' rows; -1 when that side has no
// row at this position, or it lies beyond the rows shown): PredCells[j]
// tells whether prediction cell j is in the gold row, GoldCells[j] whether
// gold cell j is in the prediction row.
type RowMatch struct {
	PredRow   int    `json:"pred_row"`
	GoldRow   int    `json:"gold_row"`
	PredCells []bool `json:"pred_cells,omitempty"`
	GoldCells []bool `json:"gold_cells,omitempty"`
}

// Comparison compares runs over the same gold, question by question.
type Comparison struct {
	Metric   string         `json:"metric"`
	Bird     bool           `json:"bird,omitempty"` // BIRD runs: levels are difficulties, the metric is EX
	N        int            `json:"n"`              // questions scored in every run
	Excluded int            `json:"excluded"`       // questions left out
	Levels   []string       `json:"levels"`
	Models   []CompareModel `json:"models"`
	Pairs    []ComparePair  `json:"pairs"`
	// Ranking ranks the runs under official and strict EX (exec only).
	Ranking *Ranking `json:"ranking,omitempty"`
}

// Ranking is the runs ranked under official EX and strict EX
// (eval/compare.Rank, as spidereval compare prints it), with paired
// bootstrap intervals at Level and the rank correlations (nil when a
// ranking ties every run).
type Ranking struct {
	Systems  []RankedSystem `json:"systems"` // by official rank
	Kendall  *float64       `json:"kendall_tau"`
	Spearman *float64       `json:"spearman_rho"`
	Level    float64        `json:"level"`
	// Corrected: every compared run was judged against alternative golds,
	// and the systems are ranked against them too.
	Corrected bool     `json:"corrected,omitempty"`
	KendallC  *float64 `json:"kendall_tau_corrected,omitempty"`
	SpearmanC *float64 `json:"spearman_rho_corrected,omitempty"`
}

// RankedSystem is one run in the ranking.
type RankedSystem struct {
	Run      int     `json:"run"`
	Name     string  `json:"name"`
	Official float64 `json:"official"`
	Strict   float64 `json:"strict"`
	RankO    float64 `json:"official_rank"`
	RankS    float64 `json:"strict_rank"`
	Change   float64 `json:"rank_change"` // official rank − strict rank: > 0 moves up under strict
	// The paired bootstrap intervals of each score and rank.
	OfficialLow  float64 `json:"official_low"`
	OfficialHigh float64 `json:"official_high"`
	StrictLow    float64 `json:"strict_low"`
	StrictHigh   float64 `json:"strict_high"`
	RankOLow     float64 `json:"official_rank_low"`
	RankOHigh    float64 `json:"official_rank_high"`
	RankSLow     float64 `json:"strict_rank_low"`
	RankSHigh    float64 `json:"strict_rank_high"`
	// Right counts the compared questions right officially; Moved lists
	// those a strict flag makes wrong, as indexes into the run's questions.
	Right int   `json:"right"`
	Moved []int `json:"moved"`
	// Against the alternative golds (Ranking.Corrected): the score, its
	// interval, rank and change, and the questions whose verdict moves.
	Corrected      *float64 `json:"corrected,omitempty"`
	CorrectedLow   float64  `json:"corrected_low,omitempty"`
	CorrectedHigh  float64  `json:"corrected_high,omitempty"`
	RankC          *float64 `json:"corrected_rank,omitempty"`
	ChangeC        *float64 `json:"corrected_rank_change,omitempty"`
	CorrectedMoved []int    `json:"corrected_moved,omitempty"`
}

// CompareModel is one run's accuracy per level over the compared questions.
type CompareModel struct {
	Run      int       `json:"run"`
	Name     string    `json:"name"`
	Accuracy []float64 `json:"accuracy"` // in Levels order
	Counts   []int     `json:"counts"`
	F1       []float64 `json:"f1"` // component F1 at "all" over the compared questions (exact metric only)
}

// ComparePair is the paired statistics of two runs.
type ComparePair struct {
	RunA    int     `json:"run_a"`
	RunB    int     `json:"run_b"`
	AOnly   int     `json:"a_only"`
	BOnly   int     `json:"b_only"`
	Both    int     `json:"both"`
	Neither int     `json:"neither"`
	P       float64 `json:"mcnemar_p"`
	Low     float64 `json:"ci_low"`
	High    float64 `json:"ci_high"`
	OnlyA   []int   `json:"only_a"` // questions only A gets right, as indexes into A's questions
	OnlyB   []int   `json:"only_b"` // questions only B gets right, as indexes into B's questions
	Diff    float64 `json:"diff"`   // accuracy of A − accuracy of B
	// Levels are the same statistics per hardness (difficulty for BIRD),
	// as spidereval compare prints them; All is not among them.
	Levels []ComparePairLevel `json:"levels,omitempty"`
}

// ComparePairLevel is a pair's statistics on one level.
type ComparePairLevel struct {
	Level   string  `json:"level"`
	N       int     `json:"n"`
	AOnly   int     `json:"a_only"`
	BOnly   int     `json:"b_only"`
	Both    int     `json:"both"`
	Neither int     `json:"neither"`
	Diff    float64 `json:"diff"`
	P       float64 `json:"mcnemar_p"`
	Low     float64 `json:"ci_low"`
	High    float64 `json:"ci_high"`
}
