//! Positions, sowing (S1, S2), captures (C1-C3), grand slams (G1-G5) and feeding (F1, F2).

use super::{Chain, Feeding, GrandSlam, Player, Rules};
use std::fmt;

/// The largest number of pits a side (B1).
pub const MAX_PITS: usize = 10;

/// A position: the seeds in every pit, both stores and the player to move. Small and `Copy`.
///
/// Pit indices follow B2: `0..n` are South's pits A.., `n..2n` North's a.., in sowing order.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// Seeds in each pit; only the first `2 * n` entries are used.
    pub pits: [u8; 2 * MAX_PITS],
    /// Seeds in South's and North's store.
    pub stores: [u8; 2],
    /// Pits a side.
    pub n: u8,
    /// The player to move.
    pub to_move: Player,
    /// G5: the player to move has just made a grand slam and now plays again a move that must feed.
    pub feed_turn: bool,
}

/// Why a move cannot be played; `Display` says it in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The game is already over.
    GameOver,
    /// There is no such pit on this board.
    NoSuchPit,
    /// The pit belongs to the other player.
    NotYourPit,
    /// The pit is empty.
    Empty,
    /// The opponent has no seeds (or a G5 extra turn) and this move does not give them any (F1).
    MustFeed,
    /// The move would capture every seed of the opponent (G2).
    ForbiddenGrandSlam,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IllegalMove::GameOver => "the game is over",
            IllegalMove::NoSuchPit => "there is no such pit on this board",
            IllegalMove::NotYourPit => "that pit belongs to the other player",
            IllegalMove::Empty => "that pit is empty",
            IllegalMove::MustFeed => {
                "the opponent has no seeds: you must play a move that gives them some"
            }
            IllegalMove::ForbiddenGrandSlam => {
                "that move would capture all the opponent's seeds, which is not allowed"
            }
        })
    }
}

impl std::error::Error for IllegalMove {}

/// What a move did, in a few bytes (no allocation): for the search and for [`MoveReport`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct MoveEffect {
    /// The pit the seeds were taken from.
    pub origin: u8,
    /// How many seeds were sown.
    pub sown: u8,
    /// The pit the last seed landed in.
    pub last: u8,
    /// Bit `i` set: pit `i` was captured.
    pub captured_pits: u32,
    /// Seeds captured in all.
    pub captured: u8,
    /// The move was a grand slam (its captures would have emptied the opponent's side).
    pub grand_slam: bool,
    /// The move was a grand slam played without its captures (G1, G2 when forced, G4 when not decisive).
    pub grand_slam_uncaptured: bool,
    /// G5: the mover plays again.
    pub extra_turn: bool,
}

/// A move explained for people: which pits were sown and captured, and what the grand slam rule did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReport {
    /// Who moved.
    pub player: Player,
    /// The pit the seeds came from.
    pub origin: usize,
    /// The pits sown, in order, one entry a seed (a pit appears again on each lap).
    pub sown: Vec<usize>,
    /// The pits captured with the seeds each held, in the order they were taken (last pit first).
    pub captures: Vec<(usize, u8)>,
    /// The move was a grand slam.
    pub grand_slam: bool,
    /// The grand slam captured nothing because of the rules.
    pub grand_slam_uncaptured: bool,
    /// G5: the mover plays again, a feeding move.
    pub extra_turn: bool,
}

