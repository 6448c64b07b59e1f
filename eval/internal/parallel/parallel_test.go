package parallel

import (
	"context"
	"errors"
	"sync"
	"testing"
)

// TestEachCallsEveryAcceptedIndexOnce: every accepted index is done once,
// the others never, and progress counts up to the accepted total.
func TestEachCallsEveryAcceptedIndexOnce(t *testing.T) {
	for _, workers := range []int{0, 1, 3, 100} {
		var mu sync.Mutex
		calls := map[int]int{}
		var seen []int
		handed, err := Each(context.Background(), 10, workers, func(i int) bool { return i%3 != 0 },
			func(i int) {
				mu.Lock()
				calls[i]++
				mu.Unlock()
			},
			func(done, total int) {
				if total != 6 {
					t.Errorf("workers %d: total %d, want 6", workers, total)
				}
				seen = append(seen, done)
			})
		if handed != 6 || err != nil {
			t.Errorf("workers %d: handed %d, %v; want 6, nil", workers, handed, err)
		}
		for i := range 10 {
			if want := map[bool]int{true: 1, false: 0}[i%3 != 0]; calls[i] != want {
				t.Errorf("workers %d: index %d done %d times, want %d", workers, i, calls[i], want)
			}
		}
		for k, d := range seen {
			if d != k+1 {
				t.Errorf("workers %d: progress %v, want 1 to 6 in order", workers, seen)
				break
			}
		}
	}
}

// TestEachStopsWhenTheContextEnds: once ctx ends no index is handed out;
// the calls under way finish and the count and ctx's error are returned.
func TestEachStopsWhenTheContextEnds(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var mu sync.Mutex
	done := 0
	handed, err := Each(ctx, 100, 1, nil, func(i int) {
		mu.Lock()
		defer mu.Unlock()
		done++
		if i == 4 {
			cancel()
		}
	}, nil)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err %v, want context.Canceled", err)
	}
	// Indices 0 to 4 were handed out; after the cancellation each further
	// one is a coin toss of select against the ended context, so some
	// may follow, never all 100.
	if handed < 5 || handed == 100 || done != handed {
		t.Errorf("handed %d, done %d; want 5 or more of 100, fewer than all, each done", handed, done)
	}
}
