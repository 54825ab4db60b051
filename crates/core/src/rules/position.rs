//! [`Position`]: the seeds in every pit, both stores and the player to move, valid by construction (private
//! fields, read by `#[inline]` methods); sowing (S1, S2), captures (C1-C3), grand slams (G1-G5), feeding (F1,
//! F2) and the legal moves, a word (8 pits) at a time on the hot paths. Four rows (L4) sow and capture in
//! `own_loops.rs`.
//!
//! One representation serves every layout: up to 48 pits. The one-loop layouts (two rows, B2, and three, L3)
//! have at most 24 pits, three words, and their hot paths read only those; four rows use six words.
//!
//! A position comes from [`Position::start`], from playing a move, or from [`Position::from_setup`] (see
//! `setup.rs`), which checks a [`super::Setup`] against the rules.

use super::no_capture::seed_bound;
use super::words::{byte_sum, nonzero_bytes, spread};
use super::{
    Chain, CycleRule, Feeding, GrandSlam, IllegalMove, MoveEffect, MoveReport, Player, Rules,
};
use std::fmt;

/// The largest number of pits a side: 10 on two rows (B1), 12 on three (L3), 24 on four (L4).
pub const MAX_PITS: usize = 24;

/// Pits on the largest one-loop board (three rows of 8): three words.
const ONE_LOOP_PITS: usize = 24;

/// A position: the seeds in every pit, both stores and the player to move. Small and `Copy`.
///
/// Pit indices follow B2: `0..n` are South's pits A.., `n..2n` North's a.., in sowing order. `Display` prints
/// the position text (`4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`); to read one, parse a [`super::Setup`] and check it
/// with [`Position::from_setup`]. Its fields are private, so no position with other seeds than the rules' is made
/// outside this module:
///
/// ```compile_fail
/// let mut p = wari_core::rules::Position::start(&wari_core::rules::Rules::default());
/// p.stores[0] = 99;
/// ```
#[derive(Clone, Copy, Eq)]
pub struct Position {
    /// Seeds in each pit; only the first `2 * n` entries are used, the others are 0.
    pub(super) pits: [u8; 2 * MAX_PITS],
    /// Seeds in South's and North's store.
    pub(super) stores: [u8; 2],
    /// Pits a side.
    pub(super) n: u8,
    /// The player to move.
    pub(super) to_move: Player,
    /// G5: the player to move has just made a grand slam and now plays again a move that must feed.
    pub(super) feed_turn: bool,
    /// L4: each player sows around their own pits (`own_loops.rs`); otherwise one loop runs through all.
    pub(super) own_loops: bool,
}

impl PartialEq for Position {
    #[inline]
    fn eq(&self, other: &Position) -> bool {
        self.repeats(other) && self.feed_turn == other.feed_turn
    }
}

impl std::hash::Hash for Position {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.pits.hash(state);
        self.stores.hash(state);
        self.n.hash(state);
        self.to_move.hash(state);
        self.feed_turn.hash(state);
        self.own_loops.hash(state);
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

impl Position {
    /// Whether `other` is the same position in the sense of E3: the same pits, stores and player to move.
    /// The G5 extra-turn marker (`feed_turn`) is not part of it, as RULES.md E3 defines a position by
    /// (pits, stores, player to move) only; `==` compares the marker too.
    #[inline]
    pub fn repeats(&self, other: &Position) -> bool {
        let (a, b) = (self.words::<3>(), other.words::<3>());
        // Most unequal positions differ in the first 8 pits: test those first.
        a[0] == b[0]
            && a[1] == b[1]
            && a[2] == b[2]
            && self.stores == other.stores
            && self.to_move == other.to_move
            && self.n == other.n
            && (self.n as usize <= ONE_LOOP_PITS / 2
                || self.pits[ONE_LOOP_PITS..] == other.pits[ONE_LOOP_PITS..])
            && self.own_loops == other.own_loops
    }

    /// The start position of `rules`: every pit holds `rules.seeds`, stores empty, `rules.starter` to move.
    pub fn start(rules: &Rules) -> Position {
        let mut pits = [0u8; 2 * MAX_PITS];
        for p in pits.iter_mut().take(rules.board_len()) {
            *p = rules.seeds;
        }
        Position {
            pits,
            stores: [0, 0],
            n: rules.pits_a_side(),
            to_move: rules.starter,
            feed_turn: false,
            own_loops: rules.own_loops(),
        }
    }

