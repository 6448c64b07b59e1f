# spidereval — build, run and test. Every target works on a fresh clone.
GO      ?= go
BIN     := bin
DEMO    := assets/demo
DATA    ?= ../shared/data
SITE    := $(BIN)/site
PORT    ?= 8080
BR      ?= 11

.PHONY: all cli web static serve size demo test test-vet test-native test-site-wasm screenshots test-wasm test-python pyvenv wheel wheel-all bench bench-web bench-serve bench-rl fuzz clean

all: cli

# -buildvcs=auto stamps the commit (spidereval --version) even where GOFLAGS turns it off.
cli:
	$(GO) build -buildvcs=auto -o $(BIN)/spidereval ./cmd/spidereval

# The browser explorer as a static site in $(SITE): go-app pages, both wasm
# binaries, assets, demo data, icons, and .br/.gz siblings (brotli quality
# $(BR); `make web BR=5` is much faster). Unchanged files reuse the
# compressed outputs kept in $(BIN)/site-cache.
web:
	$(GO) run ./cmd/site build -out $(SITE) -br $(BR) -cache $(BIN)/site-cache

# A static folder any static host can serve (the .br/.gz siblings are optional).
static: web
	@echo "static site in $(SITE)/: serve it from any static host; it works offline after the first visit"
	@echo "serve .wasm as application/wasm, revalidated (Cache-Control: no-cache with an ETag or Last-Modified, not no-store), so returning browsers reuse the compiled code"

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

# Every test: native (browser tests in headless Chromium included), the
# packages the browser runs, compiled to WebAssembly and run under node, and
# the Python package, and go vet. Each test package must finish within half
# of TEST_TIMEOUT. go vet runs first (it compiles what the others share);
# then the native suite runs beside the WebAssembly suite and, after it, the
# Python suite (TEST_LANES), each whatever the others did, each lane's
# output kept in $(BIN)/test-logs and printed when its suite ends; then a
# summary: each suite's result, time and load average, any browser tests
# skipped (no Chromium), and a non-zero exit if one failed.
TEST_TIMEOUT ?= 20m
TEST_LANES := test-native "test-wasm test-python"
TEST_LOGS := $(BIN)/test-logs
test:
	@echo "make test: load average $$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"; \
	rm -rf $(TEST_LOGS); mkdir -p $(TEST_LOGS); \
	suite() { \
		start=$$(date +%s); \
		if $(MAKE) --no-print-directory $$1 >$(TEST_LOGS)/$$1.log 2>&1; then r=ok; else r=FAILED; echo $$1 >>$(TEST_LOGS)/failed; fi; \
		cat $(TEST_LOGS)/$$1.log; \
		echo "  $$1: $$r in $$(( $$(date +%s) - start )) s (load $$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null))" >>$(TEST_LOGS)/summary; \
	}; \
	suite test-vet; \
	for lane in $(TEST_LANES); do (for s in $$lane; do suite $$s; done) & done; wait; \
	echo "make test summary:"; cat $(TEST_LOGS)/summary; \
	if ! $(GO) run ./cmd/site browser >/dev/null 2>&1; then \
		echo "make test: the browser tests in cmd/site were SKIPPED: $$($(GO) run ./cmd/site browser 2>&1 | tail -1)"; \
	fi; \
	if [ -s $(TEST_LOGS)/failed ]; then echo "make test: FAILED: $$(tr '\n' ' ' <$(TEST_LOGS)/failed)" >&2; exit 1; fi

# The browser tests serve app.wasm and worker.wasm from $(TEST_WASM), built
# once here with cmd/site's flags (-trimpath, see cmd/site/wasm.go); the wasm
# vet and tests below use -trimpath too, so the go command compiles every
# package for js/wasm once and takes it from the build cache after that.
TEST_WASM := $(BIN)/test-wasm
WASM_BUILD_FLAGS := -trimpath

# go vet runs every analyzer on every package and its tests (and on the
# js/wasm mains), as a suite of its own beside the tests; go test does not
# vet again (-vet=off); test binaries carry no DWARF (-w: quicker links;
# panics still name files and lines).
test-vet:
	@status=0; $(GO) vet ./... || status=1; \
	GOOS=js GOARCH=wasm $(GO) vet $(WASM_BUILD_FLAGS) ./wasm/worker ./wasm/explain ./wasm/app || status=1; \
	exit $$status

