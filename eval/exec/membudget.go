package exec

import (
	"container/list"
	"context"
	"fmt"
	"math"
	"sync"

	"github.com/spidereval/spidereval/eval/exec/internal/sqlite"
)

// One run's memory, whatever the number of workers: every query holds an
// allowance of a process-wide budget (runMemory) while it runs, for the
// SQLite heap it may grow and the result it may build. A query first runs
// with a light allowance (lightHeap of heap, lightResult of result); one
// that needs more is run again with the full one (the caps of
// query.go), which few queries hold at once. Queries queue for their
// allowance instead of memory growing; the queueing does not spend the
// question's budget, and no verdict changes (a query over the light
// allowance gets the full caps, as before, on its second run).
//
// A judgment that keeps its results after their queries (to compare them)
// holds them on the same budget (Hold): each query's allowance becomes a
// charge of heldFactor times its result's size when the query ends, given
// back when the judgment is done. The bounded gold caches charge the
// results they keep (ChargeMemory).
var (
	runMemory   int64 = 512 << 20
	lightHeap   int64 = 16 << 20
	lightResult int64 = 8 << 20
	memBudget         = newWeighted(runMemory)
)

// allowance is what a query may use: SQLite heap and result bytes.
type allowance struct {
	heap, bytes int64
}

// weight is the allowance's charge against the run's budget: the heap, the
// linear memory a native connection takes beyond it (stack, fragmentation:
// see Driver.HeapCharge) and the result.
func (a allowance) weight() int64 { return sqlite.Build.HeapCharge(a.heap) + a.bytes }

// heldWeight is the allowance's charge for a judgment that keeps its
// result (Hold): at least what the result will be charged when the query
// ends, so that turning the one into the other never passes the budget.
func (a allowance) heldWeight() int64 { return max(a.weight(), heldFactor*a.bytes) }

// lightAllowance and fullAllowance are a query's first and second runs'.
func lightAllowance(lim Limits) allowance {
	heap := sqlite.Build.HeapLimit
	if sqlite.Build.HeapPerConn {
		heap = min(lightHeap, heap)
	}
	return allowance{heap: heap, bytes: min(lightResult, lim.MaxBytes)}
}

func fullAllowance(lim Limits) allowance {
	return allowance{heap: sqlite.Build.HeapLimit, bytes: lim.MaxBytes}
}

// weighted is a FIFO weighted semaphore: a large request waiting at the
// head is not overtaken by smaller ones, so a full allowance is never
// starved by light ones. A judgment that holds results (Hold) asks before
// the others, so that it can finish and give them back, and one that
// holds nothing yet leaves room for them (holderRoom). When no allowance
// is out and every judgment holding results waits, one request is let in
// even over the budget: what is held then belongs to judgments waiting
// for memory or for each other, and one of them must go on. It is the
// request of the judgment holding the most (largestHolder), so that one
// judgment at a time is over the budget; without holders' requests, the
// head of the others. The results a cache keeps are charged without
// waiting (charge), and may pass it too.
type weighted struct {
	mu      sync.Mutex
	size    int64
	used    int64
	peak    int64     // the most ever held at once (for tests)
	out     int       // allowances taken by acquire and not yet given back
	active  int       // judgments holding results that are not waiting
	waiters list.List // of *waiter, first come first served
	holders list.List // of *waiter, the requests of judgments holding results: before waiters
}

type waiter struct {
	n, room int64    // room: free bytes needed beyond n
	h       *holding // the judgment asking, or nil
	ready   chan struct{}
}

func newWeighted(size int64) *weighted { return &weighted{size: size} }

// holderRoom is what the first query of a judgment that holds its results
// leaves free when it asks: room for a judgment holding results to run
// its next query with the full allowance at the default caps (at most
// half the budget). A request as large as that room asks for no room
// beyond itself: asking for two full allowances, it waited while a few
// runaway queries held theirs until their deadline, and every request
// behind it with it (a training batch's huge-result samples beside its
// never-ending ones). Holders then wait for it to end, as they wait for
// any query under way; it needs nothing from them.
func holderRoom(size int64) int64 {
	return min(fullAllowance(Limits{}.withDefaults()).heldWeight(), size/2)
}

// acquire takes n (at most the whole budget), waiting while the budget is
// held; the question's clock stands still meanwhile (waitClock). It fails
// only when ctx ends.
func (w *weighted) acquire(ctx context.Context, n int64) error {
	return w.acquireFor(ctx, n, nil)
}

