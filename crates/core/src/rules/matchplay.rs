//! Match play: a single game, a fixed number of games (wari-pl: 7, the loser starts the next), or the first to
//! win N games (antigua: 6).

use super::{Outcome, Player, Rules};

/// How many games make a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatchFormat {
    /// One game.
    Single,
    /// Exactly this many games; the loser of a game starts the next (after a draw, the other player than last
    /// time). Used by `wari-pl` with 7.
    Games(u8),
    /// The first to win this many games; starters alternate. Used by `antigua` with 6.
    FirstTo(u8),
}

impl MatchFormat {
    /// `single`, `games-7`, `first-to-6`.
    pub fn id(self) -> String {
        match self {
            MatchFormat::Single => "single".into(),
            MatchFormat::Games(n) => format!("games-{n}"),
            MatchFormat::FirstTo(n) => format!("first-to-{n}"),
        }
    }

    /// Parses what [`MatchFormat::id`] prints.
    pub fn parse(s: &str) -> Option<MatchFormat> {
        let s = s.trim();
        if s == "single" {
            return Some(MatchFormat::Single);
        }
        let num = |t: &str| t.parse::<u8>().ok().filter(|&n| (1..=99).contains(&n));
        if let Some(n) = s.strip_prefix("games-") {
            return num(n).map(MatchFormat::Games);
        }
        s.strip_prefix("first-to-")
            .and_then(num)
            .map(MatchFormat::FirstTo)
    }
}

/// The state of a match: the results so far and who starts the next game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    /// The format.
    pub format: MatchFormat,
    /// The starter and the outcome of each game finished.
    pub games: Vec<(Player, Outcome)>,
    /// Who starts (or started) the first game; for `wari-pl` drawn at random by the caller.
    pub first_starter: Player,
}

impl Match {
    /// A new match; `first_starter` starts game one.
    pub fn new(format: MatchFormat, first_starter: Player) -> Match {
        Match {
            format,
            games: Vec::new(),
            first_starter,
        }
    }

    /// Records a finished game (ignored once the match is over).
    pub fn record(&mut self, outcome: Outcome) {
        if !self.is_over() {
            let starter = self.next_starter();
            self.games.push((starter, outcome));
        }
    }

    /// Games won `[south, north]`.
    pub fn wins(&self) -> [u32; 2] {
        let mut w = [0, 0];
        for (_, o) in &self.games {
            if let Some(p) = o.winner {
                w[p.index()] += 1;
            }
        }
        w
    }

    /// Drawn games.
    pub fn draws(&self) -> u32 {
        self.games
            .iter()
            .filter(|(_, o)| o.winner.is_none())
            .count() as u32
    }

    /// Whether the match is decided.
    pub fn is_over(&self) -> bool {
        let w = self.wins();
        match self.format {
            MatchFormat::Single => !self.games.is_empty(),
            MatchFormat::Games(n) => self.games.len() >= n as usize,
            MatchFormat::FirstTo(n) => w[0] >= n as u32 || w[1] >= n as u32,
        }
    }

    /// The match winner once it is over (`None`: not over, or drawn).
    pub fn winner(&self) -> Option<Player> {
        if !self.is_over() {
            return None;
        }
        let w = self.wins();
        match w[0].cmp(&w[1]) {
            std::cmp::Ordering::Greater => Some(Player::South),
            std::cmp::Ordering::Less => Some(Player::North),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// Who starts the next game: the loser of the last one for [`MatchFormat::Games`] (after a draw, the other
    /// player than last time); otherwise starters alternate.
    pub fn next_starter(&self) -> Player {
        match self.games.last() {
            None => self.first_starter,
            Some(&(starter, outcome)) => match (self.format, outcome.winner) {
                (MatchFormat::Games(_), Some(winner)) => winner.opponent(),
                _ => starter.opponent(),
            },
        }
    }

    /// The rules of the next game: `rules` with its starter set by [`Match::next_starter`].
    pub fn next_rules(&self, rules: &Rules) -> Rules {
        rules.with_starter(self.next_starter())
    }
}
