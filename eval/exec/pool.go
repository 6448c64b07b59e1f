package exec

import (
	"container/list"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/spidereval/spidereval/eval/exec/internal/sqlite"
)

// conn is a pooled connection.
type conn struct {
	sqlite.Conn

	db     *DB
	broken bool          // a panic left it in an unknown state: close it
	elem   *list.Element // its place in pool.lru while idle
	size   int64         // its memory size when it was parked
	parked time.Time     // when it was last parked
}

// Idle connections of every DB share one process-wide budget, so that the
// number of database files (a test-suite folder of any size) does not
// decide memory use. Each connection is a separate SQLite instance whose
// linear memory never shrinks: a connection that grew past discardAbove is
// closed instead of being kept.
//
// Over budget, the least recently used idle connection is closed if it has
// been idle for staleAfter; otherwise the returned one is: when questions
// cycle over more databases than fit, a stable subset stays open instead
// of every connection being reopened (LRU's worst case).
//
// A native connection also reserves its whole linear memory as address
// space (Driver.ConnReserve, 128 MiB): idle connections are kept within
// maxIdleReserve of it (8 GiB, 64 connections; a quarter of the limit when
// the process's virtual memory is capped, as clusters do with ulimit -v),
// so that a test suite of hundreds of databases does not reserve tens of
// GB; a connection that cannot reserve its memory closes the idle ones and
// tries again (DB.newConn).
var (
	maxIdleReserve       = idleReserve() // address space reserved by idle connections
	maxIdleConns         = 256           // idle connections kept, all DBs together
	maxIdleBytes   int64 = 128 << 20     // their linear memory, all DBs together
	discardAbove   int64 = 8 << 20       // a connection larger than this is closed after use
	staleAfter           = 2 * time.Second
)

// unknownSize is charged for a connection whose memory size cannot be read
// (see MemSize): few such connections stay idle.
const unknownSize = 16 << 20

// pool holds the idle connections, least recently used at the back.
var pool struct {
	mu    sync.Mutex
	lru   list.List // of *conn
	bytes int64
}

// liveConns counts connections opened and not yet closed, openedConns those
// ever opened (for tests).
var liveConns, openedConns atomic.Int64

// park returns c to its DB's idle list, closing it instead when it is broken,
// too large or its DB is closed, and closes the least recently used idle
// connections beyond the budget.
func park(db *DB, c *conn) {
	size := c.MemSize()
	if c.broken || size > discardAbove {
		closeConn(c)
		return
	}
	if size < 0 {
		size = unknownSize
	}
	var evicted []*conn
	pool.mu.Lock()
	if db.closed {
		pool.mu.Unlock()
		closeConn(c)
		return
	}
	c.size = size
	c.parked = time.Now()
	c.elem = pool.lru.PushFront(c)
	pool.bytes += size
	db.idle = append(db.idle, c)
	for pool.lru.Len() > idleCap() || (pool.bytes > maxIdleBytes && pool.lru.Len() > 1) {
		old := pool.lru.Back().Value.(*conn)
		if c.elem != nil && c.parked.Sub(old.parked) < staleAfter {
			old = c
		}
		unpark(old)
		evicted = append(evicted, old)
	}
	pool.mu.Unlock()
	for _, old := range evicted {
		closeConn(old)
	}
}

// unpark removes the idle connection c from the pool and its DB; pool.mu
// must be held.
func unpark(c *conn) {
	pool.lru.Remove(c.elem)
	c.elem = nil
	pool.bytes -= c.size
	idle := c.db.idle
	for i, x := range idle {
		if x == c {
			idle[i] = idle[len(idle)-1]
			idle[len(idle)-1] = nil
			c.db.idle = idle[:len(idle)-1]
			break
		}
	}
}

// takeIdle returns the most recently used idle connection of db, if any.
func takeIdle(db *DB) (*conn, error) {
	pool.mu.Lock()
	defer pool.mu.Unlock()
	if db.closed {
		return nil, fmt.Errorf("database %s: %w", db.name, errClosed)
	}
	n := len(db.idle)
	if n == 0 {
		return nil, nil
	}
	c := db.idle[n-1]
	unpark(c)
	return c, nil
}

// closeConn closes c and releases its memory; a panic of the driver (a
// connection left in a bad state) only leaks it.
func closeConn(c *conn) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("close connection: panic: %v", p)
		}
	}()
	liveConns.Add(-1)
	defer func() {
		if c.db.conns.Add(-1) == 0 {
			if r, ok := c.db.src.(Releaser); ok {
				r.Release()
			}
		}
	}()
	return c.Close()
}

// idleCap is how many idle connections are kept, all DBs together.
func idleCap() int {
	if r := sqlite.Build.ConnReserve; r > 0 {
		return max(1, min(maxIdleConns, int(maxIdleReserve/r)))
	}
	return maxIdleConns
}

// closeIdle closes every idle connection (of every DB) and returns how
// many it closed: the memory they reserve is wanted for a new one.
func closeIdle() int {
	pool.mu.Lock()
	var idle []*conn
	for e := pool.lru.Front(); e != nil; e = e.Next() {
		idle = append(idle, e.Value.(*conn))
	}
	for _, c := range idle {
		unpark(c)
	}
	pool.mu.Unlock()
	for _, c := range idle {
		closeConn(c)
	}
	return len(idle)
}

// idleReserve is the address space idle connections may reserve: 8 GiB,
// or a quarter of the process's limit when it has one.
func idleReserve() int64 {
	if lim := sqlite.AddressLimit(); lim > 0 {
		return min(8<<30, lim/4)
	}
	return 8 << 30
}
