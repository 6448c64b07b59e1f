package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/exec"
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
		s := stocksServer(t, c.flags...)
		a := s.handle(context.Background(), []byte(req(1, "stocks", gold, gold)))
		if a.Reward == nil || *a.Reward != c.reward {
			t.Errorf("%v: answer %s, want reward %v", c.flags, encode(a), c.reward)
		}
		if s.info.KeepValue != slices.Contains(c.flags, "--keep_value") {
			t.Errorf("%v: info.keep_value %v", c.flags, s.info.KeepValue)
		}
	}
}

// stocksServer is a server over testdata/rewards/db (no tables.json:
// execution only).
func stocksServer(t *testing.T, flags ...string) *server {
	t.Helper()
	return newTestServer(t, append([]string{"--stdio", "--db", filepath.Join("testdata", "rewards", "db")}, flags...)...)
}

// TestServeCompare: --compare decides the verdict by the recipe's rule;
// each case tells the rules apart (the default is the test-suite
// reference's comparison).
func TestServeCompare(t *testing.T) {
	cases := []struct {
		gold, pred string
		want       map[string]float64 // reward by --compare ("" the reference's)
	}{
		{"SELECT name FROM stock", "SELECT name FROM stock UNION ALL SELECT name FROM stock",
			map[string]float64{"": 0, "multiset": 0, "frozenset": 1, "set_round10": 1, "ordered_if_order_by": 0}},
		{"SELECT id FROM stock WHERE id = 1", "SELECT id + 1e-12 FROM stock WHERE id = 1",
			map[string]float64{"": 0, "multiset": 0, "frozenset": 0, "set_round10": 1, "ordered_if_order_by": 0}},
		{"SELECT name FROM stock ORDER BY id", "SELECT name FROM stock ORDER BY id DESC",
			map[string]float64{"": 0, "multiset": 1, "frozenset": 1, "set_round10": 1, "ordered_if_order_by": 0}},
		{"SELECT id, name FROM stock", "SELECT name, id FROM stock",
			map[string]float64{"": 1, "multiset": 0, "frozenset": 0, "set_round10": 0, "ordered_if_order_by": 0}},
		{"SELECT name FROM stock", "SELECT nope FROM stock",
			map[string]float64{"": 0, "multiset": 0, "frozenset": 0, "set_round10": 0, "ordered_if_order_by": 0}},
	}
	for _, mode := range append([]string{""}, exec.CompareModes...) {
		var flags []string
		if mode != "" {
			flags = []string{"--compare", mode}
		}
		s := stocksServer(t, flags...)
		if s.info.Compare != mode {
			t.Errorf("info.compare %q, want %q", s.info.Compare, mode)
		}
		for i, c := range cases {
			a := s.handle(context.Background(), []byte(req(i, "stocks", c.gold, c.pred)))
			if a.Reward == nil || *a.Reward != c.want[mode] {
				t.Errorf("--compare %q, %s vs %s: %s, want reward %v", mode, c.pred, c.gold, encode(a), c.want[mode])
			}
			if strings.Contains(c.pred, "nope") && (a.Record == nil || !strings.Contains(a.Record.ExecError, "no such column")) {
				t.Errorf("--compare %q: exec_error of %s: %s", mode, c.pred, encode(a))
			}
		}
	}
	if _, err := parseServeFlags([]string{"--stdio", "--db", "x", "--compare", "set"}, nil); err != nil {
		t.Fatal(err) // refused when the server is built
	}
	cfg, _ := parseServeFlags([]string{"--stdio", "--db", filepath.Join("testdata", "rewards", "db"), "--compare", "set"}, nil)
	if _, _, err := newServer(cfg); err == nil || !strings.Contains(err.Error(), "multiset") {
		t.Errorf("--compare set: %v", err)
	}
}

// TestServePredictionCache: a repeatable prediction's result is kept for
// the next sample with the same SQL on the same database (same verdict);
// one naming random() is not; a prediction that is the gold takes the
// gold's result (one cache holds both); --no-cache keeps none.
func TestServePredictionCache(t *testing.T) {
	s := stocksServer(t)
	if s.preds == nil || !s.info.Cache {
		t.Fatal("the cache is off by default")
	}
	gold := "SELECT name FROM stock"
	for i, c := range []struct {
		pred   string
		reward float64
		kept   int
	}{
		{"SELECT name FROM stock ORDER BY name", 1, 2}, // and the gold
		{"SELECT name FROM stock ORDER BY name", 1, 2},
		{"SELECT name FROM stock WHERE random() > 0 OR 1", 1, 2},
		{"SELECT nope FROM stock", 0, 3},
		{"SELECT nope FROM stock", 0, 3},
		{gold, 1, 3},
	} {
		a := s.handle(context.Background(), []byte(req(i, "stocks", gold, c.pred)))
		if a.Reward == nil || *a.Reward != c.reward || s.preds.Len() != c.kept {
			t.Errorf("%s: %s, %d kept; want reward %v, %d kept", c.pred, encode(a), s.preds.Len(), c.reward, c.kept)
		}
	}
	if s := stocksServer(t, "--no-cache"); s.preds != nil || s.info.Cache {
		t.Error("--no-cache keeps a cache")
	}
}

