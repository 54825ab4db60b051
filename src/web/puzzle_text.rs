//! The puzzles' words in every language of the page: the panel, the goals, the hints, the verdicts and the
//! explanations, put together from the engine's values ([`Goal`], [`Hint`], [`Explanation`], [`Miss`],
//! [`Feedback`]). `{0}`-style slots are filled with [`fill`]. Pure: the tests check every language says
//! everything.

use super::i18n::{fill, seeds, Lang};
use super::puzzle::Feedback;
use crate::puzzles::{Explanation, Goal, Hint, Miss};

/// The fixed words of the puzzles in one language.
#[derive(Debug)]
pub struct Words {
    /// The panel card's and the dialog's title.
    pub heading: &'static str,
    /// The card's sentence.
    pub intro: &'static str,
    /// The button that opens the list.
    pub open: &'static str,
    /// "{0} of {1} solved".
    pub solved_count: &'static str,
    /// The difficulty groups, 1 to 3 stars.
    pub levels: [&'static str; 3],
    /// Said after a solved puzzle's name (and read by screen readers).
    pub solved_mark: &'static str,
    /// The puzzle's title: "Puzzle {0} of {1}".
    pub title: &'static str,
    /// Goals.
    pub goal_best_capture: &'static str,
    /// Win with one move.
    pub goal_win_in_one: &'static str,
    /// Win in {0} moves.
    pub goal_win_in: &'static str,
    /// The only move that does not lose.
    pub goal_only_move: &'static str,
    /// Feed.
    pub goal_feed: &'static str,
    /// Grand slam.
    pub goal_grand_slam: &'static str,
    /// Grand slam, then feed (G5).
    pub goal_slam_then_feed: &'static str,
    /// "One move captures {0}."
    pub hint_captures: &'static str,
    /// "Start from a pit holding {0}." ({0}: the seeds in words, {1}: the number alone)
    pub hint_pit: &'static str,
    /// Wrong: captures {0}, one captures {1}.
    pub miss_fewer: &'static str,
    /// Wrong: a grand slam that captures nothing.
    pub miss_slam_nothing: &'static str,
    /// Wrong: not a grand slam.
    pub miss_not_slam: &'static str,
    /// Wrong: the opponent can defend.
    pub miss_no_win: &'static str,
    /// Wrong: the opponent then wins.
    pub miss_loses: &'static str,
    /// Wrong: the opponent could capture {0}.
    pub miss_gives: &'static str,
    /// Right, the opponent answers.
    pub right: &'static str,
    /// Right, play again (G5).
    pub right_again: &'static str,
    /// Solved.
    pub solved: &'static str,
    /// The solution is shown.
    pub shown: &'static str,
    /// Explanations.
    pub explain_best: &'static str,
    /// Win: {0} the line, {1} and {2} the final score.
    pub explain_win: &'static str,
    /// Only move.
    pub explain_only: &'static str,
    /// Feed.
    pub explain_feed: &'static str,
    /// Grand slam: {0} move, {1} seeds.
    pub explain_slam: &'static str,
    /// Grand slam then feed: {0} slam, {1} seeds, {2} feed.
    pub explain_slam_feed: &'static str,
    /// Buttons.
    pub hint: &'static str,
    /// Start the puzzle again.
    pub restart: &'static str,
    /// Show the solution.
    pub solution: &'static str,
    /// The next puzzle.
    pub next: &'static str,
    /// Back to the game in progress.
    pub leave: &'static str,
    /// Close the list.
    pub close: &'static str,
}

const EN: Words = Words {
    heading: "Puzzles",
    intro: "Short problems on real positions, each answer proved by the engine. Your game waits while you solve.",
    open: "Choose a puzzle",
    solved_count: "{0} of {1} solved",
    levels: ["★ First steps", "★★ Practice", "★★★ Challenge"],
    solved_mark: "solved",
    title: "Puzzle {0} of {1}",
    goal_best_capture: "Capture as many seeds as you can with one move.",
    goal_win_in_one: "Win the game with one move.",
    goal_win_in: "Win in {0} moves, whatever your opponent plays.",
    goal_only_move: "Every move but one loses. Find the one that does not.",
    goal_feed: "Your opponent has no seeds: give them some without letting them capture.",
    goal_grand_slam: "Capture all of your opponent's seeds with one move (a grand slam).",
    goal_slam_then_feed: "Capture all of your opponent's seeds, then use your extra turn to feed them safely.",
    hint_captures: "One move captures {0}. For each pit, count where its last seed lands.",
    hint_pit: "Start from a pit holding {0}.",
    miss_fewer: "That move captures {0}, but another captures {1}. Try again.",
    miss_slam_nothing: "That would take every seed of your opponent, and under these rules such a grand slam captures nothing. Try again.",
    miss_not_slam: "That does not take all of your opponent's seeds. Try again.",
    miss_no_win: "After that move your opponent can defend. Try again.",
    miss_loses: "After that move your opponent can force a win. Try again.",
    miss_gives: "Then your opponent could capture {0}. Try again.",
    right: "Right! Your opponent answers with their best defence. Your move.",
    right_again: "Right! The grand slam gives you another turn: now feed your opponent safely.",
    solved: "Solved!",
    shown: "Here is the solution.",
    explain_best: "{0} captures {1}; no other move captures more than {2}.",
    explain_win: "{0}: after your opponent's best defence the game ends {1} to {2} for you.",
    explain_only: "{0} is the only move after which your opponent cannot force a win.",
    explain_feed: "{0} gives your opponent seeds without letting them capture; every other move lets them capture.",
    explain_slam: "{0} takes all of your opponent's seeds: {1}.",
    explain_slam_feed: "{0} takes all of your opponent's seeds ({1}); the rules give you another turn, and {2} feeds them without letting them capture.",
    hint: "Hint",
    restart: "Start again",
    solution: "Show the solution",
    next: "Next puzzle",
    leave: "Back to my game",
    close: "Close",
};

const ES: Words = Words {
    heading: "Problemas",
    intro: "Problemas cortos sobre posiciones reales; el motor ha demostrado cada respuesta. Tu partida te espera mientras resuelves.",
    open: "Elige un problema",
    solved_count: "{0} de {1} resueltos",
    levels: ["★ Primeros pasos", "★★ Práctica", "★★★ Desafío"],
    solved_mark: "resuelto",
    title: "Problema {0} de {1}",
    goal_best_capture: "Captura tantas semillas como puedas con una jugada.",
    goal_win_in_one: "Gana la partida con una jugada.",
    goal_win_in: "Gana en {0} jugadas, juegue lo que juegue tu rival.",
    goal_only_move: "Todas las jugadas menos una pierden. Encuentra la que no pierde.",
    goal_feed: "Tu rival no tiene semillas: dale algunas sin dejarle capturar.",
    goal_grand_slam: "Captura todas las semillas de tu rival con una jugada (gran slam).",
    goal_slam_then_feed: "Captura todas las semillas de tu rival y luego, en tu turno extra, dale semillas sin dejarle capturar.",
    hint_captures: "Una jugada captura {0}. En cada hoyo, cuenta dónde cae la última semilla.",
    hint_pit: "Empieza por un hoyo que tenga {0}.",
    miss_fewer: "Esa jugada captura {0}, pero otra captura {1}. Inténtalo de nuevo.",
    miss_slam_nothing: "Esa jugada se llevaría todas las semillas de tu rival, y con estas reglas un gran slam así no captura nada. Inténtalo de nuevo.",
    miss_not_slam: "Esa jugada no se lleva todas las semillas de tu rival. Inténtalo de nuevo.",
    miss_no_win: "Después de esa jugada tu rival puede defenderse. Inténtalo de nuevo.",
    miss_loses: "Después de esa jugada tu rival puede ganar a la fuerza. Inténtalo de nuevo.",
    miss_gives: "Entonces tu rival podría capturar {0}. Inténtalo de nuevo.",
    right: "¡Bien! Tu rival responde con su mejor defensa. Te toca.",
    right_again: "¡Bien! El gran slam te da otro turno: ahora dale semillas a tu rival sin dejarle capturar.",
    solved: "¡Resuelto!",
    shown: "Esta es la solución.",
    explain_best: "{0} captura {1}; ninguna otra jugada captura más de {2}.",
    explain_win: "{0}: tras la mejor defensa de tu rival, la partida termina {1} a {2} a tu favor.",
    explain_only: "{0} es la única jugada tras la cual tu rival no puede ganar a la fuerza.",
    explain_feed: "{0} da semillas a tu rival sin dejarle capturar; cualquier otra jugada le deja capturar.",
    explain_slam: "{0} se lleva todas las semillas de tu rival: {1}.",
    explain_slam_feed: "{0} se lleva todas las semillas de tu rival ({1}); las reglas te dan otro turno y {2} le da semillas sin dejarle capturar.",
    hint: "Pista",
    restart: "Empezar de nuevo",
    solution: "Ver la solución",
    next: "Siguiente problema",
    leave: "Volver a mi partida",
    close: "Cerrar",
};

const HU: Words = Words {
    heading: "Feladványok",
    intro: "Rövid feladványok valódi állásokból; minden megoldást a program bizonyított. A játszmád megvár, amíg megoldod.",
    open: "Válassz feladványt",
    solved_count: "{1} feladványból {0} megoldva",
    levels: ["★ Első lépések", "★★ Gyakorlás", "★★★ Kihívás"],
    solved_mark: "megoldva",
    title: "{0}. feladvány ({1} közül)",
    goal_best_capture: "Üss egy lépéssel annyi kavicsot, amennyit csak tudsz.",
    goal_win_in_one: "Nyerd meg a játszmát egy lépéssel.",
    goal_win_in: "Nyerj {0} lépésben, bármit lép is az ellenfeled.",
    goal_only_move: "Egy kivételével minden lépés vesztes. Találd meg azt, amelyik nem az.",
    goal_feed: "Az ellenfelednek nincs kavicsa: adj neki úgy, hogy ne tudjon ütni.",
    goal_grand_slam: "Üsd le egy lépéssel az ellenfeled összes kavicsát (nagy slam).",
    goal_slam_then_feed: "Üsd le az ellenfeled összes kavicsát, majd a plusz lépéseddel adj neki úgy, hogy ne tudjon ütni.",
    hint_captures: "Van olyan lépés, amely {0} üt. Minden gödörnél számold meg, hová esik az utolsó kavics.",
    hint_pit: "Olyan gödörből indulj, amelyben {0} van.",
    miss_fewer: "Ez a lépés {0} üt, de van olyan, amely {1}. Próbáld újra.",
    miss_slam_nothing: "Ez elvinné az ellenfeled összes kavicsát, és ezekben a szabályokban az ilyen nagy slam semmit sem üt. Próbáld újra.",
    miss_not_slam: "Ez a lépés nem viszi el az ellenfeled összes kavicsát. Próbáld újra.",
    miss_no_win: "E lépés után az ellenfeled védekezni tud. Próbáld újra.",
    miss_loses: "E lépés után az ellenfeled kikényszerítheti a győzelmet. Próbáld újra.",
    miss_gives: "Akkor az ellenfeled {0} üthetne. Próbáld újra.",
    right: "Jó! Az ellenfeled a legjobb védekezéssel válaszol. Te jössz.",
    right_again: "Jó! A nagy slam után újra te lépsz: most adj az ellenfelednek úgy, hogy ne tudjon ütni.",
    solved: "Megoldva!",
    shown: "Ez a megoldás.",
    explain_best: "{0} {1} üt; egyik másik lépés sem üt {2} kavicsnál többet.",
    explain_win: "{0}: az ellenfeled legjobb védekezése után a játszma {1}:{2} arányban a te javadra ér véget.",
    explain_only: "{0} az egyetlen lépés, amely után az ellenfeled nem tudja kikényszeríteni a győzelmet.",
    explain_feed: "{0} úgy ad kavicsot az ellenfelednek, hogy nem tud ütni; minden más lépés után tudna.",
    explain_slam: "{0} elviszi az ellenfeled összes kavicsát: {1}.",
    explain_slam_feed: "{0} elviszi az ellenfeled összes kavicsát ({1}); a szabályok szerint újra te lépsz, és {2} úgy ad neki kavicsot, hogy nem tud ütni.",
    hint: "Tipp",
    restart: "Újrakezdés",
    solution: "Mutasd a megoldást",
    next: "Következő feladvány",
    leave: "Vissza a játszmámhoz",
    close: "Bezárás",
};

const PL: Words = Words {
    heading: "Zadania",
    intro: "Krótkie zadania z prawdziwych pozycji; każde rozwiązanie udowodnił program. Twoja partia poczeka, aż skończysz.",
    open: "Wybierz zadanie",
    solved_count: "Rozwiązane: {0} z {1}",
    levels: ["★ Pierwsze kroki", "★★ Ćwiczenia", "★★★ Wyzwanie"],
    solved_mark: "rozwiązane",
    title: "Zadanie {0} z {1}",
    goal_best_capture: "Zbierz jednym ruchem jak najwięcej ziaren.",
    goal_win_in_one: "Wygraj partię jednym ruchem.",
    goal_win_in: "Wygraj w {0} ruchach, cokolwiek zagra przeciwnik.",
    goal_only_move: "Wszystkie ruchy oprócz jednego przegrywają. Znajdź ten, który nie przegrywa.",
    goal_feed: "Przeciwnik nie ma ziaren: daj mu je tak, żeby nie mógł niczego zebrać.",
    goal_grand_slam: "Zbierz jednym ruchem wszystkie ziarna przeciwnika (wielki szlem).",
    goal_slam_then_feed: "Zbierz wszystkie ziarna przeciwnika, a potem w dodatkowym ruchu daj mu ziarna tak, żeby nie mógł niczego zebrać.",
    hint_captures: "Jeden ruch zbiera {0}. Dla każdego dołka policz, gdzie spadnie ostatnie ziarno.",
    hint_pit: "Zacznij od dołka, w którym liczba ziaren to {1}.",
    miss_fewer: "Ten ruch zbiera {0}, ale inny zbiera {1}. Spróbuj jeszcze raz.",
    miss_slam_nothing: "Ten ruch zabrałby wszystkie ziarna przeciwnika, a według tych zasad taki wielki szlem niczego nie zbiera. Spróbuj jeszcze raz.",
    miss_not_slam: "Ten ruch nie zabiera wszystkich ziaren przeciwnika. Spróbuj jeszcze raz.",
    miss_no_win: "Po tym ruchu przeciwnik może się obronić. Spróbuj jeszcze raz.",
    miss_loses: "Po tym ruchu przeciwnik może wymusić wygraną. Spróbuj jeszcze raz.",
    miss_gives: "Wtedy przeciwnik mógłby zebrać {0}. Spróbuj jeszcze raz.",
    right: "Dobrze! Przeciwnik odpowiada najlepszą obroną. Twój ruch.",
    right_again: "Dobrze! Wielki szlem daje ci dodatkowy ruch: teraz daj przeciwnikowi ziarna tak, żeby nie mógł niczego zebrać.",
    solved: "Rozwiązane!",
    shown: "Oto rozwiązanie.",
    explain_best: "{0} zbiera {1}; żaden inny ruch nie zbiera więcej niż {2}.",
    explain_win: "{0}: po najlepszej obronie przeciwnika partia kończy się wynikiem {1} do {2} dla ciebie.",
    explain_only: "{0} to jedyny ruch, po którym przeciwnik nie może wymusić wygranej.",
    explain_feed: "{0} daje przeciwnikowi ziarna, ale nie pozwala mu niczego zebrać; po każdym innym ruchu mógłby zebrać.",
    explain_slam: "{0} zabiera wszystkie ziarna przeciwnika: {1}.",
    explain_slam_feed: "{0} zabiera wszystkie ziarna przeciwnika ({1}); zasady dają ci dodatkowy ruch, a {2} daje mu ziarna tak, że nie może niczego zebrać.",
    hint: "Podpowiedź",
    restart: "Zacznij od nowa",
    solution: "Pokaż rozwiązanie",
    next: "Następne zadanie",
    leave: "Wróć do mojej partii",
    close: "Zamknij",
};

/// The words of `lang`.
pub fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::Es => &ES,
        Lang::Hu => &HU,
        Lang::Pl => &PL,
    }
}

