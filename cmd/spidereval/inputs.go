package main

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"time"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/explain/tidb"
	"github.com/spidereval/spidereval/eval/schema"
)

// evalFlags are the flags every scoring command shares.
type evalFlags struct {
	gold, db, table, compat string
	difficulty              string
	ves                     bool
	vesIterations           int
	plugValue, keepDistinct bool
	extractSQL              bool
	workers                 int
	timeout, budget         time.Duration
}

// register declares the shared flags on fs.
func (f *evalFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.gold, "gold", "", "gold file: lines `SQL<TAB>db_id` (interactions separated by blank lines) or a dataset's JSON")
	fs.StringVar(&f.db, "db", "", "directory holding <db_id>/<db_id>.sqlite")
	fs.StringVar(&f.table, "table", "", "tables.json (foreign keys for exact match)")
	fs.StringVar(&f.compat, "compat", "testsuite", "reference to reproduce: testsuite (test-suite-sql-eval), spider (legacy Spider evaluation.py), sparc (original SParC script) or bird (bird-bench's EX and Soft-F1, with --difficulty)")
	fs.StringVar(&f.difficulty, "difficulty", "", "BIRD: dev.json or dev.jsonl giving each gold line's difficulty (the scripts' --diff_json_path), when --gold is SQL lines")
	fs.BoolVar(&f.ves, "ves", false, "BIRD: also time every matching example for R-VES (depends on the machine; runs one example at a time)")
	fs.IntVar(&f.vesIterations, "ves_iterations", 100, "BIRD: timed runs per example for R-VES (the scripts' iterate_num)")
	fs.BoolVar(&f.plugValue, "plug_value", false, "plug the gold values into the prediction before executing")
	fs.BoolVar(&f.keepDistinct, "keep_distinct", false, "keep DISTINCT when executing")
	fs.BoolVar(&f.extractSQL, "extract_sql", false, "score the SQL taken out of each prediction's text (a code fence, or from the first SELECT/WITH, up to a semicolon) instead of the text as given, for raw language-model output; each changed prediction is listed (not the reference's behaviour)")
	fs.IntVar(&f.workers, "workers", 0, "examples evaluated in parallel (default: all cores)")
	fs.DurationVar(&f.timeout, "timeout", eval.DefaultTimeout, "deadline for each query's execution, a safety net the reference lacks (a query that runs longer scores 0 and is listed at the end); 0 means none, as in the reference")
	fs.DurationVar(&f.budget, "budget", 0, "deadline for all the work on one question (its queries, plug-value candidates, diagnosis); default 4 × --timeout, 0 with --timeout 0 means none")
}

// options turns the shared flags into evaluation options.
func (f *evalFlags) options(etypeFlag string) (eval.Options, error) {
	etype, err := eval.ParseEtype(etypeFlag)
	if err != nil {
		return eval.Options{}, err
	}
	opt := eval.Options{Etype: etype, PlugValue: f.plugValue, KeepDistinct: f.keepDistinct, Workers: f.workers, ExtractSQL: f.extractSQL,
		Timeout: noDeadlineIfZero(f.timeout), Budget: f.budget, Explainer: tidb.Explainer{}}
	if f.timeout < 0 || f.budget < 0 {
		return opt, fmt.Errorf("--timeout and --budget must not be negative (0 means no deadline)")
	}
	if f.timeout == 0 && f.budget == 0 {
		opt.Budget = eval.NoDeadline
	}
	opt.Compat, err = eval.ParseCompat(f.compat)
	if f.workers < 0 || f.workers > eval.MaxWorkers {
		return opt, fmt.Errorf("--workers %d: want 1 to %d (0 means one per core); more only queue for the databases' connections", f.workers, eval.MaxWorkers)
	}
	if f.vesIterations < 1 || f.vesIterations > bird.MaxIterations {
		return opt, fmt.Errorf("--ves_iterations %d: want 1 to %d timed runs per example (the scripts' default is %d)", f.vesIterations, bird.MaxIterations, bird.DefaultIterations)
	}
	if opt.Compat == eval.Bird {
		opt.Etype = eval.EtypeExec
		opt.VES, opt.VESIterations = f.ves, f.vesIterations
	} else if f.ves || f.difficulty != "" {
		return opt, errors.New("--ves and --difficulty go with --compat bird")
	}
	return opt, err
}

// inputs reads the gold and tables.json and opens the databases; the
// returned function closes them.
func (f *evalFlags) inputs() (eval.Inputs, func(), error) {
	var in eval.Inputs
	var err error
	if in.Gold, err = readInput(f.gold); err != nil {
		return in, nil, fmt.Errorf("gold: %w", err)
	}
	if f.difficulty != "" {
		if in.Difficulty, err = readInput(f.difficulty); err != nil {
			return in, nil, fmt.Errorf("difficulty: %w", err)
		}
	}
	var tablesWarnings []dataset.Warning
	if in.Tables, tablesWarnings, err = readTables(f.table); err != nil {
		return in, nil, err
	}
	in.Warnings = append(dbFolderWarnings(f.db), tablesWarnings...)
	in.DBs = &eval.DirSource{Dir: f.db}
	catalog := exec.NewDirCatalog(f.db)
	in.Exec = catalog
	return in, func() { catalog.Close() }, nil
}

// readTables reads tables.json ("" gives none), with its bytes that are
// not UTF-8 named as warnings.
func readTables(path string) (schema.Tables, []dataset.Warning, error) {
	if path == "" {
		return nil, nil, nil
	}
	tf, err := readInput(path)
	var tables schema.Tables
	if err == nil {
		tables, err = schema.ParseTables(tf.Name, tf.Data)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("tables: %w", err)
	}
	return tables, dataset.InvalidUTF8(tf), nil
}

// noDeadlineIfZero maps the flag's 0 (no deadline, as in the reference) to eval.NoDeadline.
func noDeadlineIfZero(d time.Duration) time.Duration {
	if d == 0 {
		return eval.NoDeadline
	}
	return d
}

// dbFolderWarnings names a --db folder that is missing, not a folder, or
// holds no database folder: every question's execution would score 0.
func dbFolderWarnings(dir string) []dataset.Warning {
	if dir == "" {
		return nil
	}
	entries, err := os.ReadDir(dir)
	switch {
	case err != nil:
		return []dataset.Warning{{Origin: "--db " + dir, Msg: "cannot be read (" + errText(err) + "): no question can be executed"}}
	case !slices.ContainsFunc(entries, fs.DirEntry.IsDir):
		return []dataset.Warning{{Origin: "--db " + dir, Msg: "holds no database folder (<db_id>/<db_id>.sqlite): no question can be executed"}}
	}
	return nil
}

// errText is an error's message without the path the caller already names.
func errText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}
