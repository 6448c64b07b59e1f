package eval_test

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
)

// TestVirtualTables (issue 34, item 9): a database with FTS5, FTS4 and
// R*Tree tables, whose modules spidereval's native SQLite lacks, is
// scored; a query on such a table scores 0 and is named
// (engine_differs, a verdict that may differ: the reference's SQLite has
// the module), the gold's side or the prediction's.
func TestVirtualTables(t *testing.T) {
	dir := filepath.Join("exec", "testdata")
	const (
		gold  = "SELECT count(*) FROM singer WHERE id = 1\tvirtual\n"
		plain = "SELECT count(*) FROM singer WHERE name = 'Joe'"
		fts   = "SELECT count(*) FROM notes WHERE notes MATCH 'rain'"
	)
	in := textInputs(t, dir, nil, gold+gold+"SELECT count(*) FROM box\tvirtual\n", plain+"\n"+fts+"\n"+plain+"\n")
	for _, compat := range []eval.Compat{eval.TestSuite, eval.Bird} {
		t.Run(compat.String(), func(t *testing.T) { checkVirtual(t, in, compat) })
	}
}

func checkVirtual(t *testing.T, in eval.Inputs, compat eval.Compat) {
	res, err := eval.Evaluate(context.Background(), in, eval.Options{Etype: "exec", Compat: compat}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []int{1, 0, 0} {
		r := res.Records[i]
		named := slices.Contains(r.Problems, eval.KindEngine)
		if r.Exec == nil || *r.Exec != want || named != (want == 0) || r.Error != "" {
			t.Errorf("question %d: exec %v, problems %v, error %q, exec_error %q; want %d, engine_differs %v", i+1, r.Exec, r.Problems, r.Error, r.ExecError, want, want == 0)
		}
	}
	ps := res.Problems()
	i := slices.IndexFunc(ps, func(p eval.Problem) bool { return p.Kind == eval.KindEngine })
	if i < 0 || ps[i].Severity != eval.Degraded || len(ps[i].Items) != 2 || !strings.HasPrefix(ps[i].Items[0], "pred.sql:2: ") || !strings.HasPrefix(ps[i].Items[1], "gold.sql:3: ") {
		t.Errorf("problems %+v, want two engine_differs lines, on pred.sql:2 and gold.sql:3", ps)
	}
}

// TestNewerSQLNamed (issue 34, item 8): a prediction or gold using what
// SQLite 3.53 and the reference's 3.40.1 answer differently is named on
// its question (engine_differs, exit 4) with the feature, whatever its
// verdict here; the same question without it is not.
func TestNewerSQLNamed(t *testing.T) {
	const gold = "SELECT count(*) FROM singer\tconcert_singer\n"
	in := demoInputs(t, gold+gold+"SELECT count(*) FROM singer WHERE age > 1_000\tconcert_singer\n",
		"SELECT count(*) FROM singer WHERE iif(age > 0, 1)\nSELECT count(*) FROM singer\nSELECT 1\n")
	res, err := eval.Evaluate(context.Background(), in, eval.Options{Etype: "exec"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []bool{true, false, true} {
		if got := slices.Contains(res.Records[i].Problems, eval.KindEngine); got != want {
			t.Errorf("question %d: problems %v, want engine_differs %v", i+1, res.Records[i].Problems, want)
		}
	}
	ps := res.Problems()
	i := slices.IndexFunc(ps, func(p eval.Problem) bool { return p.Kind == eval.KindEngine })
	if i < 0 || len(ps[i].Items) != 2 || !strings.Contains(ps[i].Items[0], "pred.sql:1: uses two-argument iif()") || !strings.Contains(ps[i].Items[1], "gold.sql:3: the gold uses the digit separator of 1_000") {
		t.Errorf("problems %+v", ps)
	}
}

// TestJSON5DataNamed (issue 34): a prediction whose JSON function reads
// a column, here one holding the JSON5 text '{a: 2}' that SQLite 3.53
// reads and the reference's 3.40.1 refuses ("malformed JSON"), is named
// engine_differs on its line, whatever its verdict here; the same
// question without a JSON function is not.
func TestJSON5DataNamed(t *testing.T) {
	dir := filepath.Join("exec", "testdata")
	const gold = "SELECT count(*) FROM doc WHERE id = 2\tjson5\n"
	in := textInputs(t, dir, nil, gold+gold, "SELECT json_extract(body, '$.a') - 1 FROM doc WHERE id = 2\nSELECT count(*) FROM doc WHERE id = 2\n")
	res, err := eval.Evaluate(context.Background(), in, eval.Options{Etype: "exec"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []bool{true, false} {
		if got := slices.Contains(res.Records[i].Problems, eval.KindEngine); got != want {
			t.Errorf("question %d: problems %v, want engine_differs %v", i+1, res.Records[i].Problems, want)
		}
	}
	ps := res.Problems()
	i := slices.IndexFunc(ps, func(p eval.Problem) bool { return p.Kind == eval.KindEngine })
	if i < 0 || len(ps[i].Items) != 1 || !strings.HasPrefix(ps[i].Items[0], "pred.sql:1: uses json_extract() on data (3.53 reads JSON5 text and JSONB there, 3.40.1 refuses them)") {
		t.Errorf("problems %+v", ps)
	}
}