test-native: test-site-wasm
	SPIDEREVAL_TEST_WASM=$(abspath $(TEST_WASM)) $(GO) test -vet=off -ldflags=-w -timeout $(TEST_TIMEOUT) ./...

# The browser tests again, keeping a screenshot of every view they reach
# in $(BIN)/screenshots (make test takes none: each costs the browser about
# half a CPU second).
SHOTS := $(BIN)/screenshots
screenshots: test-site-wasm
	@rm -rf $(SHOTS); mkdir -p $(SHOTS); status=0; \
	SPIDEREVAL_SCREENSHOT_DIR=$(abspath $(SHOTS)) SPIDEREVAL_TEST_WASM=$(abspath $(TEST_WASM)) \
		$(GO) test -vet=off -ldflags=-w -timeout $(TEST_TIMEOUT) -v ./cmd/site >$(SHOTS)/test.log 2>&1 || status=$$?; \
	grep -E '^(--- FAIL|FAIL|ok)' $(SHOTS)/test.log; \
	echo "$$(ls $(SHOTS)/*.png 2>/dev/null | wc -l) screenshots in $(SHOTS) (the tests' output: $(SHOTS)/test.log)"; \
	exit $$status

test-site-wasm:
	@mkdir -p $(TEST_WASM)
	GOOS=js GOARCH=wasm $(GO) build $(WASM_BUILD_FLAGS) -buildvcs=auto -ldflags='-s -w' -o $(TEST_WASM)/ ./wasm/app ./wasm/worker ./wasm/explain
	mv -f $(TEST_WASM)/app $(TEST_WASM)/app.wasm
	mv -f $(TEST_WASM)/worker $(TEST_WASM)/worker.wasm
	mv -f $(TEST_WASM)/explain $(TEST_WASM)/explain.wasm

# What can behave differently under js/wasm is tested there: SQLite through
# the js/wasm driver (eval/exec, and its row format in eval/exec/internal/sqlite), the files and the
# worker's engine (wasm/workspace, wasm/engine), the whole judging pipeline
# on node's stack (eval: golden samples, deep predictions) and the page
# (app). The pure packages below eval (spiderql, schema, match, dataset,
# report, compare, explain) have no GOOS-specific code and run inside eval's
# and the engine's tests there; eval/diagnose and eval/extended (TiDB, in
# explain.wasm only) run through the engine's explainer and the browser tests.
WASM_PKGS := ./eval ./eval/exec ./eval/exec/internal/sqlite ./wasm/workspace ./wasm/engine ./app
# SQLite is the official WebAssembly build there, as in the page: node
# loads it (assets/sqlite/node-boot.mjs) before the Go test binary starts.
NODE_EXEC := node --stack-size=8192 --liftoff-only --import $(abspath assets/sqlite/node-boot.mjs) $(shell $(GO) env GOROOT)/lib/wasm/wasm_exec_node.js

# -short: the golden tests check a sample of their records (every 20th, or
# each set's first 50 examples) and the slowest exact-arithmetic cases are
# left to the native run, which checks them all on the same code.
# The js-only files are in the three mains, vetted by test-vet; every file
# of $(WASM_PKGS) builds natively too and is vetted there as well.
test-wasm:
	GOOS=js GOARCH=wasm $(GO) test $(WASM_BUILD_FLAGS) -vet=off -short -timeout $(TEST_TIMEOUT) -exec="$(NODE_EXEC)" $(WASM_PKGS)

# The Python package (cmd/spidereval/python) as a platform wheel in
# $(BIN)/wheels with a static binary inside (CGO_ENABLED=0), offline, with
# python3's standard library: this machine's platform by default (under a
# minute with a warm Go build cache), every published platform with
# `make wheel-all` (five cross-compiles: about 5 minutes warm, 25 with an
# empty build cache on 2 cores), or a list: WHEEL_PLATFORMS='linux/arm64 ...'.
PYTHON ?= python3
ALL_WHEEL_PLATFORMS := linux/amd64 linux/arm64 darwin/amd64 darwin/arm64 windows/amd64
WHEEL_PLATFORMS ?= $(HOST_PLATFORM)
WHEEL_GOFLAGS := -trimpath -buildvcs=auto -ldflags='-s -w'
PYPKG := cmd/spidereval/python
wheel:
	@set -e; for p in $(WHEEL_PLATFORMS); do \
		os=$${p%/*}; arch=$${p#*/}; exe=spidereval; if [ $$os = windows ]; then exe=spidereval.exe; fi; \
		echo "== $$p"; \
		CGO_ENABLED=0 GOOS=$$os GOARCH=$$arch $(GO) build $(WHEEL_GOFLAGS) -o $(BIN)/wheel-build/$$os-$$arch/$$exe ./cmd/spidereval; \
		$(PYTHON) $(PYPKG)/build_wheel.py --binary $(BIN)/wheel-build/$$os-$$arch/$$exe --platform $$p --out $(BIN)/wheels; \
	done