    /// A position of the endgame tables (`wari_engine::endgame`): `pits` on the board (their number is the board's
    /// length), empty stores, South to move, one loop (B2, L3). Its seeds need not make any rules' total, so it
    /// is no position of a game; the caller keeps the board at 6 to 24 pits and at most 200 seeds.
    #[inline]
    pub fn table_entry(pits: &[u8]) -> Position {
        let mut p = Position {
            pits: [0; 2 * MAX_PITS],
            stores: [0, 0],
            n: (pits.len() / 2) as u8,
            to_move: Player::South,
            feed_turn: false,
            own_loops: false,
        };
        p.pits[..pits.len()].copy_from_slice(pits);
        p
    }

    /// The board turned round (for the evaluation): the opponent's pits become South's and South moves, with
    /// empty stores and the same layout. Not a position of a game (its seeds need not make the rules' total).
    pub fn turned(&self) -> Position {
        let mut p = *self;
        let (n, len) = (self.n as usize, self.len());
        p.pits[..n].copy_from_slice(&self.pits[n..len]);
        p.pits[n..len].copy_from_slice(&self.pits[..n]);
        p.stores = [0, 0];
        p.to_move = Player::South;
        p.feed_turn = false;
        p
    }

    /// The seeds in each pit of the board, in index order (B2): `A..` then `a..`.
    #[inline]
    pub fn pits(&self) -> &[u8] {
        &self.pits[..self.len()]
    }

    /// The seeds in `p`'s pits, in index order (B2).
    #[inline]
    pub fn row_pits(&self, p: Player) -> &[u8] {
        &self.pits[self.row(p)]
    }

    /// The seeds in pit `i` (B2). Panics when `i` is not below [`MAX_PITS`] `* 2`; pits past the board hold 0.
    #[inline]
    pub fn pit(&self, i: usize) -> u8 {
        self.pits[i]
    }

    /// The seeds in South's and North's store (indexed by [`Player::index`]).
    #[inline]
    pub fn stores(&self) -> [u8; 2] {
        self.stores
    }

    /// The seeds in `p`'s store.
    #[inline]
    pub fn store(&self, p: Player) -> u8 {
        self.stores[p.index()]
    }

    /// The player to move.
    #[inline]
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// G5: the player to move has just made a grand slam and now plays again, a move that must feed (printed
    /// as `S+`/`N+`).
    #[inline]
    pub fn feed_turn(&self) -> bool {
        self.feed_turn
    }

    /// Pits a side.
    #[inline]
    pub fn pits_a_side(&self) -> usize {
        self.n as usize
    }

    /// Whether each player sows around their own pits (L4); otherwise one loop runs through all (B2, L3).
    #[inline]
    pub fn own_loops(&self) -> bool {
        self.own_loops
    }

    /// The number of pits on the board (`2n`).
    #[inline]
    pub fn len(&self) -> usize {
        2 * self.n as usize
    }

    /// Always false: a board has at least 6 pits.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The range of pit indices owned by `p` (B2).
    #[inline]
    pub fn row(&self, p: Player) -> std::ops::Range<usize> {
        let n = self.n as usize;
        match p {
            Player::South => 0..n,
            Player::North => n..2 * n,
        }
    }

    /// The owner of pit `i`.
    #[inline]
    pub fn owner(&self, i: usize) -> Player {
        if i < self.n as usize {
            Player::South
        } else {
            Player::North
        }
    }

    /// The first `W` words of pits as little-endian words (pits `8c..8c+8` in word `c`), for the
    /// word-at-a-time hot paths: 3 words hold every one-loop board, 6 any board.
    #[inline(always)]
    pub(super) fn words<const W: usize>(&self) -> [u64; W] {
        let mut w = [0u64; W];
        for (c, word) in w.iter_mut().enumerate() {
            let mut bytes = [0u8; 8];
            bytes.copy_from_slice(&self.pits[8 * c..8 * c + 8]);
            *word = u64::from_le_bytes(bytes);
        }
        w
    }

    /// Writes back the first `W` words of pits (see [`Position::words`]).
    #[inline(always)]
    pub(super) fn set_words<const W: usize>(&mut self, w: [u64; W]) {
        for (c, word) in w.iter().enumerate() {
            self.pits[8 * c..8 * c + 8].copy_from_slice(&word.to_le_bytes());
        }
    }

