package extended

import (
	"encoding/json"
	"testing"

	"github.com/spidereval/spidereval/eval/internal/tidbfront/tidbtest"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// TestParseConcurrent lowers different queries from several goroutines at once: each must
// get its own statement back, although TiDB parsers are pooled and a parser returns its
// statements in a slice it reuses on the next parse.
func TestParseConcurrent(t *testing.T) {
	s := fixtureSchema()
	queries := []string{
		"SELECT name FROM singer WHERE age > 20",
		"SELECT count(*) FROM concert AS c JOIN stadium AS s ON c.stadium_id = s.stadium_id",
		"SELECT player FROM ranking ORDER BY rank DESC LIMIT 3",
		"SELECT country, avg(age) FROM singer GROUP BY country HAVING count(*) > 1",
	}
	tidbtest.SameWhenConcurrent(t, queries, 300, func(q string) string { return lowered(t, q, s) })
}

// lowered returns the JSON of the lowered query, or the error text.
func lowered(t *testing.T, sql string, s *schema.Schema) string {
	q, _, err := Parse(sql, s, spiderql.TestSuite)
	if err != nil {
		return "error: " + err.Error()
	}
	b, err := json.Marshal(q)
	if err != nil {
		return "marshal: " + err.Error()
	}
	return string(b)
}
