package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestServeHTTPCallers: who may call the HTTP server. A web page on
// another origin, a page on a name rebound to the server's address and a
// body sent without application/json (which browsers send without
// asking first) are refused; listed origins and names are served.
func TestServeHTTPCallers(t *testing.T) {
	s := testServer(t)
	c := &serveConfig{maxRequest: 1 << 20, allowOrigins: []string{"http://localhost:3000"}, allowHosts: []string{"scorer.lan"}}
	ts := httptest.NewServer(s.newHTTPEdge(context.Background(), c))
	defer ts.Close()
	body := req(1, "concert_singer", singers, singers)
	cases := []struct {
		name, method, path, host, ctype string
		header                          map[string]string
		status                          int
		want                            string // in the body
		acao                            string // Access-Control-Allow-Origin
	}{
		{"loopback address", "POST", "/judge", "127.0.0.1:8765", "application/json", nil, 200, `"exec":1`, ""},
		{"localhost", "POST", "/judge", "localhost:8765", "application/json", nil, 200, `"exec":1`, ""},
		{"IPv6 loopback", "POST", "/judge", "[::1]:8765", "application/json; charset=utf-8", nil, 200, `"exec":1`, ""},
		{"JSON lines", "POST", "/judge", "localhost", "application/x-ndjson", nil, 200, `"exec":1`, ""},
		{"rebound name", "POST", "/judge", "evil.example.com:8765", "application/json", nil, 403, `"error_kind":"forbidden"`, ""},
		{"rebound name, info", "GET", "/info", "evil.example.com", "", nil, 403, "--allow-host", ""},
		{"listed name", "POST", "/judge", "scorer.lan:8765", "application/json", nil, 200, `"exec":1`, ""},
		{"other origin", "POST", "/judge", "127.0.0.1", "application/json", map[string]string{"Origin": "https://evil.example.com"}, 403, "--allow-origin", ""},
		{"opaque origin", "POST", "/judge", "127.0.0.1", "application/json", map[string]string{"Origin": "null"}, 403, "forbidden", ""},
		{"other origin, info", "GET", "/info", "127.0.0.1", "", map[string]string{"Origin": "https://evil.example.com"}, 403, "forbidden", ""},
		{"cross-site without origin", "GET", "/info", "127.0.0.1", "", map[string]string{"Sec-Fetch-Site": "cross-site"}, 403, "forbidden", ""},
		{"listed origin", "POST", "/judge", "127.0.0.1", "application/json", map[string]string{"Origin": "http://localhost:3000"}, 200, `"exec":1`, "http://localhost:3000"},
		{"listed origin's preflight", "OPTIONS", "/judge", "127.0.0.1", "", map[string]string{"Origin": "http://localhost:3000", "Access-Control-Request-Method": "POST"}, 204, "", "http://localhost:3000"},
		{"other origin's preflight", "OPTIONS", "/judge", "127.0.0.1", "", map[string]string{"Origin": "https://evil.example.com"}, 403, "forbidden", ""},
		{"no-cors text/plain", "POST", "/judge", "127.0.0.1", "text/plain;charset=UTF-8", nil, 415, "want application/json", ""},
		{"form", "POST", "/judge", "127.0.0.1", "application/x-www-form-urlencoded", nil, 415, "want application/json", ""},
		{"no type", "POST", "/judge", "127.0.0.1", "", nil, 415, "want application/json", ""},
		{"GET /judge", "GET", "/judge", "127.0.0.1", "", nil, 405, "want POST", ""},
		{"other path", "GET", "/", "127.0.0.1", "", nil, 404, "no such path", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var rd io.Reader
			if c.method == "POST" {
				rd = strings.NewReader(body)
			}
			r, err := http.NewRequest(c.method, ts.URL+c.path, rd)
			if err != nil {
				t.Fatal(err)
			}
			r.Host = c.host
			if c.ctype != "" {
				r.Header.Set("Content-Type", c.ctype)
			}
			for k, v := range c.header {
				r.Header.Set(k, v)
			}
			resp, err := http.DefaultClient.Do(r)
			if err != nil {
				t.Fatal(err)
			}
			data, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != c.status || !strings.Contains(string(data), c.want) {
				t.Errorf("status %d, body %s; want %d with %q", resp.StatusCode, data, c.status, c.want)
			}
			if got := resp.Header.Get("Access-Control-Allow-Origin"); got != c.acao {
				t.Errorf("Access-Control-Allow-Origin %q, want %q", got, c.acao)
			}
		})
	}
}