/// `n` seeds as the object of a capture ("captures 3 seeds"): Hungarian takes the accusative.
fn captured(lang: Lang, n: u32) -> String {
    match lang {
        Lang::Hu => format!("{n} kavicsot"),
        _ => seeds(lang, n),
    }
}

/// The goal in words.
pub fn goal(lang: Lang, goal: Goal) -> String {
    let w = words(lang);
    match goal {
        Goal::BestCapture => w.goal_best_capture.into(),
        Goal::WinIn(1) => w.goal_win_in_one.into(),
        Goal::WinIn(n) => fill(w.goal_win_in, &[&n.to_string()]),
        Goal::OnlyMoveNotLosing => w.goal_only_move.into(),
        Goal::FeedAndKeepLead => w.goal_feed.into(),
        Goal::GrandSlam => w.goal_grand_slam.into(),
        Goal::SlamThenFeed => w.goal_slam_then_feed.into(),
    }
}

/// The hint in words.
pub fn hint(lang: Lang, hint: Hint) -> String {
    let w = words(lang);
    match hint {
        Hint::Captures(c) => fill(w.hint_captures, &[&captured(lang, c)]),
        Hint::PitHolds(s) => fill(w.hint_pit, &[&seeds(lang, s as u32), &s.to_string()]),
    }
}

