#!/usr/bin/env bash
# Runs Trunk for every build of the web app (`make serve`, `make test`, `make dist`, `make loadbench`,
# `make first-board`, `make wasm-bench`): `scripts/trunk.sh build --release --offline [...]`, arguments passed on.
#
# The three wasm modules are built with the nightly toolchain's standard library compiled for them (cargo's
# build-std, from the nightly's rust-src), and the page's and the print view's with the panic strategy
# `immediate-abort` (a panic stops the module at once: no panic message is formatted, so none of core's
# formatting is kept for it): the page's module is 10 KB smaller gzipped (README, "The standard library built
# for size"). The computer's module keeps plain abort: with `immediate-abort` it built its endgame tables 10-15 %
# slower. Only Trunk's cargo runs see these settings, as
# environment variables of this one command (no RUSTFLAGS, no config file): `cargo clippy` and `cargo test`
# stay on stable and unchanged.
#
# When the machine cannot (no nightly, no rust-src, a nightly that refuses the settings: a probe of under a
# second asks cargo for the build's plan without compiling anything), or with WARI_STD=stable, it says so in one
# line and runs today's stable build. A missing nightly is never installed (RUSTUP_AUTO_INSTALL=0).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

toolchain="${WARI_NIGHTLY:-nightly}"
# The page's module is built with the profile release-page, the print view's with release-print, the computer's
# with release (index.html).
nightly=(
  RUSTUP_TOOLCHAIN="$toolchain"
  CARGO_UNSTABLE_BUILD_STD=std,panic_abort
  CARGO_UNSTABLE_PANIC_IMMEDIATE_ABORT=true
  CARGO_PROFILE_RELEASE_PAGE_PANIC=immediate-abort
  CARGO_PROFILE_RELEASE_PRINT_PANIC=immediate-abort
)

# probe TEXT ARGS...: cargo's plan (--unit-graph: no compiling) for one module must build std from source, and
# show TEXT: the page's panic strategy, the computer's abort runtime (panic_abort) built from source too.
probe() {
  local text=$1 plan
  shift
  plan=$(env RUSTUP_AUTO_INSTALL=0 "${nightly[@]}" cargo build -Zunstable-options --unit-graph --offline --quiet \
    --target wasm32-unknown-unknown --no-default-features "$@" 2>/dev/null) || return 1
  grep -q '/library/std#' <<<"$plan" && grep -qF "$text" <<<"$plan"
}

if [ "${WARI_STD:-nightly}" != stable ] &&
  probe '"panic":"immediate-abort"' --profile release-page --lib &&
  probe '"panic":"immediate-abort"' --profile release-print --features print --lib --bins &&
  probe '/library/panic_abort#' --release --features engine --lib --bins; then
  echo "trunk.sh: the wasm modules with the standard library built for size ($(env RUSTUP_AUTO_INSTALL=0 "${nightly[@]}" rustc -V))"
  exec env "${nightly[@]}" trunk "$@"
fi
echo "trunk.sh: no nightly Rust with rust-src that builds the standard library here (or WARI_STD=stable): the stable build (the page's module 10 KB larger gzipped)"
exec trunk "$@"
