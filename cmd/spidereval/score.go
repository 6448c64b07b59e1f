package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/altgold"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/features"
	"github.com/spidereval/spidereval/eval/lenient"
	"github.com/spidereval/spidereval/eval/report"
)

// config holds the flags of a scoring run.
type config struct {
	evalFlags
	pred, etype, jsonl, by, session      string
	format, failUnder                    string
	perDatapoint, quiet, stats, extended bool
	provenance                           bool
	lenient                              bool
	strict                               bool
	goldAlt                              string // alternative golds (JSON lines)
	version                              bool
	annotations                          string // a Spider-SS file joined to the gold
}

func parseFlags(args []string, usage string, stderr io.Writer) (*config, error) {
	return parseCommandLine("spidereval", usage, args, stderr, &config{})
}

// declare puts a scoring run's flags on fs.
func (c *config) declare(fs *flag.FlagSet) {
	c.register(fs)
	fs.StringVar(&c.pred, "pred", "", "predictions: one SQL per line, aligned with the gold")
	fs.StringVar(&c.etype, "etype", "exec", "evaluation type: all, exec or match")
	fs.StringVar(&c.jsonl, "jsonl", "", "write one JSON object per evaluated question to this file (- writes them to standard output and the report to standard error)")
	fs.StringVar(&c.session, "session", "", "save the run (names, settings, report, per-question records) as a session file the browser app and `spidereval view` reopen")
	fs.BoolVar(&c.perDatapoint, "progress_bar_for_each_datapoint", false, "accepted for compatibility")
	fs.BoolVar(&c.quiet, "quiet", false, "no progress bar")
	fs.BoolVar(&c.provenance, "provenance", false, "print after the report what was measured: reference, evaluation type, EX or TS (test-suite accuracy), the settings that change scores, fingerprints of the inputs and databases, the deadline and its hits, the SQLite and spidereval versions (always in --format json and --session)")
	fs.StringVar(&c.by, "by", "", "also break the scores down by these comma-separated fields: db_id, turn, hardness, agreement (exact match versus execution), strict (the strict checks of right answers), feature (SQL features of the gold: joins, nesting, aggregates, …) or any string field of a JSON gold (e.g. split)")
	fs.BoolVar(&c.extended, "extended", false, "also report the opt-in extended exact match (predictions outside the Spider grammar lowered from the TiDB parser; never part of the official numbers)")
	fs.BoolVar(&c.lenient, "lenient", false, "also re-run every answer the official execution check calls wrong and report which relaxations (extra columns, column order, row order, duplicates, float tolerance) would make it pass; never part of the official numbers")
	fs.BoolVar(&c.strict, "strict", false, "also print the strict checks beside the official execution verdicts: the strict EX (right with no flag) and how many right answers are right only through duplicates, both results empty, the gold's ORDER BY ignored, columns re-aligned or a number's type ignored; never part of the official numbers (the JSONL's strict field and --by strict need no flag)")
	fs.StringVar(&c.goldAlt, "gold-alt", "", "alternative golds, JSON lines {\"index\": 12, \"sql\": [\"SELECT …\"], \"reason\": \"…\", \"source\": \"…\"} (question_id for BIRD): each listed question is judged again against its alternatives in place of its gold, and the official and corrected scores are printed side by side; never part of the official numbers")
	fs.BoolVar(&c.stats, "stats", false, "print the gold's hardness distribution (with no --pred, only that)")
	fs.StringVar(&c.format, "format", "text", "report format on stdout: text (the reference's, byte for byte), json or csv (the score table's rows)")
	fs.StringVar(&c.failUnder, "fail-under", "", "exit with status 5 when a score of the whole set is below a threshold, e.g. exec=0.8,exact=0.7")
	fs.BoolVar(&c.version, "version", false, "print the version, the commit it was built from and the SQLite it runs, and exit")
	fs.StringVar(&c.annotations, "annotations", "", "a Spider-SS annotation file (its dev.json) to join to the gold by question md5 and db_id: gives --by subsentences")
}