// acquireFor is acquire for the judgment h (nil: none).
func (w *weighted) acquireFor(ctx context.Context, n int64, h *holding) error {
	w.mu.Lock()
	n = min(n, w.size)
	wt := &waiter{n: n, h: h, ready: make(chan struct{})}
	queue := &w.waiters
	switch {
	case h != nil && h.held > 0:
		queue = &w.holders
	case h != nil && n < holderRoom(w.size):
		wt.room = holderRoom(w.size) // see holderRoom for larger requests
	}
	elem := queue.PushBack(wt)
	w.grant()
	w.mu.Unlock()
	select {
	case <-wt.ready:
		return nil
	default:
	}
	resume := h.wait(ctx)
	defer resume()
	select {
	case <-wt.ready:
		return nil
	case <-ctx.Done():
		w.mu.Lock()
		select {
		case <-wt.ready:
			// Granted meanwhile: give it back.
			w.mu.Unlock()
			w.release(n)
		default:
			queue.Remove(elem)
			w.grant()
			w.mu.Unlock()
		}
		return ctx.Err()
	}
}

// take charges n; w.mu must be held.
func (w *weighted) take(n int64) {
	w.used += n
	w.peak = max(w.peak, w.used)
}

// release gives back an allowance of n (as acquire clamped it) and wakes
// the waiters it lets in, in order.
func (w *weighted) release(n int64) { w.convert(n, 0) }

// convert turns an allowance of n (as acquire clamped it) into a charge of
// keep bytes, for a result held after its query: what keep has beyond n
// (a clamped allowance) is taken without waiting, the result being there.
func (w *weighted) convert(n, keep int64) {
	w.mu.Lock()
	w.out--
	w.used += keep - min(n, w.size)
	w.peak = max(w.peak, w.used)
	if w.used < 0 || w.out < 0 {
		panic("exec: memory budget released more than held")
	}
	w.grant()
	w.mu.Unlock()
}

// charge takes n without waiting, for memory that is held already (a
// cache's results); uncharge gives it back.
func (w *weighted) charge(n int64) {
	w.mu.Lock()
	w.take(n)
	w.mu.Unlock()
}

func (w *weighted) uncharge(n int64) {
	w.mu.Lock()
	if w.used -= n; w.used < 0 {
		panic("exec: memory budget released more than held")
	}
	w.grant()
	w.mu.Unlock()
}

// grant lets in the waiters at the heads that fit, holders first; w.mu
// must be held.
func (w *weighted) grant() {
	stalled := func() bool { return w.out == 0 && w.active == 0 }
	for e := w.holders.Front(); e != nil; e = w.holders.Front() {
		if wt := e.Value.(*waiter); w.size-w.used < wt.n {
			if !stalled() {
				return
			}
			e = w.largestHolder()
		}
		w.admit(&w.holders, e)
	}
	for e := w.waiters.Front(); e != nil; e = w.waiters.Front() {
		if wt := e.Value.(*waiter); w.size-w.used < min(wt.n+wt.room, w.size) && !stalled() {
			return
		}
		w.admit(&w.waiters, e)
	}
}

// largestHolder is the request of the judgment holding the most (the
// first of those): in a stall it goes on alone, so that one judgment at a
// time goes over the budget and then gives everything back. Letting the
// head go on instead took the stalled judgments over it in turn, each
// holding more. w.mu must be held.
func (w *weighted) largestHolder() *list.Element {
	best := w.holders.Front()
	for e := best.Next(); e != nil; e = e.Next() {
		if e.Value.(*waiter).h.held > best.Value.(*waiter).h.held {
			best = e
		}
	}
	return best
}

// admit grants the request at e; w.mu must be held.
func (w *weighted) admit(queue *list.List, e *list.Element) {
	wt := e.Value.(*waiter)
	w.take(wt.n)
	w.out++
	queue.Remove(e)
	close(wt.ready)
}

// held reports what is held and the most ever held at once.
func (w *weighted) held() (used, peak int64) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.used, w.peak
}

// heldFactor is what a result held after its query is charged, in times
// its size (Result.Size, which counts its Go memory): the result and the
// keys a comparison builds of it (BIRD's judgment of two results peaks at
// 2.2 to 3 times their sizes: measured on 200,000 rows of 100 bytes and on
// one 24 MB cell).
const heldFactor = 3

// holding is one judgment's hold on the budget (Hold). Its fields are
// guarded by its budget's mu.
type holding struct {
	w       *weighted
	held    int64 // charged for results held
	waiting int   // waits under way (holder requests, Waiting)
}

type holdKey struct{}

