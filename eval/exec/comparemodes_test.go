package exec

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spidereval/spidereval/internal/datakit"
)

// TestCompareRows: each comparison on rows built to tell them apart.
func TestCompareRows(t *testing.T) {
	i, f, s, b, n := IntValue, FloatValue, TextValue, func(x string) Value { return BlobValue([]byte(x)) }, NullValue()
	rows := func(rs ...Row) []Row { return rs }
	cases := []struct {
		name       string
		gold, pred []Row
		goldSQL    string
		want       map[string]bool // by mode
	}{
		{"equal", rows(Row{i(1), s("a")}), rows(Row{i(1), s("a")}), "", all(true)},
		{"1 == 1.0", rows(Row{i(1)}), rows(Row{f(1.0)}), "", all(true)},
		{"-0.0 == 0", rows(Row{i(0)}), rows(Row{f(-0.0)}), "", all(true)},
		{"2**53+1 != 2.0**53", rows(Row{i(1<<53 + 1)}), rows(Row{f(1 << 53)}), "", all(false)},
		{"str != bytes", rows(Row{s("a")}), rows(Row{b("a")}), "", all(false)},
		{"null", rows(Row{n}), rows(Row{n}), "", all(true)},
		{"null != 0", rows(Row{n}), rows(Row{i(0)}), "", all(false)},
		{"row order", rows(Row{i(1)}, Row{i(2)}), rows(Row{i(2)}, Row{i(1)}), "SELECT x FROM t",
			map[string]bool{CompareMultiset: true, CompareFrozenset: true, CompareSetRound10: true, CompareOrderedIfOrderBy: true}},
		{"row order under ORDER BY", rows(Row{i(1)}, Row{i(2)}), rows(Row{i(2)}, Row{i(1)}), "SELECT x FROM t Order  By x",
			map[string]bool{CompareMultiset: true, CompareFrozenset: true, CompareSetRound10: true, CompareOrderedIfOrderBy: true}},
		{"row order under order by", rows(Row{i(1)}, Row{i(2)}), rows(Row{i(2)}, Row{i(1)}), "SELECT x FROM t order by x",
			map[string]bool{CompareMultiset: true, CompareFrozenset: true, CompareSetRound10: true, CompareOrderedIfOrderBy: false}},
		{"duplicates", rows(Row{i(1)}, Row{i(1)}), rows(Row{i(1)}), "",
			map[string]bool{CompareMultiset: false, CompareFrozenset: true, CompareSetRound10: true, CompareOrderedIfOrderBy: false}},
		{"column order", rows(Row{i(1), i(2)}), rows(Row{i(2), i(1)}), "", all(false)},
		{"float noise", rows(Row{f(0.30000000000000004)}), rows(Row{f(0.3)}), "",
			map[string]bool{CompareMultiset: false, CompareFrozenset: false, CompareSetRound10: true, CompareOrderedIfOrderBy: false}},
		{"both empty", nil, rows(), "", all(true)},
		{"width", rows(Row{i(1)}), rows(Row{i(1), i(1)}), "", all(false)},
	}
	for _, c := range cases {
		for _, mode := range CompareModes {
			if got := CompareRows(mode, c.gold, c.pred, c.goldSQL); got != c.want[mode] {
				t.Errorf("%s, %s: %v, want %v", c.name, mode, got, c.want[mode])
			}
		}
	}
	if CheckCompareMode("set") == nil || CheckCompareMode(CompareFrozenset) != nil {
		t.Error("CheckCompareMode")
	}
}

func all(v bool) map[string]bool {
	m := map[string]bool{}
	for _, mode := range CompareModes {
		m[mode] = v
	}
	return m
}

