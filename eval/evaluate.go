// Package eval runs a whole evaluation: it pairs gold and predictions,
// parses both with the Spider grammar, judges them and aggregates the
// scores, reporting progress and honouring cancellation.
package eval

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/explain"
	"github.com/spidereval/spidereval/eval/match"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
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

// Source provides database schemas by id.
type Source interface {
	Schema(db string) (*schema.Schema, error)
}

// DirSource reads DIR/<db>/<db>.sqlite files.
type DirSource struct {
	Dir   string
	cache sync.Map
}

type schemaResult struct {
	s   *schema.Schema
	err error
}

// Schema reads and caches the schema of one database.
func (d *DirSource) Schema(db string) (*schema.Schema, error) {
	if v, ok := d.cache.Load(db); ok {
		r := v.(schemaResult)
		return r.s, r.err
	}
	s, err := exec.ReadSchemaFile(db, filepath.Join(d.Dir, db, db+".sqlite"))
	if e, ok := exec.AsExecError(err); !ok || e.Kind != exec.ErrMemory {
		// Want of memory is not the database's: read it again next time.
		d.cache.Store(db, schemaResult{s, err})
	}
	return s, err
}

// Inputs are the files and databases of one evaluation.
type Inputs struct {
	Gold, Pred dataset.File
	Tables     schema.Tables
	DBs        Source          // schemas for parsing
	Exec       exec.Catalog    // databases for execution; nil leaves exec unscored
	GoldCache  *exec.GoldCache // gold results shared across evaluations of the same databases; may be nil
	// PredCache keeps predictions' results across evaluations of the same
	// databases (exec.Options.PredCache); nil keeps none.
	PredCache *exec.GoldCache
	// BirdGoldCache shares BIRD gold results across evaluations of the same
	// databases (--compat bird); may be nil.
	BirdGoldCache *bird.GoldCache
	// Difficulty is BIRD's dev.json or dev.jsonl when the gold is SQL lines
	// (the scripts' --diff_json_path); optional.
	Difficulty dataset.File
	// Warnings are problems the caller found while gathering the inputs
	// (a missing folder, an unreadable file); they lead the run's problems.
	Warnings []dataset.Warning
	// Pair, when set, pairs Gold and Pred in the given reading mode for a
	// caller that keeps the result (the page pairs a run's files for its
	// progress too, and a large JSON gold takes it a good part of a
	// second); nil calls dataset.Pair. Evaluate does not modify it.
	Pair func(mode dataset.Mode) (*dataset.Paired, error)
}

// Results is a finished evaluation.
type Results struct {
	Options      Options
	Records      []report.Record
	Interactions int
	Warnings     []dataset.Warning
	Scores       *report.Scores
	bird         *birdRun // set for --compat bird
}

// Progress is called after each example with the number done and the total.
type Progress func(done, total int)

// Evaluate scores the predictions against the gold.
func Evaluate(ctx context.Context, in Inputs, opt Options, progress Progress) (*Results, error) {
	etype, err := ParseEtype(string(opt.Etype))
	if err != nil {
		return nil, err
	}
	opt.Etype = etype
	if opt.Extended && opt.Explainer == nil {
		return nil, errors.New("the extended grammar needs an Explainer (explain/tidb)")
	}
	if opt.KeepValue {
		return nil, errors.New("KeepValue is for scorers' rewards: a whole run reads predictions as the reference does")
	}
	if opt.VESIterations < 0 || opt.VESIterations > bird.MaxIterations {
		return nil, fmt.Errorf("R-VES iterations %d: want 1 to %d (0 means the scripts' %d)", opt.VESIterations, bird.MaxIterations, bird.DefaultIterations)
	}
	if opt.Compat == Bird {
		return evaluateBird(ctx, in, opt, progress)
	}
	mode := opt.Compat.readMode()
	var paired *dataset.Paired
	if in.Pair != nil {
		paired, err = in.Pair(mode)
	} else {
		paired, err = dataset.Pair(in.Gold, in.Pred, mode)
	}
	if err != nil {
		return nil, err
	}
	examples := paired.Examples
	if in.Pair != nil {
		// The caller keeps the pairing: copy what this run may change
		// (extracted SQL, the records' fields).
		examples = slices.Clone(examples)
		for i := range examples {
			examples[i].Fields = maps.Clone(examples[i].Fields)
		}
	}
	originals := map[int]string{}
	if opt.ExtractSQL {
		for i := range examples {
			if sql, changed := dataset.ExtractSQL(examples[i].Pred); changed {
				originals[i] = examples[i].Pred
				examples[i].Pred = sql
			}
		}
	}
	res := &Results{Options: opt, Warnings: append(slices.Clip(in.Warnings), paired.Warnings...), Records: make([]report.Record, len(examples)), Interactions: paired.Interactions}
	j := newJudge(in, opt)
	if opt.Compat != TestSuite || opt.Etype.HasMatch() {
		// The reference reads tables.json (test-suite: for exact match only).
		res.Warnings = append(res.Warnings, in.Tables.RefStops()...)
	}
	res.Warnings = append(res.Warnings, j.dbs.check(examples)...)
	total := 0
	for i := range examples {
		if opt.Shard.Has(i) {
			total++
		}
	}
	workers := opt.workers(total)
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		done int
		next = make(chan int)
	)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				res.Records[i] = j.example(ctx, examples[i])
				if progress != nil {
					mu.Lock()
					done++
					progress(done, total)
					mu.Unlock()
				}
			}
		}()
	}
