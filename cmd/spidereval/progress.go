package main

import (
	"io"
	"os"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/spidereval/spidereval/eval"
)

// progressBar draws the run's progress on stderr when it is a terminal
// and --quiet is not given (nil otherwise).
func progressBar(stderr io.Writer, quiet bool) eval.Progress {
	f, ok := stderr.(*os.File)
	if !ok || quiet || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
	var bar *progressbar.ProgressBar
	return func(done, total int) {
		if bar == nil {
			bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(stderr), progressbar.OptionSetDescription("evaluating"),
				progressbar.OptionShowCount(), progressbar.OptionClearOnFinish(), progressbar.OptionThrottle(50_000_000))
		}
		bar.Set(done)
	}
}
