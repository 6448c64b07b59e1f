package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/internal/datakit"
)

// benchArgs returns CLI arguments for the full dev set, or the demo.
func benchArgs(b *testing.B) (gold, pred, db, tables string) {
	if d := datakit.Dir(); d != "" {
		return filepath.Join(d, "spider", "dev_gold.sql"), filepath.Join(d, "predictions", "spider_dev.graphix_t5.sql"),
			filepath.Join(d, "spider", "database"), filepath.Join(d, "spider", "tables.json")
	}
	return filepath.Join(demo, "dev_gold.sql"), filepath.Join(demo, "pred_graphix_t5.sql"), filepath.Join(demo, "database"), filepath.Join(demo, "tables.json")
}

// BenchmarkBaselineInputs is the floor every evaluator pays: reading the
// gold, predictions and tables.json and the schema of every database the
// gold names.
func BenchmarkBaselineInputs(b *testing.B) {
	gold, pred, db, tables := benchArgs(b)
	for b.Loop() {
		g, err := os.ReadFile(gold)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := os.ReadFile(pred); err != nil {
			b.Fatal(err)
		}
		data, err := os.ReadFile(tables)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := schema.ParseTables(tables, data); err != nil {
			b.Fatal(err)
		}
		src := &eval.DirSource{Dir: db}
		for _, l := range dataset.NonBlank(g) {
			if f := strings.Split(l.Text, "\t"); len(f) == 2 {
				if _, err := src.Schema(f[1]); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
}

// BenchmarkCLIMatch is `spidereval --etype match` end to end, in process.
func BenchmarkCLIMatch(b *testing.B) { benchCLI(b, "match") }

// BenchmarkExecFloor is the floor for execution: opening the databases and
// running every gold and predicted query once, one after another, with no
// comparison.
func BenchmarkExecFloor(b *testing.B) {
	gold, pred, db, _ := benchArgs(b)
	g, err := os.ReadFile(gold)
	if err != nil {
		b.Fatal(err)
	}
	p, err := os.ReadFile(pred)
	if err != nil {
		b.Fatal(err)
	}
	gl, pl := dataset.NonBlank(g), dataset.NonBlank(p)
	for b.Loop() {
		cat := exec.NewDirCatalog(db)
		for i, l := range gl {
			f := strings.Split(l.Text, "\t")
			d, err := cat.Main(f[1])
			if err != nil {
				b.Fatal(err)
			}
			d.Query(b.Context(), f[0], exec.Limits{})
			if i < len(pl) {
				d.Query(b.Context(), strings.ReplaceAll(pl[i].Text, "value", "1"), exec.Limits{})
			}
		}
		cat.Close()
	}
}

// BenchmarkCLIAll is `spidereval --etype all` end to end, in process.
func BenchmarkCLIAll(b *testing.B) { benchCLI(b, "all") }

// benchCLI runs `spidereval --etype etype` end to end, in process.
func benchCLI(b *testing.B, etype string) {
	gold, pred, db, tables := benchArgs(b)
	for b.Loop() {
		if code := runCommandLine([]string{"--gold", gold, "--pred", pred, "--db", db, "--table", tables, "--etype", etype, "--quiet"}, io.Discard, io.Discard); code != 0 {
			b.Fatalf("exit %d", code)
		}
	}
}
