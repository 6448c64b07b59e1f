package exec

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/spidereval/spidereval/eval/exec/exectest"
)

// bigRowsSQL writes a table t whose rows give a result of about 2.3 MB
// (2,000 rows of 1,000 bytes): SELECT id, s FROM t WHERE id >= -i is a
// distinct query of it for each i.
const bigRowsSQL = `CREATE TABLE t (id INTEGER PRIMARY KEY, s TEXT);
	WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM n WHERE i < 2000)
	INSERT INTO t SELECT i, printf('%.1000c', 'x') FROM n;`

// bigRowsDB opens a database of bigRowsSQL.
func bigRowsDB(t *testing.T) *DB {
	t.Helper()
	path := filepath.Join(t.TempDir(), "big.sqlite")
	exectest.WriteDB(t, path, bigRowsSQL)
	db, err := OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// smallBudget gives the test a budget of size bytes and light allowances
// that fit bigRowsDB's results (no query runs twice).
func smallBudget(t *testing.T, size int64) {
	t.Helper()
	b, h, r := memBudget, lightHeap, lightResult
	t.Cleanup(func() { memBudget, lightHeap, lightResult = b, h, r })
	memBudget, lightHeap, lightResult = newWeighted(size), 4<<20, 4<<20
}

// judgeBig is one judgment as BIRD's: two queries under one Hold, their
// results kept until both are compared. It adds what it holds to held
// while it holds it and checks that the budget counts at least that much.
func judgeBig(ctx context.Context, db *DB, i int, held *atomic.Int64, peak func(int64), errs chan<- error) {
	hctx, done := Hold(ctx)
	defer done()
	lim := Limits{MaxBytes: 8 << 20}
	sql := fmt.Sprintf("SELECT id, s FROM t WHERE id >= %d", -i)
	var mine int64
	for _, q := range []string{sql, sql + " -- gold"} {
		res, err := db.Query(hctx, q, lim)
		if err != nil || len(res.Rows) != 2000 || len(res.Rows[1999][1].S) != 1000 {
			errs <- fmt.Errorf("%s: %v", q, err)
			return
		}
		mine += heldFactor * res.Size()
		peak(held.Add(heldFactor * res.Size()))
	}
	if used, _ := memBudget.held(); used < mine {
		errs <- fmt.Errorf("judgment %d holds %d bytes of results, the budget counts %d", i, mine, used)
	}
	held.Add(-mine)
}

// TestHeldResultsCharged (issue 34): a judgment's results stay charged to
// the run's memory budget from when their queries end until it is done,
// so the results held by judgments at once stay within the budget. Before,
// a result was charged only while its query ran: 16 BIRD judgments each
// holding a gold and a prediction of tens of MB took serve to 3.7 GB
// under a 512 MiB budget. Every result is still the one the query gives
// alone, and nothing stays charged afterwards.
func TestHeldResultsCharged(t *testing.T) {
	db := bigRowsDB(t)
	smallBudget(t, 64<<20)
	var held atomic.Int64
	var mu sync.Mutex
	var most int64
	peak := func(n int64) {
		mu.Lock()
		most = max(most, n)
		mu.Unlock()
	}
	errs := make(chan error, 64)
	var wg sync.WaitGroup
	for i := range 16 {
		wg.Go(func() { judgeBig(context.Background(), db, i, &held, peak, errs) })
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if most > memBudget.size {
		t.Errorf("judgments held %d bytes of results at once, over the budget of %d", most, memBudget.size)
	}
	if used, peak := memBudget.held(); used != 0 || peak > memBudget.size {
		t.Errorf("%d bytes still charged after every judgment (peak %d, budget %d)", used, peak, memBudget.size)
	}
}

// TestHeldResultsNoDeadlock: judgments whose results alone are more than
// the budget still finish, one at a time over it (the head of the queue
// goes on when nothing else can), including one that holds a result while
// it waits for a gold another judgment runs; and the cache's kept result
// is charged until the cache lets it go.
func TestHeldResultsNoDeadlock(t *testing.T) {
	db := bigRowsDB(t)
	smallBudget(t, 8<<20) // a judgment holds about 14 MB
	cache := NewGoldCache()
	errs := make(chan error, 64)
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			var held atomic.Int64
			judgeBig(context.Background(), db, i, &held, func(int64) {}, errs)
		})
		wg.Go(func() {
			hctx, done := Hold(context.Background())
			defer done()
			sql := fmt.Sprintf("SELECT id, s FROM t WHERE id >= %d", -i)
			pred, err := db.Query(hctx, sql, Limits{MaxBytes: 8 << 20})
			if err != nil {
				errs <- err
				return
			}
			gold, err := cache.Get(hctx, db, "SELECT id, s FROM t", Limits{MaxBytes: 8 << 20})
			if err != nil || len(gold.Rows) != len(pred.Rows) {
				errs <- fmt.Errorf("gold through the cache: %v", err)
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if used, _ := memBudget.held(); used != cache.bytes {
		t.Errorf("%d bytes charged after every judgment, want the cache's %d", used, cache.bytes)
	}
	cache.Reset()
	if used, _ := memBudget.held(); used != 0 {
		t.Errorf("%d bytes charged after the cache is emptied", used)
	}
}

// TestSuiteCheckHoldsResults (issue 34): the test-suite comparison keeps
// the gold and the prediction charged to the run's memory budget until it
// has compared them (at the budget's peak, both results' charges), and
// afterwards only the gold cache's kept result stays charged. Before, 64
// samples of 45 MB results through serve at --workers 16 took 2,148 MiB.
func TestSuiteCheckHoldsResults(t *testing.T) {
	root := t.TempDir()
	exectest.WriteDB(t, filepath.Join(root, "big", "big.sqlite"), bigRowsSQL)
	cat := NewDirCatalog(root)
	defer cat.Close()
	lim := Limits{MaxBytes: 8 << 20}
	db, err := cat.Main("big")
	if err != nil {
		t.Fatal(err)
	}
	res, err := db.Query(context.Background(), "SELECT id, s FROM t", lim)
	if err != nil {
		t.Fatal(err)
	}
	smallBudget(t, 64<<20)
	ev := NewEvaluator(cat, Options{DisplayRows: -1, Limits: lim})
	v := ev.TestSuite(context.Background(), "big", "SELECT id, s FROM t", "SELECT id, s FROM t WHERE id >= 0")
	if v.Exec != 1 || v.Err != nil || v.PredErr != nil {
		t.Fatalf("verdict %d (%v, %v), want 1", v.Exec, v.Err, v.PredErr)
	}
	used, peak := memBudget.held()
	if want := 2 * heldFactor * res.Size(); peak < want {
		t.Errorf("the budget's peak %d is under the charge of the two results compared, %d", peak, want)
	}
	if used != ev.Cache().bytes {
		t.Errorf("%d bytes charged after the comparison, want the gold cache's %d", used, ev.Cache().bytes)
	}
}

// TestFullAllowanceAsksNoRoomBeyondItself: a judgment holding nothing yet
// that asks for a full allowance (a query run again after outgrowing its
// light one) is let in when the full allowance is free, not only when
// twice that is; a light first query still leaves room for a holder's
// full one. It waited while a few runaway queries held their allowances
// until their deadline, and every request behind it waited too (bench-rl:
// a step with huge-result and never-ending samples took 4.41 s, 2.94 s
// with a budget 8 times as large).
func TestFullAllowanceAsksNoRoomBeyondItself(t *testing.T) {
	w := newWeighted(runMemory)
	full := fullAllowance(Limits{}.withDefaults()).heldWeight()
	light := lightAllowance(Limits{}.withDefaults()).heldWeight()
	room := holderRoom(w.size)
	if full < room {
		t.Fatalf("full allowance %d under the room %d: the case does not arise", full, room)
	}
	// Runaways hold all but the full allowance and half a light one.
	free := full + light/2
	runaways := w.size - free
	if err := w.acquire(context.Background(), runaways); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	h := &holding{w: w}
	lightCtx, lightCancel := context.WithCancel(context.Background())
	lightCancel() // a light first query must wait for room: it is not let in now
	if err := w.acquireFor(lightCtx, light, h); err == nil {
		t.Fatalf("a light first query was let in with %d bytes free, under its %d and the room %d", free, light, room)
	}
	if err := w.acquireFor(ctx, full, h); err != nil {
		t.Fatalf("the full allowance waited (%v) with %d bytes free for its %d", err, free, full)
	}
	w.release(full)
	w.release(runaways)
	if used, _ := w.held(); used != 0 {
		t.Fatalf("%d still held", used)
	}
}

// TestDroppedResultUncharged: a result the judgment lets go before it is
// done (a vote's candidate that joined a group) is no longer charged, and
// the results it keeps still are until it is done.
func TestDroppedResultUncharged(t *testing.T) {
	db := bigRowsDB(t)
	smallBudget(t, 64<<20)
	hctx, done := Hold(context.Background())
	var results []*Result
	for i := range 3 {
		res, err := db.Query(hctx, fmt.Sprintf("SELECT id, s FROM t WHERE id >= %d", -i), Limits{MaxBytes: 8 << 20})
		if err != nil {
			t.Fatal(err)
		}
		results = append(results, res)
	}
	one := heldFactor * results[0].Size()
	if used, _ := memBudget.held(); used != 3*one {
		t.Fatalf("three results held: %d bytes charged, want %d", used, 3*one)
	}
	Drop(hctx, results[1])
	Drop(hctx, results[2])
	if used, _ := memBudget.held(); used != one {
		t.Errorf("two of three results dropped: %d bytes charged, want %d", used, one)
	}
	Drop(context.Background(), results[0]) // no judgment: nothing to give back
	if used, _ := memBudget.held(); used != one {
		t.Errorf("a drop outside the judgment gave back its result: %d bytes charged, want %d", used, one)
	}
	done()
	if used, _ := memBudget.held(); used != 0 {
		t.Errorf("%d bytes still charged after the judgment", used)
	}
}

// TestOneJudgmentAtATimeOverTheBudget: judgments whose results are each
// more than the budget go over it one at a time: when every one waits,
// the one holding the most goes on until it is done. Before, the stalled
// judgments went on in turn, each over the budget: sixteen votes of eight
// distinct 42 MB results through serve at --workers 16 held 927 MB live.
// Here: a peak charge of 225 MB before, 118 MB now.
func TestOneJudgmentAtATimeOverTheBudget(t *testing.T) {
	db := bigRowsDB(t)
	smallBudget(t, 64<<20)           // room for several first queries at once
	const judgments, results = 8, 12 // a judgment holds about 80 MB
	lim := Limits{MaxBytes: 8 << 20}
	var size atomic.Int64
	errs := make(chan error, judgments*results)
	var wg sync.WaitGroup
	for i := range judgments {
		wg.Go(func() {
			hctx, done := Hold(context.Background())
			defer done()
			for k := range results {
				res, err := db.Query(hctx, fmt.Sprintf("SELECT id, s, %d FROM t", i*results+k), lim)
				if err != nil {
					errs <- err
					return
				}
				size.Store(res.Size())
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	one := results * heldFactor * size.Load() // one judgment's charge
	used, peak := memBudget.held()
	// At most: the budget, held by the others; one judgment's results
	// over it; and the charge of its query under way.
	query := min(lightAllowance(lim).heldWeight(), memBudget.size)
	if limit := memBudget.size + one + query; peak > limit {
		t.Errorf("peak charge %d MB, want at most %d MB: the budget (%d MB), one judgment's results (%d MB) and one query's charge (%d MB)", peak>>20, limit>>20, memBudget.size>>20, one>>20, query>>20)
	}
	if used != 0 {
		t.Errorf("%d bytes charged after every judgment", used)
	}
}
