package spiderss

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/internal/datakit"
)

// kitDev joins the kit's Spider-SS dev annotations to Spider's dev.json.
func kitDev(t *testing.T) (*Joined, []Question, []Annotation) {
	t.Helper()
	dir := datakit.Require(t)
	data, err := os.ReadFile(filepath.Join(dir, "spider_ss", "dev.json"))
	if err != nil {
		t.Fatal(err)
	}
	anns, err := Parse("dev.json", data)
	if err != nil {
		t.Fatal(err)
	}
	var golds []struct {
		DBID     string `json:"db_id"`
		Question string `json:"question"`
	}
	gdata, err := os.ReadFile(filepath.Join(dir, "spider", "dev.json"))
	if err == nil {
		err = json.Unmarshal(gdata, &golds)
	}
	if err != nil {
		t.Fatal(err)
	}
	qs := make([]Question, len(golds))
	for i, g := range golds {
		qs[i] = Question{DBID: g.DBID, Text: g.Question}
	}
	tdata, err := os.ReadFile(filepath.Join(dir, "spider", "tables.json"))
	if err != nil {
		t.Fatal(err)
	}
	tables, err := schema.ParseTables("tables.json", tdata)
	if err != nil {
		t.Fatal(err)
	}
	columns := func(db string) []string {
		if e := tables[db]; e != nil {
			return NatSQLColumns(e)
		}
		return nil
	}
	return Join(anns, qs, columns), qs, anns
}

// TestJoinSpiderDev: every dev question gets its annotation; 957 by the
// md5 of the tokenised question, the rest (words the annotators' pipeline
// repaired, e.g. "carr" → "car") by position and db_id.
func TestJoinSpiderDev(t *testing.T) {
	j, qs, anns := kitDev(t)
	t.Log(j.Summary(len(qs)))
	if len(anns) != 1034 || j.Matched() != 1034 || j.ByMD5 != 957 || len(j.Unmatched) != 0 || len(j.Failed) != 0 {
		t.Fatalf("%s; failed %v", j.Summary(len(qs)), j.Failed)
	}
	approx := 0
	for i, s := range j.Splits {
		if s.RID != i {
			t.Errorf("question %d got rid %d", i, s.RID)
		}
		if s.Approximate {
			approx++
			t.Logf("approximate split of %d: %q", i, qs[i].Text)
		}
		for k, ss := range s.SubSentences {
			if strings.TrimSpace(ss.Text) == "" || len(ss.Clauses) == 0 {
				t.Errorf("question %d sub-sentence %d: %+v", i, k, ss)
			}
		}
	}
	if approx > 6 {
		t.Errorf("%d approximate splits, want at most 6", approx)
	}
}

// TestJoinWithoutKitQuestions: a gold of another length joins by md5 only.
func TestJoinByMD5Only(t *testing.T) {
	_, qs, anns := kitDev(t)
	j := Join(anns, qs[:100], nil)
	if j.ByPosition != 0 || j.ByMD5 == 0 || j.ByMD5 > 100 {
		t.Fatal(j.Summary(100))
	}
}
