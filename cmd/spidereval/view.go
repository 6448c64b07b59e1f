package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/report"
)

// viewFlags are the command line of `spidereval view`.
type viewFlags struct {
	jsonl   string
	session string // the one argument
}

// errViewUsage is view's command line without exactly one session file.
var errViewUsage = errors.New("usage: spidereval view [--jsonl OUT.jsonl] SESSION.json")

func (v *viewFlags) declare(fs *flag.FlagSet) {
	fs.StringVar(&v.jsonl, "jsonl", "", "also write the per-question records of every run to this file")
}

func (v *viewFlags) check(fs *flag.FlagSet) error {
	if fs.NArg() != 1 {
		return errViewUsage
	}
	v.session = fs.Arg(0)
	return nil
}

// runView prints the reports of a saved session: `spidereval view FILE.json`.
// The tables are recomputed from the saved per-question records.
func runView(args []string, stdout, stderr io.Writer) int {
	v, err := parseCommandLine("spidereval view", "", args, stderr, &viewFlags{})
	if errors.Is(err, errViewUsage) {
		fmt.Fprintln(stderr, errViewUsage)
	}
	if err != nil {
		return 2 // with -h too; the flag package has said what is wrong
	}
	jsonl, name := v.jsonl, v.session
	if err := checkOutputs([]output{{"--jsonl", jsonl}}, []output{{"session", name}}, ""); err != nil {
		if errors.Is(err, errOutputIsInput) {
			err = usageError{err}
		}
		return exitStatus(stderr, "spidereval:", err)
	}
	if err := viewSession(name, jsonl, stdout); err != nil {
		return exitStatus(stderr, "spidereval:", err)
	}
	return 0
}

// viewSession prints the reports of the session file name, and writes
// its records to jsonl when given.
func viewSession(name, jsonl string, stdout io.Writer) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	s, err := report.ReadSession(name, data)
	if err != nil {
		return err
	}
	out := bufio.NewWriter(stdout)
	var all []report.Record
	for i, run := range s.Runs {
		res, err := eval.FromSession(run)
		if err != nil {
			return fmt.Errorf("%s: run %d: %w", name, i+1, err)
		}
		if len(s.Runs) > 1 {
			fmt.Fprintf(out, "== run %d: %s vs %s (%s, %s)\n", i+1, run.Pred, run.Gold, run.Compat, run.Etype)
		}
		res.WriteReport(out)
		var prov eval.Provenance
		if len(run.Provenance) > 0 && json.Unmarshal(run.Provenance, &prov) == nil {
			fmt.Fprintf(out, "\nmeasured: %s\n", prov)
		}
		all = append(all, run.Records...)
	}
	if err := out.Flush(); err != nil {
		return err
	}
	if jsonl != "" {
		return writeJSONL(jsonl, &eval.Results{Records: all})
	}
	return nil
}

// writeSession saves one run as a session file.
func writeSession(path string, res *eval.Results, gold, pred string, prov eval.Provenance) error {
	run := res.SessionRun(gold, pred)
	var err error
	if run.Provenance, err = json.Marshal(prov); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	s := report.Session{Runs: []report.SessionRun{run}}
	data, err := s.Write()
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return writeAtomic(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}
