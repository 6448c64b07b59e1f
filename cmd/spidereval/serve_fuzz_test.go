package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

// FuzzServeLines: whatever bytes a client writes, every line that is not
// blank gets exactly one answer that is one JSON object, and the server
// goes on (the last request, a sound one, is always judged).
func FuzzServeLines(f *testing.F) {
	for _, seed := range []string{
		req(1, "concert_singer", singers, "select count(*) from singer"),
		`{"id": 2, "db_id": "concert_singer", "gold": "SELECT 1", "pred": "SELECT x'00'"}`,
		`{"id": "a", "op": "info"}`,
		`{"id": 3, "db_id": "../x", "gold": "", "pred": ""}`,
		"{not json", "\x00\xff\xfe", `[1, 2]`, `{"id": 4}{"id": 5}`, "",
	} {
		f.Add(seed)
	}
	s := testServer(f)
	sound := req("last", "concert_singer", singers, singers)
	f.Fuzz(func(t *testing.T, line string) {
		line = strings.NewReplacer("\n", " ", "\r", " ").Replace(line)
		var out bytes.Buffer
		if err := s.serveLines(context.Background(), strings.NewReader(line+"\n"+sound+"\n"), &out, 1<<16); err != nil {
			t.Fatal(err)
		}
		answers := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		want := 2
		if len(bytes.TrimSpace([]byte(line))) == 0 {
			want = 1 // a blank line is no request
		}
		if len(answers) != want {
			t.Fatalf("%d answers for %d requests: %q", len(answers), want, out.String())
		}
		last := false
		for _, a := range answers {
			var m map[string]any
			if err := json.Unmarshal([]byte(a), &m); err != nil {
				t.Fatalf("answer %q: %v", a, err)
			}
			if m["id"] == "last" {
				rec, _ := m["record"].(map[string]any)
				last = rec != nil && rec["exec"] == float64(1)
			}
		}
		if !last {
			t.Fatalf("the sound request after %q was not judged right: %q", line, out.String())
		}
	})
}

// FuzzServeHTTP: whatever body a client posts, the answer is one JSON
// object per line: one per JSON value of the body, plus one error line
// when the body stops being JSON (400 when that is at its start); and the
// server goes on judging.
func FuzzServeHTTP(f *testing.F) {
	for _, seed := range []string{
		req(1, "concert_singer", singers, "select count(*) from singer") + "\n" + req(2, "concert_singer", singers, singers),
		`{"id": "a", "op": "info"} {"id": "b", "PRED": "x"}`,
		`1 2 "x" null [] {}`,
		"{not json", "\x00\xff\xfe", `{"id": 4}{"id": 5}`, "", `{"id": 6, "pred": "\ud800"}`,
	} {
		f.Add(seed)
	}
	s := testServer(f, "--timeout", "30s") // the machine may be busy: no sound request may time out
	h := s.newHTTPEdge(context.Background(), &serveConfig{maxRequest: 1 << 16})
	post := func(body string) (int, []string) {
		r := httptest.NewRequest("POST", "http://127.0.0.1:8765/judge", strings.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		out := strings.TrimSuffix(w.Body.String(), "\n")
		if out == "" {
			return w.Code, nil
		}
		return w.Code, strings.Split(out, "\n")
	}
	f.Fuzz(func(t *testing.T, body string) {
		values, broken := 0, false
		for dec := json.NewDecoder(strings.NewReader(body)); ; values++ {
			var v json.RawMessage
			if err := dec.Decode(&v); err != nil {
				broken = err != io.EOF
				break
			}
		}
		status, lines := post(body)
		want, wantStatus := values, http.StatusOK
		if broken {
			want++
			if values == 0 {
				wantStatus = http.StatusBadRequest
			}
		}
		if len(body) > 1<<16 {
			return // over --max-request: 413
		}
		if status != wantStatus || len(lines) != want {
			t.Fatalf("status %d with %d lines for %d values (broken %v), want %d: %q", status, len(lines), values, broken, wantStatus, lines)
		}
		for _, l := range lines {
			var m map[string]any
			if err := json.Unmarshal([]byte(l), &m); err != nil || (m["record"] == nil && m["error"] == nil && m["info"] == nil) {
				t.Fatalf("answer %q: %v", l, err)
			}
		}
		if _, lines := post(req("last", "concert_singer", singers, singers)); len(lines) != 1 || !strings.Contains(lines[0], `"exec":1`) {
			t.Fatalf("the sound request after %q: %q", body, lines)
		}
	})
}

// pyDumps writes s as Python's json.dumps does by default (ensure_ascii):
// what the Python client sends. A byte that is not UTF-8 becomes the lone
// surrogate Python's surrogateescape gives it (U+DC80 + byte), which the
// client refuses itself and the server must refuse too.
func pyDumps(s string) (out string, lone bool) {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			fmt.Fprintf(&b, `\u%04x`, 0xdc00+int(s[i]))
			lone = true
			i++
			continue
		}
		i += size
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\b':
			b.WriteString(`\b`)
		case r == '\f':
			b.WriteString(`\f`)
		case r < 0x20 || (r > 0x7f && r < 0x10000):
			fmt.Fprintf(&b, `\u%04x`, r)
		case r >= 0x10000:
			r1, r2 := utf16.EncodeRune(r)
			fmt.Fprintf(&b, `\u%04x\u%04x`, r1, r2)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String(), lone
}

