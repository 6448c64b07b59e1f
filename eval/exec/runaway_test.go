//go:build !(js && wasm)

// Not in js/wasm: the page runs one query at a time on its only thread.

package exec

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// neverEnding runs until its deadline or its context ends.
const neverEnding = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"

// hangGuard ends a test that would otherwise hang on a regression; it is
// no timing: the runaways never end on their own.
const hangGuard = 2 * time.Minute

// waitUntil polls cond until it holds, failing the test with failure's
// text once hangGuard has passed.
func waitUntil(t *testing.T, cond func() bool, failure func() string) {
	t.Helper()
	for give := time.Now().Add(hangGuard); !cond(); time.Sleep(time.Millisecond) {
		if time.Now().After(give) {
			t.Fatal(failure())
		}
	}
}

// TestQuickQueryBesideRunaways: with as many never-ending queries on a
// database as it has shared slots, or one fewer than twice as many, a
// quick query on the same database is answered while they still run (a
// training batch's hostile samples held every connection of their
// database until their deadline, and the quick samples of that database
// queued behind them). Runaways beyond the runaway slots keep their
// shared ones; all run until stopped.
func TestQuickQueryBesideRunaways(t *testing.T) {
	m := maxConns()
	for _, n := range []int{m, 2*m - 1} {
		t.Run(fmt.Sprintf("%d runaways", n), func(t *testing.T) { quickBesideRunaways(t, n) })
	}
}

func quickBesideRunaways(t *testing.T, n int) {
	db, _ := openFixture(t)
	away := min(n, cap(db.runaways))
	ctx, stop := context.WithCancel(context.Background())
	runaways := make(chan error, n)
	for range n {
		go func() {
			_, err := db.Query(ctx, neverEnding, Limits{Timeout: time.Hour})
			runaways <- err
		}()
	}
	// Each runaway moves off the shared slots once past runawayAfter, as
	// long as runaway slots are free.
	waitUntil(t, func() bool { return len(db.runaways) == away && len(db.slots) == n-away }, func() string {
		return fmt.Sprintf("%d runaways hold %d runaway and %d shared slots, want %d and %d", n, len(db.runaways), len(db.slots), away, n-away)
	})
	quick := make(chan error, 1)
	go func() {
		res, err := db.Query(context.Background(), "SELECT 1", Limits{})
		if err == nil && (len(res.Rows) != 1 || res.Rows[0][0] != IntValue(1)) {
			t.Errorf("quick query = %v, want one row 1", res.Rows)
		}
		quick <- err
	}()
	select {
	case err := <-quick:
		if err != nil {
			t.Fatalf("quick query beside %d runaways: %v", n, err)
		}
	case err := <-runaways:
		t.Fatalf("a runaway ended (%v) before the quick query was answered", err)
	case <-time.After(hangGuard):
		t.Fatalf("quick query still waiting behind %d runaway queries", n)
	}
	if len(runaways) != 0 {
		t.Fatalf("a runaway ended before it was stopped")
	}
	stop()
	for range n {
		if err := <-runaways; !isKind(err, ErrTimeout) {
			t.Errorf("runaway stopped by its context: %v, want a timeout", err)
		}
	}
	if len(db.slots) != 0 || len(db.runaways) != 0 {
		t.Errorf("after every query: %d shared and %d runaway slots held, want none", len(db.slots), len(db.runaways))
	}
}
