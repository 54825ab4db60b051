#!/usr/bin/env python3
"""Cross-checks the Rust engine (`wari replay --trace`) against xcheck/reference.py, ply by ply.

Random games are generated with the reference implementation (seeded) for every preset and for many random
custom rule sets. The move choice is biased per game (captures, grand slams, quiet play, hoarding, starving the
opponent) so that grand slams, G5 extra turns, feeding, targets, stuck players and cycles actually occur; some
games start from random endgame positions (`--position`). Every ply of the CLI's trace is compared with the
reference: pits, stores, to_move, legal moves, status, winner, reason, score. Some games end with a move the
reference finds illegal: the CLI must answer with a JSON error line at that ply and a non-zero exit.

usage: crosscheck.py [--seed N] [--games N] [--wari PATH] [--jobs N] [--verbose]
Exits 1 on any disagreement (each is printed with a reproduction).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from reference import (  # noqa: E402
    CHAINS,
    e5_seed_bound,
    CYCLES,
    FEEDS,
    NORTH,
    PRESETS,
    SIDE_LETTER,
    SLAMS,
    SOUTH,
    Game,
    Position,
    Rules,
    default_target,
    legal_moves,
    legal_moves_info,
    no_capture_end,
    letter,
    parse_letter,
    parse_position,
    play,
    position_text,
    side_range,
    side_sum,
)

STYLES = ("random", "greedy", "slam", "quiet", "hoard", "starve")

# The engine accepts `end=no-capture` only when some capture count is at most this (docs/variants.md, "Custom rules"): the rules
# this cross-check generates respect it.
E5_MAX_SMALLEST_CAPTURE = 3


# ---------------------------------------------------------------- rule sets


def random_rules(rng: random.Random) -> Rules:
    """A random custom rule set, biased to small boards (endgames, cycles) but covering 3-10 pits, 1-10 seeds on
    two rows, and three rows (L3: 4, 6, 8 pits a row) and four rows (L4: 4 to 12 pits a row) in one set of 4."""
    rows = rng.choice([2, 2, 2, 2, 2, 2, 3, 4])
    if rows == 2:
        pits = rng.choice([3, 3, 4, 4, 5, 5, 6, 6, 6, 7, 8, 9, 10])
        seeds = rng.choice([1, 1, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8, 10])
    else:
        pits = rng.choice([4, 4, 6, 6, 8]) if rows == 3 else rng.choice([4, 4, 5, 6, 7, 8, 10, 12])
        seeds = rng.choice([s for s in (1, 1, 2, 2, 3, 4, 5, 6, 8, 10) if rows * pits * s <= 200])
    total = rows * pits * seeds
    kind = rng.random()
    if kind < 0.35:
        captures = (2, 3)
    elif kind < 0.5:
        captures = tuple(sorted(rng.sample(range(1, min(total, 6) + 1), rng.randint(1, min(total, 3)))))
    elif kind < 0.6:
        captures = tuple(c for c in (2, 4, 6, 8) if c <= total) or (2,)
    elif kind < 0.7:
        captures = (1,) if rng.random() < 0.5 else (1, 2)
    else:
        hi = min(total, 12)
        captures = tuple(sorted(rng.sample(range(1, hi + 1), rng.randint(1, min(hi, 4)))))
    t = rng.random()
    if t < 0.5:
        target = default_target(pits, seeds, rows)
    elif t < 0.7:
        target = total // 2  # numeros-style: exactly half
    else:
        target = rng.randint(1, total)
    if rows == 4:  # L4: captures, chain, grand slam and feeding are no settings
        return Rules(rows=4, pits=pits, seeds=seeds, captures=(), slam="no-capture", feed="none",
                     target=target, cycle=rng.choice(CYCLES), start=rng.choice((SOUTH, NORTH)))
    return Rules(
        rows=rows,
        pits=pits,
        seeds=seeds,
        captures=captures,
        chain=rng.choice(CHAINS),
        slam=rng.choice(SLAMS),
        feed=rng.choice(FEEDS),
        target=target,
        cycle=rng.choice(CYCLES),
        start=rng.choice((SOUTH, NORTH)),
        # E5 is offered with a smallest capture count of at most 3 (the engine refuses it otherwise).
        no_capture_end=min(captures) <= E5_MAX_SMALLEST_CAPTURE and rng.random() < 0.35,
    )


def short_text(rng: random.Random, rules: Rules) -> str:
    """The rules text with some settings at their default left out (the CLI must fill in the same defaults).
    The target is left out only when it is "more than half" and the rules are not numeros-like: RULES.md's
    "for numeros-style, exactly half" does not say which custom rules that covers."""
    numeros_like = rules.chain == "both" and rules.slam == "forbidden" and rules.cycle == "last-capturer"
    defaults = {
        "captures": rules.captures == (2, 3),
        "chain": rules.chain == "back",
        "slam": rules.slam == "no-capture",
        "feed": rules.feed == "must",
        "target": rules.target == default_target(rules.pits, rules.seeds, rules.rows) and not numeros_like,
        "rows": False,
        "cycle": rules.cycle == "side-owner",
        "start": rules.start == SOUTH,
        "pits": rules.pits == 6,
        "seeds": rules.seeds == 4,
        "end": not rules.no_capture_end,
    }
    words = [w for w in rules.text().split() if not (defaults[w.split("=")[0]] and rng.random() < 0.7)]
    return " ".join(words) or "pits=6"


def random_position(rng: random.Random, rules: Rules) -> Position | None:
    """A random endgame position with the variant's total of seeds, few on the board, no store at the target."""
    n = rules.n
    total = rules.total
    for _ in range(50):
        on_board = rng.randint(1, min(total, rng.choice([3, 5, 8, 12, 20])))
        pits = [0] * (2 * n)
        for _ in range(on_board):
            pits[rng.randrange(2 * n)] += 1
        rest = total - on_board
        s = rng.randint(0, rest)
        stores = (s, rest - s)
        if max(stores) >= rules.target:
            continue
        to_move = rng.choice((SOUTH, NORTH))
        feed_turn = False
        if rules.slam == "capture-then-feed" and side_sum(pits, n, 1 - to_move) == 0 and rng.random() < 0.5:
            feed_turn = True
        return Position(tuple(pits), stores, to_move, feed_turn)
    return None


