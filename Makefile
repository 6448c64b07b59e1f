# spidereval — build, run and test. Every target works on a fresh clone.
GO      ?= go
BIN     := bin
DEMO    := assets/demo
DATA    ?= ../shared/data
SITE    := $(BIN)/site
PORT    ?= 8080
BR      ?= 11

.PHONY: all cli web static serve size demo test test-native test-wasm bench bench-web fuzz clean

all: cli

cli:
	$(GO) build -o $(BIN)/spidereval ./cmd/spidereval

# The browser explorer as a static site in $(SITE): go-app pages, both wasm
# binaries, assets, demo data, icons, and .br/.gz siblings (brotli quality
# $(BR); `make web BR=5` is much faster). Unchanged files reuse the
# compressed outputs kept in $(BIN)/site-cache.
web:
	$(GO) run ./cmd/site build -out $(SITE) -br $(BR) -cache $(BIN)/site-cache

# A static folder any static host can serve (the .br/.gz siblings are optional).
static: web
	@echo "static site in $(SITE)/: serve it from any static host; it works offline after the first visit"

# The main job: build the explorer and serve it on http://127.0.0.1:$(PORT)/.
# Brotli quality 6 keeps a fresh build quick; `make web` uses $(BR) for deployment.
SERVE_BR ?= 6
serve:
	$(GO) run ./cmd/site build -out $(SITE) -br $(SERVE_BR) -cache $(BIN)/site-cache
	$(GO) run ./cmd/site serve -dir $(SITE) -addr 127.0.0.1:$(PORT)

# Raw, gzip and brotli sizes of app.wasm and worker.wasm, and the first-load total.
size:
	@test -f $(SITE)/index.html || { echo "no site in $(SITE): run make web first" >&2; exit 1; }
	@$(GO) run ./cmd/site size -dir $(SITE)

demo: cli
	$(BIN)/spidereval --gold $(DEMO)/dev_gold.sql --pred $(DEMO)/pred_graphix_t5.sql \
		--db $(DEMO)/database --table $(DEMO)/tables.json --etype all

# Every test: native (browser tests in headless Chromium included), then the
# packages the browser runs, compiled to WebAssembly and run under node.
test: test-native test-wasm

# An explicit -timeout: every package stays well under half of it (the
# browser tests in cmd/site are the longest).
TEST_TIMEOUT ?= 40m

test-native:
	$(GO) vet ./...
	$(GO) test -timeout $(TEST_TIMEOUT) ./...

WASM_PKGS := ./eval ./eval/spiderql ./eval/schema ./eval/match ./eval/dataset ./eval/report ./eval/exec \
	./eval/diagnose ./eval/workspace ./eval/compare ./eval/extended ./wasm/engine ./wasm/protocol ./app
NODE_EXEC := node --stack-size=8192 --liftoff-only $(shell $(GO) env GOROOT)/lib/wasm/wasm_exec_node.js

test-wasm:
	GOOS=js GOARCH=wasm $(GO) vet ./wasm/worker ./wasm/app
	GOOS=js GOARCH=wasm $(GO) test -timeout $(TEST_TIMEOUT) -exec="$(NODE_EXEC)" $(WASM_PKGS)

# Speed: the CLI on the full dev set (or the demo) and the tokenizer, parser
# and matcher, each as a ratio to the input-reading floor measured in the same run.
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./cmd/spidereval ./eval/... | \
		$(GO) run ./cmd/benchratio -pairs BenchmarkCLIAll=BenchmarkExecFloor,BenchmarkCLIMatch=BenchmarkBaselineInputs

# The page against the CLI on full Spider dev (--etype all), in one run:
# headless Chromium with a fresh profile (cold) and the same profile again
# (warm), the CLI's median wall time, the ratios and the load average.
bench-web: web cli
	$(GO) run ./cmd/site bench -dir $(SITE) -data $(DATA) -cli $(BIN)/spidereval

# Every fuzz target in turn, FUZZTIME each (one target per go test, as -fuzz requires);
# FUZZFLAGS adds go test flags, e.g. FUZZFLAGS='-parallel 1' to leave cores free.
# New corpus entries stay in the Go build cache; a failing input lands in the package's
# testdata/fuzz/<target>/ and is replayed by go test from then on.
FUZZTIME ?= 20s
FUZZFLAGS ?=
FUZZ_TARGETS := \
	./eval/spiderql:FuzzParse \
	./eval/extended:FuzzParse \
	./eval/diagnose:FuzzDiagnose \
	./eval:FuzzJudge \
	./eval/dataset:FuzzPair \
	./eval/dataset:FuzzLines \
	./eval/schema:FuzzParseTables \
	./eval/workspace:FuzzAdd

fuzz:
	@set -e; for t in $(FUZZ_TARGETS); do \
		pkg=$${t%%:*}; name=$${t##*:}; \
		echo "== $$name in $$pkg ($(FUZZTIME))"; \
		$(GO) test -run '^$$' -fuzz "^$$name\$$" -fuzztime $(FUZZTIME) $(FUZZFLAGS) $$pkg; \
	done

clean:
	rm -rf $(BIN)