// TestCompareModesParity: on the kit's Spider dev and BIRD predictions,
// each comparison gives the verdict the recipe's own statement of it gives
// on Python's sqlite3 (testdata/comparemodes/recipes.py), on every sample
// both engines run.
func TestCompareModesParity(t *testing.T) {
	kit := datakit.Require(t)
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found: the recipes' statements run on Python's sqlite3")
	}
	spider := filepath.Join(kit, "spider")
	bird := filepath.Join(kit, "bird", "bird_dev_synth")
	sets := []struct {
		name, db string
		samples  func(t *testing.T) []sample
	}{
		{"spider_dev.graphix_t5", filepath.Join(spider, "database"), func(t *testing.T) []sample {
			return pairLines(t, filepath.Join(spider, "dev_gold.sql"), filepath.Join(kit, "predictions", "spider_dev.graphix_t5.sql"), 1)
		}},
		{"spider_dev.gpt4_zeroshot", filepath.Join(spider, "database"), func(t *testing.T) []sample {
			return pairLines(t, filepath.Join(spider, "dev_gold.sql"), filepath.Join(kit, "predictions", "spider_dev.gpt4_zeroshot.sql"), 1)
		}},
		// Every fourth question: BIRD's queries are slower.
		{"bird_dev.etm_DAIL", filepath.Join(bird, "dev_databases"), func(t *testing.T) []sample {
			return pairLines(t, filepath.Join(bird, "dev_gold.sql"), filepath.Join(bird, "predictions", "bird_dev.etm_DAIL.json"), 4)
		}},
	}
	for _, set := range sets {
		t.Run(set.name, func(t *testing.T) {
			samples := set.samples(t)
			var in bytes.Buffer
			for _, s := range samples {
				line, _ := json.Marshal(s)
				in.Write(append(line, '\n'))
			}
			cmd := exec.Command(python, filepath.Join("testdata", "comparemodes", "recipes.py"), set.db)
			cmd.Stdin, cmd.Stderr = &in, os.Stderr
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("recipes.py: %v", err)
			}
			lines := strings.Split(strings.TrimSpace(string(out)), "\n")
			if len(lines) != len(samples) {
				t.Fatalf("recipes.py gave %d verdicts for %d samples", len(lines), len(samples))
			}
			dbs := map[string]*DB{}
			defer func() {
				for _, db := range dbs {
					db.Close()
				}
			}()
			compared, differ, matches := 0, 0, map[string]int{}
			for k, s := range samples {
				var want map[string]any
				if err := json.Unmarshal([]byte(lines[k]), &want); err != nil {
					t.Fatal(err)
				}
				if want["error"] != nil {
					continue
				}
				db := dbs[s.DBID]
				if db == nil {
					if db, err = OpenFile(filepath.Join(set.db, s.DBID, s.DBID+".sqlite")); err != nil {
						t.Fatal(err)
					}
					dbs[s.DBID] = db
				}
				lim := Limits{Timeout: 5 * time.Second}
				gold, gerr := db.Query(context.Background(), s.Gold, lim)
				pred, perr := db.Query(context.Background(), s.Pred, lim)
				if gerr != nil || perr != nil {
					t.Logf("sample %d runs in Python only: %v %v", k, gerr, perr)
					continue
				}
				compared++
				for _, mode := range CompareModes {
					got := CompareRows(mode, gold.Rows, pred.Rows, s.Gold)
					if got {
						matches[mode]++
					}
					if got != want[mode] {
						differ++
						t.Errorf("sample %d (%s), %s: %v, recipe %v\n gold %s\n pred %s", k, s.DBID, mode, got, want[mode], s.Gold, s.Pred)
					}
				}
			}
			t.Logf("%d of %d samples compared under %d modes, %d verdicts differ; matches by mode %v", compared, len(samples), len(CompareModes), differ, matches)
			if compared < len(samples)*3/4 {
				t.Errorf("only %d of %d samples compared", compared, len(samples))
			}
		})
	}
}

type sample struct {
	DBID string `json:"db_id"`
	Gold string `json:"gold"`
	Pred string `json:"pred"`
}

// pairLines pairs every step-th gold line (SQL<TAB>db_id) with its
// prediction: a line, or a BIRD JSON object {"i": "SQL\t----- bird -----\tdb_id"}.
func pairLines(t *testing.T, goldPath, predPath string, step int) []sample {
	t.Helper()
	gdata, err := os.ReadFile(goldPath)
	if err != nil {
		t.Fatal(err)
	}
	pdata, err := os.ReadFile(predPath)
	if err != nil {
		t.Fatal(err)
	}
	var preds []string
	if strings.HasSuffix(predPath, ".json") {
		var m map[string]string
		if err := json.Unmarshal(pdata, &m); err != nil {
			t.Fatal(err)
		}
		preds = make([]string, len(m))
		for k, v := range m {
			var i int
			if _, err := fmt.Sscan(k, &i); err != nil || i < 0 || i >= len(m) {
				t.Fatalf("%s: key %q", predPath, k)
			}
			preds[i], _, _ = strings.Cut(v, "\t----- bird -----\t")
		}
	} else {
		preds = strings.Split(strings.TrimRight(string(pdata), "\n"), "\n")
	}
	golds := strings.Split(strings.TrimRight(string(gdata), "\n"), "\n")
	if len(golds) != len(preds) {
		t.Fatalf("%d gold lines, %d predictions", len(golds), len(preds))
	}
	var out []sample
	for i := 0; i < len(golds); i += step {
		sql, db, ok := strings.Cut(golds[i], "\t")
		if !ok {
			t.Fatalf("%s:%d: no db_id", goldPath, i+1)
		}
		out = append(out, sample{DBID: strings.TrimSpace(db), Gold: sql, Pred: strings.TrimSpace(preds[i])})
	}
	return out
}

// TestCacheableFailures: only a failure the same query always meets is
// kept by a result cache (the serve prediction cache among them).
func TestCacheableFailures(t *testing.T) {
	for _, c := range []struct {
		err  error
		want bool
	}{
		{&ExecError{Kind: ErrSyntax, Msg: "no such column"}, true},
		{&ExecError{Kind: ErrRefused, Msg: "write"}, true},
		{&ExecError{Kind: ErrTooLarge, Msg: "rows"}, true},
		{&ExecError{Kind: ErrTimeout, Msg: "deadline"}, false},
		{&ExecError{Kind: ErrMemory, Msg: "address space"}, false},
		{&ExecError{Kind: ErrRuntime, Panic: true, Msg: MsgPanic}, false},
		{context.Canceled, false},
	} {
		if got := cacheable(c.err); got != c.want {
			t.Errorf("cacheable(%v) = %v, want %v", c.err, got, c.want)
		}
	}
}