def hunt_position(rng: random.Random, rules: Rules) -> Position | None:
    """An endgame set up for a grand slam (a move whose last seed lands on the opponent's side, every opponent
    pit it passes one seed short of a capturing number, the others empty; sometimes one more seed elsewhere),
    or for feeding (the opponent's side empty, sometimes a pit big enough to lap the board)."""
    n = rules.n
    if rules.rows == 4:  # no grand slam nor feeding on four rows (L4)
        return random_position(rng, rules)
    me = rng.choice((SOUTH, NORTH))
    mine = list(side_range(n, me))
    theirs = list(side_range(n, 1 - me))
    for _ in range(50):
        pits = [0] * (2 * n)
        for _ in range(rng.randint(0, 6)):
            pits[rng.choice(mine)] += 1
        if rng.random() < 0.65:  # grand slam set-up
            p = rng.choice(mine)
            t = rng.choice(theirs)
            k = (t - p) % (2 * n)
            pits[p] = k
            i = p
            for _ in range(k):
                i = (i + 1) % (2 * n)
                if i in theirs:
                    pits[i] = max(rng.choice(rules.captures) - 1, 0)
            if rng.random() < 0.3:
                pits[rng.choice(theirs)] += 1
        elif rng.random() < 0.3:
            pits[rng.choice(mine)] += rng.randint(2 * n - 2, 2 * n + 3)
        feed_turn = rules.slam == "capture-then-feed" and sum(pits[i] for i in theirs) == 0 and rng.random() < 0.3
        rest = rules.total - sum(pits)
        if rest < 0 or sum(pits[i] for i in mine) == 0:
            continue
        s = rng.randint(0, rest) if rng.random() < 0.5 else rest // 2 + rng.randint(-3, 3)
        if not 0 <= s <= rest or max(s, rest - s) >= rules.target:
            continue
        return Position(tuple(pits), (s, rest - s), me, feed_turn)
    return random_position(rng, rules)


