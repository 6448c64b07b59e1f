package bird

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/internal/parallel"
)

// DefaultIterations is the scripts' iterate_num: timed runs of each query
// per VES example.
const DefaultIterations = 100

// MaxIterations bounds Options.Iterations: the timing loop keeps one ratio
// per iteration, and a mistyped count (10^9) would reserve gigabytes
// before the first run.
const MaxIterations = 100_000

// Options set how examples are run.
type Options struct {
	// Limits bound every query (exec's defaults when zero: 30 s, which is
	// the scripts' meta_time_out, but per query, not per pred+gold pair).
	Limits exec.Limits
	// Timing runs the R-VES and VES timing loops; without it VESReward
	// and VESTimeRatio stay 0.
	Timing bool
	// Iterations per timing loop; 0 means DefaultIterations.
	Iterations int
	// Timer measures timed runs; nil means WallTimer.
	Timer Timer
	// Workers is how many examples Evaluate judges at once; 0 means
	// GOMAXPROCS. Wall-clock timings are disturbed by parallel work: use 1
	// with WallTimer.
	Workers int
	// Progress, when set, is called after each example Evaluate judges
	// (serially, never concurrently).
	Progress func(done, total int)
	// GoldCache, when set, keeps gold results for later runs over the same
	// gold (several prediction files). Predictions are always run.
	GoldCache *GoldCache
	// DisplayRows, when above 0, keeps display copies of both mini_dev
	// results (their first DisplayRows rows) and the Soft-F1 pairing of
	// their first DisplayRows unique rows in each Verdict.
	DisplayRows int
	// Only, when set, judges only the examples it is true for (a run split
	// over several processes); the others' verdicts stay zero.
	Only func(i int) bool
}

// GoldCache keeps gold query results by database and SQL (use one cache
// per set of limits). It is safe for concurrent use and holds every result
// for its lifetime, or up to a number of entries and of bytes
// (NewBoundedGoldCache). Timeouts are not kept, nor the results of golds
// that are not exec.Repeatable.
type GoldCache struct {
	mu       sync.Mutex
	m        map[goldKey]*goldEntry
	max      int      // entries kept; 0 means no bound
	maxBytes int64    // bytes of results kept (exec.Result.Size); 0 means no bound
	bytes    int64    // of the finished entries in m
	charges  []func() // give bytes back to the run's memory budget
}

type goldKey struct {
	db  *exec.DB
	sql string
}

type goldEntry struct {
	claimed bool          // a question runs it (under GoldCache.mu)
	done    chan struct{} // closed when out is set
	out     outcome
	counted bool // its size is in bytes
}

// NewGoldCache returns an empty cache.
func NewGoldCache() *GoldCache { return &GoldCache{m: map[goldKey]*goldEntry{}} }

// NewBoundedGoldCache returns an empty cache that keeps at most n entries
// and about exec.DefaultGoldCacheBytes of results: a new entry beyond
// either drops the others, and a larger result is not kept (a long-lived
// scorer's gold varies without end, and a gold's result may be up to
// Limits.MaxBytes). The results it keeps are charged to the run's memory
// budget (exec.ChargeMemory).
func NewBoundedGoldCache(n int) *GoldCache {
	return &GoldCache{m: map[goldKey]*goldEntry{}, max: max(n, 1), maxBytes: exec.DefaultGoldCacheBytes}
}

// Len returns the number of cached entries.
func (c *GoldCache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.m)
}

// run is the package's run, through the cache. A question whose gold
// another question runs waits for it off its clock (exec.Waiting). A gold
// whose text names a function whose value changes from run to run
// (exec.Repeatable: random(), 'now', …) is run each time, as the scripts
// run it: a long-lived scorer kept SELECT date('now') from the day it
// first ran.
func (c *GoldCache) run(ctx context.Context, db *exec.DB, dbErr error, sql string, lim exec.Limits) outcome {
	if c == nil || dbErr != nil || !exec.Repeatable(sql) {
		return run(ctx, db, dbErr, sql, lim)
	}
	k := goldKey{db, sql}
	e := c.runOnce(ctx, k, lim)
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m[k] != e || e.counted {
		return e.out
	}
	if ee, ok := exec.AsExecError(e.out.err); ok && ee.Kind == exec.ErrTimeout {
		delete(c.m, k)
		return e.out
	}
	if c.maxBytes > 0 {
		e.counted = true
		switch {
		case e.out.size > c.maxBytes:
			delete(c.m, k) // too large to keep
			return e.out
		case c.bytes+e.out.size > c.maxBytes:
			c.drop()
			c.m[k] = e
		}
		c.bytes += e.out.size
		c.charges = append(c.charges, exec.ChargeMemory(e.out.size))
	}
	return e.out
}

