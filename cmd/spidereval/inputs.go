package main

import (
	"flag"
	"fmt"
	"time"

	"spidereval/eval"
	"spidereval/eval/exec"
	"spidereval/eval/schema"
)

// evalFlags are the flags every scoring command shares.
type evalFlags struct {
	gold, db, table, compat string
	plugValue, keepDistinct bool
	workers                 int
	timeout                 time.Duration
}

// register declares the shared flags on fs.
func (f *evalFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.gold, "gold", "", "gold file: lines `SQL<TAB>db_id` (interactions separated by blank lines) or a dataset's JSON")
	fs.StringVar(&f.db, "db", "", "directory holding <db_id>/<db_id>.sqlite")
	fs.StringVar(&f.table, "table", "", "tables.json (foreign keys for exact match)")
	fs.StringVar(&f.compat, "compat", "testsuite", "reference to reproduce: testsuite (test-suite-sql-eval), spider (legacy Spider evaluation.py) or sparc (original SParC script)")
	fs.BoolVar(&f.plugValue, "plug_value", false, "plug the gold values into the prediction before executing")
	fs.BoolVar(&f.keepDistinct, "keep_distinct", false, "keep DISTINCT when executing")
	fs.IntVar(&f.workers, "workers", 0, "examples evaluated in parallel (default: all cores)")
	fs.DurationVar(&f.timeout, "timeout", 5*time.Second, "deadline for each query's execution; a prediction that runs longer scores 0")
}

// options turns the shared flags into evaluation options.
func (f *evalFlags) options(etype string) (eval.Options, error) {
	opt := eval.Options{Etype: etype, PlugValue: f.plugValue, KeepDistinct: f.keepDistinct, Workers: f.workers, Timeout: f.timeout}
	var err error
	opt.Compat, err = eval.ParseCompat(f.compat)
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
	if f.table != "" {
		tf, err := readInput(f.table)
		if err == nil {
			in.Tables, err = schema.ParseTables(tf.Name, tf.Data)
		}
		if err != nil {
			return in, nil, fmt.Errorf("tables: %w", err)
		}
	}
	in.DBs = &eval.DirSource{Dir: f.db}
	catalog := exec.NewDirCatalog(f.db)
	in.Exec = catalog
	return in, func() { catalog.Close() }, nil
}
