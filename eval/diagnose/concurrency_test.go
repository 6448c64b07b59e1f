package diagnose

import (
	"fmt"
	"sync"
	"testing"
)

// TestDiagnoseConcurrent diagnoses different queries from several goroutines at once: TiDB
// parsers are pooled and reuse their result slice, so each call must keep its own statements.
func TestDiagnoseConcurrent(t *testing.T) {
	queries := []string{
		"SELECT name FROM singer LEFT JOIN concert ON singer.id = concert.id",
		"SELECT count(*) FROM singer WHERE age IS NULL",
		"SELECT a FROM t1 UNION ALL SELECT b FROM t2",
		"SELECT name FROM singer WHERE age <> 3 ORDER BY 1",
	}
	want := make([]string, len(queries))
	for i, q := range queries {
		want[i] = fmt.Sprint(Diagnose(q, nil), clausesText(q))
	}
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for k := 0; k < 200; k++ {
				i := (g + k) % len(queries)
				if got := fmt.Sprint(Diagnose(queries[i], nil), clausesText(queries[i])); got != want[i] {
					errs <- fmt.Errorf("goroutine %d: %q gave %s, want %s", g, queries[i], got, want[i])
					return
				}
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// clausesText renders Clauses as one string.
func clausesText(sql string) string {
	cs, err := Clauses(sql, nil)
	return fmt.Sprint(cs, err)
}
