package engine

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// demoEngine loads the demo and a prediction file missing its last n lines.
func demoEngine(t *testing.T, short int) (*Engine, *recorder) {
	t.Helper()
	rec := &recorder{}
	e := New(Host{Post: rec.post, Fetch: demoFetch, Explainer: remoteTiDB(t)})
	e.Handle(protocol.Request{Type: protocol.LoadDemo, ID: 1, Base: "/web/demo"}, nil)
	b, err := os.ReadFile(filepath.Join(demo, "pred_graphix_t5.sql"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(strings.TrimRight(string(b), "\n")+"\n", "\n")
	lines = lines[:len(lines)-1-short]
	e.Handle(protocol.Request{Type: protocol.Load, ID: 2}, []Source{Bytes("short.sql", []byte(strings.Join(lines, "")))})
	return e, rec
}

// TestRunProblems checks that a prediction file four lines short reaches
// the page as a refused-input problem naming the count mismatch.
func TestRunProblems(t *testing.T) {
	e, rec := demoEngine(t, 4)
	e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 3, Gold: "demo/dev.json", Pred: "short.sql", Etype: "match"}, nil)
	start := rec.of(protocol.RunStart)
	if len(start) != 1 {
		t.Fatalf("no run: %+v", rec.of(protocol.Failed))
	}
	m := start[0].Run
	if m.Severity != protocol.Refused || len(m.Problems) == 0 || m.Problems[0].Kind != eval.KindInput {
		t.Fatalf("problems %+v (severity %q)", m.Problems, m.Severity)
	}
	if it := strings.Join(m.Problems[0].Items, "\n"); !strings.Contains(it, "short.sql: 163 predictions for 167 gold questions") {
		t.Errorf("the count mismatch is not named: %q", it)
	}
	if m.Timeout != protocol.DefaultTimeout {
		t.Errorf("timeout %q, want the default %q", m.Timeout, protocol.DefaultTimeout)
	}
	// The progress names the question being run.
	ps := rec.of(protocol.Progress)
	if len(ps) == 0 || ps[0].Done != 0 || ps[0].Total != 163 || ps[0].Current != "short.sql:1" {
		t.Errorf("first progress %+v, want 0 of 163 at short.sql:1", ps[0])
	}
}

// TestDeadlineSetting checks the page's deadline values and that the
// protocol's default is the CLI's.
func TestDeadlineSetting(t *testing.T) {
	if protocol.DefaultTimeout != eval.DefaultTimeout.String() {
		t.Fatalf("protocol.DefaultTimeout %q, eval.DefaultTimeout %s", protocol.DefaultTimeout, eval.DefaultTimeout)
	}
	for in, want := range map[string]string{"": "30s", "none": "none", "5s": "5s", "2m0s": "2m0s"} {
		d, err := parseTimeout(in)
		if err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		if got := timeoutLabel(d); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
	e, rec := demoEngine(t, 0)
	e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 3, Gold: "demo/dev.json", Pred: "short.sql", Etype: "exec", Timeout: "none"}, nil)
	e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 4, Gold: "demo/dev.json", Pred: "short.sql", Etype: "exec", Timeout: "soon"}, nil)
	if s := rec.of(protocol.RunStart); len(s) != 1 || s[0].Run.Timeout != "none" {
		t.Errorf("runs %+v", s)
	}
	if f := rec.of(protocol.Failed); len(f) != 1 || f[0].ID != 4 || !strings.Contains(f[0].Error, `deadline "soon"`) {
		t.Errorf("a bad deadline: %+v", f)
	}
}

// TestResetForgetsRuns checks that after Reset no earlier run answers.
func TestResetForgetsRuns(t *testing.T) {
	e, rec := demoEngine(t, 0)
	e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 3, Gold: "demo/dev.json", Pred: "short.sql", Etype: "match"}, nil)
	id := rec.of(protocol.RunStart)[0].Run.ID
	e.Handle(protocol.Request{Type: protocol.Reset, ID: 4}, nil)
	e.Handle(protocol.Request{Type: protocol.Inspect, ID: 5, Run: id, Index: 0}, nil)
	e.Handle(protocol.Request{Type: protocol.Export, ID: 6, Format: "session"}, nil)
	f := rec.of(protocol.Failed)
	if len(f) != 2 || !strings.Contains(f[0].Error, "no run") || !strings.Contains(f[1].Error, "no run to save") {
		t.Errorf("after a reset: %+v", f)
	}
	// A run finishing after a reset is not kept.
	e.publish(7, -1, source{gold: "g", pred: "p"}, &eval.Results{Scores: nil}, nil)
	if n := len(rec.of(protocol.RunStart)); n != 1 {
		t.Errorf("a stale run was published")
	}
}

