package main

import (
	"encoding/json"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval/compare"
)

// TestCompareRanking compares the kit's five BIRD Mini-Dev prediction
// files: each system's official EX is the official scripts' (golden), its
// strict EX the count eval/bird/testdata/strict_counts.tsv derives with
// Python's sqlite3, the ranks and correlations follow from those numbers,
// and every score lies inside its bootstrap interval; the text report
// prints the table.
func TestCompareRanking(t *testing.T) {
	dir := miniDev(t)
	names := []string{"mini_dev_gpt-4_sqlite", "mini_dev_gpt-35-turbo_sqlite", "mini_dev_meta-llama-3-70b-instruct-2_sqlite",
		"mini_dev_mistralai-mixtral-8x7b-instru-4_sqlite", "mini_dev_gpt-4-o_cot_SQLite"}
	args := append([]string{"compare"}, miniDevFlags(dir, dir, "--resamples", "2000")...)
	official, strict := map[string]float64{}, map[string]float64{}
	var so, ss []float64
	for _, n := range names {
		args = append(args, filepath.Join(dir, "predictions", n+".json"))
		ex, _ := birdGolden(t, filepath.Join(dir, "golden353", n+".bird.jsonl"))
		right := 0
		for _, v := range ex {
			right += v
		}
		official[n+".json"] = float64(right) / 500
		strict[n+".json"] = float64(strictCountsLine(t, n)[6]) / 500
		so, ss = append(so, official[n+".json"]), append(ss, strict[n+".json"])
	}
	stdout, stderr, code := runCLI(t, append(args[:1:1], append([]string{"--json"}, args[1:]...)...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var doc struct{ Ranking *ranking }
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatal(err)
	}
	rk := doc.Ranking
	if rk == nil || len(rk.Rows) != len(names) {
		t.Fatalf("ranking %+v", rk)
	}
	ro, rs := compare.Ranks(so), compare.Ranks(ss)
	for i, r := range rk.Rows {
		if r.Official != official[r.Name] || r.Strict != strict[r.Name] {
			t.Errorf("%s: official %v strict %v, want %v and %v", r.Name, r.Official, r.Strict, official[r.Name], strict[r.Name])
		}
		if i > 0 && rk.Rows[i-1].RankO > r.RankO {
			t.Errorf("rows not in official rank order: %+v", rk.Rows)
		}
		if r.CIO.Score.Low > r.Official || r.CIO.Score.High < r.Official || r.CIS.Score.Low > r.Strict || r.CIS.Score.High < r.Strict ||
			r.CIO.RankLow > r.RankO || r.CIO.RankHigh < r.RankO {
			t.Errorf("%s: a score or rank outside its interval: %+v", r.Name, r)
		}
		for m, n := range names {
			if n+".json" == r.Name && (r.RankO != ro[m] || r.RankS != rs[m] || r.Change != ro[m]-rs[m]) {
				t.Errorf("%s: ranks %v → %v, want %v → %v", r.Name, r.RankO, r.RankS, ro[m], rs[m])
			}
		}
	}
	if rk.Kendall == nil || math.Abs(*rk.Kendall-compare.KendallTau(ro, rs)) > 1e-12 || rk.Spearman == nil || math.Abs(*rk.Spearman-compare.Spearman(ro, rs)) > 1e-12 {
		t.Errorf("correlations %v %v", rk.Kendall, rk.Spearman)
	}
	text, _, _ := runCLI(t, args...)
	requireAll(t, "the text report", text, "\nranking under official EX (the reference's verdicts) and strict EX", "official vs strict ranking: Kendall's tau-b ")
}

// TestCompareCorrected ranks two Mini-Dev systems against the alternative
// golds of testdata/goldalt too: GPT-4's corrected EX is the official
// script's on the gold file with those golds in place (200 of 500), and
// each system's corrected rank follows from the corrected scores.
func TestCompareCorrected(t *testing.T) {
	dir := miniDev(t)
	stdout, stderr, code := runCLI(t, append([]string{"compare", "--json"}, miniDevFlags(dir, dir, "--resamples", "500",
		"--gold-alt", "testdata/goldalt/mini_dev_alt.jsonl",
		filepath.Join(dir, "predictions", "mini_dev_gpt-35-turbo_sqlite.json"), filepath.Join(dir, "predictions", "mini_dev_gpt-4_sqlite.json"))...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stderr, "mini_dev_alt.jsonl:21: question_id 999999 names no scored question") {
		t.Errorf("the unmatched entry is not named: %s", stderr)
	}
	var doc struct{ Ranking *ranking }
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatal(err)
	}
	rk := doc.Ranking
	if rk == nil || len(rk.Rows) != 2 || rk.KendallC == nil {
		t.Fatalf("ranking %+v", rk)
	}
	var sc []float64
	for _, r := range rk.Rows {
		if r.Corrected == nil || r.RankC == nil || r.CIC == nil {
			t.Fatalf("%s: no corrected score: %+v", r.Name, r)
		}
		if r.Name == "mini_dev_gpt-4_sqlite.json" && *r.Corrected != 200.0/500 {
			t.Errorf("GPT-4 corrected %v, want 200 of 500", *r.Corrected)
		}
		sc = append(sc, *r.Corrected)
	}
	for i, rc := range compare.Ranks(sc) {
		if *rk.Rows[i].RankC != rc {
			t.Errorf("%s: corrected rank %v, want %v", rk.Rows[i].Name, *rk.Rows[i].RankC, rc)
		}
	}
}
