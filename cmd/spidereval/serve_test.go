package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// testServer is a server over the demo databases.
func testServer(t testing.TB, extra ...string) *server {
	t.Helper()
	return newTestServer(t, append([]string{"--stdio", "--db", filepath.Join(demo, "database"), "--table", filepath.Join(demo, "tables.json"),
		"--etype", "all", "--timeout", "1s"}, extra...)...)
}

// newTestServer is the server `spidereval serve ARGS` runs, closed when
// the test ends.
func newTestServer(t testing.TB, args ...string) *server {
	t.Helper()
	c, err := parseServeFlags(args, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	s, closeDBs, err := newServer(c)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(closeDBs)
	return s
}

// serveAll runs the stdio protocol over the input and returns the answers by id.
func serveAll(t *testing.T, s *server, input string, maxLine int64) map[string]map[string]any {
	t.Helper()
	var out bytes.Buffer
	if err := s.serveLines(context.Background(), strings.NewReader(input), &out, maxLine); err != nil {
		t.Fatal(err)
	}
	answers := map[string]map[string]any{}
	for _, line := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
		var a map[string]any
		if err := json.Unmarshal([]byte(line), &a); err != nil {
			t.Fatalf("answer %q: %v", line, err)
		}
		id := fmt.Sprint(a["id"])
		if _, dup := answers[id]; dup {
			t.Fatalf("two answers for id %s", id)
		}
		answers[id] = a
	}
	return answers
}

func req(id any, db, gold, pred string) string {
	data, _ := json.Marshal(struct {
		ID   any    `json:"id"`
		DBID string `json:"db_id"`
		Gold string `json:"gold"`
		Pred string `json:"pred"`
	}{id, db, gold, pred})
	return string(data)
}

const singers = "SELECT count(*) FROM singer"

