package main

import (
	"bufio"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval/compare"
)

// birdGolden reads the official scripts' per-example EX and difficulty
// from a golden .bird.jsonl file of the data kit.
func birdGolden(t *testing.T, path string) (ex []int, difficulty []string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var r struct {
			Index      int    `json:"index"`
			EX         int    `json:"ex"`
			Difficulty string `json:"difficulty"`
		}
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		if r.Index != len(ex) {
			t.Fatalf("%s: index %d on line %d", path, r.Index, len(ex)+1)
		}
		ex, difficulty = append(ex, r.EX), append(difficulty, r.Difficulty)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return ex, difficulty
}

// TestCompareBird compares two BIRD Mini-Dev prediction files of the data
// kit: the 2×2 cells, overall and per difficulty, and each model's EX are
// the ones the official scripts' per-example verdicts give.
func TestCompareBird(t *testing.T) {
	dir := miniDev(t)
	models := []string{"mini_dev_gpt-4_sqlite", "mini_dev_gpt-35-turbo_sqlite"}
	var ex [2][]int
	var difficulty []string
	for m, name := range models {
		ex[m], difficulty = birdGolden(t, filepath.Join(dir, "golden", name+".bird.jsonl"))
	}
	args := append([]string{"compare"}, miniDevFlags(dir, dir,
		filepath.Join(dir, "predictions", models[0]+".json"), filepath.Join(dir, "predictions", models[1]+".json"))...)
	withJSON := append(append(append([]string{}, args[:len(args)-2]...), "--json"), args[len(args)-2:]...)
	stdout, stderr, code := runCLI(t, withJSON...)
	var out compareOut
	if err := json.Unmarshal([]byte(stdout), &out); code != 0 || err != nil {
		t.Fatalf("exit %d, %v; stderr:\n%s", code, err, stderr)
	}
	checkConsistent(t, out, 2)
	if out.Metric != "exec" || out.N != len(ex[0]) || out.Excluded != 0 {
		t.Fatalf("metric %s n %d excluded %d, want exec over %d, none excluded; stderr:\n%s", out.Metric, out.N, out.Excluded, len(ex[0]), stderr)
	}
	want := officialCells(ex[0], ex[1], difficulty)
	p := out.Pairs[0]
	if got := (compare.Counts{AOnly: p.AOnly, BOnly: p.BOnly, Both: p.Both, Neither: p.Neither}); got != *want[compare.All] {
		t.Errorf("cells %+v, the official verdicts give %+v", got, *want[compare.All])
	}
	if p.AOnly == 0 || p.BOnly == 0 {
		t.Errorf("cells %+v: the case should have discordant questions both ways", p)
	}
	if want := compare.McNemar(p.AOnly, p.BOnly); p.McNemarP != want {
		t.Errorf("mcnemar_p %v, want %v", p.McNemarP, want)
	}
	// Per difficulty: the full JSON has each level's cells.
	var full struct {
		Pairs []struct {
			Levels map[string]compare.Stats
		}
		Models []struct {
			Exec   float64
			Levels map[string]struct {
				Count int
				Exec  float64
			}
		}
	}
	if err := json.Unmarshal([]byte(stdout), &full); err != nil {
		t.Fatal(err)
	}
	levels := full.Pairs[0].Levels
	if len(levels) != 3 {
		t.Errorf("levels %v, want simple, moderate, challenging", levels)
	}
	for _, l := range []string{"simple", "moderate", "challenging"} {
		if got := levels[l].Counts; got != *want[l] {
			t.Errorf("%s: cells %+v, the official verdicts give %+v", l, got, *want[l])
		}
		for m := range models {
			right, n := countLevel(ex[m], difficulty, l)
			got := full.Models[m].Levels[l]
			if got.Count != n || math.Abs(got.Exec-float64(right)/float64(n)) > 1e-12 {
				t.Errorf("%s %s: count %d EX %v, want %d and %v", models[m], l, got.Count, got.Exec, n, float64(right)/float64(n))
			}
		}
	}
	// The text output names BIRD's levels and metric.
	text, _, _ := runCLI(t, args...)
	requireAll(t, "text output", text, "execution accuracy (EX) on 500 questions", "simple", "challenging", "by difficulty")
	// Exact match is not a BIRD metric.
	if _, stderr, code := runCLI(t, "compare", "--compat", "bird", "--etype", "match", "--gold", "g", "a", "b"); code != 2 || !strings.Contains(stderr, "compared on execution (EX)") {
		t.Errorf("--etype match with --compat bird: exit %d, stderr %s", code, stderr)
	}
}

// officialCells are the 2×2 cells of two models' official verdicts (a, b),
// overall (compare.All) and per difficulty.
func officialCells(a, b []int, difficulty []string) map[string]*compare.Counts {
	cells := map[string]*compare.Counts{compare.All: {}}
	for i := range a {
		for _, l := range []string{compare.All, difficulty[i]} {
			if cells[l] == nil {
				cells[l] = &compare.Counts{}
			}
			c := cells[l]
			byVerdicts := [2][2]*int{{&c.Neither, &c.BOnly}, {&c.AOnly, &c.Both}} // [a's verdict][b's]
			*byVerdicts[a[i]][b[i]]++
		}
	}
	return cells
}

// countLevel counts the questions of one difficulty and the right ones.
func countLevel(ex []int, difficulty []string, level string) (right, n int) {
	for i := range ex {
		if difficulty[i] == level {
			right += ex[i]
			n++
		}
	}
	return right, n
}
