//! The engine's errors and the link notices in the page's language: one small table a type ([`rules_error`],
//! [`setup_error`], [`notation_error`], [`illegal`], [`request_error`], [`notice`]), one arm a variant and a
//! language. English is each error's own `Display` (the command line's words), so the two never drift apart.
//! The test at the end renders every variant in es, hu and pl and finds no English word in them.

use super::i18n::{hu_article, join_list, pl_genitive, pl_plural, player, seeds, Lang};
use super::worker_api::{RequestError, WorkerFailure};
use crate::params::{Notice, Problem};
use crate::rules::{
    move_letter, IllegalMove, NotationError, NotationErrorKind as K, Player, Preset, RulesError,
    SeedPlace, SetupError,
};

/// Why a pit cannot be played, as a whole sentence naming the pit: `You can't play d: that pit belongs to North.`
pub fn illegal(lang: Lang, e: IllegalMove, letter: char, mover: Player) -> String {
    let why = illegal_reason(lang, e, letter, mover);
    match lang {
        Lang::En => format!("You can't play {letter}: {why}."),
        Lang::Es => format!("No se puede jugar el hoyo {letter}: {why}."),
        Lang::Hu => {
            let the = if hu_article(letter) == "az" {
                "Az"
            } else {
                "A"
            };
            format!("{the} {letter} gödörrel nem lehet lépni: {why}.")
        }
        Lang::Pl => format!("Nie można zagrać z dołka {letter}: {why}."),
    }
}

/// Why the pit `letter` cannot be played by `mover`, as a clause.
fn illegal_reason(lang: Lang, e: IllegalMove, letter: char, mover: Player) -> String {
    use IllegalMove as I;
    let owner = if letter.is_ascii_uppercase() {
        Player::South
    } else {
        Player::North
    };
    let (o, m) = (player(lang, owner), player(lang, mover));
    match (lang, e) {
        (Lang::En, I::GameOver) => "the game is over".into(),
        (Lang::En, I::NoSuchPit) => "there is no such pit".into(),
        (Lang::En, I::NotYourPit) => format!("that pit belongs to {o}, and it is {m}'s turn"),
        (Lang::En, I::Empty) => "that pit is empty".into(),
        (Lang::En, I::MustFeed) => {
            "the opponent has no seeds, so you must play a move that gives them some".into()
        }
        (Lang::En, I::ForbiddenGrandSlam) => {
            "it would capture all the opponent's seeds, which these rules forbid".into()
        }
        (Lang::Es, I::GameOver) => "la partida ha terminado".into(),
        (Lang::Es, I::NoSuchPit) => "ese hoyo no existe".into(),
        (Lang::Es, I::NotYourPit) => format!("ese hoyo es de {o} y le toca a {m}"),
        (Lang::Es, I::Empty) => "ese hoyo está vacío".into(),
        (Lang::Es, I::MustFeed) => {
            "el rival no tiene semillas, así que debes hacer una jugada que le dé alguna".into()
        }
        (Lang::Es, I::ForbiddenGrandSlam) => {
            "capturaría todas las semillas del rival, y estas reglas lo prohíben".into()
        }
        (Lang::Hu, I::GameOver) => "a játszmának vége".into(),
        (Lang::Hu, I::NoSuchPit) => "nincs ilyen gödör".into(),
        (Lang::Hu, I::NotYourPit) => {
            format!("ez a gödör {o} oldalán van, most pedig {m} következik")
        }
        (Lang::Hu, I::Empty) => "ez a gödör üres".into(),
        (Lang::Hu, I::MustFeed) => {
            "az ellenfélnek nincs kavicsa, ezért olyan lépést kell tenned, amellyel kavicshoz jut"
                .into()
        }
        (Lang::Hu, I::ForbiddenGrandSlam) => {
            "az ellenfél összes kavicsát elvinné, ezt pedig ez a változat nem engedi".into()
        }
        (Lang::Pl, I::GameOver) => "partia się skończyła".into(),
        (Lang::Pl, I::NoSuchPit) => "nie ma takiego dołka".into(),
        (Lang::Pl, I::NotYourPit) => {
            format!(
                "ten dołek należy do {}, a teraz gra {m}",
                pl_genitive(owner)
            )
        }
        (Lang::Pl, I::Empty) => "ten dołek jest pusty".into(),
        (Lang::Pl, I::MustFeed) => {
            "przeciwnik nie ma ziaren, więc musisz wykonać ruch, który mu je da".into()
        }
        (Lang::Pl, I::ForbiddenGrandSlam) => {
            "ten ruch zbiłby wszystkie ziarna przeciwnika, a te zasady na to nie pozwalają".into()
        }
    }
}

