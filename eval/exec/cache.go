package exec

import (
	"context"
	"sync"
)

// GoldCache memoises gold query results per (database, SQL text, text
// decoding), so each gold query runs once however many predictions are
// compared with it. Timeouts and other transient failures are not kept.
// It is safe for concurrent use; concurrent requests for the same entry
// wait for a single execution.
type GoldCache struct {
	mu sync.Mutex
	m  map[goldKey]*goldEntry
}

type goldKey struct {
	db     *DB
	sql    string
	strict bool
}

type goldEntry struct {
	done chan struct{}
	res  *Result
	err  error
}

// NewGoldCache returns an empty cache.
func NewGoldCache() *GoldCache { return &GoldCache{m: map[goldKey]*goldEntry{}} }

// Get returns the result of sql on db, running it on first use.
func (c *GoldCache) Get(ctx context.Context, db *DB, sql string, lim Limits) (*Result, error) {
	return c.get(ctx, db, sql, lim, false)
}

func (c *GoldCache) get(ctx context.Context, db *DB, sql string, lim Limits, strict bool) (*Result, error) {
	k := goldKey{db, sql, strict}
	for {
		c.mu.Lock()
		e, ok := c.m[k]
		if !ok {
			e = &goldEntry{done: make(chan struct{})}
			c.m[k] = e
		}
		c.mu.Unlock()
		if ok {
			select {
			case <-e.done:
			case <-ctx.Done():
				return nil, &ExecError{Kind: ErrTimeout, Msg: "interrupted: " + ctx.Err().Error()}
			}
			if e.res != nil || cacheable(e.err) {
				return e.res, e.err
			}
			continue // the owner dropped a transient failure: try again
		}
		if strict {
			e.res, e.err = db.queryStrict(ctx, sql, lim)
		} else {
			e.res, e.err = db.Query(ctx, sql, lim)
		}
		if e.err != nil && !cacheable(e.err) {
			c.mu.Lock()
			delete(c.m, k)
			c.mu.Unlock()
		}
		close(e.done)
		return e.res, e.err
	}
}

// cacheable reports whether a failure is deterministic.
func cacheable(err error) bool {
	e, ok := AsExecError(err)
	return ok && e.Kind != ErrTimeout
}

// Len returns the number of cached entries.
func (c *GoldCache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.m)
}

// Reset empties the cache.
func (c *GoldCache) Reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m = map[goldKey]*goldEntry{}
}
