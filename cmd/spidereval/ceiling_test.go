package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/internal/datakit"
)

// TestAuditCeiling scores kit golds as their own predictions: the
// ceiling is the number of questions the official scripts score right for
// the kit's gold-as-prediction files (their golden verdicts), with exit 0.
func TestAuditCeiling(t *testing.T) {
	dir := datakit.Require(t)
	bird := filepath.Join(dir, "bird", "bird_dev_synth")
	cases := []struct {
		name   string
		args   []string
		golden string // the official verdicts of the gold as prediction
	}{
		{"Spider dev, test-suite", []string{"--gold", filepath.Join(dir, "spider", "dev_gold.sql"), "--db", filepath.Join(dir, "spider", "database")},
			filepath.Join(dir, "golden", "spider_dev.gold_as_pred.testsuite.jsonl")},
		{"Spider dev, legacy", []string{"--compat", "spider", "--gold", filepath.Join(dir, "spider", "dev_gold.sql"), "--db", filepath.Join(dir, "spider", "database"), "--table", filepath.Join(dir, "spider", "tables.json")},
			filepath.Join(dir, "golden", "spider_dev.gold_as_pred.spider.jsonl")},
		{"BIRD Mini-Dev", []string{"--compat", "bird", "--gold", filepath.Join(bird, "mini_dev_sqlite_gold.sql"), "--db", filepath.Join(bird, "dev_databases")},
			filepath.Join(bird, "golden353", "mini_dev.gold_as_pred.bird.jsonl")},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			right, n := 0, 0
			for _, l := range readLines(t, c.golden) {
				var v struct{ Exec, EX *int }
				if err := json.Unmarshal([]byte(l), &v); err != nil {
					t.Fatal(err)
				}
				n++
				for _, p := range []*int{v.Exec, v.EX} {
					if p != nil {
						right += *p
						break
					}
				}
			}
			stdout, stderr, code := runCLI(t, append([]string{"audit", "--ceiling"}, c.args...)...)
			if code != 0 {
				t.Errorf("exit %d: %s", code, stderr)
			}
			want := fmt.Sprintf("ceiling: %d of %d questions can be scored right", right, n)
			if !strings.HasPrefix(stdout, want) || !strings.Contains(stdout, "\nunscoreable: 0 ") {
				t.Errorf("want %q and no unscoreable gold:\n%s", want, stdout)
			}
		})
	}
}

// TestAuditCeilingNames checks that golds which cannot be scored right
// are named with file:line and cause, and counted.
func TestAuditCeilingNames(t *testing.T) {
	tmp := t.TempDir()
	db := filepath.Join("..", "..", "assets", "demo", "database")
	gold := writeFile(t, tmp, "gold.sql", "SELECT count(*) FROM singer\tconcert_singer\nSELECT nosuch FROM singer\tconcert_singer\nSELECT count(*) FROM singer\tno_such_db\n")
	stdout, stderr, code := runCLI(t, "audit", "--ceiling", "--compat", "bird", "--gold", gold, "--db", db, "--json")
	if code != exitRefused {
		t.Errorf("exit %d, want %d: %s", code, exitRefused, stderr)
	}
	var doc ceilingJSON
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatalf("%v: %s", err, stdout)
	}
	if doc.Questions != 3 || doc.Right != 1 || doc.Unscoreable != 2 || len(doc.Wrong) != 2 {
		t.Fatalf("%+v", doc)
	}
	for i, w := range []string{gold + ":2", gold + ":3"} {
		if doc.Wrong[i].Origin != w {
			t.Errorf("wrong[%d] = %+v, want origin %s", i, doc.Wrong[i], w)
		}
	}
	if !strings.Contains(doc.Wrong[0].Cause, "no such column: nosuch") {
		t.Errorf("cause %q", doc.Wrong[0].Cause)
	}
}
