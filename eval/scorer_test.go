package eval_test

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/internal/datakit"
)

// demoScorerInputs are the bundled demo's inputs.
func demoScorerInputs(t *testing.T) eval.Inputs {
	t.Helper()
	in := demoInputs(t, "", "")
	in.Gold, in.Pred = readFile(t, demoDir, "dev_gold.sql"), readFile(t, demoDir, "pred_graphix_t5.sql")
	return in
}

// TestScorerEqualsEvaluate judges every demo question on its own and
// expects the record the whole run gives it (its position aside).
func TestScorerEqualsEvaluate(t *testing.T) {
	for _, c := range []struct {
		compat eval.Compat
		etype  eval.Etype
	}{
		{eval.TestSuite, eval.EtypeAll},
		{eval.Spider, eval.EtypeAll},
		{eval.TestSuite, eval.EtypeMatch},
	} {
		t.Run(c.compat.String()+"/"+c.etype.String(), func(t *testing.T) {
			in := demoScorerInputs(t)
			opt := eval.Options{Compat: c.compat, Etype: c.etype}
			res, err := eval.Evaluate(context.Background(), in, opt, nil)
			if err != nil {
				t.Fatal(err)
			}
			in.GoldCache = exec.NewGoldCache()
			s, err := eval.NewScorer(in, opt)
			if err != nil {
				t.Fatal(err)
			}
			rewards := 0.0
			for _, want := range res.Records {
				got := s.Judge(context.Background(), eval.Sample{DBID: want.DBID, Gold: want.Gold, Pred: want.Pred})
				rewards += s.Reward(got)
				want.Index, want.Interaction, want.Turn, want.GoldOrigin, want.PredOrigin = 0, 0, 0, "", ""
				if g, w := recordJSON(t, got), recordJSON(t, want); g != w {
					t.Fatalf("question %q:\n got  %s\n want %s", want.Gold, g, w)
				}
			}
			all := res.Scores.Levels["all"]
			want := all.Exec
			if !c.etype.HasExec() {
				want = all.Exact
			}
			if got := rewards / float64(all.Count); got != want || all.Count != len(res.Records) {
				t.Errorf("mean reward %v over %d records, want the run's score %v over %d", got, len(res.Records), want, all.Count)
			}
		})
	}
}

func recordJSON(t *testing.T, r report.Record) string {
	t.Helper()
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestScorerHostile: a query that never ends and a write come back as
// the question's error within the budget, and the scorer goes on.
func TestScorerHostile(t *testing.T) {
	in := demoScorerInputs(t)
	s, err := eval.NewScorer(in, eval.Options{Etype: eval.EtypeExec, Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	gold := "SELECT count(*) FROM singer"
	cases := []struct{ name, pred, kind string }{
		{"endless", "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c", eval.KindPredTimeout},
		{"write", "DELETE FROM singer", ""},
		{"right", "SELECT count(*) FROM singer", ""},
	}
	for _, c := range cases {
		start := time.Now()
		r := s.Judge(context.Background(), eval.Sample{DBID: "concert_singer", Gold: gold, Pred: c.pred})
		t.Logf("%s: judged in %v", c.name, time.Since(start))
		wantExec := 0
		if c.name == "right" {
			wantExec = 1
		}
		if r.Exec == nil || *r.Exec != wantExec || (wantExec == 0 && r.ExecError == "") {
			t.Errorf("%s: exec %v, error %q; want %d with an error when 0", c.name, r.Exec, r.ExecError, wantExec)
		}
		if c.kind != "" && !contains(r.Problems, c.kind) {
			t.Errorf("%s: problems %v, want %s", c.name, r.Problems, c.kind)
		}
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// TestScorerBird judges a sample of Spider dev in BIRD's format and
// expects the official scripts' EX and Soft-F1.
func TestScorerBird(t *testing.T) {
	dir := datakit.Require(t)
	catalog := exec.NewDirCatalog(filepath.Join(dir, "spider", "database"))
	defer catalog.Close()
	cache := bird.NewBoundedGoldCache(64)
	s, err := eval.NewScorer(eval.Inputs{Exec: catalog, BirdGoldCache: cache}, eval.Options{Compat: eval.Bird})
	if err != nil {
		t.Fatal(err)
	}
	gold := readLines(t, filepath.Join(dir, "bird", "spider_as_bird", "dev_gold.sql"))
	pred := readLines(t, filepath.Join(dir, "predictions", "spider_dev.graphix_t5.sql"))
	golden := readLines(t, filepath.Join(dir, "bird", "spider_as_bird", "golden", "spider_dev.graphix_t5.bird.jsonl"))
	checked := 0
	for i := 0; i < len(golden); i += 7 {
		var want struct {
			DBID   string  `json:"db_id"`
			EX     int     `json:"ex"`
			SoftF1 float64 `json:"soft_f1"`
		}
		if err := json.Unmarshal([]byte(golden[i]), &want); err != nil {
			t.Fatal(err)
		}
		sql, db, _ := cutLast(gold[i], "\t")
		r := s.Judge(context.Background(), eval.Sample{DBID: db, Gold: sql, Pred: pred[i]})
		if r.EX == nil || *r.EX != want.EX || *r.SoftF1 != want.SoftF1 || r.DBID != want.DBID {
			t.Errorf("pair %d: ex %v soft_f1 %v, want %d %v", i, r.EX, r.SoftF1, want.EX, want.SoftF1)
		}
		if s.Reward(r) != float64(want.EX) {
			t.Errorf("pair %d: reward %v, want %d", i, s.Reward(r), want.EX)
		}
		checked++
		if n := cache.Len(); n > 64 {
			t.Fatalf("the bounded gold cache holds %d results", n)
		}
	}
	if checked < 100 {
		t.Fatalf("checked %d pairs", checked)
	}
}

func cutLast(s, sep string) (before, after string, ok bool) {
	for i := len(s) - len(sep); i >= 0; i-- {
		if s[i:i+len(sep)] == sep {
			return s[:i], s[i+len(sep):], true
		}
	}
	return s, "", false
}

func readLines(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