# ---------------------------------------------------------------- biased move choice


def choose(rng: random.Random, rules: Rules, pos: Position, legal: list[int], style: str, bias: float) -> int:
    if len(legal) == 1 or style == "random" or rng.random() > bias:
        return rng.choice(legal)
    n = rules.n
    res = {p: play(rules, pos, p) for p in legal}
    if style == "greedy":
        score = {p: res[p].captured * 10 + res[p].slam * 5 for p in legal}
    elif style == "slam":
        score = {p: res[p].slam * 100 + res[p].captured for p in legal}
    elif style == "quiet":
        score = {p: -res[p].captured for p in legal}
    elif style == "hoard":  # small pits first: big pits grow into multi-lap moves
        score = {p: -pos.pits[p] for p in legal}
    else:  # starve: leave the opponent few seeds / empty own side
        me = pos.to_move
        score = {
            p: -res[p].opp_left * 2 - side_sum(res[p].position.pits, n, me) + res[p].captured for p in legal
        }
    best = max(score.values())
    return rng.choice([p for p in legal if score[p] == best])


# ---------------------------------------------------------------- expected trace


def expected_line(game: Game, k: int) -> dict:
    """The trace line the CLI should print at ply k (the game must be at ply k)."""
    pos = game.position
    n = game.rules.n
    o = game.outcome
    return {
        "ply": k,
        "move": None if k == 0 else letter(n, game.moves[k - 1]),
        "pits": list(pos.pits),
        "stores": list(pos.stores),
        "to_move": None if o else SIDE_LETTER[pos.to_move],
        "legal": "".join(letter(n, m) for m in game.legal()),
        "status": "over" if o else "playing",
        "winner": None if not o else ("draw" if o.winner is None else SIDE_LETTER[o.winner]),
        "reason": o.reason if o else None,
        "score": list(o.score) if o else None,
    }


class Case:
    """One generated game (and perhaps one illegal move to append)."""

    def __init__(self, label: str, rules: Rules, variant: str, start: Position | None):
        self.label = label
        self.rules = rules
        self.variant = variant
        self.start = start
        self.moves: list[int] = []
        self.expected: list[dict] = []
        self.situations: Counter = Counter()
        self.bad: str | None = None  # an illegal move letter appended after `bad_at` moves
        self.bad_at = 0
        self.bad_kind = ""
        self.tag = ""  # a known kind of situation, printed with a disagreement
        self.rare_plies: list[int] = []  # plies where a non-feeding move or a G2 slam is illegal

    def game_string(self) -> str:
        s = "".join(letter(self.rules.n, m) for m in self.moves[: self.bad_at if self.bad else None])
        return s + (self.bad or "")

    def command(self, wari: str) -> list[str]:
        cmd = [wari, "replay", "--variant", self.variant, "--moves", self.game_string(), "--trace"]
        if self.start is not None:
            cmd += ["--position", position_text(self.start)]
        return cmd

    def repro(self) -> str:
        pos = f" --position '{position_text(self.start)}'" if self.start else ""
        return f"wari replay --variant '{self.variant}'{pos} --moves '{self.game_string()}' --trace"


