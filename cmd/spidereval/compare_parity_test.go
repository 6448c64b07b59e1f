package main

import (
	"encoding/json"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval/match"
	"github.com/spidereval/spidereval/internal/datakit"
	"github.com/spidereval/spidereval/wasm/engine"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// pageEngine is the browser's engine, run natively, with files loaded as
// the page loads them (names relative to the folder dropped).
func pageEngine(t *testing.T, dirs map[string]string) (*engine.Engine, func(string) []protocol.Response) {
	t.Helper()
	var got []protocol.Response
	post := func(m protocol.Response) {
		// Round-trip through JSON as the worker's bridge does.
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		var back protocol.Response
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		got = append(got, back)
	}
	e := engine.New(engine.Host{Post: post})
	var files []engine.Source
	for prefix, dir := range dirs {
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || strings.HasSuffix(p, ".md") || strings.Contains(p, "golden") {
				return err
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(dir, p)
			files = append(files, engine.Bytes(prefix+filepath.ToSlash(rel), b))
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	e.Handle(protocol.Request{Type: protocol.Load, ID: 1}, files)
	of := func(typ string) []protocol.Response {
		var out []protocol.Response
		for _, m := range got {
			if m.Type == typ {
				out = append(out, m)
			}
		}
		return out
	}
	return e, of
}

// pageCompare scores each prediction file in the engine and compares the runs.
func pageCompare(t *testing.T, e *engine.Engine, of func(string) []protocol.Response, req protocol.Request, golds, preds []string, metric string) *protocol.Comparison {
	t.Helper()
	var ids []int
	for i, p := range preds {
		r := req
		r.Type, r.ID, r.Gold, r.Pred = protocol.Evaluate, 10+i, golds[i], p
		e.Handle(r, nil)
		if f := of(protocol.Failed); len(f) > 0 {
			t.Fatalf("scoring %s: %s", p, f[0].Error)
		}
		starts := of(protocol.RunStart)
		ids = append(ids, starts[len(starts)-1].Run.ID)
	}
	e.Handle(protocol.Request{Type: protocol.Compare, ID: 99, Runs: ids, Metric: metric}, nil)
	if f := of(protocol.Failed); len(f) > 0 {
		t.Fatalf("comparing: %s", f[0].Error)
	}
	c := of(protocol.Compared)
	if len(c) == 0 {
		t.Fatal("no comparison")
	}
	return c[len(c)-1].Comparison
}

// sameNumbers checks the page's comparison against the CLI's JSON.
func sameNumbers(t *testing.T, cli compareOut, page *protocol.Comparison) {
	t.Helper()
	near := func(what string, a, b float64) {
		if math.Abs(a-b) > 1e-12 {
			t.Errorf("%s: CLI %v, page %v", what, a, b)
		}
	}
	if cli.Metric != page.Metric || cli.N != page.N || cli.Excluded != page.Excluded {
		t.Errorf("CLI metric %s n %d excluded %d, page %s, %d, %d", cli.Metric, cli.N, cli.Excluded, page.Metric, page.N, page.Excluded)
	}
	if len(cli.Pairs) != len(page.Pairs) || len(cli.Models) != len(page.Models) {
		t.Fatalf("CLI %d pairs %d models, page %d and %d", len(cli.Pairs), len(cli.Models), len(page.Pairs), len(page.Models))
	}
	for i, c := range cli.Pairs {
		p := page.Pairs[i]
		if c.AOnly != p.AOnly || c.BOnly != p.BOnly || c.Both != p.Both || c.Neither != p.Neither {
			t.Errorf("pair %s/%s: CLI %d/%d/%d/%d, page %d/%d/%d/%d", c.A, c.B, c.AOnly, c.BOnly, c.Both, c.Neither, p.AOnly, p.BOnly, p.Both, p.Neither)
		}
		if len(p.OnlyA) != p.AOnly || len(p.OnlyB) != p.BOnly {
			t.Errorf("pair %s/%s: the page lists %d and %d questions for %d and %d", c.A, c.B, len(p.OnlyA), len(p.OnlyB), p.AOnly, p.BOnly)
		}
		near(c.A+"/"+c.B+" mcnemar_p", c.McNemarP, p.P)
		near(c.A+"/"+c.B+" ci_low", c.CILow, p.Low)
		near(c.A+"/"+c.B+" ci_high", c.CIHigh, p.High)
	}
	for m, cm := range cli.Models {
		pm := page.Models[m]
		for l, name := range page.Levels {
			count, score := cm.Count, cm.Exact
			if name != "all" {
				count, score = cm.Levels[name].Count, cm.Levels[name].Exact
				if cli.Metric == "exec" {
					score = cm.Levels[name].Exec
				}
			} else if cli.Metric == "exec" {
				score = cm.Exec
			}
			if score == nil || count != pm.Counts[l] {
				t.Fatalf("model %s level %s: CLI count %d score %v, page count %d", cm.Name, name, count, score, pm.Counts[l])
			}
			near(cm.Name+" "+name, *score, pm.Accuracy[l])
		}
		if cli.Metric == "exact" {
			if len(pm.F1) != 10 || len(cm.F1) != 10 {
				t.Fatalf("model %s: CLI %d and page %d component F1", cm.Name, len(cm.F1), len(pm.F1))
			}
			for k, name := range match.Components {
				near(cm.Name+" F1 "+name, cm.F1[name], pm.F1[k])
			}
		} else if pm.F1 != nil {
			t.Errorf("model %s: component F1 on an execution comparison", cm.Name)
		}
	}
}

// TestCompareSameAsPage compares four prediction files with the CLI (gold
// lines) and with the page's engine (runs A and D over dev.json, the others
// over the gold lines, so questions are aligned across gold formats): every
// count, p-value, interval, accuracy and component F1 agree, for exact
// match and for execution.
func TestCompareSameAsPage(t *testing.T) {
	goldPred, broken := demoFiles(t)
	graphix := filepath.Join(demo, "pred_graphix_t5.sql")
	// A fourth model answers only the first 150 questions: the other 17 are
	// left out of every comparison, on both sides.
	lines, err := os.ReadFile(graphix)
	if err != nil {
		t.Fatal(err)
	}
	short := filepath.Join(filepath.Dir(goldPred), "short.sql")
	if err := os.WriteFile(short, []byte(strings.Join(strings.Split(string(lines), "\n")[:150], "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	e, of := pageEngine(t, map[string]string{"": demo, "mine/": filepath.Dir(goldPred)})
	for _, metric := range []string{"exact", "exec"} {
		t.Run(metric, func(t *testing.T) {
			etype := map[string]string{"exact": "match", "exec": "exec"}[metric]
			var full compareOut
			stdout, stderr, _ := runCLI(t, demoArgs(etype, "--json", graphix, goldPred, broken, short)...)
			if err := json.Unmarshal([]byte(stdout), &full); err != nil || full.N == 0 {
				t.Fatalf("compare --json: %v, n %d\n%s", err, full.N, stderr)
			}
			page := pageCompare(t, e, of, protocol.Request{Etype: "all"}, []string{"dev.json", "dev_gold.sql", "dev_gold.sql", "dev.json"},
				[]string{"pred_graphix_t5.sql", "mine/gold_as_pred.sql", "mine/broken.sql", "mine/short.sql"}, metric)
			if page.N != 150 || page.Excluded != 17 {
				t.Errorf("n %d excluded %d, want 150 and 17", page.N, page.Excluded)
			}
			sameNumbers(t, full, page)
			t.Logf("%s: n %d, excluded %d, pairs %+v", metric, page.N, page.Excluded, page.Pairs[0])
		})
	}
}

// TestCompareBirdSameAsPage compares two BIRD Mini-Dev runs (every 4th
// question: TestCompareBird checks the whole set against the official
// verdicts) with the CLI (gold lines and the difficulty file) and with the
// page's engine (one run over the gold lines with the difficulty file, the
// other over the question file itself): the same numbers, per difficulty.
func TestCompareBirdSameAsPage(t *testing.T) {
	kit := miniDev(t)
	dir := datakit.BirdSample(t, kit, 4, "mini_dev_sqlite_gold.sql", "mini_dev_sqlite.jsonl",
		"predictions/mini_dev_gpt-4_sqlite.json", "predictions/mini_dev_gpt-35-turbo_sqlite.json")
	a := filepath.Join(dir, "predictions", "mini_dev_gpt-4_sqlite.json")
	b := filepath.Join(dir, "predictions", "mini_dev_gpt-35-turbo_sqlite.json")
	stdout, stderr, code := runCLI(t, append([]string{"compare"}, miniDevFlags(kit, dir, "--json", a, b)...)...)
	var cli compareOut
	if err := json.Unmarshal([]byte(stdout), &cli); err != nil || code != 0 {
		t.Fatalf("compare --json: exit %d, %v\n%s", code, err, stderr)
	}
	e, of := pageEngine(t, map[string]string{"dev_databases/": filepath.Join(kit, "dev_databases"), "predictions/": filepath.Join(dir, "predictions")})
	for _, f := range []string{"mini_dev_sqlite_gold.sql", "mini_dev_sqlite.jsonl"} {
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		e.Handle(protocol.Request{Type: protocol.Load, ID: 2}, []engine.Source{engine.Bytes(f, data)})
	}
	golds := []string{"mini_dev_sqlite_gold.sql", "mini_dev_sqlite.jsonl"}
	preds := []string{"predictions/mini_dev_gpt-4_sqlite.json", "predictions/mini_dev_gpt-35-turbo_sqlite.json"}
	var ids []int
	for i := range preds {
		req := protocol.Request{Type: protocol.Evaluate, ID: 10 + i, Gold: golds[i], Pred: preds[i], Compat: "bird"}
		if i == 0 {
			req.Difficulty = "mini_dev_sqlite.jsonl"
		}
		e.Handle(req, nil)
		if f := of(protocol.Failed); len(f) > 0 {
			t.Fatalf("scoring %s: %s", preds[i], f[0].Error)
		}
		starts := of(protocol.RunStart)
		ids = append(ids, starts[len(starts)-1].Run.ID)
	}
	// The page asks for exact match by default: BIRD runs are compared on EX.
	e.Handle(protocol.Request{Type: protocol.Compare, ID: 99, Runs: ids, Metric: "exact"}, nil)
	c := of(protocol.Compared)
	if len(c) != 1 {
		t.Fatalf("comparing: %+v", of(protocol.Failed))
	}
	page := c[0].Comparison
	if !page.Bird || strings.Join(page.Levels, ",") != "simple,moderate,challenging,all" || page.N != 125 {
		t.Fatalf("page: bird %v levels %v n %d", page.Bird, page.Levels, page.N)
	}
	sameNumbers(t, cli, page)
}
