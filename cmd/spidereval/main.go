// Command spidereval scores text-to-SQL predictions against Spider-style
// gold files with the official evaluators' semantics and prints their
// report, byte for byte.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strconv"
	"strings"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/altgold"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/lenient"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/internal/buildinfo"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

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

func parseFlags(args []string, stderr io.Writer) (*config, error) {
	fs := flag.NewFlagSet("spidereval", flag.ContinueOnError)
	fs.SetOutput(stderr)
	c := &config{}
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
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: spidereval --gold G --pred P --db DB_DIR --table tables.json --etype all|match|exec [--compat testsuite|spider|sparc|bird] [--jsonl OUT.jsonl]")
		fmt.Fprintln(stderr, subcommandsUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if c.version {
		return c, nil
	}
	switch c.format {
	case "text", "json", "csv":
	default:
		return nil, fmt.Errorf("--format %q: want text, json or csv", c.format)
	}
	if c.format == "csv" && (c.by != "" || c.lenient || c.strict || c.goldAlt != "" || c.provenance || c.stats) {
		return nil, errors.New("--format csv holds the score table alone: use --format json (one document) for --by, --lenient, --strict, --gold-alt, --provenance or --stats")
	}
	th, err := parseThresholds(c.failUnder)
	if err != nil {
		return nil, err
	}
	if _, ok := th["exec"]; ok && c.etype == "match" {
		return nil, errors.New("--fail-under exec needs --etype all or exec")
	}
	if _, ok := th["exact"]; ok && c.etype == "exec" {
		return nil, errors.New("--fail-under exact needs --etype all or match")
	}
	if n := countDash(c.gold, c.pred, c.table, c.difficulty, c.annotations); n > 1 {
		return nil, errors.New("only one input can be read from standard input (-)")
	}
	if c.session == "-" {
		return nil, errors.New("--session -: a session is written to a file")
	}
	if c.gold == "" || (c.pred == "" && !c.stats) {
		return nil, errors.New("--gold and --pred are required (--pred may be left out with --stats)")
	}
	switch c.etype {
	case "all", "match", "exec":
	default:
		return nil, fmt.Errorf("--etype %q: want all, match or exec", c.etype)
	}
	if c.etype != "exec" && c.table == "" && c.compat != "bird" {
		return nil, errors.New("--table is required when exact match is evaluated (--etype all or match)")
	}
	return c, nil
}

// stdin is where an input named "-" is read from (tests replace it).
var stdin io.Reader = os.Stdin

// stdinName names standard input in messages, reports and records.
const stdinName = "<stdin>"

// inputName is how a path given on the command line is named in outputs.
func inputName(path string) string {
	if path == "-" {
		return stdinName
	}
	return path
}

// readInput reads a file, or standard input for "-".
func readInput(path string) (dataset.File, error) {
	if path == "-" {
		data, err := io.ReadAll(stdin)
		if err != nil {
			return dataset.File{}, fmt.Errorf("%s: %w", stdinName, err)
		}
		return dataset.File{Name: stdinName, Data: data}, nil
	}
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
	if len(args) > 0 && args[0] == "serve" {
		return runServe(args[1:], os.Stdin, stdout, stderr)
	}
	if len(args) > 0 && args[0] == "audit" {
		return runAudit(args[1:], stdout, stderr)
	}
	c, err := parseFlags(args, stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		fmt.Fprintln(stderr, "spidereval:", err)
		return 2
	}
	if c.version {
		fmt.Fprintf(stdout, "spidereval %s\n%s\n", version(), exec.Engine)
		return 0
	}
	opt, err := c.options(c.etype)
	if err != nil {
		fmt.Fprintln(stderr, "spidereval:", err)
		return 2
	}
	opt.Extended = c.extended
	opt.Features = slices.Contains(byFields(c.by), "feature")
	jsonlFile := c.jsonl
	if jsonlFile == "-" {
		jsonlFile = "" // standard output
	}
	if err := checkOutputs([]output{{"--jsonl", jsonlFile}, {"--session", c.session}}, c.inputFiles(), c.db); err != nil {
		fmt.Fprintln(stderr, "spidereval:", err)
		if errors.Is(err, errOutputIsInput) {
			return 2
		}
		return 1
	}
	in, closeDBs, err := c.inputs()
	if err != nil {
		fmt.Fprintln(stderr, "spidereval:", err)
		return 1
	}
	defer closeDBs()
	statsOnly := c.pred == ""
	if statsOnly {
		// Hardness needs only the gold: score it against itself, matching only.
		in.Pred, opt.Etype = in.Gold, "match"
	} else if in.Pred, err = readInput(c.pred); err != nil {
		fmt.Fprintln(stderr, "spidereval:", err)
		return 1
	}
	var alts []altgold.Entry
	if c.goldAlt != "" && !statsOnly {
		f, err := readInput(c.goldAlt)
		if err == nil {
			alts, err = altgold.Read(f)
		}
		if err != nil {
			fmt.Fprintln(stderr, "spidereval: --gold-alt:", err)
			return 1
		}
	}
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
	if c.annotations != "" {
		if err := joinAnnotations(c.annotations, res.Records, in.Tables, stderr); err != nil {
			fmt.Fprintln(stderr, "spidereval:", err)
			return 1
		}
	}
	var alt *altResult
	if alts != nil {
		if alt, err = scoreAlternatives(ctx, in, opt, res, alts); err != nil {
			fmt.Fprintln(stderr, "spidereval: --gold-alt:", err)
			return 1
		}
	}
	var lenientRes *lenient.RunResult
	if c.lenient && !statsOnly && opt.Etype != "match" {
		lenientRes = lenient.CheckRun(ctx, in.Exec, res)
	}
	// Provenance reads every executed database's schema and row counts:
	// made only for the outputs that carry it.
	var prov eval.Provenance
	if !statsOnly && (c.provenance || c.format == "json" || c.session != "") {
		prov = eval.ProvenanceOf(ctx, in, res)
	}
	reportTo := stdout
	if c.jsonl == "-" {
		reportTo = stderr // standard output carries the records
	}
	out := bufio.NewWriter(reportTo)
	problems := res.Problems()
	etype := opt.Etype.String()
	switch {
	case c.format == "json":
		doc := jsonReport{Version: version(), Gold: inputName(c.gold), Pred: inputName(c.pred), Reference: opt.Compat.String(), Etype: etype,
			Problems: problems, Breakdowns: breakdowns(res, c.by, etype), Unscoreable: eval.CountUnscoreable(res.Records)}
		if !statsOnly {
			doc.Provenance = &prov
			if tables := res.BirdTables(); tables != nil {
				doc.Bird = birdJSON(tables)
			} else {
				doc.Levels = report.Summarize(res.Scores, etype, res.Interactions > 1)
			}
		}
		if lenientRes != nil {
			doc.Lenient = &lenientRes.Summary
		}
		if c.strict && !statsOnly && opt.Etype != "match" {
			s := report.Strict(res.Records)
			doc.Strict = &s
		}
		if alt != nil {
			doc.GoldAlt = &alt.summary
		}
		if c.stats {
			doc.Hardness = report.SummarizeGroups(report.Breakdown(res.Records, "(all)"), "")
		}
		err = report.WriteJSON(out, doc)
	case c.format == "csv":
		if tables := res.BirdTables(); tables != nil {
			err = writeBirdCSV(out, tables)
		} else {
			err = report.WriteSummaryCSV(out, report.Summarize(res.Scores, etype, res.Interactions > 1))
		}
	default:
		if !statsOnly {
			res.WriteReport(out)
		}
		writeTextExtras(out, c, res, etype, lenientRes, prov, statsOnly)
		if alt != nil {
			alt.write(out, c.goldAlt)
		}
	}
	if err != nil {
		fmt.Fprintln(stderr, "spidereval:", err)
		return 1
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintln(stderr, "spidereval:", err)
		return 1
	}
	if c.jsonl == "-" {
		if err := encodeRecords(stdout, res, lenientRes); err != nil {
			fmt.Fprintln(stderr, "spidereval: records:", err)
			return 1
		}
	} else if c.jsonl != "" {
		if err := writeRecords(c.jsonl, res, lenientRes); err != nil {
			fmt.Fprintln(stderr, "spidereval:", err)
			return 1
		}
	}
	if c.session != "" && !statsOnly {
		if err := writeSession(c.session, res, inputName(c.gold), inputName(c.pred), prov); err != nil {
			fmt.Fprintln(stderr, "spidereval:", err)
			return 1
		}
	}
	if alt != nil {
		for _, u := range alt.summary.Unmatched {
			fmt.Fprintln(stderr, "spidereval: --gold-alt:", u)
		}
	}
	status := reportProblems(stderr, problems)
	if status == 0 && !statsOnly {
		status = checkThresholds(stderr, c.failUnder, res.Scores.Levels["all"])
	}
	return status
}

// countDash counts the inputs named "-" (standard input).
func countDash(paths ...string) int {
	n := 0
	for _, p := range paths {
		if p == "-" {
			n++
		}
	}
	return n
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

// version is spidereval's release and the commit it was built from.
// subcommandsUsage lists the subcommands under the main usage line.
const subcommandsUsage = `       spidereval compare --gold G --db DB PRED_A PRED_B ...  several prediction files on one gold, question by question
       spidereval audit --gold G --db DB                      the gold itself: failing, empty, tie-dependent golds
       spidereval serve (--stdio | --addr 127.0.0.1:P) --db DB  judge samples one by one (the Python Scorer's server)
       spidereval view SESSION.json                           a saved session's reports again
       spidereval SUBCOMMAND -h                               the flags of one subcommand
flags of a scoring run:`

func version() string { return buildinfo.Read().String() }

// exitBelow is the exit status when a --fail-under threshold is not met.
const exitBelow = 5

// parseThresholds reads "exec=0.8,exact=0.7".
func parseThresholds(spec string) (map[string]float64, error) {
	out := map[string]float64{}
	for _, part := range strings.Split(spec, ",") {
		if part = strings.TrimSpace(part); part == "" {
			continue
		}
		name, val, ok := strings.Cut(part, "=")
		v, err := strconv.ParseFloat(val, 64)
		if !ok || err != nil || (name != "exec" && name != "exact") {
			return nil, fmt.Errorf("--fail-under %q: want exec=N or exact=N, comma-separated", part)
		}
		out[name] = v
	}
	return out, nil
}

// checkThresholds compares the whole set's scores with --fail-under.
func checkThresholds(stderr io.Writer, spec string, all *report.Level) int {
	th, _ := parseThresholds(spec)
	status := 0
	for _, name := range []string{"exact", "exec"} {
		want, ok := th[name]
		if !ok {
			continue
		}
		got := all.Exact
		if name == "exec" {
			got = all.Exec
		}
		if got < want {
			fmt.Fprintf(stderr, "spidereval: %s %.3f is below --fail-under %s=%g\n", name, got, name, want)
			status = exitBelow
		}
	}
	return status
}

// Exit statuses beyond 0 (clean), 1 (nothing could be scored) and 2 (usage).
const (
	exitRefused  = 3 // scored what it could, but an input is one the reference would refuse
	exitDegraded = 4 // every input is sound, but some verdicts may differ (deadlines, caps, contained crashes)
	exitMisread  = 7 // the verdicts are the reference's, but it would pair predictions with the wrong questions
)

// problemLines is how many occurrences of each kind stderr names.
const problemLines = 20

// reportProblems prints the run's problems to stderr and returns the exit status.
func reportProblems(stderr io.Writer, ps []eval.Problem) int {
	if len(ps) == 0 {
		return 0
	}
	var sb strings.Builder
	eval.WriteProblems(&sb, ps, problemLines)
	status := 0
	switch eval.Worst(ps) {
	case eval.Misread:
		status = exitMisread
		fmt.Fprintln(stderr, "spidereval: the reference would pair some predictions with the wrong questions (verdicts are its own, of those pairs):")
	case eval.Refused:
		status = exitRefused
		fmt.Fprintln(stderr, "spidereval: some inputs are ones the reference would refuse; every other question was scored:")
	case eval.Degraded:
		status = exitDegraded
		fmt.Fprintln(stderr, "spidereval: some verdicts may differ from the reference's:")
	default:
		fmt.Fprintln(stderr, "spidereval: notes (each says whether it touches a verdict):")
	}
	io.WriteString(stderr, sb.String())
	if status != 0 {
		fmt.Fprintf(stderr, "spidereval: exit status %d\n", status)
	}
	return status
}

func writeJSONL(path string, res *eval.Results) error { return writeRecords(path, res, nil) }

// writeRecords writes the JSONL records, each with its lenient field when lr is given.
func writeRecords(path string, res *eval.Results, lr *lenient.RunResult) error {
	return writeAtomic(path, func(f io.Writer) error { return encodeRecords(f, res, lr) })
}

// encodeRecords writes one JSON line per record to f.
func encodeRecords(f io.Writer, res *eval.Results, lr *lenient.RunResult) error {
	w := bufio.NewWriter(f)
	var line bytes.Buffer
	enc := json.NewEncoder(&line)
	enc.SetEscapeHTML(false)
	for i := range res.Records {
		line.Reset()
		err := enc.Encode(&res.Records[i])
		data := line.Bytes()
		if err == nil && lr != nil {
			data, err = withLenient(bytes.TrimRight(data, "\n"), lr.Flips[i])
			data = append(data, '\n')
		}
		if err == nil {
			_, err = w.Write(data)
		}
		if err != nil {
			return err
		}
	}
	return w.Flush()
}

// inputFiles are the files the run reads, by flag (outputs must not be one).
func (c *config) inputFiles() []output {
	return []output{{"--pred", c.pred}, {"--gold", c.gold}, {"--table", c.table}, {"--difficulty", c.difficulty}, {"--annotations", c.annotations}}
}

// byFields splits the --by list.
func byFields(by string) []string {
	var out []string
	for _, f := range strings.Split(by, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}
