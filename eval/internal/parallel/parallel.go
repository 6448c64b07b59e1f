// Package parallel runs the questions of a run on a bounded number of
// goroutines: the Spider run, BIRD's evaluation and the gold audit hand
// out indices the same way.
package parallel

import (
	"context"
	"runtime"
	"sync"
)

// Each calls do(i) for every i in [0, n) that only accepts (nil accepts
// all), in index order, on at most workers goroutines at once (workers <= 0
// means GOMAXPROCS), and progress(done, total) after each call when
// progress is not nil (total counts the accepted indices; calls are
// serialized). When ctx ends it hands out no more indices, waits for the
// calls under way and returns how many it handed out with ctx's error;
// handed == total and a nil error when every index was handed out.
func Each(ctx context.Context, n, workers int, only func(i int) bool, do func(i int), progress func(done, total int)) (handed int, err error) {
	total := 0
	for i := range n {
		if only == nil || only(i) {
			total++
		}
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(1, min(workers, total))
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		done int
		next = make(chan int)
	)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				do(i)
				if progress != nil {
					mu.Lock()
					done++
					progress(done, total)
					mu.Unlock()
				}
			}
		}()
	}
	defer func() {
		close(next)
		wg.Wait()
	}()
	for i := range n {
		if only != nil && !only(i) {
			continue
		}
		select {
		case next <- i:
			handed++
		case <-ctx.Done():
			return handed, ctx.Err()
		}
	}
	return handed, nil
}
