package bird

import (
	"context"
	"fmt"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/spidereval/spidereval/eval/exec"
)

// TestBoundedGoldCacheBytes (issue 34): a long-lived scorer's BIRD gold
// cache holds about exec.DefaultGoldCacheBytes of results, not 4096
// results of up to 64 MiB each (40 distinct golds of a 24 MB string took
// `serve --compat bird` to 1.7 GB); a result over the bound is not kept,
// small ones still are.
func TestBoundedGoldCacheBytes(t *testing.T) {
	db, err := exec.OpenFile(filepath.Join(demoRoot, "concert_singer", "concert_singer.sqlite"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	c := NewBoundedGoldCache(4096)
	ctx, lim := context.Background(), exec.Limits{}
	for i := range 8 {
		if out := c.run(ctx, db, nil, fmt.Sprintf("SELECT hex(zeroblob(6000000)) -- %d", i), lim); out.err != nil || out.size < 12e6 {
			t.Fatalf("gold %d: %v, size %d", i, out.err, out.size)
		}
		if c.bytes > exec.DefaultGoldCacheBytes || c.Len() > 2 {
			t.Fatalf("after gold %d: %d results of %d bytes kept, over %d", i, c.Len(), c.bytes, exec.DefaultGoldCacheBytes)
		}
	}
	const large = "SELECT hex(zeroblob(9000000)) UNION ALL SELECT hex(zeroblob(9000001))"
	if out := c.run(ctx, db, nil, large, lim); out.err != nil || c.Len() > 2 {
		t.Errorf("a 36 MB result: %v, %d results kept", out.err, c.Len())
	}
	if _, ok := c.m[goldKey{db, large}]; ok {
		t.Error("a result over the bound is kept")
	}
	for range 2 {
		c.run(ctx, db, nil, "SELECT count(*) FROM singer", lim)
	}
	if _, ok := c.m[goldKey{db, "SELECT count(*) FROM singer"}]; !ok {
		t.Error("a small result is not kept")
	}
}

// TestGoldCacheRunsVolatileGolds (issue 34, BIRD through serve): a gold
// that reads the clock or draws random numbers runs each time, as the
// scripts run it. Before, serve's cache kept its first result for the
// server's life: SELECT strftime('%s','now') as gold and prediction scored
// 0 two seconds after another sample had run the same gold.
func TestGoldCacheRunsVolatileGolds(t *testing.T) {
	db, err := exec.OpenFile(filepath.Join(demoRoot, "concert_singer", "concert_singer.sqlite"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, c := range []*GoldCache{NewBoundedGoldCache(4096), NewGoldCache()} {
		ctx, lim := context.Background(), exec.Limits{}
		first := c.run(ctx, db, nil, "SELECT random()", lim)
		second := c.run(ctx, db, nil, "SELECT random()", lim)
		if first.err != nil || second.err != nil || first.rows[0][0].I == second.rows[0][0].I {
			t.Errorf("SELECT random() twice: %v and %v (%v, %v)", first.rows, second.rows, first.err, second.err)
		}
		c.run(ctx, db, nil, "SELECT strftime('%s','now')", lim)
		if n := c.Len(); n != 0 {
			t.Errorf("%d volatile golds kept", n)
		}
	}
}

// TestGoldCacheWaiterRunsAgainAfterOwnersBudget (issue 34, BIRD through
// serve): a question that waited for a gold another question was running
// when that question's own budget ran out runs the gold itself instead of
// taking the other's budget failure as its gold's. Before, it scored 0 as
// a gold timeout, though its own budget was whole.
func TestGoldCacheWaiterRunsAgainAfterOwnersBudget(t *testing.T) {
	if runtime.GOOS == "js" {
		t.Skip("js/wasm: a query holds the only thread, so no other question waits for it while it runs; the native run checks the cache")
	}
	db, err := exec.OpenFile(filepath.Join(demoRoot, "concert_singer", "concert_singer.sqlite"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	const slow = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 3000000) SELECT count(*) FROM c"
	c := NewBoundedGoldCache(16)
	ownerCtx, cancel := context.WithCancel(context.Background())
	defer cancel()
	owner := make(chan outcome, 1)
	go func() { owner <- c.run(ownerCtx, db, nil, slow, exec.Limits{}) }()
	for claimed := false; !claimed; {
		c.mu.Lock()
		e := c.m[goldKey{db, slow}]
		claimed = e != nil && e.claimed
		c.mu.Unlock()
		time.Sleep(time.Millisecond)
	}
	waiter := make(chan outcome, 1)
	go func() { waiter <- c.run(context.Background(), db, nil, slow, exec.Limits{}) }()
	time.Sleep(200 * time.Millisecond) // the waiter waits for the owner's run
	cancel()                           // the owner's budget ends while its gold runs
	if out := <-owner; out.err == nil {
		t.Fatal("the owner's gold ran to its end: the test did not end its budget in time")
	}
	if out := <-waiter; out.err != nil || len(out.rows) != 1 || out.rows[0][0].I != 3000000 {
		t.Errorf("the waiter's gold: %v %v, want its own run's count", out.rows, out.err)
	}
}