// runOnce runs the gold of k, or waits for the question that runs it. A
// failure of that question's own budget is not this question's: it runs
// the gold again.
func (c *GoldCache) runOnce(ctx context.Context, k goldKey, lim exec.Limits) *goldEntry {
	for {
		c.mu.Lock()
		e := c.m[k]
		if e == nil {
			if c.max > 0 && len(c.m) >= c.max {
				c.drop() // waiters keep their entries
			}
			e = &goldEntry{done: make(chan struct{})}
			c.m[k] = e
		}
		owner := !e.claimed
		e.claimed = true
		c.mu.Unlock()
		if owner {
			func() {
				defer close(e.done) // even if run panics, as sync.Once would
				e.out = run(ctx, k.db, nil, k.sql, lim)
			}()
			return e
		}
		select {
		case <-e.done:
		default:
			resume := exec.Waiting(ctx)
			<-e.done
			resume()
		}
		if x, ok := exec.AsExecError(e.out.err); !ok || x.Kind != exec.ErrTimeout || !x.Budget {
			return e
		}
		c.mu.Lock()
		if c.m[k] == e {
			delete(c.m, k)
		}
		c.mu.Unlock()
	}
}

// drop forgets every entry; c.mu must be held.
func (c *GoldCache) drop() {
	c.m, c.bytes = map[goldKey]*goldEntry{}, 0
	for _, release := range c.charges {
		release()
	}
	c.charges = nil
}

// outcome is one query's result, or why it has none.
type outcome struct {
	rows []exec.Row
	cols []string
	err  error
	size int64 // of the rows (exec.Result.Size)
}

// display is a capped copy of a successful outcome, nil for a failed one.
func (o outcome) display(n int) *exec.Result {
	if o.err != nil {
		return nil
	}
	return (&exec.Result{Columns: o.cols, Rows: o.rows, TotalRows: len(o.rows)}).Capped(n)
}

