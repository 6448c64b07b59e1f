package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
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
