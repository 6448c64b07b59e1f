package bird

import (
	"context"
	"crypto/sha256"
	"sync"
	"time"

	"github.com/spidereval/spidereval/eval/exec"
)

// TimedRun is one timed execution of a VES loop.
type TimedRun struct {
	Metric     Metric   // MiniRVES (execute and fetch) or DamoVES (execute only)
	DB         *exec.DB // the database the pair runs on
	SQL        string   // the query to time: Pred or Gold
	Pred, Gold string   // the pair, exactly as the script passes it
	IsGold     bool
	Iteration  int // 0-based
	Rows       int // rows of SQL's result, from the untimed run
	Limits     exec.Limits
}

// Timer measures timed executions, in seconds.
type Timer interface {
	Time(ctx context.Context, run TimedRun) (float64, error)
}

// WallTimer runs the query and measures wall time, like the scripts'
// time.time() differences. Connecting is excluded (connections are
// pooled; the scripts exclude connect as well). For R-VES it times
// executing and fetching every row, as mini_dev does (which also times
// closing its connection). For DAMO's VES, which times only
// cursor.execute (CPython prepares the statement and steps to its first
// row), it runs the query with a one-row cap: prepare and up to two steps.
type WallTimer struct{}

// Time implements Timer.
func (WallTimer) Time(ctx context.Context, run TimedRun) (float64, error) {
	lim := run.Limits
	if run.Metric == DamoVES {
		lim.MaxRows = 1
	}
	start := time.Now()
	_, err := run.DB.Query(ctx, run.SQL, lim)
	d := time.Since(start)
	if err != nil {
		// The one-row cap stops a longer result: the execute step is over.
		if e, ok := exec.AsExecError(err); !ok || e.Kind != exec.ErrTooLarge || run.Metric != DamoVES || run.Rows <= 1 {
			return 0, err
		}
	}
	return d.Seconds(), nil
}

// InjectedTimer returns the data kit's deterministic durations instead of
// running anything (data/bird/README.md, "Injected timings"): from
// h = sha256(pred + "\x00" + gold), a speed r = [0.15, 0.35, 0.7, 1.4,
// 3.0][h[0] % 5] * (0.9 + 0.2*h[1]/255); gold takes
// 0.01 * (1 + 0.02*(((7k + h[2]) % 5) - 2)) seconds, the prediction
// 0.01 / r * (1 + 0.01*(((3k + h[3]) % 7) - 3)), fifty times less at
// iteration k = h[4] % 100.
type InjectedTimer struct{}

var injectedSpeeds = [5]float64{0.15, 0.35, 0.7, 1.4, 3.0}

// Time implements Timer. The explicit float64 conversions keep every
// product rounded on its own, as in Python (no fused multiply-add).
func (InjectedTimer) Time(_ context.Context, run TimedRun) (float64, error) {
	h := injectedHash(run.Pred + "\x00" + run.Gold)
	k := run.Iteration
	if run.IsGold {
		m := float64((7*k+int(h[2]))%5 - 2)
		return 0.01 * (1 + float64(0.02*m)), nil
	}
	r := injectedSpeeds[h[0]%5] * (0.9 + float64(0.2*float64(h[1]))/255)
	m := float64((3*k+int(h[3]))%7 - 3)
	t := float64(0.01/r) * (1 + float64(0.01*m))
	if k == int(h[4])%100 {
		t *= 0.02
	}
	return t, nil
}

// injectedHashes remembers recent pairs' hashes: a timing loop asks for
// the same pair 2 x Iterations times.
var injectedHashes = struct {
	sync.Mutex
	m map[string][sha256.Size]byte
}{m: map[string][sha256.Size]byte{}}

func injectedHash(key string) [sha256.Size]byte {
	injectedHashes.Lock()
	h, ok := injectedHashes.m[key]
	injectedHashes.Unlock()
	if ok {
		return h
	}
	h = sha256.Sum256([]byte(key))
	injectedHashes.Lock()
	if len(injectedHashes.m) >= 1024 {
		clear(injectedHashes.m)
	}
	injectedHashes.m[key] = h
	injectedHashes.Unlock()
	return h
}
