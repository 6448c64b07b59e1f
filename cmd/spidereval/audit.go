package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/audit"
	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/eval/schema"
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

// runAudit is `spidereval audit`: one line per finding on stdout, then a
// summary by kind; the exit status is the worst finding's.
func runAudit(args []string, stdout, stderr io.Writer) int {
	c, err := parseCommandLine("spidereval audit", auditUsage, args, stderr, &auditConfig{})
	if err == nil && c.ceiling {
		return runCeiling(c, stdout, stderr)
	}
	var rep *audit.Report
	if err == nil {
		rep, err = c.run(stdout, stderr)
	}
	if err != nil {
		return exitStatus(stderr, "spidereval audit:", err)
	}
	switch rep.Worst() {
	case audit.Broken:
		return exitRefused
	case audit.Degraded:
		return exitDegraded
	case audit.Fragile:
		return exitFragile
	}
	return 0
}

// run audits the golds and prints the findings.
func (c *auditConfig) run(stdout, stderr io.Writer) (*audit.Report, error) {
	golds, dialect, err := c.readGolds()
	if err != nil {
		return nil, err
	}
	known, warns, err := readTables(c.table)
	if err != nil {
		return nil, err
	}
	for _, w := range append(warns, dbFolderWarnings(c.db)...) {
		fmt.Fprintln(stderr, "spidereval audit:", w)
	}
	lim := exec.Limits{Timeout: c.timeout}
	if c.timeout == 0 {
		lim.Timeout = 1 << 62
	}
	cat := exec.NewDirCatalog(c.db)
	defer cat.Close()
	ctx, stop := untilInterrupt()
	defer stop()
	rep, err := audit.Run(ctx, golds, cat, audit.Options{Dialect: dialect, KeepDistinct: c.keepDistinct, Limits: lim, Workers: c.workers})
	if err != nil {
		return nil, err
	}
	out := bufio.NewWriter(stdout)
	if c.json {
		err = report.WriteJSON(out, auditJSON{Version: version(), Gold: c.gold, DB: c.db, Reference: c.compat, Report: rep, Counts: rep.Count(), Unknown: unknownDatabases(golds, known)})
	} else {
		for _, f := range rep.Findings {
			fmt.Fprintln(out, f)
		}
		for _, u := range unknownDatabases(golds, known) {
			fmt.Fprintln(out, u)
		}
		rep.WriteSummary(out)
	}
	if err == nil {
		err = out.Flush()
	}
	return rep, err
}

// auditJSON is the audit with --json.
type auditJSON struct {
	Version   string             `json:"spidereval"`
	Gold      string             `json:"gold"`
	DB        string             `json:"db"`
	Reference string             `json:"reference"`
	Report    *audit.Report      `json:"report"`
	Counts    map[audit.Kind]int `json:"counts"`
	Unknown   []string           `json:"not_in_tables,omitempty"`
}

// readGolds reads the gold file as the main command does for --compat.
func (c *auditConfig) readGolds() ([]audit.Gold, audit.Dialect, error) {
	f, err := readInput(c.gold)
	if err != nil {
		return nil, 0, fmt.Errorf("gold: %w", err)
	}
	if c.compat == "bird" {
		qs, err := bird.ReadQuestions(f)
		return audit.FromBird(qs), audit.Bird, err
	}
	compat, err := eval.ParseCompat(c.compat)
	if err != nil {
		return nil, 0, err
	}
	return audit.ReadGolds(f, compat)
}

// unknownDatabases names each database the golds use that tables.json
// lacks (nothing when no tables.json was given).
func unknownDatabases(golds []audit.Gold, known schema.Tables) []string {
	if known == nil {
		return nil
	}
	count := map[string]int{}
	var order []string
	for _, g := range golds {
		if _, ok := known[g.DBID]; !ok && g.Err == "" {
			if count[g.DBID] == 0 {
				order = append(order, g.DBID)
			}
			count[g.DBID]++
		}
	}
	var out []string
	for _, db := range order {
		out = append(out, fmt.Sprintf("note: database %s is not in tables.json (%s)", db, dataset.Plural(count[db], "gold query")))
	}
	return out
}