// TestServeHTTPBodies: answers come in the body's order, a body of more
// than maxValues values is cut with an error line after the first
// maxValues answers, and an error after some values keeps their answers.
func TestServeHTTPBodies(t *testing.T) {
	s := testServer(t, "--workers", "2")
	ts := httptest.NewServer(s.newHTTPEdge(context.Background(), &serveConfig{maxRequest: 16 << 20}))
	defer ts.Close()
	post := func(body string) (int, []string) {
		resp, err := http.Post(ts.URL+"/judge", "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var lines []string
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			lines = append(lines, sc.Text())
		}
		return resp.StatusCode, lines
	}
	status, lines := post(strings.Repeat("1 ", maxValues+3))
	if status != 200 || len(lines) != maxValues+1 {
		t.Fatalf("status %d, %d lines; want 200 and %d", status, len(lines), maxValues+1)
	}
	if !strings.Contains(lines[0], "a request is a JSON object, not a JSON number") || !strings.Contains(lines[maxValues], `"error_kind":"too_large"`) {
		t.Errorf("first %s, last %s", lines[0], lines[maxValues])
	}
	var body strings.Builder
	for i := range 20 {
		pred := singers
		if i%3 == 0 {
			pred = "SELECT count(*) FROM singer WHERE age > 1000"
		}
		body.WriteString(req(i, "concert_singer", singers, pred) + "\n")
	}
	status, lines = post(body.String() + "{broken")
	if status != 200 || len(lines) != 21 || !strings.Contains(lines[20], "value 21 of the body") {
		t.Fatalf("status %d, %d lines: %v", status, len(lines), lines)
	}
	for i, line := range lines[:20] {
		var a struct {
			ID     int
			Reward float64
		}
		json.Unmarshal([]byte(line), &a)
		want := 1.0
		if i%3 == 0 {
			want = 0
		}
		if a.ID != i || a.Reward != want {
			t.Errorf("line %d: %s, want id %d reward %v", i, line, i, want)
		}
	}
}

// slowRight is a right prediction of singers that takes a while.
const slowRight = "SELECT count(*) FROM singer WHERE (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 3000000) SELECT count(*) FROM c) > 0"

// endless never ends (until its deadline).
const endless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"

