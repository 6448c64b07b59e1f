package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/wasm/protocol"
)

const demo = "../../assets/demo"

type recorder struct {
	mu  sync.Mutex
	got []protocol.Response
}

func (r *recorder) post(m protocol.Response) {
	// Round-trip through JSON as the bridge does.
	b, err := json.Marshal(m)
	if err != nil {
		panic(err)
	}
	var back protocol.Response
	json.Unmarshal(b, &back)
	r.mu.Lock()
	r.got = append(r.got, back)
	r.mu.Unlock()
}

func (r *recorder) of(typ string) []protocol.Response {
	var out []protocol.Response
	for _, m := range r.got {
		if m.Type == typ {
			out = append(out, m)
		}
	}
	return out
}

// demoFetch serves the demo directory, with a manifest like the site's.
func demoFetch(url string) ([]byte, error) {
	rel := strings.TrimPrefix(url, "/web/demo/")
	if rel == "manifest.json" {
		var files []string
		filepath.WalkDir(demo, func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				r, _ := filepath.Rel(demo, p)
				files = append(files, filepath.ToSlash(r))
			}
			return nil
		})
		return json.Marshal(files)
	}
	if strings.Contains(rel, "..") {
		return nil, errors.New("bad path")
	}
	return os.ReadFile(filepath.Join(demo, rel))
}

func TestDemoRun(t *testing.T) {
	rec := &recorder{}
	e := New(Host{Post: rec.post, Fetch: demoFetch, Explainer: remoteTiDB(t)})
	e.Handle(protocol.Request{Type: protocol.LoadDemo, ID: 1, Base: "/web/demo"}, nil)
	loaded := rec.of(protocol.Loaded)
	if len(loaded) != 1 || len(loaded[0].Summary.Databases) != 4 || len(loaded[0].Summary.Problems) != 0 {
		t.Fatalf("loaded: %+v", loaded)
	}
	e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 2, Gold: "demo/dev.json", Pred: "demo/pred_graphix_t5.sql", Etype: "all"}, nil)
	if f := rec.of(protocol.Failed); len(f) > 0 {
		t.Fatalf("failed: %+v", f)
	}
	start := rec.of(protocol.RunStart)
	if len(start) != 1 {
		t.Fatalf("%d run starts", len(start))
	}
	// The report equals the CLI path's for the same inputs.
	want := cliReport(t)
	if start[0].Run.Report != want {
		t.Errorf("report differs from the file-based evaluation:\n%s\n---\n%s", start[0].Run.Report, want)
	}
	n := 0
	for _, m := range rec.of(protocol.Questions) {
		if len(m.Questions) > chunk {
			t.Errorf("chunk of %d questions", len(m.Questions))
		}
		n += len(m.Questions)
	}
	if n != 167 || len(rec.of(protocol.Progress)) == 0 {
		t.Errorf("%d questions, %d progress messages", n, len(rec.of(protocol.Progress)))
	}
	if bd := start[0].Run.Breakdowns["db_id"]; len(bd) != 4 {
		t.Errorf("db breakdown: %+v", bd)
	}
	// The quadrants of exact match versus execution count the questions'
	// own quadrants.
	quad := map[string]int{}
	for _, m := range rec.of(protocol.Questions) {
		for _, q := range m.Questions {
			quad[q.Agreement]++
		}
	}
	if ag := start[0].Run.Agreement; len(ag) != 4 || quad[""] != 0 {
		t.Errorf("quadrants %+v, questions %v", ag, quad)
	} else {
		for _, a := range ag {
			if a.Count != quad[a.Key] || a.Meaning == "" {
				t.Errorf("quadrant %+v, %d questions in it", a, quad[a.Key])
			}
		}
	}
	// Asked for, the SQL-feature profiles: one per scored question, and
	// the accuracy by feature.
	if len(rec.of(protocol.Profiled)) != 0 {
		t.Fatal("profiles sent unasked")
	}
	e.Handle(protocol.Request{Type: protocol.Profile, ID: 9, Run: start[0].Run.ID}, nil)
	prof := rec.of(protocol.Profiled)
	if len(prof) != 1 || prof[0].Run.ID != start[0].Run.ID || len(prof[0].Questions) != 167 {
		t.Fatalf("profiles: %d messages", len(prof))
	}
	progress := 0
	for _, m := range rec.of(protocol.Progress) {
		if m.ID == 9 && m.Total == 167 {
			progress++
		}
	}
	if progress == 0 {
		t.Error("profiling reports no progress")
	}
	joins := 0
	for _, q := range prof[0].Questions {
		if slices.Contains(q.Features, "JOIN") {
			joins++
		}
	}
	var joinRow *protocol.FeatureRow
	for i, r := range prof[0].Run.Features {
		if r.Feature == "JOIN" {
			joinRow = &prof[0].Run.Features[i]
		}
	}
	if joins == 0 || joinRow == nil || joinRow.With != joins || joinRow.With+joinRow.Without != 167 {
		t.Errorf("%d questions with a JOIN, row %+v", joins, joinRow)
	}

	// Inspect a question the model got wrong: clauses carry verdicts.
	runID := start[0].Run.ID
	var wrong *protocol.Question
	for _, m := range rec.of(protocol.Questions) {
		for i := range m.Questions {
			if m.Questions[i].Exact == 0 && wrong == nil {
				wrong = &m.Questions[i]
			}
		}
	}
	e.Handle(protocol.Request{Type: protocol.Inspect, ID: 3, Run: runID, Index: wrong.Index}, nil)
	ins := rec.of(protocol.Inspected)
	if len(ins) != 1 {
		t.Fatalf("inspect: %+v", rec.of(protocol.Failed))
	}
	d := ins[0].Detail
	mismatch := false
	for _, c := range append(d.GoldClauses, d.PredClauses...) {
		if c.Status == "mismatch" {
			mismatch = true
		}
	}
	if d.GoldResult == nil || d.PredResult == nil || len(d.GoldResult.Columns) == 0 {
		t.Errorf("detail lacks execution results: %+v %+v", d.GoldResult, d.PredResult)
	}
	if !mismatch || len(d.Components) != 10 || len(d.Schema) == 0 {
		t.Errorf("detail of a wrong question: %+v", d)
	}

	for _, f := range []string{"report", "jsonl", "csv"} {
		e.Handle(protocol.Request{Type: protocol.Export, ID: 4, Run: runID, Format: f}, nil)
	}
	ex := rec.of(protocol.Exported)
	if len(ex) != 3 || ex[0].Text != want || strings.Count(ex[1].Text, "\n") != 167 || strings.Count(ex[2].Text, "\n") != 168 {
		t.Errorf("exports: %d", len(ex))
	}
}

