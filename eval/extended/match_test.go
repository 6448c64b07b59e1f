package extended

import (
	"errors"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval/internal/kittest"
	"github.com/spidereval/spidereval/eval/match"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
	"github.com/spidereval/spidereval/internal/datakit"
)

// exactMatch judges pred against gold as the evaluator does with the
// extended grammar: the Spider grammar first, ParseRejected when it refuses.
func exactMatch(pred, gold string, s *schema.Schema, fk map[string]string, d spiderql.Dialect) (int, []string, error) {
	g, err := spiderql.Parse(gold, s, d)
	if err != nil {
		return 0, nil, fmt.Errorf("gold rejected by the Spider grammar: %w", err)
	}
	p, err := spiderql.Parse(pred, s, d)
	var kinds []string
	if err != nil {
		if p, kinds, err = ParseRejected(pred, s, d); err != nil {
			return 0, kinds, err
		}
	}
	match.Normalize(g, s, fk)
	match.Normalize(p, s, fk)
	v, err := match.ExactMatch(p, g)
	return v.Exact, kinds, err
}

// TestExactMatch checks the extended verdict on the fixture schema.
func TestExactMatch(t *testing.T) {
	s := fixtureSchema()
	gold := "SELECT T1.name, count(*) FROM singer AS T1 JOIN concert AS T2 ON T1.singer_id = T2.singer_id GROUP BY T1.name ORDER BY count(*) DESC LIMIT 1"
	for _, c := range []struct {
		name, pred string
		exact      int
		kinds      []string
		err        string
	}{
		{"accepted by the Spider grammar", gold, 1, nil, ""},
		{"accepted, wrong", "SELECT name FROM singer", 0, nil, ""},
		{"LEFT JOIN and aliases", "SELECT s.name, count(*) AS n FROM singer s LEFT JOIN concert c ON s.singer_id = c.singer_id GROUP BY s.name ORDER BY n DESC LIMIT 1",
			1, []string{"alias_reference", "alias_without_as", "left_join", "select_alias"}, ""},
		{"extended but wrong", "SELECT s.name FROM singer s LEFT JOIN concert c ON s.singer_id = c.singer_id", 0, []string{"alias_without_as", "left_join"}, ""},
		{"glued operator, rejected only by the reference tokenizer",
			"SELECT T1.name, count(*) FROM singer AS T1 JOIN concert AS T2 ON T1.singer_id=T2.singer_id GROUP BY T1.name ORDER BY count(*) DESC LIMIT 1",
			1, []string{KindReferenceQuirk}, ""},
		{"rejected by both", "SELECT CASE WHEN age > 1 THEN name END FROM singer", 0, nil, "unsupported case"},
	} {
		t.Run(c.name, func(t *testing.T) {
			exact, kinds, err := exactMatch(c.pred, gold, s, nil, spiderql.TestSuite)
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("err = %v, want %q", err, c.err)
				}
			} else if err != nil {
				t.Fatal(err)
			}
			if exact != c.exact || !reflect.DeepEqual(kinds, c.kinds) {
				t.Errorf("ExactMatch = %d %q, want %d %q", exact, kinds, c.exact, c.kinds)
			}
		})
	}
	if _, _, err := exactMatch("SELECT name FROM singer", "SELECT name FROM singer LEFT JOIN concert", s, nil, spiderql.TestSuite); err == nil {
		t.Error("a gold query the Spider grammar rejects gave no error")
	}
}

// reportRecord is the part of a golden report line ExactMatch is checked against.
type reportRecord struct {
	DBID       string `json:"db_id"`
	Gold       string `json:"gold"`
	Pred       string `json:"pred"`
	PredParsed bool   `json:"pred_parsed"`
	Exact      int    `json:"exact"`
	Error      string `json:"error"`
}

// TestExactMatchOnReports replays the official exact-match verdicts of the golden reports:
// where the Spider grammar accepts a prediction, the extended verdict must be the official
// one with no extensions; the test logs how many rejected predictions the extension recovers.
func TestExactMatchOnReports(t *testing.T) {
	tablesData, err := os.ReadFile(datakit.Path(t, "spider", "tables.json"))
	if err != nil {
		t.Fatal(err)
	}
	tables, err := schema.ParseTables("tables.json", tablesData)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"spider_dev.gpt4_zeroshot", "spider_dev.dinsql_gpt4", "spider_dev.graphix_t5", "spider_dev.editsql"} {
		t.Run(name, func(t *testing.T) {
			path := datakit.Path(t, "golden", name+".testsuite.jsonl")
			n, official, extended, rejected, lowered, recovered := 0, 0, 0, 0, 0, 0
			kinds := newTally()
			for _, r := range datakit.ReadJSONL[reportRecord](t, path) {
				if r.Error != "" {
					continue
				}
				n++
				official += r.Exact
				s := kittest.SpiderSchema(t, r.DBID)
				var fk map[string]string
				if e, ok := tables[r.DBID]; ok {
					fk = e.ForeignKeyMap()
				}
				pred := strings.ReplaceAll(r.Pred, "value", "1") // the test-suite script's substitution
				exact, ext, err := exactMatch(pred, r.Gold, s, fk, spiderql.TestSuite)
				var u *UnsupportedError
				var syn *SyntaxError
				if err != nil && !errors.As(err, &u) && !errors.As(err, &syn) {
					t.Errorf("%s: %q: %v", r.DBID, r.Pred, err)
				}
				extended += exact
				if r.PredParsed {
					if exact != r.Exact || ext != nil {
						t.Errorf("%s: accepted prediction %q: extended %d %q, official %d", r.DBID, r.Pred, exact, ext, r.Exact)
					}
					continue
				}
				rejected++
				if err == nil {
					lowered++
					recovered += exact
					for _, k := range ext {
						kinds.add(k, r.Pred)
					}
				}
			}
			t.Logf("%d examples: official exact %d, extended exact %d; %d predictions rejected by the grammar, %d lowered, %d of them now match",
				n, official, extended, rejected, lowered, recovered)
			t.Logf("extensions on lowered predictions:\n%s", kinds.report(false))
		})
	}
}
