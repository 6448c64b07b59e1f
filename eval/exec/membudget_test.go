package exec

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/spidereval/spidereval/eval/exec/internal/sqlite"
)

// TestWeightedFIFO: the budget lets requests in in order, a large one at
// the head is not overtaken, and a request whose context ends leaves the
// queue (letting in those behind it).
func TestWeightedFIFO(t *testing.T) {
	w := newWeighted(10)
	ctx := context.Background()
	if err := w.acquire(ctx, 6); err != nil {
		t.Fatal(err)
	}
	big := make(chan error, 1)
	go func() { big <- w.acquire(ctx, 8) }()
	waitQueued(t, w, 1)
	small := make(chan error, 1)
	go func() { small <- w.acquire(ctx, 2) }() // fits, but queues behind big
	waitQueued(t, w, 2)
	select {
	case <-small:
		t.Fatal("a small request overtook a large one at the head of the queue")
	case <-time.After(20 * time.Millisecond):
	}
	w.release(6)
	if err := <-big; err != nil {
		t.Fatal(err)
	}
	if err := <-small; err != nil {
		t.Fatal(err)
	}
	if used, peak := w.held(); used != 10 || peak != 10 {
		t.Errorf("held %d (peak %d), want 10", used, peak)
	}
	// A cancelled waiter at the head lets the next one in.
	cctx, cancel := context.WithCancel(ctx)
	gone := make(chan error, 1)
	go func() { gone <- w.acquire(cctx, 9) }()
	waitQueued(t, w, 1)
	next := make(chan error, 1)
	go func() { next <- w.acquire(ctx, 1) }()
	waitQueued(t, w, 2)
	w.release(2)
	cancel()
	if err := <-gone; !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled acquire = %v", err)
	}
	if err := <-next; err != nil {
		t.Fatal(err)
	}
	// A request over the whole budget takes all of it.
	w.release(8)
	w.release(1)
	if err := w.acquire(ctx, 100); err != nil {
		t.Fatal(err)
	}
	w.release(100)
	if used, _ := w.held(); used != 0 {
		t.Errorf("held %d after every release", used)
	}
}

func waitQueued(t *testing.T, w *weighted, n int) {
	t.Helper()
	for range 500 {
		w.mu.Lock()
		q := w.waiters.Len()
		w.mu.Unlock()
		if q >= n {
			return
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatalf("%d requests never queued", n)
}

// TestMemoryBudgetBoundsQueries (issue 26, item 9): each concurrent query
// could hold a full heap and result, so many workers took gigabytes. Under
// a budget that fits two full allowances, many concurrent queries that
// outgrow the light allowance (in heap, or in result) never hold more than
// the budget, and each still gets its full caps: every result is the one
// the query gives alone.
func TestMemoryBudgetBoundsQueries(t *testing.T) {
	lim := Limits{MaxBytes: 1 << 20}.withDefaults()
	full := fullAllowance(lim).weight()
	defer func(b *weighted, h, r int64) { memBudget, lightHeap, lightResult = b, h, r }(memBudget, lightHeap, lightResult)
	memBudget, lightHeap, lightResult = newWeighted(2*full+full/2), 2<<20, 64<<10

	var dbs []*DB
	for i := range 6 {
		db, err := OpenBytes(fmt.Sprintf("budget%d", i), fixtureBytes(t, "fxb"))
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		dbs = append(dbs, db)
	}
	queries := []struct {
		sql  string
		want int64
	}{
		{"SELECT length(randomblob(6000000))", 6000000},                                                          // heap over the light allowance
		{"SELECT length(group_concat(hex(randomblob(200)))) FROM singer, singer AS b, singer AS c", 27*400 + 26}, // light
		{"SELECT count(*) FROM (SELECT randomblob(30000) FROM singer, singer AS b, singer AS c)", 27},            // light
	}
	before := escalations.Load()
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for i := range 48 {
		wg.Go(func() {
			db := dbs[i%len(dbs)]
			if i%4 == 3 {
				// A result over the light allowance: 20 rows of 30 KB.
				res, err := db.Query(context.Background(), "SELECT randomblob(30000) FROM singer, singer AS b, concert LIMIT 20", lim)
				if err != nil || len(res.Rows) != 20 || len(res.Rows[19][0].S) != 30000 {
					errs <- fmt.Errorf("large result: %v", err)
				}
				return
			}
			q := queries[i%len(queries)]
			res, err := db.Query(context.Background(), q.sql, lim)
			if err != nil || res.Rows[0][0].I != q.want {
				errs <- fmt.Errorf("%s: %v", q.sql, err)
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	used, peak := memBudget.held()
	if used != 0 {
		t.Errorf("%d bytes of the budget still held after every query", used)
	}
	if peak > memBudget.size {
		t.Errorf("peak %d over the budget %d", peak, memBudget.size)
	}
	if peak < full {
		t.Errorf("peak %d: no query held its full allowance (%d)", peak, full)
	}
	want := int64(12) // the large results
	if sqlite.Build.HeapPerConn {
		want += 12 // and the heap-hungry queries (in js/wasm the heap is shared, capped per statement)
	}
	if n := escalations.Load() - before; n < want {
		t.Errorf("%d queries run again with the full allowance, want at least %d", n, want)
	}
}

// TestMemoryBudgetQueueKeepsQuestionBudget: a query queueing for memory
// does not spend its question's budget, and one whose context ends while
// it queues fails as a budget timeout, named, never as a wrong result.
func TestMemoryBudgetQueueKeepsQuestionBudget(t *testing.T) {
	defer func(b *weighted) { memBudget = b }(memBudget)
	memBudget = newWeighted(1)
	db, _ := openFixture(t)
	ctx := context.Background()
	if err := memBudget.acquire(ctx, 1); err != nil {
		t.Fatal(err)
	}
	// The budget is long enough for the query on a busy machine (50 ms
	// ran out at load 21 after the queue), and the queue outlasts it.
	qctx, cancel := WithBudget(ctx, time.Second)
	defer cancel()
	done := make(chan error, 1)
	go func() {
		_, err := db.Query(qctx, "SELECT count(*) FROM singer", Limits{})
		done <- err
	}()
	time.Sleep(1500 * time.Millisecond) // a budget and a half, queued
	memBudget.release(1)
	if err := <-done; err != nil {
		t.Fatalf("a query that queued past its budget's length failed: %v", err)
	}

	memBudget.acquire(ctx, 1)
	cctx, stop := context.WithCancel(ctx)
	go func() { time.Sleep(20 * time.Millisecond); stop() }()
	_, err := db.Query(cctx, "SELECT count(*) FROM singer", Limits{})
	if e, ok := AsExecError(err); !ok || e.Kind != ErrTimeout || !e.Budget {
		t.Errorf("cancelled while queueing for memory: %v", err)
	}
	memBudget.release(1)
}