func cliReport(t *testing.T) string {
	cat := exec.NewDirCatalog(filepath.Join(demo, "database"))
	defer cat.Close()
	var sb strings.Builder
	cliResults(t, cat, eval.Options{Etype: "all"}).WriteReport(&sb)
	return sb.String()
}

// cliResults scores the demo as the file-based path does, on cat.
func cliResults(t *testing.T, cat exec.Catalog, opt eval.Options) *eval.Results {
	read := func(f string) dataset.File {
		b, err := os.ReadFile(filepath.Join(demo, f))
		if err != nil {
			t.Fatal(err)
		}
		return dataset.File{Name: f, Data: b}
	}
	tf := read("tables.json")
	tables, err := schema.ParseTables(tf.Name, tf.Data)
	if err != nil {
		t.Fatal(err)
	}
	res, err := eval.Evaluate(t.Context(), eval.Inputs{Gold: read("dev.json"), Pred: read("pred_graphix_t5.sql"), Tables: tables,
		DBs: &eval.DirSource{Dir: filepath.Join(demo, "database")}, Exec: cat}, opt, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestJudge(t *testing.T) {
	rec := &recorder{}
	e := New(Host{Post: rec.post, Fetch: demoFetch, Explainer: remoteTiDB(t)})
	e.Handle(protocol.Request{Type: protocol.LoadDemo, ID: 1, Base: "/web/demo"}, nil)
	cases := []struct {
		gold, pred  string
		exact, exec int
		hardness    string
	}{
		// Values are ignored by exact match but not by execution.
		{"SELECT name FROM singer WHERE age > 40", "SELECT name FROM singer WHERE age > 20", 1, 0, "easy"},
		// A semantically equal query fails exact match and passes execution.
		{"SELECT max(age) FROM singer", "SELECT age FROM singer ORDER BY age DESC LIMIT 1", 0, 1, "easy"},
		// A rejected prediction scores as an empty query.
		{"SELECT count(*) FROM singer", "SELECT count(*) AS n FROM singer", 0, 1, "easy"},
	}
	for i, c := range cases {
		e.Handle(protocol.Request{Type: protocol.Judge, ID: 10 + i, DB: "concert_singer", GoldSQL: c.gold, PredSQL: c.pred}, nil)
		got := rec.of(protocol.Judged)
		if len(got) != i+1 {
			t.Fatalf("case %d: %+v", i, rec.of(protocol.Failed))
		}
		d := got[i].Detail
		q := d.Question
		if q.Exact != c.exact || q.Exec == nil || *q.Exec != c.exec || q.Hardness != c.hardness {
			t.Errorf("%q vs %q: exact %d exec %v hardness %s", c.gold, c.pred, q.Exact, q.Exec, q.Hardness)
		}
		if d.GoldTree == "" || len(d.GoldClauses) == 0 || d.GoldResult == nil {
			t.Errorf("%q: detail lacks the structure, clauses or results", c.gold)
		}
		if !q.Parsed && d.Reject == "" {
			t.Errorf("%q: a rejected prediction without a reason", c.pred)
		}
		if !q.Parsed && (q.Extended == nil || *q.Extended != 1) {
			t.Errorf("%q: the extended grammar should match the aliased count", c.pred)
		}
	}
	e.Handle(protocol.Request{Type: protocol.Judge, ID: 20, DB: "concert_singer", GoldSQL: "SELECT nothing FROM nowhere", PredSQL: "SELECT 1"}, nil)
	if d := rec.of(protocol.Judged); len(d) != 4 || d[3].Detail.GoldError == "" {
		t.Errorf("an unparsable gold gives no error: %+v", d[len(d)-1])
	}
}

// TestSessionRoundTrip saves the runs as a session and opens it in a fresh
// engine: the same report and questions come back, and questions can be inspected.
func TestSessionRoundTrip(t *testing.T) {
	rec := &recorder{}
	e := New(Host{Post: rec.post, Fetch: demoFetch, Explainer: remoteTiDB(t)})
	e.Handle(protocol.Request{Type: protocol.LoadDemo, ID: 1, Base: "/web/demo"}, nil)
	e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 2, Gold: "demo/dev.json", Pred: "demo/pred_graphix_t5.sql", Etype: "all"}, nil)
	e.Handle(protocol.Request{Type: protocol.Export, ID: 3, Format: "session"}, nil)
	ex := rec.of(protocol.Exported)
	if len(ex) != 1 || ex[0].Filename != "spidereval-session.json" {
		t.Fatalf("session export: %+v", rec.of(protocol.Failed))
	}
	want := rec.of(protocol.RunStart)[0].Run.Report

	rec2 := &recorder{}
	e2 := New(Host{Post: rec2.post, Fetch: demoFetch, Explainer: remoteTiDB(t)})
	e2.Handle(protocol.Request{Type: protocol.Load, ID: 7}, []Source{Bytes("saved.json", []byte(ex[0].Text))})
	start := rec2.of(protocol.RunStart)
	if len(start) != 1 || start[0].ID != 7 {
		t.Fatalf("reopened runs: %+v %+v", start, rec2.of(protocol.Failed))
	}
	if start[0].Run.Report != want {
		t.Errorf("reopened report differs:\n%s\n---\n%s", start[0].Run.Report, want)
	}
	// The provenance ("Measured: …") is saved and reopened, as --session keeps it (issue 25, item 5).
	if got, want := start[0].Run.Provenance, rec.of(protocol.RunStart)[0].Run.Provenance; got != want || want == "" {
		t.Errorf("reopened provenance %q, want %q", got, want)
	}
	if !strings.Contains(ex[0].Text, `"provenance":{`) {
		t.Error("the saved session holds no provenance")
	}
	n := 0
	for _, m := range rec2.of(protocol.Questions) {
		n += len(m.Questions)
	}
	if n != 167 {
		t.Errorf("%d questions reopened", n)
	}
	e2.Handle(protocol.Request{Type: protocol.Inspect, ID: 8, Run: start[0].Run.ID, Index: 16}, nil)
	if d := rec2.of(protocol.Inspected); len(d) != 1 || d[0].Detail.GoldResult == nil || len(d[0].Detail.Components) != 10 {
		t.Errorf("inspecting a reopened question: %+v", rec2.of(protocol.Failed))
	}
}

