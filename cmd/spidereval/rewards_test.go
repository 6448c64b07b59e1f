package main

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestServeExtract: with --extract, each completion of
// testdata/rewards/extract.jsonl is judged on the SQL its mode takes out;
// the answer says whether the format held, and a completion without it
// scores 0.
func TestServeExtract(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "rewards", "extract.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	servers := map[string]*server{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		var c struct {
			Extract, Gold, Pred, SQL string
			DB                       string `json:"db_id"`
			FormatOK                 bool   `json:"format_ok"`
			Reward                   float64
		}
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		s := servers[c.Extract]
		if s == nil {
			s = testServer(t, "--extract", c.Extract)
			servers[c.Extract] = s
		}
		a := s.handle(context.Background(), []byte(req(line, c.DB, c.Gold, c.Pred)))
		if a.Record == nil || a.FormatOK == nil || a.Reward == nil {
			t.Fatalf("line %d: answer %+v", line, a)
		}
		if *a.FormatOK != c.FormatOK || *a.Reward != c.Reward || a.Record.Pred != c.SQL {
			t.Errorf("line %d (%s): format_ok %v, reward %v, pred %q; want %v, %v, %q",
				line, c.Extract, *a.FormatOK, *a.Reward, a.Record.Pred, c.FormatOK, c.Reward, c.SQL)
		}
		if a.Record.Pred != strings.TrimSpace(c.Pred) && a.Record.PredOriginal != c.Pred {
			t.Errorf("line %d: pred_original %q, want the completion", line, a.Record.PredOriginal)
		}
		enc := encode(a)
		if want := `"format_ok":` + map[bool]string{true: "true", false: "false"}[c.FormatOK]; !strings.Contains(string(enc), want) {
			t.Errorf("line %d: %s lacks %s", line, enc, want)
		}
	}
	if s := servers["solution_tag"]; s == nil || s.info.Extract != "solution_tag" {
		t.Errorf("info does not name the mode")
	}
}

// TestServeExtractFlag: an unknown mode stops the server before it starts.
func TestServeExtractFlag(t *testing.T) {
	for _, mode := range []string{"solution", "regex:("} {
		c, err := parseServeFlags([]string{"--stdio", "--db", filepath.Join(demo, "database"), "--extract", mode}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := newServer(c); err == nil || !strings.Contains(err.Error(), "extract") {
			t.Errorf("--extract %s: %v", mode, err)
		}
	}
}

// TestServeKeepValue: the test-suite reference rewrites "value" in a
// prediction to 1, so the gold itself fails as a prediction; --keep_value
// judges it as written.
func TestServeKeepValue(t *testing.T) {
	gold := "SELECT market_value FROM stock WHERE id = 1"
	for _, c := range []struct {
		flags  []string
		reward float64
	}{
		{nil, 0},
		{[]string{"--keep_value"}, 1},
		{[]string{"--compat", "spider"}, 1}, // the legacy script has no rewrite
	} {
		args := append([]string{"--stdio", "--db", filepath.Join("testdata", "rewards", "db")}, c.flags...)
		cfg, err := parseServeFlags(args, nil)
		if err != nil {
			t.Fatal(err)
		}
		s, closeDBs, err := newServer(cfg)
		if err != nil {
			t.Fatal(err)
		}
		a := s.handle(context.Background(), []byte(req(1, "stocks", gold, gold)))
		closeDBs()
		if a.Reward == nil || *a.Reward != c.reward {
			t.Errorf("%v: answer %s, want reward %v", c.flags, encode(a), c.reward)
		}
		if s.info.KeepValue != slices.Contains(c.flags, "--keep_value") {
			t.Errorf("%v: info.keep_value %v", c.flags, s.info.KeepValue)
		}
	}
}
