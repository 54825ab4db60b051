#!/usr/bin/env python3
"""Writes the service worker of a build: dist/sw.js from the source sw.js, with this build's version
and the files it keeps for offline play.

Trunk runs it after every build, last (scripts/post_build.py, the post_build hook of Trunk.toml), on its staging
folder; it can also be run on a built folder:  python3 scripts/offline.py [DIST]   (default: $TRUNK_STAGING_DIR,
else dist/)

- The files kept: every file of the build but sw.js itself, the PNG icons (only the browser's install
  dialog reads them, when online) and READMEs; index.html is kept as the folder's own address, "./".
- Each with its SHA-256 in Subresource Integrity form; the version is a hash over all of them (and over the
  service worker's source), so any change of any file is a new version.
- WARI_OFFLINE=off (or 0/no/false): no offline play. sw.js is then written to remove an earlier installation,
  and index.html gets data-offline="off" on <html>, so the page registers nothing (www/offline.js).
"""
import base64
import hashlib
import json
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARKER = re.compile(r"^const BUILD = \{.*\};$", re.M)


def kept(path: str) -> bool:
    """Whether a file of the build is kept for offline play."""
    name = path.rsplit("/", 1)[-1]
    if path == "sw.js" or name == "README.md":
        return False
    return not (path.startswith("www/icons/") and name.endswith(".png"))


def main(dist=None) -> int:
    if dist is None:
        dist = Path(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("TRUNK_STAGING_DIR", ROOT / "dist"))
    source = (ROOT / "sw.js").read_text(encoding="utf-8")
    if not MARKER.search(source):
        print("offline.py: sw.js has no `const BUILD = {...};` line", file=sys.stderr)
        return 1
    enabled = os.environ.get("WARI_OFFLINE", "on").strip().lower() not in ("off", "0", "no", "false")

    # index.html first: its bytes are hashed below.
    index = dist / "index.html"
    html = index.read_text(encoding="utf-8")
    html = re.sub(r'(<html\b[^>]*?)\s+data-offline="[^"]*"', r"\1", html, count=1)
    if not enabled:
        html = re.sub(r"<html\b", '<html data-offline="off"', html, count=1)
    index.write_text(html, encoding="utf-8")

    files = []
    for p in sorted(dist.rglob("*")):
        rel = p.relative_to(dist).as_posix()
        if p.is_file() and kept(rel):
            digest = hashlib.sha256(p.read_bytes()).digest()
            files.append(("./" if rel == "index.html" else rel, "sha256-" + base64.b64encode(digest).decode()))
    whole = hashlib.sha256(source.encode())
    for path, integrity in files:
        whole.update(f"{path}\0{integrity}\n".encode())
    build = {"version": whole.hexdigest()[:16], "enabled": enabled, "files": files if enabled else []}
    line = "const BUILD = " + json.dumps(build, separators=(",", ":")) + ";"
    (dist / "sw.js").write_text(MARKER.sub(lambda _: line, source, count=1), encoding="utf-8")

    state = f"{len(files)} files kept" if enabled else "offline play off"
    print(f"offline.py: {dist / 'sw.js'}: version {build['version']}, {state}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
