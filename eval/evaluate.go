// Package eval runs a whole evaluation: it pairs gold and predictions,
// parses both with the Spider grammar, judges them and aggregates the
// scores, reporting progress and honouring cancellation.
package eval

import (
	"context"
	"fmt"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"spidereval/eval/dataset"
	"spidereval/eval/diagnose"
	"spidereval/eval/exec"
	"spidereval/eval/extended"
	"spidereval/eval/match"
	"spidereval/eval/report"
	"spidereval/eval/schema"
	"spidereval/eval/spiderql"
)

// Options are the reference's flags plus spidereval's own.
type Options struct {
	Compat       Compat
	Etype        string // all, match or exec
	PlugValue    bool
	KeepDistinct bool
	Workers      int           // parallel examples; 0 means GOMAXPROCS
	Timeout      time.Duration // per query; 0 means exec.DefaultTimeout
	DisplayRows  int           // result rows kept per example for display; 0 means 20, < 0 none
	Extended     bool          // also score the opt-in extended grammar (never in the official numbers)
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
	s, err := schema.FromFile(db, filepath.Join(d.Dir, db, db+".sqlite"))
	d.cache.Store(db, schemaResult{s, err})
	return s, err
}

// Inputs are the files and databases of one evaluation.
type Inputs struct {
	Gold, Pred dataset.File
	Tables     schema.Tables
	DBs        Source          // schemas for parsing
	Exec       exec.Catalog    // databases for execution; nil leaves exec unscored
	GoldCache  *exec.GoldCache // gold results shared across evaluations of the same databases; may be nil
}

// Results is a finished evaluation.
type Results struct {
	Options      Options
	Records      []report.Record
	Interactions int
	Warnings     []dataset.Warning
	Scores       *report.Scores
}

// Progress is called after each example with the number done and the total.
type Progress func(done, total int)

// Evaluate scores the predictions against the gold.
func Evaluate(ctx context.Context, in Inputs, opt Options, progress Progress) (*Results, error) {
	if opt.Etype == "" {
		opt.Etype = "all"
	}
	switch opt.Etype {
	case "all", "match", "exec":
	default:
		return nil, fmt.Errorf("etype %q: want all, match or exec", opt.Etype)
	}
	mode := opt.Compat.readMode()
	paired, err := dataset.Pair(in.Gold, in.Pred, mode)
	if err != nil {
		return nil, err
	}
	examples := paired.Examples
	res := &Results{Options: opt, Warnings: paired.Warnings, Records: make([]report.Record, len(examples)), Interactions: paired.Interactions}
	j := &judge{in: in, opt: opt, fks: map[string]map[string]string{}}
	if (opt.Etype == "all" || opt.Etype == "exec") && in.Exec != nil {
		rows := opt.DisplayRows
		if rows == 0 {
			rows = 20
		}
		j.exec = exec.NewEvaluator(in.Exec, exec.Options{KeepDistinct: opt.KeepDistinct, PlugValue: opt.PlugValue,
			Limits: exec.Limits{Timeout: opt.Timeout}, DisplayRows: rows, Cache: in.GoldCache})
	}
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
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
					progress(done, len(examples))
					mu.Unlock()
				}
			}
		}()
	}
feed:
	for i := range examples {
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
	for _, r := range res.Records {
		if r.Error != "" && !r.Scored() {
			res.Warnings = append(res.Warnings, dataset.Warning{Origin: r.GoldOrigin, Msg: r.Error + " (not scored)"})
		}
	}
	res.Scores = report.Aggregate(res.Records, res.Interactions, opt.Etype, opt.Compat.style())
	return res, nil
}

type judge struct {
	in   Inputs
	opt  Options
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

func (j *judge) schema(db string) (*schema.Schema, error) {
	if j.in.DBs == nil {
		return nil, fmt.Errorf("no databases given")
	}
	return j.in.DBs.Schema(db)
}

// example evaluates one question.
func (j *judge) example(ctx context.Context, ex dataset.Example) report.Record {
	r := report.Record{Index: ex.Index, Interaction: ex.Interaction, Turn: ex.Turn, DBID: ex.DBID,
		Gold: ex.Gold, Pred: ex.Pred, Question: ex.Question, Fields: ex.Fields, GoldOrigin: ex.GoldOrigin, PredOrigin: ex.PredOrigin}
	if ex.Err != "" {
		r.Error = ex.Err
		return r
	}
	s, err := j.schema(ex.DBID)
	if err != nil {
		e, ok := j.in.Tables[ex.DBID]
		if !ok {
			r.Error = fmt.Sprintf("database %q: %v, and it is not in tables.json", ex.DBID, err)
			return r
		}
		// The reference reads the schema from the .sqlite file; tables.json is a stand-in.
		s = e.Schema()
		r.ExecError = fmt.Sprintf("database %q unavailable: %v", ex.DBID, err)
	}
	predSQL := ex.Pred
	if j.opt.Compat.replacesValue() {
		predSQL = strings.ReplaceAll(predSQL, "value", "1")
	}
	gold, err := spiderql.Parse(ex.Gold, s, j.opt.Compat.dialect())
	if err != nil {
		r.Error = fmt.Sprintf("gold SQL rejected by the Spider grammar: %v", err)
		return r
	}
	counts := match.HardnessCounts(gold)
	r.HardnessCounts = &counts
	r.Hardness = counts.Level()
	r.GoldQuery = gold.Tree()
	pred, perr := spiderql.Parse(predSQL, s, j.opt.Compat.dialect())
	r.PredParsed = perr == nil
	if perr != nil {
		r.ParseError = perr.Error()
		d := diagnose.DiagnoseSchema(predSQL, diagnoseSchema(s))
		r.RejectReason, r.RejectSummary = &d, d.String()
		pred = spiderql.Empty()
	} else {
		r.PredQuery = pred.Tree()
	}
	fk := j.fkMap(ex.DBID)
	match.Normalize(gold, s, fk)
	match.Normalize(pred, s, fk)
	if j.opt.Etype == "all" || j.opt.Etype == "exec" {
		j.execute(ctx, &r, predSQL, gold, pred)
	}
	if j.opt.Etype == "all" || j.opt.Etype == "match" {
		exact, partial, err := match.ExactMatch(pred, gold)
		r.Exact, r.Partial = exact, partial
		if err != nil {
			r.Error = fmt.Sprintf("the reference would stop here (%v); scored as not matching", err)
		}
		if j.opt.Extended {
			j.extended(&r, predSQL, s, fk)
		}
	}
	return r
}

// diagnoseSchema lists a schema's names for the TiDB-side diagnosis.
func diagnoseSchema(s *schema.Schema) diagnose.Schema {
	var d diagnose.Schema
	for _, t := range s.Tables {
		d.Tables = append(d.Tables, diagnose.Table{Name: t, Columns: s.Ordered[t]})
	}
	return d
}

// extended scores the opt-in extended grammar: the official verdict when
// the grammar accepted the prediction, else the lowered prediction's.
func (j *judge) extended(r *report.Record, predSQL string, s *schema.Schema, fk map[string]string) {
	ext := r.Exact
	if !r.PredParsed {
		e, kinds, err := extended.ExactMatch(predSQL, r.Gold, s, fk, j.opt.Compat.dialect())
		ext, r.Extensions = e, kinds
		if err != nil {
			r.ExtendedError = err.Error()
		}
	}
	r.ExtendedExact = &ext
}
