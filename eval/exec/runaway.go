package exec

import (
	"context"
	"sync"
	"time"
)

// A database's connections are shared by its queries through slots
// (DB.slots, maxConns of them). A query still running runawayAfter after
// it took its slot moves to one of the database's runaway slots (as many
// again) and frees its shared one: a few never-ending queries on a
// database (a training batch's hostile samples) then run out their
// deadline beside the quick ones instead of holding every shared slot
// while quick queries of the same database queue behind them. Its sample
// steps aside from its Place meanwhile (places.go). When the
// runaway slots are all taken, the query keeps its shared slot and tries
// again runawayAfter later, so a database never has more than twice
// maxConns connections in use.
var runawayAfter = 200 * time.Millisecond

// slot is a query's hold on one of its database's slots.
type slot struct {
	db    *DB
	ctx   context.Context // the query's
	mu    sync.Mutex
	timer *time.Timer
	ended bool
	away  bool   // holds a runaway slot (and no shared one)
	back  func() // ends the sample's step aside
}

// watch starts the clock of a slot just taken from db.slots for a query
// under ctx.
func (db *DB) watch(ctx context.Context) *slot {
	s := &slot{db: db, ctx: ctx}
	s.timer = time.AfterFunc(runawayAfter, s.moveAway)
	return s
}

// moveAway trades the shared slot for a runaway one, if one is free.
func (s *slot) moveAway() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ended || s.away {
		return
	}
	select {
	case s.db.runaways <- struct{}{}:
		s.away = true
		<-s.db.slots
		s.back = stepAside(s.ctx)
	default:
		s.timer.Reset(runawayAfter)
	}
}

// release frees whichever slot s holds.
func (s *slot) release() {
	s.timer.Stop()
	s.mu.Lock()
	defer s.mu.Unlock()
	s.ended = true
	if s.away {
		<-s.db.runaways
		s.back()
	} else {
		<-s.db.slots
	}
}
