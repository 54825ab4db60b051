#!/usr/bin/env bash
# Runs Trunk for every build of the web app (`make serve`, `make test`, `make dist`, `make loadbench`,
# `make first-board`, `make wasm-bench`): `scripts/trunk.sh build --release --offline [...]`, arguments passed on.
# One build, on the stable toolchain; it only puts ~/.cargo/bin first on PATH, where scripts/setup.sh installs
# trunk, the wasm-bindgen CLI and wasm-opt.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
exec trunk "$@"
