# spidereval — build, run and test. Every target works on a fresh clone.
GO      ?= go
BIN     := bin
DEMO    := assets/demo
DATA    ?= ../shared/data

.PHONY: all cli serve demo test test-native test-wasm bench fuzz clean

all: cli

cli:
	$(GO) build -o $(BIN)/spidereval ./cmd/spidereval

# The main job. Until the browser app lands this scores the bundled demo with the CLI.
serve: demo

demo: cli
	$(BIN)/spidereval --gold $(DEMO)/dev_gold.sql --pred $(DEMO)/pred_graphix_t5.sql \
		--db $(DEMO)/database --table $(DEMO)/tables.json --etype all

# Every test: native, then the browser-side packages under node (GOOS=js).
test: test-native

test-native:
	$(GO) vet ./...
	$(GO) test ./...

# Speed: the CLI on the full dev set (or the demo) and the tokenizer, parser
# and matcher, each as a ratio to the input-reading floor measured in the same run.
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./cmd/spidereval ./eval/... | $(GO) run ./cmd/benchratio

fuzz:
	$(GO) test -run '^$$' -fuzz FuzzParse -fuzztime 30s ./eval/spiderql/

clean:
	rm -rf $(BIN)
