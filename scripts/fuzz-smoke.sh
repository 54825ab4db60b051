#!/usr/bin/env bash
# A short run of every fuzz target (fuzz/, cargo fuzz + libFuzzer), for CI and `make test`: first over the
# committed corpus (fuzz/corpus/<target>, every input must pass), then FUZZ_RUNS (default 20000) new inputs
# each from a fixed random seed (FUZZ_SEED, default 1), so a run is repeatable: the same commit gives the same
# verdict in CI as on the developer's machine. FUZZ_SECONDS=N explores for N seconds a target instead (with a
# random seed), for longer hunts. New inputs go to a scratch directory, so the committed corpus is not changed.
# Needs the nightly toolchain; installs cargo-fuzz if it is missing. Without nightly it says so and skips.
# A crash fails the run and leaves the input in fuzz/artifacts/<target>/; replay it with
#   cargo +nightly fuzz run -s none <target> fuzz/artifacts/<target>/crash-...
set -euo pipefail
cd "$(dirname "$0")/../fuzz"
export PATH="$HOME/.cargo/bin:$PATH"
if [ -n "${FUZZ_SECONDS:-}" ]; then
  budget=(-max_total_time="$FUZZ_SECONDS")
  what="${FUZZ_SECONDS}s"
else
  budget=(-runs="${FUZZ_RUNS:-20000}" -seed="${FUZZ_SEED:-1}")
  what="${FUZZ_RUNS:-20000} runs from seed ${FUZZ_SEED:-1}"
fi
toolchain="${FUZZ_TOOLCHAIN:-nightly}"

# RUSTUP_AUTO_INSTALL=0: a missing toolchain is reported, never downloaded.
if ! RUSTUP_AUTO_INSTALL=0 cargo +"$toolchain" --version >/dev/null 2>&1; then
  echo "fuzz-smoke: SKIPPED: the nightly Rust toolchain is not installed (cargo fuzz needs it)."
  echo "fuzz-smoke: install it with 'rustup toolchain install nightly' to run the fuzz targets."
  exit 0
fi
if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "fuzz-smoke: installing cargo-fuzz"
  cargo install cargo-fuzz --locked
fi

# No sanitizer (safe Rust; more executions a second); overflow checks and debug assertions stay on.
flags=(-s none)
cargo +"$toolchain" fuzz build "${flags[@]}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
for target in $(cargo +"$toolchain" fuzz list); do
  mkdir -p "corpus/$target" "$scratch/$target"
  echo "fuzz-smoke: $target: $(find "corpus/$target" -type f | wc -l) corpus inputs, then $what"
  log="$scratch/$target.log"
  if ! cargo +"$toolchain" fuzz run "${flags[@]}" "$target" "$scratch/$target" "corpus/$target" -- \
    "${budget[@]}" -dict=dict/notation.dict -print_final_stats=1 >"$log" 2>&1; then
    tail -n 40 "$log"
    echo "fuzz-smoke: $target FAILED; the input is in fuzz/artifacts/$target/"
    exit 1
  fi
  grep -E '^Done|stat::number_of_executed_units' "$log" | sed 's/^/  /'
done
echo "fuzz-smoke: all targets passed"