/// The engine's [`RulesError`] in the UI language.
pub fn rules_error(lang: Lang, e: &RulesError) -> String {
    use RulesError as R;
    let ids = Preset::ids();
    match (lang, e) {
        (Lang::En, e) => e.to_string(),
        (Lang::Es, R::UnknownPreset { id }) => {
            format!("«{id}» no es una variante conocida; usa una de estas: {ids}")
        }
        (Lang::Es, R::NotKeyValue { part }) => format!("«{part}» debe escribirse clave=valor"),
        (Lang::Es, R::UnknownKey { key }) => format!("no existe el ajuste «{key}»"),
        (Lang::Es, R::BadValue { key, value }) => {
            format!("«{value}» no es un valor válido para «{key}»")
        }
        (Lang::Es, R::Pits(n)) => format!("cada hilera tiene que tener de 3 a 10 hoyos, no {n}"),
        (Lang::Es, R::Seeds(n)) => {
            format!("al empezar, cada hoyo tiene que tener de 1 a 10 semillas, no {n}")
        }
        (Lang::Es, R::NoCaptures) => "elige al menos un número de semillas que permita capturar".into(),
        (Lang::Es, R::CaptureCount(k)) => format!(
            "con estos hoyos y semillas nunca se pueden capturar {k} semillas de un hoyo; elige cantidades entre 1 y el total de semillas"
        ),
        (Lang::Es, R::Target(t)) => format!(
            "la meta de {t} semillas no se puede alcanzar nunca; elige un número entre 1 y el total de semillas"
        ),
        (Lang::Hu, R::UnknownPreset { id }) => {
            format!("„{id}” nem ismert változat; ezek közül válassz: {ids}")
        }
        (Lang::Hu, R::NotKeyValue { part }) => {
            format!("„{part}” helyett kulcs=érték alakot írj")
        }
        (Lang::Hu, R::UnknownKey { key }) => format!("nincs „{key}” nevű beállítás"),
        (Lang::Hu, R::BadValue { key, value }) => {
            format!("„{value}” nem érvényes érték ennél a beállításnál: „{key}”")
        }
        (Lang::Hu, R::Pits(n)) => format!("egy sorban 3–10 gödör lehet, nem {n}"),
        (Lang::Hu, R::Seeds(n)) => format!("egy gödörben kezdetben 1–10 kavics lehet, nem {n}"),
        (Lang::Hu, R::NoCaptures) => {
            "adj meg legalább egy kavicsszámot, amelynél van ütés".into()
        }
        (Lang::Hu, R::CaptureCount(k)) => format!(
            "ennyi gödörrel és kaviccsal sosem lehet egy gödörből {k} kavicsot elfogni; 1 és az összes kavics száma közötti értékeket válassz"
        ),
        (Lang::Hu, R::Target(t)) => format!(
            "ennyi kavicsot ({t}) nem lehet összegyűjteni; 1 és az összes kavics száma közötti értéket válassz"
        ),
        (Lang::Pl, R::UnknownPreset { id }) => {
            format!("„{id}” to nieznany wariant; wybierz jeden z nich: {ids}")
        }
        (Lang::Pl, R::NotKeyValue { part }) => {
            format!("„{part}” należy zapisać jako klucz=wartość")
        }
        (Lang::Pl, R::UnknownKey { key }) => format!("nie ma ustawienia „{key}”"),
        (Lang::Pl, R::BadValue { key, value }) => {
            format!("„{value}” nie jest poprawną wartością ustawienia „{key}”")
        }
        (Lang::Pl, R::Pits(n)) => format!("rząd musi mieć od 3 do 10 dołków, a nie {n}"),
        (Lang::Pl, R::Seeds(n)) => {
            format!("w dołku na początku musi być od 1 do 10 ziaren, a nie {n}")
        }
        (Lang::Pl, R::NoCaptures) => "wybierz co najmniej jedną liczbę ziaren do zbicia".into(),
        (Lang::Pl, R::CaptureCount(k)) => format!(
            "przy tej liczbie dołków i ziaren nigdy nie da się zbić {k} ziaren z jednego dołka; wybierz liczby od 1 do liczby wszystkich ziaren"
        ),
        (Lang::Pl, R::Target(t)) => format!(
            "nie da się zebrać {t} ziaren; wybierz liczbę od 1 do liczby wszystkich ziaren"
        ),
    }
}

