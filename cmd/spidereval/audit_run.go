package main

import (
	"bufio"
	"fmt"
	"io"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/audit"
	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/eval/schema"
)

// runAudit is `spidereval audit`: one line per finding on stdout, then a
// summary by kind; the exit status is the worst finding's.
func runAudit(args []string, stdout, stderr io.Writer) int {
	c, err := parseCommandLine("spidereval audit", auditUsage, args, stderr, &auditConfig{})
	if err == nil && c.ceiling {
		return runCeiling(c, stdout, stderr)
	}
	var rep *audit.Report
	if err == nil {
		rep, err = c.auditGolds(stdout, stderr)
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

// auditGolds audits the golds and prints the findings.
func (c *auditConfig) auditGolds(stdout, stderr io.Writer) (*audit.Report, error) {
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