// TestServeExecute: an agent's observation — the first rows, SQLite's own
// error, a refused write, the deadline — and refusals of the request.
func TestServeExecute(t *testing.T) {
	s := testServer(t)
	cases := []struct {
		line             string
		rows, total      int    // of the result (-1: none)
		execErr, errKind string // substrings
	}{
		{`{"id":1,"op":"execute","db_id":"concert_singer","sql":"SELECT name, age FROM singer ORDER BY age","max_rows":2}`, 2, 6, "", ""},
		{`{"id":2,"op":"execute","db_id":"concert_singer","sql":"SELECT name FROM singer"}`, 6, 6, "", ""},
		{`{"id":3,"op":"execute","db_id":"concert_singer","sql":"SELECT nope FROM singer"}`, -1, 0, "no such column: nope", ""},
		{`{"id":4,"op":"execute","db_id":"concert_singer","sql":"DELETE FROM singer"}`, -1, 0, "refused", ""},
		{`{"id":5,"op":"execute","db_id":"concert_singer","sql":"` + endless + `"}`, -1, 0, "timeout", ""},
		{`{"id":6,"op":"execute","db_id":"nope","sql":"SELECT 1"}`, -1, 0, "", errUnknownDB},
		{`{"id":7,"op":"execute","db_id":"concert_singer"}`, -1, 0, "", errBadRequest},
		{`{"id":9,"op":"execute","db_id":"concert_singer","sql":"SELECT 1","pred":"SELECT 1"}`, -1, 0, "", errBadRequest},
		{`{"id":10,"db_id":"concert_singer","gold":"SELECT 1","pred":"SELECT 1","sql":"SELECT 2"}`, -1, 0, "", errBadRequest},
		{`{"id":11,"db_id":"concert_singer","gold":"SELECT 1","pred":"SELECT 1","candidates":[]}`, -1, 0, "", errBadRequest},
		// Text that is not UTF-8 fails to fetch, as in Python's sqlite3 (its bytes were dropped: '').
		{`{"id":12,"op":"execute","db_id":"concert_singer","sql":"SELECT CAST(x'ff80' AS TEXT)"}`, -1, 0, "Could not decode to UTF-8", ""},
	}
	for _, c := range cases {
		a := s.handle(context.Background(), []byte(c.line))
		switch {
		case c.errKind != "":
			if a.Kind != c.errKind {
				t.Errorf("%s: %s, want a %s error", c.line, encode(a), c.errKind)
			}
		case c.execErr != "":
			if a.Result != nil || !strings.Contains(a.ExecError, c.execErr) {
				t.Errorf("%s: %s, want exec_error %q", c.line, encode(a), c.execErr)
			}
		default:
			if a.Result == nil || len(a.Result.Rows) != c.rows || a.Result.Total != c.total {
				t.Errorf("%s: %s, want %d of %d rows", c.line, encode(a), c.rows, c.total)
			}
		}
	}
	// The write was refused: the table still holds its rows.
	if a := s.handle(context.Background(), []byte(req(8, "concert_singer", singers, singers))); a.Reward == nil || *a.Reward != 1 {
		t.Errorf("after the write: %s", encode(a))
	}
}

// TestServeVote: candidates grouped by result, failures kept apart (never
// an empty result), the largest group's first candidate the winner.
func TestServeVote(t *testing.T) {
	vote := func(s *server, cands ...string) eval.Vote {
		data, _ := json.Marshal(map[string]any{"id": 1, "op": "vote", "db_id": "concert_singer", "candidates": cands})
		a := s.handle(context.Background(), data)
		if a.Vote == nil {
			t.Fatalf("%s: %s", data, encode(a))
		}
		return *a.Vote
	}
	s := testServer(t)
	v := vote(s, "SELECT name FROM singer WHERE age > 100", "SELECT nope", "SELECT count(*) FROM singer", endless,
		"select count(*) from singer", "SELECT name FROM singer WHERE age > 200", "SELECT COUNT(singer_id) FROM singer")
	if v.Winner != 2 || fmt.Sprint(v.Groups) != "[[2 4 6] [0 5]]" || fmt.Sprint(v.Failed) != "[1 3]" || len(v.Errors) != 2 {
		t.Errorf("vote %+v", v)
	}
	if v := vote(s, "SELECT nope", endless); v.Winner != -1 || len(v.Groups) != 0 || len(v.Failed) != 2 {
		t.Errorf("all failed: %+v", v)
	}
	// Under --compare multiset a duplicated row is another answer; under frozenset it is not.
	dup := []string{"SELECT name FROM singer", "SELECT name FROM singer UNION ALL SELECT name FROM singer"}
	if v := vote(testServer(t, "--compare", "multiset"), dup...); len(v.Groups) != 2 {
		t.Errorf("multiset: %+v", v)
	}
	if v := vote(testServer(t, "--compare", "frozenset"), dup...); len(v.Groups) != 1 {
		t.Errorf("frozenset: %+v", v)
	}
	// Distinct results of 24 MB: the vote keeps seven (168 MB), leaves the
	// eighth out as too large, and still groups a repeat of the first.
	// Before, one vote of 40 distinct 42 MB results took serve to 3.4 GB.
	huge := []string{}
	for k := range 8 {
		huge = append(huge, fmt.Sprintf("SELECT hex(zeroblob(12000000)) || '%d'", k))
	}
	v = vote(s, append(huge, huge[0])...)
	if fmt.Sprint(v.Failed) != "[7]" || len(v.Groups) != 7 || fmt.Sprint(v.Groups[0]) != "[0 8]" ||
		len(v.Errors) != 1 || !strings.HasPrefix(v.Errors[0], "too_large: result of 24.0 MB not kept beside the 168.0 MB") {
		t.Errorf("distinct huge results: %+v", v)
	}
}
