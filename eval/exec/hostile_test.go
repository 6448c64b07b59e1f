package exec

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// doublingCTE doubles a string until something gives way.
const doublingCTE = "WITH RECURSIVE s(x) AS (SELECT 'a' UNION ALL SELECT x||x FROM s) SELECT length(x) FROM s"

// TestRecursiveGrowthIsTooLarge: the binding panics when SQLite runs out of
// memory; that must become a too_large error naming the cap, not a crash,
// and the connection must be discarded.
func TestRecursiveGrowthIsTooLarge(t *testing.T) {
	db, _ := openFixture(t)
	live := liveConns.Load()
	_, err := db.Query(context.Background(), doublingCTE, Limits{})
	if !isKind(err, ErrTooLarge) {
		t.Fatalf("doubling CTE = %v, want too_large", err)
	}
	if !strings.Contains(err.Error(), "cap") {
		t.Errorf("message does not name the cap: %v", err)
	}
	if n := liveConns.Load(); n != live-1 {
		t.Errorf("%d live connections after the failure, want %d (the grown one closed)", n, live-1)
	}
	res, err := db.Query(context.Background(), "SELECT 42", Limits{})
	if err != nil || res.Rows[0][0].I != 42 {
		t.Errorf("after the failure: %v %v", res, err)
	}
}

// TestCapsNameTheCap: each cap gives a too_large error saying which.
func TestCapsNameTheCap(t *testing.T) {
	db, _ := openFixture(t)
	cases := []struct {
		sql  string
		lim  Limits
		want string
	}{
		{"SELECT randomblob(60000000)", Limits{}, "value-length cap"},
		{"SELECT zeroblob(1000000000)", Limits{}, "value-length cap"},
		{"SELECT replace(hex(zeroblob(30000000)), '00', 'abcd')", Limits{}, "value-length cap"},
		{"WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT x FROM c", Limits{MaxRows: 1000}, "row cap"},
		{"SELECT randomblob(3000000)", Limits{MaxBytes: 1 << 20}, "result-size cap"},
		{"SELECT '" + strings.Repeat("a", 2<<20) + "'", Limits{}, "SQL-length cap"},
		{"WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT x, x, x FROM c", Limits{MaxBytes: 1 << 20}, "result-size cap"},
	}
	for _, c := range cases {
		_, err := db.Query(context.Background(), c.sql, c.lim)
		if e, ok := AsExecError(err); !ok || e.Kind != ErrTooLarge || !strings.Contains(e.Msg, c.want) {
			t.Errorf("%.80s = %v, want too_large naming the %s", c.sql, err, c.want)
		}
	}
}

// fixtureDBs writes n copies of the fixture as root/fx/fx*.sqlite and returns
// root.
func fixtureDBs(t testing.TB, n int) string {
	t.Helper()
	data := fixtureBytes(t, "src")
	root := t.TempDir()
	dir := filepath.Join(root, "fx")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for i := range n {
		name := "fx.sqlite"
		if i > 0 {
			name = fmt.Sprintf("fx_%03d.sqlite", i)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// hostile are predictions that try to make SQLite or the result grow.
var hostile = []string{
	"SELECT randomblob(60000000)",
	"SELECT randomblob(30000000)",
	doublingCTE,
	"SELECT length(x) FROM (WITH RECURSIVE s(x) AS (SELECT 'a' UNION ALL SELECT x||x FROM s LIMIT 26) SELECT x FROM s)",
	"WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c WHERE x<1000) SELECT * FROM c a, c b, c d",
	"SELECT replace(hex(zeroblob(30000000)), '00', 'abcd')",
}

// TestHostileMemoryBounded: hostile predictions over many databases leave
// no grown connection behind, and the process's peak memory stays bounded.
func TestHostileMemoryBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("memory test")
	}
	root := fixtureDBs(t, 2*len(hostile))
	cat := NewDirCatalog(root)
	defer cat.Close()
	dbs, err := cat.Suite("fx")
	if err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	reset := resetPeakRSS()
	base := peakRSS(t)
	for i, db := range dbs {
		q := hostile[i%len(hostile)]
		if _, err := db.Query(context.Background(), q, Limits{Timeout: 5 * time.Second}); err != nil {
			if _, ok := AsExecError(err); !ok {
				t.Errorf("%s: %v", q, err)
			}
		}
	}
	pool.mu.Lock()
	for e := pool.lru.Front(); e != nil; e = e.Next() {
		if c := e.Value.(*conn); c.size > discardAbove {
			t.Errorf("idle connection of %d bytes kept", c.size)
		}
	}
	if pool.bytes > maxIdleBytes || pool.lru.Len() > maxIdleConns {
		t.Errorf("idle pool holds %d connections, %d bytes", pool.lru.Len(), pool.bytes)
	}
	pool.mu.Unlock()
	if !reset {
		t.Log("peak RSS cannot be reset here: not checked")
		return
	}
	grew := peakRSS(t) - base
	t.Logf("peak RSS grew by %d MiB", grew>>20)
	if grew > 512<<20 {
		t.Errorf("peak RSS grew by %d MiB over the hostile set", grew>>20)
	}
}

// resetPeakRSS resets the process's peak RSS (Linux), reporting success.
func resetPeakRSS() bool {
	return os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) == nil
}