/// Polish `dołek` agreeing with `n`.
fn pl_pits(n: usize) -> String {
    format!("{n} {}", pl_plural(n as u32, "dołek", "dołki", "dołków"))
}

/// The engine's [`SetupError`] in the UI language.
pub fn setup_error(lang: Lang, e: &SetupError) -> String {
    use SetupError as S;
    match (lang, *e) {
        (Lang::En, e) => e.to_string(),
        (Lang::Es, S::OddPits { found }) => {
            format!("esta posición tiene {found} hoyos, y con ellos no se forman dos hileras")
        }
        (Lang::Es, S::PitsASide { found, expected }) => format!(
            "esta posición tiene {found} hoyos por hilera, pero la variante tiene {expected}"
        ),
        (Lang::Es, S::Seeds { found, expected }) => format!(
            "esta posición tiene {}, pero la variante se juega con {expected}",
            seeds(lang, found)
        ),
        (Lang::Es, S::BothTargets { stores, target }) => format!(
            "las dos rumas ({} y {}) llegan a la meta de {target} semillas, pero la partida termina en cuanto llega la primera",
            stores[0], stores[1]
        ),
        (Lang::Es, S::FeedTurn { to_move }) => format!(
            "{}+ marca el turno adicional tras una gran captura con la regla G5, que deja al rival sin semillas; aquí no corresponde",
            to_move.letter()
        ),
        (Lang::Hu, S::OddPits { found }) => {
            format!("ebben az állásban {found} gödör van, ebből nem lesz két egyforma sor")
        }
        (Lang::Hu, S::PitsASide { found, expected }) => format!(
            "ebben az állásban soronként {found} gödör van, a változatban viszont {expected}"
        ),
        (Lang::Hu, S::Seeds { found, expected }) => format!(
            "ebben az állásban {found} kavics van, a változat viszont {expected} kaviccsal játszik"
        ),
        (Lang::Hu, S::BothTargets { stores, target }) => format!(
            "mindkét gyűjtőben ({} és {}) legalább {target} kavics van, pedig a játszma már akkor véget ér, amikor az első eléri ezt",
            stores[0], stores[1]
        ),
        (Lang::Hu, S::FeedTurn { to_move }) => format!(
            "a {}+ jel a G5 szabály szerinti teljes leütés utáni plusz lépést jelöli, amely után az ellenfélnek nem marad kavicsa; itt nem állhat",
            to_move.letter()
        ),
        (Lang::Pl, S::OddPits { found }) => format!(
            "ta pozycja ma {}, a z takiej liczby nie da się ułożyć dwóch rzędów",
            pl_pits(found)
        ),
        (Lang::Pl, S::PitsASide { found, expected }) => format!(
            "ta pozycja ma {} w rzędzie, a wariant ma ich {expected}",
            pl_pits(found)
        ),
        (Lang::Pl, S::Seeds { found, expected }) => format!(
            "ta pozycja ma {}, a wariant przewiduje {}",
            seeds(lang, found),
            seeds(lang, expected as u32)
        ),
        (Lang::Pl, S::BothTargets { stores, target }) => format!(
            "oba magazyny ({} i {}) mają co najmniej {}, choć partia kończy się, gdy pierwszy osiągnie ten cel",
            stores[0],
            stores[1],
            seeds(lang, target as u32)
        ),
        (Lang::Pl, S::FeedTurn { to_move }) => format!(
            "{}+ oznacza dodatkowy ruch po wielkim zbiciu według reguły G5, po którym przeciwnik nie ma ziaren; tutaj nie pasuje",
            to_move.letter()
        ),
    }
}

