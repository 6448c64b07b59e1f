package exec

import (
	"container/list"
	"context"
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
// starved by light ones.
type weighted struct {
	mu      sync.Mutex
	size    int64
	used    int64
	peak    int64     // the most ever held at once (for tests)
	waiters list.List // of *waiter
}

type waiter struct {
	n     int64
	ready chan struct{}
}

func newWeighted(size int64) *weighted { return &weighted{size: size} }

// acquire takes n (at most the whole budget), waiting while the budget is
// held; the question's clock stands still meanwhile (waitClock). It fails
// only when ctx ends.
func (w *weighted) acquire(ctx context.Context, n int64) error {
	w.mu.Lock()
	n = min(n, w.size)
	if w.size-w.used >= n && w.waiters.Len() == 0 {
		w.take(n)
		w.mu.Unlock()
		return nil
	}
	wt := &waiter{n: n, ready: make(chan struct{})}
	elem := w.waiters.PushBack(wt)
	w.mu.Unlock()
	resume := waitClock(ctx)
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
			front := w.waiters.Front() == elem
			w.waiters.Remove(elem)
			if front {
				w.grant()
			}
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

// release gives n back (as acquire clamped it) and wakes the waiters it
// lets in, in order.
func (w *weighted) release(n int64) {
	w.mu.Lock()
	w.used -= min(n, w.size)
	if w.used < 0 {
		panic("exec: memory budget released more than held")
	}
	w.grant()
	w.mu.Unlock()
}

// grant lets in the waiters at the head that fit; w.mu must be held.
func (w *weighted) grant() {
	for e := w.waiters.Front(); e != nil; e = w.waiters.Front() {
		wt := e.Value.(*waiter)
		if w.size-w.used < wt.n {
			return
		}
		w.take(wt.n)
		w.waiters.Remove(e)
		close(wt.ready)
	}
}

// held reports what is held and the most ever held at once.
func (w *weighted) held() (used, peak int64) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.used, w.peak
}

// ReserveMemory takes n bytes of the run's memory budget for work in Go
// on a long text (parsing a long prediction costs about 150 bytes per
// byte), waiting off the question's clock while the budget is held; the
// returned function gives them back. It fails only when ctx ends.
func ReserveMemory(ctx context.Context, n int64) (release func(), err error) {
	if n <= 0 {
		return func() {}, nil
	}
	n = min(n, memBudget.size)
	if err := memBudget.acquire(ctx, n); err != nil {
		return nil, err
	}
	return sync.OnceFunc(func() { memBudget.release(n) }), nil
}

// PauseClock stops the question's clock (its budget, see WithBudget)
// until resume is called: for work that is bounded by the input's size
// and is not the queries', so that no query is blamed for its time.
func PauseClock(ctx context.Context) (resume func()) { return waitClock(ctx) }
