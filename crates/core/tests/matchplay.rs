//! Match play: a single game, `wari-pl`'s 7 games where the loser starts the next (after a draw, the other
//! player than last time), `antigua`'s first to win 6 games.

use wari_core::rules::{Ending, Match, MatchFormat, Outcome, Player, Position, Preset};

fn result(winner: Option<Player>) -> Outcome {
    let score = match winner {
        Some(Player::South) => [30, 18],
        Some(Player::North) => [18, 30],
        None => [24, 24],
    };
    Outcome {
        winner,
        ending: Ending::Target,
        score,
    }
}

const S: Option<Player> = Some(Player::South);
const N: Option<Player> = Some(Player::North);
const DRAW: Option<Player> = None;

#[test]
fn match_single_game_is_over_after_one_game() {
    let mut m = Match::new(Preset::Abapa.match_format(), Player::South);
    assert!(!m.is_over());
    m.record(result(N));
    assert!(m.is_over());
    assert_eq!(m.winner(), Some(Player::North));
    m.record(result(S));
    assert_eq!(m.games.len(), 1, "games after the end are ignored");
}

#[test]
fn match_wari_pl_seven_games_loser_starts_the_next() {
    let mut m = Match::new(Preset::WariPl.match_format(), Player::North);
    assert_eq!(m.format, MatchFormat::Games(7));
    let mut starters = vec![m.next_starter()];
    for w in [S, N, N, DRAW, S, DRAW, S] {
        assert!(!m.is_over());
        m.record(result(w));
        starters.push(m.next_starter());
    }
    use Player::{North as n, South as s};
    // Game 1: North (drawn by lot). South wins, so North (the loser) starts game 2; North wins, South starts
    // game 3; North wins, South starts game 4; a draw: the other player than last time (North) starts game 5;
    // South wins: North starts game 6; a draw: South starts game 7.
    assert_eq!(&starters[..7], &[n, n, s, s, n, n, s]);
    assert!(m.is_over());
    assert_eq!(m.wins(), [3, 2]);
    assert_eq!(m.draws(), 2);
    assert_eq!(m.winner(), Some(Player::South));
    let starts: Vec<Player> = m.games.iter().map(|g| g.0).collect();
    assert_eq!(starts, &starters[..7]);
}

#[test]
fn match_next_rules_set_the_starter_of_the_next_game() {
    let mut m = Match::new(MatchFormat::Games(7), Player::South);
    m.record(result(S));
    let rules = m.next_rules(&Preset::WariPl.rules());
    assert_eq!(rules.starter(), Player::North);
    assert_eq!(
        Position::start(&rules).to_string(),
        "4-4-4-4-4-4-4-4-4-4-4-4-0-0-N"
    );
}

#[test]
fn match_antigua_first_to_six_wins() {
    let mut m = Match::new(Preset::Antigua.match_format(), Player::South);
    assert_eq!(m.format, MatchFormat::FirstTo(6));
    let sequence = [S, N, DRAW, S, S, N, S, N, N, DRAW, S];
    for w in sequence {
        m.record(result(w));
        assert!(!m.is_over());
    }
    assert_eq!(m.wins(), [5, 4]);
    // Starters alternate.
    let starts: Vec<Player> = m.games.iter().map(|g| g.0).collect();
    for (k, p) in starts.iter().enumerate() {
        assert_eq!(
            *p,
            if k % 2 == 0 {
                Player::South
            } else {
                Player::North
            }
        );
    }
    m.record(result(S));
    assert!(m.is_over());
    assert_eq!(m.winner(), Some(Player::South));
}

#[test]
fn match_drawn_match() {
    let mut m = Match::new(MatchFormat::Games(2), Player::South);
    m.record(result(S));
    m.record(result(N));
    assert!(m.is_over());
    assert_eq!(m.winner(), None);
}

#[test]
fn match_format_ids_round_trip() {
    for f in [
        MatchFormat::Single,
        MatchFormat::Games(7),
        MatchFormat::FirstTo(6),
    ] {
        assert_eq!(MatchFormat::parse(&f.id()), Some(f));
    }
    assert_eq!(MatchFormat::Games(7).id(), "games-7");
    assert_eq!(MatchFormat::FirstTo(6).id(), "first-to-6");
    assert_eq!(MatchFormat::parse("games-0"), None);
    assert_eq!(MatchFormat::parse("first-to-x"), None);
    assert_eq!(MatchFormat::parse("best-of-3"), None);
}