/// Where a number of a position text stands: `pit C`, `North's store`.
fn seed_place(lang: Lang, place: SeedPlace) -> String {
    match (lang, place) {
        (Lang::En, SeedPlace::Pit(l)) => format!("pit {l}"),
        (Lang::En, SeedPlace::Store(p)) => format!("{}'s store", player(lang, p)),
        (Lang::Es, SeedPlace::Pit(l)) => format!("hoyo {l}"),
        (Lang::Es, SeedPlace::Store(p)) => format!("ruma de {}", player(lang, p)),
        (Lang::Hu, SeedPlace::Pit(l)) => format!("{l} gödör"),
        (Lang::Hu, SeedPlace::Store(p)) => format!("{} gyűjtője", player(lang, p)),
        (Lang::Pl, SeedPlace::Pit(l)) => format!("dołek {l}"),
        (Lang::Pl, SeedPlace::Store(p)) => format!("magazyn {}", pl_genitive(p)),
    }
}

/// What is wrong with a notation, in the UI language.
pub fn notation_kind(lang: Lang, kind: &K) -> String {
    let letters = |pits: u8| {
        let n = pits as usize;
        let l = |i| move_letter(n, i);
        (l(0), l(n - 1), l(n), l(2 * n - 1))
    };
    match (lang, kind) {
        (_, K::Rules(e)) => rules_error(lang, e),
        (_, K::Setup(e)) => setup_error(lang, e),
        (Lang::En, k) => k.to_string(),
        (_, K::Illegal { number, letter, reason }) => {
            // The letter's owner is known; the mover matters only for NotYourPit, where it is the other.
            let owner = if letter.is_ascii_uppercase() { Player::South } else { Player::North };
            let why = illegal_reason(lang, *reason, *letter, owner.opponent());
            match lang {
                Lang::Es => format!("la jugada {number} («{letter}») no se puede hacer: {why}"),
                Lang::Hu => format!("„{letter}” ({number}. lépés) nem játszható: {why}"),
                _ => format!("ruchu {number} („{letter}”) nie można wykonać: {why}"),
            }
        }
        (_, K::NotSeeds { found, place }) => {
            let place = seed_place(lang, *place);
            match lang {
                Lang::Es => format!("«{found}» ({place}) no es un número de semillas entre 0 y 200"),
                Lang::Hu => format!("„{found}” ({place}) nem 0 és 200 közötti kavicsszám"),
                _ => format!("„{found}” ({place}) nie jest liczbą ziaren od 0 do 200"),
            }
        }
        (Lang::Es, K::MoveNumber) => {
            "un número de jugada se escribe con punto, como 12. (las jugadas son letras)".into()
        }
        (Lang::Es, K::NotALetter { found, pits }) => {
            let (a, f, a2, f2) = letters(*pits);
            format!("«{found}» no es la letra de ningún hoyo; usa {a}-{f} para Sur y {a2}-{f2} para Norte")
        }
        (Lang::Es, K::TooFewParts { found }) => format!(
            "una posición necesita los hoyos, las dos rumas y quién juega (como 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S); hay {found} partes"
        ),
        (Lang::Es, K::NotAPlayer { found }) => {
            format!("la última parte tiene que ser S o N (quién juega), no «{found}»")
        }
        (Lang::Es, K::PitCount { found }) => format!(
            "un tablero tiene de 3 a 10 hoyos por hilera, es decir, de 6 a 20 números antes de las dos rumas; hay {found}"
        ),
        (Lang::Es, K::TooManySeeds { found }) => {
            format!("en un tablero caben como mucho 200 semillas; en este hay {found}")
        }
        (Lang::Es, K::TagBrackets) => "una etiqueta se escribe [Nombre \"valor\"]".into(),
        (Lang::Es, K::TagParts) => "una etiqueta necesita un nombre y un valor".into(),
        (Lang::Es, K::TagQuotes) => "el valor de una etiqueta va entre comillas dobles".into(),
        (Lang::Es, K::TagName { name }) => {
            format!("«{name}» no es un nombre de etiqueta (solo letras y cifras)")
        }
        (Lang::Es, K::ResultTag { found }) => {
            format!("el resultado «{found}» tiene que ser 1-0, 0-1, 1/2-1/2 o *")
        }
        (Lang::Hu, K::MoveNumber) => {
            "a lépés sorszáma után pont áll, például 12. (a lépések betűk)".into()
        }
        (Lang::Hu, K::NotALetter { found, pits }) => {
            let (a, f, a2, f2) = letters(*pits);
            format!("„{found}” nem gödör betűjele; Dél gödrei {a}–{f}, Észak gödrei {a2}–{f2}")
        }
        (Lang::Hu, K::TooFewParts { found }) => format!(
            "egy álláshoz kellenek a gödrök, a két gyűjtő és a soron következő játékos (például 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S); itt {found} rész van"
        ),
        (Lang::Hu, K::NotAPlayer { found }) => format!(
            "az utolsó rész S vagy N lehet (a soron következő játékos), nem „{found}”"
        ),
        (Lang::Hu, K::PitCount { found }) => format!(
            "egy sorban 3–10 gödör lehet, így a két gyűjtő előtt 6–20 számnak kell állnia; itt {found} van"
        ),
        (Lang::Hu, K::TooManySeeds { found }) => {
            format!("egy táblán legfeljebb 200 kavics lehet; ezen {found} van")
        }
        (Lang::Hu, K::TagBrackets) => "egy címke alakja: [Név \"érték\"]".into(),
        (Lang::Hu, K::TagParts) => "egy címkéhez név és érték is kell".into(),
        (Lang::Hu, K::TagQuotes) => "a címke értékét idézőjelek közé kell tenni".into(),
        (Lang::Hu, K::TagName { name }) => {
            format!("„{name}” nem címkenév (csak betűk és számjegyek lehetnek benne)")
        }
        (Lang::Hu, K::ResultTag { found }) => {
            format!("„{found}” nem eredmény; 1-0, 0-1, 1/2-1/2 vagy * lehet")
        }
        (Lang::Pl, K::MoveNumber) => {
            "numer ruchu zapisuje się z kropką, np. 12. (ruchy to litery)".into()
        }
        (Lang::Pl, K::NotALetter { found, pits }) => {
            let (a, f, a2, f2) = letters(*pits);
            format!("„{found}” nie jest literą dołka; użyj {a}-{f} dla Południa i {a2}-{f2} dla Północy")
        }
        (Lang::Pl, K::TooFewParts { found }) => format!(
            "pozycja to dołki, dwa magazyny i gracz, który ma ruch (np. 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S); liczba części: {found}"
        ),
        (Lang::Pl, K::NotAPlayer { found }) => format!(
            "ostatnia część musi być S albo N (gracz, który ma ruch), a nie „{found}”"
        ),
        (Lang::Pl, K::PitCount { found }) => format!(
            "rząd ma od 3 do 10 dołków, więc przed dwoma magazynami musi stać od 6 do 20 liczb; tu jest ich {found}"
        ),
        (Lang::Pl, K::TooManySeeds { found }) => {
            format!("na planszy może być najwyżej 200 ziaren; na tej jest {found}")
        }
        (Lang::Pl, K::TagBrackets) => "znacznik zapisuje się jako [Nazwa \"wartość\"]".into(),
        (Lang::Pl, K::TagParts) => "znacznik musi mieć nazwę i wartość".into(),
        (Lang::Pl, K::TagQuotes) => "wartość znacznika zapisuje się w cudzysłowie".into(),
        (Lang::Pl, K::TagName { name }) => {
            format!("„{name}” nie jest nazwą znacznika (tylko litery i cyfry)")
        }
        (Lang::Pl, K::ResultTag { found }) => {
            format!("wynik „{found}” powinien mieć postać 1-0, 0-1, 1/2-1/2 albo *")
        }
    }
}