// TestServeLines: each request line gets its answer line, a bad one an
// error, and the requests after it are still judged.
func TestServeLines(t *testing.T) {
	cases := []struct {
		name, line string
		exec       float64 // the record's exec (-1: no record)
		err        string  // a substring of the error answer
		problem    string
		id         string
	}{
		{"right", req(1, "concert_singer", singers, "select count(*) from singer"), 1, "", "", "1"},
		{"wrong", req(2, "concert_singer", singers, "select count(*) from singer where age > 1000"), 0, "", "", "2"},
		{"string id", req("q-3", "concert_singer", singers, singers), 1, "", "", "q-3"},
		{"bad JSON", "{not json", -1, "bad request", "", "<nil>"},
		{"bad JSON after the id", `{"id": 5, "db_id": "concert_singer", "gold": ` + "\x01", -1, "bad request", "", "5"},
		{"unknown field", `{"id": 6, "db": "concert_singer", "gold": "x", "pred": "y"}`, -1, `unknown field "db"`, "", "6"},
		{"missing pred", `{"id": 7, "db_id": "concert_singer", "gold": "x"}`, -1, "required", "", "7"},
		{"unknown db", req(8, "no_such_db", singers, singers), -1, "unknown db_id", "", "8"},
		{"path trick", req(9, "../database/concert_singer", singers, singers), -1, "unknown db_id", "", "9"},
		{"dot dot", req(10, "..", singers, singers), -1, "unknown db_id", "", "10"},
		{"endless query", req(11, "concert_singer", singers, "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"), 0, "", "pred_timeout", "11"},
		{"write attempt", req(12, "concert_singer", singers, "DELETE FROM singer"), 0, "", "", "12"},
		{"after the write", req(13, "concert_singer", singers, singers), 1, "", "", "13"},
		{"10 MB string", req(14, "concert_singer", singers, "SELECT '"+strings.Repeat("x", 10<<20)+"'"), 0, "", "pred_too_large|pred_timeout", "14"},
		{"unknown op", `{"id": 15, "op": "shutdown"}`, -1, "unknown op", "", "15"},
		{"keys differ in case", `{"id": 17, "db_id": "concert_singer", "gold": "SELECT count(*) FROM singer", "pred": "SELECT 1", "PRED": "SELECT count(*) FROM singer"}`, -1, `unknown field "PRED" (keys are case-sensitive: "pred")`, "", "17"},
		{"upper-case key", `{"id": 18, "DB_ID": "concert_singer", "Gold": "SELECT 1", "pred": "SELECT 1"}`, -1, `unknown field "DB_ID"`, "", "18"},
		{"lone surrogate", `{"id": 19, "db_id": "concert_singer", "gold": "SELECT 1", "pred": "SELECT '\ud800'"}`, -1, `\ud800 at offset 75 is a lone surrogate`, "", "19"},
		{"lone low surrogate", `{"id": 20, "db_id": "concert_singer", "gold": "SELECT 1", "pred": "SELECT '\uDC00\ud83d'"}`, -1, "lone surrogate", "", "20"},
		{"surrogate pair", `{"id": 21, "db_id": "concert_singer", "gold": "SELECT count(*) FROM singer WHERE name != '😀'", "pred": "SELECT count(*) FROM singer WHERE name != '\ud83d\ude00'"}`, 1, "", "", "21"},
		{"escaped backslash before u", `{"id": 22, "db_id": "concert_singer", "gold": "SELECT count(*) FROM singer WHERE name != 'x\\ud800'", "pred": "SELECT count(*) FROM singer WHERE name != 'x\\ud800'"}`, 1, "", "", "22"},
		{"number as pred", `{"id": 23, "db_id": "concert_singer", "gold": "SELECT 1", "pred": 1}`, -1, `"pred" is a JSON number, want a string`, "", "23"},
		{"null request", `{"id": 24} null`, -1, "more than one JSON value", "", "24"},
		{"not UTF-8", `{"id": 16, "db_id": "concert_singer", "gold": "SELECT 1", "pred": "SELECT '` + "\xa1\xae" + ` Smith'"}`, -1, "byte 0xa1 at offset 75 is not valid UTF-8", "", "16"},
	}
	var input strings.Builder
	for _, c := range cases {
		input.WriteString(c.line + "\n")
	}
	start := time.Now()
	answers := serveAll(t, testServer(t), input.String(), defaultMaxRequest)
	t.Logf("answered in %v", time.Since(start))
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := answers[c.id]
			if a == nil {
				t.Fatalf("no answer with id %s", c.id)
			}
			if c.exec < 0 {
				if msg, _ := a["error"].(string); !strings.Contains(msg, c.err) || msg == "" {
					t.Fatalf("answer %v, want an error with %q", a, c.err)
				}
				kind := errBadRequest
				if strings.Contains(c.err, "db_id") {
					kind = errUnknownDB
				}
				if a["error_kind"] != kind {
					t.Errorf("error_kind %v, want %s", a["error_kind"], kind)
				}
				return
			}
			rec, _ := a["record"].(map[string]any)
			if rec == nil || rec["exec"] != c.exec || a["reward"] != c.exec {
				t.Fatalf("answer %v, want exec and reward %v", a, c.exec)
			}
			if hostile := c.problem != "" || c.name == "write attempt"; hostile && rec["exec_error"] == nil {
				t.Errorf("no exec_error in %v", rec)
			}
			// Under load, reading a 10 MB prediction may use up its budget before it runs.
			if c.problem != "" && !slices.ContainsFunc(strings.Split(c.problem, "|"), func(p string) bool { return strings.Contains(fmt.Sprint(rec["problems"]), p) }) {
				t.Errorf("problems %v, want %s", rec["problems"], c.problem)
			}
		})
	}
}

