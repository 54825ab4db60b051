#!/usr/bin/env bash
# Cross-check of the rules engine against an independent Python implementation of RULES.md
# (xcheck/reference.py): random games of every preset and of random custom rules, biased towards grand slams,
# G5 extra turns, feeding, targets, stuck players and cycles, compared ply by ply with `wari replay --trace`
# (pits, stores, player to move, legal moves, status, winner, reason, score), plus illegal moves the CLI must
# refuse. Fixed seed; CROSSCHECK_GAMES (default 1200, well under a minute) and CROSSCHECK_SEED change the run.
# Exits non-zero on any disagreement and prints each with a command that reproduces it.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
games="${CROSSCHECK_GAMES:-1200}"
seed="${CROSSCHECK_SEED:-20240601}"

cargo build --release --quiet -p wari-cli   # a no-op when the release CLI is up to date
exec python3 xcheck/crosscheck.py --seed "$seed" --games "$games" --wari target/release/wari