/// A [`NotationError`] with its place, in the UI language: `line 2, column 5: ...`, `at character 3: ...`.
pub fn notation_error(lang: Lang, e: &NotationError) -> String {
    let (line, col, why) = (e.line, e.column, notation_kind(lang, &e.kind));
    match (lang, e.line > 1) {
        (Lang::En, _) => e.to_string(),
        (Lang::Es, true) => format!("línea {line}, columna {col}: {why}"),
        (Lang::Es, false) => format!("en el carácter {col}: {why}"),
        (Lang::Hu, true) => format!("{line}. sor, {col}. oszlop: {why}"),
        (Lang::Hu, false) => format!("{col}. karakter: {why}"),
        (Lang::Pl, true) => format!("wiersz {line}, kolumna {col}: {why}"),
        (Lang::Pl, false) => format!("znak {col}: {why}"),
    }
}

/// Why the computer could not answer, in the UI language (filled into `ai_error`).
pub fn request_error(lang: Lang, e: &RequestError) -> String {
    use RequestError as Q;
    let (what, why) = match e {
        Q::NotARequest => {
            return match lang {
                Lang::En => "the request could not be read",
                Lang::Es => "no se pudo leer la petición",
                Lang::Hu => "a kérést nem sikerült értelmezni",
                Lang::Pl => "nie udało się odczytać zapytania",
            }
            .into()
        }
        Q::Rules(e) => (0, rules_error(lang, e)),
        Q::Position(e) => (1, notation_error(lang, e)),
        Q::Setup(e) => (1, setup_error(lang, e)),
        Q::Moves(e) => (2, notation_error(lang, e)),
    };
    let label = match lang {
        Lang::En => ["rules", "position", "moves"],
        Lang::Es => ["reglas", "posición", "jugadas"],
        Lang::Hu => ["szabályok", "állás", "lépések"],
        Lang::Pl => ["zasady", "pozycja", "ruchy"],
    }[what];
    format!("{label}: {why}")
}

