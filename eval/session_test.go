package eval_test

import (
	"io"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/report"
)

// A session is a file anyone may hand over: a record that lacks a field
// its run's scores need is an error naming it, never a crash.
func TestFromSessionMissingFields(t *testing.T) {
	for _, tc := range []struct{ name, session, want string }{
		{"bird record without ex", `{"spidereval_session":"spidereval-session/1","runs":[{"compat":"bird","etype":"exec","records":[{"index":0,"db_id":"x","difficulty":"simple"}]}]}`, "record 1"},
		{"bird record with ex", `{"spidereval_session":"spidereval-session/1","runs":[{"compat":"bird","etype":"exec","records":[{"index":0,"db_id":"x","difficulty":"simple","ex":1}]}]}`, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := report.ReadSession("s.json", []byte(tc.session))
			if err != nil {
				t.Fatal(err)
			}
			res, err := eval.FromSession(s.Runs[0])
			if tc.want == "" {
				if err != nil {
					t.Fatalf("FromSession: %v", err)
				}
				res.WriteReport(io.Discard)
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("FromSession error = %v, want one naming %q", err, tc.want)
			}
		})
	}
}

// FuzzFromSession reopens fuzzed session files as `spidereval view` and
// the page do: reading, rebuilding the results, printing the report and
// the problems must not crash.
func FuzzFromSession(f *testing.F) {
	f.Add([]byte(`{"spidereval_session":"spidereval-session/1","runs":[{"compat":"bird","etype":"exec","records":[{"index":0,"db_id":"x","difficulty":"simple","ex":1,"soft_f1":0.5}]}]}`))
	f.Add([]byte(`{"spidereval_session":"spidereval-session/1","runs":[{"compat":"testsuite","etype":"all","interactions":1,"records":[{"index":0,"db_id":"x","hardness":"easy","exact":1,"exec":1,"problems":["input"]}]}]}`))
	f.Add([]byte(`{"spidereval_session":"spidereval-session/1","runs":[{"compat":"sparc","etype":"match","interactions":2,"records":[{"index":0,"turn":3,"interaction":1,"hardness":"extra"}]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := report.ReadSession("s.json", data)
		if err != nil {
			return
		}
		for _, run := range s.Runs {
			res, err := eval.FromSession(run)
			if err != nil {
				continue
			}
			res.WriteReport(io.Discard)
			eval.WriteProblems(io.Discard, res.Problems(), 20)
			res.BirdTables()
		}
	})
}