/// What the last try did, in words.
pub fn feedback(lang: Lang, f: Feedback) -> String {
    let w = words(lang);
    match f {
        Feedback::Wrong(Miss::Fewer { got, best }) => {
            fill(w.miss_fewer, &[&captured(lang, got), &captured(lang, best)])
        }
        Feedback::Wrong(Miss::SlamCapturesNothing) => w.miss_slam_nothing.into(),
        Feedback::Wrong(Miss::NotASlam) => w.miss_not_slam.into(),
        Feedback::Wrong(Miss::NoForcedWin) => w.miss_no_win.into(),
        Feedback::Wrong(Miss::Loses) => w.miss_loses.into(),
        Feedback::Wrong(Miss::GivesCapture { seeds: c }) => {
            fill(w.miss_gives, &[&captured(lang, c)])
        }
        // The page says why an illegal move is refused in the status line (error_text::illegal).
        Feedback::Wrong(Miss::Illegal(_)) => String::new(),
        Feedback::Right { again: false } => w.right.into(),
        Feedback::Right { again: true } => w.right_again.into(),
        Feedback::Solved => w.solved.into(),
        Feedback::Shown => w.shown.into(),
    }
}

/// Why the solution is right, in words.
pub fn explanation(lang: Lang, e: &Explanation) -> String {
    let w = words(lang);
    match e {
        Explanation::BestCapture { mv, captured, next } => fill(
            w.explain_best,
            &[
                &mv.to_string(),
                &self::captured(lang, *captured),
                &next.to_string(),
            ],
        ),
        Explanation::WinIn { line, mine, theirs } => {
            let moves: Vec<String> = line.iter().map(char::to_string).collect();
            fill(
                w.explain_win,
                &[&moves.join(" "), &mine.to_string(), &theirs.to_string()],
            )
        }
        Explanation::OnlyMove { mv } => fill(w.explain_only, &[&mv.to_string()]),
        Explanation::Feed { mv } => fill(w.explain_feed, &[&mv.to_string()]),
        Explanation::GrandSlam { mv, captured } => {
            fill(w.explain_slam, &[&mv.to_string(), &seeds(lang, *captured)])
        }
        Explanation::SlamThenFeed {
            slam,
            captured,
            feed,
        } => fill(
            w.explain_slam_feed,
            &[
                &slam.to_string(),
                &seeds(lang, *captured),
                &feed.to_string(),
            ],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::collection;

    /// Every field of `w`, in order.
    fn all(w: &Words) -> Vec<&'static str> {
        let mut v = vec![
            w.heading,
            w.intro,
            w.open,
            w.solved_count,
            w.solved_mark,
            w.title,
            w.goal_best_capture,
            w.goal_win_in_one,
            w.goal_win_in,
            w.goal_only_move,
            w.goal_feed,
            w.goal_grand_slam,
            w.goal_slam_then_feed,
            w.hint_captures,
            w.hint_pit,
            w.miss_fewer,
            w.miss_slam_nothing,
            w.miss_not_slam,
            w.miss_no_win,
            w.miss_loses,
            w.miss_gives,
            w.right,
            w.right_again,
            w.solved,
            w.shown,
            w.explain_best,
            w.explain_win,
            w.explain_only,
            w.explain_feed,
            w.explain_slam,
            w.explain_slam_feed,
            w.hint,
            w.restart,
            w.solution,
            w.next,
            w.leave,
            w.close,
        ];
        v.extend(w.levels);
        v
    }

    fn slots(s: &str) -> Vec<usize> {
        (0..4).filter(|i| s.contains(&format!("{{{i}}}"))).collect()
    }

    #[test]
    fn every_language_says_everything_with_the_same_slots() {
        let en = all(words(Lang::En));
        for lang in Lang::ALL {
            let other = all(words(lang));
            for (e, o) in en.iter().zip(&other) {
                assert!(!o.trim().is_empty(), "{lang:?}: empty for {e}");
                let pit_hint = *e == words(Lang::En).hint_pit;
                assert!(
                    slots(e) == slots(o) || pit_hint && slots(o).len() == 1,
                    "{lang:?}: {o}"
                );
                if lang != Lang::En {
                    assert!(
                        e.len() < 8 && !e.contains(' ') || e != o,
                        "{lang:?}: English text {e}"
                    );
                }
            }
        }
    }

    #[test]
    fn every_puzzle_reads_in_every_language_without_an_empty_slot() {
        for lang in Lang::ALL {
            for p in collection() {
                for text in [
                    goal(lang, p.goal),
                    hint(lang, p.hint()),
                    explanation(lang, &p.explanation()),
                ] {
                    assert!(
                        !text.is_empty() && !text.contains('{'),
                        "{lang:?} {}: {text}",
                        p.id
                    );
                }
            }
        }
        assert_eq!(
            explanation(
                Lang::En,
                &crate::puzzles::find("abapa-1").unwrap().explanation()
            ),
            "F captures 3 seeds; no other move captures more than 2."
        );
        assert_eq!(
            feedback(Lang::Es, Feedback::Wrong(Miss::Fewer { got: 2, best: 3 })),
            "Esa jugada captura 2 semillas, pero otra captura 3 semillas. Inténtalo de nuevo."
        );
    }
}