/// What the page says when the computer's worker fails (or cannot start) and the computer goes on inside the
/// page; the worker's own message, if any, goes to the console.
pub fn worker_failure(lang: Lang, f: WorkerFailure) -> &'static str {
    use WorkerFailure as F;
    match (lang, f) {
        (_, F::CannotStart) => lang.t().no_worker,
        (Lang::En, F::Stopped) => "The computer's helper program stopped working, so the computer now thinks inside the page (the page may pause for a moment while it thinks).",
        (Lang::En, F::Garbled) => "The computer's helper program gave an answer that could not be read, so the computer now thinks inside the page (the page may pause for a moment while it thinks).",
        (Lang::En, F::Silent) => "The computer's helper program did not answer in time, so the computer now thinks inside the page (the page may pause for a moment while it thinks).",
        (Lang::Es, F::Stopped) => "El programa auxiliar del ordenador dejó de funcionar; ahora el ordenador piensa dentro de la página, que puede quedarse parada un momento mientras piensa.",
        (Lang::Es, F::Garbled) => "El programa auxiliar del ordenador dio una respuesta ilegible; ahora el ordenador piensa dentro de la página, que puede quedarse parada un momento mientras piensa.",
        (Lang::Es, F::Silent) => "El programa auxiliar del ordenador no respondió a tiempo; ahora el ordenador piensa dentro de la página, que puede quedarse parada un momento mientras piensa.",
        (Lang::Hu, F::Stopped) => "A gép háttérben futó segédprogramja leállt, ezért a gép mostantól az oldalon belül gondolkodik (gondolkodás közben az oldal egy-egy pillanatra megakadhat).",
        (Lang::Hu, F::Garbled) => "A gép háttérben futó segédprogramja olvashatatlan választ adott, ezért a gép mostantól az oldalon belül gondolkodik (gondolkodás közben az oldal egy-egy pillanatra megakadhat).",
        (Lang::Hu, F::Silent) => "A gép háttérben futó segédprogramja nem válaszolt időben, ezért a gép mostantól az oldalon belül gondolkodik (gondolkodás közben az oldal egy-egy pillanatra megakadhat).",
        (Lang::Pl, F::Stopped) => "Moduł pomocniczy komputera przestał działać, więc komputer myśli teraz wewnątrz strony (strona może się na chwilę zatrzymać).",
        (Lang::Pl, F::Garbled) => "Moduł pomocniczy komputera podał odpowiedź, której nie da się odczytać, więc komputer myśli teraz wewnątrz strony (strona może się na chwilę zatrzymać).",
        (Lang::Pl, F::Silent) => "Moduł pomocniczy komputera nie odpowiedział na czas, więc komputer myśli teraz wewnątrz strony (strona może się na chwilę zatrzymać).",
    }
}

