package exec

import (
	"errors"
	"fmt"
	"syscall"

	"github.com/spidereval/spidereval/eval/exec/internal/sqlite"
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
	// ErrMemory: the process could not get the memory to run the query
	// (a connection's address space, under ulimit -v); not the query's cap.
	ErrMemory ErrorKind = "out_of_memory"
)

// ExecError is a failed execution: its kind and SQLite's (or the
// evaluator's) message.
type ExecError struct {
	Kind ErrorKind
	Msg  string
	// Budget is set on ErrTimeout errors caused by the caller's context
	// (the question's budget) rather than by the per-query timeout.
	Budget bool
	// Panic is set when SQLite or its binding panicked (contained, the
	// connection discarded): spidereval's failure, not the query's.
	Panic bool
	// over says which memory cap a too_large error hit (overHeap,
	// overResult), so that a query run with a light allowance is run
	// again with the full one (membudget.go).
	over overCap
}

// overCap is the memory cap a too_large error hit, if any.
type overCap uint8

const (
	overNone overCap = iota
	overHeap
	overResult
)

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

// msgValueCap says that a too_large error hit the value-length cap.
var msgValueCap = "over the value-length cap (" + sizeString(sqlite.MaxValueLength) + ")"

// msgMemoryCap says that a too_large error hit the heap cap, a
// connection's or a query's (see Driver.HeapPerConn).
var msgMemoryCap = func() string {
	of := "query"
	if sqlite.Build.HeapPerConn {
		of = "connection"
	}
	return "over the memory cap of a " + of + " (" + sizeString(sqlite.Build.HeapLimit) + ")"
}()

// MaxSQLLength is the longest SQL text executed (bytes): a longer one is
// refused before any other work on it.
const MaxSQLLength = sqlite.MaxSQLLength

// TooLong is the error of a query over the SQL-length cap, or nil.
func TooLong(sql string) *ExecError {
	if len(sql) <= MaxSQLLength {
		return nil
	}
	return &ExecError{Kind: ErrTooLarge, Msg: "statement too long: over the SQL-length cap (" + sizeString(MaxSQLLength) + ")"}
}

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

// MsgPanic starts the message of a contained panic of SQLite or its binding.
const MsgPanic = "internal error in SQLite or its binding"

// oomPanic is the message of the binding's panic when SQLite's memory runs
// out (it panics instead of returning SQLITE_NOMEM).
const oomPanic = "sqlite3: out of memory"

// panicError turns a panic raised inside SQLite or its binding into an
// *ExecError.
func panicError(p any) *ExecError {
	if err, ok := p.(error); ok && errors.Is(err, syscall.ENOMEM) {
		return memoryError()
	}
	msg := fmt.Sprint(p)
	if msg == oomPanic {
		return &ExecError{Kind: ErrTooLarge, Msg: "out of memory: " + msgMemoryCap, over: overHeap}
	}
	return &ExecError{Kind: ErrRuntime, Panic: true, Msg: MsgPanic + " (panic: " + msg + "); the connection was discarded"}
}

// classify turns an error from SQLite into an *ExecError; compiling is true
// for errors raised while preparing the statement, and ended for those of a
// query whose context had ended.
func classify(err error, compiling, ended bool) *ExecError {
	if e, ok := AsExecError(err); ok {
		return e
	}
	msg := err.Error()
	code := -1
	var se *sqlite.Error
	if errors.As(err, &se) {
		code = se.Primary()
	}
	switch {
	case code == sqlite.CodeInterrupt || ended:
		if msg == "" || code == sqlite.CodeInterrupt {
			msg = "interrupted: deadline exceeded"
		}
		return &ExecError{Kind: ErrTimeout, Msg: msg}
	case code == sqlite.CodeAuth:
		return &ExecError{Kind: ErrRefused, Msg: msg}
	case code == sqlite.CodeTooBig:
		return &ExecError{Kind: ErrTooLarge, Msg: msg + ": " + msgValueCap}
	case code == sqlite.CodeNoMem || code == sqlite.CodeFull:
		return &ExecError{Kind: ErrTooLarge, Msg: msg + ": " + msgMemoryCap, over: overHeap}
	case compiling:
		return &ExecError{Kind: ErrSyntax, Msg: msg}
	}
	return &ExecError{Kind: ErrRuntime, Msg: msg}
}

// memoryError is the error of a connection that could not reserve its
// memory: the process's address space is exhausted (ulimit -v).
func memoryError() *ExecError {
	msg := "out of memory: a new SQLite connection could not reserve its memory"
	if r := sqlite.Build.ConnReserve; r > 0 {
		msg += " (" + sizeString(r) + " of address space; is the process's virtual memory capped, ulimit -v?)"
	}
	return &ExecError{Kind: ErrMemory, Msg: msg}
}