// scoreDemo loads the demo (request 1) and scores its predictions
// against dev.json with etype (request 2); it returns the run's id, and
// stops the test when no run came.
func scoreDemo(t *testing.T, e *Engine, rec *recorder, etype string) int {
	t.Helper()
	e.Handle(protocol.Request{Type: protocol.LoadDemo, ID: 1, Base: "/web/demo"}, nil)
	e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 2, Gold: "demo/dev.json", Pred: "demo/pred_graphix_t5.sql", Etype: etype}, nil)
	start := rec.of(protocol.RunStart)
	if len(start) != 1 {
		t.Fatalf("run: %+v", rec.of(protocol.Failed))
	}
	return start[0].Run.ID
}

// loadDemoAndGoldAsPred loads the demo (request 1) and its gold SQL as a
// prediction file, gold_as_pred.sql (request 2).
func loadDemoAndGoldAsPred(t *testing.T, e *Engine) {
	t.Helper()
	e.Handle(protocol.Request{Type: protocol.LoadDemo, ID: 1, Base: "/web/demo"}, nil)
	gold, err := os.ReadFile(filepath.Join(demo, "dev_gold.sql"))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(string(gold)), "\n") {
		lines = append(lines, strings.Split(l, "\t")[0])
	}
	e.Handle(protocol.Request{Type: protocol.Load, ID: 2}, []Source{Bytes("gold_as_pred.sql", []byte(strings.Join(lines, "\n")+"\n"))})
}

