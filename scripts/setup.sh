#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine with rustup, and skips what is already there.
#   scripts/setup.sh build   the wasm32 target, trunk, the wasm-bindgen CLI, node + wasm-opt, python3 (enough to
#                            serve the game)
#   scripts/setup.sh test    the above, plus Debian's chromium and the npm packages of the browser tests
# Nothing here downloads a tool from outside the package registries (crates.io, Debian, npm).
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-test}"
export PATH="$HOME/.cargo/bin:$PATH"

TRUNK_VERSION=0.21.14   # trunk 0.22 needs a newer rustc than this machine's 1.95
say() { printf '[setup] %s\n' "$*"; }

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
# from_debian COMMAND PACKAGE...: installs the packages from Debian when COMMAND is missing.
from_debian() {
  local command=$1
  shift
  command -v "$command" >/dev/null 2>&1 && return 0
  say "installing $* from Debian"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

# The Rust target and components.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
for c in rustfmt clippy; do
  rustup component list --installed | grep -q "^$c" || rustup component add "$c"
done

# rust_tool CRATE VERSION [cargo install options]: a Rust tool, prebuilt when it can be had, else compiled.
# cargo-binstall, when this machine has it, fetches a crate's release binary (from its GitHub release or
# quickinstall); no package registry this machine reaches has one for trunk or the wasm-bindgen CLI (npm has
# neither, wasm-pack's npm package downloads from GitHub when installed, PyPI and Debian have none), so here
# they are compiled from crates.io (README: "The two commands").
rust_tool() {
  local crate=$1 version=$2
  shift 2
  if cargo binstall -V >/dev/null 2>&1; then
    say "trying a prebuilt $crate $version (cargo binstall)"
    if timeout 300 cargo binstall --no-confirm --disable-strategies compile "$crate@$version" "$@"; then
      return 0
    fi
  fi
  say "compiling $crate $version (a few minutes, once)"
  cargo install "$crate" --version "$version" "$@"
}

# trunk, pinned.
if [ "$(trunk --version 2>/dev/null | awk '{print $2}')" != "$TRUNK_VERSION" ]; then
  rust_tool trunk "$TRUNK_VERSION" --locked
fi

# The wasm-bindgen CLI must equal the wasm-bindgen crate in Cargo.lock, or Trunk would try to download one.
[ -f Cargo.lock ] || cargo generate-lockfile
WBG_VERSION=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WBG_VERSION" ]; then
  rust_tool wasm-bindgen-cli "$WBG_VERSION"
fi
# The crates of the wasm build, fetched now: Trunk runs cargo with --offline (Trunk.toml), so a crate that no
# earlier cargo command downloaded (the page's allocator, talc, is only a wasm32 dependency) would fail it.
cargo fetch --locked --target wasm32-unknown-unknown
if ! grep -q "wasm_bindgen = \"$WBG_VERSION\"" Trunk.toml; then
  say "error: Trunk.toml [tools] wasm_bindgen must be \"$WBG_VERSION\" (the version in Cargo.lock)" >&2
  exit 1
fi

# Node.js and npm: the wasm-opt below runs on Node; the browser tests are npm packages.
from_debian npm nodejs npm

# terser, which minifies www/boot.js in the build (scripts/post_build.py), pinned by scripts/package-lock.json.
if [ ! -d scripts/node_modules/terser ] || [ scripts/package-lock.json -nt scripts/node_modules/.package-lock.json ]; then
  say "installing the build's npm packages (terser)"
  (cd scripts && npm ci --no-audit --no-fund --loglevel=error)
fi

# wasm-opt shrinks the wasm module in release builds (index.html data-wasm-opt; Trunk.toml [tools] wasm_opt pins
# the version, found on PATH: Trunk never downloads it). Binaryen's own JavaScript/wasm build from npm, version 123
# (Trunk 0.21's default), installed in seconds. Not the wasm-opt crate: its binaryen 116 (and Debian's 108) cannot
# read what wasm-bindgen 0.2.130 writes for Rust's default wasm features (table.fill, binaryen >= 117), and it takes
# 15 CPU minutes to build. The command goes into ~/.cargo/bin, which every build puts first on PATH.
BINARYEN_VERSION=123
if [ "$(wasm-opt --version 2>/dev/null | awk '{print $3}')" != "$BINARYEN_VERSION" ]; then
  say "installing wasm-opt (binaryen $BINARYEN_VERSION from npm)"
  tools="$HOME/.cache/wari-tools/binaryen-$BINARYEN_VERSION"
  npm install --prefix "$tools" --no-audit --no-fund --loglevel=error "binaryen@$BINARYEN_VERSION.0.0"
  mkdir -p "$HOME/.cargo/bin"
  ln -sf "$tools/node_modules/binaryen/bin/wasm-opt" "$HOME/.cargo/bin/wasm-opt"
fi
if ! grep -q "wasm_opt = \"version_$BINARYEN_VERSION\"" Trunk.toml; then
  say "error: Trunk.toml [tools] wasm_opt must be \"version_$BINARYEN_VERSION\"" >&2
  exit 1
fi

# python3 finishes each build: the service worker, the words before the program (Trunk.toml hook, scripts/post_build.py).
from_debian python3 python3

[ "$what" = build ] && exit 0

# Debian's Chromium for the browser tests (Playwright cannot download its own browser here),
# poppler-utils (pdftoppm) for looking at printouts.
if ! command -v chromium >/dev/null 2>&1 || ! command -v pdftoppm >/dev/null 2>&1; then
  say "installing chromium and poppler-utils from Debian"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium poppler-utils fonts-dejavu-core >/dev/null
fi

# The npm packages of the browser tests.
if [ ! -d e2e/node_modules/@playwright/test ] || [ e2e/package-lock.json -nt e2e/node_modules/.package-lock.json ]; then
  say "installing the npm packages of the browser tests"
  (cd e2e && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
fi
say "ready"