    /// The pits of `p` as a bit set of indices (B2).
    #[inline]
    pub fn row_mask(&self, p: Player) -> u64 {
        let south = (1u64 << self.n) - 1;
        match p {
            Player::South => south,
            Player::North => south << self.n,
        }
    }

    /// The non-empty pits as a bit set of indices.
    #[inline(always)]
    pub fn nonempty_mask(&self) -> u64 {
        // Tested on `n` (pits a side): 8 a side fill two words, 12 three.
        if self.n <= 8 {
            // Pits 16.. are not on the board (and always empty).
            let w = self.words::<2>();
            (nonzero_bytes(w[0]) | nonzero_bytes(w[1]) << 8) as u64
        } else if self.n as usize <= ONE_LOOP_PITS / 2 {
            let w = self.words::<3>();
            (nonzero_bytes(w[0]) | nonzero_bytes(w[1]) << 8 | nonzero_bytes(w[2]) << 16) as u64
        } else {
            self.nonempty_mask_wide()
        }
    }

    /// [`Position::nonempty_mask`] of a board of more than 24 pits (four rows), kept out of the hot path.
    #[inline(never)]
    fn nonempty_mask_wide(&self) -> u64 {
        let w = self.words::<6>();
        w.iter().enumerate().fold(0, |m, (c, &word)| {
            m | (nonzero_bytes(word) as u64) << (8 * c)
        })
    }

    /// Seeds in the pits of the bit set `mask`.
    #[inline(always)]
    pub fn seeds_in(&self, mask: u64) -> u16 {
        if self.n as usize <= ONE_LOOP_PITS / 2 {
            self.seeds_in_words::<3>(mask)
        } else {
            self.seeds_in_wide(mask)
        }
    }

    /// [`Position::seeds_in`] on a board of more than 24 pits (four rows), kept out of the hot path.
    #[inline(never)]
    fn seeds_in_wide(&self, mask: u64) -> u16 {
        self.seeds_in_words::<6>(mask)
    }

    /// Seeds in the pits of `mask` among the first `W` words.
    #[inline(always)]
    fn seeds_in_words<const W: usize>(&self, mask: u64) -> u16 {
        let w = self.words::<W>();
        let mut sum = 0;
        for (c, &word) in w.iter().enumerate() {
            sum += byte_sum(word & spread(mask, c).wrapping_mul(0xff));
        }
        sum as u16
    }

    /// Seeds on `p`'s side of the board.
    #[inline(always)]
    pub fn side_seeds(&self, p: Player) -> u16 {
        self.seeds_in(self.row_mask(p))
    }

    /// Seeds in all pits (not the stores).
    pub fn board_seeds(&self) -> u16 {
        self.pits[..self.len()].iter().map(|&s| s as u16).sum()
    }

    /// The pits a sowing of `seeds` seeds from `origin` drops one seed into, in order (S1, S2; on four rows
    /// around the mover's own loop, L4).
    pub fn sowing_path(&self, origin: usize, seeds: usize) -> impl Iterator<Item = usize> {
        let (start, len) = if !self.own_loops {
            (0, self.len())
        } else {
            let n = self.n as usize;
            (origin / n * n, n)
        };
        let mut at = origin - start;
        let from = at;
        (0..seeds).map(move |_| {
            at = (at + 1) % len;
            if at == from {
                at = (at + 1) % len;
            }
            start + at
        })
    }

    /// Sows from `origin` (S1, S2) and returns the last pit. The origin must be non-empty.
    ///
    /// Whole laps of `2n - 1` seeds put one seed in every pit but the origin (S2); the `rest` seeds then go to
    /// the pits after the origin, never reaching it again. Both are added a word (8 pits) at a time: no pit
    /// ever holds 256 seeds, so no byte carries into the next.
    #[inline(always)]
    fn sow(&mut self, origin: usize) -> usize {
        let len = self.len();
        let seeds = self.pits[origin] as usize;
        self.pits[origin] = 0;
        let lap = len - 1;
        let (laps, rest) = if seeds < lap {
            (0, seeds)
        } else {
            (seeds / lap, seeds % lap)
        };
        let board = (1u64 << len) - 1;
        // Bits origin+1 ..= origin+rest, wrapped around the board.
        let wide = ((1u64 << rest) - 1) << (origin + 1);
        let ring = (wide | (wide >> len)) & board;
        let mut w = self.words::<3>();
        if laps == 0 {
            for (c, word) in w.iter_mut().enumerate() {
                *word += spread(ring, c);
            }
        } else {
            let others = board & !(1 << origin);
            for (c, word) in w.iter_mut().enumerate() {
                *word += spread(ring, c) + laps as u64 * spread(others, c);
            }
        }
        self.set_words(w);
        if rest == 0 {
            // The last seed of the last whole lap fell just before the origin.
            if origin == 0 {
                len - 1
            } else {
                origin - 1
            }
        } else {
            let last = origin + rest;
            if last >= len {
                last - len
            } else {
                last
            }
        }
    }