// FuzzClientLines: the lines the Python client writes (its own integer
// id first, then the sample's fields, as json.dumps gives them; several
// lines in one write) each get exactly one answer carrying that id: a
// record, or bad_request for text that is not UTF-8, never another
// sample's answer nor a U+FFFD where a character was.
func FuzzClientLines(f *testing.F) {
	for _, seed := range [][2]string{
		{singers, "select count(*) from singer"},
		{singers, "SELECT\tcount(*)\nFROM singer -- é ✓ 𝄞"},
		{"SELECT 1", "SELECT '\x00'"},
		{singers, "SELECT '\xff'"},
		{"", ""},
		{`SELECT "\"`, `\u0000 \ud800`},
	} {
		f.Add(seed[0], seed[1], uint16(7))
	}
	s := testServer(f, "--timeout", "30s")
	f.Fuzz(func(t *testing.T, gold, pred string, first uint16) {
		g, loneG := pyDumps(gold)
		p, loneP := pyDumps(pred)
		var in strings.Builder
		ids := []int{int(first), int(first) + 1}
		fmt.Fprintf(&in, `{"id": %d, "db_id": "concert_singer", "gold": %s, "pred": %s}`+"\n", ids[0], g, p)
		fmt.Fprintf(&in, `{"id": %d, "db_id": "concert_singer", "gold": %s, "pred": %s}`+"\n", ids[1], strconvQuote(singers), p)
		var out bytes.Buffer
		if err := s.serveLines(context.Background(), strings.NewReader(in.String()), &out, 1<<20); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		if len(lines) != 2 {
			t.Fatalf("%d answers for 2 lines: %q", len(lines), out.String())
		}
		seen := map[int]bool{}
		for _, l := range lines {
			var a struct {
				ID     *int            `json:"id"`
				Record json.RawMessage `json:"record"`
				Error  string          `json:"error"`
				Kind   string          `json:"error_kind"`
			}
			if err := json.Unmarshal([]byte(l), &a); err != nil || a.ID == nil || (*a.ID != ids[0] && *a.ID != ids[1]) || seen[*a.ID] {
				t.Fatalf("answer %q (%v) to ids %v", l, err, ids)
			}
			seen[*a.ID] = true
			lone := loneP || (*a.ID == ids[0] && loneG)
			switch {
			case lone && a.Kind != errBadRequest:
				t.Fatalf("text with a lone surrogate judged: %q", l)
			case !lone && a.Record == nil:
				t.Fatalf("a sound line not judged: %q", l)
			case !lone:
				var rec struct{ Pred string }
				json.Unmarshal(a.Record, &rec)
				if !strings.Contains(pred, "\ufffd") && strings.Contains(rec.Pred, "\ufffd") {
					t.Fatalf("the prediction %q came back as %q", pred, rec.Pred)
				}
			}
		}
	})
}

func strconvQuote(s string) string { q, _ := json.Marshal(s); return string(q) }
