package eval_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/schema"
)

// panickySource is a schema source that crashes on one database.
type panickySource struct {
	eval.Source
	bad string
}

func (p panickySource) Schema(db string) (*schema.Schema, error) {
	if db == p.bad {
		panic("schema reader crashed")
	}
	return p.Source.Schema(db)
}

// TestCrashIsContained: a crash while judging one database's questions
// becomes their problem; every other question is scored as before.
func TestCrashIsContained(t *testing.T) {
	gold := "SELECT count(*) FROM singer\tconcert_singer\nSELECT count(*) FROM Student\tpets_1\nSELECT count(*) FROM Pets\tpets_1\n"
	pred := "SELECT count(*) FROM singer\nSELECT count(*) FROM Pets\nSELECT count(*) FROM Pets\n"
	in := demoInputs(t, gold, pred)
	in.DBs = panickySource{in.DBs, "pets_1"}
	res, err := eval.Evaluate(context.Background(), in, eval.Options{Etype: "all"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r := res.Records[0]; r.Exact != 1 || r.Exec == nil || *r.Exec != 1 || len(r.Problems) != 0 {
		t.Errorf("the sound question: exact %d exec %v problems %v", r.Exact, r.Exec, r.Problems)
	}
	ps := res.Problems()
	if eval.Worst(ps) != eval.Refused {
		t.Fatalf("problems %+v, want a refused database", ps)
	}
	var lines []string
	for _, p := range ps {
		lines = append(lines, p.Items...)
	}
	if !slices.ContainsFunc(lines, func(s string) bool {
		return strings.Contains(s, "database pets_1: internal error in reading the schema of pets_1: schema reader crashed") && strings.Contains(s, "(2 questions)")
	}) {
		t.Errorf("the crash is not named once for its database:\n%s", strings.Join(lines, "\n"))
	}
}

// TestProblemKinds checks how records' marks become the summary: the
// severity order, one line per database for unopened databases, and the
// merge of several runs naming each occurrence once.
func TestProblemKinds(t *testing.T) {
	gold := "SELECT count(*) FROM singer\tconcert_singer\nSELECT count(*) FROM singer\tconcert_singer\nSELECT 1\tno_such_db\n"
	pred := "SELECT count(*) FROM singer\n\nSELECT 1\n"
	in := demoInputs(t, gold, pred)
	res, err := eval.Evaluate(context.Background(), in, eval.Options{Etype: "all"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	wantMarks := [][]string{nil, {eval.KindBlankPred}, {eval.KindUnscored}}
	for i, r := range res.Records {
		if !slices.Equal(r.Problems, wantMarks[i]) {
			t.Errorf("record %d marked %v, want %v", i, r.Problems, wantMarks[i])
		}
	}
	ps := res.Problems()
	var kinds []string
	for _, p := range ps {
		kinds = append(kinds, p.Kind)
	}
	if !slices.Equal(kinds, []string{eval.KindUnscored, eval.KindBlankPred}) {
		t.Errorf("kinds %v", kinds)
	}
	if got := ps[1].Items; len(got) != 1 || !strings.HasPrefix(got[0], "pred.sql:2: empty prediction") {
		t.Errorf("blank prediction items %q", got)
	}
	merged := eval.MergeProblems(ps, ps)
	if len(merged) != 2 || len(merged[0].Items) != 1 || len(merged[1].Items) != 1 {
		t.Errorf("merging a run with itself repeats items: %+v", merged)
	}
	var sb strings.Builder
	eval.WriteProblems(&sb, ps, 0)
	if !strings.Contains(sb.String(), "blank or missing predictions (1):\n  pred.sql:2: empty prediction") {
		t.Errorf("summary:\n%s", sb.String())
	}
}

// Example scores a prediction file against a gold file on the bundled
// demo databases and prints the run's problems: here one blank prediction.
func Example() {
	dir := filepath.Join("..", "assets", "demo")
	tablesJSON, _ := os.ReadFile(filepath.Join(dir, "tables.json"))
	tables, _ := schema.ParseTables("tables.json", tablesJSON)
	in := eval.Inputs{
		Gold:   dataset.File{Name: "gold.sql", Data: []byte("SELECT count(*) FROM singer\tconcert_singer\nSELECT name FROM singer\tconcert_singer\n")},
		Pred:   dataset.File{Name: "pred.sql", Data: []byte("\nSELECT name FROM singer\n")},
		Tables: tables,
		DBs:    &eval.DirSource{Dir: filepath.Join(dir, "database")},
		Exec:   exec.NewDirCatalog(filepath.Join(dir, "database")),
	}
	res, err := eval.Evaluate(context.Background(), in, eval.Options{Etype: "all"}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	all := res.Scores.Levels["all"]
	fmt.Printf("exact %.3f, execution %.3f over %d questions\n", all.Exact, all.Exec, all.Count)
	eval.WriteProblems(os.Stdout, res.Problems(), 10)
	// Output:
	// exact 0.500, execution 0.500 over 2 questions
	// blank or missing predictions (1):
	//   pred.sql:1: empty prediction; scored as an unparsable query (the reference would stop: number of sessions must equal)
}
