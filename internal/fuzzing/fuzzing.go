// Package fuzzing tells a fuzz target whether it runs under the fuzzer
// (go test -fuzz, make fuzz) or only replays its seed corpus (go test),
// so that a time bound, which finds slow inputs while fuzzing, never
// fails an ordinary test run on a busy machine.
package fuzzing

import "flag"

// Active reports whether the test binary was started with -test.fuzz.
func Active() bool {
	f := flag.Lookup("test.fuzz")
	return f != nil && f.Value.String() != ""
}
