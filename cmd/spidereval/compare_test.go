package main

import (
	"context"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/compare"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/match"
	"github.com/spidereval/spidereval/eval/schema"
)

// compareOut is the part of `compare --json` the tests read: every
// number the page shows too, and more.
type compareOut struct {
	Metric   string `json:"metric"`
	N        int    `json:"n"`
	Excluded int    `json:"excluded"`
	Pairs    []struct {
		A, B, Metric  string
		AOnly         int `json:"a_only"`
		BOnly         int `json:"b_only"`
		Both, Neither int
		McNemarP      float64 `json:"mcnemar_p"`
		CILow         float64 `json:"ci_low"`
		CIHigh        float64 `json:"ci_high"`
		Levels        map[string]struct{ N int }
	} `json:"pairs"`
	Models []struct {
		Name, File string
		Count      int
		Exact      *float64
		Exec       *float64
		F1         map[string]float64
		Levels     map[string]struct {
			Count int
			Exact *float64
			Exec  *float64
		}
	} `json:"models"`
}

// demoFiles writes the derived prediction files next to the demo's: the
// gold itself without its db_id column, and Graphix-T5's predictions with
// lines 3 and 10 replaced by broken SQL and line 20 left blank.
func demoFiles(t *testing.T) (goldPred, broken string) {
	t.Helper()
	tmp := t.TempDir()
	gold, err := os.ReadFile(filepath.Join(demo, "dev_gold.sql"))
	if err != nil {
		t.Fatal(err)
	}
	var sqls []string
	for _, l := range strings.Split(strings.TrimRight(string(gold), "\n"), "\n") {
		sqls = append(sqls, strings.SplitN(l, "\t", 2)[0])
	}
	goldPred = filepath.Join(tmp, "gold_as_pred.sql")
	if err := os.WriteFile(goldPred, []byte(strings.Join(sqls, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	graphix, err := os.ReadFile(filepath.Join(demo, "pred_graphix_t5.sql"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(graphix), "\n")
	lines[2], lines[9], lines[19] = "select nonsense", "select count(*) from no_such_table", ""
	broken = filepath.Join(tmp, "broken.sql")
	if err := os.WriteFile(broken, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	return goldPred, broken
}

func demoArgs(etype string, extra ...string) []string {
	args := []string{"compare", "--gold", filepath.Join(demo, "dev_gold.sql"), "--db", filepath.Join(demo, "database"),
		"--table", filepath.Join(demo, "tables.json"), "--etype", etype}
	return append(args, extra...)
}

func runCompareJSON(t *testing.T, args ...string) (compareOut, string) {
	t.Helper()
	stdout, stderr, code := runCLI(t, args...)
	if code != 0 && code != exitRefused && code != exitDegraded {
		t.Fatalf("exit %d; stderr:\n%s", code, stderr)
	}
	var out compareOut
	dec := json.NewDecoder(strings.NewReader(stdout))
	if err := dec.Decode(&out); err != nil {
		t.Fatalf("stdout is not JSON: %v\n%s", err, stdout)
	}
	if dec.More() {
		t.Fatalf("more than one JSON value on stdout:\n%s", stdout)
	}
	return out, stderr
}

// evaluateAlone scores one prediction file on the demo with eval.Evaluate.
func evaluateAlone(t *testing.T, pred string, etype eval.Etype) *eval.Results {
	t.Helper()
	var in eval.Inputs
	var err error
	if in.Gold, err = readInput(filepath.Join(demo, "dev_gold.sql")); err != nil {
		t.Fatal(err)
	}
	if in.Pred, err = readInput(pred); err != nil {
		t.Fatal(err)
	}
	tf, err := readInput(filepath.Join(demo, "tables.json"))
	if err != nil {
		t.Fatal(err)
	}
	if in.Tables, err = schema.ParseTables(tf.Name, tf.Data); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(demo, "database")
	in.DBs = &eval.DirSource{Dir: db}
	catalog := exec.NewDirCatalog(db)
	defer catalog.Close()
	in.Exec = catalog
	res, err := eval.Evaluate(context.Background(), in, eval.Options{Etype: etype}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// checkConsistent checks the counts against each other and the models' scores.
func checkConsistent(t *testing.T, out compareOut, models int) {
	t.Helper()
	if len(out.Models) != models || len(out.Pairs) != models*(models-1)/2 {
		t.Fatalf("%d models and %d pairs, want %d and %d", len(out.Models), len(out.Pairs), models, models*(models-1)/2)
	}
	score := map[string]float64{}
	for _, m := range out.Models {
		v := m.Exact
		if out.Metric == "exec" {
			v = m.Exec
		}
		if v == nil || m.Count != out.N {
			t.Fatalf("model %s: count %d, %s %v; want %d and a score", m.Name, m.Count, out.Metric, v, out.N)
		}
		score[m.Name] = *v
		levels := 0
		for _, l := range m.Levels {
			levels += l.Count
		}
		if levels != out.N {
			t.Errorf("model %s: levels hold %d questions, want %d", m.Name, levels, out.N)
		}
	}
	for _, p := range out.Pairs {
		if p.Metric != out.Metric {
			t.Errorf("%s/%s: metric %q, want %q", p.A, p.B, p.Metric, out.Metric)
		}
		if n := p.AOnly + p.BOnly + p.Both + p.Neither; n != out.N {
			t.Errorf("%s/%s: cells sum to %d, want %d", p.A, p.B, n, out.N)
		}
		for _, c := range []struct {
			name    string
			correct int
		}{{p.A, p.Both + p.AOnly}, {p.B, p.Both + p.BOnly}} {
			if want := float64(c.correct) / float64(out.N); math.Abs(score[c.name]-want) > 1e-12 {
				t.Errorf("%s: %s %v, but the pair %s/%s gives %v", c.name, out.Metric, score[c.name], p.A, p.B, want)
			}
		}
		if want := compare.McNemar(p.AOnly, p.BOnly); p.McNemarP != want {
			t.Errorf("%s/%s: mcnemar_p %v, want %v", p.A, p.B, p.McNemarP, want)
		}
		diff := float64(p.AOnly-p.BOnly) / float64(out.N)
		if !(p.CILow <= diff && diff <= p.CIHigh) {
			t.Errorf("%s/%s: interval [%v, %v] misses the difference %v", p.A, p.B, p.CILow, p.CIHigh, diff)
		}
	}
}

// TestCompareGoldVersusGraphix checks a hand-computable case: the gold used
// as predictions is always exact, so against Graphix-T5 it wins exactly the
// questions Graphix-T5 gets wrong and loses none.
func TestCompareGoldVersusGraphix(t *testing.T) {
	goldPred, _ := demoFiles(t)
	graphix := filepath.Join(demo, "pred_graphix_t5.sql")
	alone := evaluateAlone(t, graphix, "match")
	right, wrong := 0, 0
	for i := range alone.Records {
		if r := &alone.Records[i]; r.Scored() {
			right += r.Exact
			wrong += 1 - r.Exact
		}
	}
	if wrong == 0 {
		t.Fatal("Graphix-T5 gets every demo question right: the case proves nothing")
	}
	out, _ := runCompareJSON(t, demoArgs("match", "--json", graphix, goldPred)...)
	checkConsistent(t, out, 2)
	p := out.Pairs[0]
	if p.A != "pred_graphix_t5.sql" || p.B != "gold_as_pred.sql" {
		t.Fatalf("pair %s/%s, want pred_graphix_t5.sql/gold_as_pred.sql", p.A, p.B)
	}
	if p.AOnly != 0 || p.BOnly != wrong || p.Both != right || p.Neither != 0 || out.N != right+wrong || out.Excluded != 0 {
		t.Errorf("cells a_only %d b_only %d both %d neither %d over %d, want 0, %d, %d, 0 over %d",
			p.AOnly, p.BOnly, p.Both, p.Neither, out.N, wrong, right, right+wrong)
	}
	if want := 2 * math.Pow(0.5, float64(wrong)); p.McNemarP != want {
		t.Errorf("mcnemar_p %v, want 2·½^%d = %v", p.McNemarP, wrong, want)
	}
	if p.CIHigh >= 0 {
		t.Errorf("interval [%v, %v] should lie below 0", p.CILow, p.CIHigh)
	}
	g, gp := out.Models[0], out.Models[1]
	if *gp.Exact != 1 || gp.Exec != nil {
		t.Errorf("gold as predictions: exact %v exec %v, want 1 and null", *gp.Exact, gp.Exec)
	}
	// Graphix-T5's scores are the single run's, level by level.
	for _, l := range append([]string{"all"}, compare.Levels[:4]...) {
		want := alone.Scores.Levels[l]
		got := g.Levels[l]
		if l == "all" {
			got.Count, got.Exact = g.Count, g.Exact
		}
		if got.Count != want.Count || math.Abs(*got.Exact-want.Exact) > 1e-12 {
			t.Errorf("%s: count %d exact %v, the single run %d and %v", l, got.Count, *got.Exact, want.Count, want.Exact)
		}
	}
	for k, c := range []string{"select", "where", "IUEN", "keywords"} {
		if want := alone.Scores.Levels["all"].Partial[componentIndex(t, c)].F1; math.Abs(g.F1[c]-want) > 1e-12 {
			t.Errorf("component %d %s: F1 %v, the single run %v", k, c, g.F1[c], want)
		}
	}
	// Swapping the files swaps the cells.
	back, _ := runCompareJSON(t, demoArgs("match", "--json", goldPred, graphix)...)
	if q := back.Pairs[0]; q.AOnly != p.BOnly || q.BOnly != p.AOnly || q.McNemarP != p.McNemarP {
		t.Errorf("swapped: a_only %d b_only %d p %v; want %d, %d, %v", q.AOnly, q.BOnly, q.McNemarP, p.BOnly, p.AOnly, p.McNemarP)
	}
}

func componentIndex(t *testing.T, name string) int {
	t.Helper()
	for i, c := range match.Components {
		if c == name {
			return i
		}
	}
	t.Fatalf("no component %q", name)
	return 0
}

// TestCompareThreeModelsExec compares three files on execution: the pairs
// come in order and the broken copy loses exactly the broken lines Graphix
// got right.
func TestCompareThreeModelsExec(t *testing.T) {
	goldPred, broken := demoFiles(t)
	graphix := filepath.Join(demo, "pred_graphix_t5.sql")
	alone := evaluateAlone(t, graphix, "exec")
	lost := 0
	for _, i := range []int{2, 9, 19} {
		if e := alone.Records[i].Exec; e != nil && *e == 1 {
			lost++
		}
	}
	out, stderr := runCompareJSON(t, demoArgs("exec", "--json", "--workers", "2", "--timeout", "10s", graphix, goldPred, broken)...)
	checkConsistent(t, out, 3)
	want := [][2]string{{"pred_graphix_t5.sql", "gold_as_pred.sql"}, {"pred_graphix_t5.sql", "broken.sql"}, {"gold_as_pred.sql", "broken.sql"}}
	for i, p := range out.Pairs {
		if p.A != want[i][0] || p.B != want[i][1] {
			t.Errorf("pair %d: %s/%s, want %s/%s", i, p.A, p.B, want[i][0], want[i][1])
		}
	}
	if p := out.Pairs[1]; p.AOnly != lost || p.BOnly != 0 {
		t.Errorf("graphix/broken: a_only %d b_only %d, want %d and 0", p.AOnly, p.BOnly, lost)
	}
	if *out.Models[1].Exec != 1 || out.Models[0].Exact != nil {
		t.Errorf("gold as predictions: exec %v, graphix exact %v; want 1 and null", *out.Models[1].Exec, out.Models[0].Exact)
	}
	if !strings.Contains(stderr, "broken.sql:20: empty prediction") {
		t.Errorf("no warning for the blank line:\n%s", stderr)
	}
	if levels := out.Pairs[0].Levels; len(levels) != 4 || levels["medium"].N != out.Models[0].Levels["medium"].Count {
		t.Errorf("pair levels %+v do not match the models' levels", levels)
	}
}

// TestCompareExcludesUnscored checks that questions not scored for every
// model (a gold line the grammar rejects, a prediction file cut short) are
// left out and counted in a warning.
func TestCompareExcludesUnscored(t *testing.T) {
	tmp := t.TempDir()
	write := func(name, content string) string { return writeFile(t, tmp, name, content) }
	gold := write("gold.sql", "SELECT count(*) FROM singer\tconcert_singer\nSELECT name FROM singer\tconcert_singer\n"+
		"SELECT nonsense FROM nowhere\tconcert_singer\nSELECT count(*) FROM stadium\tconcert_singer\nSELECT name FROM stadium\tconcert_singer\n")
	full := write("full.sql", "SELECT count(*) FROM singer\nSELECT name FROM singer\nSELECT 1\nSELECT count(*) FROM stadium\nSELECT name FROM singer\n")
	short := write("short.sql", "SELECT count(*) FROM singer\nSELECT age FROM singer\nSELECT 1\nSELECT count(*) FROM stadium\n")
	out, stderr := runCompareJSON(t, "compare", "--gold", gold, "--db", filepath.Join(demo, "database"), "--table", filepath.Join(demo, "tables.json"), "--json", full, short)
	if out.N != 3 || out.Excluded != 2 {
		t.Fatalf("n %d excluded %d, want 3 and 2", out.N, out.Excluded)
	}
	checkConsistent(t, out, 2)
	if p := out.Pairs[0]; p.AOnly != 1 || p.BOnly != 0 || p.Both != 2 || p.Neither != 0 {
		t.Errorf("cells %+v, want a_only 1, both 2", p)
	}
	requireAll(t, "stderr", stderr, "2 of 5 questions are not scored for every model", "full.sql: 1 of 5 unscored", "short.sql: 1 of 4 unscored")
	if strings.Count(stderr, "gold.sql:3: gold SQL rejected") != 1 {
		t.Errorf("the gold's warning should be printed once:\n%s", stderr)
	}
}

// TestCompareText checks the tables of the default output.
func TestCompareText(t *testing.T) {
	goldPred, _ := demoFiles(t)
	stdout, stderr, code := runCLI(t, demoArgs("match", filepath.Join(demo, "pred_graphix_t5.sql"), goldPred)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	requireAll(t, "output", stdout,
		"exact match on 167 questions scored for every model",
		"exact match          easy   medium  hard   extra  all\n",
		"count                38     80      33     16     167\n",
		"gold_as_pred.sql     1.000  1.000   1.000  1.000  1.000\n",
		"component F1 (all)   select",
		"a_only  b_only  both  neither  acc_a  acc_b  diff    mcnemar_p  95% CI\n",
		"by hardness")
	if strings.Contains(stdout, " \n") {
		t.Errorf("trailing spaces in the output:\n%s", stdout)
	}
	// The run is deterministic.
	again, _, _ := runCLI(t, demoArgs("match", filepath.Join(demo, "pred_graphix_t5.sql"), goldPred)...)
	if again != stdout {
		t.Error("two runs printed different reports")
	}
}

// TestCompareErrors checks exit codes and messages of bad invocations.
func TestCompareErrors(t *testing.T) {
	graphix := filepath.Join(demo, "pred_graphix_t5.sql")
	gold, db, tables := filepath.Join(demo, "dev_gold.sql"), filepath.Join(demo, "database"), filepath.Join(demo, "tables.json")
	missing := filepath.Join(t.TempDir(), "missing.sql")
	base := []string{"compare", "--gold", gold, "--db", db, "--table", tables}
	with := func(extra ...string) []string { return append(append([]string{}, base...), extra...) }
	cases := []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"help", []string{"compare", "--help"}, 0, "usage: spidereval compare"},
		{"one prediction file", with(graphix), 2, "1 prediction files given, want at least 2"},
		{"no gold", []string{"compare", "--table", tables, graphix, graphix}, 2, "--gold is required"},
		{"etype all", with("--etype", "all", graphix, graphix), 2, `--etype "all"`},
		{"no tables for match", []string{"compare", "--gold", gold, "--db", db, graphix, graphix}, 2, "--table is required"},
		{"no db for exec", []string{"compare", "--gold", gold, "--etype", "exec", graphix, graphix}, 2, "--db is required"},
		{"flag after files", with(graphix, graphix, "--json"), 2, `flag "--json" after the prediction files`},
		{"bad level", with("--ci", "95", graphix, graphix), 2, "--ci 95"},
		{"bad resamples", with("--resamples", "0", graphix, graphix), 2, "--resamples 0"},
		{"bad compat", with("--compat", "nope", graphix, graphix), 2, `compat "nope"`},
		{"unknown flag", with("--fast", graphix, graphix), 2, "flag provided but not defined"},
		{"missing prediction file", with(graphix, missing), 1, "predictions: open " + missing},
		{"missing gold file", []string{"compare", "--gold", missing, "--table", tables, graphix, graphix}, 1, "gold: open " + missing},
		{"missing tables", []string{"compare", "--gold", gold, "--table", missing, graphix, graphix}, 1, "tables: open " + missing},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			stdout := runExpect(t, c.code, []string{c.stderr}, c.args...)
			if c.code != 0 && stdout != "" {
				t.Errorf("output on failure:\n%s", stdout)
			}
		})
	}
}

func TestModelNames(t *testing.T) {
	cases := []struct {
		paths, want []string
	}{
		{[]string{"a/x.sql", "b/y.sql"}, []string{"x.sql", "y.sql"}},
		{[]string{"a/x.sql", "b/x.sql", "c/z.sql"}, []string{"a/x.sql", "b/x.sql", "z.sql"}},
		{[]string{"x.sql", "x.sql"}, []string{"x.sql", "x.sql#2"}},
	}
	for _, c := range cases {
		got := modelNames(c.paths)
		if strings.Join(got, ",") != strings.Join(c.want, ",") {
			t.Errorf("modelNames(%v) = %v, want %v", c.paths, got, c.want)
		}
	}
}
