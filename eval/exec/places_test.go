//go:build !(js && wasm)

// Not in js/wasm: the page runs one query at a time on its only thread.

package exec

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// takeWithin takes a place, or reports that none came within d (the
// place is then given back as soon as it comes, and nil returned). It is
// no timing: a wrong answer is a sample held up for a whole deadline.
func takeWithin(p *Places, d time.Duration) *Place {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	h, err := p.Take(ctx)
	if err != nil {
		return nil
	}
	return h
}

// runawaySample judges a never-ending query as a sample holding h would,
// through the gold cache c, until stop ends it; its error comes in done.
func runawaySample(db *DB, c *GoldCache, h *Place, stop context.Context, done chan<- error) {
	go func() {
		_, err := c.Get(WithPlace(stop, h), db, neverEnding, Limits{Timeout: time.Hour})
		h.Release() // before done: the tests count the places in hand after it
		done <- err
	}()
}

// endRunaways stops the runaway samples (end), checks that each of the n
// ended with a timeout, and that no place is held afterwards.
func endRunaways(t *testing.T, p *Places, end context.CancelFunc, done <-chan error, n int) {
	t.Helper()
	end()
	for range n {
		if err := <-done; !isKind(err, ErrTimeout) {
			t.Errorf("runaway stopped by its context: %v, want a timeout", err)
		}
	}
	if k := p.InHand(); k != 0 {
		t.Errorf("%d places still held after every sample was done", k)
	}
}

// TestRunawaySampleStepsAside: with one place, a sample whose query
// became a runaway gives its place to the next sample: a training batch
// with more never-ending samples than --workers ran them in rounds, each
// a whole deadline long (bench-rl: ten never-ending samples at --workers
// 8 took 4.07 s under a 2 s timeout, 2.03 s now).
func TestRunawaySampleStepsAside(t *testing.T) {
	db, _ := openFixture(t)
	p := NewPlaces(1)
	stop, end := context.WithCancel(context.Background())
	defer end()
	done := make(chan error, 1)
	runawaySample(db, NewGoldCache(), takeWithin(p, hangGuard), stop, done)
	next := takeWithin(p, hangGuard)
	if next == nil {
		t.Fatalf("the next sample got no place while the first one's query ran away")
	}
	if len(done) != 0 {
		t.Fatalf("the runaway ended before it was stopped: %v", <-done)
	}
	next.Release()
	endRunaways(t, p, end, done, 1)
}

// TestSampleWaitingForAnotherRunStepsAside: a sample waiting for a run
// another sample started (identical samples of a batch share one run)
// gives its place to the next sample.
func TestSampleWaitingForAnotherRunStepsAside(t *testing.T) {
	db, _ := openFixture(t)
	c := NewGoldCache()
	p := NewPlaces(1)
	stop, end := context.WithCancel(context.Background())
	defer end()
	done := make(chan error, 2)
	go func() { // the run's owner, outside the places
		_, err := c.Get(stop, db, neverEnding, Limits{Timeout: time.Hour})
		done <- err
	}()
	waitUntil(t, func() bool { return c.runs.Load() > 0 }, func() string { return "the first run never started" })
	runawaySample(db, c, takeWithin(p, hangGuard), stop, done)
	next := takeWithin(p, hangGuard)
	if next == nil {
		t.Fatalf("a sample waiting for another's run kept its place")
	}
	if c.waits.Load() != 1 || len(done) != 0 {
		t.Fatalf("%d samples waited for the run, %d ended; want 1 waiting, none ended", c.waits.Load(), len(done))
	}
	next.Release()
	endRunaways(t, p, end, done, 2)
}

// TestStandbyPlacesAreBounded: samples step aside only onto free standby
// places (as many as the places): with one of each taken by runaways,
// the next sample waits, so the samples in hand stay bounded whatever
// the batch holds.
func TestStandbyPlacesAreBounded(t *testing.T) {
	db, _ := openFixture(t)
	p := NewPlaces(1)
	stop, end := context.WithCancel(context.Background())
	defer end()
	done := make(chan error, 2)

	first := takeWithin(p, hangGuard)
	runawaySample(db, NewGoldCache(), first, stop, done)
	second := takeWithin(p, hangGuard)
	if second == nil {
		t.Fatalf("the next sample got no place while the first one's query ran away")
	}
	runawaySample(db, NewGoldCache(), second, stop, done) // its own run: no standby place left
	// Wait until the second runaway has tried to step aside (its query
	// moved to a runaway slot of the database).
	waitUntil(t, func() bool { return len(db.runaways) == 2 }, func() string {
		return fmt.Sprintf("%d runaway slots taken, want 2", len(db.runaways))
	})
	if h := takeWithin(p, 3*runawayAfter); h != nil {
		h.Release()
		t.Fatalf("a third sample got a place beside two runaways with one place and one standby place")
	}
	if n := p.InHand(); n != 2 {
		t.Errorf("%d samples in hand, want 2 (one place, one standby)", n)
	}
	endRunaways(t, p, end, done, 2)
}

// TestComeBackTakesAFreePlace: a sample back from its wait takes a free
// place and gives back its standby one; with no place free it finishes on
// the standby one.
func TestComeBackTakesAFreePlace(t *testing.T) {
	p := NewPlaces(1)
	a := takeWithin(p, hangGuard)
	back := a.stepAside()
	if len(p.places) != 0 || len(p.standby) != 1 {
		t.Fatalf("aside: %d places, %d standby taken, want 0 and 1", len(p.places), len(p.standby))
	}
	b := takeWithin(p, hangGuard)
	back()
	back() // a second call is a no-op
	if len(p.places) != 1 || len(p.standby) != 1 || !a.standby || a.place {
		t.Fatalf("back with no place free: %d places, %d standby taken; a holds place %v, standby %v", len(p.places), len(p.standby), a.place, a.standby)
	}
	b.Release()
	back = a.stepAside() // already on standby: nothing more to take
	back()
	if !a.place || a.standby || len(p.places) != 1 || len(p.standby) != 0 {
		t.Fatalf("back with a place free: a holds place %v, standby %v; %d places, %d standby taken", a.place, a.standby, len(p.places), len(p.standby))
	}
	a.Release()
	if p.InHand() != 0 {
		t.Fatalf("%d still held", p.InHand())
	}
}
