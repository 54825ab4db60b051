#!/usr/bin/env python3
"""Finishes a build (Trunk.toml's post_build hook, on Trunk's staging folder): the steps in their order, as one
hook because Trunk runs the hooks of one stage side by side, in no order.

1. The page's wasm module first: Trunk writes its `<link rel="preload">` at the end of <head>, after the
   stylesheets, the boot script and the module preloads, so on a slow connection's six sockets the module, by far
   the biggest file before the first move, waited for a free one (190 ms under the mobile profile of
   `make loadbench`). It is moved to the top of <head>, marked `fetchpriority="high"`, without Trunk's
   `integrity` attribute: browsers do not check it on a preload of a fetch (Chromium logs "The `integrity`
   attribute is currently ignored for preload destinations that do not support subresource integrity" on every
   load), and wasm-bindgen's loader fetches the module without one, so the preload serves it all the same.
2. The words shown before the program starts, in every language (scripts/boot_words.py).
3. www/boot.js, the one script of ours before the first move, minified by terser (scripts/package.json, installed by
   scripts/setup.sh): 4.5 -> 2.3 KB gzipped. wasm-bindgen's files are left as it writes them.
4. The service worker with the hashes of the final files (scripts/offline.py).

  python3 scripts/post_build.py [DIST]   (default: $TRUNK_STAGING_DIR, else dist/)
"""
import os
import re
import subprocess
import sys
from pathlib import Path

import boot_words
import offline

ROOT = Path(__file__).resolve().parent.parent
WASM_PRELOAD = re.compile(r'[ \t]*<link rel="preload"(?: fetchpriority="high")? href="\./wari_bg\.wasm"[^>]*>\n?')
INTEGRITY = re.compile(r'\s+integrity="[^"]*"')
HEAD_START = re.compile(r'(<meta name="viewport"[^>]*>\n)')
TERSER = ROOT / "scripts" / "node_modules" / "terser" / "bin" / "terser"


def wasm_first(dist: Path) -> None:
    """Moves the preload of the page's wasm module to the top of <head>, with a high fetch priority."""
    index = dist / "index.html"
    page = index.read_text(encoding="utf-8")
    found = WASM_PRELOAD.search(page)
    if not found or not HEAD_START.search(page):
        raise SystemExit("post_build.py: index.html has no preload of wari_bg.wasm or no viewport <meta>")
    link = found.group(0).strip().replace('<link rel="preload" href=', '<link rel="preload" fetchpriority="high" href=')
    link = INTEGRITY.sub("", link)
    page = WASM_PRELOAD.sub("", page, count=1)
    page = HEAD_START.sub(lambda m: m.group(1) + "  " + link + "\n", page, count=1)
    index.write_text(page, encoding="utf-8")


def minify_boot(dist: Path) -> None:
    """www/boot.js through terser, as an ES module, strings in single quotes (e2e/budget.spec.ts reads its imports)."""
    if not TERSER.exists():
        raise SystemExit("post_build.py: no terser in scripts/node_modules: run scripts/setup.sh build")
    boot = dist / "www" / "boot.js"
    subprocess.run(
        ["node", str(TERSER), str(boot), "--module", "--compress", "--mangle", "--format", "quote_style=1", "-o", str(boot)],
        check=True,
    )


if __name__ == "__main__":
    dist = Path(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("TRUNK_STAGING_DIR", ROOT / "dist"))
    wasm_first(dist)
    boot_words.write(dist)
    minify_boot(dist)
    sys.exit(offline.main(dist))
