package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/altgold"
	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/compare"
	"github.com/spidereval/spidereval/eval/exec"
)

// compareConfig holds the flags and arguments of `spidereval compare`.
type compareConfig struct {
	evalFlags
	etype     string     // the --etype flag
	metric    eval.Etype // the flag parsed: match or exec
	json      bool
	resamples int
	level     float64
	seed      uint64
	goldAlt   string // alternative golds: a corrected ranking too
	preds     []string
}

// compareUsage are the usage lines of `spidereval compare`.
const compareUsage = `usage: spidereval compare --gold G --db DB_DIR --table tables.json [--etype match|exec] [--json] PRED_A PRED_B [PRED_C ...]
       spidereval compare --compat bird --gold G [--difficulty dev.jsonl] --db DB_DIR [--json] PRED_A PRED_B [PRED_C ...]`

// declare puts compare's flags on fs.
func (c *compareConfig) declare(fs *flag.FlagSet) {
	c.register(fs)
	fs.StringVar(&c.etype, "etype", "match", "metric compared: match (exact set match) or exec (execution accuracy)")
	fs.BoolVar(&c.json, "json", false, "print one JSON object instead of tables")
	fs.IntVar(&c.resamples, "resamples", compare.DefaultResamples, "paired bootstrap resamples")
	fs.Float64Var(&c.level, "ci", compare.DefaultLevel, "confidence level of the bootstrap interval")
	fs.Uint64Var(&c.seed, "seed", compare.DefaultSeed, "bootstrap random seed")
	fs.StringVar(&c.goldAlt, "gold-alt", "", "alternative golds (JSON lines, as the main command's --gold-alt): the ranking also scores every system against them")
}

// check vets compare's flags and takes its arguments, the prediction files.
func (c *compareConfig) check(fs *flag.FlagSet) error {
	c.preds = fs.Args()
	if c.compat == "bird" {
		// BIRD runs are compared on EX, which needs no tables.json.
		etypeSet := false
		fs.Visit(func(f *flag.Flag) { etypeSet = etypeSet || f.Name == "etype" })
		if etypeSet && c.etype != "exec" {
			return fmt.Errorf("--etype %q: BIRD runs are compared on execution (EX): leave --etype out or give exec", c.etype)
		}
		c.etype = "exec"
	}
	for _, p := range c.preds {
		if strings.HasPrefix(p, "-") {
			return fmt.Errorf("flag %q after the prediction files: put every flag before them", p)
		}
	}
	var err error
	c.metric, err = eval.ParseEtype(c.etype)
	switch {
	case c.gold == "":
		return errors.New("--gold is required")
	case len(c.preds) < 2:
		return fmt.Errorf("%d prediction files given, want at least 2", len(c.preds))
	case err != nil || c.metric == eval.EtypeAll:
		return fmt.Errorf("--etype %q: compare scores one metric, match or exec", c.etype)
	case c.metric == eval.EtypeMatch && c.table == "":
		return errors.New("--table is required with --etype match")
	case c.metric == eval.EtypeExec && c.db == "":
		return errors.New("--db is required with --etype exec")
	case c.resamples < 1:
		return fmt.Errorf("--resamples %d: want at least 1", c.resamples)
	case !(c.level > 0 && c.level < 1):
		return fmt.Errorf("--ci %v: want a level strictly between 0 and 1 (e.g. 0.95)", c.level)
	}
	return nil
}

// runCompare is `spidereval compare`: several prediction files scored on
// the same gold, then compared pair by pair.
func runCompare(args []string, stdout, stderr io.Writer) int {
	var problems []eval.Problem
	c, err := parseCommandLine("spidereval compare", compareUsage, args, stderr, &compareConfig{})
	if err == nil {
		problems, err = c.compareAll(stdout, stderr)
	}
	if err != nil {
		return exitStatus(stderr, "spidereval compare:", err)
	}
	return reportProblems(stderr, problems)
}