// TestCompareRuns compares the demo predictions with the gold used as
// predictions: the gold wins exactly the questions Graphix-T5 gets wrong.
func TestCompareRuns(t *testing.T) {
	rec := &recorder{}
	e := New(Host{Post: rec.post, Fetch: demoFetch, Explainer: remoteTiDB(t)})
	loadDemoAndGoldAsPred(t, e)
	e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 3, Gold: "demo/dev_gold.sql", Pred: "demo/pred_graphix_t5.sql", Etype: "all"}, nil)
	e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 4, Gold: "demo/dev_gold.sql", Pred: "gold_as_pred.sql", Etype: "all"}, nil)
	starts := rec.of(protocol.RunStart)
	if len(starts) != 2 {
		t.Fatalf("runs: %+v", rec.of(protocol.Failed))
	}
	wrong := 0
	for _, m := range rec.of(protocol.Questions) {
		for _, q := range m.Questions {
			if q.Exact == 0 && m.ID == 3 {
				wrong++
			}
		}
	}
	e.Handle(protocol.Request{Type: protocol.Compare, ID: 5, Runs: []int{starts[0].Run.ID, starts[1].Run.ID}, Metric: "exact"}, nil)
	cmp := rec.of(protocol.Compared)
	if len(cmp) != 1 {
		t.Fatalf("compare: %+v", rec.of(protocol.Failed))
	}
	c := cmp[0].Comparison
	p := c.Pairs[0]
	if c.N != 167 || p.AOnly != 0 || p.BOnly != wrong || p.Neither != 0 || p.Both != 167-wrong || len(p.OnlyB) != wrong {
		t.Errorf("comparison: n %d, pair %+v, want b_only %d", c.N, p, wrong)
	}
	if p.High >= 0 || p.P >= 0.05 {
		t.Errorf("the gold should be significantly better: p %g, CI [%g, %g]", p.P, p.Low, p.High)
	}
}

