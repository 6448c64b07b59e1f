package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/internal/datakit"
)

// birdVerdict is the part of a golden or JSONL BIRD record compared here.
type birdVerdict struct {
	Index  int     `json:"index"`
	DBID   string  `json:"db_id"`
	EX     int     `json:"ex"`
	SoftF1 float64 `json:"soft_f1"`
	DamoEX int     `json:"damo_ex"`
}

func readBirdVerdicts(t *testing.T, path string) []birdVerdict {
	t.Helper()
	var out []birdVerdict
	for _, l := range readLines(t, path) {
		var v birdVerdict
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out = append(out, v)
	}
	return out
}

// TestBirdAgainstOfficial runs --compat bird on the kit and compares the
// printed EX table and every example's ex and damo_ex with the official
// scripts' (Soft-F1 is compared in eval/bird, which lists the few examples
// whose row order differs between SQLite versions).
func TestBirdAgainstOfficial(t *testing.T) {
	dir := datakit.Require(t)
	kit := filepath.Join(dir, "bird")
	cases := []struct{ name, gold, diff, pred, db, golden string }{
		{"spider as BIRD, Graphix-T5", "spider_as_bird/dev.json", "", "spider_as_bird/predictions/spider_dev.graphix_t5.json",
			filepath.Join(dir, "spider", "database"), "spider_as_bird/golden353/spider_dev.graphix_t5.bird"},
		{"Mini-Dev, GPT-4", "bird_dev_synth/mini_dev_sqlite_gold.sql", "bird_dev_synth/mini_dev_sqlite.jsonl", "bird_dev_synth/predictions/mini_dev_gpt-4_sqlite.json",
			filepath.Join(kit, "bird_dev_synth", "dev_databases"), "bird_dev_synth/golden353/mini_dev_gpt-4_sqlite.bird"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out.jsonl")
			args := []string{"--compat", "bird", "--gold", filepath.Join(kit, c.gold), "--pred", filepath.Join(kit, c.pred), "--db", c.db, "--jsonl", out}
			if c.diff != "" {
				args = append(args, "--difficulty", filepath.Join(kit, c.diff))
			}
			stdout, stderr, code := runCLI(t, args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			want, err := os.ReadFile(filepath.Join(kit, c.golden+".report.txt"))
			if err != nil {
				t.Fatal(err)
			}
			// The official scripts run with SQLite 3.53.4 (golden353): the EX
			// and Soft-F1 tables are printed byte for byte; DAMO's follows.
			miniTables := func(s string) string { i := strings.Index(s, "\nstart calculate\n"); return s[:max(i, 0)] }
			if got := strings.TrimRight(stdout, "\n"); got == "" || got != strings.TrimRight(miniTables(string(want)), "\n") {
				t.Errorf("tables differ:\n%s\n--- official ---\n%s", got, miniTables(string(want)))
			}
			if !strings.Contains(stdout, "start calculate Soft F1") || strings.Contains(stdout, "R-VES") {
				t.Errorf("want the Soft-F1 table and no R-VES table without --ves:\n%s", stdout)
			}
			got, golden := readBirdVerdicts(t, out), readBirdVerdicts(t, filepath.Join(kit, c.golden+".jsonl"))
			if len(got) != len(golden) {
				t.Fatalf("%d records, official %d", len(got), len(golden))
			}
			for i := range got {
				if got[i] != golden[i] {
					t.Errorf("example %d: %+v, official %+v", i, got[i], golden[i])
				}
			}
		})
	}
}

