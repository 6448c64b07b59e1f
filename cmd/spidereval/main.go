// Command spidereval scores text-to-SQL predictions against Spider-style
// gold files with the official evaluators' semantics and prints their
// report, byte for byte.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"spidereval/eval"
	"spidereval/eval/dataset"
	"spidereval/eval/exec"
	"spidereval/eval/report"
	"spidereval/eval/schema"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

type config struct {
	gold, pred, db, table, etype, compat, jsonl  string
	by, session                                  string
	plugValue, keepDistinct, perDatapoint, quiet bool
	stats, extended                              bool
	workers                                      int
	timeout                                      time.Duration
}

func parseFlags(args []string, stderr io.Writer) (*config, error) {
	fs := flag.NewFlagSet("spidereval", flag.ContinueOnError)
	fs.SetOutput(stderr)
	c := &config{}
	fs.StringVar(&c.gold, "gold", "", "gold file: lines `SQL<TAB>db_id`, interactions separated by blank lines")
	fs.StringVar(&c.pred, "pred", "", "predictions: one SQL per line, aligned with the gold")
	fs.StringVar(&c.db, "db", "", "directory holding <db_id>/<db_id>.sqlite")
	fs.StringVar(&c.table, "table", "", "tables.json (foreign keys for exact match)")
	fs.StringVar(&c.etype, "etype", "exec", "evaluation type: all, exec or match")
	fs.StringVar(&c.compat, "compat", "testsuite", "reference to reproduce: testsuite (test-suite-sql-eval), spider (legacy Spider evaluation.py) or sparc (original SParC script)")
	fs.StringVar(&c.jsonl, "jsonl", "", "write one JSON object per evaluated question to this file")
	fs.StringVar(&c.session, "session", "", "save the run (names, settings, report, per-question records) as a session file the browser app and `spidereval view` reopen")
	fs.BoolVar(&c.plugValue, "plug_value", false, "plug the gold values into the prediction before executing")
	fs.BoolVar(&c.keepDistinct, "keep_distinct", false, "keep DISTINCT when executing")
	fs.BoolVar(&c.perDatapoint, "progress_bar_for_each_datapoint", false, "accepted for compatibility")
	fs.BoolVar(&c.quiet, "quiet", false, "no progress bar")
	fs.IntVar(&c.workers, "workers", 0, "examples evaluated in parallel (default: all cores)")
	fs.DurationVar(&c.timeout, "timeout", 5*time.Second, "deadline for each query's execution; a prediction that runs longer scores 0")
	fs.StringVar(&c.by, "by", "", "also break the scores down by these comma-separated fields: db_id, turn, hardness or any string field of a JSON gold (e.g. split)")
	fs.BoolVar(&c.extended, "extended", false, "also report the opt-in extended exact match (predictions outside the Spider grammar lowered from the TiDB parser; never part of the official numbers)")
	fs.BoolVar(&c.stats, "stats", false, "print the gold's hardness distribution (with no --pred, only that)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: spidereval --gold G --pred P --db DB_DIR --table tables.json --etype all|match|exec [--compat testsuite|spider] [--jsonl OUT.jsonl]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if c.gold == "" || (c.pred == "" && !c.stats) {
		return nil, errors.New("--gold and --pred are required (--pred may be left out with --stats)")
	}
	switch c.etype {
	case "all", "match", "exec":
	default:
		return nil, fmt.Errorf("--etype %q: want all, match or exec", c.etype)
	}
	if c.etype != "exec" && c.table == "" {
		return nil, errors.New("--table is required when exact match is evaluated (--etype all or match)")
	}
	return c, nil
}

func readInput(path string) (dataset.File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return dataset.File{}, err
	}
	return dataset.File{Name: path, Data: data}, nil
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "compare" {
		return runCompare(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "view" {
		return runView(args[1:], stdout, stderr)
	}
	c, err := parseFlags(args, stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		fmt.Fprintln(stderr, "spidereval:", err)
		return 2
	}
	opt := eval.Options{Etype: c.etype, PlugValue: c.plugValue, KeepDistinct: c.keepDistinct, Workers: c.workers, Timeout: c.timeout, Extended: c.extended}
	if opt.Compat, err = eval.ParseCompat(c.compat); err != nil {
		fmt.Fprintln(stderr, "spidereval:", err)
		return 2
	}
	var in eval.Inputs
	if in.Gold, err = readInput(c.gold); err != nil {
		fmt.Fprintln(stderr, "spidereval:", err)
		return 1
	}
	statsOnly := c.pred == ""
	if statsOnly {
		// Hardness needs only the gold: score it against itself, matching only.
		in.Pred, opt.Etype = in.Gold, "match"
	} else if in.Pred, err = readInput(c.pred); err != nil {
		fmt.Fprintln(stderr, "spidereval:", err)
		return 1
	}
	if c.table != "" {
		tf, err := readInput(c.table)
		if err == nil {
			in.Tables, err = schema.ParseTables(tf.Name, tf.Data)
		}
		if err != nil {
			fmt.Fprintln(stderr, "spidereval:", err)
			return 1
		}
	}
	in.DBs = &eval.DirSource{Dir: c.db}
	catalog := exec.NewDirCatalog(c.db)
	defer catalog.Close()
	in.Exec = catalog

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var progress eval.Progress
	if f, ok := stderr.(*os.File); ok && !c.quiet && term.IsTerminal(int(f.Fd())) {
		var bar *progressbar.ProgressBar
		progress = func(done, total int) {
			if bar == nil {
				bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(stderr), progressbar.OptionSetDescription("evaluating"),
					progressbar.OptionShowCount(), progressbar.OptionClearOnFinish(), progressbar.OptionThrottle(50_000_000))
			}
			bar.Set(done)
		}
	}
	res, err := eval.Evaluate(ctx, in, opt, progress)
	if err != nil {
		fmt.Fprintln(stderr, "spidereval:", err)
		return 1
	}
	for _, w := range res.Warnings {
		fmt.Fprintln(stderr, "spidereval: warning:", w)
	}
	out := bufio.NewWriter(stdout)
	if !statsOnly {
		res.WriteReport(out)
	}
	for _, field := range strings.Split(c.by, ",") {
		if field = strings.TrimSpace(field); field != "" {
			fmt.Fprintf(out, "\nbreakdown by %s\n", field)
			report.WriteBreakdown(out, field, report.Breakdown(res.Records, field), opt.Etype)
		}
	}
	if c.stats {
		fmt.Fprintf(out, "\nhardness distribution of %s\n", c.gold)
		report.WriteBreakdown(out, "set", report.Breakdown(res.Records, "(all)"), "")
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintln(stderr, "spidereval:", err)
		return 1
	}
	if c.jsonl != "" {
		if err := writeJSONL(c.jsonl, res); err != nil {
			fmt.Fprintln(stderr, "spidereval:", err)
			return 1
		}
	}
	if c.session != "" && !statsOnly {
		if err := writeSession(c.session, res, c.gold, c.pred); err != nil {
			fmt.Fprintln(stderr, "spidereval:", err)
			return 1
		}
	}
	return 0
}

func writeJSONL(path string, res *eval.Results) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for i := range res.Records {
		if err := enc.Encode(&res.Records[i]); err != nil {
			f.Close()
			return fmt.Errorf("%s: %w", path, err)
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	return f.Close()
}
