package exec

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestQueueDoesNotSpendBudget: a question that waits for a pooled
// connection while other questions' queries hold them all (issue 26: with
// --workers 32, instant predictions failed with "question budget exhausted
// while waiting for a connection") keeps its whole budget for its own work.
func TestQueueDoesNotSpendBudget(t *testing.T) {
	db, _ := openFixture(t)
	for range cap(db.slots) {
		db.slots <- struct{}{} // every connection busy
	}
	// The budget leaves a busy machine time to open a connection and run
	// SELECT 1 once the query has its slot.
	ctx, cancel := WithBudget(context.Background(), 250*time.Millisecond)
	defer cancel()
	done := make(chan error, 1)
	go func() {
		_, err := db.Query(ctx, "SELECT 1", Limits{})
		done <- err
	}()
	time.Sleep(time.Second) // four budgets spent queueing
	<-db.slots
	if err := <-done; err != nil {
		t.Fatalf("query after queueing: %v, want rows", err)
	}
	for len(db.slots) > 0 {
		<-db.slots
	}
	// The budget still runs out on the question's own work.
	time.Sleep(300 * time.Millisecond)
	if _, err := db.Query(ctx, "SELECT 1", Limits{}); !isKind(err, ErrTimeout) {
		t.Fatalf("query after the budget = %v, want a timeout", err)
	}
}

// TestBudgetBounds: a budget too large for a Duration or a clock (4 × --timeout
// 999999h) means no deadline, not one in the past.
func TestBudgetBounds(t *testing.T) {
	for _, d := range []time.Duration{MaxBudget, 1<<63 - 1, 0, -1} {
		ctx, cancel := WithBudget(context.Background(), d)
		if _, ok := ctx.Deadline(); ok {
			t.Errorf("WithBudget(%v) has a deadline", d)
		}
		if ended(ctx) {
			t.Errorf("WithBudget(%v) has ended", d)
		}
		cancel()
	}
}

// TestSQLLengthCap: statements longer than the reference SQLite's
// SQLITE_MAX_SQL_LENGTH (1,000,000 bytes) are refused as too large; the
// binding panicked on some below 1 MiB ("missing NUL terminator"), a
// runtime error no problem list named.
func TestSQLLengthCap(t *testing.T) {
	db, _ := openFixture(t)
	for _, tc := range []struct {
		n    int
		kind ErrorKind
	}{
		{1_000_000, ""},
		{1_000_001, ErrTooLarge},
		{1_020_000, ErrTooLarge},
		{1_048_000, ErrTooLarge},
	} {
		sql := "SELECT '" + strings.Repeat("x", tc.n-9) + "'"
		_, err := db.Query(context.Background(), sql, Limits{})
		if tc.kind == "" && err != nil || tc.kind != "" && !isKind(err, tc.kind) {
			t.Errorf("%d bytes: %v, want %q", len(sql), err, tc.kind)
		}
	}
	if e := panicError("boom"); !e.Panic || !strings.HasPrefix(e.Msg, MsgPanic) {
		t.Errorf("panicError = %+v, want Panic set", e)
	}
}
