package workspace

import (
	"context"
	"fmt"
	"io/fs"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/audit"
	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/lenient"
)

// The runs on loaded files: an evaluation (Spider or BIRD), what it
// measured, its lenient re-checks and a gold audit, each given the loaded
// files a Request names.

// EvaluateFiles scores files that are not stored in the workspace (e.g. a
// single pair typed into the playground) with its tables and databases.
func (w *Workspace) EvaluateFiles(ctx context.Context, gold, pred dataset.File, opt eval.Options) (*eval.Results, error) {
	w.mu.Lock()
	tables := w.tables
	w.mu.Unlock()
	return eval.Evaluate(ctx, eval.Inputs{Gold: gold, Pred: pred, Tables: tables, DBs: w, Exec: w.catalog, GoldCache: w.results}, opt, nil)
}

// Evaluate scores one prediction file against one gold set.
func (w *Workspace) Evaluate(ctx context.Context, gold, pred string, opt eval.Options, progress eval.Progress) (*eval.Results, error) {
	return w.EvaluateRequest(ctx, Request{Gold: gold, Pred: pred}, opt, progress)
}

// Request names the loaded files of one evaluation.
type Request struct {
	Gold, Pred string
	// Difficulty is a BIRD dev file giving a gold of SQL lines its
	// difficulties, questions and evidence by position (--difficulty).
	Difficulty string
}

// EvaluateRequest scores one prediction file against one gold set, with a
// BIRD difficulty file when the request names one.
func (w *Workspace) EvaluateRequest(ctx context.Context, r Request, opt eval.Options, progress eval.Progress) (*eval.Results, error) {
	in, err := w.inputs(r, opt)
	if err != nil {
		return nil, err
	}
	return eval.Evaluate(ctx, in, opt, progress)
}

// Provenance says what res, the run of r, measured.
func (w *Workspace) Provenance(ctx context.Context, r Request, res *eval.Results) (eval.Provenance, error) {
	in, err := w.inputs(r, res.Options)
	if err != nil {
		return eval.Provenance{}, err
	}
	return eval.ProvenanceOf(ctx, in, res), nil
}

// Lenient re-runs the wrong answers of res, the run of r, under relaxed
// comparisons (eval/lenient).
func (w *Workspace) Lenient(ctx context.Context, r Request, res *eval.Results) (*lenient.RunResult, error) {
	in, err := w.inputs(r, res.Options)
	if err != nil {
		return nil, err
	}
	return lenient.CheckRun(ctx, in.Exec, res), nil
}

// inputs gathers the loaded files of a request.
func (w *Workspace) inputs(r Request, opt eval.Options) (eval.Inputs, error) {
	w.mu.Lock()
	g, gok := w.golds[r.Gold]
	p, pok := w.preds[r.Pred]
	d, dok := w.golds[r.Difficulty]
	tables := w.tables
	if opt.Compat == eval.Bird && w.birdResults == nil {
		w.birdResults = bird.NewBoundedGoldCache(birdResultsKept)
	}
	birdResults := w.birdResults
	w.mu.Unlock()
	switch {
	case !gok:
		return eval.Inputs{}, fmt.Errorf("no gold file %q loaded", r.Gold)
	case !pok:
		return eval.Inputs{}, fmt.Errorf("no prediction file %q loaded", r.Pred)
	case r.Difficulty != "" && !dok:
		return eval.Inputs{}, fmt.Errorf("no difficulty file %q loaded", r.Difficulty)
	case r.Difficulty != "" && opt.Compat != eval.Bird:
		return eval.Inputs{}, fmt.Errorf("a difficulty file goes with the bird reference")
	}
	in := eval.Inputs{Gold: g, Pred: p, Tables: tables, DBs: w, Exec: w.catalog, GoldCache: w.results, PredCache: w.predResults, Warnings: w.fileWarnings(),
		Pair: func(mode dataset.Mode) (*dataset.Paired, error) { return w.pair(r.Gold, r.Pred, mode) }}
	if opt.Compat == eval.Bird {
		in.Exec, in.BirdGoldCache = birdCatalog{w}, birdResults
		if r.Difficulty != "" {
			in.Difficulty = d
		}
	}
	return in, nil
}

// birdCatalog serves the loaded databases to a BIRD run, saying "does
// not exist" for a database never loaded (the scripts then run on an
// empty database, as the CLI does for a missing file).
type birdCatalog struct{ w *Workspace }

func (c birdCatalog) Main(id string) (*exec.DB, error) {
	c.w.mu.Lock()
	_, ok := c.w.schemas[id]
	c.w.mu.Unlock()
	if !ok {
		return nil, fmt.Errorf("no database %s.sqlite loaded: %w", id, fs.ErrNotExist)
	}
	return c.w.catalog.Main(id)
}

func (c birdCatalog) Suite(id string) ([]*exec.DB, error) {
	db, err := c.Main(id)
	if err != nil {
		return nil, err
	}
	return []*exec.DB{db}, nil
}

// Audit audits the loaded gold file named gold as reference c runs it,
// on the loaded databases (eval/audit).
func (w *Workspace) Audit(ctx context.Context, gold string, c eval.Compat, lim exec.Limits) (*audit.Report, error) {
	w.mu.Lock()
	f, ok := w.golds[gold]
	w.mu.Unlock()
	if !ok {
		return nil, fmt.Errorf("no gold file %q loaded", gold)
	}
	if c == eval.Bird {
		qs, err := bird.ReadQuestions(f)
		if err != nil {
			return nil, err
		}
		return audit.Run(ctx, audit.FromBird(qs), birdCatalog{w}, audit.Options{Dialect: audit.Bird, Limits: lim, Workers: 1})
	}
	golds, dialect, err := audit.ReadGolds(f, c)
	if err != nil {
		return nil, err
	}
	return audit.Run(ctx, golds, w.catalog, audit.Options{Dialect: dialect, Limits: lim, Workers: 1})
}