wheel-all:
	$(MAKE) --no-print-directory wheel WHEEL_PLATFORMS='$(ALL_WHEEL_PLATFORMS)'

# The Python package's tests: a wheel of this machine's binary (the `make
# cli` build, which reuses test-native's compiled packages) installed
# offline into a fresh venv, its unittest tests run there against
# $(DATA) (they skip without it). Well under a minute.
PYVENV := $(BIN)/pyvenv
HOST_PLATFORM = $(shell $(GO) env GOOS)/$(shell $(GO) env GOARCH)
test-python: pyvenv
	cd $(BIN) && SPIDEREVAL_DATA=$${SPIDEREVAL_DATA:-$(abspath $(DATA))} $(abspath $(PYVENV))/bin/python -m unittest discover -s $(abspath $(PYPKG)/tests) -v

pyvenv: cli
	rm -rf $(BIN)/wheels-test $(PYVENV)
	$(PYTHON) $(PYPKG)/build_wheel.py --binary $(BIN)/spidereval --platform $(HOST_PLATFORM) --out $(BIN)/wheels-test
	$(PYTHON) -m venv $(PYVENV)
	$(PYVENV)/bin/pip install --quiet --no-index --no-deps $(BIN)/wheels-test/*.whl

# Judgments per second through Scorer.judge_many on Spider dev (cold and
# warm gold cache) against the official test-suite evaluator's loop,
# run from ../shared/reference in the same run, with the verdicts
# checked against the CLI's; prints the ratios and the load average.
REFERENCE ?= ../shared/reference
bench-serve: pyvenv
	$(PYVENV)/bin/python $(PYPKG)/bench/bench_serve.py --data $(DATA) --reference $(REFERENCE) --cli $(BIN)/spidereval

# Rewards per second for a GRPO-shaped workload (Spider dev, 8 completions
# per prompt, 2% hostile) through Scorer.rewards with and without the
# prediction cache, against a SkyRL-style scorer and the official
# eval_exec_match loop in the same run; prints the load average and the
# server's peak RSS (bench/bench_rl.py).
bench-rl: pyvenv
	$(PYVENV)/bin/python $(PYPKG)/bench/bench_rl.py --data $(DATA) --reference $(REFERENCE)

# Speed: the CLI on the full dev set (or the demo) and the tokenizer, parser
# and matcher, each as a ratio to the input-reading floor measured in the same run.
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./cmd/spidereval ./eval/... | \
		$(GO) run ./cmd/benchratio -pairs BenchmarkCLIAll=BenchmarkExecFloor,BenchmarkCLIMatch=BenchmarkBaselineInputs

# The page against the CLI on full Spider dev (--etype all), in one run:
# headless Chromium with a fresh profile (cold) and the same profile again
# (warm), the CLI's median wall time, the ratios and the load average;
# and the page's own rows: shared Playground link → verdict, page open →
# demo report, a 322-file Spider folder chosen → Score enabled.
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
	./eval/explain/tidb:FuzzRejectReason \
	./eval:FuzzJudge \
	./eval:FuzzFromSession \
	./cmd/spidereval:FuzzServeLines \
	./cmd/spidereval:FuzzServeHTTP \
	./cmd/spidereval:FuzzClientLines \
	./eval/dataset:FuzzPair \
	./eval/dataset:FuzzLines \
	./eval/dataset:FuzzExtractSQL \
	./eval/schema:FuzzParseTables \
	./eval/exec/walfile:FuzzApply \
	./eval/bird:FuzzReaders \
	./wasm/workspace:FuzzAdd \
	./wasm/urlsource:FuzzLoad

fuzz:
	@set -e; for t in $(FUZZ_TARGETS); do \
		pkg=$${t%%:*}; name=$${t##*:}; \
		echo "== $$name in $$pkg ($(FUZZTIME))"; \
		$(GO) test -run '^$$' -fuzz "^$$name\$$" -fuzztime $(FUZZTIME) $(FUZZFLAGS) $$pkg; \
	done

clean:
	rm -rf $(BIN)
