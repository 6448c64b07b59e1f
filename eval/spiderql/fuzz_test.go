package spiderql

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/internal/datakit"
)

// seedQueries reads SQL lines from the demo set and, when present, the data kit's predictions.
func seedQueries(tb testing.TB) []string {
	files := []string{"../../assets/demo/pred_graphix_t5.sql", "../../assets/demo/dev_gold.sql"}
	if d := datakit.Dir(); d != "" {
		m, _ := filepath.Glob(filepath.Join(d, "predictions", "spider_dev.*.sql"))
		files = append(files, m...)
		files = append(files, filepath.Join(d, "mutations", "spider_dev_mut_pred.sql"))
	}
	var out []string
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(fh)
		for sc.Scan() {
			out = append(out, strings.Split(sc.Text(), "\t")[0])
		}
		fh.Close()
	}
	if len(out) == 0 {
		tb.Fatal("no seed queries found")
	}
	return out
}

// FuzzParse checks that no input makes the tokenizer or parser panic.
func FuzzParse(f *testing.F) {
	for _, q := range seedQueries(f) {
		f.Add(q)
	}
	s := fixtureSchema()
	f.Fuzz(func(t *testing.T, sql string) {
		toks, err := Tokenize(sql)
		if err == nil && len(toks) > 0 && strings.TrimSpace(sql) == "" {
			t.Fatalf("tokens from blank input: %q", toks)
		}
		for _, d := range []Dialect{TestSuite, Spider} {
			q, err := Parse(sql, s, d)
			if (q == nil) == (err == nil) {
				t.Fatalf("Parse(%q) returned query %v and error %v", sql, q, err)
			}
		}
	})
}