// TestBirdNoSilentLoss: a missing database, a short prediction file and a
// gold line the scripts would crash on are named, and the exit status says so.
func TestBirdNoSilentLoss(t *testing.T) {
	tmp := t.TempDir()
	gold := writeFile(t, tmp, "gold.sql", "SELECT count(*) FROM singer\tconcert_singer\nSELECT 1\tno_such_db\nSELECT 2\n")
	pred := writeFile(t, tmp, "pred.json", `{"0": "SELECT count(*) FROM singer\t----- bird -----\tconcert_singer", "1": "SELECT 1\t----- bird -----\tno_such_db"}`)
	out := filepath.Join(tmp, "out.jsonl")
	stdout := runExpect(t, exitRefused, []string{"pred.json: 2 predictions for 3 gold questions", "database no_such_db:"},
		"--compat", "bird", "--gold", gold, "--pred", pred, "--db", filepath.Join(demo, "database"), "--jsonl", out)
	if !strings.Contains(stdout, "start calculate EX") {
		t.Errorf("no report:\n%s", stdout)
	}
	got := readBirdVerdicts(t, out)
	// SELECT 1 on a missing database runs on an empty one, as sqlite3.connect creates it: EX 1.
	if len(got) != 2 || got[0].EX != 1 || got[1].EX != 1 {
		t.Errorf("verdicts %+v", got)
	}
}

// TestBirdQuestionID: each JSONL record of a BIRD run carries its
// question's question_id from the question file (the difficulty file of
// gold SQL lines here), as the last field: the fields before it are the
// records' of before, byte for byte. Gold lines alone have none.
func TestBirdQuestionID(t *testing.T) {
	kit := miniDev(t)
	dir := datakit.BirdSample(t, kit, 25, "mini_dev_sqlite_gold.sql", "mini_dev_sqlite.jsonl", "predictions/mini_dev_gpt-4_sqlite.json")
	run := func(diff bool) []string {
		out := filepath.Join(t.TempDir(), "out.jsonl")
		args := []string{"--compat", "bird", "--gold", filepath.Join(dir, "mini_dev_sqlite_gold.sql"), "--pred", filepath.Join(dir, "predictions/mini_dev_gpt-4_sqlite.json"),
			"--db", filepath.Join(kit, "dev_databases"), "--jsonl", out}
		if diff {
			args = append(args, "--difficulty", filepath.Join(dir, "mini_dev_sqlite.jsonl"))
		}
		// Gold lines without difficulties: the scripts would stop (exit 3).
		if _, stderr, code := runCLI(t, args...); code != 0 && (diff || code != exitRefused) {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		return readLines(t, out)
	}
	var want []int64
	for _, l := range readLines(t, filepath.Join(dir, "mini_dev_sqlite.jsonl")) {
		var q struct {
			QuestionID int64 `json:"question_id"`
		}
		if err := json.Unmarshal([]byte(l), &q); err != nil {
			t.Fatal(err)
		}
		want = append(want, q.QuestionID)
	}
	with, without := run(true), run(false)
	if len(with) != len(want) || len(without) != len(want) || len(want) != 20 {
		t.Fatalf("%d and %d records, %d questions", len(with), len(without), len(want))
	}
	for i, l := range with {
		var r struct {
			QuestionID *int64 `json:"question_id"`
		}
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatal(err)
		}
		if r.QuestionID == nil || *r.QuestionID != want[i] {
			t.Errorf("record %d: question_id %v, want %d", i, r.QuestionID, want[i])
			continue
		}
		suffix := fmt.Sprintf(`,"question_id":%d}`, want[i])
		if !strings.HasSuffix(l, suffix) {
			t.Errorf("record %d: question_id is not the last field: %s", i, l)
		}
		if strings.Contains(without[i], "question_id") {
			t.Errorf("record %d of gold lines alone has a question_id: %s", i, without[i])
		}
	}
}

// miniDev is the kit's BIRD Mini-Dev folder: its gold, difficulties,
// predictions and synthetic databases.
func miniDev(t *testing.T) string {
	return filepath.Join(datakit.Require(t), "bird", "bird_dev_synth")
}

// miniDevFlags are the flags of a BIRD run on the Mini-Dev gold and
// difficulties in dir (the kit's folder, or a sample of it) and the
// databases of kit, then more.
func miniDevFlags(kit, dir string, more ...string) []string {
	return append([]string{"--compat", "bird", "--gold", filepath.Join(dir, "mini_dev_sqlite_gold.sql"),
		"--difficulty", filepath.Join(dir, "mini_dev_sqlite.jsonl"), "--db", filepath.Join(kit, "dev_databases")}, more...)
}
