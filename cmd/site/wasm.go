package main

import (
	"bytes"
	"errors"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
)

// wasmTargets maps each browser binary to the package that builds it.
var wasmTargets = []struct{ file, pkg string }{
	{"app.wasm", "./wasm/app"},
	{"worker.wasm", "./wasm/worker"},
	{"explain.wasm", "./wasm/explain"}, // loaded by the worker on first use
}

// placeWasm builds app.wasm, worker.wasm and explain.wasm into web, or
// copies prebuilt ones, then splits explain.wasm into explainParts.
func placeWasm(o buildOptions, web string) error {
	if err := buildOrCopyWasm(o, web); err != nil {
		return err
	}
	return splitInHalves(web, "explain.wasm", explainParts)
}

// buildOrCopyWasm builds the three binaries into web, or copies prebuilt ones.
func buildOrCopyWasm(o buildOptions, web string) error {
	if !o.BuildWasm {
		for file, from := range map[string]string{"app.wasm": o.AppWasm, "worker.wasm": o.WorkerWasm, "explain.wasm": o.ExplainWasm} {
			if err := copyFile(from, filepath.Join(web, file)); err != nil {
				return err
			}
		}
		return nil
	}
	absWeb, err := filepath.Abs(web)
	if err != nil {
		return fmt.Errorf("resolving %s: %w", web, err)
	}
	// All builds at once: the go command shares its cache safely, and
	// the links overlap. A first build compiles every dependency for
	// js/wasm (a minute or more on 2 cores): say what is being built
	// until it is done.
	start := time.Now()
	errs := make([]error, len(wasmTargets))
	var (
		wg      sync.WaitGroup
		mu      sync.Mutex
		pending = map[string]bool{}
	)
	for i, t := range wasmTargets {
		pending[t.file] = true
		logf(o.Log, "site build: compiling %s (%s) for GOOS=js GOARCH=wasm", t.file, t.pkg)
		wg.Go(func() {
			errs[i] = buildWasm(o.GoCmd, o.Root, t.pkg, filepath.Join(absWeb, t.file))
			mu.Lock()
			delete(pending, t.file)
			mu.Unlock()
			logf(o.Log, "site build: %s done after %.0fs", t.file, time.Since(start).Seconds())
		})
	}
	done := make(chan struct{})
	go func() {
		for {
			select {
			case <-done:
				return
			case <-time.After(15 * time.Second):
				mu.Lock()
				left := slices.Sorted(maps.Keys(pending))
				mu.Unlock()
				logf(o.Log, "site build: still compiling %s (%.0fs)", strings.Join(left, ", "), time.Since(start).Seconds())
			}
		}
	}()
	wg.Wait()
	close(done)
	return errors.Join(errs...)
}

// buildWasm runs go build for GOOS=js GOARCH=wasm, stripped and trimmed,
// stamped with the commit (-buildvcs=auto, even where GOFLAGS turns it off)
// so that the page's provenance names it.
func buildWasm(goCmd, root, pkg, out string) error {
	cmd := exec.Command(goCmd, "build", "-trimpath", "-buildvcs=auto", "-ldflags=-s -w", "-o", out, pkg)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("GOOS=js GOARCH=wasm go build %s: %w\n%s", pkg, err, msg)
	}
	return nil
}

// copyGoWasmExec copies GOROOT's wasm_exec.js to web/wasm_exec_go.js for the
// worker; go-app serves its own, different copy at /wasm_exec.js.
func copyGoWasmExec(o buildOptions, web string) error {
	cmd := exec.Command(o.GoCmd, "env", "GOROOT")
	cmd.Dir = o.Root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w: %s", err, stderr.String())
	}
	goroot := strings.TrimSpace(string(out))
	// Go 1.24 moved the file from misc/wasm to lib/wasm.
	for _, dir := range []string{"lib/wasm", "misc/wasm"} {
		src := filepath.Join(goroot, filepath.FromSlash(dir), "wasm_exec.js")
		if _, err := os.Stat(src); err == nil {
			return copyFile(src, filepath.Join(web, "wasm_exec_go.js"))
		}
	}
	return fmt.Errorf("no wasm_exec.js under GOROOT %s", goroot)
}
