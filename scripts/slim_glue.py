#!/usr/bin/env python3
"""Fewer bytes for the page's wasm module and its glue before the first move (issue 12): run by
scripts/post_build.py on the build, before the service worker's hashes are taken.

wasm-bindgen names each function the module imports from its glue `__wbg_<name>_<16 hex digits>`: 145 names
of 30-50 characters, each written twice (the wasm module's import section and the glue's object of imports),
and the hashes do not compress. They are renamed `a`, `b`, ... `Z`, `ba`, ... in both files, and the import
module `./wari_bg.js` becomes `w`. The glue (`wari.js`) also loses its comments and indentation (lines only:
it has no text that spans lines), and the module its `producers` and `target_features` sections, which
nothing reads. The integrity attributes Trunk wrote into index.html for the two files are written again. The
boot script (`www/boot.js`, also before the first move) loses its comments and indentation the same way:
4,154 -> 2,680 bytes gzipped, with the print module's loader (issue 12).

Measured on the build of main 6f27f01 (gzip -9): wari_bg.wasm 196,847 -> 192,615 bytes, wari.js 8,001 ->
4,806 bytes: 7.4 KB less before the first move (about 37 ms of it on the slow-phone profile).

  python3 scripts/slim_glue.py [DIST]   (default: $TRUNK_STAGING_DIR, else dist/)

It refuses (and the build fails) when something is not as expected: an import name not found exactly once in
the glue, a text that spans lines, a section it cannot read.
"""
import base64
import hashlib
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WASM, GLUE = "wari_bg.wasm", "wari.js"
# The boot script (before the first move too): its comments are for the source; the build's copy goes without.
BOOT = "www/boot.js"
LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
DROPPED = (b"producers", b"target_features")


def fail(what: str):
    raise SystemExit(f"slim_glue.py: {what}")


def short(i: int) -> str:
    """The i-th short name: a .. Z, aa .. ZZ, aaa ... (skipping the keywords `do`, `if` and `in`)."""
    name, n = "", i + 1
    while n:
        n -= 1
        name = LETTERS[n % len(LETTERS)] + name
        n //= len(LETTERS)
    return name


def uleb(data: bytes, i: int):
    """An unsigned LEB128 number at `i`: (value, index after it)."""
    value = shift = 0
    while True:
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, i


def leb(n: int) -> bytes:
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def name_at(data: bytes, i: int):
    size, i = uleb(data, i)
    return data[i : i + size].decode("utf-8"), i + size


def limits_end(data: bytes, i: int) -> int:
    flags = data[i]
    _, i = uleb(data, i + 1)
    if flags & 1:
        _, i = uleb(data, i)
    return i


def import_desc_end(data: bytes, i: int) -> int:
    """The index after an import's description (function, table, memory, global or tag) at `i`."""
    kind, i = data[i], i + 1
    if kind == 0:  # function: its type
        return uleb(data, i)[1]
    if kind == 1:  # table: a reference type, then limits
        return limits_end(data, i + 1)
    if kind == 2:  # memory: limits
        return limits_end(data, i)
    if kind == 3:  # global: a value type, mutability
        return i + 2
    if kind == 4:  # tag: an attribute, its type
        return uleb(data, i + 1)[1]
    fail(f"an import of unknown kind {kind}")


def rename_imports(body: bytes, modules: dict, names: dict) -> bytes:
    """The import section `body` with its module and field names renamed (new ones added to the maps)."""
    count, i = uleb(body, 0)
    out = bytearray(leb(count))
    for _ in range(count):
        module, i = name_at(body, i)
        field, i = name_at(body, i)
        end = import_desc_end(body, i)
        module = modules.setdefault(module, "w" if not modules else f"w{len(modules)}")
        if field.startswith("__wbg") or field.startswith("__wbindgen"):
            if field not in names:
                n = len(names)
                while short(n) in ("do", "if", "in") or short(n) in names.values():
                    n += 1
                names[field] = short(n)
            field = names[field]
        for text in (module, field):
            out += leb(len(text.encode())) + text.encode()
        out += body[i:end]
        i = end
    return bytes(out)


def slim_wasm(data: bytes):
    """The module with short import names and without the dropped sections; the names' maps."""
    if data[:4] != b"\0asm":
        fail(f"{WASM} is no wasm module")
    out, i, modules, names = bytearray(data[:8]), 8, {}, {}
    while i < len(data):
        section = data[i]
        size, start = uleb(data, i + 1)
        body, i = data[start : start + size], start + size
        if section == 0 and name_at(body, 0)[0].encode() in DROPPED:
            continue
        if section == 2:
            body = rename_imports(body, modules, names)
        out += bytes([section]) + leb(len(body)) + body
    if not names:
        fail(f"{WASM} imports nothing from wasm-bindgen's glue")
    return bytes(out), modules, names


def slim_glue(text: str, modules: dict, names: dict) -> str:
    """The glue with the new import names, without comments or indentation."""
    for old, new in [*modules.items(), *names.items()]:
        pattern = re.compile(r'(?<![\w$])(["\']?)' + re.escape(old) + r'\1(?=\s*:)')
        text, found = pattern.subn(new, text)
        if found != 1 or old in text:
            fail(f"the import {old} is not written once, as a key, in {GLUE}")
    return strip_js(text, GLUE)


def strip_js(text: str, name: str) -> str:
    """A script without its comments, blank lines and indentation (lines only: it may have no text that spans
    lines, no comment after code on a line that starts one)."""
    lines = []
    in_comment = False
    for line in text.split("\n"):
        line = line.strip()
        if in_comment:
            in_comment = "*/" not in line
            if not in_comment and not line.endswith("*/"):
                fail(f"code after a comment on one line of {name}: {line!r}")
            continue
        if line.startswith("/*"):
            in_comment = "*/" not in line
            if not in_comment and not line.endswith("*/"):
                fail(f"code after a comment on one line of {name}: {line!r}")
            continue
        if line.startswith("//") or not line:
            continue
        if line.count("`") % 2:
            fail(f"a text that spans lines in {name}: {line!r}")
        lines.append(line)
    return "\n".join(lines) + "\n"


def sri(data: bytes) -> str:
    return "sha384-" + base64.b64encode(hashlib.sha384(data).digest()).decode()


def main(dist: Path) -> None:
    boot = dist / BOOT
    boot.write_text(strip_js(boot.read_text(encoding="utf-8"), BOOT), encoding="utf-8")
    wasm, glue, index = dist / WASM, dist / GLUE, dist / "index.html"
    data, modules, names = slim_wasm(wasm.read_bytes())
    text = slim_glue(glue.read_text(encoding="utf-8"), modules, names)
    html = index.read_text(encoding="utf-8")
    for path, new in ((wasm, data), (glue, text.encode())):
        old = sri(path.read_bytes())
        if html.count(old) != 1:
            fail(f"index.html has not one integrity attribute of {path.name}")
        html = html.replace(old, sri(new))
        path.write_bytes(new)
    index.write_text(html, encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("TRUNK_STAGING_DIR", ROOT / "dist")))
