package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
)

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

// untilInterrupt is the context of a command's work: Ctrl-C cancels it.
func untilInterrupt() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt)
}