/// A notice about a URL parameter that was not used.
pub fn notice(lang: Lang, n: &Notice) -> String {
    let levels = crate::ai::LEVELS;
    let why = match (&n.problem, lang) {
        (Problem::Rules(e), _) => rules_error(lang, e),
        (Problem::Moves(e), _) | (Problem::Position(e), _) => notation_error(lang, e),
        (Problem::Setup(e), _) => setup_error(lang, e),
        (Problem::Language, Lang::En) => "the languages are en, es, hu and pl".into(),
        (Problem::Language, Lang::Es) => "los idiomas son en, es, hu y pl".into(),
        (Problem::Language, Lang::Hu) => "csak en, es, hu és pl választható".into(),
        (Problem::Language, Lang::Pl) => "dostępne języki to en, es, hu i pl".into(),
        (Problem::Seat, Lang::En) => format!("use human or ai-1 … ai-{levels}"),
        (Problem::Seat, Lang::Es) => format!("usa human o ai-1 … ai-{levels}"),
        (Problem::Seat, Lang::Hu) => format!("human vagy ai-1 … ai-{levels} lehet"),
        (Problem::Seat, Lang::Pl) => format!("użyj human albo ai-1 … ai-{levels}"),
        (Problem::Flag, Lang::En) => "use 0 or 1".into(),
        (Problem::Flag, Lang::Es) => "usa 0 o 1".into(),
        (Problem::Flag, Lang::Hu) => "0 vagy 1 lehet".into(),
        (Problem::Flag, Lang::Pl) => "użyj 0 albo 1".into(),
        (Problem::Puzzle, Lang::En) => {
            "no puzzle has this name; the Puzzles list shows them all".into()
        }
        (Problem::Puzzle, Lang::Es) => {
            "ningún problema se llama así; la lista de problemas los muestra todos".into()
        }
        (Problem::Puzzle, Lang::Hu) => {
            "nincs ilyen nevű feladvány; a Feladványok listája mindet mutatja".into()
        }
        (Problem::Puzzle, Lang::Pl) => {
            "nie ma zadania o tej nazwie; lista zadań pokazuje wszystkie".into()
        }
        (Problem::Choice(values), _) => {
            let values: Vec<String> = values.iter().map(|v| v.to_string()).collect();
            let list = join_list(lang, &values, true);
            match lang {
                Lang::En => format!("use {list}"),
                Lang::Es => format!("usa {list}"),
                Lang::Hu => format!("{list} lehet"),
                Lang::Pl => format!("użyj {list}"),
            }
        }
    };
    let (param, value) = (n.param, &n.value);
    let kept = matches!(n.problem, Problem::Moves(_));
    match lang {
        Lang::En if kept => {
            format!("The link's moves “{value}” were played only up to the problem: {why}.")
        }
        Lang::En => format!("The link's setting {param}=“{value}” was not used: {why}."),
        Lang::Es if kept => {
            format!("Las jugadas del enlace «{value}» se jugaron solo hasta el problema: {why}.")
        }
        Lang::Es => format!("No se usó el ajuste del enlace {param}=«{value}»: {why}."),
        Lang::Hu if kept => {
            format!("A hivatkozás lépései („{value}”) csak a hibáig futottak le: {why}.")
        }
        Lang::Hu => format!("A hivatkozás {param}=„{value}” beállítását nem használtuk: {why}."),
        Lang::Pl if kept => {
            format!("Ruchy z linku „{value}” wykonano tylko do miejsca błędu: {why}.")
        }
        Lang::Pl => format!("Nie użyto ustawienia z linku {param}=„{value}”: {why}."),
    }
}

#[cfg(test)]
#[path = "error_text_tests.rs"]
mod tests;