// TestServeDrain: on a signal the server takes no new connection; a
// sample being judged finishes within the drain deadline and gets its
// verdict (exit 8); past the deadline each sample still due, running or
// queued, gets a shutdown error with its id and no verdict (exit 9).
func TestServeDrain(t *testing.T) {
	cases := []struct {
		name  string
		drain string
		preds []string
		exit  int
	}{
		{"drained", "5m", []string{slowRight}, exitDrained},
		{"cut", "0s", []string{endless, singers, slowRight}, exitCut},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := testServer(t, "--timeout", "2m", "--workers", "1")
			cfg, err := parseServeFlags([]string{"--addr", "127.0.0.1:0", "--db", filepath.Join(demo, "database"), "--drain", c.drain}, io.Discard)
			if err != nil {
				t.Fatal(err)
			}
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			stop := make(chan os.Signal, 1)
			exit := make(chan int, 1)
			var stderr syncBuffer
			go func() { exit <- s.runHTTP(ln, cfg, stop, &stderr) }()
			answered := make(chan []string, 1)
			go func() {
				resp, err := http.Post("http://"+ln.Addr().String()+"/judge", "application/json", strings.NewReader(judgeSingers(c.preds)))
				if err != nil {
					answered <- []string{err.Error()}
					return
				}
				data, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				answered <- strings.Split(strings.TrimSpace(string(data)), "\n")
			}()
			// Signal once the first sample is being judged.
			waitFor(t, "the sample never started", func() bool { return s.workers.InHand() > 0 })
			stop <- syscall.SIGTERM
			lines := <-answered
			if got := <-exit; got != c.exit {
				t.Errorf("exit %d, want %d; stderr %s", got, c.exit, stderr.String())
			}
			if len(lines) != len(c.preds) {
				t.Fatalf("%d answers for %d samples: %v", len(lines), len(c.preds), lines)
			}
			kind := map[int]string{exitDrained: "reward", exitCut: "shutdown"}[c.exit]
			for i, line := range lines {
				a := decodeAnswer(t, line)
				if a["id"] != float64(i+1) {
					t.Errorf("answer %d has id %v: %s", i, a["id"], line)
				}
				checkStopped(t, line, a, kind)
			}
			if _, err := net.DialTimeout("tcp", ln.Addr().String(), time.Second); err == nil {
				t.Error("the stopped server still accepts connections")
			}
			if !strings.Contains(stderr.String(), "stopped by terminated") {
				t.Errorf("stderr %q does not say how the server stopped", stderr.String())
			}
		})
	}
}

// syncBuffer is a bytes.Buffer safe for a writer and a reader.
type syncBuffer struct {
	mu  chan struct{}
	buf bytes.Buffer
}

func (b *syncBuffer) lock() {
	if b.mu == nil {
		b.mu = make(chan struct{}, 1)
	}
	b.mu <- struct{}{}
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.lock()
	defer func() { <-b.mu }()
	return b.buf.Write(p)
}
func (b *syncBuffer) String() string { b.lock(); defer func() { <-b.mu }(); return b.buf.String() }

// TestServeUsageExit: --addr refusals are usage errors (exit 2).
func TestServeUsageExit(t *testing.T) {
	db := filepath.Join(demo, "database")
	for _, args := range [][]string{
		{"serve", "--addr", "0.0.0.0:8765", "--db", db},
		{"serve", "--addr", "8765", "--db", db},
		{"serve", "--addr", "127.0.0.1:0", "--db", db, "--allow-origin", "*"},
	} {
		var stderr bytes.Buffer
		if got := runCommandLine(args, io.Discard, &stderr); got != 2 {
			t.Errorf("%v: exit %d, want 2: %s", args, got, stderr.String())
		}
	}
}

// TestServeHTTPSlowClients: a body that stops coming is answered 408 once
// its read deadline passes, and connections beyond --max-conns wait to be
// accepted until one closes.
func TestServeHTTPSlowClients(t *testing.T) {
	s := testServer(t)
	h := s.newHTTPEdge(context.Background(), &serveConfig{maxRequest: 1 << 20})
	h.bodyTimeout = 200 * time.Millisecond
	ts := httptest.NewServer(h)
	defer ts.Close()
	conn, err := net.Dial("tcp", ts.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	// A body of 1,000 bytes announced, 10 sent.
	io.WriteString(conn, "POST /judge HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"id\": 1, ")
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusRequestTimeout || !strings.Contains(string(data), "the body took over") {
		t.Errorf("status %d: %s, want 408", resp.StatusCode, data)
	}

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ll := newLimitListener(ln, 2)
	defer ll.Close()
	accepted := make(chan net.Conn, 3)
	go func() {
		for {
			c, err := ll.Accept()
			if err != nil {
				return
			}
			accepted <- c
		}
	}()
	for range 3 {
		c, err := net.Dial("tcp", ln.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
	}
	first, second := <-accepted, <-accepted
	select {
	case <-accepted:
		t.Fatal("a third connection was accepted with --max-conns 2")
	case <-time.After(200 * time.Millisecond):
	}
	first.Close()
	<-accepted // the third, once a slot is free
	second.Close()
}