// check vets a scoring run's flags, which take no argument.
func (c *config) check(fs *flag.FlagSet) error {
	if err := noArguments(fs); err != nil {
		return err
	}
	if c.version {
		return nil
	}
	switch c.format {
	case "text", "json", "csv":
	default:
		return fmt.Errorf("--format %q: want text, json or csv", c.format)
	}
	if c.format == "csv" && (c.by != "" || c.lenient || c.strict || c.goldAlt != "" || c.provenance || c.stats) {
		return errors.New("--format csv holds the score table alone: use --format json (one document) for --by, --lenient, --strict, --gold-alt, --provenance or --stats")
	}
	th, err := parseThresholds(c.failUnder)
	if err != nil {
		return err
	}
	if _, ok := th["exec"]; ok && c.etype == "match" {
		return errors.New("--fail-under exec needs --etype all or exec")
	}
	if _, ok := th["exact"]; ok && c.etype == "exec" {
		return errors.New("--fail-under exact needs --etype all or match")
	}
	if n := countDash(c.gold, c.pred, c.table, c.difficulty, c.annotations); n > 1 {
		return errors.New("only one input can be read from standard input (-)")
	}
	if c.session == "-" {
		return errors.New("--session -: a session is written to a file")
	}
	if c.gold == "" || (c.pred == "" && !c.stats) {
		return errors.New("--gold and --pred are required (--pred may be left out with --stats)")
	}
	switch c.etype {
	case "all", "match", "exec":
	default:
		return fmt.Errorf("--etype %q: want all, match or exec", c.etype)
	}
	if c.etype != "exec" && c.table == "" && c.compat != "bird" {
		return errors.New("--table is required when exact match is evaluated (--etype all or match)")
	}
	return nil
}

// inputFiles are the files the run reads, by flag (outputs must not be one).
func (c *config) inputFiles() []output {
	return []output{{"--pred", c.pred}, {"--gold", c.gold}, {"--table", c.table}, {"--difficulty", c.difficulty}, {"--annotations", c.annotations}}
}

// runScore is a scoring run (usage heads its -h): the predictions judged against the gold,
// the report on stdout (stderr with --jsonl -), the records and session
// in their files; the exit status is the worst problem's, or --fail-under's.
func runScore(args []string, usage string, stdout, stderr io.Writer) int {
	c, err := parseFlags(args, usage, stderr)
	if err == nil && c.version {
		fmt.Fprintf(stdout, "spidereval %s\n%s\n", version(), exec.Engine)
		return 0
	}
	var s *scoring
	if err == nil {
		s, err = c.score(stdout, stderr)
	}
	if err != nil {
		return exitStatus(stderr, "spidereval:", err)
	}
	return s.status(stderr)
}

// score reads the inputs, judges them and writes the outputs.
func (c *config) score(stdout, stderr io.Writer) (*scoring, error) {
	s, err := c.prepare()
	if err != nil {
		return nil, err
	}
	defer s.closeDBs()
	ctx, stop := untilInterrupt()
	defer stop()
	if err := s.evaluate(ctx, stderr); err != nil {
		return nil, err
	}
	return s, s.write(stdout, stderr)
}

// scoring is one scoring run: its flags and inputs, then what it found.
type scoring struct {
	c         *config
	opt       eval.Options
	in        eval.Inputs
	closeDBs  func()
	statsOnly bool // no --pred: the gold's hardness alone (--stats)
	alts      []altgold.Entry
	// Found by evaluate.
	res      *eval.Results
	problems []eval.Problem
	alt      *altResult
	lenient  *lenient.RunResult
	prov     eval.Provenance
}

// prepare checks the outputs and reads the inputs of a run.
func (c *config) prepare() (*scoring, error) {
	opt, err := c.options(c.etype)
	if err != nil {
		return nil, usageError{err}
	}
	opt.Extended = c.extended
	opt.Features = slices.Contains(byFields(c.by), "feature")
	jsonlFile := c.jsonl
	if jsonlFile == "-" {
		jsonlFile = "" // standard output
	}
	if err := checkOutputs([]output{{"--jsonl", jsonlFile}, {"--session", c.session}}, c.inputFiles(), c.db); err != nil {
		if errors.Is(err, errOutputIsInput) {
			return nil, usageError{err}
		}
		return nil, err
	}
	in, closeDBs, err := c.inputs()
	if err != nil {
		return nil, err
	}
	s := &scoring{c: c, opt: opt, in: in, closeDBs: closeDBs, statsOnly: c.pred == ""}
	if err := s.readPredictions(); err != nil {
		closeDBs()
		return nil, err
	}
	return s, nil
}

