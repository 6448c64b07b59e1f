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

// runView prints the reports of a saved session: `spidereval view FILE.json`.
// The tables are recomputed from the saved per-question records.
func runView(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("spidereval view", flag.ContinueOnError)
	fs.SetOutput(stderr)
	jsonl := fs.String("jsonl", "", "also write the per-question records of every run to this file")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "usage: spidereval view [--jsonl OUT.jsonl] SESSION.json")
		return 2
	}
	name := fs.Arg(0)
	if err := checkOutputs([]output{{"--jsonl", *jsonl}}, []output{{"session", name}}, ""); err != nil {
		fmt.Fprintln(stderr, "spidereval:", err)
		if errors.Is(err, errOutputIsInput) {
			return 2
		}
		return 1
	}
	data, err := os.ReadFile(name)
	if err != nil {
		fmt.Fprintln(stderr, "spidereval:", err)
		return 1
	}
	s, err := report.ReadSession(name, data)
	if err != nil {
		fmt.Fprintln(stderr, "spidereval:", err)
		return 1
	}
	out := bufio.NewWriter(stdout)
	var all []report.Record
	for i, run := range s.Runs {
		res, err := eval.FromSession(run)
		if err != nil {
			fmt.Fprintf(stderr, "spidereval: %s: run %d: %v\n", name, i+1, err)
			return 1
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
		fmt.Fprintln(stderr, "spidereval:", err)
		return 1
	}
	if *jsonl != "" {
		if err := writeJSONL(*jsonl, &eval.Results{Records: all}); err != nil {
			fmt.Fprintln(stderr, "spidereval:", err)
			return 1
		}
	}
	return 0
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