impl MoveReport {
    /// Seeds captured in all.
    pub fn captured(&self) -> u32 {
        self.captures.iter().map(|&(_, c)| c as u32).sum()
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

impl Position {
    /// The start position of `rules`: every pit holds `rules.seeds`, stores empty, `rules.starter` to move.
    pub fn start(rules: &Rules) -> Position {
        let mut pits = [0u8; 2 * MAX_PITS];
        for p in pits.iter_mut().take(rules.board_len()) {
            *p = rules.seeds;
        }
        Position {
            pits,
            stores: [0, 0],
            n: rules.pits,
            to_move: rules.starter,
            feed_turn: false,
        }
    }

    /// Pits a side.
    #[inline]
    pub fn pits_a_side(&self) -> usize {
        self.n as usize
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

    /// Seeds on `p`'s side of the board.
    #[inline]
    pub fn side_seeds(&self, p: Player) -> u16 {
        self.pits[self.row(p)].iter().map(|&s| s as u16).sum()
    }

    /// Seeds in all pits (not the stores).
    pub fn board_seeds(&self) -> u16 {
        self.pits[..self.len()].iter().map(|&s| s as u16).sum()
    }

    /// The pits a sowing of `seeds` seeds from `origin` drops one seed into, in order (S1, S2).
    pub fn sowing_path(&self, origin: usize, seeds: usize) -> impl Iterator<Item = usize> {
        let len = self.len();
        let mut at = origin;
        (0..seeds).map(move |_| {
            at = (at + 1) % len;
            if at == origin {
                at = (at + 1) % len;
            }
            at
        })
    }

    /// Sows from `origin` (S1, S2) and returns the last pit. The origin must be non-empty.
    #[inline]
    fn sow(&mut self, origin: usize) -> usize {
        let len = self.len();
        let mut seeds = self.pits[origin] as usize;
        self.pits[origin] = 0;
        // Whole laps first: each lap puts one seed in every pit but the origin (S2).
        let laps = seeds / (len - 1);
        if laps > 0 {
            for (i, p) in self.pits[..len].iter_mut().enumerate() {
                if i != origin {
                    *p += laps as u8;
                }
            }
            seeds -= laps * (len - 1);
        }
        let mut at = origin;
        for _ in 0..seeds {
            at += 1;
            if at == len {
                at = 0;
            }
            if at == origin {
                at += 1;
                if at == len {
                    at = 0;
                }
            }
            self.pits[at] += 1;
        }
        if seeds == 0 {
            // The last seed of the last whole lap fell just before the origin.
            at = if origin == 0 { len - 1 } else { origin - 1 };
        }
        at
    }

    /// The pits captured by a move whose last seed fell in `last` (C1-C3), as a bit set, and their seeds.
    #[inline]
    fn capture_set(&self, rules: &Rules, mover: Player, last: usize) -> (u32, u8) {
        let opp = self.row(mover.opponent());
        if !opp.contains(&last) || !rules.captures_count(self.pits[last]) {
            return (0, 0);
        }
        let mut set = 1u32 << last;
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
    #[inline]
    pub fn play_unchecked(&mut self, rules: &Rules, origin: usize) -> MoveEffect {
        let mover = self.to_move;
        let sown = self.pits[origin];
        let last = self.sow(origin);
        let (set, seeds) = self.capture_set(rules, mover, last);
        let mut effect = MoveEffect {
            origin: origin as u8,
            sown,
            last: last as u8,
            ..MoveEffect::default()
        };
        self.feed_turn = false;
        if set != 0 {
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
                        // or when the capture reaches the target (E2).
                        let mine = self.stores[mover.index()] as u16 + seeds as u16;
                        let theirs = self.stores[mover.opponent().index()] as u16;
                        if mine >= rules.target {
                            mine > theirs
                        } else {
                            mine + self.side_seeds(mover) > theirs
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
                effect.captured_pits = set;
                effect.captured = seeds;
                if grand_slam && rules.grand_slam == GrandSlam::CaptureThenFeed {
                    effect.extra_turn = true;
                    self.feed_turn = true;
                    return effect;
                }
            } else {
                effect.grand_slam_uncaptured = true;
            }
        }
        self.to_move = mover.opponent();
        effect
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
        let feeding_needed = self.feed_turn
            || (rules.feeding == Feeding::MustFeed
                && self.side_seeds(self.to_move.opponent()) == 0);
        !feeding_needed || after.side_seeds(self.to_move.opponent()) > 0
    }

    /// The legal moves of the player to move as a bit set of pit indices (S1, F1, F2, G2, G5).
    /// Empty when the player to move is stuck (E1). Does not look at targets or repetitions.
    #[inline]
    pub fn legal_mask(&self, rules: &Rules) -> u32 {
        let row = self.row(self.to_move);
        let mut nonempty = 0u32;
        for i in row.clone() {
            if self.pits[i] != 0 {
                nonempty |= 1 << i;
            }
        }
        let feeding_needed = self.feed_turn
            || (rules.feeding == Feeding::MustFeed
                && self.side_seeds(self.to_move.opponent()) == 0);
        if !feeding_needed && rules.grand_slam != GrandSlam::Forbidden {
            return nonempty;
        }
        let mut legal = 0u32;
        let mut slams = 0u32;
        let mut bits = nonempty;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let mut after = *self;
            let effect = after.play_unchecked(rules, i);
            if !self.must_feed_ok(rules, &after) {
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
        after.sow(origin);
        let last = effect.last as usize;
        let mut captures: Vec<(usize, u8)> = Vec::new();
        if effect.captured_pits & (1 << last) != 0 {
            captures.push((last, after.pits[last]));
            let mut i = last;
            while i > 0 && effect.captured_pits & (1 << (i - 1)) != 0 {
                i -= 1;
                captures.push((i, after.pits[i]));
            }
            let mut i = last + 1;
            while i < self.len() && effect.captured_pits & (1 << i) != 0 {
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
