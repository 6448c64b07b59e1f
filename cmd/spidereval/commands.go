package main

import (
	"fmt"
	"io"
	"os"
	"strings"
)

// subcommand is one subcommand: `spidereval NAME ...`. A command line that
// names none is a scoring run (score.go).
type subcommand struct {
	name     string
	synopsis string // its usage line under the main one
	summary  string // what it does, beside the synopsis
	run      func(args []string, stdout, stderr io.Writer) int
}

// subcommands are the subcommands, in the order the main usage lists them.
var subcommands = []subcommand{
	{"compare", "compare --gold G --db DB PRED_A PRED_B ...", "several prediction files on one gold, question by question", runCompare},
	{"audit", "audit --gold G --db DB", "the gold itself: failing, empty, tie-dependent golds", runAudit},
	{"serve", "serve (--stdio | --addr 127.0.0.1:P) --db DB", "judge samples one by one (the Python Scorer's server)",
		func(args []string, stdout, stderr io.Writer) int { return runServe(args, os.Stdin, stdout, stderr) }},
	{"view", "view SESSION.json", "a saved session's reports again", runView},
}

// runCommandLine is spidereval's command line: a subcommand, or a scoring run.
func runCommandLine(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		for _, c := range subcommands {
			if c.name == args[0] {
				return c.run(args[1:], stdout, stderr)
			}
		}
	}
	return runScore(args, scoreUsage+"\n"+subcommandsUsage(), stdout, stderr)
}

// scoreUsage is the main usage line: a scoring run's.
const scoreUsage = "usage: spidereval --gold G --pred P --db DB_DIR --table tables.json --etype all|match|exec [--compat testsuite|spider|sparc|bird] [--jsonl OUT.jsonl]"

// subcommandsUsage lists the subcommands under the main usage line.
func subcommandsUsage() string {
	var sb strings.Builder
	line := func(synopsis, summary string) {
		fmt.Fprintf(&sb, "       %-53s  %s\n", "spidereval "+synopsis, summary)
	}
	for _, c := range subcommands {
		line(c.synopsis, c.summary)
	}
	line("SUBCOMMAND -h", "the flags of one subcommand")
	sb.WriteString("flags of a scoring run:")
	return sb.String()
}
