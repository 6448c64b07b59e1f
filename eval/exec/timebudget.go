package exec

import (
	"context"
	"errors"
	"sync"
	"time"
)

// MaxBudget is the longest deadline WithBudget sets; a longer one (say
// 4 × --timeout 999999h, which overflows a Duration) means none.
const MaxBudget = time.Duration(1 << 62)

// budgetCtx is a question's budget: a deadline whose clock stands still
// while the question queues for a pooled connection or for a gold result
// another question is computing, so that waiting behind other questions'
// work never spends it.
type budgetCtx struct {
	context.Context // cancelled when the budget is spent
	cancel          context.CancelCauseFunc
	mu              sync.Mutex
	deadline        time.Time
	timer           *time.Timer
	waiting         int       // queue waits in progress
	since           time.Time // when the first of them began
	spent           bool      // the timer fired
}

// WithBudget returns a context that ends after d of the question's own
// time (queueing excluded, see waitClock); d <= 0 or >= MaxBudget sets no
// deadline.
func WithBudget(parent context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancelCause(parent)
	if d <= 0 || d >= MaxBudget || time.Now().Add(d).Before(time.Now()) {
		return ctx, func() { cancel(context.Canceled) }
	}
	b := &budgetCtx{Context: ctx, cancel: cancel, deadline: time.Now().Add(d)}
	b.timer = time.AfterFunc(d, func() {
		b.mu.Lock()
		b.spent = true
		b.mu.Unlock()
		cancel(context.DeadlineExceeded)
	})
	return b, func() { b.timer.Stop(); cancel(context.Canceled) }
}

// Deadline is the budget's end as of now (it moves on after each wait).
func (b *budgetCtx) Deadline() (time.Time, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.deadline, true
}

// Err says DeadlineExceeded when the budget was spent.
func (b *budgetCtx) Err() error {
	err := b.Context.Err()
	if err != nil && errors.Is(context.Cause(b.Context), context.DeadlineExceeded) {
		return context.DeadlineExceeded
	}
	return err
}

// Value lets waitClock find the budget under derived contexts.
func (b *budgetCtx) Value(key any) any {
	if key == (budgetKey{}) {
		return b
	}
	return b.Context.Value(key)
}

type budgetKey struct{}

// waitClock stops the clock of ctx's budget, if any, until the returned
// function is called.
func waitClock(ctx context.Context) (resume func()) {
	b, ok := ctx.Value(budgetKey{}).(*budgetCtx)
	if !ok {
		return func() {}
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.spent {
		return func() {}
	}
	if b.waiting == 0 {
		if !b.timer.Stop() {
			// Firing now: the budget is spent.
			return func() {}
		}
		b.since = time.Now()
	}
	b.waiting++
	return func() {
		b.mu.Lock()
		defer b.mu.Unlock()
		if b.waiting--; b.waiting == 0 && !b.spent {
			b.deadline = b.deadline.Add(time.Since(b.since))
			b.timer.Reset(time.Until(b.deadline))
		}
	}
}
