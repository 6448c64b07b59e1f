package main

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/report"
)

// ceilingJSON is `audit --ceiling --json`.
type ceilingJSON struct {
	Version     string         `json:"spidereval"`
	Gold        string         `json:"gold"`
	DB          string         `json:"db"`
	Reference   string         `json:"reference"`
	Timeout     string         `json:"timeout"`
	Questions   int            `json:"questions"`
	Right       int            `json:"right"`
	Ceiling     float64        `json:"ceiling"`
	Unscoreable int            `json:"unscoreable"`
	Wrong       []ceilingItem  `json:"wrong"`
	Problems    []eval.Problem `json:"problems"`
}

// ceilingItem is one gold its own prediction does not match.
type ceilingItem struct {
	Origin string `json:"origin"`
	DBID   string `json:"db_id"`
	Cause  string `json:"cause"`
}

// runCeiling is `spidereval audit --ceiling`: the gold scored as its own
// prediction; one line per gold that is not right, then the ceiling.
func runCeiling(c *auditConfig, stdout, stderr io.Writer) int {
	compat, _ := eval.ParseCompat(c.compat)
	res, err := c.goldAsPrediction(compat)
	if err != nil {
		return exitStatus(stderr, "spidereval audit:", err)
	}
	doc := c.ceilingOf(res, compat)
	out := bufio.NewWriter(stdout)
	if c.json {
		err = report.WriteJSON(out, doc)
	} else {
		for _, w := range doc.Wrong {
			fmt.Fprintf(out, "%s: cannot be scored right: %s (%s)\n", w.Origin, w.Cause, w.DBID)
		}
		fmt.Fprintf(out, "ceiling: %d of %d questions can be scored right with this gold on these databases under --timeout %s: %.4f (%s as %s scores it)\n",
			doc.Right, doc.Questions, c.timeout, doc.Ceiling, metricName(compat), c.compat)
		fmt.Fprintf(out, "unscoreable: %d (the gold failed, hit the deadline, lacks its database or could not be read; every report counts these)\n", doc.Unscoreable)
	}
	if err == nil {
		err = out.Flush()
	}
	if err != nil {
		return exitStatus(stderr, "spidereval audit:", err)
	}
	status := reportProblems(stderr, doc.Problems)
	if status == 0 && doc.Right < doc.Questions {
		status = exitFragile
	}
	return status
}

// goldAsPrediction scores the gold as its own prediction, executions only.
func (c *auditConfig) goldAsPrediction(compat eval.Compat) (*eval.Results, error) {
	gold, err := readInput(c.gold)
	if err != nil {
		return nil, fmt.Errorf("gold: %w", err)
	}
	pred, err := eval.GoldAsPrediction(gold, compat)
	if err != nil {
		return nil, err
	}
	tables, warns, err := readTables(c.table)
	if err != nil {
		return nil, err
	}
	cat := exec.NewDirCatalog(c.db)
	defer cat.Close()
	in := eval.Inputs{Gold: gold, Pred: pred, Tables: tables, DBs: &eval.DirSource{Dir: c.db}, Exec: cat,
		Warnings: append(dbFolderWarnings(c.db), warns...)}
	opt := eval.Options{Compat: compat, Etype: eval.EtypeExec, KeepDistinct: c.keepDistinct, Workers: c.workers, Timeout: noDeadlineIfZero(c.timeout)}
	if c.timeout == 0 {
		opt.Budget = eval.NoDeadline
	}
	ctx, stop := untilInterrupt()
	defer stop()
	return eval.Evaluate(ctx, in, opt, nil)
}

// ceilingOf tallies the golds scored as their own predictions.
func (c *auditConfig) ceilingOf(res *eval.Results, compat eval.Compat) ceilingJSON {
	// The official BIRD tables' own warnings (a difficulty without
	// questions) concern printing them, not the ceiling.
	res.Warnings = slices.DeleteFunc(res.Warnings, func(w dataset.Warning) bool {
		return compat == eval.Bird && strings.HasPrefix(w.Msg, eval.BirdTableStop)
	})
	doc := ceilingJSON{Version: version(), Gold: c.gold, DB: c.db, Reference: c.compat, Timeout: c.timeout.String(),
		Unscoreable: eval.CountUnscoreable(res.Records), Problems: res.Problems(), Wrong: []ceilingItem{}}
	for i := range res.Records {
		r := &res.Records[i]
		doc.Questions++
		if !r.Scored() {
			doc.Wrong = append(doc.Wrong, ceilingItem{r.GoldOrigin, r.DBID, "not scored: " + r.Error})
			continue
		}
		if r.Exec != nil && *r.Exec == 1 {
			doc.Right++
			continue
		}
		cause := r.ExecError
		if cause == "" {
			cause = "its result differs from itself between runs (a tie or a random order)"
		}
		doc.Wrong = append(doc.Wrong, ceilingItem{r.GoldOrigin, r.DBID, cause})
	}
	if doc.Questions > 0 {
		doc.Ceiling = float64(doc.Right) / float64(doc.Questions)
	}
	return doc
}

// metricName is the execution metric a reference reports.
func metricName(c eval.Compat) string {
	if c == eval.Bird {
		return "EX"
	}
	return "execution accuracy"
}
