#!/usr/bin/env bash
# Serves the game at http://127.0.0.1:8080/ (installing what is missing first), with offline play off
# (WARI_OFFLINE=on to try it). Extra arguments go to trunk.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build
export PATH="$HOME/.cargo/bin:$PATH"
# No service worker while developing: it would keep serving the previous build (offline play, README).
export WARI_OFFLINE="${WARI_OFFLINE:-off}"
exec scripts/trunk.sh serve --release --offline "$@"