def generate(
    rng: random.Random, label: str, rules: Rules, variant: str, start: Position | None, hunt: bool = False
) -> Case:
    """Plays one random game with the reference. `hunt`: hunt grand slams and feeding (from an endgame)."""
    case = Case(label, rules, variant, start)
    game = Game(rules, start)
    style = rng.choice(("slam", "slam", "starve")) if hunt else rng.choice(STYLES)
    bias = 0.95 if hunt else rng.choice([0.5, 0.8, 0.95])
    max_plies = rng.choice([10, 30, 60]) if hunt else rng.choice([60, 200, 400, 400, 1000, 2000])
    sit = case.situations
    n = rules.n
    sit[f"style {style}" + (" (slam hunt)" if hunt else "")] += 1
    if start is not None:
        sit["from --position"] += 1
    if 1 in rules.captures:
        sit["captures include 1"] += 1
    lines = [expected_line(game, 0)]
    while game.outcome is None and len(game.moves) < max_plies:
        pos = game.position
        legal, info = legal_moves_info(rules, pos)
        if info["must_feed"]:
            sit["F1/G5 feeding turn"] += 1
        if info["unfed_excluded"]:
            sit["non-feeding moves excluded"] += 1
        if info["g2_excluded"]:
            sit["G2 slam excluded"] += 1
        if info["g2_all_slams"]:
            sit["G2 every move a slam (played as G1)"] += 1
        if pos.feed_turn:
            sit["G5 extra turn"] += 1
        if info["slams"]:
            sit["grand slam available"] += 1
            if info["must_feed"] and any(p not in legal for p in info["slams"]):
                sit[f"slam on a feeding turn excluded ({rules.slam})"] += 1
        if info["unfed_excluded"] or info["g2_excluded"]:
            case.rare_plies.append(len(game.moves))
        pit = choose(rng, rules, pos, legal, style, bias)
        seeds = pos.pits[pit]
        res = game.play(pit)
        if seeds >= 2 * n:
            sit["S2 lap (>=2n seeds)"] += 1
        if rules.rows == 4 and seeds >= n:
            sit["L4 S2 lap of one's own loop (>=n seeds)"] += 1
        if rules.rows == 4 and res.captured:
            sit[f"L4-C capture of {len(res.capturable)} pit(s)"] += 1
        if rules.rows == 3 and res.captured and any(i != res.last for i in res.capturable):
            sit["L3 chain along the loop"] += 1
        if res.captured:
            sit["capture"] += 1
            if len(res.capturable) >= 2:
                sit["C2 chain >=2 pits"] += 1
            if any(i > res.last for i in res.capturable):
                sit["C3 forward capture"] += 1
        if res.slam:
            sit[f"slam {rules.slam}" + (" (captured)" if res.captured else " (no capture)")] += 1
            if info["must_feed"]:
                sit[f"slam on a feeding turn ({rules.slam})"] += 1
            if rules.slam == "capture-then-feed" and not res.extra_turn:
                sit["G5 slam reaches the target (no extra turn)"] += 1
        if pos.feed_turn and rules.feed == "none":
            sit["G5 extra turn under F2"] += 1
        if max(game.position.stores) >= rules.target and not legal_moves_info(rules, game.position)[0]:
            sit["E2 and E1 at once (target wins)"] += 1
        board = sum(game.position.pits)
        if board <= 6:
            sit["endgame <=6 seeds on board"] += 1
        if rules.no_capture_end and board <= e5_seed_bound(rules) and game.outcome is None:
            sit["E5 checked: a capture is still possible"] += 1
        if rules.no_capture_end and board == e5_seed_bound(rules) + 1 and game.outcome is None:
            sit["E5 rules, one seed above the bound (not decided)"] += 1
        lines.append(expected_line(game, len(game.moves)))
    case.moves = list(game.moves)
    case.expected = lines
    o = game.outcome
    if o is None:
        sit["unfinished (ply cap)"] += 1
    else:
        key = f"end {o.reason}"
        if o.reason in ("cycle", "no-capture"):
            key += f" {rules.cycle}"
            if rules.cycle == "last-capturer" and game.last_capturer is None:
                key += " (nobody captured)"
        if o.reason == "no-capture" and not legal_moves(rules, game.position):
            key += " (player to move stuck: E5 before E1)"
        if o.reason == "target" and no_capture_end(rules, game.position):
            sit["E2 and E5 at once (target wins)"] += 1
        if o.reason == "stuck" and game.position.feed_turn:
            key += " (G5 extra turn cannot feed)"
        elif o.reason == "stuck" and rules.feed == "must" and side_sum(game.position.pits, n, game.position.to_move):
            key += " (F1 cannot feed)"
        sit[key] += 1
        sit["winner " + ("draw" if o.winner is None else SIDE_LETTER[o.winner])] += 1
    if len(game.moves) >= 200:
        sit["long game (>=200 plies)"] += 1
    if o is not None and o.reason == "cycle":
        first = next(p for p in game.positions if p.key() == game.position.key())
        if first.feed_turn != game.position.feed_turn:
            sit["E3 repeats a G5 extra-turn position"] += 1
            case.tag = G5_E3
    # Sometimes: append a move the reference finds illegal.
    if rng.random() < 0.3:
        add_illegal(rng, case)
    return case


