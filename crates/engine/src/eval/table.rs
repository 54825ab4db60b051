//! The learned evaluation of the two-row board of six pits: a value for each pit and count, learned from
//! deep searches (`wari learn`).
//!
//! The score of a position for the player to move is the store difference at 100 a seed, plus, for each of the
//! mover's pits and each of the opponent's, the learned value of that pit holding that many seeds (pits are
//! counted from each player's first pit, in sowing order; counts from [`COUNTS`] - 1 up share one value), plus
//! a tempo value for having the move. Each value is a pair `[full board, empty board]` blended by the share of
//! the seeds still on the board, as the hand-made evaluation is ([`super::Evaluator`]).
//!
//! The values are fitted by least squares to the scores of searches of tens of thousands of nodes on quiet
//! positions of engine games (`crates/cli/src/learn/`), drawn towards the hand-made evaluation's values where
//! a pit and count were seldom seen: the labels come from a search far deeper than the evaluation, not from
//! game results (the noisy labels of `wari tune`). [`ABAPA`] is the table the levels use; it serves every
//! preset with the board, seeds and captures of abapa ([`PitTable::fits`]).

use wari_core::rules::{Chain, Position, Rules};

/// Pits a row.
pub const PITS: usize = 6;
/// Counts with a value of their own: 0 to `COUNTS - 2`; `COUNTS - 1` and more share the last.
pub const COUNTS: usize = 32;
/// The numbers of a table: two pairs of values for every pit and count, and the tempo pair.
pub const LEN: usize = 2 * PITS * COUNTS * 2 + 2;

/// A value per pit and count, for the mover's row and for the opponent's (see the module's notes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PitTable {
    /// `own[k][c]`: the mover's pit `k` holding `c` seeds, `[full, empty]`, hundredths of a seed.
    pub own: [[[i16; 2]; COUNTS]; PITS],
    /// `theirs[k][c]`: the opponent's pit `k` holding `c` seeds.
    pub theirs: [[[i16; 2]; COUNTS]; PITS],
    /// Having the move.
    pub tempo: [i16; 2],
}

mod abapa;

/// The table the levels use on the boards it [`fits`](PitTable::fits).
pub static ABAPA: PitTable = abapa::TABLE;

impl PitTable {
    /// Whether the table serves `rules`: two rows of six pits, four seeds a pit, captures of 2 and 3 chained
    /// backwards (C1, C2), as abapa's, whatever the feeding, grand slam and ending rules.
    pub fn fits(rules: &Rules) -> bool {
        rules.rows() == 2
            && rules.pits_a_side() as usize == PITS
            && rules.total_seeds() == 48
            && (1..=12u8).all(|c| rules.captures_count(c) == (c == 2 || c == 3))
            && rules.chain() == Chain::Back
    }

    /// The score of `pos` for the player to move, hundredths of a seed; `total`: the seeds of the game.
    #[inline]
    pub fn evaluate(&self, pos: &Position, total: i32) -> i32 {
        let me = pos.to_move();
        let opp = me.opponent();
        let stores = 100 * (pos.store(me) as i32 - pos.store(opp) as i32);
        let mut full = self.tempo[0] as i32;
        let mut empty = self.tempo[1] as i32;
        for (v, &c) in self.own.iter().zip(pos.row_pits(me)) {
            let v = v[(c as usize).min(COUNTS - 1)];
            full += v[0] as i32;
            empty += v[1] as i32;
        }
        for (v, &c) in self.theirs.iter().zip(pos.row_pits(opp)) {
            let v = v[(c as usize).min(COUNTS - 1)];
            full += v[0] as i32;
            empty += v[1] as i32;
        }
        stores + super::blend([full, empty], pos, total)
    }

    /// The table's [`LEN`] numbers in order: `own` (pit, count, full then empty), `theirs`, `tempo`.
    pub fn numbers(&self) -> Vec<i16> {
        let mut out = Vec::with_capacity(LEN);
        for side in [&self.own, &self.theirs] {
            out.extend(side.iter().flatten().flatten());
        }
        out.extend(self.tempo);
        out
    }

