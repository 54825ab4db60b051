//! The words of the embed dialog, the print view and the printed sheets, in English, Spanish, Hungarian and
//! Polish (the rest of the page's words are in [`super::i18n`], which these reuse for players, seeds,
//! variants and rules texts). Pure Rust: the tests check that every language says everything.

use super::i18n::{player, Lang};
use crate::rules::Player;

/// The fixed strings of the print and embed features in one language. `{0}`-style slots are filled with
/// [`super::i18n::fill`].
#[derive(Debug)]
pub struct Words {
    /// The side panel's card heading.
    pub card_heading: &'static str,
    /// The button that prints the empty board.
    pub print_board: &'static str,
    /// Its tooltip.
    pub print_board_title: &'static str,
    /// The button that prints the current position.
    pub print_position: &'static str,
    /// Its tooltip.
    pub print_position_title: &'static str,
    /// The button that opens the embed dialog.
    pub embed: &'static str,
    /// Its tooltip.
    pub embed_title: &'static str,
    /// The embed dialog's heading.
    pub embed_heading: &'static str,
    /// The embed dialog's first paragraph.
    pub embed_intro: &'static str,
    /// The option: show the bar's buttons in the embedded board.
    pub embed_controls: &'static str,
    /// The option: start the embedded board from the position now on the board.
    pub embed_position: &'static str,
    /// The label of the iframe code.
    pub iframe_label: &'static str,
    /// The label of the script code.
    pub script_label: &'static str,
    /// A copy button.
    pub copy: &'static str,
    /// The link from an embedded board to the full game.
    pub open_full: &'static str,
    /// The iframe's accessible title; `{0}` the variant.
    pub frame_title: &'static str,
    /// The print preview's print button.
    pub print_now: &'static str,
    /// The print preview's link back to the game.
    pub back: &'static str,
    /// The print preview's advice; `{0}` the pit diameter in cm.
    pub preview_note: &'static str,
    /// `{0}` this sheet, `{1}` the number of sheets.
    pub sheet_of: &'static str,
    /// Written at a cut line.
    pub cut: &'static str,
    /// Written on a glue strip; `{0}` the sheet glued onto it.
    pub glue: &'static str,
    /// How to put the sheets together; `{0}` the sheet to cut, `{1}` the sheet it is glued onto.
    pub assemble: &'static str,
    /// Which way the seeds go.
    pub sowing: &'static str,
    /// The rules page's heading; `{0}` the variant.
    pub rules_heading: &'static str,
    /// How to set up the printed board; `{0}` the seeds a pit (`4 seeds`).
    pub setup: &'static str,
    /// The worksheet's heading; `{0}` the variant.
    pub position_heading: &'static str,
    /// The worksheet's question.
    pub question: &'static str,
    /// `{0}` the game's address.
    pub play_online: &'static str,
    /// `{0}` the position text.
    pub position_text: &'static str,
    /// `{0}` the game string.
    pub moves_so_far: &'static str,
    /// The accessible name of the printed board.
    pub printed_board: &'static str,
}

/// English.
pub static EN: Words = Words {
    card_heading: "Print and embed",
    print_board: "Print board",
    print_board_title: "The empty board at real size, to play with beans or pebbles, and the rules",
    print_position: "Print this position",
    print_position_title: "The board as it is now with the seed counts, for a worksheet",
    embed: "Embed…",
    embed_title: "Put this board on a school or blog page",
    embed_heading: "Embed this board in a web page",
    embed_intro: "Paste this code into your web page or blog. The board opens with the variant, language and players chosen here.",
    embed_controls: "Show the buttons under the board (undo, new game…)",
    embed_position: "Start from the position on the board now (a puzzle)",
    iframe_label: "HTML code",
    script_label: "Or with a script that fits the board's height to the page",
    copy: "Copy",
    open_full: "Open the full game",
    frame_title: "Wari board: {0}",
    print_now: "Print",
    back: "Back to the game",
    preview_note: "Print on A4 or Letter paper, landscape, at 100 % (not “fit to page”), so that the pits measure {0} cm.",
    sheet_of: "Sheet {0} of {1}",
    cut: "cut",
    glue: "glue sheet {0} here",
    assemble: "Cut sheet {0} along the dashed line and glue it onto the grey strip of sheet {1}, matching the marks.",
    sowing: "Seeds are sown counter-clockwise",
    rules_heading: "Rules: {0}",
    setup: "To start, put {0} in each pit. Each player sits at the side marked with their name; the store at your right is yours.",
    position_heading: "{0}: a position",
    question: "Which move would you play, and why?",
    play_online: "Play online: {0}",
    position_text: "Position: {0}",
    moves_so_far: "Moves so far: {0}",
    printed_board: "The board to print",
};

