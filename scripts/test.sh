#!/usr/bin/env bash
# Runs every check (installing what is missing first): format, lints, Rust tests, the cross-check against an
# independent Python implementation of RULES.md, the puzzle collection's proofs, the release web build, the fuzz
# smoke run and the browser tests against the built dist/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh test
export PATH="$HOME/.cargo/bin:$PATH"
step() { printf '\n=== %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all -- --check
step "no import cycle between the page's files and parts (scripts/import_cycles.py)"
python3 scripts/import_cycles.py
step "cargo clippy"
cargo clippy --workspace --all-targets -- -D warnings
# The three wasm modules (the page, the computer's, the print module) and what they share, one at a time: built
# together, cargo would lend each the web-sys features of the others.
for module in wari wari-worker wari-print wari-ui fluent-lite; do
  cargo clippy -p "$module" --target wasm32-unknown-unknown -- -D warnings
done
step "cargo test"
cargo test --workspace
step "cross-check against the independent Python implementation (xcheck/)"
scripts/crosscheck.sh
step "puzzles: every solution proved by the exact search (wari puzzles verify)"
cargo build --release --quiet -p wari-cli
target/release/wari puzzles verify
step "trunk build --release (scripts/trunk.sh)"
scripts/trunk.sh build --release --offline
if [ -x scripts/fuzz-smoke.sh ]; then
  step "fuzz smoke"
  scripts/fuzz-smoke.sh
fi
step "browser tests (Playwright + Debian chromium)"
cd e2e
npx playwright test
