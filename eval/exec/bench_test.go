package exec

import (
	"bufio"
	"context"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// benchRows returns n rows of ncol mixed values and a copy with columns
// reversed and rows shuffled.
func benchRows(n, ncol int) (gold, pred []Row) {
	rng := rand.New(rand.NewSource(1))
	gold = make([]Row, n)
	for r := range gold {
		for c := range ncol {
			switch c % 3 {
			case 0:
				gold[r] = append(gold[r], IntValue(int64(rng.Intn(50))))
			case 1:
				gold[r] = append(gold[r], FloatValue(float64(rng.Intn(100))/4))
			default:
				gold[r] = append(gold[r], TextValue(string(rune('a'+rng.Intn(26)))))
			}
		}
	}
	pred = make([]Row, n)
	for r, row := range gold {
		for c := ncol - 1; c >= 0; c-- {
			pred[r] = append(pred[r], row[c])
		}
	}
	rng.Shuffle(len(pred), func(i, j int) { pred[i], pred[j] = pred[j], pred[i] })
	return gold, pred
}

func BenchmarkResultEq(b *testing.B) {
	for _, s := range []struct {
		name       string
		rows, cols int
		ordered    bool
	}{
		{"1000x1", 1000, 1, false},
		{"1000x3", 1000, 3, false},
		{"200x8", 200, 8, false},
		{"1000x3ordered", 1000, 3, true},
	} {
		gold, pred := benchRows(s.rows, s.cols)
		if s.ordered {
			pred = gold
		}
		b.Run(s.name, func(b *testing.B) {
			for b.Loop() {
				if !ResultEq(gold, pred, s.ordered) {
					b.Fatal("not equal")
				}
			}
		})
	}
}

// BenchmarkDevGold executes every Spider dev gold query (no cache).
func BenchmarkDevGold(b *testing.B) {
	data := requireSharedData(b)
	f, err := os.Open(filepath.Join(data, "spider", "dev_gold.sql"))
	if err != nil {
		b.Skipf("dev gold not available: %v", err)
	}
	type q struct{ sql, db string }
	var qs []q
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		sql, db, ok := strings.Cut(strings.TrimSpace(sc.Text()), "\t")
		if ok {
			qs = append(qs, q{sql, db})
		}
	}
	f.Close()
	cat := NewDirCatalog(filepath.Join(data, "spider", "database"))
	defer cat.Close()
	ctx := context.Background()
	for _, x := range qs { // open every database before timing
		if _, err := cat.Suite(x.db); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for b.Loop() {
		for _, x := range qs {
			dbs, _ := cat.Suite(x.db)
			if _, err := dbs[0].Query(ctx, x.sql, Limits{}); err != nil {
				b.Fatalf("%s: %v", x.sql, err)
			}
		}
	}
	b.ReportMetric(float64(len(qs)), "queries/op")
}

// BenchmarkStrict judges the strict flags of equal results, beside
// BenchmarkResultEq's sizes (a 1000×3 pair, rows shuffled, as BIRD's EX
// would accept it).
func BenchmarkStrict(b *testing.B) {
	for _, s := range []struct {
		name       string
		rows, cols int
	}{{"1000x1", 1000, 1}, {"1000x3", 1000, 3}, {"200x8", 200, 8}} {
		gold, _ := benchRows(s.rows, s.cols)
		pred := append([]Row(nil), gold...)
		rand.New(rand.NewSource(2)).Shuffle(len(pred), func(i, j int) { pred[i], pred[j] = pred[j], pred[i] })
		g, p := &Result{Rows: gold}, &Result{Rows: pred}
		b.Run(s.name, func(b *testing.B) {
			for b.Loop() {
				Strict(g, p, true)
			}
		})
	}
}
