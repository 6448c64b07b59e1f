package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/report"
)

// registerRewardFlags declares serve's flags for training rewards.
func registerRewardFlags(fs *flag.FlagSet, c *serveConfig) {
	fs.StringVar(&c.extract, "extract", "", "judge the SQL taken out of each pred, a model's completion: "+
		strings.Join(dataset.ExtractModes, ", ")+" or regex:PATTERN (answers carry format_ok; a completion without the format scores 0)")
	fs.StringVar(&c.compare, "compare", "", "decide each verdict by a training recipe's comparison instead of the reference's: "+
		strings.Join(exec.CompareModes, ", ")+" (the gold and the prediction run as written on the sample's database; not the reference's behaviour)")
	fs.BoolVar(&c.noCache, "no-cache", false, "run every prediction (by default a prediction's result is kept, bounded, for the same SQL on the same database, when its text names nothing volatile such as random() or 'now')")
	fs.BoolVar(&c.keepValue, "keep_value", false, "judge predictions without the test-suite reference's rewrite of every \"value\" to 1 (eval/QUIRKS.md), which fails correct SQL naming a column such as market_value; not the reference's behaviour")
}

// setExtract sets the completion mode ("" for none).
func (s *server) setExtract(mode string) error {
	if mode == "" {
		return nil
	}
	ex, err := dataset.NewExtractor(mode)
	if err != nil {
		return err
	}
	s.extract, s.info.Extract = ex, mode
	return nil
}

// comparer decides verdicts by a named comparison (--compare).
type comparer struct {
	mode       string
	catalog    exec.Catalog
	gold, pred *exec.GoldCache // pred nil: predictions always run
	lim        exec.Limits
	budget     time.Duration
}

// setCompare sets the comparison ("" for the reference's).
func (s *server) setCompare(c *serveConfig, catalog exec.Catalog, gold, pred *exec.GoldCache) error {
	if c.compare == "" {
		return nil
	}
	if err := exec.CheckCompareMode(c.compare); err != nil {
		return err
	}
	if c.etype == "match" {
		return errors.New("--compare decides execution verdicts: not with --etype match")
	}
	timeout := c.timeout
	switch {
	case timeout == 0:
		timeout = exec.DefaultTimeout
	case timeout < 0:
		timeout = 24 * time.Hour
	}
	budget := c.budget
	if budget <= 0 {
		budget = 4 * timeout
	}
	s.cmp = &comparer{mode: c.compare, catalog: catalog, gold: gold, pred: pred, lim: exec.Limits{Timeout: timeout}, budget: budget}
	s.info.Compare = c.compare
	return nil
}

// verdict runs gold and pred on the sample's database and compares their
// rows; ok is false when the gold cannot run (the record keeps its verdict).
func (c *comparer) verdict(ctx context.Context, dbID, gold, pred string) (match int, predErr error, ok bool) {
	ctx, cancel := context.WithTimeout(ctx, c.budget)
	defer cancel()
	db, err := c.catalog.Main(dbID)
	if err != nil {
		return 0, nil, false
	}
	g, err := c.gold.Get(ctx, db, gold, c.lim)
	if err != nil {
		return 0, nil, false
	}
	var p *exec.Result
	if c.pred != nil && exec.Repeatable(pred) {
		p, err = c.pred.Get(ctx, db, pred, c.lim)
	} else {
		p, err = db.Query(ctx, pred, c.lim)
	}
	if err != nil {
		return 0, err, true
	}
	if exec.CompareRows(c.mode, g.Rows, p.Rows, gold) {
		return 1, nil, true
	}
	return 0, nil, true
}

// compare replaces r's verdict by the comparison's.
func (c *comparer) compare(ctx context.Context, r *report.Record, smp eval.Sample) {
	if r.Error != "" || smp.Pred == "" {
		return
	}
	v, perr, ok := c.verdict(ctx, smp.DBID, smp.Gold, smp.Pred)
	if !ok {
		return
	}
	if perr != nil && r.ExecError == "" {
		r.ExecError = perr.Error()
	}
	if r.EX != nil {
		r.EX = &v
	} else {
		r.Exec = &v
	}
}

// judge judges one sample into the answer a: its record and reward, and
// with --extract whether the completion had the format (reward 0 when not).
func (s *server) judge(ctx context.Context, a answer, smp eval.Sample) answer {
	var r report.Record
	formatOK := true
	if s.extract != nil {
		r, formatOK = s.scorer.JudgeCompletion(ctx, smp, s.extract)
		a.FormatOK = &formatOK
		smp.Pred = r.Pred
		if !formatOK {
			smp.Pred = ""
		}
	} else {
		r = s.scorer.Judge(ctx, smp)
	}
	if s.cmp != nil {
		s.cmp.compare(ctx, &r, smp)
	}
	if ctx.Err() != nil {
		// The server is stopping: a query cut short may have turned a
		// right answer into a wrong one, so no verdict is given.
		return s.notJudged(a.ID, context.Cause(ctx))
	}
	if !s.full {
		r.GoldQuery, r.PredQuery = nil, nil
	}
	reward := 0.0
	if formatOK {
		reward = s.scorer.Reward(r)
	}
	a.Record, a.Reward = &r, &reward
	return a
}

// defaultMaxRows is the rows an "execute" answer holds unless told.
const defaultMaxRows = 100

// strayField names a field of another op set on a request ("" for none).
func strayField(req request) string {
	switch {
	case req.SQL != nil:
		return "sql (execute)"
	case req.MaxRows != nil:
		return "max_rows (execute)"
	case req.Candidates != nil:
		return "candidates (vote)"
	}
	return ""
}

// handleTool answers "execute" (a query's result as an agent's
// observation) and "vote" (candidates grouped by result).
func (s *server) handleTool(ctx context.Context, a answer, req request) answer {
	switch {
	case req.DBID == "":
		a.Error, a.Kind = "bad request: db_id is required", errBadRequest
		return a
	case !s.dbs.has(req.DBID):
		a.Error, a.Kind = fmt.Sprintf("unknown db_id %q: no <db_id>/<db_id>.sqlite of that name under --db", req.DBID), errUnknownDB
		return a
	}
	if req.Gold != nil || req.Pred != nil {
		a.Error, a.Kind = fmt.Sprintf("bad request: %s takes no gold or pred", req.Op), errBadRequest
		return a
	}
	if req.Op == "vote" {
		mode := ""
		if s.cmp != nil {
			mode = s.cmp.mode
		}
		v, err := s.scorer.Vote(ctx, req.DBID, req.Candidates, mode)
		if err != nil {
			a.Error, a.Kind = "vote: "+err.Error(), errBadRequest
			return a
		}
		a.Vote = &v
		return a
	}
	if req.SQL == nil {
		a.Error, a.Kind = "bad request: execute needs sql", errBadRequest
		return a
	}
	rows := defaultMaxRows
	if req.MaxRows != nil {
		rows = *req.MaxRows
	}
	t, qerr, err := s.scorer.Observe(ctx, req.DBID, *req.SQL, rows)
	switch {
	case err != nil:
		a.Error, a.Kind = "execute: "+err.Error(), errUnknownDB
	case qerr != nil:
		a.ExecError = qerr.Error()
	default:
		a.Result = t
	}
	return a
}