# Games found by this cross-check, always replayed: (label, rules, variant, start position, moves, tag).
G5_E3 = "E3 repeats a G5 extra-turn position (engine also compares the G5 flag)"
REGRESSIONS = [
    # E3: ply 13 repeats ply 1's (pits, stores, player to move); ply 1 is North's G5 extra turn.
    ("antigua", PRESETS["antigua"], "antigua", "1-0-0-0-0-0-1-0-0-0-2-0-22-22-N", "efAaBbCcDdEeF", G5_E3),
    # The same from the start of a custom game: ply 14 repeats ply 8 (South's G5 extra turn).
    (
        "custom",
        Rules(pits=3, seeds=1, captures=(2,), slam="capture-then-feed", target=4),
        None,
        None,
        "BaCcbAcBCaAbBc",
        G5_E3,
    ),
]


def regression_cases() -> list[Case]:
    cases = []
    for label, rules, variant, start_text, moves, tag in REGRESSIONS:
        start = parse_position(rules, start_text) if start_text else None
        case = Case(label, rules, variant or rules.text(), start)
        game = Game(rules, start)
        case.expected = [expected_line(game, 0)]
        for ch in moves:
            game.play(parse_letter(rules.n, ch))
            case.expected.append(expected_line(game, len(game.moves)))
        case.moves = list(game.moves)
        case.tag = tag
        case.situations["regression game"] += 1
        cases.append(case)
    return cases


def add_illegal(rng: random.Random, case: Case) -> None:
    rules = case.rules
    n = rules.n
    k = rng.randint(0, len(case.moves))
    if case.rare_plies and rng.random() < 0.7:
        k = rng.choice(case.rare_plies)
    elif rng.random() < 0.3:
        k = len(case.moves)  # at the end: after the game is over when it is
    game = Game(rules, case.start)
    for m in case.moves[:k]:
        game.play(m)
    pos = game.position
    legal = set(game.legal())
    options = []
    for p in range(2 * n):
        if p in legal:
            continue
        if game.outcome is not None:
            kind = "after the end"
        elif pos.pits[p] == 0 and p in side_range(n, pos.to_move):
            kind = "empty pit"
        elif p not in side_range(n, pos.to_move):
            kind = "opponent's pit"
        else:
            res = play(rules, pos, p)
            kind = "G2 grand slam" if res.slam and rules.slam == "forbidden" else "does not feed"
        options.append((letter(n, p), kind))
    if n < 10:
        options.append((chr(ord("A") + n) if pos.to_move == SOUTH else chr(ord("a") + n), "no such pit"))
    # rarer kinds first, when there are any
    rare = [o for o in options if o[1] in ("G2 grand slam", "does not feed")]
    bad, kind = rng.choice(rare if rare and rng.random() < 0.8 else options)
    case.bad, case.bad_at, case.bad_kind = bad, k, kind
    case.expected = case.expected[: k + 1]
    case.situations[f"illegal: {kind}"] += 1


# ---------------------------------------------------------------- comparing