// compareAll scores every prediction file and prints the comparison; it gives
// the runs' problems.
func (c *compareConfig) compareAll(stdout, stderr io.Writer) ([]eval.Problem, error) {
	opt, err := c.options(c.etype)
	if err != nil {
		return nil, usageError{err}
	}
	ctx, stop := untilInterrupt()
	defer stop()
	runs, err := evaluateAll(ctx, c, opt, stderr)
	if err != nil {
		return nil, err
	}
	cmp, err := buildComparison(c, runs)
	if err != nil {
		return nil, err
	}
	if cmp.Excluded > 0 {
		fmt.Fprintf(stderr, "spidereval compare: warning: %d of %d questions are not scored for every model (%s) and are left out of the comparison\n",
			cmp.Excluded, cmp.N+cmp.Excluded, unscoredSummary(cmp))
	}
	if c.json {
		err = writeCompareJSON(stdout, cmp)
	} else {
		err = writeCompareText(stdout, cmp)
	}
	problems := make([][]eval.Problem, len(runs))
	for i, r := range runs {
		problems[i] = r.res.Problems()
	}
	return eval.MergeProblems(problems...), err
}

// evaluateAll scores every prediction file against the gold, sharing the
// schemas, the databases and the gold results between the runs.
func evaluateAll(ctx context.Context, c *compareConfig, opt eval.Options, stderr io.Writer) ([]modelRun, error) {
	in, closeDBs, err := c.inputs()
	if err != nil {
		return nil, err
	}
	defer closeDBs()
	in.GoldCache, in.BirdGoldCache = exec.NewGoldCache(), bird.NewBoundedGoldCache(defaultBirdCache)

	var alts []altgold.Entry
	if c.goldAlt != "" {
		f, err := readInput(c.goldAlt)
		if err == nil {
			alts, err = altgold.Read(f)
		}
		if err != nil {
			return nil, fmt.Errorf("--gold-alt: %w", err)
		}
	}
	names := modelNames(c.preds)
	runs := make([]modelRun, len(c.preds))
	for i, path := range c.preds {
		if in.Pred, err = readInput(path); err != nil {
			return nil, fmt.Errorf("predictions: %w", err)
		}
		res, err := eval.Evaluate(ctx, in, opt, nil)
		if err != nil {
			return nil, fmt.Errorf("evaluating %s: %w", path, err)
		}
		runs[i] = modelRun{name: names[i], file: path, res: res}
		if alts != nil {
			alt, err := scoreAlternatives(ctx, in, opt, res, alts)
			if err != nil {
				return nil, fmt.Errorf("--gold-alt: %w", err)
			}
			for _, u := range alt.summary.Unmatched {
				if i == 0 { // the same for every run
					fmt.Fprintf(stderr, "spidereval compare: --gold-alt: %s\n", u)
				}
			}
			runs[i].alt = true
		}
	}
	return runs, nil
}

// modelNames names models by their files' base names, falling back to the
// path as given when two base names collide, then to a numeric suffix.
func modelNames(paths []string) []string {
	count := map[string]int{}
	for _, p := range paths {
		count[filepath.Base(p)]++
	}
	names := make([]string, len(paths))
	used := map[string]int{}
	for i, p := range paths {
		n := filepath.Base(p)
		if count[n] > 1 {
			n = p
		}
		if used[n]++; used[n] > 1 {
			n = fmt.Sprintf("%s#%d", n, used[n])
		}
		names[i] = n
	}
	return names
}

// buildComparison compares the runs with eval/compare, as the page does.
func buildComparison(c *compareConfig, runs []modelRun) (*comparison, error) {
	metric := compare.Exact
	if c.metric == eval.EtypeExec {
		metric = compare.Exec
	}
	opt := compare.Options{Resamples: c.resamples, Level: c.level, Seed: c.seed}
	in := make([]compare.Run, len(runs))
	for i, r := range runs {
		in[i] = compare.Run{Name: r.name, Records: r.res.Records, Etype: r.res.Options.Etype.String(), Alt: r.alt}
	}
	res, err := compare.Runs(in, metric, opt)
	if err != nil {
		return nil, err
	}
	cmp := &comparison{Metric: res.Metric, Etype: c.etype, Compat: c.compat, Bird: res.Bird, N: res.N, Excluded: res.Excluded,
		Models: runs, Levels: res.Levels, Opt: opt, cmp: res}
	if metric == compare.Exact {
		for _, m := range res.Models {
			cmp.Scores = append(cmp.Scores, m.Scores)
		}
	}
	if cmp.Ranking, err = compare.Rank(res, in, opt); err != nil {
		return nil, err
	}
	return cmp, nil
}

// unscoredSummary says, model by model, how many questions were not scored.
func unscoredSummary(cmp *comparison) string {
	var parts []string
	for _, m := range cmp.cmp.Models {
		parts = append(parts, fmt.Sprintf("%s: %d of %d unscored", m.Name, m.Unscored, m.Total))
	}
	return strings.Join(parts, "; ")
}