feed:
	for i := range examples {
		if !opt.Shard.Has(i) {
			continue
		}
		select {
		case next <- i:
		case <-ctx.Done():
			err = ctx.Err()
			break feed
		}
	}
	close(next)
	wg.Wait()
	if err != nil {
		return nil, err
	}
	for i, orig := range originals {
		if !opt.Shard.Has(i) {
			continue
		}
		markExtracted(&res.Records[i], orig)
	}
	res.Scores = report.Aggregate(res.Records, res.Interactions, string(opt.Etype), opt.Compat.style())
	return res, nil
}

// ShardRecords are the records of the shard's examples, in index order.
func (r *Results) ShardRecords(s *Shard) []report.Record {
	var out []report.Record
	for i := range r.Records {
		if s.Has(i) {
			out = append(out, r.Records[i])
		}
	}
	return out
}

// Merge puts a shard's records (as ShardRecords gave them, from another
// process's run of the same inputs) into r; Rescore scores r once all are
// in.
func (r *Results) Merge(s *Shard, records []report.Record) error {
	k := 0
	for i := range r.Records {
		if s.Has(i) {
			if k == len(records) {
				return fmt.Errorf("shard %d of %d: %d records for more examples", s.Index, s.Of, len(records))
			}
			r.Records[i] = records[k]
			k++
		}
	}
	if k != len(records) {
		return fmt.Errorf("shard %d of %d: %d records for %d examples", s.Index, s.Of, len(records), k)
	}
	return nil
}

// Rescore scores a run whose shards were merged (gold names the gold file
// for BIRD's warnings).
func (r *Results) Rescore(gold string) {
	r.Options.Shard = nil
	if r.Options.Compat == Bird {
		timing := r.bird != nil && r.bird.timing
		r.bird = birdFromRecords(r.Records)
		r.bird.timing = r.bird.timing || timing
		r.birdScore(gold)
		return
	}
	r.Scores = report.Aggregate(r.Records, r.Interactions, string(r.Options.Etype), r.Options.Compat.style())
}

// newJudge prepares the judgment of single questions over in with opt
// (opt.Etype parsed).
func newJudge(in Inputs, opt Options) *judge {
	j := &judge{in: in, opt: opt, fks: map[string]map[string]string{},
		dbs: &databases{in: in, match: opt.Etype.HasMatch(), exec: opt.Etype.HasExec(), state: map[string]*dbState{}}}
	if opt.Etype.HasExec() && in.Exec != nil {
		rows := opt.DisplayRows
		if rows == 0 {
			rows = 20
		}
		timeout, _ := opt.deadlines()
		j.exec = exec.NewEvaluator(in.Exec, exec.Options{KeepDistinct: opt.KeepDistinct, PlugValue: opt.PlugValue,
			Limits: exec.Limits{Timeout: timeout}, DisplayRows: rows, Cache: in.GoldCache, PredCache: in.PredCache})
	}
	return j
}

// markExtracted notes on a record that its prediction was taken out of
// the text orig (Options.ExtractSQL).
func markExtracted(r *report.Record, orig string) {
	r.PredOriginal = orig
	r.Problems = append(r.Problems, KindExtracted)
}