    /// The table of [`PitTable::numbers`].
    pub fn from_numbers(v: &[i16]) -> Result<PitTable, String> {
        if v.len() != LEN {
            return Err(format!("a pit table has {LEN} numbers, not {}", v.len()));
        }
        let side = |start: usize| {
            std::array::from_fn(|k| {
                std::array::from_fn(|c| {
                    let i = start + 2 * (k * COUNTS + c);
                    [v[i], v[i + 1]]
                })
            })
        };
        let half = PITS * COUNTS * 2;
        Ok(PitTable {
            own: side(0),
            theirs: side(half),
            tempo: [v[LEN - 2], v[LEN - 1]],
        })
    }

    /// Reads the numbers of [`PitTable::numbers`] separated by commas or white space.
    pub fn parse(text: &str) -> Result<PitTable, String> {
        let v = text
            .split(|ch: char| ch == ',' || ch.is_whitespace())
            .filter(|x| !x.is_empty())
            .map(|x| {
                x.parse::<i16>()
                    .map_err(|_| format!("a pit table holds whole numbers, not '{x}'"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        PitTable::from_numbers(&v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wari_core::rules::{Preset, Setup};

    /// The table fits the presets of abapa's board and captures, not the others (C1, C2, L3, L4).
    #[test]
    fn the_table_fits_the_boards_of_abapa() {
        let fits: Vec<&str> = Preset::ALL
            .iter()
            .filter(|p| PitTable::fits(&p.rules()))
            .map(|p| p.id())
            .collect();
        assert_eq!(
            fits,
            [
                "abapa",
                "hu-wari",
                "hu-wari-win",
                "hetproba",
                "wari-pl",
                "antigua"
            ]
        );
    }

    /// The numbers read back to the same table, and a wrong count or a word is refused.
    #[test]
    fn numbers_read_back() {
        let text: Vec<String> = ABAPA.numbers().iter().map(|x| x.to_string()).collect();
        assert_eq!(PitTable::parse(&text.join(",")), Ok(ABAPA.clone()));
        assert!(PitTable::parse("1,2,3").is_err());
        assert!(PitTable::parse(&text.join(",").replace('0', "x")).is_err());
    }

    /// The score is the store difference plus the values of the pits the position holds, blended by the
    /// seeds on the board; the rows are read from the mover's side.
    #[test]
    fn the_score_adds_the_values_of_the_pits() {
        let mut v = vec![0i16; LEN];
        let own = |k: usize, c: usize| 2 * (k * COUNTS + c);
        let theirs = |k: usize, c: usize| PITS * COUNTS * 2 + 2 * (k * COUNTS + c);
        // The mover's pit 1 holding 5: 300 on a full board, 100 on an empty one; the opponent's pit 0
        // holding 2: -40 and -20; tempo 10 and 30.
        v[own(1, 5)] = 300;
        v[own(1, 5) + 1] = 100;
        v[theirs(0, 2)] = -40;
        v[theirs(0, 2) + 1] = -20;
        v[LEN - 2] = 10;
        v[LEN - 1] = 30;
        let t = PitTable::from_numbers(&v).expect("table");
        let rules = Preset::Abapa.rules();
        let at = |text: &str| {
            let setup: Setup = text.parse().expect("position text");
            Position::from_setup(&rules, &setup).expect("position")
        };
        // South to move, 24 seeds on the board (half), stores 14 and 10: 400 + (270 * 24 + 110 * 24) / 48.
        let south = at("0-5-0-0-0-7-2-0-0-0-0-10-14-10-S");
        assert_eq!(t.evaluate(&south, 48), 400 + (270 + 110) / 2);
        // The same pits with North to move: North's pit 0 (a) holds 2, its pit 1 holds 0; South's pit 0
        // holds 0: only the tempo, and the stores from North's side.
        let north = at("0-5-0-0-0-7-2-0-0-0-0-10-14-10-N");
        assert_eq!(t.evaluate(&north, 48), -400 + (10 + 30) / 2);
        // Counts from COUNTS - 1 up share a value.
        let mut big = v.clone();
        big[own(0, COUNTS - 1)] = 77;
        big[own(0, COUNTS - 1) + 1] = 77;
        let t = PitTable::from_numbers(&big).expect("table");
        let heap = at("40-0-0-0-0-0-0-0-0-0-0-0-4-4-S");
        assert_eq!(t.evaluate(&heap, 48), 77 + 10 * 40 / 48 + 30 * 8 / 48);
    }
}