// Hold returns a context under which every query's result stays charged
// to the run's memory budget from when the query ends until done is
// called (heldFactor times its size), for a judgment that compares its
// results after running them all. A judgment holding results asks for
// memory before the others and never waits for one that holds none.
func Hold(ctx context.Context) (hctx context.Context, done func()) {
	h := &holding{w: memBudget}
	return context.WithValue(ctx, holdKey{}, h), sync.OnceFunc(h.done)
}

// holdOf is ctx's judgment, or nil.
func holdOf(ctx context.Context) *holding {
	h, _ := ctx.Value(holdKey{}).(*holding)
	return h
}

// keep turns the allowance n of a query of h into the charge of its
// result, of size bytes.
func (h *holding) keep(n, size int64) {
	w := h.w
	keep := heldFactor * size
	w.mu.Lock()
	if h.held == 0 && keep > 0 && h.waiting == 0 {
		w.active++
	}
	h.held += keep
	w.mu.Unlock()
	w.convert(n, keep)
}

// Drop ends the charge of res, a result of a query under the judgment of
// ctx (Hold) that the judgment let go before it is done (a vote keeps one
// result per group of candidates).
func Drop(ctx context.Context, res *Result) {
	if h := holdOf(ctx); h != nil && res != nil {
		h.drop(heldFactor * res.size)
	}
}

// KeepLimit is the most result bytes (Result.Size) one judgment should
// keep at once under Hold: what the run's memory budget charges in full.
// Past it, a judgment that may leave a result out (a vote) leaves it out
// with KeptTooMuch, so that one request cannot hold memory without bound.
func KeepLimit() int64 { return memBudget.size / heldFactor }

// KeptTooMuch is the error of a result of size bytes left out by a
// judgment that keeps kept bytes of results already (KeepLimit).
func KeptTooMuch(kept, size int64) *ExecError {
	mb := func(n int64) string { return fmt.Sprintf("%.1f MB", float64(n)/1e6) }
	return &ExecError{Kind: ErrTooLarge, Msg: "result of " + mb(size) + " not kept beside the " + mb(kept) +
		" of results kept already: over the " + mb(KeepLimit()) + " one judgment may keep (the run's memory budget of " + sizeString(memBudget.size) + ")"}
}

// drop gives back n of what h holds (all of it when n is more).
func (h *holding) drop(n int64) {
	w := h.w
	w.mu.Lock()
	n = min(n, h.held)
	if h.held -= n; h.held == 0 && n > 0 && h.waiting == 0 {
		w.active--
	}
	w.mu.Unlock()
	w.uncharge(n)
}

// done gives back what h holds.
func (h *holding) done() { h.drop(math.MaxInt64) }

// wait tells the budget that h waits (for memory, or for another's
// work), and stops the question's clock, until resume is called. h may be
// nil.
func (h *holding) wait(ctx context.Context) (resume func()) {
	clock := waitClock(ctx)
	if h == nil {
		return clock
	}
	w := h.w
	w.mu.Lock()
	if h.waiting++; h.waiting == 1 && h.held > 0 {
		w.active--
		w.grant()
	}
	w.mu.Unlock()
	return sync.OnceFunc(func() {
		w.mu.Lock()
		if h.waiting--; h.waiting == 0 && h.held > 0 {
			w.active++
		}
		w.mu.Unlock()
		clock()
	})
}

// Waiting stops the question's clock until resume is called, and tells
// the run's memory budget that the judgment of ctx (Hold) waits: for work
// another question does for it, such as a shared gold result.
func Waiting(ctx context.Context) (resume func()) { return holdOf(ctx).wait(ctx) }

// ChargeMemory charges n bytes held already (results a bounded cache
// keeps) to the run's memory budget, without waiting; the returned
// function gives them back.
func ChargeMemory(n int64) (release func()) {
	w := memBudget
	w.charge(n)
	return sync.OnceFunc(func() { w.uncharge(n) })
}

// ReserveMemory takes n bytes of the run's memory budget for work in Go
// on a long text (parsing a long prediction costs about 150 bytes per
// byte), waiting off the question's clock while the budget is held; the
// returned function gives them back. It fails only when ctx ends.
func ReserveMemory(ctx context.Context, n int64) (release func(), err error) {
	if n <= 0 {
		return func() {}, nil
	}
	w, h := memBudget, holdOf(ctx)
	if h != nil {
		w = h.w
	}
	n = min(n, w.size)
	if err := w.acquireFor(ctx, n, h); err != nil {
		return nil, err
	}
	return sync.OnceFunc(func() { w.release(n) }), nil
}

// PauseClock stops the question's clock (its budget, see WithBudget)
// until resume is called: for work that is bounded by the input's size
// and is not the queries', so that no query is blamed for its time.
func PauseClock(ctx context.Context) (resume func()) { return waitClock(ctx) }