// TestServeConcurrent: many pipelined requests, all answered, with the
// verdicts of one by one.
func TestServeConcurrent(t *testing.T) {
	s := testServer(t, "--workers", "4")
	var input strings.Builder
	preds := []string{singers, "SELECT count(*) FROM singer WHERE age > 1000", "SELECT name FROM singer", "select count(*) from singer where country = 'Nowhere'"}
	const n = 200
	for i := range n {
		input.WriteString(req(i, "concert_singer", singers, preds[i%len(preds)]) + "\n")
	}
	// Read the answers through a pipe while the requests are written, as a client does.
	pr, pw := io.Pipe()
	go func() {
		io.WriteString(pw, input.String())
		pw.Close()
	}()
	var out bytes.Buffer
	if err := s.serveLines(context.Background(), pr, &out, defaultMaxRequest); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != n {
		t.Fatalf("%d answers for %d requests", len(lines), n)
	}
	seen := map[int]bool{}
	for _, line := range lines {
		var a struct {
			ID     int
			Record struct{ Exec int }
		}
		if err := json.Unmarshal([]byte(line), &a); err != nil {
			t.Fatal(err)
		}
		want := 0
		if a.ID%len(preds) == 0 {
			want = 1
		}
		if seen[a.ID] || a.Record.Exec != want {
			t.Errorf("id %d: exec %d (want %d), seen before: %v", a.ID, a.Record.Exec, want, seen[a.ID])
		}
		seen[a.ID] = true
	}
}

// TestServeOversized: a line over --max-request gets an error carrying its
// id (read from the line's start), and the next line is judged.
func TestServeOversized(t *testing.T) {
	big := `{"id": 1, "db_id": "concert_singer", "gold": "SELECT 1", "pred": "SELECT '` + strings.Repeat("y", 5000) + `'"}`
	answers := serveAll(t, testServer(t), big+"\n"+req(2, "concert_singer", singers, singers)+"\n", 1024)
	if msg, _ := answers["1"]["error"].(string); !strings.Contains(msg, "too large") || answers["1"]["error_kind"] != errTooLarge {
		t.Errorf("oversized: %v", answers["1"])
	}
	if rec, _ := answers["2"]["record"].(map[string]any); rec == nil || rec["exec"] != 1.0 {
		t.Errorf("next request: %v", answers["2"])
	}
}

// TestServeBird: BIRD's record (EX and Soft-F1) and its reward.
func TestServeBird(t *testing.T) {
	s := testServer(t, "--compat", "bird", "--etype", "exec")
	answers := serveAll(t, s, req(1, "concert_singer", "SELECT name, age FROM singer", "SELECT name FROM singer")+"\n", defaultMaxRequest)
	rec, _ := answers["1"]["record"].(map[string]any)
	if rec == nil || rec["ex"] != 0.0 || rec["soft_f1"] == nil || answers["1"]["reward"] != 0.0 {
		t.Fatalf("answer %v", answers["1"])
	}
	if f1 := rec["soft_f1"].(float64); f1 <= 0 || f1 >= 1 {
		t.Errorf("soft_f1 %v, want between 0 and 1 (half the cells match)", f1)
	}
}

// TestServeHTTP: the protocol over HTTP, its size limit, and the
// loopback-only default.
func TestServeHTTP(t *testing.T) {
	s := testServer(t)
	ts := httptest.NewServer(s.newHTTPEdge(context.Background(), &serveConfig{maxRequest: 4096}))
	defer ts.Close()
	post := func(body string) (int, string) {
		resp, err := http.Post(ts.URL+"/judge", "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		data, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(data)
	}
	cases := []struct {
		name, body string
		status     int
		want       []string // substrings of the answer lines, in order
	}{
		{"one", req(1, "concert_singer", singers, singers), 200, []string{`"exec":1`}},
		{"two in order", req("a", "concert_singer", singers, "SELECT count(*) FROM singer WHERE age > 1000") + "\n" + req("b", "concert_singer", singers, singers), 200,
			[]string{`"id":"a"`, `"exec":0`, `"id":"b"`, `"exec":1`}},
		{"unknown db", req(2, "../../etc", singers, singers), 200, []string{"unknown db_id"}},
		{"bad JSON", "{", 400, []string{"bad request"}},
		{"too large", req(3, "concert_singer", singers, strings.Repeat("z", 5000)), 413, []string{"too large"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			status, body := post(c.body)
			if status != c.status {
				t.Errorf("status %d, want %d: %s", status, c.status, body)
			}
			rest := body
			for _, w := range c.want {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("%q not in order in %s", w, body)
				}
				rest = rest[i+len(w):]
			}
		})
	}
	resp, err := http.Get(ts.URL + "/info")
	if err != nil {
		t.Fatal(err)
	}
	data, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(data), `"reference":"testsuite"`) {
		t.Errorf("info: %s", data)
	}
}

