//go:build !(js && wasm)

// Not in js/wasm: the page runs one query at a time on its only thread.

package exec

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// TestConcurrentTimeoutRunsOnce: requests for a query that is running
// wait for it, and when it runs out its per-query timeout, take that
// timeout instead of running it again one after the other (a batch's
// never-ending samples on one database took 2 s each in turn behind the
// prediction cache). A request with a longer timeout runs it itself, and
// a later request runs it again: a timeout is not kept.
func TestConcurrentTimeoutRunsOnce(t *testing.T) {
	db, _ := openFixture(t)
	c := NewGoldCache()
	short := Limits{Timeout: 300 * time.Millisecond}
	// The owner's query waits for a connection (its timeout not yet
	// running) until every other request waits for it.
	for range cap(db.slots) {
		db.slots <- struct{}{}
	}
	owner := make(chan error, 1)
	go func() {
		_, err := c.Get(context.Background(), db, neverEnding, short)
		owner <- err
	}()
	waitUntil(t, func() bool { return c.Len() > 0 }, func() string { return "the owner's run never started" })
	type answer struct {
		err  error
		long bool
	}
	waiters := make(chan answer, 4)
	for i := range 4 {
		lim := short
		if i == 3 {
			lim.Timeout = 600 * time.Millisecond
		}
		go func() {
			_, err := c.Get(context.Background(), db, neverEnding, lim)
			waiters <- answer{err, i == 3}
		}()
	}
	waitUntil(t, func() bool { return c.waits.Load() >= 4 }, func() string { return fmt.Sprintf("%d of 4 requests waited for the run", c.waits.Load()) })
	for range cap(db.slots) {
		<-db.slots
	}
	if err := <-owner; !isKind(err, ErrTimeout) {
		t.Fatalf("owner: %v, want a timeout", err)
	}
	for range 4 {
		a := <-waiters
		if e, ok := AsExecError(a.err); !ok || e.Kind != ErrTimeout || e.Budget {
			t.Errorf("waiter (longer timeout %v): %v, want a per-query timeout", a.long, a.err)
		}
	}
	if n := c.runs.Load(); n != 2 {
		t.Errorf("the query ran %d times for 5 concurrent requests, want 2 (the owner's and the longer timeout's)", n)
	}
	if _, err := c.Get(context.Background(), db, neverEnding, short); !isKind(err, ErrTimeout) {
		t.Fatalf("later request: %v, want a timeout", err)
	}
	if n := c.runs.Load(); n != 3 {
		t.Errorf("a later request: %d runs in all, want 3 (a timeout is not kept)", n)
	}
}
