package compare

import (
	"slices"
	"testing"

	"github.com/spidereval/spidereval/eval/report"
)

// birdRuns builds BIRD runs over n questions: ex[m][k] is run m's EX on
// question k, strict[m] the questions of run m carrying a strict flag.
func birdRuns(n int, ex [][]int, strict []map[int]bool) []Run {
	runs := make([]Run, len(ex))
	for m := range ex {
		runs[m].Name = string(rune('A' + m))
		for k := range n {
			v := ex[m][k]
			r := report.Record{Index: k, Turn: k, DBID: "db", Gold: "SELECT 1", Difficulty: "simple", EX: &v, Exec: &v}
			if strict[m][k] {
				r.Strict = []string{"duplicates"}
			}
			runs[m].Records = append(runs[m].Records, r)
		}
	}
	return runs
}

// TestRank: A leads officially (3 of 4 against B's 2) but two of its
// right answers carry strict flags, so B leads under strict scoring; the
// questions that move each strict score are the flagged right answers
// (a flag on a wrong answer moves nothing); with alternative golds the
// corrected verdicts rank them again.
func TestRank(t *testing.T) {
	ex := [][]int{{1, 1, 1, 0}, {1, 1, 0, 0}}
	strict := []map[int]bool{{0: true, 2: true, 3: true}, {}}
	runs := birdRuns(4, ex, strict)
	opt := Options{Resamples: 200, Level: 0.95, Seed: 1}
	c, err := Runs(runs, Exec, opt)
	if err != nil {
		t.Fatal(err)
	}
	rk, err := Rank(c, runs, opt)
	if err != nil {
		t.Fatal(err)
	}
	a, b := rk.Rows[0], rk.Rows[1]
	if a.Name != "A" || a.Model != 0 || a.Official != 0.75 || a.Strict != 0.25 || a.RankO != 1 || a.RankS != 2 || a.Change != -1 {
		t.Errorf("A: %+v", a)
	}
	if b.Name != "B" || b.Official != 0.5 || b.Strict != 0.5 || b.RankS != 1 || b.Change != 1 {
		t.Errorf("B: %+v", b)
	}
	if !slices.Equal(a.StrictMoved, []int{0, 2}) || len(b.StrictMoved) != 0 {
		t.Errorf("moved by strict: A %v, B %v", a.StrictMoved, b.StrictMoved)
	}
	if rk.Kendall == nil || *rk.Kendall != -1 || rk.Corrected || a.Corrected != nil {
		t.Errorf("τ %v, corrected %v", rk.Kendall, rk.Corrected)
	}
	// B's question 3 is right against its alternative gold: B ties A.
	one := 1
	runs[1].Records[3].Corrected = &one
	runs[0].Alt, runs[1].Alt = true, true
	if rk, err = Rank(c, runs, opt); err != nil {
		t.Fatal(err)
	}
	a, b = rk.Rows[0], rk.Rows[1]
	if !rk.Corrected || *b.Corrected != 0.75 || *a.RankC != 1.5 || *b.RankC != 1.5 || *b.ChangeC != 0.5 || !slices.Equal(b.CorrectedMoved, []int{3}) || len(a.CorrectedMoved) != 0 {
		t.Errorf("corrected: A %+v B %+v", a, b)
	}
	// Exact match has no strict ranking.
	if rk, err := Rank(&Comparison{Metric: Exact, N: 4}, runs, opt); rk != nil || err != nil {
		t.Errorf("exact match ranked: %+v %v", rk, err)
	}
}