// peakRSS returns the process's peak RSS in bytes (VmHWM), or skips.
func peakRSS(t testing.TB) int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skipf("no /proc/self/status: %v", err)
	}
	m := regexp.MustCompile(`VmHWM:\s+(\d+) kB`).FindSubmatch(b)
	if m == nil {
		t.Skip("no VmHWM")
	}
	kb, _ := strconv.ParseInt(string(m[1]), 10, 64)
	return kb << 10
}

// TestSuiteFolderBounded: a test-suite folder with many databases keeps
// only a bounded number of connections open.
func TestSuiteFolderBounded(t *testing.T) {
	defer func(n int) { maxIdleConns = n }(maxIdleConns)
	maxIdleConns = 8
	root := fixtureDBs(t, 60)
	cat := NewDirCatalog(root)
	defer cat.Close()
	ev := NewEvaluator(cat, Options{})
	live := liveConns.Load()
	for _, q := range []string{"SELECT name FROM singer", "SELECT age FROM singer WHERE id = 2", "SELECT count(*) FROM concert"} {
		if v := ev.TestSuite(context.Background(), "fx", q, q); v.Exec != 1 || v.Err != nil {
			t.Fatalf("%s: %+v", q, v)
		}
		if n := liveConns.Load() - live; n > int64(maxIdleConns) {
			t.Errorf("%d connections open after a question over 60 databases, want at most %d", n, maxIdleConns)
		}
	}
}

// TestMemCatalogConnectionsBounded: in-memory databases share the same
// connection budget, and replacing one closes the old one's connections.
func TestMemCatalogConnectionsBounded(t *testing.T) {
	defer func(n int) { maxIdleConns = n }(maxIdleConns)
	maxIdleConns = 8
	data := fixtureBytes(t, "fx")
	cat := NewMemCatalog()
	defer cat.Close()
	live := liveConns.Load()
	for i := range 30 {
		if err := cat.Add("fx", fmt.Sprintf("fx%02d.sqlite", i%20), bytes.Clone(data)); err != nil {
			t.Fatal(err)
		}
	}
	if err := cat.Add("fx", "fx.sqlite", data); err != nil {
		t.Fatal(err)
	}
	ev := NewEvaluator(cat, Options{})
	if v := ev.TestSuite(context.Background(), "fx", "SELECT name FROM singer", "SELECT name FROM singer"); v.Exec != 1 || v.Err != nil {
		t.Fatalf("%+v", v)
	}
	if n := liveConns.Load() - live; n > int64(maxIdleConns) {
		t.Errorf("%d connections open over 21 in-memory databases, want at most %d", n, maxIdleConns)
	}
}

// TestPlugValueBudget: the caller's context bounds the whole plug-value
// search, and the verdict says so.
func TestPlugValueBudget(t *testing.T) {
	cat, _ := fixtureCatalog(t)
	ev := NewEvaluator(cat, Options{PlugValue: true})
	gold := "SELECT count(*) FROM singer WHERE age = 30 OR age = 25 OR id = 7 OR id = 8 OR id = 9"
	pred := "SELECT count(*) FROM singer a, singer b, singer c, singer d, singer e, singer f, singer g, singer h " +
		"WHERE a.age = 1 AND b.age = 2 AND c.age = 3 AND d.age = 4 AND e.age = 5"
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	v := ev.TestSuite(ctx, "fx", pred, gold)
	t.Logf("plug-value search stopped after %v (a 50ms budget)", time.Since(start))
	re := regexp.MustCompile(`^question budget exhausted after (\d+) of 3125 plug-value candidates$`)
	if v.Exec != 0 || v.Err != nil || v.PredErr == nil || !v.PredErr.Budget || v.PredErr.Kind != ErrTimeout || !re.MatchString(v.PredErr.Msg) {
		t.Fatalf("verdict = %+v (pred err %+v)", v, v.PredErr)
	}
	if v.TimedOut() != SidePred || !v.BudgetExhausted() || v.Candidates >= 3125 {
		t.Errorf("timed out %q, budget %v, candidates %d", v.TimedOut(), v.BudgetExhausted(), v.Candidates)
	}
}

