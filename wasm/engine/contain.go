package engine

import (
	"fmt"
	"slices"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/report"
)

// beforeConvert is called before each per-question conversion (list row,
// detail, export row). It does nothing; tests replace it to make one
// question's conversion crash.
var beforeConvert = func(*report.Record) {}

// contain runs f and turns a panic into an error naming what was being done.
func contain(what string, f func()) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("internal error %s: %v (contained; please report it with this question)", what, p)
		}
	}()
	f()
	return nil
}

// markInternal marks a record with the internal-crash problem kind once.
func markInternal(r *report.Record) {
	if !slices.Contains(r.Problems, eval.KindInternal) {
		r.Problems = append(r.Problems, eval.KindInternal)
		slices.Sort(r.Problems)
	}
}

// joinText appends msg to an existing message.
func joinText(old, msg string) string {
	if old == "" {
		return msg
	}
	return old + "; " + msg
}
