# The project's commands. `make serve` and `make test` do all set-up on a fresh machine.
.PHONY: serve test dist setup bench wasm-bench loadbench boardsbench first-board perft protocol-timing clean

serve:          ## serve the game at http://127.0.0.1:8080/
	scripts/serve.sh

test:           ## every check: fmt, clippy, cargo test, release web build, fuzz smoke, browser tests
	scripts/test.sh

dist:           ## a release build in dist/ with relative paths: copy it into any folder of any static server
	scripts/setup.sh build
	scripts/trunk.sh build --release --offline --public-url ./

setup:          ## install the tools only
	scripts/setup.sh test

bench:          ## benchmarks (perft, search)
	cargo bench --workspace

wasm-bench:     ## the E5 decision in wasm (Chromium): a build with the benchmark entry, then e2e/bench.spec.ts; rebuild dist/ after
	scripts/setup.sh test
	RUSTFLAGS="--cfg wasm_bench" scripts/trunk.sh build --release --offline
	cd e2e && npx playwright test bench.spec.ts --workers 1 --reporter=list

loadbench:      ## load benchmark: 5 cold loads under the mobile profile and on the desktop (LOADS=n, e2e/loadbench.mjs)
	scripts/setup.sh test
	scripts/trunk.sh build --release --offline
	cd e2e && node loadbench.mjs --loads $${LOADS:-5}

boardsbench:    ## a blog page of embedded boards: CPU, memory, workers, time until all moved (RUNS=n; COMPARE=another build's dist/, measured alternately)
	scripts/setup.sh test
	scripts/trunk.sh build --release --offline
	cd e2e && node boardsbench.mjs --runs $${RUNS:-2} --dist this=../dist $${COMPARE:+--dist compare=$$COMPARE}

first-board:    ## draw the start position's board into index.html from the program's own (after changing the board)
	scripts/setup.sh test
	scripts/trunk.sh build --release --offline
	cd e2e && node first-board.mjs
	scripts/trunk.sh build --release --offline

protocol-timing: ## wall-clock checks of `wari engine` (not in `make test`): stop within 50 ms, movetime used, 100 clock games (~5-10 min)
	PATH="$$HOME/.cargo/bin:$$PATH" cargo test --release -p wari-cli --test engine_protocol -- --ignored timing_ --test-threads 1 --show-output

perft:          ## perft of abapa from the start position, depth 10
	cargo run --release -p wari-cli -- perft --variant abapa --depth 10

clean:
	cargo clean
	rm -rf dist e2e/test-results e2e/screenshots
