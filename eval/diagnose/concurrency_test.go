package diagnose

import (
	"fmt"
	"testing"

	"github.com/spidereval/spidereval/eval/internal/tidbfront/tidbtest"
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
	tidbtest.SameWhenConcurrent(t, queries, 200, func(q string) string {
		return fmt.Sprint(Diagnose(q, nil), clausesText(q))
	})
}

// clausesText renders Clauses as one string.
func clausesText(sql string) string {
	cs, err := Clauses(sql, nil)
	return fmt.Sprint(cs, err)
}
