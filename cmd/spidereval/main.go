// Command spidereval scores text-to-SQL predictions against Spider-style
// gold files with the official evaluators' semantics and prints their
// report, byte for byte.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/lenient"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/internal/buildinfo"
)

func main() {
	os.Exit(runCommandLine(os.Args[1:], os.Stdout, os.Stderr))
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

// version is spidereval's release and the commit it was built from.
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
