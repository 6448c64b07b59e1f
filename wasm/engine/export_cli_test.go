//go:build !js

package engine

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/internal/datakit"
	"github.com/spidereval/spidereval/internal/linediff"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// buildCLI builds cmd/spidereval into a folder of t's.
func buildCLI(t *testing.T) string {
	bin := filepath.Join(t.TempDir(), "spidereval")
	out, err := exec.Command("go", "build", "-o", bin, "../../cmd/spidereval").CombinedOutput()
	if err != nil {
		t.Fatalf("building the CLI: %v\n%s", err, out)
	}
	return bin
}

// exportCase is one run scored by the CLI and by the page's engine.
type exportCase struct {
	name          string
	dir           string // holds the files below, by relative path
	gold, pred    string
	tables        string
	db            string // the databases' folder, relative to dir
	compat, etype string
	difficulty    string // BIRD
	wantDiagnosed int    // lines with reject_summary, at least
	kit           bool
	sharded       bool // scored with two helper engines, as the page scores long runs
}

// TestExportJSONLEqualsCLI: the page's per-question JSONL is the CLI's
// --jsonl byte for byte, rejected predictions' diagnoses included, on the
// demo and on the kit's Spider, SParC and BIRD prediction files.
func TestExportJSONLEqualsCLI(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the CLI")
	}
	kit := datakit.Dir()
	cases := []exportCase{
		{name: "demo graphix", dir: demo, gold: "dev.json", pred: "pred_graphix_t5.sql", tables: "tables.json", db: "database", etype: "all"},
		{name: "spider gpt4 zero-shot", dir: filepath.Join(kit, "spider"), gold: "dev_gold.sql", pred: "../predictions/spider_dev.gpt4_zeroshot.sql", tables: "tables.json", db: "database", etype: "all", wantDiagnosed: 300, kit: true},
		{name: "spider gpt4 zero-shot sharded", dir: filepath.Join(kit, "spider"), gold: "dev_gold.sql", pred: "../predictions/spider_dev.gpt4_zeroshot.sql", tables: "tables.json", db: "database", etype: "all", wantDiagnosed: 300, kit: true, sharded: true},
		{name: "spider graphix match", dir: filepath.Join(kit, "spider"), gold: "dev_gold.sql", pred: "../predictions/spider_dev.graphix_t5.sql", tables: "tables.json", db: "database", etype: "match", wantDiagnosed: 5, kit: true},
		{name: "spider legacy dinsql", dir: filepath.Join(kit, "spider"), gold: "dev_gold.sql", pred: "../predictions/spider_dev.dinsql_gpt4.sql", tables: "tables.json", db: "database", compat: "spider", etype: "all", wantDiagnosed: 1, kit: true},
		{name: "sparc editsql", dir: filepath.Join(kit, "sparc"), gold: "dev_gold.txt", pred: "../predictions/sparc_dev.editsql.txt", tables: "tables.json", db: "../spider/database", compat: "sparc", etype: "all", wantDiagnosed: 1, kit: true},
		{name: "bird mini-dev gpt-4", dir: filepath.Join(kit, "bird", "bird_dev_synth"), gold: "mini_dev_sqlite_gold.sql", difficulty: "mini_dev_sqlite.jsonl", pred: "predictions/mini_dev_gpt-4_sqlite.json", tables: "dev_tables.json", db: "dev_databases", compat: "bird", etype: "exec", kit: true},
		{name: "bird spider-as-bird", dir: filepath.Join(kit, "bird", "spider_as_bird"), gold: "dev_gold.sql", difficulty: "dev.jsonl", pred: "predictions/spider_dev.gpt4_zeroshot.json", tables: "../../spider/tables.json", db: "../../spider/database", compat: "bird", etype: "exec", kit: true},
	}
	bin := buildCLI(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.kit && !kitPresent(c.dir) {
				t.Skipf("no data kit at %s (set SPIDEREVAL_DATA)", c.dir)
			}
			want := cliJSONL(t, bin, c)
			got := pageJSONL(t, c)
			if got == want {
				n := strings.Count(got, `"reject_summary"`)
				if n < c.wantDiagnosed {
					t.Errorf("%d lines carry reject_summary, want at least %d", n, c.wantDiagnosed)
				}
				t.Logf("%d lines equal, %d with a diagnosis", strings.Count(got, "\n"), n)
				return
			}
			first, diff := linediff.Lines(got, want, 3)
			for _, l := range first {
				t.Errorf("line %d differs:\npage %.600s\ncli  %.600s", l.N, l.Got, l.Want)
			}
			t.Errorf("%d of %d lines differ", diff, strings.Count(want, "\n")+1)
		})
	}
}

