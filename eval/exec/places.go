package exec

import (
	"context"
	"sync"
)

// Places bounds the samples a server judges at once (serve's --workers).
// A sample that only waits for work out of its hands steps aside: while
// it waits for a run another sample started (GoldCache), or for its own
// query once that became a runaway (runaway.go) and runs out its deadline
// on a connection of its own, it gives its place to the next sample and
// holds a standby place instead, of which there are as many again. Back
// from the wait it takes a free place if there is one and otherwise
// finishes on its standby place: stepping aside and back never blocks,
// so a sample never waits for a place while it holds a connection or
// memory, and at most twice the places' samples are in hand at once.
//
// Without it, a training batch with more never-ending samples than places
// runs them in rounds, each a whole deadline long, and the quick samples
// queue behind them.
type Places struct {
	places, standby chan struct{}
}

// NewPlaces returns n places (at least 1) and as many standby places.
func NewPlaces(n int) *Places {
	n = max(n, 1)
	return &Places{places: make(chan struct{}, n), standby: make(chan struct{}, n)}
}

// Len is the number of places.
func (p *Places) Len() int { return cap(p.places) }

// InHand is the number of samples holding a place or a standby place.
func (p *Places) InHand() int { return len(p.places) + len(p.standby) }

// Take waits for a place, or for ctx to end (then it returns nil and
// ctx's cause). Queries under With(ctx, h) may step aside; h.Release
// gives back whatever h holds when the sample is done.
func (p *Places) Take(ctx context.Context) (*Place, error) {
	select {
	case p.places <- struct{}{}:
		return &Place{p: p, place: true}, nil
	case <-ctx.Done():
		return nil, context.Cause(ctx)
	}
}

// Place is one sample's hold: a place, or a standby place while it
// waits (or after it, when no place was free).
type Place struct {
	p       *Places
	mu      sync.Mutex
	aside   int // waits in progress
	place   bool
	standby bool
}

// Release gives back what h holds.
func (h *Place) Release() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.place {
		<-h.p.places
		h.place = false
	}
	if h.standby {
		<-h.p.standby
		h.standby = false
	}
}

// stepAside lets the sample's place go while it waits, if a standby
// place is free; back ends the wait. Neither blocks.
func (h *Place) stepAside() (back func()) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.aside == 0 && !h.standby {
		select {
		case h.p.standby <- struct{}{}:
			h.standby = true
		default:
			return func() {} // every standby place is taken: keep the place
		}
	}
	h.aside++
	if h.place {
		<-h.p.places
		h.place = false
	}
	return sync.OnceFunc(h.comeBack)
}

// comeBack ends one wait; after the last, the sample takes a free place
// and gives back its standby one, or keeps the standby one.
func (h *Place) comeBack() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.aside--; h.aside > 0 || h.place {
		return
	}
	select {
	case h.p.places <- struct{}{}:
		h.place = true
		<-h.p.standby
		h.standby = false
	default:
	}
}

type placeKey struct{}

// WithPlace returns a context whose queries may step aside from h.
func WithPlace(ctx context.Context, h *Place) context.Context {
	if h == nil {
		return ctx
	}
	return context.WithValue(ctx, placeKey{}, h)
}

// stepAside steps ctx's sample aside, if it holds a Place.
func stepAside(ctx context.Context) (back func()) {
	if h, ok := ctx.Value(placeKey{}).(*Place); ok {
		return h.stepAside()
	}
	return func() {}
}
