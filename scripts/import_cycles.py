#!/usr/bin/env python3
"""Fails when the page's Rust files (the root package, src/) import each other in a circle.

Reads the module tree from src/lib.rs (`mod x;`, `#[path = ".."] mod x;`, inline `mod x { .. }`), then every
path a file names: `use` trees and paths written in the code (`crate::..`, `super::..`, `self::..`, and a child
module's name). Each path goes to the file of the deepest module it names. Two checks:

- files: no cycle between two files (a module and its submodule's file count as two files);
- folders: no cycle between the page's parts, a part being `src/features/<room>/` for each room and the first
  folder (or file) under `src/` for the rest (`src/runtime/`, `src/app/`, `src/view/`, ...).

Usage: scripts/import_cycles.py [--graph] [src-dir]. `--graph` prints every edge. Exit status 1 on a cycle.
Standard library only.
"""

import os
import re
import sys

IDENT = r"[A-Za-z_][A-Za-z0-9_]*"

def strip(text):
    """The code without comments, string and char literals (their insides become spaces; lines stay)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    out.append("\n" if text[i] == "\n" else "")
                    i += 1
        elif c == "r" and re.match(r'r#*"', text[i:]) and (i == 0 or not re.match(r"\w", text[i - 1])):
            m = re.match(r'r(#*)"', text[i:])
            end = '"' + m.group(1)
            j = text.find(end, i + len(m.group(0)))
            j = n if j < 0 else j + len(end)
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j + 1
        elif c == "'":
            m = re.match(r"'(\\.[^']*|[^\\'])'", text[i:])
            if m:
                out.append("' '")
                i += len(m.group(0))
            else:  # a lifetime
                out.append(c)
                i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def expand_use(tree):
    """The paths of a `use` tree: `a::{b, c::{self, d}}` -> [a::b, a::c, a::c::d]."""
    tree = re.sub(r"\s+", "", tree)
    tree = re.sub(r"\bas" + IDENT, "", tree)  # `x as y` (spaces removed above)

    def split_top(s):
        parts, depth, cur = [], 0, ""
        for ch in s:
            if ch == "," and depth == 0:
                parts.append(cur)
                cur = ""
                continue
            depth += ch == "{"
            depth -= ch == "}"
            cur += ch
        if cur:
            parts.append(cur)
        return parts

    def walk(prefix, s):
        if "{" in s:
            head, rest = s.split("{", 1)
            inner = rest[: rest.rfind("}")]
            base = prefix + [p for p in head.split("::") if p]
            out = []
            for part in split_top(inner):
                if part == "self":
                    out.append(base)
                else:
                    out.extend(walk(base, part))
            return out
        return [prefix + [p for p in s.split("::") if p]]

    return walk([], tree)


class Tree:
    """The crate's modules: module path (tuple) -> file, and each file's inline modules."""

    def __init__(self, src):
        self.src = src
        self.files = {}  # module path -> file (inline modules map to their file)
        self.children = {}  # module path -> set of child names
        self.add(("crate",), os.path.join(src, "lib.rs"), True)

    def add(self, path, file, owns_dir):
        self.files[path] = file
        self.children.setdefault(path, set())
        text = strip(open(file, encoding="utf-8").read())
        base = os.path.dirname(file) if owns_dir else os.path.splitext(file)[0]
        self.scan(path, file, text, base, os.path.dirname(file))

    def scan(self, path, file, text, base, here):
        pending_path = None
        for m in re.finditer(r'#\[path\s*=\s*""\]|#\[path|\bmod\s+(' + IDENT + r")\s*([;{])", text):
            if m.group(0).startswith("#[path"):
                pending_path = m.start()
                continue
            name, kind = m.group(1), m.group(2)
            child = path + (name,)
            self.children[path].add(name)
            if kind == "{":
                self.files[child] = file
                self.children.setdefault(child, set())
                continue
            explicit = None
            if pending_path is not None:
                raw = open(file, encoding="utf-8").read()
                attrs = re.findall(r'#\[path\s*=\s*"([^"]+)"\]\s*(?:#\[[^\]]*\]\s*)*(?:pub(?:\([^)]*\))?\s+)?mod\s+' + name + r"\s*;", raw)
                explicit = os.path.join(here, attrs[0]) if attrs else None
                pending_path = None
            if explicit:
                self.add(child, explicit, explicit.endswith("mod.rs"))
                continue
            for cand, owns in ((os.path.join(base, name + ".rs"), False), (os.path.join(base, name, "mod.rs"), True)):
                if os.path.exists(cand):
                    self.add(child, cand, owns)
                    break


def inline_spans(text):
    """(start, end, name) of each inline `mod name { .. }` of a stripped text."""
    spans = []
    for m in re.finditer(r"\bmod\s+(" + IDENT + r")\s*\{", text):
        depth, i = 1, m.end()
        while i < len(text) and depth:
            depth += text[i] == "{"
            depth -= text[i] == "}"
            i += 1
        spans.append((m.start(), i, m.group(1)))
    return spans


def context_at(path, spans, pos):
    """The module a position of a file is in (inline modules nested by their spans)."""
    ctx = path
    for start, end, name in sorted(spans):
        if start <= pos < end:
            ctx = ctx + (name,)
    return ctx


def resolve(tree, ctx, segs):
    """The module path a written path names (its deepest module), or None (an outside crate, a local item)."""
    if not segs:
        return None
    if segs[0] == "crate":
        mod, rest = ("crate",), segs[1:]
    elif segs[0] in ("super", "self"):
        mod, rest = ctx, segs
        while rest and rest[0] in ("super", "self"):
            if rest[0] == "super":
                mod = mod[:-1]
            rest = rest[1:]
        if not mod:
            return None
    elif segs[0] in tree.children.get(ctx, ()):
        mod, rest = ctx, segs
    else:
        return None
    for s in rest:
        if s in tree.children.get(mod, ()):
            mod = mod + (s,)
        else:
            break
    return mod


def edges(tree):
    """file -> set of files it names."""
    out = {}
    by_file = {}
    for mod, file in tree.files.items():
        if file not in by_file or len(mod) < len(by_file[file]):
            by_file[file] = mod
    for file, fmod in by_file.items():
        text = strip(open(file, encoding="utf-8").read())
        spans = inline_spans(text)
        found = set()
        for m in re.finditer(r"\buse\s+([^;]+);", text):
            ctx = context_at(fmod, spans, m.start())
            for segs in expand_use(m.group(1)):
                target = resolve(tree, ctx, [s for s in segs if s != "*"])
                if target:
                    found.add(tree.files[target])
        for m in re.finditer(r"(?<![\w:])((?:" + IDENT + r")(?:\s*::\s*" + IDENT + r")+)", text):
            segs = re.split(r"\s*::\s*", m.group(1))
            ctx = context_at(fmod, spans, m.start())
            if segs[0] not in ("crate", "super", "self") and segs[0] not in tree.children.get(ctx, ()):
                continue
            target = resolve(tree, ctx, segs)
            if target:
                found.add(tree.files[target])
        found.discard(file)
        out[file] = found
    return out


def cycles(graph):
    """The strongly connected components of more than one node (Tarjan), each sorted."""
    index, low, stack, on, comps = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                comps.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return comps


def part(src, file):
    """The part of the page a file belongs to: `features/<room>` or the first folder or file under src/."""
    rel = os.path.relpath(file, src).split(os.sep)
    if rel[0] == "features" and len(rel) > 2:
        return "/".join(rel[:2])
    if len(rel) > 1:
        return rel[0]
    return os.path.splitext(rel[0])[0]


def one_cycle(graph, comp):
    """A shortest path round the component from its first node, for the message."""
    comp = set(comp)
    start = min(comp)
    prev = {start: None}
    queue = [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(graph.get(v, ())):
            if w == start:
                path = [v]
                while prev[path[-1]] is not None:
                    path.append(prev[path[-1]])
                return list(reversed(path)) + [start]
            if w in comp and w not in prev:
                prev[w] = v
                queue.append(w)
    return [start]


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    src = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src")
    src = os.path.normpath(src)
    tree = Tree(src)
    graph = edges(tree)
    rel = lambda f: os.path.relpath(f, src)
    if "--graph" in sys.argv:
        for f in sorted(graph):
            for t in sorted(graph[f]):
                print(f"{rel(f)} -> {rel(t)}")
    failed = False
    for comp in cycles(graph):
        failed = True
        print(f"import cycle between {len(comp)} files: " + ", ".join(rel(f) for f in comp))
        print("  e.g. " + " -> ".join(rel(f) for f in one_cycle(graph, comp)))
    parts = {}
    for f, ts in graph.items():
        for t in ts:
            a, b = part(src, f), part(src, t)
            if a != b:
                parts.setdefault(a, set()).add(b)
    for comp in cycles(parts):
        failed = True
        print(f"import cycle between {len(comp)} parts: " + ", ".join(comp))
        print("  e.g. " + " -> ".join(one_cycle(parts, comp)))
    if failed:
        return 1
    print(f"no import cycle between the page's {len(graph)} files and {len(set(part(src, f) for f in graph))} parts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
