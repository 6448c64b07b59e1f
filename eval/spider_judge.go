package eval

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/match"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// newJudge prepares the judgment of single questions over in with opt
// (opt.Etype parsed).
func newJudge(in Inputs, opt Options) *judge {
	j := &judge{in: in, opt: opt, fks: map[string]map[string]string{},
		dbs: &runDatabases{in: in, match: opt.Etype.HasMatch(), exec: opt.Etype.HasExec(), state: map[string]*dbState{}}}
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

type judge struct {
	in   Inputs
	opt  Options
	dbs  *runDatabases
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
		judgeExecution(ctx, j.exec, j.opt.Compat, &r, predSQL, gold, pred)
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
