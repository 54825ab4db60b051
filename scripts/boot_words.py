#!/usr/bin/env python3
"""Puts the words shown before the program starts into a build, in every language.

The page shows a few words before its wasm module has started: the loading line, the description a browser
or a shared link shows, and the message for browsers without JavaScript. index.html marks each with
`data-words="<message id>"`; this script reads those messages from i18n/<code>.ftl (plain one-line messages)
and writes, in the build:
- www/boot.js: its `const WORDS = {...};` line becomes the table of every language's words (but the noscript
  message's), from which the boot script sets the loading line, the description and <html lang> to the page's
  language as soon as it runs;
- index.html: the <noscript> element gets the message in every language (nothing can tell the language
  without JavaScript), each in its own <p lang>.

scripts/post_build.py (the post_build hook of Trunk.toml) runs it before scripts/offline.py hashes the files.
  python3 scripts/boot_words.py [DIST]   (default: $TRUNK_STAGING_DIR, else dist/)
"""
import html
import json
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TABLE = re.compile(r"^const WORDS = \{.*\};$", re.M)
NOSCRIPT = re.compile(r'(<noscript data-words="([a-z-]+)">).*?(</noscript>)', re.S)
NOSCRIPT_IDS = re.compile(r'<noscript data-words="([a-z-]+)">')


def messages(ids):
    """{code: {id: text}} for every language file, English first."""
    codes = sorted(p.stem for p in (ROOT / "i18n").glob("*.ftl"))
    codes.sort(key=lambda c: c != "en")
    table = {}
    for code in codes:
        text = (ROOT / "i18n" / f"{code}.ftl").read_text(encoding="utf-8")
        words = {}
        for id_ in ids:
            m = re.search(rf"^{re.escape(id_)} = (.+)$", text, re.M)
            if not m:
                raise SystemExit(f"boot_words.py: i18n/{code}.ftl has no one-line message {id_}")
            words[id_] = m.group(1).strip()
        table[code] = words
    return table


def write(dist: Path) -> None:
    index = dist / "index.html"
    page = index.read_text(encoding="utf-8")
    ids = sorted(set(re.findall(r'data-words="([a-z-]+)"', page)))
    table = messages(ids)

    def noscript(m):
        lines = "".join(f'<p lang="{code}">{html.escape(w[m.group(2)])}</p>' for code, w in table.items())
        return m.group(1) + lines + m.group(3)

    index.write_text(NOSCRIPT.sub(noscript, page), encoding="utf-8")
    boot = dist / "www" / "boot.js"
    source = boot.read_text(encoding="utf-8")
    if not TABLE.search(source):
        raise SystemExit("boot_words.py: www/boot.js has no `const WORDS = {...};` line")
    shown = [i for i in ids if i not in NOSCRIPT_IDS.findall(page)]
    words = {code: {i: w[i] for i in shown} for code, w in table.items()}
    line = "const WORDS = " + json.dumps(words, ensure_ascii=False, separators=(",", ":")) + ";"
    boot.write_text(TABLE.sub(lambda _: line, source, count=1), encoding="utf-8")
    print(f"boot_words.py: {', '.join(ids)} in {', '.join(table)}")


if __name__ == "__main__":
    write(Path(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("TRUNK_STAGING_DIR", ROOT / "dist")))