// TestConversionCrashContained makes converting one question crash: the
// run, the other questions, the detail of the others and the exports
// survive, and the crash is reported on that question.
func TestConversionCrashContained(t *testing.T) {
	crash := func(r *report.Record) {
		if r.Index == 3 {
			panic("simulated crash")
		}
	}
	beforeConvert = crash
	defer func() { beforeConvert = func(*report.Record) {} }()
	e, rec := demoEngine(t, 0)
	e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 3, Gold: "demo/dev.json", Pred: "short.sql", Etype: "all"}, nil)
	start := rec.of(protocol.RunStart)
	if len(start) != 1 {
		t.Fatalf("the run was lost: %+v", rec.of(protocol.Failed))
	}
	var qs []protocol.Question
	for _, m := range rec.of(protocol.Questions) {
		qs = append(qs, m.Questions...)
	}
	if len(qs) != 167 || !strings.Contains(qs[3].Error, "simulated crash") || strings.Join(qs[3].Problems, ",") != eval.KindInternal {
		t.Fatalf("question 3: %+v", qs[3])
	}
	if qs[4].Error != "" || qs[4].Hardness == "" {
		t.Errorf("question 4 was harmed: %+v", qs[4])
	}
	found := false
	for _, p := range start[0].Run.Problems {
		found = found || p.Kind == eval.KindInternal && len(p.Items) == 1
	}
	if !found {
		t.Errorf("the run's problems do not name the crash: %+v", start[0].Run.Problems)
	}
	id := start[0].Run.ID
	e.Handle(protocol.Request{Type: protocol.Inspect, ID: 4, Run: id, Index: 3}, nil)
	e.Handle(protocol.Request{Type: protocol.Inspect, ID: 5, Run: id, Index: 4}, nil)
	if f := rec.of(protocol.Failed); len(f) != 1 || f[0].ID != 4 || !strings.Contains(f[0].Error, "describing question 3") {
		t.Errorf("inspecting the crashing question: %+v", f)
	}
	if d := rec.of(protocol.Inspected); len(d) != 1 || d[0].ID != 5 {
		t.Errorf("inspecting another question: %+v", d)
	}
	e.Handle(protocol.Request{Type: protocol.Export, ID: 6, Run: id, Format: "jsonl"}, nil)
	e.Handle(protocol.Request{Type: protocol.Export, ID: 7, Run: id, Format: "csv"}, nil)
	ex := rec.of(protocol.Exported)
	if len(ex) != 2 || strings.Count(ex[0].Text, "\n") != 167 || strings.Count(ex[1].Text, "\n") != 168 {
		t.Fatalf("exports: %+v", rec.of(protocol.Failed))
	}
	if l := strings.Split(ex[0].Text, "\n")[3]; !strings.Contains(l, `"index":3`) || !strings.Contains(l, "simulated crash") {
		t.Errorf("jsonl line of the crash: %s", l)
	}
	if l := strings.Split(ex[1].Text, "\n")[4]; !strings.HasPrefix(l, "3,") || !strings.Contains(l, "simulated crash") {
		t.Errorf("csv row of the crash: %s", l)
	}
	// A crash outside any question (here: every conversion of the
	// playground) fails that request only.
	beforeConvert = func(*report.Record) { panic("every question") }
	e.Handle(protocol.Request{Type: protocol.Judge, ID: 8, DB: "concert_singer", GoldSQL: "SELECT 1 FROM singer", PredSQL: "SELECT 1 FROM singer"}, nil)
	if f := rec.of(protocol.Failed); len(f) != 2 || f[1].ID != 8 || !strings.Contains(f[1].Error, "every question") {
		t.Errorf("judge crash: %+v", f)
	}
}
