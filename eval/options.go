package eval

import (
	"runtime"
	"time"

	"github.com/spidereval/spidereval/eval/explain"
)

// Options are the reference's flags plus spidereval's own.
type Options struct {
	Compat       Compat
	Etype        Etype // all (or ""), match or exec
	PlugValue    bool
	KeepDistinct bool
	// KeepValue judges predictions without the test-suite reference's
	// "value" → "1" rewrite (QUIRKS.md): an opt-in fix for scorers'
	// rewards (serve --keep_value); whole runs refuse it.
	KeepValue   bool
	Workers     int           // parallel examples; 0 means GOMAXPROCS
	Timeout     time.Duration // per query; 0 means DefaultTimeout, NoDeadline none
	Budget      time.Duration // per question, all its work included; 0 means 4 × Timeout, NoDeadline none
	DisplayRows int           // result rows kept per example for display; 0 means 20, < 0 none
	NoTrees     bool          // leave the parsed queries out of the records (a scorer that answers verdicts only)
	Extended    bool          // also score the opt-in extended grammar (never in the official numbers); needs Explainer
	// Explainer diagnoses rejected predictions and runs the extended
	// grammar (explain/tidb in process); nil leaves diagnoses out.
	Explainer explain.Explainer `json:"-"`
	// Features profiles the SQL features of gold and prediction
	// (eval/features); needs Explainer.
	Features bool
	// ExtractSQL scores the query taken out of each prediction's text
	// (dataset.ExtractSQL: code fences, leading prose, trailing
	// semicolons), not the text as given; spidereval's own, opt-in.
	ExtractSQL    bool
	VES           bool // BIRD: also time each matching example for R-VES (machine-dependent)
	VESIterations int  // BIRD: timed runs per example; 0 means the scripts' 100
	// Shard, when set, judges only the examples whose index i has
	// i % Of == Index (the others' records stay empty): a run split over
	// several processes (the page's engine workers), whose records are
	// put together again with Results.Merge, then Results.Rescore.
	Shard *Shard `json:"-"`
}

// Shard is one part of a run split over several processes.
type Shard struct{ Index, Of int }

// Has reports whether example i belongs to the shard (every example
// belongs to a nil shard).
func (s *Shard) Has(i int) bool { return s == nil || s.Of <= 1 || i%s.Of == s.Index }

// MaxWorkers bounds Options.Workers: more parallel questions than this
// only wait for the databases' connections (GOMAXPROCS each), each with
// its own goroutine and buffers.
const MaxWorkers = 256

// workers is how many questions run at once for n of them.
func (o Options) workers(n int) int {
	w := o.Workers
	if w <= 0 {
		w = runtime.GOMAXPROCS(0)
	}
	return max(1, min(w, n, MaxWorkers))
}

// DefaultTimeout is the per-query deadline when none is given: a safety
// net far above any Spider gold query (the reference has none).
const DefaultTimeout = 30 * time.Second

// NoDeadline as Options.Timeout or Budget turns the deadline off, as in
// the reference scripts.
const NoDeadline time.Duration = -1

// unbounded stands for "no deadline" where a duration is needed.
const unbounded = time.Duration(1 << 62)

// deadlines returns the per-query timeout and the per-question budget.
func (o Options) deadlines() (query, question time.Duration) {
	query = o.Timeout
	switch {
	case query == 0:
		query = DefaultTimeout
	case query < 0:
		query = unbounded
	}
	question = o.Budget
	switch {
	case question == 0 && query == unbounded:
		question = unbounded
	case question == 0 && query >= unbounded/4:
		question = unbounded // 4 × a huge timeout would overflow
	case question == 0:
		question = 4 * query
	case question < 0:
		question = unbounded
	}
	return query, question
}