// TestExtendedRun scores with the opt-in extended grammar: a prediction
// the grammar rejects (a select alias) matches, apart from the official numbers.
func TestExtendedRun(t *testing.T) {
	rec := &recorder{}
	e := New(Host{Post: rec.post, Fetch: demoFetch, Explainer: remoteTiDB(t)})
	e.Handle(protocol.Request{Type: protocol.LoadDemo, ID: 1, Base: "/web/demo"}, nil)
	e.Handle(protocol.Request{Type: protocol.Load, ID: 2}, []Source{
		Bytes("g.sql", []byte("SELECT count(*) FROM singer\tconcert_singer\nSELECT name FROM singer\tconcert_singer\n")),
		Bytes("p.sql", []byte("SELECT count(*) AS total FROM singer\nSELECT name FROM singer\n")),
	})
	e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 3, Gold: "g.sql", Pred: "p.sql", Etype: "match", Extended: true}, nil)
	start := rec.of(protocol.RunStart)
	if len(start) != 1 {
		t.Fatalf("%+v", rec.of(protocol.Failed))
	}
	if !strings.Contains(start[0].Run.Extended, "extended exact match (opt-in, not official): 1.000 (official 0.500)") {
		t.Errorf("extended summary: %q", start[0].Run.Extended)
	}
	q := rec.of(protocol.Questions)[0].Questions[0]
	if q.Parsed || q.Exact != 0 || q.Extended == nil || *q.Extended != 1 || len(q.Extensions) == 0 {
		t.Errorf("rejected prediction: %+v", q)
	}
}