    /// The pits captured by a move whose last seed fell in `last` (C1-C3), as a bit set, and their seeds.
    #[inline]
    fn capture_set(&self, rules: &Rules, mover: Player, last: usize) -> (u64, u8) {
        let opp = self.row(mover.opponent());
        if !opp.contains(&last) || !rules.captures_count(self.pits[last]) {
            return (0, 0);
        }
        let mut set = 1u64 << last;
        let mut seeds = self.pits[last];
        let mut i = last;
        while i > opp.start && rules.captures_count(self.pits[i - 1]) {
            i -= 1;
            set |= 1 << i;
            seeds += self.pits[i];
        }
        if rules.chain == Chain::Both {
            let mut i = last + 1;
            while i < opp.end && rules.captures_count(self.pits[i]) {
                set |= 1 << i;
                seeds += self.pits[i];
                i += 1;
            }
        }
        (set, seeds)
    }

    /// Plays pit `origin` for the player to move without checking that it is legal, applying sowing, captures,
    /// the grand slam rule (as a legal move), and the turn change (or the G5 extra turn).
    ///
    /// Use [`Position::play`] for a checked move; [`Position::legal_moves`] lists what this may be given.
    #[inline(always)]
    pub fn play_unchecked(&mut self, rules: &Rules, origin: usize) -> MoveEffect {
        if self.own_loops {
            self.play_own_loop(origin)
        } else {
            self.play_one_loop(rules, origin)
        }
    }

    /// [`Position::play_unchecked`] on a one-loop board (two or three rows), for hot loops that chose the
    /// layout once (perft): no test of the layout on every move.
    #[inline(always)]
    pub fn play_one_loop(&mut self, rules: &Rules, origin: usize) -> MoveEffect {
        let mover = self.to_move;
        let sown = self.pits[origin];
        let last = self.sow(origin);
        self.feed_turn = false;
        let mut effect = MoveEffect::sown(origin, sown, last);
        // The common case first: the last seed captures nothing (C1).
        if self.owner(last) == mover || !rules.captures_count(self.pits[last]) {
            self.to_move = mover.opponent();
            return effect;
        }
        self.capture(rules, &mut effect);
        effect
    }

    /// The captures (C1-C3) and the grand slam rule (G1-G5) of a move whose last seed, in `effect.last`,
    /// brought an opponent's pit to a capturing count; then the turn change or the G5 extra turn.
    #[inline(never)]
    fn capture(&mut self, rules: &Rules, effect: &mut MoveEffect) {
        let mover = self.to_move;
        let (set, seeds) = self.capture_set(rules, mover, effect.last as usize);
        let opp_seeds = self.side_seeds(mover.opponent());
        let grand_slam = opp_seeds == seeds as u16;
        effect.grand_slam = grand_slam;
        let take = !grand_slam
            || match rules.grand_slam {
                GrandSlam::NoCapture | GrandSlam::Forbidden => false,
                GrandSlam::CaptureAll | GrandSlam::CaptureThenFeed => true,
                GrandSlam::CaptureIfDecisive => {
                    // G4: the opponent is then left without seeds and the game ends; the mover wins when
                    // store + captures + the seeds left on their own side (E1) beat the opponent's store,
                    // or when the capture reaches the target (E2). The opponent, stuck, can capture nothing
                    // either: with E5 and few seeds left the game ends by E5 instead of E1, and the seeds
                    // left (all the mover's) go by the cycle rule, which under `not-counted` leaves them out.
                    let mine = self.stores[mover.index()] as u16 + seeds as u16;
                    let theirs = self.stores[mover.opponent().index()] as u16;
                    let left = self.side_seeds(mover);
                    let e5_not_counted = rules.no_capture_end
                        && rules.cycle == CycleRule::NotCounted
                        && left <= seed_bound(rules);
                    if mine >= rules.target || e5_not_counted {
                        mine > theirs
                    } else {
                        mine + left > theirs
                    }
                }
            };
        if take {
            let mut bits = set;
            while bits != 0 {
                let i = bits.trailing_zeros() as usize;
                self.pits[i] = 0;
                bits &= bits - 1;
            }
            self.stores[mover.index()] += seeds;
            effect.set_captured_pits(set, self.row(mover.opponent()).start);
            effect.captured = seeds;
            if grand_slam && rules.grand_slam == GrandSlam::CaptureThenFeed {
                effect.extra_turn = true;
                self.feed_turn = true;
                return;
            }
        } else {
            effect.grand_slam_uncaptured = true;
        }
        self.to_move = mover.opponent();
    }