// readPredictions reads --pred (the gold itself with --stats alone) and
// --gold-alt.
func (s *scoring) readPredictions() error {
	var err error
	if s.statsOnly {
		// Hardness needs only the gold: score it against itself, matching only.
		s.in.Pred, s.opt.Etype = s.in.Gold, "match"
	} else if s.in.Pred, err = readInput(s.c.pred); err != nil {
		return err
	}
	if s.c.goldAlt != "" && !s.statsOnly {
		f, err := readInput(s.c.goldAlt)
		if err == nil {
			s.alts, err = altgold.Read(f)
		}
		if err != nil {
			return fmt.Errorf("--gold-alt: %w", err)
		}
	}
	return nil
}

// evaluate judges the run, then does what the flags add to it.
func (s *scoring) evaluate(ctx context.Context, stderr io.Writer) error {
	var err error
	if s.res, err = eval.Evaluate(ctx, s.in, s.opt, progressBar(stderr, s.c.quiet)); err != nil {
		return err
	}
	if s.c.annotations != "" {
		if err := joinAnnotations(s.c.annotations, s.res.Records, s.in.Tables, stderr); err != nil {
			return err
		}
	}
	if s.alts != nil {
		if s.alt, err = scoreAlternatives(ctx, s.in, s.opt, s.res, s.alts); err != nil {
			return fmt.Errorf("--gold-alt: %w", err)
		}
	}
	if s.c.lenient && !s.statsOnly && s.opt.Etype != "match" {
		s.lenient = lenient.CheckRun(ctx, s.in.Exec, s.res)
	}
	// Provenance reads every executed database's schema and row counts:
	// made only for the outputs that carry it.
	if !s.statsOnly && (s.c.provenance || s.c.format == "json" || s.c.session != "") {
		s.prov = eval.ProvenanceOf(ctx, s.in, s.res)
	}
	s.problems = s.res.Problems()
	return nil
}

// write prints the report, then writes the records and the session.
func (s *scoring) write(stdout, stderr io.Writer) error {
	reportTo := stdout
	if s.c.jsonl == "-" {
		reportTo = stderr // standard output carries the records
	}
	out := bufio.NewWriter(reportTo)
	if err := s.writeReport(out); err != nil {
		return err
	}
	if err := out.Flush(); err != nil {
		return err
	}
	if s.c.jsonl == "-" {
		if err := encodeRecords(stdout, s.res, s.lenient); err != nil {
			return fmt.Errorf("records: %w", err)
		}
	} else if s.c.jsonl != "" {
		if err := writeRecords(s.c.jsonl, s.res, s.lenient); err != nil {
			return err
		}
	}
	if s.c.session != "" && !s.statsOnly {
		return writeSession(s.c.session, s.res, inputName(s.c.gold), inputName(s.c.pred), s.prov)
	}
	return nil
}

// writeReport prints the report in the --format asked.
func (s *scoring) writeReport(out io.Writer) error {
	res, etype := s.res, s.opt.Etype.String()
	switch s.c.format {
	case "json":
		return report.WriteJSON(out, s.jsonReport())
	case "csv":
		if tables := res.BirdTables(); tables != nil {
			return writeBirdCSV(out, tables)
		}
		return report.WriteSummaryCSV(out, report.Summarize(res.Scores, etype, res.Interactions > 1))
	}
	if !s.statsOnly {
		res.WriteReport(out)
	}
	s.writeTextExtras(out)
	if s.alt != nil {
		s.alt.write(out, s.c.goldAlt)
	}
	return nil
}