// TestServeFlags: what the command refuses.
func TestServeFlags(t *testing.T) {
	db := filepath.Join(demo, "database")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--db", db}, "exactly one"},
		{[]string{"--stdio", "--addr", "127.0.0.1:0", "--db", db}, "exactly one"},
		{[]string{"--stdio"}, "--db is required"},
		{[]string{"--stdio", "--db", db, "--etype", "all"}, "--table is required"},
		{[]string{"--stdio", "--db", db, "--gold", "g.sql"}, "whole runs"},
		{[]string{"--addr", "0.0.0.0:0", "--db", db}, "not a loopback address"},
		{[]string{"--addr", "nonsense", "--db", db}, "missing port"},
		{[]string{"--addr", "127.0.0.1:0", "--db", db, "--allow-origin", "evil.example.com"}, "not an origin"},
		{[]string{"--stdio", "--db", db, "--allow-origin", "http://localhost:3000"}, "belong to --addr"},
	} {
		if _, err := parseServeFlags(c.args, io.Discard); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.args, err, c.want)
		}
	}
}

// TestEncodeJudged: a judged answer's line is the one encoding/json writes,
// byte for byte, whatever its id, texts and record (full or not).
func TestEncodeJudged(t *testing.T) {
	lines := []string{
		`{"id": [1, 2], "db_id": "concert_singer", "gold": "SELECT count(*) FROM singer", "pred": "SELECT count(*) FROM singer"}`,
		`{"id":"a<b>&\u2028\u2029é","db_id":"concert_singer","gold":"SELECT name FROM singer WHERE name != '<&>'","pred":"SELECT name FROM singer WHERE name != '\u2028<'"}`,
		`{"id":{"k": "v" },"db_id":"concert_singer","gold":"SELECT name, age FROM singer ORDER BY age","pred":"SELECT nonsense FROM"}`,
		`{"db_id":"concert_singer","gold":"SELECT count(*) FROM singer","pred":"SELECT 1.5e300 * 1e10, 0.1, -0.0, x'00ff' FROM singer"}`,
		`{"id":-3,"db_id":"concert_singer","gold":"SELECT * FROM singer","pred":"SELECT * FROM singer","question":"\"quoted\" <html>"}`,
	}
	for _, full := range []bool{false, true} {
		var extra []string
		if full {
			extra = []string{"--full"}
		}
		s := testServer(t, extra...)
		for _, line := range lines {
			a := s.handle(context.Background(), []byte(line))
			got, ok := encodeJudged(a)
			want := encodeAny(a)
			if !ok {
				// Only a record encoding/json cannot write either (an
				// infinite value in a full record's result).
				if !bytes.Contains(want, []byte("cannot encode the answer")) || !bytes.Equal(encode(a), want) {
					t.Fatalf("full=%v %s: not a judged answer: %s", full, line, want)
				}
				continue
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("full=%v %s:\n got %s\nwant %s", full, line, got, want)
			}
		}
		for _, a := range []answer{{ID: json.RawMessage("1"), Error: "x", Kind: errBadRequest}, {Info: &s.info}} {
			if _, ok := encodeJudged(a); ok {
				t.Fatalf("encodeJudged took %+v", a)
			}
		}
	}
}

// TestServeLinkedDatabase: a database folder that is a symbolic link is
// served, as the CLI reads through it.
func TestServeLinkedDatabase(t *testing.T) {
	dir := t.TempDir()
	src, err := filepath.Abs(filepath.Join(demo, "database", "concert_singer"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(src, filepath.Join(dir, "concert_singer")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	s := newTestServer(t, "--stdio", "--db", dir)
	a := serveAll(t, s, req(1, "concert_singer", singers, singers)+"\n", defaultMaxRequest)["1"]
	if a["reward"] != 1.0 {
		t.Errorf("answer %v, want reward 1", a)
	}
}