    /// Why `origin` cannot be played by the player to move, or `Ok(())` when it can.
    /// Does not know whether the game is over (that is [`super::Game`]'s business) beyond the position itself.
    pub fn check_move(&self, rules: &Rules, origin: usize) -> Result<(), IllegalMove> {
        if origin >= self.len() {
            return Err(IllegalMove::NoSuchPit);
        }
        if self.owner(origin) != self.to_move {
            return Err(IllegalMove::NotYourPit);
        }
        if self.pits[origin] == 0 {
            return Err(IllegalMove::Empty);
        }
        let mask = self.legal_mask(rules);
        if mask & (1 << origin) != 0 {
            return Ok(());
        }
        // Non-empty yet not legal: either feeding or the forbidden grand slam.
        let mut after = *self;
        let effect = after.play_unchecked(rules, origin);
        if effect.grand_slam
            && rules.grand_slam == GrandSlam::Forbidden
            && self.must_feed_ok(rules, &after)
        {
            Err(IllegalMove::ForbiddenGrandSlam)
        } else {
            Err(IllegalMove::MustFeed)
        }
    }

    /// Whether the position `after` a move satisfies the feeding duty that applies now (F1, G5).
    #[inline]
    fn must_feed_ok(&self, rules: &Rules, after: &Position) -> bool {
        let opp = self.row_mask(self.to_move.opponent());
        !self.feeding_needed(rules, opp) || after.nonempty_mask() & opp != 0
    }

    /// Whether the move now must leave the opponent (whose pits are `opp`) some seeds: F1 with an empty
    /// opponent, or the G5 extra turn.
    #[inline]
    fn feeding_needed(&self, rules: &Rules, opp: u64) -> bool {
        self.feed_turn || (rules.feeding == Feeding::MustFeed && self.nonempty_mask() & opp == 0)
    }

    /// The legal moves of the player to move as a bit set of pit indices (S1, F1, F2, G2, G5).
    /// Empty when the player to move is stuck (E1). Does not look at targets or repetitions.
    #[inline(always)]
    pub fn legal_mask(&self, rules: &Rules) -> u64 {
        let filled = self.nonempty_mask();
        let own = self.row_mask(self.to_move);
        let feeding_needed =
            self.feed_turn || (rules.feeding == Feeding::MustFeed && filled & !own == 0);
        if !feeding_needed && rules.grand_slam != GrandSlam::Forbidden {
            return filled & own;
        }
        self.legal_mask_by_trial(rules, filled & own, feeding_needed)
    }

    /// The legal moves among `candidates` when feeding (F1, G5) or the forbidden grand slam (G2) makes some
    /// illegal: each is tried.
    #[inline(never)]
    fn legal_mask_by_trial(&self, rules: &Rules, candidates: u64, feeding_needed: bool) -> u64 {
        let opp = self.row_mask(self.to_move.opponent());
        let mut legal = 0u64;
        let mut slams = 0u64;
        let mut bits = candidates;
        let len = self.len();
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let seeds = self.pits[i] as usize;
            if !feeding_needed && seeds < len - 1 {
                // Only G2 is in question, and only a capture can be a grand slam: without a lap, the last seed
                // lands in pit i + seeds, which then holds one more seed.
                let last = (i + seeds) % len;
                if opp & (1 << last) == 0 || !rules.captures_count(self.pits[last] + 1) {
                    legal |= 1 << i;
                    continue;
                }
            }
            let mut after = *self;
            let effect = after.play_unchecked(rules, i);
            if feeding_needed && after.nonempty_mask() & opp == 0 {
                continue;
            }
            legal |= 1 << i;
            if effect.grand_slam {
                slams |= 1 << i;
            }
        }
        if rules.grand_slam == GrandSlam::Forbidden && legal & !slams != 0 {
            legal & !slams
        } else {
            legal
        }
    }