/// Spanish.
pub static ES: Words = Words {
    card_heading: "Imprimir e insertar",
    print_board: "Imprimir tablero",
    print_board_title: "El tablero vacío a tamaño real, para jugar con semillas o piedritas, y las reglas",
    print_position: "Imprimir esta posición",
    print_position_title: "El tablero tal como está, con el número de semillas, para una ficha de trabajo",
    embed: "Insertar…",
    embed_title: "Poner este tablero en la página de la escuela o en un blog",
    embed_heading: "Insertar este tablero en una página web",
    embed_intro: "Pega este código en tu página web o blog. El tablero se abre con la variante, el idioma y los jugadores elegidos aquí.",
    embed_controls: "Mostrar los botones bajo el tablero (deshacer, nueva partida…)",
    embed_position: "Empezar desde la posición que hay ahora en el tablero (un problema)",
    iframe_label: "Código HTML",
    script_label: "O bien con un script que ajusta la altura del tablero a la página",
    copy: "Copiar",
    open_full: "Abrir el juego completo",
    frame_title: "Tablero de Wari: {0}",
    print_now: "Imprimir",
    back: "Volver al juego",
    preview_note: "Imprime en papel A4 o Carta, en horizontal, al 100 % (sin «ajustar a la página»), para que los hoyos midan {0} cm.",
    sheet_of: "Hoja {0} de {1}",
    cut: "cortar",
    glue: "pegar aquí la hoja {0}",
    assemble: "Recorta la hoja {0} por la línea discontinua y pégala sobre la franja gris de la hoja {1}, haciendo coincidir las marcas.",
    sowing: "Se siembra en sentido contrario a las agujas del reloj",
    rules_heading: "Reglas: {0}",
    setup: "Para empezar, pon {0} en cada hoyo. Cada jugador se sienta en el lado que lleva su nombre; la ruma de tu derecha es la tuya.",
    position_heading: "{0}: una posición",
    question: "¿Qué jugada harías y por qué?",
    play_online: "Juega en línea: {0}",
    position_text: "Posición: {0}",
    moves_so_far: "Jugadas hasta aquí: {0}",
    printed_board: "El tablero para imprimir",
};

/// Hungarian.
pub static HU: Words = Words {
    card_heading: "Nyomtatás és beágyazás",
    print_board: "Tábla nyomtatása",
    print_board_title: "Az üres tábla valódi méretben, babszemekkel vagy kavicsokkal való játékhoz, és a szabályok",
    print_position: "Az állás nyomtatása",
    print_position_title: "A tábla mostani állása a kavicsok számával, feladatlapnak",
    embed: "Beágyazás…",
    embed_title: "A tábla elhelyezése iskolai honlapon vagy blogon",
    embed_heading: "A tábla beágyazása weboldalba",
    embed_intro: "Másold be ezt a kódot a weboldaladba vagy a blogodba. A tábla az itt választott változattal, nyelvvel és játékosokkal nyílik meg.",
    embed_controls: "Gombok a tábla alatt (visszavonás, új játszma…)",
    embed_position: "Kezdés a tábla mostani állásából (feladvány)",
    iframe_label: "HTML-kód",
    script_label: "Vagy egy szkripttel, amely a tábla magasságát az oldalhoz igazítja",
    copy: "Másolás",
    open_full: "A teljes játék megnyitása",
    frame_title: "Wari-tábla: {0}",
    print_now: "Nyomtatás",
    back: "Vissza a játékhoz",
    preview_note: "Nyomtasd A4-es vagy Letter méretű papírra, fekvő tájolással, 100%-os méretben (ne „oldalhoz igazítva”), hogy a gödrök {0} cm-esek legyenek.",
    sheet_of: "{0}. lap (összesen {1})",
    cut: "vágás",
    glue: "ragasztási sáv ({0}. lap)",
    assemble: "{0}. lap: vágd le a szaggatott vonal mentén, és ragaszd rá a szürke ragasztási sávra ({1}. lap) úgy, hogy a jelek fedjék egymást.",
    sowing: "A szórás az óramutató járásával ellentétes irányú",
    rules_heading: "Szabályok: {0}",
    setup: "Kezdéskor minden gödörbe {0} kerül. Mindkét játékos a nevével jelölt oldalon ül; a tőled jobbra eső gyűjtő a tiéd.",
    position_heading: "{0}: egy állás",
    question: "Melyik lépést választanád, és miért?",
    play_online: "Játssz online: {0}",
    position_text: "Állás: {0}",
    moves_so_far: "Eddigi lépések: {0}",
    printed_board: "A nyomtatandó tábla",
};

