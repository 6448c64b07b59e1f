package diagnose

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval/internal/kittest"
	"github.com/spidereval/spidereval/internal/datakit"
)

// loadSchemas reads the data kit's Spider tables.json into Schema values
// keyed by db_id; it skips without a kit and fails when the file is missing.
func loadSchemas(t *testing.T) map[string]Schema {
	t.Helper()
	path := datakit.Path(t, "spider", "tables.json")
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read %s: %v", path, err)
	}
	var dbs []struct {
		DBID    string   `json:"db_id"`
		Tables  []string `json:"table_names_original"`
		Columns [][2]any `json:"column_names_original"`
	}
	if err := json.Unmarshal(raw, &dbs); err != nil {
		t.Fatalf("decode %s: %v", path, err)
	}
	out := map[string]Schema{}
	for _, db := range dbs {
		s := Schema{}
		for _, name := range db.Tables {
			s.Tables = append(s.Tables, Table{Name: name})
		}
		for _, c := range db.Columns {
			ti, _ := c[0].(float64)
			name, _ := c[1].(string)
			if ti >= 0 && int(ti) < len(s.Tables) {
				s.Tables[int(ti)].Columns = append(s.Tables[int(ti)].Columns, name)
			}
		}
		out[db.DBID] = s
	}
	return out
}

// tally counts diagnosis classes and kinds.
type tally struct {
	classes map[Class]int
	kinds   map[string]int // number of queries showing each kind
	total   int
}

// add counts one diagnosis.
func (ta *tally) add(d Diagnosis) {
	if ta.classes == nil {
		ta.classes, ta.kinds = map[Class]int{}, map[string]int{}
	}
	ta.total++
	ta.classes[d.Class]++
	for _, k := range d.Kinds() {
		ta.kinds[k]++
	}
	sqlite, hint := false, false
	for _, n := range d.Notes {
		if strings.HasPrefix(n, "SQLite-only syntax") {
			sqlite = true
		} else if !strings.HasPrefix(n, "with the SQLite-only") {
			hint = true
		}
	}
	if sqlite {
		ta.kinds["(note: SQLite-only syntax)"]++
	}
	if hint {
		ta.kinds["(note: syntax hint)"]++
	}
}

// String renders the tally as an aligned table.
func (ta *tally) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-28s %5d\n", "queries", ta.total)
	for _, c := range []Class{ClassSyntaxError, ClassOutsideGrammar, ClassUnknownIdentifier, ClassOK} {
		fmt.Fprintf(&b, "  class %-22s %5d\n", c, ta.classes[c])
	}
	kinds := make([]string, 0, len(ta.kinds))
	for k := range ta.kinds {
		kinds = append(kinds, k)
	}
	sort.Slice(kinds, func(i, j int) bool {
		if ta.kinds[kinds[i]] != ta.kinds[kinds[j]] {
			return ta.kinds[kinds[i]] > ta.kinds[kinds[j]]
		}
		return kinds[i] < kinds[j]
	})
	for _, k := range kinds {
		fmt.Fprintf(&b, "  kind  %-22s %5d  %s\n", k, ta.kinds[k], ConstructLabel(k))
	}
	return b.String()
}

// testsuiteRecord is the part of a golden test-suite record this package needs.
type testsuiteRecord struct {
	Index      int    `json:"index"`
	DBID       string `json:"db_id"`
	Pred       string `json:"pred"`
	PredParsed bool   `json:"pred_parsed"`
}

// TestRejectedPredictions diagnoses every prediction the reference test-suite evaluator
// could not parse; each must get a non-ok diagnosis.
func TestRejectedPredictions(t *testing.T) {
	schemas := loadSchemas(t)
	// Every model's golden file must be there: a missing one fails.
	var files []string
	for _, model := range []string{"dinsql_gpt4", "editsql", "gold_as_pred", "gpt4_zeroshot", "graphix_t5"} {
		files = append(files, datakit.Path(t, "golden", "spider_dev."+model+".testsuite.jsonl"))
	}
	var all tally
	for _, file := range files {
		var ta tally
		for _, r := range datakit.ReadJSONL[testsuiteRecord](t, file) {
			if r.PredParsed {
				continue
			}
			schema, ok := schemas[r.DBID]
			if !ok {
				t.Fatalf("%s: index %d: unknown db_id %q", file, r.Index, r.DBID)
			}
			// The test-suite evaluator replaces "value" by "1" before parsing.
			sql := strings.ReplaceAll(r.Pred, "value", "1")
			d := DiagnoseSchema(sql, schema)
			ta.add(d)
			all.add(d)
			if d.Class == ClassOK {
				t.Errorf("%s: index %d (%s): rejected by the reference but diagnosed ok: %s",
					filepath.Base(file), r.Index, r.DBID, sql)
			}
		}
		t.Logf("%s rejected predictions:\n%s", filepath.Base(file), ta.String())
	}
	t.Logf("all rejected predictions:\n%s", all.String())
}

// TestParseCorpus compares diagnoses with the reference parser's verdict on every distinct
// gold and predicted query: rejected ones must be non-ok, and few accepted ones may be called
// outside the grammar. Accepted queries TiDB cannot parse are only logged: the reference
// grammar is lenient with broken SQL (truncated text, "> =", max(*), "; LIMIT 1").
func TestParseCorpus(t *testing.T) {
	schemas := loadSchemas(t)
	var rejected, accepted tally
	var falsePos, lenient []string
	for i, r := range kittest.ParseGolden(t, "queries.testsuite.jsonl") {
		if !datakit.Sampled(i) {
			continue
		}
		d := DiagnoseSchema(r.SQL, schemas[r.DBID])
		if r.ParseError != "" || r.TokensError != "" {
			rejected.add(d)
			if d.Class == ClassOK {
				t.Errorf("reference rejected (%s%s) but diagnosed ok: %s", r.ParseError, r.TokensError, r.SQL)
			}
			continue
		}
		accepted.add(d)
		switch d.Class {
		case ClassSyntaxError:
			lenient = append(lenient, r.SQL)
		case ClassOutsideGrammar, ClassUnknownIdentifier:
			falsePos = append(falsePos, fmt.Sprintf("%s %v: %s", d.Class, d.Kinds(), r.SQL))
		}
	}
	t.Logf("queries the reference rejects:\n%s", rejected.String())
	t.Logf("queries the reference accepts:\n%s", accepted.String())
	t.Logf("%d accepted queries are not valid SQL for TiDB (the reference grammar is more lenient)", len(lenient))
	for _, fp := range falsePos {
		t.Logf("accepted but flagged: %s", fp)
	}
	if limit := accepted.total / 200; len(falsePos) > limit {
		t.Errorf("%d of %d accepted queries flagged outside the grammar (limit %d)", len(falsePos), accepted.total, limit)
	}
}
