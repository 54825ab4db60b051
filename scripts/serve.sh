#!/usr/bin/env bash
# Serves the game at http://127.0.0.1:8080/ (installing what is missing first). Extra arguments go to trunk.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build
export PATH="$HOME/.cargo/bin:$PATH"
exec trunk serve --release --offline "$@"
