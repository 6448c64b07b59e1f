package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/internal/datakit"
)

// TestAnnotationsBySubsentences joins the kit's Spider-SS dev file to
// Spider dev and breaks exact match down by number of sub-sentences.
func TestAnnotationsBySubsentences(t *testing.T) {
	dir := datakit.Require(t)
	out, errOut, code := runCLI(t, spiderDevRun(dir, "dev.json", "--pred", filepath.Join(dir, "spider", "dev_gold.sql"), "--etype", "match", "--quiet",
		"--annotations", filepath.Join(dir, "spider_ss", "dev.json"), "--by", "subsentences")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(errOut, "spider-ss: 1034 of 1034 questions annotated (957 by question md5, 77 by position and db_id)") {
		t.Errorf("stderr: %s", errOut)
	}
	_, table, _ := strings.Cut(out, "breakdown by subsentences\n")
	for _, row := range []string{"1             222", "2             642", "3             163", "4             7", "total         1034"} {
		if !strings.Contains(table, row) {
			t.Errorf("no row %q in\n%s", row, table)
		}
	}
}

// TestSpiderCGSplit: a Spider-CG style gold (Spider's fields plus a split)
// breaks down by split.
func TestSpiderCGSplit(t *testing.T) {
	var demoGold []map[string]any
	data, err := os.ReadFile(filepath.Join(demo, "dev.json"))
	if err == nil {
		err = json.Unmarshal(data, &demoGold)
	}
	if err != nil {
		t.Fatal(err)
	}
	var gold []map[string]any
	var preds []string
	for i, g := range demoGold[:6] {
		split := "CG-SUB_D"
		if i%2 == 1 {
			split = "CG-APP_D"
		}
		gold = append(gold, map[string]any{"question": g["question"], "query": g["query"], "db_id": g["db_id"], "split": split})
		preds = append(preds, g["query"].(string))
	}
	preds[1] = "SELECT name FROM singer"
	dir := t.TempDir()
	gb, _ := json.Marshal(gold)
	goldPath := writeFile(t, dir, "cg.json", string(gb))
	predPath := writeFile(t, dir, "pred.sql", strings.Join(preds, "\n")+"\n")
	out, errOut, code := runCLI(t, "--gold", goldPath, "--pred", predPath, "--table", filepath.Join(demo, "tables.json"),
		"--db", filepath.Join(demo, "database"), "--etype", "match", "--quiet", "--by", "split")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	_, table, _ := strings.Cut(out, "breakdown by split\n")
	if !strings.Contains(table, "CG-SUB_D  3") || !strings.Contains(table, "CG-APP_D  3") || !strings.Contains(table, "0.667") {
		t.Errorf("breakdown:\n%s", table)
	}
}
