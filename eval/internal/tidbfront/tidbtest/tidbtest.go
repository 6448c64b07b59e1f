// Package tidbtest is test support for the packages that read SQL with
// TiDB's parser (eval/diagnose, eval/extended): the checks their tests
// share about the parser itself.
package tidbtest

import (
	"fmt"
	"sync"
	"testing"
)

// SameWhenConcurrent renders each query alone, then again from 8
// goroutines at once, each going round the queries rounds times, and fails
// t where a result differs from the query's own: TiDB's parsers are pooled
// and reuse their result slice, so each call must keep its own statements.
func SameWhenConcurrent(t *testing.T, queries []string, rounds int, render func(sql string) string) {
	t.Helper()
	want := make([]string, len(queries))
	for i, q := range queries {
		want[i] = render(q)
	}
	const goroutines = 8
	var wg sync.WaitGroup
	errs := make(chan error, goroutines)
	for g := 0; g < goroutines; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for k := 0; k < rounds; k++ {
				i := (g + k) % len(queries)
				if got := render(queries[i]); got != want[i] {
					errs <- fmt.Errorf("goroutine %d: %q gave %s, want %s", g, queries[i], got, want[i])
					return
				}
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// HasHugeNumber reports whether sql holds a run of digits (dots allowed)
// long enough for TiDB's test-driver decimal to panic on: 74 digits split
// 1 + 73 need 10 words of 9. A fuzz target accepts a parser panic only then.
func HasHugeNumber(sql string) bool {
	digits := 0
	for i := 0; i < len(sql); i++ {
		switch c := sql[i]; {
		case c >= '0' && c <= '9':
			if digits++; digits >= 74 {
				return true
			}
		case c != '.':
			digits = 0
		}
	}
	return false
}