func kitPresent(dir string) bool {
	_, err := os.Stat(dir)
	return err == nil
}

// cliJSONL runs the CLI on c and returns its --jsonl file. The CLI
// reads the files by the names the page gives them (a folder of links),
// so that both write the same origins.
func cliJSONL(t *testing.T, bin string, c exportCase) string {
	stage := t.TempDir()
	link := func(rel, name string) {
		abs, err := filepath.Abs(filepath.Join(c.dir, rel))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(abs, filepath.Join(stage, name)); err != nil {
			t.Fatal(err)
		}
	}
	base := filepath.Base
	args := []string{"--etype", c.etype, "--jsonl", "out.jsonl"}
	for _, f := range []struct{ flag, rel string }{{"--gold", c.gold}, {"--pred", c.pred}, {"--table", c.tables}, {"--db", c.db}, {"--difficulty", c.difficulty}, {"--compat", c.compat}} {
		switch {
		case f.rel == "":
		case f.flag == "--compat":
			args = append(args, f.flag, f.rel)
		default:
			link(f.rel, base(f.rel))
			args = append(args, f.flag, base(f.rel))
		}
	}
	cmd := exec.Command(bin, args...)
	cmd.Dir = stage
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	b, rerr := os.ReadFile(filepath.Join(stage, "out.jsonl"))
	if rerr != nil {
		// A non-zero status alone names problems the run kept going past.
		t.Fatalf("spidereval %s: %v, no JSONL: %v\n%s", strings.Join(args, " "), err, rerr, stderr.String())
	}
	return string(b)
}

// pageJSONL loads c's files into the engine as the page does, scores them
// and exports the JSONL.
func pageJSONL(t *testing.T, c exportCase) string {
	var srcs []Source
	add := func(path, name string) {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { f.Close() })
		st, err := f.Stat()
		if err != nil {
			t.Fatal(err)
		}
		srcs = append(srcs, Source{Name: name, Size: st.Size(), R: f})
	}
	in := func(rel string) string { return filepath.Join(c.dir, rel) }
	for _, rel := range []string{c.gold, c.pred, c.tables, c.difficulty} {
		if rel != "" {
			add(in(rel), filepath.Base(rel))
		}
	}
	dbs, err := os.ReadDir(in(c.db))
	if err != nil {
		t.Fatal(err)
	}
	top := filepath.Base(c.db)
	for _, d := range dbs {
		p := filepath.Join(in(c.db), d.Name(), d.Name()+".sqlite")
		if _, err := os.Stat(p); err == nil {
			add(p, top+"/"+d.Name()+"/"+d.Name()+".sqlite")
		}
	}
	load := func(e *Engine) { e.Handle(protocol.Request{Type: protocol.Load, ID: 1}, srcs) }
	var helpers []Helper
	if c.sharded {
		helpers = []Helper{newLocalHelper(load), newLocalHelper(load)}
	}
	rec := &recorder{}
	e := New(Host{Post: rec.post, Explainer: remoteTiDB(t), Helpers: func() []Helper { return helpers }})
	load(e)
	req := protocol.Request{Type: protocol.Evaluate, ID: 2, Gold: filepath.Base(c.gold), Pred: filepath.Base(c.pred), Etype: c.etype, Compat: c.compat}
	if c.difficulty != "" {
		req.Difficulty = filepath.Base(c.difficulty)
	}
	e.Handle(req, nil)
	start := rec.of(protocol.RunStart)
	if len(start) != 1 {
		t.Fatalf("no run: %+v", rec.of(protocol.Failed))
	}
	e.Handle(protocol.Request{Type: protocol.Export, ID: 3, Run: start[0].Run.ID, Format: "jsonl"}, nil)
	ex := rec.of(protocol.Exported)
	if len(ex) != 1 {
		t.Fatalf("no export: %+v", rec.of(protocol.Failed))
	}
	for _, f := range rec.of(protocol.Failed) {
		t.Errorf("failed: %s", f.Error)
	}
	return ex[0].Text
}