// run executes sql on db (or fails with dbErr) under the limits.
func run(ctx context.Context, db *exec.DB, dbErr error, sql string, lim exec.Limits) outcome {
	if dbErr != nil {
		return outcome{err: dbErr}
	}
	if !utf8.ValidString(sql) && hasSurrogate(sql) {
		// An unpaired surrogate from a JSON escape: Python cannot encode
		// it for SQLite. (Other bytes that are not UTF-8 come from a file
		// the run names as one the scripts cannot read; they run as read.)
		return outcome{err: errors.New("UnicodeEncodeError: 'utf-8' codec can't encode a surrogate character: surrogates not allowed")}
	}
	// The scripts' sqlite3 decodes text strictly: a cell that is not
	// UTF-8 fails the fetch, and the question scores 0.
	res, err := db.QueryStrict(ctx, sql, lim)
	if err != nil {
		return outcome{err: err}
	}
	return outcome{rows: res.Rows, cols: res.Columns, size: res.Size()}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// Judge scores one example as the official scripts do.
//
// mini_dev: the prediction, then the gold, run on the GOLD line's database;
// any error scores 0 everywhere. EX is set(pred rows) == set(gold rows),
// Soft-F1 as SoftF1. DAMO: the same on the database the PREDICTION names
// (" " on "financial" for a non-string value). With opt.Timing, an example
// whose results match is timed opt.Iterations times (prediction first) for
// R-VES (mini_dev's database, reward) and VES (DAMO's, raw time ratio).
//
// The gold runs even when the prediction fails (the scripts stop there), so
// that GoldErr names a failing gold. A gold entry with Err scores 0 with
// that error. Both scripts' runs share
// one execution when they use the same database and SQL (results are
// deterministic).
func Judge(ctx context.Context, dbs Databases, q Question, p Prediction, opt Options) Verdict {
	v := Verdict{Index: q.Index, DBID: q.DBID, Difficulty: q.Difficulty}
	damoSQL, damoDBID, damoErr := p.damo()
	v.DamoDBID = damoDBID
	if q.Err != "" {
		v.GoldErr = q.Err
		return v
	}
	// The results stay charged to the run's memory budget until the
	// example is judged.
	hctx, done := exec.Hold(ctx)
	defer done()
	db, dbErr := dbs.Open(q.DBID)
	pred := run(hctx, db, dbErr, p.SQL, opt.Limits)
	gold := opt.GoldCache.run(hctx, db, dbErr, q.SQL, opt.Limits)
	v.PredErr, v.GoldErr = errText(pred.err), errText(gold.err)
	v.PredRows, v.GoldRows = len(pred.rows), len(gold.rows)
	if pred.err == nil && gold.err == nil {
		if sameRowSet(pred.rows, gold.rows) {
			v.EX = 1
			v.Strict = exec.Strict(&exec.Result{Columns: gold.cols, Rows: gold.rows}, &exec.Result{Columns: pred.cols, Rows: pred.rows}, exec.TopLevelOrderBy(q.SQL))
		}
		if f1, err := SoftF1(pred.rows, gold.rows); err == nil {
			v.SoftF1 = f1
		} else {
			v.PredErr = err.Error()
		}
	}
	if opt.DisplayRows > 0 {
		v.PredResult, v.GoldResult = pred.display(opt.DisplayRows), gold.display(opt.DisplayRows)
		if pred.err == nil && gold.err == nil {
			v.SoftF1Match = SoftF1Matches(pred.rows, gold.rows, opt.DisplayRows)
		}
	}

	// DAMO's run.
	var ddb *exec.DB
	var dpred, dgold outcome
	switch {
	case damoErr != "":
		v.DamoErr = damoErr
	case damoDBID == q.DBID && damoSQL == p.SQL:
		ddb, dpred, dgold = db, pred, gold
	default:
		var err error
		ddb, err = dbs.Open(damoDBID)
		dpred = run(hctx, ddb, err, damoSQL, opt.Limits)
		dgold = opt.GoldCache.run(hctx, ddb, err, q.SQL, opt.Limits)
		var msgs []string
		if dpred.err != nil {
			msgs = append(msgs, "pred: "+dpred.err.Error())
		}
		if dgold.err != nil {
			msgs = append(msgs, "gold: "+dgold.err.Error())
		}
		v.DamoErr = strings.Join(msgs, "; ")
	}
	if damoErr == "" && dpred.err == nil && dgold.err == nil && sameRowSet(dpred.rows, dgold.rows) {
		v.DamoEX = 1
	}

	done() // the timed runs keep no result
	if !opt.Timing {
		return v
	}
	var timingErrs []error
	if v.EX == 1 {
		ratio, err := timeLoop(ctx, MiniRVES, db, p.SQL, q.SQL, len(pred.rows), len(gold.rows), opt)
		if err != nil {
			timingErrs = append(timingErrs, fmt.Errorf("R-VES: %w", err))
		}
		v.VESReward = Reward(ratio)
	}
	if v.DamoEX == 1 {
		ratio, err := timeLoop(ctx, DamoVES, ddb, damoSQL, q.SQL, len(dpred.rows), len(dgold.rows), opt)
		if err != nil {
			timingErrs = append(timingErrs, fmt.Errorf("VES: %w", err))
		}
		v.VESTimeRatio = ratio
	}
	v.TimingErr = errText(errors.Join(timingErrs...))
	return v
}

// timeLoop times the pair opt.Iterations times (prediction, then gold),
// and returns the mean of the gold/pred ratios clean_abnormal keeps, or 0
// and why (the scripts score an exception 0).
func timeLoop(ctx context.Context, m Metric, db *exec.DB, pred, gold string, predRows, goldRows int, opt Options) (float64, error) {
	n := opt.Iterations
	if n <= 0 {
		n = DefaultIterations
	}
	n = min(n, MaxIterations)
	timer := opt.Timer
	if timer == nil {
		timer = WallTimer{}
	}
	ratios := make([]float64, n)
	for k := range n {
		tr := TimedRun{Metric: m, DB: db, SQL: pred, Pred: pred, Gold: gold, Iteration: k, Rows: predRows, Limits: opt.Limits}
		tp, err := timer.Time(ctx, tr)
		if err != nil {
			return 0, fmt.Errorf("timed run %d of the prediction: %w", k, err)
		}
		tr.SQL, tr.IsGold, tr.Rows = gold, true, goldRows
		tg, err := timer.Time(ctx, tr)
		if err != nil {
			return 0, fmt.Errorf("timed run %d of the gold: %w", k, err)
		}
		if tp == 0 {
			return 0, fmt.Errorf("ZeroDivisionError: timed run %d of the prediction took 0 s", k)
		}
		ratios[k] = tg / tp
	}
	return TimeRatio(ratios)
}

// Evaluate judges gold[i] with preds[i] for every i below the shorter
// length (the scripts zip the two lists and drop the rest silently; compare
// the lengths to report it). Verdict i has Index i. It returns ctx's error
// when ctx ends before every example is judged.
func Evaluate(ctx context.Context, gold []Question, preds []Prediction, dbs Databases, opt Options) ([]Verdict, error) {
	n := min(len(gold), len(preds))
	out := make([]Verdict, n)
	judgeOne := func(i int) {
		q := gold[i]
		q.Index = i
		out[i] = Judge(ctx, dbs, q, preds[i], opt)
	}
	// Each's error is not enough: ctx may end after the last index was
	// handed out, and the run is then stopped all the same (below).
	parallel.Each(ctx, n, opt.Workers, opt.Only, judgeOne, opt.Progress)
	if err := ctx.Err(); err != nil {
		return out, fmt.Errorf("bird evaluation stopped: %w", err)
	}
	return out, nil
}

// hasSurrogate reports whether s holds a UTF-16 surrogate in generalized
// UTF-8 (0xED 0xA0-0xBF ...), as ReadPredictions keeps an unpaired one.
func hasSurrogate(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] == 0xED && s[i+1] >= 0xA0 && s[i+1] <= 0xBF {
			return true
		}
	}
	return false
}
