package main

import (
	"errors"
	"flag"
	"fmt"
	"time"

	"github.com/spidereval/spidereval/eval"
)

// exitFragile is `spidereval audit`'s status when every gold runs but some
// are fragile (empty, tie-dependent, differing across copies).
const exitFragile = 6

// auditConfig holds the flags of `spidereval audit`.
type auditConfig struct {
	gold, db, table, compat string
	keepDistinct, json      bool
	ceiling                 bool
	workers                 int
	timeout                 time.Duration
}

// auditUsage is the usage line of `spidereval audit`.
const auditUsage = "usage: spidereval audit --gold G --db DB_DIR [--table tables.json] [--compat testsuite|spider|sparc|bird] [--timeout 30s] [--json]"

// declare puts audit's flags on fs.
func (c *auditConfig) declare(fs *flag.FlagSet) {
	fs.StringVar(&c.gold, "gold", "", "gold file: lines `SQL<TAB>db_id` (interactions separated by blank lines) or a dataset's JSON (BIRD: dev.json, dev.jsonl or SQL lines)")
	fs.StringVar(&c.db, "db", "", "directory holding <db_id>/<db_id>.sqlite (every *.sqlite of a folder is a test-suite database)")
	fs.StringVar(&c.table, "table", "", "tables.json: when given, golds on a database it lacks are named")
	fs.StringVar(&c.compat, "compat", "testsuite", "run golds as this reference does: testsuite (every test database, DISTINCT removed), spider, sparc or bird (the main database, as written)")
	fs.BoolVar(&c.keepDistinct, "keep_distinct", false, "testsuite: keep DISTINCT when executing, as the evaluator's --keep_distinct")
	fs.IntVar(&c.workers, "workers", 0, "golds audited in parallel (default: all cores)")
	fs.DurationVar(&c.timeout, "timeout", eval.DefaultTimeout, "deadline for each query; 0 means none")
	fs.BoolVar(&c.json, "json", false, "print the audit as one JSON object")
	fs.BoolVar(&c.ceiling, "ceiling", false, "instead of the checks, score the gold as its own prediction as the reference does, under --timeout: print the best score possible on these databases on this machine and every gold that cannot be scored right")
}

// check vets audit's flags, which take no argument.
func (c *auditConfig) check(fs *flag.FlagSet) error {
	if err := noArguments(fs); err != nil {
		return err
	}
	switch {
	case c.gold == "" || c.db == "":
		return errors.New("--gold and --db are required")
	case c.timeout < 0:
		return errors.New("--timeout must not be negative (0 means no deadline)")
	case c.workers < 0 || c.workers > eval.MaxWorkers:
		return fmt.Errorf("--workers %d: want 1 to %d (0 means one per core)", c.workers, eval.MaxWorkers)
	}
	_, err := eval.ParseCompat(c.compat)
	return err
}
