package engine

import (
	"context"
	"encoding/json"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/compare"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// TestMisPairedBanner scores a BIRD prediction file re-saved with its keys
// sorted ("0", "1", "10", "100", …): the run's problems, which the page's
// banner shows, name it first, with the "misread" severity.
func TestMisPairedBanner(t *testing.T) {
	if testing.Short() && runtime.GOOS == "js" {
		t.Skip("slow under node; the same run is scored natively")
	}
	pred := "predictions/mini_dev_gpt-4_sqlite.json"
	files, read, _ := birdKit(t, "mini_dev_sqlite_gold.sql", pred)
	var preds map[string]string
	if err := json.Unmarshal(read(pred), &preds); err != nil {
		t.Fatal(err)
	}
	sorted, err := json.MarshalIndent(preds, "", "    ") // Go sorts map keys
	if err != nil {
		t.Fatal(err)
	}
	rec := &recorder{}
	e := New(Host{Post: rec.post})
	e.Handle(protocol.Request{Type: protocol.Load, ID: 1}, append(files, Bytes("sorted.json", sorted)))
	e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 2, Gold: "mini_dev_sqlite_gold.sql", Pred: "sorted.json", Compat: "bird", Etype: "exec"}, nil)
	if f := rec.of(protocol.Failed); len(f) > 0 {
		t.Fatalf("failed: %+v", f)
	}
	run := rec.of(protocol.RunStart)[0].Run
	if run.Severity != protocol.Misread || len(run.Problems) == 0 || run.Problems[0].Kind != eval.KindMisPaired {
		t.Fatalf("severity %q, problems %+v", run.Severity, run.Problems)
	}
	if it := run.Problems[0].Items; len(it) != 1 || !strings.HasPrefix(it[0], `sorted.json:4: keys are not "0" … "124" in file order (here "10" is at position 2)`) {
		t.Errorf("items %q", it)
	}
}

// TestStrictQuestions checks that each question row carries the strict
// flags of the CLI's record for it, that the run's strict summary is the
// CLI's (report.Strict, with each flag's wording), and that comparing two
// runs ranks them as spidereval compare does (compare.Rank over the CLI's
// records), each system with the questions a strict flag moves (BIRD
// Mini-Dev, every 4th question, GPT-4 and GPT-3.5).
func TestStrictQuestions(t *testing.T) {
	if testing.Short() && runtime.GOOS == "js" {
		t.Skip("slow under node; the same run is scored natively")
	}
	gold, preds := "mini_dev_sqlite_gold.sql", []string{"predictions/mini_dev_gpt-4_sqlite.json", "predictions/mini_dev_gpt-35-turbo_sqlite.json"}
	files, read, dbDir := birdKit(t, append([]string{gold}, preds...)...)
	rec := &recorder{}
	e := New(Host{Post: rec.post})
	e.Handle(protocol.Request{Type: protocol.Load, ID: 1}, files)
	cat := exec.NewDirCatalog(dbDir)
	defer cat.Close()
	var cli []compare.Run
	var ids []int
	for k, pred := range preds {
		e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 2 + k, Gold: gold, Pred: pred, Compat: "bird", Etype: "exec"}, nil)
		want, err := eval.Evaluate(context.Background(), eval.Inputs{Gold: dataset.File{Name: gold, Data: read(gold)}, Pred: dataset.File{Name: pred, Data: read(pred)}, Exec: cat},
			eval.Options{Compat: eval.Bird, Etype: "exec"}, nil)
		if err != nil {
			t.Fatal(err)
		}
		cli = append(cli, compare.Run{Name: pred, Records: want.Records, Etype: "exec"})
		var qs []protocol.Question
		for _, m := range rec.of(protocol.Questions) {
			if m.ID == 2+k {
				qs = append(qs, m.Questions...)
			}
		}
		if len(qs) != len(want.Records) {
			t.Fatalf("%s: %d questions, %d records", pred, len(qs), len(want.Records))
		}
		flagged := 0
		for i, q := range qs {
			if !slices.Equal(q.Strict, want.Records[i].Strict) {
				t.Errorf("%s: question %d: strict %v, the CLI's record %v", pred, i, q.Strict, want.Records[i].Strict)
			}
			if len(q.Strict) > 0 {
				flagged++
			}
		}
		if flagged == 0 {
			t.Errorf("%s: no question of the sample is flagged", pred)
		}
		var run *protocol.Run
		for _, m := range rec.of(protocol.RunStart) {
			if m.ID == 2+k {
				run = m.Run
			}
		}
		sum := report.Strict(want.Records)
		if run == nil || run.Strict == nil || run.Strict.Count != sum.Count || run.Strict.Right != sum.Right || run.Strict.StrictEX != sum.StrictEX || len(run.Strict.Flags) != len(exec.StrictFlags) {
			t.Fatalf("%s: strict summary %+v, the CLI's %+v", pred, run, sum)
		}
		for i, f := range run.Strict.Flags {
			if f.Flag != string(exec.StrictFlags[i]) || f.Count != sum.Flagged[f.Flag] || f.Meaning != report.StrictMeaning(exec.StrictFlags[i]) || f.Meaning == "" {
				t.Errorf("%s: flag %+v, the CLI counts %d", pred, f, sum.Flagged[f.Flag])
			}
		}
		ids = append(ids, run.ID)
	}
	e.Handle(protocol.Request{Type: protocol.Compare, ID: 9, Runs: ids, Metric: "exact"}, nil) // BIRD runs: EX whatever is asked
	got := rec.of(protocol.Compared)
	if len(got) != 1 || got[0].Comparison.Ranking == nil {
		t.Fatalf("compare: %+v %+v", got, rec.of(protocol.Failed))
	}
	opt := compare.DefaultOptions()
	c, err := compare.Runs(cli, compare.Exec, opt)
	if err != nil {
		t.Fatal(err)
	}
	want, err := compare.Rank(c, cli, opt)
	if err != nil {
		t.Fatal(err)
	}
	rk := got[0].Comparison.Ranking
	if len(rk.Systems) != len(want.Rows) || *rk.Kendall != *want.Kendall || *rk.Spearman != *want.Spearman || rk.Level != opt.Level {
		t.Fatalf("ranking %+v, want %+v", rk, want)
	}
	moved := 0
	for i, s := range rk.Systems {
		w := want.Rows[i]
		if s.Run != ids[w.Model] || s.Name != preds[w.Model] || s.Official != w.Official || s.Strict != w.Strict || s.RankO != w.RankO || s.RankS != w.RankS ||
			s.Change != w.Change || s.StrictLow != w.CIS.Score.Low || s.RankOHigh != w.CIO.RankHigh || !slices.Equal(s.Moved, w.StrictMoved) {
			t.Errorf("system %d: %+v, want %+v", i, s, w)
		}
		if float64(s.Right-len(s.Moved)) != s.Strict*float64(c.N) {
			t.Errorf("%s: %d right, %d moved, strict %v of %d", s.Name, s.Right, len(s.Moved), s.Strict, c.N)
		}
		moved += len(s.Moved)
	}
	if moved == 0 {
		t.Error("no question moves a strict score")
	}
}