// TestWords checks the page's words for numbers and rejections (issue 25, item 15).
func TestWords(t *testing.T) {
	for x, want := range map[float64]string{4.37382802e+06: "4373828.02", 0.5: "0.5", 1e-7: "1e-07", 3: "3", 0: "0", -12.25: "-12.25", 1e20: "1e+20"} {
		if got := cellFloat(x); got != want {
			t.Errorf("cellFloat(%g) = %q, want %q", x, got, want)
		}
	}
	for in, want := range map[string]string{
		"outside_grammar: LEFT JOIN; IS [NOT] NULL": "valid SQL that the Spider grammar does not cover: LEFT JOIN; IS [NOT] NULL",
		"ok": "the full SQL parser finds nothing wrong", "okay": "okay",
	} {
		if got := plainReject(in); got != want {
			t.Errorf("plainReject(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestQuestionTextFromDevJSON scores the demo on dev_gold.sql: its
// questions show their text from the loaded dev.json (issue 25, item 12),
// and the report stays the CLI's.
func TestQuestionTextFromDevJSON(t *testing.T) {
	rec := &recorder{}
	e := New(Host{Post: rec.post, Fetch: demoFetch})
	e.Handle(protocol.Request{Type: protocol.LoadDemo, ID: 1, Base: "/web/demo"}, nil)
	e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 2, Gold: "demo/dev_gold.sql", Pred: "demo/pred_graphix_t5.sql", Etype: "match"}, nil)
	var qs []protocol.Question
	for _, m := range rec.of(protocol.Questions) {
		qs = append(qs, m.Questions...)
	}
	if len(qs) != 167 {
		t.Fatalf("%d questions: %+v", len(qs), rec.of(protocol.Failed))
	}
	for _, q := range qs {
		if q.Question == "" {
			t.Fatalf("question %d has no text", q.Index)
		}
	}
	if qs[0].Question != "How many singers do we have?" {
		t.Errorf("first question %q", qs[0].Question)
	}
}

// TestResetKeepsRuns closes the files and keeps the runs (issue 25, item
// 14: forgetting kept files no longer closes the run made from them).
func TestResetKeepsRuns(t *testing.T) {
	rec := &recorder{}
	e := New(Host{Post: rec.post, Fetch: demoFetch})
	e.Handle(protocol.Request{Type: protocol.LoadDemo, ID: 1, Base: "/web/demo"}, nil)
	e.Handle(protocol.Request{Type: protocol.Evaluate, ID: 2, Gold: "demo/dev.json", Pred: "demo/pred_graphix_t5.sql", Etype: "match"}, nil)
	run := rec.of(protocol.RunStart)[0].Run.ID
	e.Handle(protocol.Request{Type: protocol.Reset, ID: 3, KeepRuns: true}, nil)
	if s := rec.of(protocol.Loaded); len(s[len(s)-1].Summary.Files) != 0 {
		t.Fatalf("files after the reset: %+v", s[len(s)-1].Summary.Files)
	}
	e.Handle(protocol.Request{Type: protocol.Export, ID: 4, Run: run, Format: "report"}, nil)
	if ex := rec.of(protocol.Exported); len(ex) != 1 || !strings.Contains(ex[0].Text, "EXACT MATCHING ACCURACY") {
		t.Errorf("the kept run does not export: %+v", rec.of(protocol.Failed))
	}
	e.Handle(protocol.Request{Type: protocol.Inspect, ID: 5, Run: run, Index: 3}, nil)
	if d := rec.of(protocol.Inspected); len(d) != 1 {
		t.Errorf("the kept run's question does not open: %+v", rec.of(protocol.Failed))
	}
	e.Handle(protocol.Request{Type: protocol.Reset, ID: 6}, nil)
	e.Handle(protocol.Request{Type: protocol.Export, ID: 7, Run: run, Format: "report"}, nil)
	if len(rec.of(protocol.Exported)) != 1 {
		t.Error("a plain reset keeps the runs")
	}
}

// TestSessionSavedEarlier opens a session file the page saved before its
// wire keys became one case (testdata/session-saved-by-page.json: the
// demo's first three questions): a saved session is eval/report's format,
// which the change left alone, and it must still open as it was saved.
func TestSessionSavedEarlier(t *testing.T) {
	data, err := os.ReadFile("testdata/session-saved-by-page.json")
	if err != nil {
		t.Fatal(err)
	}
	var saved report.Session
	if err := json.Unmarshal(data, &saved); err != nil || len(saved.Runs) != 1 {
		t.Fatalf("the sample: %v", err)
	}
	rec := &recorder{}
	e := New(Host{Post: rec.post, Fetch: demoFetch, Explainer: remoteTiDB(t)})
	e.Handle(protocol.Request{Type: protocol.Load, ID: 1}, []Source{Bytes("spidereval-session.json", data)})
	start := rec.of(protocol.RunStart)
	if len(start) != 1 {
		t.Fatalf("runs opened: %+v %+v", start, rec.of(protocol.Failed))
	}
	r := start[0].Run
	if r.Report != saved.Runs[0].Report || r.Gold != "gold3.sql" || r.Pred != "pred3.sql" || r.Etype != "all" || r.Count != 3 {
		t.Errorf("the reopened run differs from the saved one: %+v", r)
	}
	if !strings.Contains(r.Provenance, "testsuite") {
		t.Errorf("the saved provenance is lost: %q", r.Provenance)
	}
	n := 0
	for _, m := range rec.of(protocol.Questions) {
		for _, q := range m.Questions {
			n++
			if q.Exec == nil || *q.Exec != 1 || q.Exact != 1 {
				t.Errorf("question %d reopened as exec %v exact %d, saved right", q.Index, q.Exec, q.Exact)
			}
		}
	}
	if n != 3 {
		t.Errorf("%d questions reopened", n)
	}
}

// TestLoadProgress: a load of many files says how far it is, naming the
// file being read, before its summary (issue 33, item 7: a folder of
// hundreds of files showed nothing but "Reading files…").
func TestLoadProgress(t *testing.T) {
	rec := &recorder{}
	now := time.Unix(0, 0)
	e := New(Host{Post: rec.post, LoadProgress: true, Now: func() time.Time {
		now = now.Add(60 * time.Millisecond) // a file read every 60 ms
		return now
	}})
	var files []Source
	for i := range 10 {
		files = append(files, Bytes(fmt.Sprintf("notes/%d.md", i), []byte("# notes")))
	}
	e.Handle(protocol.Request{Type: protocol.Load, ID: 7}, files)
	var got []string
	for _, m := range rec.got {
		switch m.Type {
		case protocol.Progress:
			got = append(got, fmt.Sprintf("%d/%d %s", m.Done, m.Total, m.Current))
		case protocol.Loaded:
			got = append(got, "loaded")
		}
		if m.ID != 7 {
			t.Errorf("%s for request %d, want 7", m.Type, m.ID)
		}
	}
	want := []string{"0/10 notes/0.md", "2/10 notes/2.md", "4/10 notes/4.md", "6/10 notes/6.md", "8/10 notes/8.md", "loaded"}
	if !slices.Equal(got, want) {
		t.Errorf("messages %q, want %q", got, want)
	}
}