    /// The legal moves of the player to move, as pit indices in increasing order.
    pub fn legal_moves(&self, rules: &Rules) -> Vec<usize> {
        let mut mask = self.legal_mask(rules);
        let mut v = Vec::with_capacity(self.n as usize);
        while mask != 0 {
            v.push(mask.trailing_zeros() as usize);
            mask &= mask - 1;
        }
        v
    }

    /// Plays `origin` if it is legal here, returning what it did; on error the position is unchanged.
    pub fn play(&mut self, rules: &Rules, origin: usize) -> Result<MoveEffect, IllegalMove> {
        self.check_move(rules, origin)?;
        Ok(self.play_unchecked(rules, origin))
    }

    /// Explains a legal move in full (for the UI and logs); the position is not changed.
    pub fn explain(&self, rules: &Rules, origin: usize) -> Result<MoveReport, IllegalMove> {
        let mut after = *self;
        let effect = after.play(rules, origin)?;
        Ok(self.report(&effect))
    }

    /// Builds the [`MoveReport`] of `effect`, a move played from this position.
    pub fn report(&self, effect: &MoveEffect) -> MoveReport {
        let origin = effect.origin as usize;
        let mut after = *self;
        let last = effect.last as usize;
        let mut captures: Vec<(usize, u8)> = Vec::new();
        if self.own_loops {
            after.sow_own_loop(origin);
            // L4-C: the facing inner pit, then the outer pit behind it.
            if let Some((inner, outer)) = self.facing_pits(last) {
                for pit in [inner, outer] {
                    if effect.captured_pits() & (1 << pit) != 0 {
                        captures.push((pit, after.pits[pit]));
                    }
                }
            }
        } else if effect.captured_pits() & (1 << last) != 0 {
            after.sow(origin);
            captures.push((last, after.pits[last]));
            let mut i = last;
            while i > 0 && effect.captured_pits() & (1 << (i - 1)) != 0 {
                i -= 1;
                captures.push((i, after.pits[i]));
            }
            let mut i = last + 1;
            while i < self.len() && effect.captured_pits() & (1 << i) != 0 {
                captures.push((i, after.pits[i]));
                i += 1;
            }
        }
        MoveReport {
            player: self.to_move,
            origin,
            sown: self.sowing_path(origin, effect.sown as usize).collect(),
            captures,
            grand_slam: effect.grand_slam,
            grand_slam_uncaptured: effect.grand_slam_uncaptured,
            extra_turn: effect.extra_turn,
        }
    }

    /// The final score `[south, north]` if the game ended now as stuck (E1): each side's seeds to its owner.
    pub fn score_side_owner(&self) -> [u16; 2] {
        [
            self.stores[0] as u16 + self.side_seeds(Player::South),
            self.stores[1] as u16 + self.side_seeds(Player::North),
        ]
    }

    /// Whether a store holds the target (E2).
    #[inline]
    pub fn target_reached(&self, rules: &Rules) -> bool {
        self.stores[0] as u16 >= rules.target || self.stores[1] as u16 >= rules.target
    }

    /// The final score `[south, north]` if the game ended now by a cycle or agreement (E3): the seeds left on
    /// the board are given out by `rules.cycle`, with `last_capturer` for the `last-capturer` rule.
    pub fn score_cycle(&self, rules: &Rules, last_capturer: Option<Player>) -> [u16; 2] {
        let stores = [self.stores[0] as u16, self.stores[1] as u16];
        match rules.cycle {
            super::CycleRule::SideOwner => self.score_side_owner(),
            super::CycleRule::NotCounted => stores,
            super::CycleRule::LastCapturer => match last_capturer {
                Some(p) => {
                    let mut s = stores;
                    s[p.index()] += self.board_seeds();
                    s
                }
                None => stores,
            },
        }
    }
}