def run_case(wari: str, case: Case) -> tuple[int, list[str]]:
    """Runs the CLI; returns (plies compared, problems)."""
    proc = subprocess.run(case.command(wari), capture_output=True, text=True)
    out = [line for line in proc.stdout.splitlines() if line.strip()]
    problems = []
    compared = 0
    for k, exp in enumerate(case.expected):
        if k >= len(out):
            problems.append(f"trace ends at ply {k - 1}; stderr: {proc.stderr.strip()}")
            break
        try:
            got = json.loads(out[k])
        except json.JSONDecodeError:
            problems.append(f"ply {k}: not JSON: {out[k]}")
            break
        diffs = [f"{f}: expected {exp[f]!r}, engine {got.get(f)!r}" for f in exp if got.get(f) != exp[f]]
        if diffs:
            problems.append(f"ply {k}: " + "; ".join(diffs))
            break  # later plies follow from this one
        compared += 1
    if not problems:
        rest = out[len(case.expected):]
        if case.bad is None:
            if rest:
                problems.append(f"extra trace lines: {rest[:2]}")
            if proc.returncode != 0:
                problems.append(f"exit {proc.returncode}: {proc.stderr.strip()}")
        else:
            err = json.loads(rest[0]) if rest else {}
            if "error" not in err:
                problems.append(
                    f"illegal move {case.bad!r} ({case.bad_kind}) after {case.bad_at} plies accepted: {rest[:1]}")
            elif err.get("ply") != case.bad_at + 1:
                problems.append(f"error line at ply {err.get('ply')}, expected {case.bad_at + 1}: {err}")
            elif len(rest) != 1:
                problems.append(f"lines after the error line: {rest[1:3]}")
            if proc.returncode == 0:
                problems.append("illegal move: exit status 0")
    return compared, problems


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", type=int, default=1000, help="games in all (presets and custom rules)")
    ap.add_argument("--wari", default=os.path.join(os.path.dirname(__file__), "..", "target", "release", "wari"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    started = time.time()

    cases: list[Case] = regression_cases()
    presets = list(PRESETS)
    for i in range(args.games):
        if i % 2 == 0:  # half the games on the presets, by id (and sometimes by their rules text)
            pid = presets[(i // 2) % len(presets)]
            rules = PRESETS[pid]
            variant = pid if rng.random() < 0.8 else rules.text()
            label = pid
        else:
            rules = random_rules(rng)
            if rng.random() < 0.3 and rules.rows != 4:  # more of the rare grand slam rules, captures of 1
                rules = replace(rules, slam=rng.choice(SLAMS[2:]))
                if rng.random() < 0.3:
                    rules = replace(rules, captures=(1,) if rng.random() < 0.5 else (1, 2))
            variant = rules.text() if rng.random() < 0.7 else short_text(rng, rules)
            label = "custom" if rules.rows == 2 else f"custom rows={rules.rows}"
        hunt = rng.random() < 0.4
        if hunt:
            start = hunt_position(rng, rules)
        else:
            # E5 (numeros, custom end=no-capture) is decided with few seeds left: start those from endgames more often.
            endgame_share = 0.6 if rules.no_capture_end else 0.3
            start = random_position(rng, rules) if rng.random() < endgame_share else None
        cases.append(generate(rng, label, rules, variant, start, hunt))

    games = Counter()
    plies = Counter()
    situations = Counter()
    failures = []
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for case, (compared, problems) in zip(cases, pool.map(lambda c: run_case(args.wari, c), cases)):
            games[case.label] += 1
            plies[case.label] += compared
            situations.update(case.situations)
            if problems:
                failures.append((case, problems))

    print(f"crosscheck: seed {args.seed}, {sum(games.values())} games, {sum(plies.values())} plies compared, "
          f"{time.time() - started:.1f} s")
    print("per rule set:      games   plies")
    for label in presets + ["custom", "custom rows=3", "custom rows=4"]:
        print(f"  {label:<15} {games[label]:>7} {plies[label]:>7}")
    print("situations (occurrences):")
    for key, count in sorted(situations.items()):
        print(f"  {key:<80} {count:>7}")
    for case, problems in failures[:20]:
        tag = f" [{case.tag}]" if case.tag else ""
        print(f"\nDISAGREEMENT ({case.label}, rules '{case.rules.text()}'){tag}\n  {case.repro()}")
        for p in problems:
            print(f"  {p}")
    if failures:
        kinds = Counter(case.tag or "other" for case, _ in failures)
        print(f"\n{len(failures)} game(s) disagree: " + ", ".join(f"{v} {k}" for k, v in kinds.items()))
        return 1
    print("no disagreement")
    return 0


if __name__ == "__main__":
    sys.exit(main())