type judge struct {
	in   Inputs
	opt  Options
	dbs  *databases
	exec *exec.Evaluator
	mu   sync.Mutex
	fks  map[string]map[string]string
}

func (j *judge) fkMap(db string) map[string]string {
	j.mu.Lock()
	defer j.mu.Unlock()
	if m, ok := j.fks[db]; ok {
		return m
	}
	var m map[string]string
	if e, ok := j.in.Tables[db]; ok {
		m = e.ForeignKeyMap()
	}
	j.fks[db] = m
	return m
}

// example evaluates one question within its budget. A crash anywhere in
// its path becomes this question's error; the run goes on.
func (j *judge) example(ctx context.Context, ex dataset.Example) (r report.Record) {
	_, budget := j.opt.deadlines()
	ctx, cancel := exec.WithBudget(ctx, budget)
	defer cancel()
	defer func() {
		if p := recover(); p != nil {
			r.Error = joinErr(r.Error, crashMessage("judging this question", p))
			mark(&r, KindInternal)
		}
		markProblems(&r, ex)
	}()
	j.judge(ctx, ex, &r)
	return r
}

// parseCost is the memory parsing sql may take, charged to the run's
// budget before the parse: about 150 bytes per byte at worst (a line of
// nested parentheses); short texts are not charged.
func parseCost(sql string) int64 {
	if len(sql) < 64<<10 {
		return 0
	}
	return 160 * int64(len(sql))
}

// parseSQL parses with spiderql.Parse, its memory charged to the run's
// budget and its time (bounded by the SQL-length cap) off the question's
// clock: a long prediction neither takes memory past the budget nor
// leaves its gold's queries without time.
func parseSQL(ctx context.Context, sql string, s *schema.Schema, d spiderql.Dialect) (*spiderql.Query, error) {
	if cost := parseCost(sql); cost > 0 {
		release, err := exec.ReserveMemory(ctx, cost)
		if err != nil {
			return nil, fmt.Errorf("not parsed: %w", err)
		}
		defer release()
		defer exec.PauseClock(ctx)()
	}
	return spiderql.Parse(sql, s, d)
}

// judge fills one question's record.
func (j *judge) judge(ctx context.Context, ex dataset.Example, rec *report.Record) {
	r := *rec
	defer func() { *rec = r }()
	r = report.Record{Index: ex.Index, Interaction: ex.Interaction, Turn: ex.Turn, DBID: ex.DBID,
		Gold: ex.Gold, Pred: ex.Pred, Question: ex.Question, Fields: ex.Fields, GoldOrigin: ex.GoldOrigin, PredOrigin: ex.PredOrigin}
	if ex.Err != "" {
		r.Error = ex.Err
		return
	}
	st := j.dbs.get(ex.DBID)
	s := st.schema
	if s == nil {
		r.Error = fmt.Sprintf("database %q: %s, and it is not in tables.json", ex.DBID, st.unavailable)
		return
	}
	if st.unavailable != "" {
		r.ExecError = fmt.Sprintf("database %q unavailable: %s", ex.DBID, st.unavailable)
	}
	// The SQL-length cap comes before any work on a text: a 30 MB line
	// would otherwise be tokenised and parsed whole first.
	if te := exec.TooLong(ex.Gold); te != nil {
		r.Error = "gold SQL not scored: " + te.Msg
		return
	}
	predSQL := ex.Pred
	predTooLong := exec.TooLong(predSQL)
	if predTooLong == nil && j.opt.Compat.replacesValue() && !j.opt.KeepValue {
		predSQL = strings.ReplaceAll(predSQL, "value", "1")
	}
	gold, err := parseSQL(ctx, ex.Gold, s, j.opt.Compat.dialect())
	if err != nil {
		r.Error = fmt.Sprintf("gold SQL rejected by the Spider grammar: %v", err)
		if len(st.problems) > 0 {
			// Most likely the database, not the gold: name it.
			r.Error += fmt.Sprintf(" (database %s: %s)", ex.DBID, strings.Join(st.problems, "; "))
		}
		return
	}
	counts := match.HardnessCounts(gold)
	r.HardnessCounts = &counts
	r.Hardness = counts.Level()
	if !j.opt.NoTrees {
		r.GoldQuery = recordTree(gold)
	}
	var pred *spiderql.Query
	perr := error(nil)
	if predTooLong != nil {
		perr = errors.New("not parsed: " + predTooLong.Msg)
		mark(&r, KindPredTooLarge)
	} else {
		pred, perr = parseSQL(ctx, predSQL, s, j.opt.Compat.dialect())
	}
	r.PredParsed = perr == nil
	if perr != nil {
		r.ParseError = perr.Error()
		pred = spiderql.Empty()
	} else if !j.opt.NoTrees {
		r.PredQuery = recordTree(pred)
	}
	fk := j.fkMap(ex.DBID)
	match.Normalize(gold, s, fk)
	match.Normalize(pred, s, fk)
	if j.opt.Etype.HasExec() {
		j.execute(ctx, &r, predSQL, gold, pred)
	}
	// The diagnosis and the features come after execution, so that their
	// time is not taken from the queries' budget.
	if !r.PredParsed && predTooLong == nil && j.opt.Explainer != nil {
		diagnose(j.opt.Explainer, &r, predSQL, s)
	}
	if j.opt.Features && j.opt.Explainer != nil {
		ProfileRecord(j.opt.Explainer, &r, s)
	}
	if j.opt.Etype.HasMatch() {
		v, err := match.ExactMatch(pred, gold)
		r.Exact, r.Partial, r.TablesMatch = v.Exact, v.Partial, &v.TablesMatch
		if err != nil {
			r.Error = fmt.Sprintf("the reference would stop here (%v); scored as not matching", err)
			mark(&r, KindRefStop)
		}
		if j.opt.Extended {
			if err := contain("the extended grammar", func() { j.extended(&r, predSQL, gold, s, fk) }); err != nil {
				r.ExtendedError = err.Error()
				mark(&r, KindExplainFailed)
			}
		}
	}
}

