"""An independent reference implementation of the Wari rules in /work/shared/RULES.md.

Written from RULES.md only (not from the Rust engine), standard library only, Python 3.11. It is meant to be
read: every function names the rule it implements. `crosscheck.py` compares the Rust engine's per-ply trace
against it.

Readings of RULES.md where the text leaves a choice (marked "READING" in the code):

* GS. A grand slam is a move that captures at least one pit (C1-C3) and whose captures would leave the
  opponent's side empty. A move that captures nothing is never a grand slam.
* F1. "When the opponent has no seeds" is judged at the start of the mover's turn; "leaves at least one seed on
  the opponent's side" is judged after the move's captures, as the slam rule resolves them (G1: none, G3: all,
  G4: all only when decisive, G5: all). So under F1 a capturing grand slam never counts as feeding.
* G2. The moves allowed by F1 that are not grand slams are the legal moves; only when there are none are the
  grand slams legal, played as G1 (capturing nothing, so they always feed).
* G4. "Mover's final total": the capture is made and the game then ends, either by E2 (a store holds the
  target: stores only) or, as the opponent has no seed, by E1 (the board's seeds, all on the mover's side, go to
  the mover), or, under E5 with at most 12 seeds left, by E5 (the stuck opponent can capture nothing): the
  board by the cycle rule, which only under `not-counted` differs (the board is then not counted). Decisive
  when that total is greater than the opponent's store.
* G5. After the grand slam's capture (unless E2 ends the game first) the same player moves again and that move
  must feed, also under F2. If no move feeds, the player is stuck (E1).
* Order of the end checks after a move: E2 (target, "as soon as"), then E3 (repetition), then E5 (no capture
  possible, when the rules have it), then E1 (stuck).
  E3 compares (pits, stores, player to move) with every earlier position of the game, the first included.
* E3 last-capturer: "captured" means seeds actually went into a store (a G1 slam or an undecisive G4 slam
  captures nothing).
* E5 (`end=no-capture`). "No sequence of legal moves by either player can ever lead to a capture": every
  position reachable from the current one by legal moves that capture nothing is examined (breadth first, each
  position once; the stores do not change along such moves, so positions compare by pits, player to move and
  the G5 feeding turn); E5 applies when none of them has a legal move that captures (puts seeds into a store, as
  above). The game's earlier positions are not consulted (E3 is checked on its own, before E5). The order is
  E2, E3, E5, E1, so a player to move who has no legal move, with at most 12 seeds on the board, ends the game
  by E5 (no capture can follow), not by E1. E5 is also judged at the game's first position.
* L3. Three rows are the two-row game with 3/2 x pits pits a side: the pit indices follow the loop, so
  "next" and "preceding" are index + 1 and - 1 (wrapping), and each side is one stretch of the loop.
* L4. Four rows: every pit gets its place (row, column) from RULES.md's description of each player's loop;
  sowing follows the mover's own pits in their order, and L4-C finds the facing pits by their column. No
  feeding duty and no grand slam (a capture always happens); the game ends by E1-E3 as usual. A player
  without seeds at their turn is stuck (E1).
"""

from __future__ import annotations

from dataclasses import dataclass

SOUTH, NORTH = 0, 1
SIDE_LETTER = "SN"

# E5: the most seeds on a two-row board for which "no capture possible" is decided.
E5_SEED_BOUND = 12  # two rows (RULES.md E5)
E5_SEED_BOUND_THREE_ROWS = 8


def e5_seed_bound(rules) -> int:
    """The most seeds on the board for which E5 is decided: 12 on two rows, 8 on three."""
    return E5_SEED_BOUND_THREE_ROWS if rules.rows == 3 else E5_SEED_BOUND

SLAMS = ("no-capture", "forbidden", "capture-all", "capture-if-decisive", "capture-then-feed")
FEEDS = ("must", "none")
CHAINS = ("back", "both")
CYCLES = ("side-owner", "last-capturer", "not-counted")


