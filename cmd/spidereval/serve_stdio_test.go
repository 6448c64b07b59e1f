package main

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestServeStdioDrain (issue 34): over stdio as over HTTP, a signal never
// turns a right answer into 0. A sample being judged finishes within the
// drain deadline and gets its verdict (exit 8); past the deadline each
// sample taken, running or waiting for a worker, is answered shutdown with
// its id and no verdict, and so is each line read after the signal (exit 9).
func TestServeStdioDrain(t *testing.T) {
	cases := []struct {
		name  string
		drain string
		preds []string // sent before the signal
		late  bool     // a sound request sent after it
		exit  int
		kinds []string // per id: "reward" or "shutdown"
	}{
		{"drained", "5m", []string{slowRight}, false, exitDrained, []string{"reward"}},
		{"late", "5m", []string{slowRight}, true, exitCut, []string{"reward", "shutdown"}},
		{"cut", "0s", []string{endless, singers}, false, exitCut, []string{"shutdown", "shutdown"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := testServer(t, "--timeout", "2m", "--workers", "1")
			cfg, err := parseServeFlags([]string{"--stdio", "--db", filepath.Join(demo, "database"), "--drain", c.drain}, io.Discard)
			if err != nil {
				t.Fatal(err)
			}
			in, client := io.Pipe()
			defer client.Close()
			fromServer, out := io.Pipe()
			stop := make(chan os.Signal, 1)
			exit := make(chan int, 1)
			var stderr syncBuffer
			go func() { exit <- s.runStdio(in, out, cfg, stop, &stderr); out.Close() }()
			answers := make(chan []string, 1)
			go func() {
				var lines []string
				for sc := bufio.NewScanner(fromServer); sc.Scan(); {
					lines = append(lines, sc.Text())
				}
				answers <- lines
			}()
			go client.Write([]byte(judgeSingers(c.preds)))
			// Signal once the first sample is being judged.
			waitFor(t, "the sample never started", func() bool { return s.workers.InHand() > 0 })
			stop <- syscall.SIGTERM
			if c.late {
				waitFor(t, "the server never said it stopped taking samples", func() bool {
					return strings.Contains(stderr.String(), "taking no more samples")
				})
				go client.Write([]byte(req(len(c.preds)+1, "concert_singer", singers, singers) + "\n"))
			}
			if got := <-exit; got != c.exit {
				t.Errorf("exit %d, want %d; stderr %s", got, c.exit, stderr.String())
			}
			lines := <-answers
			if len(lines) != len(c.kinds) {
				t.Fatalf("%d answers for %d samples: %v", len(lines), len(c.kinds), lines)
			}
			seen := map[float64]bool{}
			for _, line := range lines {
				a := decodeAnswer(t, line)
				id, _ := a["id"].(float64)
				if id < 1 || int(id) > len(c.kinds) || seen[id] {
					t.Fatalf("answer with id %v: %s", a["id"], line)
				}
				seen[id] = true
				checkStopped(t, line, a, c.kinds[int(id)-1])
			}
			if !strings.Contains(stderr.String(), "stopped by terminated") {
				t.Errorf("stderr %q does not say how the server stopped", stderr.String())
			}
		})
	}
}

// judgeSingers are the requests judging each pred against the demo's
// count of singers, with ids from 1.
func judgeSingers(preds []string) string {
	var body strings.Builder
	for i, p := range preds {
		body.WriteString(req(i+1, "concert_singer", singers, p) + "\n")
	}
	return body.String()
}

// waitFor polls cond every 10 ms and fails the test with what after a minute.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for i := 0; !cond(); i++ {
		if i > 6000 {
			t.Fatal(what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// decodeAnswer is one line of the server's answers.
func decodeAnswer(t *testing.T, line string) map[string]any {
	t.Helper()
	var a map[string]any
	if err := json.Unmarshal([]byte(line), &a); err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	return a
}

// checkStopped checks an answer of a server stopped by a signal: a
// "reward" sample drained with its verdict (1), a "shutdown" one cut
// with a shutdown error and no verdict.
func checkStopped(t *testing.T, line string, a map[string]any, kind string) {
	t.Helper()
	switch kind {
	case "reward":
		if a["reward"] != 1.0 {
			t.Errorf("drained sample: %s, want reward 1", line)
		}
	case "shutdown":
		if a["error_kind"] != errShutdown || a["record"] != nil || a["reward"] != nil {
			t.Errorf("cut sample: %s, want a shutdown error and no verdict", line)
		}
	}
}

// TestServeStdioSignal: `spidereval serve --stdio` catches SIGTERM (it
// used to die of it at once, whatever it was judging) and says how it
// ended: exit 8 when every sample taken got its verdict.
func TestServeStdioSignal(t *testing.T) {
	in, client := io.Pipe()
	defer client.Close()
	fromServer, out := io.Pipe()
	exit := make(chan int, 1)
	var stderr syncBuffer
	go func() {
		exit <- runServe([]string{"--stdio", "--db", filepath.Join(demo, "database")}, in, out, &stderr)
		out.Close()
	}()
	go client.Write([]byte(req(1, "concert_singer", singers, singers) + "\n"))
	sc := bufio.NewScanner(fromServer)
	if !sc.Scan() || !strings.Contains(sc.Text(), `"reward":1`) {
		t.Fatalf("first answer %q, want reward 1", sc.Text())
	}
	// The server answered, so it listens for signals: this one is its.
	if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	go io.Copy(io.Discard, fromServer)
	if got := <-exit; got != exitDrained {
		t.Errorf("exit %d, want %d; stderr %s", got, exitDrained, stderr.String())
	}
}
