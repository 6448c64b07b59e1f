package exec

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/ncruces/go-sqlite3"
)

// ErrorKind classifies why a query produced no result.
type ErrorKind string

// Error kinds of a failed execution.
const (
	ErrSyntax   ErrorKind = "syntax"    // the statement did not compile (syntax, unknown table or column, ...)
	ErrRuntime  ErrorKind = "runtime"   // the statement failed while running
	ErrTimeout  ErrorKind = "timeout"   // the deadline passed
	ErrTooLarge ErrorKind = "too_large" // a row, byte or memory cap was exceeded
	ErrRefused  ErrorKind = "refused"   // the statement would write or change state, and was not run
)

// ExecError is a failed execution: its kind and SQLite's (or the
// evaluator's) message.
type ExecError struct {
	Kind ErrorKind
	Msg  string
	// Budget is set on ErrTimeout errors caused by the caller's context
	// (the question's budget) rather than by the per-query timeout.
	Budget bool
}

// Error returns "kind: message".
func (e *ExecError) Error() string { return string(e.Kind) + ": " + e.Msg }

// AsExecError returns the *ExecError inside err, if any.
func AsExecError(err error) (*ExecError, bool) {
	var e *ExecError
	ok := errors.As(err, &e)
	return e, ok
}

// Messages of errors raised by the evaluator itself, worded like Python's
// sqlite3 module where it has an equivalent.
const (
	msgOneStatement = "You can only execute one statement at a time."
	msgNullChar     = "the query contains a null character"
)

// Which cap a too_large error hit.
var (
	msgValueCap  = "over the value-length cap (" + sizeString(maxValueLength) + ")"
	msgMemoryCap = "over the memory cap of a connection (" + sizeString(heapLimit) + ")"
)

// sizeString writes n bytes in MiB when it is a whole number of them.
func sizeString(n int64) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d bytes", n)
}

// budgetError is the error of a query stopped because the caller's context
// (the question's budget) ended; when says at which point.
func budgetError(when string) *ExecError {
	return &ExecError{Kind: ErrTimeout, Budget: true, Msg: "interrupted: question budget exhausted " + when}
}

// oomPanic is the message of the binding's panic when SQLite's memory runs
// out (it panics instead of returning SQLITE_NOMEM).
const oomPanic = "sqlite3: out of memory"

// panicError turns a panic raised inside SQLite or its binding into an
// *ExecError.
func panicError(p any) *ExecError {
	msg := fmt.Sprint(p)
	if msg == oomPanic {
		return &ExecError{Kind: ErrTooLarge, Msg: "out of memory: " + msgMemoryCap}
	}
	return &ExecError{Kind: ErrRuntime, Msg: "internal error in SQLite or its binding (panic: " + msg + "); the connection was discarded"}
}

// classify turns an error from SQLite into an *ExecError; compiling is true
// for errors raised while preparing the statement.
func classify(ctx context.Context, err error, compiling bool) *ExecError {
	if e, ok := AsExecError(err); ok {
		return e
	}
	msg := sqliteMessage(err)
	var code sqlite3.ErrorCode
	errors.As(err, &code)
	switch {
	case code == sqlite3.INTERRUPT || ctx.Err() != nil:
		if msg == "" || code == sqlite3.INTERRUPT {
			msg = "interrupted: deadline exceeded"
		}
		return &ExecError{Kind: ErrTimeout, Msg: msg}
	case code == sqlite3.AUTH:
		return &ExecError{Kind: ErrRefused, Msg: msg}
	case code == sqlite3.TOOBIG:
		return &ExecError{Kind: ErrTooLarge, Msg: msg + ": " + msgValueCap}
	case code == sqlite3.NOMEM || code == sqlite3.FULL:
		return &ExecError{Kind: ErrTooLarge, Msg: msg + ": " + msgMemoryCap}
	case compiling:
		return &ExecError{Kind: ErrSyntax, Msg: msg}
	}
	return &ExecError{Kind: ErrRuntime, Msg: msg}
}

// sqliteMessage returns SQLite's own message (sqlite3_errmsg) for err,
// without the Go binding's "sqlite3: <code>: " prefix.
func sqliteMessage(err error) string {
	var se *sqlite3.Error
	if errors.As(err, &se) {
		full := se.Error()
		if m, ok := strings.CutPrefix(full, se.ExtendedCode().Error()+": "); ok {
			return m
		}
		if m, ok := strings.CutPrefix(full, se.Code().Error()+": "); ok {
			return m
		}
		return strings.TrimPrefix(full, "sqlite3: ")
	}
	return strings.TrimPrefix(err.Error(), "sqlite3: ")
}