// extended scores the opt-in extended grammar: the official verdict when
// the grammar accepted the prediction, else the lowered prediction's
// against the same (normalized) gold.
func (j *judge) extended(r *report.Record, predSQL string, gold *spiderql.Query, s *schema.Schema, fk map[string]string) {
	ext := r.Exact
	if !r.PredParsed {
		ext = 0
		q, kinds, err := j.opt.Explainer.ExtendedParse(predSQL, s, j.opt.Compat.dialect())
		r.Extensions = kinds
		if err == nil {
			match.Normalize(q, s, fk)
			var v match.Verdict
			v, err = match.ExactMatch(q, gold)
			ext = v.Exact
		}
		if err != nil {
			r.ExtendedError = "extended exact match: " + err.Error()
		}
	}
	r.ExtendedExact = &ext
}

// maxTreeDepth bounds the nesting of a parsed query kept in a record:
// JSON readers refuse deeper documents (Python's json at about 1,000
// levels, Go's at 10,000), which would make a whole JSONL or session
// file unreadable for one query of thousands of UNIONs.
const maxTreeDepth = 200

// recordTree is the query's tree for its record, or nil when too deep.
func recordTree(q *spiderql.Query) any {
	t := q.Tree()
	if treeDepth(t, maxTreeDepth+1) > maxTreeDepth {
		return nil
	}
	return t
}

// treeDepth is the nesting depth of a JSON-like tree, counted up to limit.
func treeDepth(v any, limit int) int {
	if limit <= 0 {
		return 0
	}
	d := 0
	switch x := v.(type) {
	case map[string]any:
		for _, c := range x {
			d = max(d, treeDepth(c, limit-1))
		}
	case []any:
		for _, c := range x {
			d = max(d, treeDepth(c, limit-1))
		}
	default:
		return 0
	}
	return d + 1
}

// ProfileRecord records the SQL features of a record's gold and
// prediction with ex: a query the explainer cannot read is left without a
// profile (the gold; the record then stays out of the feature table) or
// with none (the prediction).
func ProfileRecord(ex explain.Explainer, r *report.Record, s *schema.Schema) {
	idents := []string{}
	for _, t := range s.Tables {
		idents = append(idents, t)
		idents = append(idents, s.Ordered[t]...)
	}
	_ = contain("the feature profile", func() {
		if g, err := ex.Features(r.Gold, idents); err == nil {
			r.GoldFeatures = g
		}
		if p, err := ex.Features(r.Pred, idents); err == nil {
			r.PredFeatures = p
		} else {
			r.PredFeatures = []string{}
		}
	})
}