// TestTimeoutSides: a verdict tells a gold timeout from a prediction
// timeout, and the per-query timeout from the question's budget.
func TestTimeoutSides(t *testing.T) {
	cat, _ := fixtureCatalog(t)
	// 1 s: long enough for SELECT 1 on a busy machine, short for the endless CTE.
	ev := NewEvaluator(cat, Options{Limits: Limits{Timeout: time.Second}})
	bg := context.Background()
	k := []string{"x"}
	if v := ev.TestSuite(bg, "fx", "SELECT 1", endlessCTE); v.TimedOut() != SideGold || v.BudgetExhausted() {
		t.Errorf("test-suite endless gold: %q %v", v.TimedOut(), v.BudgetExhausted())
	}
	if v := ev.TestSuite(bg, "fx", endlessCTE, "SELECT 1"); v.TimedOut() != SidePred || v.BudgetExhausted() ||
		!strings.Contains(v.PredErr.Msg, "timeout") {
		t.Errorf("test-suite endless prediction: %q %v %v", v.TimedOut(), v.BudgetExhausted(), v.PredErr)
	}
	if v := ev.Legacy(bg, "fx", "SELECT 1", endlessCTE, k, k); v.TimedOut() != SideGold {
		t.Errorf("legacy endless gold: %q %v", v.TimedOut(), v.Err)
	}
	if v := ev.Legacy(bg, "fx", endlessCTE, "SELECT 1", k, k); v.TimedOut() != SidePred {
		t.Errorf("legacy endless prediction: %q %v", v.TimedOut(), v.PredErr)
	}
	if v := ev.TestSuite(bg, "fx", "SELECT 1", "SELECT 1"); v.TimedOut() != "" || v.BudgetExhausted() {
		t.Errorf("no timeout: %q %v", v.TimedOut(), v.BudgetExhausted())
	}
	// The question's budget, not the per-query timeout.
	slow := NewEvaluator(cat, Options{Limits: Limits{Timeout: time.Hour}})
	ctx, cancel := context.WithTimeout(bg, 100*time.Millisecond)
	defer cancel()
	v := slow.TestSuite(ctx, "fx", endlessCTE, "SELECT 1")
	if v.TimedOut() != SidePred || !v.BudgetExhausted() || !strings.Contains(v.PredErr.Msg, "question budget exhausted") {
		t.Errorf("budget: %q %v %v", v.TimedOut(), v.BudgetExhausted(), v.PredErr)
	}
	lv := slow.Legacy(ctx, "fx", "SELECT 1", "SELECT 2", k, k)
	if lv.TimedOut() != SidePred || !lv.BudgetExhausted() {
		t.Errorf("legacy after the budget: %q %v %v", lv.TimedOut(), lv.BudgetExhausted(), lv.PredErr)
	}
}

// TestGoldCacheBounded: the gold cache drops least recently used results
// beyond its budget, and still answers (by rerunning) afterwards.
func TestGoldCacheBounded(t *testing.T) {
	db, _ := openFixture(t)
	c := NewGoldCache()
	c.maxBytes = 4 << 10
	ctx := context.Background()
	for i := range 200 {
		res, err := c.Get(ctx, db, fmt.Sprintf("SELECT name, %d FROM singer", i), Limits{})
		if err != nil || len(res.Rows) != 3 {
			t.Fatalf("query %d: %v %v", i, res, err)
		}
	}
	if c.bytes > c.maxBytes || c.Len() >= 200 || c.Len() != c.lru.Len() {
		t.Errorf("cache holds %d entries (%d listed), %d bytes over a %d-byte budget", c.Len(), c.lru.Len(), c.bytes, c.maxBytes)
	}
	if res, err := c.Get(ctx, db, "SELECT name, 0 FROM singer", Limits{}); err != nil || len(res.Rows) != 3 {
		t.Errorf("evicted entry: %v %v", res, err)
	}
}
