package papertable

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata's golden files from the current output")

// tables are the shapes the page copies: the report's score table with a
// section, Compare's pairs (two name columns, a bracketed interval, a
// minus sign), BIRD's per-difficulty table and a breakdown whose keys hold
// characters both formats must escape.
var tables = []struct {
	name  string
	table Table
}{
	{"scores", Table{
		Caption: "Scores by hardness",
		Head:    []string{"", "easy", "medium", "hard", "extra", "all"},
		Rows: []Row{
			{Cells: []string{"count", "24", "56", "42", "45", "167"}},
			{Cells: []string{"execution", "0.917", "0.821", "0.619", "0.400", "0.689"}},
			{Section: "partial matching f1"},
			{Cells: []string{"select", "1.000", "0.964", "0.929", "0.844", "0.934"}},
		},
	}},
	{"pairs", Table{
		Caption: "Pairs",
		Head:    []string{"A", "B", "only A", "A − B", "McNemar p", "95% CI of A − B"},
		Labels:  2,
		Rows: []Row{
			{Cells: []string{"1. pred_a.sql", "2. pred_b.sql", "12", "+3.6 points", "0.0352", "[+0.003, +0.069]"}},
		},
	}},
	{"bird", Table{
		Caption: "Scores by difficulty",
		Head:    []string{"", "simple", "moderate", "challenging", "total"},
		Rows: []Row{
			{Cells: []string{"count", "148", "250", "102", "500"}},
			{Cells: []string{"EX", "70.27", "52.40", "44.12", "56.60"}},
		},
	}},
	{"escapes", Table{
		Caption: "By db_id\nof the gold",
		Head:    []string{"db_id", "count", "exact"},
		Rows: []Row{
			{Cells: []string{"car_1|old", "5"}},
			{Cells: []string{`a_b & c % $x$ #1 {y} ~ ^ \ … <b>`, "3", "0.333"}},
			{Cells: []string{"[bracket", "1", "1.000"}},
		},
	}},
}

func TestFormats(t *testing.T) {
	for _, tc := range tables {
		for _, f := range []struct {
			ext   string
			write func(Table) string
		}{{"md", Markdown}, {"tex", LaTeX}} {
			t.Run(tc.name+"."+f.ext, func(t *testing.T) {
				got := f.write(tc.table)
				path := filepath.Join("testdata", tc.name+"."+f.ext)
				if *update {
					if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
						t.Fatal(err)
					}
				}
				want, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				if got != string(want) {
					t.Errorf("%s:\n%s\n--- want ---\n%s", path, got, want)
				}
			})
		}
	}
}

// TestCellsKeptWhole checks that every cell reaches both formats unchanged
// when it needs no escaping: the copied numbers are the table's.
func TestCellsKeptWhole(t *testing.T) {
	tb := tables[0].table
	md, tex := Markdown(tb), LaTeX(tb)
	for _, r := range tb.Rows {
		for _, c := range r.Cells {
			if !strings.Contains(md, "| "+c+" |") {
				t.Errorf("Markdown lacks the cell %q", c)
			}
			if !strings.Contains(tex, c) {
				t.Errorf("LaTeX lacks the cell %q", c)
			}
		}
	}
}
