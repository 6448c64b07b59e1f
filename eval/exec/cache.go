package exec

import (
	"container/list"
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// GoldCache memoises gold query results per (database, SQL text, text
// decoding), so each gold query runs once however many predictions are
// compared with it. Timeouts and other transient failures are not kept;
// but a query that ran out its per-query timeout is that timeout for the
// requests that asked for it while it ran (sharedTimeout): the same
// statement asked at the same time runs once, as identical samples of a
// batch do.
// Finished entries beyond a size budget (DefaultGoldCacheBytes) are dropped,
// least recently used first, and rerun when asked for again; the results
// kept are charged to the run's memory budget (membudget.go). It is safe for
// concurrent use; concurrent requests for the same entry wait for a single
// execution.
type GoldCache struct {
	mu       sync.Mutex
	m        map[goldKey]*goldEntry
	lru      list.List // finished entries, most recently used at the front
	bytes    int64     // their approximate size
	maxBytes int64
	budget   *weighted    // charged with bytes
	runs     atomic.Int64 // queries run (for tests)
	waits    atomic.Int64 // requests that waited for another's run (for tests)
}

// DefaultGoldCacheBytes is the approximate size of the results a GoldCache
// keeps.
const DefaultGoldCacheBytes = 32 << 20

// entryOverhead is charged per cache entry on top of its SQL and result.
const entryOverhead = 256

type goldKey struct {
	db     *DB
	sql    string
	strict bool
}

type goldEntry struct {
	key     goldKey
	done    chan struct{}
	res     *Result
	err     error
	timeout time.Duration // the per-query timeout it ran under
	size    int64
	elem    *list.Element
}

// NewGoldCache returns an empty cache.
func NewGoldCache() *GoldCache {
	return &GoldCache{m: map[goldKey]*goldEntry{}, maxBytes: DefaultGoldCacheBytes, budget: memBudget}
}

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
			e = &goldEntry{key: k, done: make(chan struct{})}
			c.m[k] = e
		} else if e.elem != nil {
			c.lru.MoveToFront(e.elem)
		}
		c.mu.Unlock()
		if ok {
			select {
			case <-e.done: // a finished entry wins over a done context
			default:
				// Another question computes it: waiting does not spend the budget.
				// Its place goes to the next sample meanwhile (Places).
				c.waits.Add(1)
				resume, back := holdOf(ctx).wait(ctx), stepAside(ctx)
				select {
				case <-e.done:
					resume()
					back()
				case <-ctx.Done():
					resume()
					back()
					return nil, budgetError("while waiting for the gold result")
				}
			}
			if e.res != nil || cacheable(e.err) || sharedTimeout(e, lim) {
				return e.res, e.err
			}
			continue // the owner dropped a transient failure: try again
		}
		e.timeout = lim.withDefaults().Timeout
		c.runs.Add(1)
		if strict {
			e.res, e.err = db.QueryStrict(ctx, sql, lim)
		} else {
			e.res, e.err = db.Query(ctx, sql, lim)
		}
		c.mu.Lock()
		if c.m[k] == e { // not reset meanwhile
			if e.err != nil && !cacheable(e.err) {
				delete(c.m, k)
			} else {
				c.keep(e)
			}
		}
		c.mu.Unlock()
		close(e.done)
		return e.res, e.err
	}
}

// keep adds the finished entry e to the LRU list and drops the least
// recently used entries beyond the budget; c.mu must be held.
func (c *GoldCache) keep(e *goldEntry) {
	e.size = entryOverhead + int64(len(e.key.sql))
	if e.res != nil {
		e.size += e.res.size
	}
	e.elem = c.lru.PushFront(e)
	c.bytes += e.size
	c.budget.charge(e.size)
	for c.bytes > c.maxBytes && c.lru.Len() > 1 {
		old := c.lru.Back().Value.(*goldEntry)
		c.lru.Remove(old.elem)
		c.bytes -= old.size
		c.budget.uncharge(old.size)
		delete(c.m, old.key)
	}
}

// Repeatable reports whether sql gives the same answer each time it runs
// on the same database, as far as its text shows: it names none of
// SQLite's functions whose value changes from run to run (random,
// randomblob, the current date and time, the change counters). A word
// that merely contains one of them (a column "known") also says no: a
// query that is not kept only runs again.
func Repeatable(sql string) bool {
	for _, w := range volatileWords {
		if containsFoldASCII(sql, w) {
			return false
		}
	}
	return true
}

// volatileWords are the lower-case words of Repeatable. The date and time
// functions read the clock when called with no argument or with 'now'.
var volatileWords = []string{"random", "now", "current_", "date(", "time(", "julianday(", "unixepoch(", "strftime(", "changes(", "last_insert_rowid"}

// sharedTimeout reports whether a request that waited for e, under the
// limits lim, takes e's failure as its own: e ran out a per-query timeout
// no shorter than lim's (not its question's budget), so the same query
// run again for this request would have run as long.
func sharedTimeout(e *goldEntry, lim Limits) bool {
	x, ok := AsExecError(e.err)
	return ok && x.Kind == ErrTimeout && !x.Budget && !x.Panic && e.timeout >= lim.withDefaults().Timeout
}

// cacheable reports whether a failure is deterministic: not a deadline,
// not the process short of memory, not a contained panic.
func cacheable(err error) bool {
	e, ok := AsExecError(err)
	return ok && e.Kind != ErrTimeout && e.Kind != ErrMemory && !e.Panic
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
	c.lru.Init()
	c.budget.uncharge(c.bytes)
	c.bytes = 0
}