/// Polish.
pub static PL: Words = Words {
    card_heading: "Druk i osadzanie",
    print_board: "Drukuj planszę",
    print_board_title: "Pusta plansza w naturalnej wielkości do gry fasolą lub kamykami, oraz zasady",
    print_position: "Drukuj tę pozycję",
    print_position_title: "Plansza w obecnym stanie z liczbą ziaren, jako karta pracy",
    embed: "Osadź…",
    embed_title: "Umieść tę planszę na stronie szkoły lub na blogu",
    embed_heading: "Osadź tę planszę na stronie internetowej",
    embed_intro: "Wklej ten kod na swoją stronę lub blog. Plansza otworzy się z odmianą, językiem i graczami wybranymi tutaj.",
    embed_controls: "Pokaż przyciski pod planszą (cofnij, nowa partia…)",
    embed_position: "Zacznij od pozycji, która jest teraz na planszy (zadanie)",
    iframe_label: "Kod HTML",
    script_label: "Albo ze skryptem, który dopasowuje wysokość planszy do strony",
    copy: "Kopiuj",
    open_full: "Otwórz pełną grę",
    frame_title: "Plansza Wari: {0}",
    print_now: "Drukuj",
    back: "Wróć do gry",
    preview_note: "Drukuj na papierze A4 lub Letter, poziomo, w skali 100% (bez „dopasuj do strony”), aby dołki miały {0} cm.",
    sheet_of: "Arkusz {0} z {1}",
    cut: "tnij",
    glue: "tu przyklej arkusz {0}",
    assemble: "Przytnij arkusz {0} wzdłuż przerywanej linii i przyklej go na szary pasek arkusza {1}, tak by znaczniki się pokryły.",
    sowing: "Ziarna sieje się przeciwnie do ruchu wskazówek zegara",
    rules_heading: "Zasady: {0}",
    setup: "Na początek włóż {0} do każdego dołka. Każdy gracz siedzi po stronie oznaczonej swoją nazwą; magazyn po twojej prawej jest twój.",
    position_heading: "{0}: pozycja",
    question: "Jaki ruch wybierasz i dlaczego?",
    play_online: "Graj online: {0}",
    position_text: "Pozycja: {0}",
    moves_so_far: "Dotychczasowe ruchy: {0}",
    printed_board: "Plansza do wydruku",
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

/// The name of a player's store, written in it on the printed board: `South's store`, `Ruma de Sur`,
/// `Dél gyűjtője`, `Magazyn Południa`.
pub fn store_name(lang: Lang, p: Player) -> String {
    let who = player(lang, p);
    match lang {
        Lang::En => format!("{who}'s store"),
        Lang::Es => format!("Ruma de {who}"),
        Lang::Hu => format!("{who} gyűjtője"),
        Lang::Pl => match p {
            Player::South => "Magazyn Południa".to_string(),
            Player::North => "Magazyn Północy".to_string(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(w: &Words) -> Vec<&'static str> {
        vec![
            w.card_heading,
            w.print_board,
            w.print_board_title,
            w.print_position,
            w.print_position_title,
            w.embed,
            w.embed_title,
            w.embed_heading,
            w.embed_intro,
            w.embed_controls,
            w.embed_position,
            w.iframe_label,
            w.script_label,
            w.copy,
            w.open_full,
            w.frame_title,
            w.print_now,
            w.back,
            w.preview_note,
            w.sheet_of,
            w.cut,
            w.glue,
            w.assemble,
            w.sowing,
            w.rules_heading,
            w.setup,
            w.position_heading,
            w.question,
            w.play_online,
            w.position_text,
            w.moves_so_far,
            w.printed_board,
        ]
    }

    fn slots(s: &str) -> Vec<usize> {
        (0..4).filter(|i| s.contains(&format!("{{{i}}}"))).collect()
    }

    #[test]
    fn every_language_says_everything_with_the_same_slots() {
        let en = all(&EN);
        for lang in Lang::ALL {
            let other = all(words(lang));
            assert_eq!(other.len(), en.len());
            for (e, o) in en.iter().zip(&other) {
                assert!(!o.trim().is_empty(), "{lang:?}: empty string for {e:?}");
                assert_eq!(slots(e), slots(o), "{lang:?}: {e:?} vs {o:?}");
                assert!(!o.contains('<'), "{lang:?}: markup in {o:?}");
            }
            if lang != Lang::En {
                // Translated, not copied (the short cut label aside, every string differs from English).
                let same = en.iter().zip(&other).filter(|(e, o)| e == o).count();
                assert_eq!(same, 0, "{lang:?} has untranslated strings");
            }
        }
    }

    #[test]
    fn stores_are_named_after_their_owner() {
        assert_eq!(store_name(Lang::En, Player::North), "North's store");
        assert_eq!(store_name(Lang::Es, Player::South), "Ruma de Sur");
        assert_eq!(store_name(Lang::Hu, Player::North), "Észak gyűjtője");
        assert_eq!(store_name(Lang::Pl, Player::South), "Magazyn Południa");
    }
}
