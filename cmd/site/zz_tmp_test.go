package main

import (
	"fmt"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/internal/datakit"
)

func TestZZStress(t *testing.T) {
	dir := "/tmp/suite-go"
	run := func() []string {
		var out []string
		cliRun(t, dir+"/gold.sql", dir+"/pred.sql", dir+"/database", dir+"/tables.json", func(res *eval.Results, _ exec.Catalog) {
			for _, r := range res.Records {
				e := 0
				if r.Exec != nil {
					e = *r.Exec
				}
				out = append(out, fmt.Sprintf("%d exec=%d err=%q", r.Index, e, r.ExecError))
			}
		})
		return out
	}
	base := run()
	var stop atomic.Bool
	var bg sync.WaitGroup
	kit := filepath.Join(datakit.Require(t), "bird", "bird_dev_synth")
	for g := 0; g < 2; g++ {
		bg.Add(1)
		go func() {
			defer bg.Done()
			for !stop.Load() {
				cliBird(t, kit, filepath.Join(kit, "dev_databases"), "mini_dev_sqlite_gold.sql", "mini_dev_sqlite.jsonl", "predictions/mini_dev_gpt-4_sqlite.json")
			}
		}()
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	diffs, runs := 0, 0
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 25; i++ {
				got := run()
				mu.Lock()
				runs++
				for k := range base {
					if got[k] != base[k] {
						diffs++
						t.Logf("diff: %s vs %s", got[k], base[k])
					}
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	stop.Store(true)
	bg.Wait()
	t.Logf("runs %d diffs %d", runs, diffs)
}
