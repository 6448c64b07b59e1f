package main

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// wasmCompiles is what a Chrome trace (category v8.wasm) says of a
// session's WebAssembly: how many modules V8 took from the compiled-code
// cache (wasm.Deserialize) and how long its optimising tier's jobs ran
// (wasm.TopTierCompilation, on background threads; wall time, summed, so
// a busy machine inflates it).
type wasmCompiles struct {
	fromCache  int
	topTierMs  float64
	traceError error
}

// String is the figures as bench prints them.
func (c wasmCompiles) String() string {
	if c.traceError != nil {
		return "trace failed: " + c.traceError.Error()
	}
	return fmt.Sprintf("%d modules from the code cache, optimising jobs %.0f ms", c.fromCache, c.topTierMs)
}

// traceWasm starts a trace of V8's WebAssembly events in the page of ctx;
// the function it returns ends the trace and counts them.
func traceWasm(ctx context.Context) func() wasmCompiles {
	var (
		mu   sync.Mutex
		got  wasmCompiles
		done = make(chan struct{})
	)
	if err := chromedp.Listen(ctx, func(ev any) {
		switch e := ev.(type) {
		case *tracing.EventDataCollected:
			mu.Lock()
			defer mu.Unlock()
			for _, raw := range e.Value {
				var te struct {
					Name string  `json:"name"`
					Dur  float64 `json:"dur"` // microseconds
				}
				if json.Unmarshal(raw, &te) != nil {
					continue
				}
				switch te.Name {
				case "wasm.Deserialize":
					got.fromCache++
				case "wasm.TopTierCompilation":
					got.topTierMs += te.Dur / 1000
				}
			}
		case *tracing.EventTracingComplete:
			close(done)
		}
	}); err != nil {
		return func() wasmCompiles { return wasmCompiles{traceError: err} }
	}
	if _, err := chromedp.Call(ctx, tracing.Start, tracing.StartParams{
		TransferMode: tracing.StartTransferModeReportEvents,
		TraceConfig:  &tracing.TraceConfig{IncludedCategories: []string{"v8.wasm"}},
	}); err != nil {
		return func() wasmCompiles { return wasmCompiles{traceError: fmt.Errorf("starting the trace: %w", err)} }
	}
	return func() wasmCompiles {
		if _, err := chromedp.Call(ctx, tracing.End, cdp.Empty{}); err != nil {
			return wasmCompiles{traceError: fmt.Errorf("ending the trace: %w", err)}
		}
		select {
		case <-done:
		case <-time.After(time.Minute):
			return wasmCompiles{traceError: fmt.Errorf("the trace did not complete in a minute")}
		}
		mu.Lock()
		defer mu.Unlock()
		return got
	}
}

// printReturningVisitor writes the returning visitor's row: the first
// scoring of w in the second session with the same profile (its HTTP,
// Cache Storage and compiled-code caches kept), against the CLI, and what
// the traces of both sessions say of compiling.
func printReturningVisitor(w *workload) {
	fmt.Printf("| returning visitor (same profile): %s, first scoring after page open (page open → its report: %.0f ms) | %.0f ms | cold: %s | %.0f ms (%.1f× CLI); %s |\n",
		w.name, w.warm.firstDone, w.cliMs, w.cold.compiles, w.warm.first, w.warm.first/w.cliMs, w.warm.compiles)
}
