package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
)

// command is one subcommand: `spidereval NAME ...`. A command line that
// names none is a scoring run (score.go).
type command struct {
	name     string
	synopsis string // its usage line under the main one
	summary  string // what it does, beside the synopsis
	run      func(args []string, stdout, stderr io.Writer) int
}

// commands are the subcommands, in the order the main usage lists them.
var commands = []command{
	{"compare", "compare --gold G --db DB PRED_A PRED_B ...", "several prediction files on one gold, question by question", runCompare},
	{"audit", "audit --gold G --db DB", "the gold itself: failing, empty, tie-dependent golds", runAudit},
	{"serve", "serve (--stdio | --addr 127.0.0.1:P) --db DB", "judge samples one by one (the Python Scorer's server)",
		func(args []string, stdout, stderr io.Writer) int { return runServe(args, os.Stdin, stdout, stderr) }},
	{"view", "view SESSION.json", "a saved session's reports again", runView},
}

// run is spidereval's command line: a subcommand, or a scoring run.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		for _, c := range commands {
			if c.name == args[0] {
				return c.run(args[1:], stdout, stderr)
			}
		}
	}
	return runScore(args, stdout, stderr)
}

// untilInterrupt is the context of a command's work: Ctrl-C cancels it.
func untilInterrupt() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt)
}

// subcommandsUsage lists the subcommands under the main usage line.
func subcommandsUsage() string {
	var sb strings.Builder
	line := func(synopsis, summary string) {
		fmt.Fprintf(&sb, "       %-53s  %s\n", "spidereval "+synopsis, summary)
	}
	for _, c := range commands {
		line(c.synopsis, c.summary)
	}
	line("SUBCOMMAND -h", "the flags of one subcommand")
	sb.WriteString("flags of a scoring run:")
	return sb.String()
}

// commandFlags are a command's flags: declare puts them on a flag set;
// after the parse, check vets them and the arguments left.
type commandFlags interface {
	declare(fs *flag.FlagSet)
	check(fs *flag.FlagSet) error
}

// parseCommandLine is how every command reads its command line: c's flags
// on a set named name, which prints its errors and -h to stderr, usage
// first (the flag package's own heading when usage is empty), then the
// flags. Its error is a usageError (flag.ErrHelp for -h).
func parseCommandLine[C commandFlags](name, usage string, args []string, stderr io.Writer, c C) (C, error) {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	c.declare(fs)
	if usage != "" {
		fs.Usage = func() {
			fmt.Fprintln(stderr, usage)
			fs.PrintDefaults()
		}
	}
	err := fs.Parse(args)
	if err == nil {
		err = c.check(fs)
	}
	if err != nil {
		var none C
		return none, usageError{err}
	}
	return c, nil
}

// noArguments is the check of a command that takes flags only.
func noArguments(fs *flag.FlagSet) error {
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	return nil
}

// usageError marks an error of the command line: exit status 2.
type usageError struct{ error }

func (e usageError) Unwrap() error { return e.error }

// exitStatus names err after prefix on stderr and gives the exit status:
// 0 for -h, 2 for the command line's errors, else 1.
func exitStatus(stderr io.Writer, prefix string, err error) int {
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	fmt.Fprintln(stderr, prefix, err)
	if errors.As(err, new(usageError)) {
		return 2
	}
	return 1
}
