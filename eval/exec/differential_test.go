package exec

import (
	"context"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"unicode"

	"github.com/spidereval/spidereval/internal/datakit"
)

// goldenRecord is the part of a golden per-example verdict the
// differential tests use.
type goldenRecord struct {
	Index int    `json:"index"`
	DBID  string `json:"db_id"`
	Gold  string `json:"gold"`
	Pred  string `json:"pred"`
	Exec  int    `json:"exec"`
}

// requireSharedData returns the data kit's directory (../shared/data beside
// the checkout, or $SPIDEREVAL_DATA): it skips the test when there is no
// kit and fails it when the kit lacks golden/ or spider/database/.
func requireSharedData(t testing.TB) string {
	t.Helper()
	datakit.Path(t, "golden")
	datakit.Path(t, "spider", "database")
	return datakit.Require(t)
}

func readGolden(t testing.TB, path string) []goldenRecord {
	t.Helper()
	return datakit.ReadJSONL[goldenRecord](t, path)
}

// predictionLine reproduces how the reference reads a prediction line:
// stripped, the text before the first tab, "value" replaced by "1".
func predictionLine(line string) string {
	line = strings.TrimFunc(line, unicode.IsSpace)
	line, _, _ = strings.Cut(line, "\t")
	return ValueToOne(line)
}

// TestDifferentialTestSuite checks every golden test-suite exec verdict.
func TestDifferentialTestSuite(t *testing.T) {
	data := requireSharedData(t)
	files := datakit.Glob(t, "golden/*.testsuite.jsonl")
	cat := NewDirCatalog(filepath.Join(data, "spider", "database"))
	defer cat.Close()
	ev := NewEvaluator(cat, Options{DisplayRows: -1})
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			var recs []goldenRecord
			for i, r := range readGolden(t, file) {
				if datakit.Sampled(i) {
					recs = append(recs, r)
				}
			}
			got := make([]Verdict, len(recs))
			var wg sync.WaitGroup
			work := make(chan int)
			for range runtime.GOMAXPROCS(0) {
				wg.Go(func() {
					for i := range work {
						r := recs[i]
						got[i] = ev.TestSuite(context.Background(), r.DBID, predictionLine(r.Pred), r.Gold)
					}
				})
			}
			for i := range recs {
				work <- i
			}
			close(work)
			wg.Wait()
			agree := 0
			for i, r := range recs {
				v := got[i]
				if v.Err == nil && v.Exec == r.Exec {
					agree++
					continue
				}
				t.Errorf("index %d db %s\n  gold: %s\n  pred: %s\n  golden exec %d, got %d (err %v, pred err %v)",
					r.Index, r.DBID, r.Gold, r.Pred, r.Exec, v.Exec, v.Err, v.PredErr)
			}
			t.Logf("%s: %d/%d exec verdicts agree", filepath.Base(file), agree, len(recs))
		})
	}
}