// writeTextExtras prints what follows the reference's report in text:
// the --by tables, the lenient summary, the provenance and --stats.
func (s *scoring) writeTextExtras(out io.Writer) {
	c, res, etype, lr, prov, statsOnly := s.c, s.res, s.opt.Etype.String(), s.lenient, s.prov, s.statsOnly
	for _, field := range byFields(c.by) {
		if field == "feature" {
			// Questions have several features each: with and without each.
			fmt.Fprintf(out, "\nbreakdown by SQL feature (spidereval's own; features the TiDB parser reads in the gold, and whether the prediction lacks or adds them)\n")
			features.WriteTable(out, features.Table(res.Records), etype)
			continue
		}
		fmt.Fprintf(out, "\nbreakdown by %s\n", field)
		report.WriteBreakdown(out, field, report.Breakdown(res.Records, field), etype)
		if field == "agreement" {
			report.WriteAgreement(out, res.Records)
		}
	}
	if lr != nil {
		fmt.Fprintln(out)
		lr.Summary.WriteSummary(out)
	}
	if c.strict && !statsOnly && etype != "match" {
		fmt.Fprintln(out)
		report.WriteStrict(out, res.Records)
		fmt.Fprintf(out, "unscoreable: %d (no prediction could be right: the gold failed, hit the deadline, lacks its database or could not be read)\n", eval.CountUnscoreable(res.Records))
	}
	if c.provenance && !statsOnly {
		fmt.Fprintf(out, "\nmeasured: %s\n", prov)
	}
	if c.stats {
		fmt.Fprintf(out, "\nhardness distribution of %s\n", inputName(c.gold))
		report.WriteBreakdown(out, "set", report.Breakdown(res.Records, "(all)"), "")
	}
}

// jsonReport is the report with --format json.
func (s *scoring) jsonReport() jsonReport {
	c, res, etype := s.c, s.res, s.opt.Etype.String()
	doc := jsonReport{Version: version(), Gold: inputName(c.gold), Pred: inputName(c.pred), Reference: s.opt.Compat.String(), Etype: etype,
		Problems: s.problems, Breakdowns: breakdowns(res, c.by, etype), Unscoreable: eval.CountUnscoreable(res.Records)}
	if !s.statsOnly {
		doc.Provenance = &s.prov
		if tables := res.BirdTables(); tables != nil {
			doc.Bird = birdJSON(tables)
		} else {
			doc.Levels = report.Summarize(res.Scores, etype, res.Interactions > 1)
		}
	}
	if s.lenient != nil {
		doc.Lenient = &s.lenient.Summary
	}
	if c.strict && !s.statsOnly && s.opt.Etype != "match" {
		st := report.Strict(res.Records)
		doc.Strict = &st
	}
	if s.alt != nil {
		doc.GoldAlt = &s.alt.summary
	}
	if c.stats {
		doc.Hardness = report.SummarizeGroups(report.Breakdown(res.Records, "(all)"), "")
	}
	return doc
}

// status names on stderr what the run could not do, and gives its exit
// status: the worst problem's, else --fail-under's.
func (s *scoring) status(stderr io.Writer) int {
	if s.alt != nil {
		for _, u := range s.alt.summary.Unmatched {
			fmt.Fprintln(stderr, "spidereval: --gold-alt:", u)
		}
	}
	status := reportProblems(stderr, s.problems)
	if status == 0 && !s.statsOnly {
		status = checkThresholds(stderr, s.c.failUnder, s.res.Scores.Levels["all"])
	}
	return status
}

// jsonReport is the main report with --format json.
type jsonReport struct {
	Version   string                `json:"spidereval"`
	Gold      string                `json:"gold"`
	Pred      string                `json:"pred"`
	Reference string                `json:"reference"`
	Etype     string                `json:"etype"`
	Levels    []report.LevelSummary `json:"levels,omitempty"`
	Problems  []eval.Problem        `json:"problems"`
	// Unscoreable counts the questions no prediction could get right (see
	// eval.Unscoreable); each is among the problems too.
	Unscoreable int `json:"unscoreable"`
	// Bird holds a BIRD run's official tables in place of Levels.
	Bird []birdTable `json:"bird,omitempty"`
	// Breakdowns are the --by tables, in the order asked.
	Breakdowns []breakdown `json:"breakdowns,omitempty"`
	// Lenient is what --lenient found (never part of the official numbers).
	Lenient *lenient.Summary `json:"lenient,omitempty"`
	// GoldAlt is what --gold-alt found (never part of the official numbers).
	GoldAlt *altgold.Summary `json:"gold_alt,omitempty"`
	// Strict is what --strict counted (never part of the official numbers).
	Strict *report.StrictSummary `json:"strict,omitempty"`
	// Hardness is the gold's hardness distribution (--stats).
	Hardness []report.GroupSummary `json:"hardness_distribution,omitempty"`
	// Provenance is what the run measured.
	Provenance *eval.Provenance `json:"provenance,omitempty"`
}