@dataclass(frozen=True)
class Rules:
    """Every setting of a variant (a column of the RULES.md preset table)."""

    pits: int = 6  # pits in one row
    seeds: int = 4
    captures: tuple[int, ...] = (2, 3)
    chain: str = "back"
    slam: str = "no-capture"
    feed: str = "must"
    target: int = 25
    cycle: str = "side-owner"
    start: int = SOUTH
    no_capture_end: bool = False  # E5: `end=no-capture`
    rows: int = 2  # 2 (B1), 3 (L3) or 4 (L4)

    @property
    def n(self) -> int:
        """Pits a side: a row on two rows, one and a half rows on three (L3), two rows on four (L4)."""
        return {2: self.pits, 3: self.pits * 3 // 2, 4: 2 * self.pits}[self.rows]

    @property
    def total(self) -> int:
        return self.rows * self.pits * self.seeds

    def text(self) -> str:
        """The custom rules text the CLI's --variant understands (four rows have no capture settings)."""
        rows = f"rows={self.rows} " if self.rows != 2 else ""
        capture = (
            ""
            if self.rows == 4
            else f"captures={','.join(map(str, self.captures))} chain={self.chain} slam={self.slam} feed={self.feed} "
        )
        return (
            f"{rows}pits={self.pits} seeds={self.seeds} {capture}target={self.target} "
            f"cycle={self.cycle} start={SIDE_LETTER[self.start]}"
            + (" end=no-capture" if self.no_capture_end else "")
        )


def default_target(pits: int, seeds: int, rows: int = 2) -> int:
    """E2: more than half of all seeds."""
    return rows * pits * seeds // 2 + 1


# The presets of RULES.md's tables.
PRESETS: dict[str, Rules] = {
    "abapa": Rules(slam="no-capture"),
    "hu-wari": Rules(slam="capture-all"),
    "hu-wari-win": Rules(slam="capture-if-decisive"),
    "hetproba": Rules(slam="capture-all", feed="none"),
    "wari-pl": Rules(slam="capture-if-decisive"),
    "adaua": Rules(captures=(2, 4, 6, 8)),
    "wari-72": Rules(seeds=6, captures=(2, 4, 6), target=37),
    "wari-72-pl": Rules(seeds=6, captures=(2, 3), chain="both", target=37),
    # 003: target exactly half (24), two-way chain, no emptying the opponent, leftovers to the last capturer, and
    # the end when no capture is possible any more (E5).
    "numeros": Rules(chain="both", slam="forbidden", target=24, cycle="last-capturer", no_capture_end=True),
    "antigua": Rules(slam="capture-then-feed"),
    # L3 on the classroom page's rules: 3 x 6, 72 seeds, target exactly half, and E5 as on two rows (RULES.md's
    # table: "last-capturer + E5").
    "numeros-3": Rules(rows=3, chain="both", slam="forbidden", target=36, cycle="last-capturer", no_capture_end=True),
    # L4: 4 x 12, 192 seeds, more than half wins.
    "moruba": Rules(rows=4, pits=12, captures=(), slam="no-capture", feed="none", target=97),
}


def letter(n: int, pit: int) -> str:
    """B4: capitals for South's pits (0..n), lower case for North's (n..2n)."""
    return chr(ord("A") + pit) if pit < n else chr(ord("a") + pit - n)


def parse_letter(n: int, ch: str) -> int | None:
    """The pit index of a move letter, or None when the letter names no pit of this board."""
    if "A" <= ch <= "Z":
        i = ord(ch) - ord("A")
        return i if i < n else None
    if "a" <= ch <= "z":
        i = ord(ch) - ord("a")
        return n + i if i < n else None
    return None


@dataclass(frozen=True)
class Position:
    """B1-B3: the pits in sowing order, the stores [South, North], the player to move, and whether this is
    the G5 extra (feeding) turn."""

    pits: tuple[int, ...]
    stores: tuple[int, int]
    to_move: int
    feed_turn: bool = False

    def key(self) -> tuple:
        # E3 compares pits, stores and the player to move.
        return (self.pits, self.stores, self.to_move)


def owner(n: int, pit: int) -> int:
    """B2: pits 0..n are South's, n..2n North's."""
    return SOUTH if pit < n else NORTH


def side_range(n: int, player: int) -> range:
    return range(0, n) if player == SOUTH else range(n, 2 * n)


def side_sum(pits, n: int, player: int) -> int:
    return sum(pits[i] for i in side_range(n, player))


def sow(pits: tuple[int, ...], start: int) -> tuple[list[int], int]:
    """S1-S2: take every seed of `start` and sow them one by one counter-clockwise (increasing index,
    wrapping), skipping the start pit on every lap. Returns the new pits and the index of the last pit sown."""
    size = len(pits)
    board = list(pits)
    seeds = board[start]
    board[start] = 0
    i = start
    while seeds:
        i = (i + 1) % size
        if i == start:  # S2
            continue
        board[i] += 1
        seeds -= 1
    return board, i


def place(rules: Rules, pit: int) -> tuple[int, int]:
    """L4: where a pit of a four-row board sits, as (row, column) seen from South: rows 0 (South's outer) to 3
    (North's outer), columns from South's left. Each player's letters run along their outer row from their own
    left, then on along their inner row from their right."""
    p = rules.pits
    player, k = divmod(pit, rules.n)
    if player == SOUTH:
        return (0, k) if k < p else (1, p - 1 - (k - p))
    # From North's seat, North's left is South's right.
    return (3, p - 1 - k) if k < p else (2, k - p)


def sow_own_loop(rules: Rules, pits: tuple[int, ...], start: int) -> tuple[list[int], int]:
    """L4 with S1-S2: sow around the mover's own pits only (their indices in order, wrapping), skipping the
    start pit on every lap."""
    own = list(side_range(rules.n, owner(rules.n, start)))
    board = list(pits)
    seeds = board[start]
    board[start] = 0
    k = own.index(start)
    i = start
    while seeds:
        k = (k + 1) % len(own)
        i = own[k]
        if i == start:
            continue
        board[i] += 1
        seeds -= 1
    return board, i


def facing_capture(rules: Rules, board: list[int], last: int, mover: int) -> list[int]:
    """L4-C: a last seed in the mover's inner row takes the opponent's inner pit of the same column when it
    holds seeds, and with it the opponent's outer pit of that column."""
    inner_row = {SOUTH: 1, NORTH: 2}
    outer_row = {SOUTH: 0, NORTH: 3}
    row, col = place(rules, last)
    if row != inner_row[mover]:
        return []
    opp = 1 - mover
    at = {place(rules, i): i for i in range(2 * rules.n)}
    inner, outer = at[(inner_row[opp], col)], at[(outer_row[opp], col)]
    if board[inner] == 0:
        return []
    return [inner] + ([outer] if board[outer] else [])


def capture_pits(rules: Rules, board: list[int], last: int, mover: int) -> list[int]:
    """C1-C3: the pits the move captures, given the board after sowing and the last pit sown."""
    n = rules.n
    if rules.rows == 4:
        return facing_capture(rules, board, last, mover)
    opp = 1 - mover

    def takes(i: int) -> bool:
        return 0 <= i < 2 * n and owner(n, i) == opp and board[i] in rules.captures

    if not takes(last):  # C1
        return []
    taken = [last]
    i = last - 1  # C2: backwards while the pits are the opponent's and hold a capturing number
    while takes(i):
        taken.append(i)
        i -= 1
    if rules.chain == "both":  # C3: forward from the last pit too
        i = last + 1
        while takes(i):
            taken.append(i)
            i += 1
    return taken


@dataclass
class MoveResult:
    """What one move does."""

    position: Position  # the position after the move (to_move already set)
    sown: list[int]  # the board after sowing, before captures
    last: int
    capturable: list[int]  # pits the chain would take (before the slam rule)
    slam: bool  # the move is a grand slam (GS reading)
    captured: int  # seeds actually put into the store
    extra_turn: bool  # G5: the mover plays again
    opp_left: int  # seeds on the opponent's side after the move


def is_decisive(rules: Rules, board: list[int], stores: list[int], mover: int) -> bool:
    """G4 (READING in the module doc): would the capture-all end the game with the mover ahead?"""
    opp = 1 - mover
    if stores[mover] >= rules.target or stores[opp] >= rules.target:  # E2: board not counted
        return stores[mover] > stores[opp]
    # The opponent, without seeds, is stuck. With E5 (at most 12 seeds left) the game ends by E5 before E1 and
    # the board goes by the cycle rule: to the mover (the last capturer) or to each side's owner, the same here,
    # or not counted.
    if rules.no_capture_end and sum(board) <= e5_seed_bound(rules) and rules.cycle == "not-counted":
        return stores[mover] > stores[opp]
    # E1: the board (all on the mover's side) goes to the mover.
    return stores[mover] + sum(board) > stores[opp]


def play(rules: Rules, pos: Position, pit: int, as_g1: bool = False) -> MoveResult:
    """Plays `pit` from `pos` (no legality check). `as_g1`: a G2 grand slam played as G1."""
    n = rules.n
    mover = pos.to_move
    opp = 1 - mover
    board, last = sow_own_loop(rules, pos.pits, pit) if rules.rows == 4 else sow(pos.pits, pit)
    sown = list(board)
    taken = capture_pits(rules, board, last, mover)
    taken_seeds = sum(board[i] for i in taken)
    # L4: no grand slam rule; a capture always happens.
    slam = rules.rows != 4 and bool(taken) and taken_seeds == side_sum(board, n, opp)
    stores = list(pos.stores)
    captured = 0
    extra = False
    do_capture = bool(taken)
    if slam:
        if rules.slam in ("no-capture", "forbidden") or as_g1:  # G1, G2 (played as G1)
            do_capture = False
        elif rules.slam == "capture-all":  # G3
            do_capture = True
        elif rules.slam == "capture-if-decisive":  # G4
            trial = list(board)
            trial_stores = list(stores)
            for i in taken:
                trial_stores[mover] += trial[i]
                trial[i] = 0
            do_capture = is_decisive(rules, trial, trial_stores, mover)
        elif rules.slam == "capture-then-feed":  # G5
            do_capture = True
            extra = True
    if do_capture:
        for i in taken:
            stores[mover] += board[i]
            captured += board[i]
            board[i] = 0
    # G5: the extra turn does not happen when the target already ends the game (E2 "as soon as").
    if extra and max(stores) >= rules.target:
        extra = False
    next_pos = Position(
        pits=tuple(board),
        stores=(stores[0], stores[1]),
        to_move=mover if extra else opp,
        feed_turn=extra,
    )
    return MoveResult(
        position=next_pos,
        sown=sown,
        last=last,
        capturable=taken,
        slam=slam,
        captured=captured,
        extra_turn=extra,
        opp_left=side_sum(board, n, opp),
    )


def must_feed(rules: Rules, pos: Position) -> bool:
    """F1 applies (opponent empty at the start of the turn), or this is the G5 extra turn."""
    if pos.feed_turn:
        return True
    if rules.rows == 4:  # L4: nobody can be fed
        return False
    return rules.feed == "must" and side_sum(pos.pits, rules.n, 1 - pos.to_move) == 0


def legal_moves(rules: Rules, pos: Position) -> list[int]:
    """The legal moves in index order (S1, F1/F2, G2). Empty means stuck (E1)."""
    moves, _ = legal_moves_info(rules, pos)
    return moves


def legal_moves_info(rules: Rules, pos: Position) -> tuple[list[int], dict]:
    """Legal moves and some facts about the choice (for the situation counters)."""
    n = rules.n
    feed = must_feed(rules, pos)
    candidates = [p for p in side_range(n, pos.to_move) if pos.pits[p] > 0]
    results = {p: play(rules, pos, p) for p in candidates}
    feeding = [p for p in candidates if not feed or results[p].opp_left > 0]
    info = {
        "must_feed": feed,
        "unfed_excluded": len(feeding) < len(candidates),
        "slams": [p for p in candidates if results[p].slam],
        "g2_all_slams": False,
        "g2_excluded": False,
    }
    if rules.slam == "forbidden" and rules.rows != 4:
        non_slams = [p for p in feeding if not results[p].slam]
        if non_slams:
            info["g2_excluded"] = any(results[p].slam for p in candidates)
            return non_slams, info
        # G2: every legal move is a grand slam: they are played as G1 (and, capturing nothing, they feed).
        slams = [p for p in candidates if results[p].slam]
        info["g2_all_slams"] = bool(slams)
        return slams, info
    return feeding, info


def capture_possible(rules: Rules, pos: Position) -> bool:
    """E5: can some sequence of legal moves from `pos` lead to a capture? Breadth-first search over the positions
    reached by moves that capture nothing (READING in the module doc)."""
    as_g1 = rules.slam == "forbidden"  # as in Game.play: a legal G2 slam is played as G1
    seen = {(pos.pits, pos.to_move, pos.feed_turn)}
    frontier = [pos]
    while frontier:
        following = []
        for p in frontier:
            for pit in legal_moves(rules, p):
                res = play(rules, p, pit, as_g1=as_g1)
                if res.captured:
                    return True
                q = res.position
                key = (q.pits, q.to_move, q.feed_turn)
                if key not in seen:
                    seen.add(key)
                    following.append(q)
        frontier = following
    return False


def no_capture_end(rules: Rules, pos: Position) -> bool:
    """E5 applies at `pos`: the setting is on, at most 12 seeds are on the board and no capture can follow."""
    return rules.no_capture_end and sum(pos.pits) <= e5_seed_bound(rules) and not capture_possible(rules, pos)


@dataclass
class Outcome:
    winner: int | None  # SOUTH, NORTH or None for a draw
    reason: str  # "target" | "stuck" | "cycle" | "no-capture"
    score: tuple[int, int]


def winner_of(score: tuple[int, int]) -> int | None:
    """E4."""
    if score[0] > score[1]:
        return SOUTH
    if score[1] > score[0]:
        return NORTH
    return None


class Game:
    """A game: the history of positions, the moves, and the outcome (E1-E4)."""

    def __init__(self, rules: Rules, start: Position | None = None):
        self.rules = rules
        n = rules.n
        if start is None:
            start = Position(tuple([rules.seeds] * (2 * n)), (0, 0), rules.start)
        self.positions: list[Position] = [start]
        self.moves: list[int] = []
        self.results: list[MoveResult] = []
        self.last_capturer: int | None = None
        self.seen: set = {start.key()}
        self.outcome: Outcome | None = None
        self._legal = legal_moves(rules, start)
        self.outcome = self._judge(start, repeated=False)

    @property
    def position(self) -> Position:
        return self.positions[-1]

    def legal(self) -> list[int]:
        return [] if self.outcome else list(self._legal)

    def _cycle_score(self, pos: Position) -> tuple[int, int]:
        """The final score when the seeds on the board are given out by the cycle rule (E3, E5)."""
        n = self.rules.n  # pits a side (L3: 3/2 x pits, L4: 2 x pits)
        s, nn = pos.stores
        south_side = side_sum(pos.pits, n, SOUTH)
        north_side = side_sum(pos.pits, n, NORTH)
        if self.rules.cycle == "side-owner":
            return (s + south_side, nn + north_side)
        if self.rules.cycle == "last-capturer":
            board = south_side + north_side
            if self.last_capturer == SOUTH:
                return (s + board, nn)
            if self.last_capturer == NORTH:
                return (s, nn + board)
            return (s, nn)  # nobody has captured: to nobody
        return (s, nn)  # not-counted

    def _judge(self, pos: Position, repeated: bool) -> Outcome | None:
        n = self.rules.n
        s, nn = pos.stores
        if s >= self.rules.target or nn >= self.rules.target:  # E2: board not counted
            score = (s, nn)
            return Outcome(winner_of(score), "target", score)
        if repeated:  # E3
            score = self._cycle_score(pos)
            return Outcome(winner_of(score), "cycle", score)
        if no_capture_end(self.rules, pos):  # E5
            score = self._cycle_score(pos)
            return Outcome(winner_of(score), "no-capture", score)
        if not self._legal:  # E1: each seed goes to the owner of its side
            score = (s + side_sum(pos.pits, n, SOUTH), nn + side_sum(pos.pits, n, NORTH))
            return Outcome(winner_of(score), "stuck", score)
        return None

    def play(self, pit: int) -> MoveResult:
        if self.outcome is not None:
            raise ValueError("the game is over")
        if pit not in self._legal:
            raise ValueError(f"illegal move {letter(self.rules.n, pit)}")
        pos = self.position
        as_g1 = self.rules.slam == "forbidden"  # only slams are legal slams under G2: played as G1
        res = play(self.rules, pos, pit, as_g1=as_g1)
        if res.captured:
            self.last_capturer = pos.to_move
        new = res.position
        self.moves.append(pit)
        self.results.append(res)
        self.positions.append(new)
        key = new.key()
        repeated = key in self.seen
        self.seen.add(key)
        self._legal = legal_moves(self.rules, new)
        self.outcome = self._judge(new, repeated)
        return res

    def game_string(self) -> str:
        return "".join(letter(self.rules.n, m) for m in self.moves)


def parse_position(rules: Rules, text: str) -> Position:
    """The position text (docs/variants.md): pits in index order, South's store, North's store, S/N (+ = G5 turn)."""
    parts = text.split("-")
    who = parts[-1]
    nums = [int(x) for x in parts[:-1]]
    n2 = 2 * rules.n
    return Position(tuple(nums[:n2]), (nums[n2], nums[n2 + 1]), SOUTH if who[0] == "S" else NORTH,
                    who.endswith("+"))


def position_text(pos: Position) -> str:
    who = SIDE_LETTER[pos.to_move] + ("+" if pos.feed_turn else "")
    return "-".join(str(x) for x in (*pos.pits, *pos.stores)) + "-" + who
