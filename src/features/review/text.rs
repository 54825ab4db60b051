//! The review's words (the `review-*` messages), from the engine's values: the judgements, the move
//! selected, who was ahead, the progress. Pure: tested in every language.

use crate::features::review::model::Progress;
use wari_core::rules::Player;
use wari_engine::analysis::{Judgement, MoveReview, PositionReview, Value};
use wari_ui::i18n::{tr, Lang};

/// The name of a judgement ("Mistake").
pub fn judgement(lang: Lang, j: Judgement) -> String {
    match j {
        Judgement::Good => tr!(lang, "review-good"),
        Judgement::Inaccuracy => tr!(lang, "review-inaccuracy"),
        Judgement::Mistake => tr!(lang, "review-mistake"),
        Judgement::Blunder => tr!(lang, "review-blunder"),
    }
}

/// How far the analysis is, in words.
pub fn progress(lang: Lang, p: Progress) -> String {
    match p {
        Progress::Tables(percent) => tr!(lang, "review-tables", "percent" => percent),
        Progress::Running { done, total } => {
            tr!(lang, "review-running", "done" => done + 1, "total" => total)
        }
        Progress::Stopped { done, total } => {
            tr!(lang, "review-stopped", "done" => done, "total" => total)
        }
        Progress::Done => tr!(lang, "review-done"),
        Progress::Refused(_) => tr!(lang, "review-refused"),
    }
}

/// The move `m` (its number from 1), and what it was: "Move 7: North played d. A mistake: it gave away about
/// 3 seeds. Better was e, ringed on the board." `judged`: its review, once known.
pub fn selected(
    lang: Lang,
    number: usize,
    mover: Player,
    pit: char,
    judged: Option<&MoveReview>,
) -> String {
    let head = tr!(lang, "review-move", "number" => number, "player" => mover, "pit" => pit);
    let tail = match judged {
        None => tr!(lang, "review-move-waiting"),
        Some(m) if m.judgement == Judgement::Good => tr!(lang, "review-move-good"),
        Some(m) => tr!(lang, "review-move-costly",
            "judgement" => m.judgement.id(),
            "count" => m.seeds,
            "better" => m.best_letter),
    };
    format!("{head} {tail}")
}

/// Who was ahead at `position` and by how much (South's view, whole seeds), or the win the engine proved.
pub fn value(lang: Lang, position: &PositionReview) -> String {
    let for_south = |v: Value| match position.to_move {
        Player::South => v,
        Player::North => v.flip(),
    };
    match for_south(position.value) {
        Value::Win { .. } => tr!(lang, "review-value-wins", "player" => Player::South),
        Value::Loss { .. } => tr!(lang, "review-value-wins", "player" => Player::North),
        Value::Estimate { centiseeds } => ahead(lang, (centiseeds as f64 / 100.0).round() as i32),
        Value::Over { margin } => ahead(lang, margin),
    }
}

/// "South ahead by 3 seeds" for `seeds` (negative: North).
fn ahead(lang: Lang, seeds: i32) -> String {
    let player = if seeds >= 0 {
        Player::South
    } else {
        Player::North
    };
    match seeds {
        0 => tr!(lang, "review-value-even"),
        s => tr!(lang, "review-value", "player" => player, "count" => s.unsigned_abs()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wari_core::rules::{play_game_string, Game, Preset};
    use wari_engine::analysis::{Analyser, REVIEW};
    use wari_ui::i18n::LANGUAGES;

    /// The words of a move that gave away 3 seeds, and of the progress, in every language: no English left
    /// in the others, the numbers and letters in their place.
    #[test]
    fn every_language_says_the_judgement_the_seeds_and_the_better_move() {
        let mut game = Game::new(Preset::Abapa.rules());
        play_game_string(&mut game, "Cd").unwrap();
        let mut a = Analyser::new(&game, REVIEW);
        let (p0, p1) = (a.position(0), a.position(1));
        let mut m =
            MoveReview::of(&game, &p0, Some(&p1), &wari_engine::analysis::THRESHOLDS).unwrap();
        m.judgement = Judgement::Mistake;
        m.seeds = 3;
        m.best_letter = 'E';
        let english = selected(Lang::En, 1, Player::South, 'C', Some(&m));
        assert_eq!(
            english,
            "Move 1: South played C. A mistake: it gave away about 3 seeds. Better was E, ringed on the board."
        );
        for l in LANGUAGES.iter().map(|l| Lang::from_code(l.code).unwrap()) {
            let s = selected(l, 1, Player::South, 'C', Some(&m));
            assert!(
                s.contains('3') && s.contains('E') && s.contains('C'),
                "{l:?}: {s}"
            );
            if l != Lang::En {
                assert_ne!(s, english, "{l:?}");
                assert_ne!(judgement(l, Judgement::Blunder), "Blunder", "{l:?}");
            }
            let p = progress(l, Progress::Running { done: 4, total: 61 });
            assert!(p.contains('5') && p.contains("61"), "{l:?}: {p}");
            assert!(!value(l, &p1).is_empty());
        }
    }

    #[test]
    fn the_value_says_who_is_ahead_from_south_s_view() {
        let mut game = Game::new(Preset::Abapa.rules());
        play_game_string(&mut game, "C").unwrap();
        let mut p = Analyser::new(&game, REVIEW).position(1);
        assert_eq!(p.to_move, Player::North);
        p.value = Value::Estimate { centiseeds: -260 };
        assert_eq!(value(Lang::En, &p), "South ahead by 3 seeds");
        p.value = Value::Win { plies: 5 };
        assert_eq!(value(Lang::En, &p), "North can force a win");
        p.value = Value::Over { margin: 0 };
        assert_eq!(value(Lang::En, &p), "Level");
    }
}
