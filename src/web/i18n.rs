//! Every word the page shows, in English, Spanish, Hungarian and Polish: the UI strings ([`Strings`]), and the
//! sentences built from the engine's values (moves, results, the rules of a variant). The engine's errors and
//! the link notices are rendered in `error_text.rs`. Pure Rust: the tests check that every
//! language says everything.
//!
//! Vocabulary follows the sources: Spanish "hoyo" and "ruma" (granero) as the classroom page, Hungarian
//! "gödör", "gyűjtő" and "kavics" as the teacher's rules, Polish "dołek", "magazyn" and "ziarno".

use crate::rules::{
    move_letter, Chain, CycleRule, Ending, Feeding, GrandSlam, MatchFormat, MoveReport, Outcome,
    Player, Preset, Rules,
};

/// A UI language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    En,
    /// Spanish.
    Es,
    /// Hungarian.
    Hu,
    /// Polish.
    Pl,
}

impl Lang {
    /// All languages, in the order of the language menu.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Es, Lang::Hu, Lang::Pl];

    /// The code used in `lang=` and the `lang` attribute.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Hu => "hu",
            Lang::Pl => "pl",
        }
    }

    /// The language of a code such as `es-ES`, if supported.
    pub fn from_code(code: &str) -> Option<Lang> {
        let code = crate::params::language(code)?;
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The first supported language of the browser's list (`navigator.languages`), English otherwise.
    pub fn detect<'a>(codes: impl IntoIterator<Item = &'a str>) -> Lang {
        codes
            .into_iter()
            .find_map(Lang::from_code)
            .unwrap_or(Lang::En)
    }

    /// The language's own name, for the menu.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::Hu => "Magyar",
            Lang::Pl => "Polski",
        }
    }

    /// The first-visit variant: the classroom rules of the language's source when one fits (RULES.md).
    pub fn default_preset(self) -> Preset {
        match self {
            Lang::Es => Preset::Numeros,
            Lang::Hu => Preset::HuWari,
            _ => Preset::Abapa,
        }
    }

    /// The fixed strings.
    pub fn t(self) -> &'static Strings {
        match self {
            Lang::En => &EN,
            Lang::Es => &ES,
            Lang::Hu => &HU,
            Lang::Pl => &PL,
        }
    }
}

/// Replaces `{0}`, `{1}`, ... in `template` by `args`.
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = template.to_string();
    for (i, a) in args.iter().enumerate() {
        out = out.replace(&format!("{{{i}}}"), a);
    }
    out
}

/// The fixed UI strings of one language. `{0}`-style slots are filled with [`fill`].
#[derive(Debug)]
pub struct Strings {
    /// The document title.
    pub page_title: &'static str,
    /// The line under the heading.
    pub tagline: &'static str,
    /// Label of the language menu.
    pub language: &'static str,
    /// The "How to play" button and dialog title.
    pub how_to_play: &'static str,
    /// Close a dialog.
    pub close: &'static str,
    /// Accessible name of the board.
    pub board_label: &'static str,
    /// Mode button: one human against the computer.
    pub vs_computer: &'static str,
    /// Mode button: two people on one device.
    pub two_players: &'static str,
    /// Accessible name of the mode buttons' group.
    pub mode_label: &'static str,
    /// New game button.
    pub new_game: &'static str,
    /// Its tooltip.
    pub new_game_title: &'static str,
    /// Next game of a match.
    pub next_game: &'static str,
    /// Undo button.
    pub undo: &'static str,
    /// Redo button.
    pub redo: &'static str,
    /// Hint button.
    pub hint: &'static str,
    /// Flip button.
    pub flip: &'static str,
    /// End by agreement button.
    pub end_agreement: &'static str,
    /// Its tooltip.
    pub end_agreement_title: &'static str,
    /// Let the computer play on from an earlier position.
    pub play_on: &'static str,
    /// Players section heading.
    pub players: &'static str,
    /// A human seat.
    pub human: &'static str,
    /// A computer seat, `{0}` the level, `{1}` its name.
    pub computer_level: &'static str,
    /// Names of the computer levels, weakest first.
    pub level_names: [&'static str; 6],
    /// Rules section heading.
    pub rules_heading: &'static str,
    /// Variant menu label.
    pub variant: &'static str,
    /// The menu entry shown when the rules are custom.
    pub custom_option: &'static str,
    /// Custom rules heading.
    pub custom: &'static str,
    /// Custom rules introduction.
    pub custom_intro: &'static str,
    /// Field: pits a side.
    pub f_pits: &'static str,
    /// Field: seeds a pit.
    pub f_seeds: &'static str,
    /// Field: capturing counts.
    pub f_captures: &'static str,
    /// Field: chain.
    pub f_chain: &'static str,
    /// Chain backwards.
    pub chain_back: &'static str,
    /// Chain both ways.
    pub chain_both: &'static str,
    /// Field: grand slam.
    pub f_slam: &'static str,
    /// The five grand slam rules G1..G5, short.
    pub slam_names: [&'static str; 5],
    /// Field: feeding.
    pub f_feed: &'static str,
    /// F1, short.
    pub feed_must: &'static str,
    /// F2, short.
    pub feed_none: &'static str,
    /// Field: target.
    pub f_target: &'static str,
    /// Field: cycle rule.
    pub f_cycle: &'static str,
    /// The three cycle rules, short (side-owner, last-capturer, not-counted).
    pub cycle_names: [&'static str; 3],
    /// Field: starter.
    pub f_start: &'static str,
    /// Apply the custom rules.
    pub apply_custom: &'static str,
    /// Custom rules refused, `{0}` the reason.
    pub custom_error: &'static str,
    /// The origin groups of the presets: international, Hungary, Poland, Spain, Antigua, three and four rows.
    pub groups: [&'static str; 6],
    /// Match section heading.
    pub match_heading: &'static str,
    /// Match formats: single, 7 games, first to 6.
    pub match_names: [&'static str; 3],
    /// Moves section heading.
    pub moves_heading: &'static str,
    /// Empty move list.
    pub no_moves: &'static str,
    /// Accessible name of the move list.
    pub move_list_label: &'static str,
    /// Copy the game string.
    pub copy_moves: &'static str,
    /// Copy a link to this game.
    pub copy_link: &'static str,
    /// After copying.
    pub copied: &'static str,
    /// When the clipboard is not available.
    pub copy_manual: &'static str,
    /// Label of the text box with the game string or link.
    pub share_label: &'static str,
    /// Settings heading.
    pub settings: &'static str,
    /// Animation speed label.
    pub animation: &'static str,
    /// Speeds: off, fast, normal, slow.
    pub speed_names: [&'static str; 4],
    /// When the system asks for reduced motion.
    pub reduced_motion: &'static str,
    /// Dismiss a notice.
    pub dismiss: &'static str,
    /// A saved game that could not be read.
    pub saved_ignored: &'static str,
    /// No Web Worker: the computer thinks in the page.
    pub no_worker: &'static str,
    /// `{0}` (a player) is thinking.
    pub thinking: &'static str,
    /// The computer builds its tables, `{0}` percent.
    pub preparing: &'static str,
    /// The only human is to move.
    pub your_move: &'static str,
    /// `{0}` to move.
    pub to_move: &'static str,
    /// Looking at move `{0}` of `{1}`.
    pub viewing: &'static str,
    /// The hint is being computed.
    pub hint_thinking: &'static str,
    /// `{0}` the pit letter, `{1}` the evaluation.
    pub hint_result: &'static str,
    /// Evaluations, from the view of the player to move: won, clearly ahead, slightly ahead, even, slightly
    /// behind, clearly behind, lost.
    pub evals: [&'static str; 7],
    /// A new game started, `{0}` the variant.
    pub game_started: &'static str,
    /// The error box title.
    pub error_title: &'static str,
    /// The error box text.
    pub error_text: &'static str,
    /// How to play, one paragraph per entry.
    pub help: [&'static str; 7],
    /// Heading of the variant's rules.
    pub rules_of: &'static str,
    /// The move list's button for the start position.
    pub start_position: &'static str,
    /// A click while the computer is to move.
    pub computer_turn: &'static str,
    /// Accessible name of a move in the list: `{0}` its number, `{1}` the letter.
    pub move_label: &'static str,
    /// The computer failed, `{0}` the reason.
    pub ai_error: &'static str,
    /// A new version of the game has been downloaded for offline play (www/offline.js shows it).
    pub update_ready: &'static str,
    /// The button that switches to the new version at once (the page reloads; the game is kept).
    pub update_now: &'static str,
}

/// English.
pub static EN: Strings = Strings {
    page_title: "Wari — play Oware in your browser",
    tagline: "The sowing game of West Africa and the Caribbean",
    language: "Language",
    how_to_play: "How to play",
    close: "Close",
    board_label: "Wari board",
    vs_computer: "Play the computer",
    two_players: "Two players",
    mode_label: "Who plays",
    new_game: "New game",
    new_game_title: "Start again from the beginning (a new match too)",
    next_game: "Next game",
    undo: "Undo",
    redo: "Redo",
    hint: "Hint",
    flip: "Flip board",
    end_agreement: "End by agreement",
    end_agreement_title: "The seeds keep going round with no captures: end the game and share out the seeds left, as the rules say",
    play_on: "Play on from here",
    players: "Players",
    human: "Human",
    computer_level: "Computer, level {0} ({1})",
    level_names: ["beginner", "easy", "medium", "club", "strong", "strongest"],
    rules_heading: "Rules",
    variant: "Variant",
    custom_option: "Custom rules",
    custom: "Custom rules",
    custom_intro: "Choose every setting yourself. If the rules cannot be played, you will be told why.",
    f_pits: "Pits a side (3–10)",
    f_seeds: "Seeds a pit (1–10)",
    f_captures: "Seed counts that capture (e.g. 2,3)",
    f_chain: "Capture chain",
    chain_back: "backwards",
    chain_both: "backwards and forwards",
    f_slam: "Grand slam (taking all the opponent's seeds)",
    slam_names: [
        "allowed, captures nothing",
        "forbidden",
        "captures all",
        "captures all only if it wins",
        "captures all, then must feed",
    ],
    f_feed: "Feeding",
    feed_must: "must feed an empty opponent",
    feed_none: "no duty to feed",
    f_target: "Seeds to win (empty: more than half)",
    f_cycle: "Seeds left after an endless cycle",
    cycle_names: ["to each side's owner", "to the last capturer", "not counted"],
    f_start: "Who starts",
    apply_custom: "Play with these rules",
    custom_error: "These rules cannot be played: {0}.",
    groups: ["International", "Hungary", "Poland", "Spain", "Antigua and Barbuda", "Three and four rows"],
    match_heading: "Match",
    match_names: [
        "Single game",
        "7 games, the loser starts",
        "First to win 6 games",
    ],
    moves_heading: "Moves",
    no_moves: "No moves yet.",
    move_list_label: "Moves of this game; choose one to see the board after it",
    copy_moves: "Copy moves",
    copy_link: "Copy link",
    copied: "Copied.",
    copy_manual: "Select the text in the box and copy it.",
    share_label: "Moves or link to share",
    settings: "Settings",
    animation: "Animation",
    speed_names: ["Off", "Fast", "Normal", "Slow"],
    reduced_motion: "Your device asks for less motion, so moves are shown at once.",
    dismiss: "Dismiss",
    saved_ignored: "Your saved game could not be restored (it was damaged or saved by an older version), so a new game has started.",
    no_worker: "The computer player runs inside the page here, so the page may pause for a moment while it thinks.",
    thinking: "{0} is thinking…",
    preparing: "The computer is getting ready… {0}%",
    your_move: "Your move: choose one of the ringed pits.",
    to_move: "{0} to move.",
    viewing: "You are looking at the board after move {0} of {1}. Redo goes forward; playing here replaces the moves after it.",
    hint_thinking: "Looking for a good move…",
    hint_result: "Hint: play {0}. {1}",
    evals: [
        "You can force a win.",
        "You are clearly ahead.",
        "You are slightly ahead.",
        "The game is about even.",
        "You are slightly behind.",
        "You are clearly behind.",
        "The computer sees a forced loss; this move holds out longest.",
    ],
    game_started: "New game: {0}.",
    error_title: "Something went wrong",
    error_text: "The game met an error it did not expect. Start a new game to play on; the message below helps us fix it.",
    help: [
        "Wari is played by two on a board with two rows of pits. Your pits are the row in front of you, and your store is the big pit on your right. The goal: capture more seeds than your opponent.",
        "On your turn, choose one of your pits (the ringed ones). Its seeds are sown one by one into the next pits, counter-clockwise, round both rows. Nothing is ever sown into a store.",
        "If your last seed lands in an opponent's pit and makes 2 or 3 seeds there, you capture them. Then look at the pit before it: if it is also your opponent's and has 2 or 3 seeds, capture those too, and so on backwards. (Some variants capture other counts, or forwards too: see the rules in the panel.)",
        "In most variants, if your opponent has no seeds left, you must play a move that gives them some.",
        "The game ends when a store has enough seeds to win, when the player to move cannot move, or when the same position comes round again.",
        "Keyboard: press Tab to reach the board, the arrow keys to choose a pit, and Enter or Space to sow. Undo takes back the last move.",
        "Choose a variant, the computer's level or two players in the panel. Your game is kept when you close the page.",
    ],
    rules_of: "The rules of this variant",
    start_position: "Start",
    computer_turn: "It is the computer's turn; wait for its move.",
    move_label: "Move {0}: {1}",
    ai_error: "The computer could not move: {0}",
    update_ready: "A new version of Wari is ready. It starts the next time you open the game.",
    update_now: "Use it now",
};

/// Spanish.
pub static ES: Strings = Strings {
    page_title: "Wari — juega al Oware en el navegador",
    tagline: "El juego de siembra de África occidental y del Caribe",
    language: "Idioma",
    how_to_play: "Cómo se juega",
    close: "Cerrar",
    board_label: "Tablero de Wari",
    vs_computer: "Jugar contra el ordenador",
    two_players: "Dos jugadores",
    mode_label: "Quién juega",
    new_game: "Nueva partida",
    new_game_title: "Volver a empezar desde el principio (también una serie nueva)",
    next_game: "Siguiente partida",
    undo: "Deshacer",
    redo: "Rehacer",
    hint: "Pista",
    flip: "Girar el tablero",
    end_agreement: "Terminar de mutuo acuerdo",
    end_agreement_title: "Las semillas dan vueltas sin que nadie capture: terminar la partida y repartir las que quedan según las reglas",
    play_on: "Seguir jugando desde aquí",
    players: "Jugadores",
    human: "Persona",
    computer_level: "Ordenador, nivel {0} ({1})",
    level_names: ["principiante", "fácil", "medio", "de club", "fuerte", "máximo"],
    rules_heading: "Reglas",
    variant: "Variante",
    custom_option: "Reglas a tu gusto",
    custom: "Reglas a tu gusto",
    custom_intro: "Elige tú cada regla. Si con ellas no se puede jugar, te diremos por qué.",
    f_pits: "Hoyos por hilera (3–10)",
    f_seeds: "Semillas por hoyo (1–10)",
    f_captures: "Cantidades que capturan (por ejemplo: 2,3)",
    f_chain: "Captura en cadena",
    chain_back: "hacia atrás",
    chain_both: "hacia atrás y hacia delante",
    f_slam: "Gran captura (llevarse todas las semillas del rival)",
    slam_names: [
        "se juega, pero no captura nada",
        "prohibida",
        "lo captura todo",
        "lo captura todo solo si gana",
        "lo captura todo y alimenta",
    ],
    f_feed: "Dar semillas al rival",
    feed_must: "obligatorio si se queda sin semillas",
    feed_none: "no es obligatorio",
    f_target: "Semillas para ganar (en blanco: más de la mitad)",
    f_cycle: "Semillas que quedan en un ciclo sin fin",
    cycle_names: ["cada uno, las de su lado", "para el último que capturó", "no cuentan"],
    f_start: "Quién empieza",
    apply_custom: "Jugar con estas reglas",
    custom_error: "Con estas reglas no se puede jugar: {0}.",
    groups: ["Internacional", "Hungría", "Polonia", "España", "Antigua y Barbuda", "Tres y cuatro hileras"],
    match_heading: "Serie",
    match_names: [
        "Una partida",
        "7 partidas, empieza el perdedor",
        "El primero en ganar 6 partidas",
    ],
    moves_heading: "Jugadas",
    no_moves: "Todavía no hay jugadas.",
    move_list_label: "Jugadas de esta partida; elige una para ver cómo quedó el tablero",
    copy_moves: "Copiar jugadas",
    copy_link: "Copiar enlace",
    copied: "Copiado.",
    copy_manual: "Selecciona el texto del cuadro y cópialo.",
    share_label: "Jugadas o enlace para compartir",
    settings: "Ajustes",
    animation: "Animación",
    speed_names: ["Sin animación", "Rápida", "Normal", "Lenta"],
    reduced_motion: "Tu dispositivo pide menos animaciones, así que las jugadas se muestran al instante.",
    dismiss: "Cerrar aviso",
    saved_ignored: "No se pudo recuperar la partida guardada (estaba dañada o era de una versión anterior), así que ha empezado una nueva.",
    no_worker: "En este navegador el ordenador piensa dentro de la página, así que la página puede quedarse parada un momento mientras piensa.",
    thinking: "{0} está pensando…",
    preparing: "El ordenador se está preparando… {0} %",
    your_move: "Te toca: elige uno de los hoyos rodeados con un círculo.",
    to_move: "Le toca a {0}.",
    viewing: "Estás viendo el tablero después de la jugada {0} de {1}. «Rehacer» avanza; si juegas desde aquí, tu jugada sustituye a las siguientes.",
    hint_thinking: "Buscando una buena jugada…",
    hint_result: "Pista: juega el hoyo {0}. {1}",
    evals: [
        "Si juegas bien, tienes la victoria asegurada.",
        "Vas claramente por delante.",
        "Vas un poco por delante.",
        "La partida está igualada.",
        "Vas un poco por detrás.",
        "Vas claramente por detrás.",
        "El ordenador ve la partida perdida; esta es la jugada que más resiste.",
    ],
    game_started: "Nueva partida: {0}.",
    error_title: "Algo ha fallado",
    error_text: "El juego ha encontrado un error inesperado. Empieza una nueva partida para seguir jugando; el mensaje de abajo nos ayudará a corregirlo.",
    help: [
        "El Wari se juega entre dos sobre un tablero con dos hileras de hoyos. Tus hoyos son los de la hilera que tienes delante, y tu ruma (o granero) es el hoyo grande de tu derecha. El objetivo: capturar más semillas que tu rival.",
        "En tu turno, elige uno de tus hoyos (los rodeados con un círculo). Sus semillas se siembran una a una en los hoyos siguientes, en sentido contrario a las agujas del reloj, por las dos hileras. En las rumas no se siembra nunca.",
        "Si tu última semilla cae en un hoyo del rival y allí quedan 2 o 3 semillas, las capturas. Luego mira el hoyo anterior: si también es del rival y tiene 2 o 3 semillas, las capturas también, y así sucesivamente. (Algunas variantes capturan otras cantidades o también hacia delante: mira las reglas en el panel.)",
        "En casi todas las variantes, si el rival se queda sin semillas, tienes que hacer una jugada que le dé alguna.",
        "La partida termina cuando una ruma tiene las semillas necesarias para ganar, cuando a quien le toca no puede jugar o cuando se repite una posición.",
        "Con el teclado: pulsa Tab hasta llegar al tablero, elige un hoyo con las flechas y siembra con Intro o con la barra espaciadora. «Deshacer» anula la última jugada.",
        "En el panel puedes elegir la variante, el nivel del ordenador o jugar dos personas. La partida se guarda aunque cierres la página.",
    ],
    rules_of: "Las reglas de esta variante",
    start_position: "Inicio",
    computer_turn: "Le toca al ordenador; espera a que juegue.",
    move_label: "Jugada {0}: {1}",
    ai_error: "El ordenador no ha podido jugar: {0}",
    update_ready: "Hay una nueva versión de Wari. Se usará la próxima vez que abras el juego.",
    update_now: "Usarla ya",
};

/// Hungarian.
pub static HU: Strings = Strings {
    page_title: "Wari — játssz Owarét a böngésződben",
    tagline: "A mankala kedvelt változata Nyugat-Afrikából és a Karib-térségből",
    language: "Nyelv",
    how_to_play: "Hogyan játsszunk?",
    close: "Bezárás",
    board_label: "Wari-tábla",
    vs_computer: "Játék a gép ellen",
    two_players: "Két játékos",
    mode_label: "Ki játszik?",
    new_game: "Új játszma",
    new_game_title: "Kezdés elölről (új mérkőzés is indul)",
    next_game: "Következő játszma",
    undo: "Visszavonás",
    redo: "Mégis",
    hint: "Tipp",
    flip: "Tábla megfordítása",
    end_agreement: "Befejezés közös megegyezéssel",
    end_agreement_title: "A kavicsok ütés nélkül járnak körbe-körbe: a játszma véget ér, a maradékot a szabály szerint osztjuk szét",
    play_on: "Folytatás innen",
    players: "Játékosok",
    human: "Ember",
    computer_level: "Gép, {0}. szint ({1})",
    level_names: ["kezdő", "könnyű", "közepes", "haladó", "erős", "legerősebb"],
    rules_heading: "Szabályok",
    variant: "Változat",
    custom_option: "Saját szabályok",
    custom: "Saját szabályok",
    custom_intro: "Itt mindent te állíthatsz be. Ha a szabályokkal nem lehet játszani, a játék megmondja, miért.",
    f_pits: "Gödrök száma soronként (3–10)",
    f_seeds: "Kavicsok száma gödrönként (1–10)",
    f_captures: "Ennyi kavicsot lehet elfogni (például 2,3)",
    f_chain: "Láncütés",
    chain_back: "visszafelé",
    chain_both: "visszafelé és előre",
    f_slam: "Teljes leütés (az ellenfél összes kavicsa)",
    slam_names: [
        "megléphető, de nincs ütés",
        "tilos",
        "megengedett",
        "megengedett, ha nyer vele",
        "megengedett, aztán etetni kell",
    ],
    f_feed: "Etetés (az ellenfél kavicshoz juttatása)",
    feed_must: "kötelező, ha elfogyott a kavicsa",
    feed_none: "nem kötelező",
    f_target: "Győzelemhez szükséges kavicsok (üresen: több mint a fele)",
    f_cycle: "Ha a kavicsok vég nélkül körbejárnak, a maradék",
    cycle_names: ["azé, akinek az oldalán van", "azé, aki utoljára ütött", "nem számít"],
    f_start: "Ki kezd?",
    apply_custom: "Játék ezekkel a szabályokkal",
    custom_error: "Ezekkel a szabályokkal nem lehet játszani: {0}.",
    groups: ["Nemzetközi", "Magyarország", "Lengyelország", "Spanyolország", "Antigua és Barbuda", "Három és négy sor"],
    match_heading: "Mérkőzés",
    match_names: [
        "Egy játszma",
        "7 játszma, a vesztes kezd",
        "6 nyert játszmáig",
    ],
    moves_heading: "Lépések",
    no_moves: "Még nincs lépés.",
    move_list_label: "A játszma lépései; válassz egyet, és megnézheted, hogyan állt utána a tábla",
    copy_moves: "Lépések másolása",
    copy_link: "Link másolása",
    copied: "Másolva.",
    copy_manual: "Jelöld ki a mezőben lévő szöveget, és másold ki.",
    share_label: "Lépések vagy link megosztáshoz",
    settings: "Beállítások",
    animation: "Animáció",
    speed_names: ["Nincs", "Gyors", "Normál", "Lassú"],
    reduced_motion: "Az eszközöd kevesebb animációt kér, ezért a lépések azonnal megjelennek.",
    dismiss: "Bezárás",
    saved_ignored: "A mentett játszmát nem sikerült visszaállítani (sérült volt, vagy a játék egy régebbi verziója mentette), ezért új játszma indult.",
    no_worker: "Ebben a böngészőben a gép az oldalon belül gondolkodik, ezért gondolkodás közben az oldal egy-egy pillanatra megakadhat.",
    thinking: "{0} gondolkodik…",
    preparing: "A gép készülődik… {0}%",
    your_move: "Te jössz: válassz egy bekarikázott gödröt.",
    to_move: "{0} következik.",
    viewing: "A tábla a játszma {0}. lépése utáni állást mutatja (összesen {1} lépés). A Mégis gombbal előre léphetsz; ha innen lépsz, az új lépés a későbbiek helyére kerül.",
    hint_thinking: "Jó lépést keresek…",
    hint_result: "Tipp: lépj ezzel a gödörrel: {0}. {1}",
    evals: [
        "Jó játékkal biztosan nyersz.",
        "Jelentősen vezetsz.",
        "Kicsit vezetsz.",
        "Nagyjából egyenlő az állás.",
        "Kicsit hátrányban vagy.",
        "Jelentős hátrányban vagy.",
        "A gép szerint a játszma már nem nyerhető; ezzel a lépéssel tarthatsz ki a legtovább.",
    ],
    game_started: "Új játszma: {0}.",
    error_title: "Hiba történt",
    error_text: "A játék váratlan hibába ütközött. Kezdj új játszmát a folytatáshoz; az alábbi üzenet segít nekünk kijavítani a hibát.",
    help: [
        "A Warit ketten játsszák egy kétsoros táblán. A hozzád közelebbi sor gödrei és a tőled jobbra eső nagy gyűjtő a tiéd. A játék célja: több kavicsot elfogni, mint az ellenfél.",
        "Amikor te jössz, válaszd ki az egyik gödrödet (a bekarikázottak közül). A benne lévő kavicsokat egyenként szórjuk el a következő gödrökbe, az óramutató járásával ellentétes irányban, mindkét soron körbe. A gyűjtőkbe nem teszünk.",
        "Ha az utolsó kavicsod az ellenfél egyik gödrébe esik, és ott így 2 vagy 3 kavics lesz, elfogod őket. Ha az előtte lévő gödörben is 2 vagy 3 kavics van, azt is elfogod, és így tovább visszafelé. (Néhány változatban más számok ütnek, vagy előre is halad a lánc: lásd a szabályokat a panelen.)",
        "A legtöbb változatban kötelező: ha az ellenfelednek nem maradt kavicsa, olyan lépést kell tenned, amellyel kavicshoz jut.",
        "A játszma véget ér, ha valamelyik gyűjtőben összegyűlik a győzelemhez szükséges számú kavics, ha a soron következő játékos nem tud lépni, vagy ha egy állás megismétlődik.",
        "Billentyűzettel: a Tab billentyűvel juss el a tábláig, a nyilakkal válassz gödröt, az Enter vagy a szóköz elszórja a kavicsokat. A Visszavonás gomb visszaveszi az utolsó lépést.",
        "A panelen választhatsz változatot és gépi szintet, vagy játszhattok ketten is. A játszma akkor is megmarad, ha bezárod az oldalt.",
    ],
    rules_of: "A változat szabályai",
    start_position: "Kezdőállás",
    computer_turn: "A gép következik; várd meg a lépését.",
    move_label: "{0}. lépés: {1}",
    ai_error: "A gép nem tudott lépni: {0}",
    update_ready: "Elkészült a Wari új változata. A játék következő megnyitásakor indul.",
    update_now: "Indítsd most",
};

/// Polish.
pub static PL: Strings = Strings {
    page_title: "Wari — zagraj w Oware w przeglądarce",
    tagline: "Mankala z Afryki Zachodniej i Karaibów",
    language: "Język",
    how_to_play: "Jak grać?",
    close: "Zamknij",
    board_label: "Plansza do wari",
    vs_computer: "Gra z komputerem",
    two_players: "Dwie osoby",
    mode_label: "Kto gra",
    new_game: "Nowa partia",
    new_game_title: "Zacznij od początku (zaczyna się też nowy mecz)",
    next_game: "Następna partia",
    undo: "Cofnij",
    redo: "Ponów",
    hint: "Podpowiedź",
    flip: "Obróć planszę",
    end_agreement: "Zakończ za zgodą",
    end_agreement_title: "Ziarna krążą w kółko bez zbić: zakończ partię i podziel pozostałe ziarna według zasad tej odmiany",
    play_on: "Graj dalej od tego miejsca",
    players: "Gracze",
    human: "Człowiek",
    computer_level: "Komputer, poziom {0} ({1})",
    level_names: ["początkujący", "łatwy", "średni", "klubowy", "silny", "najsilniejszy"],
    rules_heading: "Zasady",
    variant: "Odmiana",
    custom_option: "Własne zasady",
    custom: "Własne zasady",
    custom_intro: "Ustaw wszystko po swojemu. Jeśli według takich zasad nie da się grać, gra wyjaśni dlaczego.",
    f_pits: "Liczba dołków w rzędzie (3–10)",
    f_seeds: "Liczba ziaren w dołku (1–10)",
    f_captures: "Liczby ziaren, które się zbija (np. 2,3)",
    f_chain: "Zbicie łańcuchowe",
    chain_back: "wstecz",
    chain_both: "wstecz i do przodu",
    f_slam: "Wielkie zbicie (wszystkie ziarna przeciwnika)",
    slam_names: [
        "dozwolone, ale nic nie zbija",
        "zabronione",
        "dozwolone",
        "dozwolone, gdy daje wygraną",
        "dozwolone, potem karmienie",
    ],
    f_feed: "Karmienie przeciwnika",
    feed_must: "obowiązkowe, gdy nie ma ziaren",
    feed_none: "nieobowiązkowe",
    f_target: "Ziarna potrzebne do wygranej (puste pole: ponad połowa)",
    f_cycle: "Gdy ziarna krążą bez końca, pozostałe ziarna",
    cycle_names: ["bierze właściciel strony", "bierze ostatni zbijający", "nie liczą się"],
    f_start: "Kto zaczyna",
    apply_custom: "Graj według tych zasad",
    custom_error: "Według tych zasad nie da się grać: {0}.",
    groups: ["Międzynarodowe", "Węgry", "Polska", "Hiszpania", "Antigua i Barbuda", "Trzy i cztery rzędy"],
    match_heading: "Mecz",
    match_names: [
        "Jedna partia",
        "7 partii, zaczyna przegrany",
        "Do 6 wygranych partii",
    ],
    moves_heading: "Ruchy",
    no_moves: "Jeszcze nie ma ruchów.",
    move_list_label: "Ruchy tej partii; wybierz jeden, aby zobaczyć planszę po nim",
    copy_moves: "Kopiuj ruchy",
    copy_link: "Kopiuj link",
    copied: "Skopiowano.",
    copy_manual: "Zaznacz tekst w polu i skopiuj go.",
    share_label: "Ruchy lub link do udostępnienia",
    settings: "Ustawienia",
    animation: "Animacja",
    speed_names: ["Wyłączona", "Szybka", "Zwykła", "Powolna"],
    reduced_motion: "Twoje urządzenie prosi o ograniczenie animacji, więc ruchy w grze pokazujemy od razu.",
    dismiss: "Zamknij",
    saved_ignored: "Nie udało się przywrócić zapisanej partii (była uszkodzona albo zapisała ją starsza wersja gry), więc zaczęła się nowa.",
    no_worker: "W tej przeglądarce komputer myśli wewnątrz strony, więc strona może się na chwilę zatrzymać.",
    thinking: "{0} myśli…",
    preparing: "Komputer się przygotowuje… {0}%",
    your_move: "Twój ruch: wybierz jeden z dołków z obwódką.",
    to_move: "Teraz gra {0}.",
    viewing: "Oglądasz planszę po ruchu {0} z {1}. Przycisk „Ponów” idzie dalej; jeśli zagrasz tutaj, nowy ruch zastąpi dalsze ruchy.",
    hint_thinking: "Szukam dobrego ruchu…",
    hint_result: "Podpowiedź: zagraj z dołka {0}. {1}",
    evals: [
        "Dobrą grą na pewno wygrasz.",
        "Wyraźnie prowadzisz.",
        "Masz lekką przewagę.",
        "Partia jest mniej więcej wyrównana.",
        "Jesteś trochę w tyle.",
        "Jesteś wyraźnie w tyle.",
        "Według komputera partia jest przegrana; ten ruch pozwala bronić się najdłużej.",
    ],
    game_started: "Nowa partia: {0}.",
    error_title: "Coś poszło nie tak",
    error_text: "Gra napotkała nieoczekiwany błąd. Zacznij nową partię, aby grać dalej; komunikat poniżej pomoże nam naprawić błąd.",
    help: [
        "W wari grają dwie osoby na planszy z dwoma rzędami dołków. Twoje są dołki w rzędzie bliżej ciebie i duży magazyn po twojej prawej. Cel gry: zdobyć więcej ziaren niż przeciwnik.",
        "W swoim ruchu wybierz jeden ze swoich dołków (te z obwódką). Jego ziarna rozsiewa się po jednym do kolejnych dołków, przeciwnie do ruchu wskazówek zegara, przez oba rzędy. Do magazynów się nie sieje.",
        "Jeśli twoje ostatnie ziarno wpadnie do dołka przeciwnika i będą tam 2 lub 3 ziarna, zbijasz je. Potem spójrz na dołek przed nim: jeśli też należy do przeciwnika i ma 2 lub 3 ziarna, je także zbijasz, i tak dalej wstecz. (W niektórych odmianach zbija się inne liczby ziaren albo łańcuch idzie też do przodu: zobacz zasady w panelu.)",
        "W większości odmian, jeśli przeciwnikowi nie zostały żadne ziarna, musisz wykonać ruch, który mu jakieś da.",
        "Partia kończy się, gdy któryś magazyn ma dość ziaren do wygranej, gdy gracz, który ma ruch, nie może go wykonać, albo gdy pozycja się powtórzy.",
        "Klawiatura: klawiszem Tab przejdź do planszy, strzałkami wybierz dołek, a Enterem lub spacją rozsiej ziarna. „Cofnij” cofa ostatni ruch.",
        "W panelu wybierzesz odmianę, poziom komputera albo grę we dwoje. Partia zostaje zapisana, nawet gdy zamkniesz stronę.",
    ],
    rules_of: "Zasady tej odmiany",
    start_position: "Początek",
    computer_turn: "Teraz kolej komputera; poczekaj na jego ruch.",
    move_label: "Ruch {0}: {1}",
    ai_error: "Komputer nie mógł wykonać ruchu: {0}",
    update_ready: "Nowa wersja gry Wari jest gotowa. Uruchomi się przy następnym otwarciu gry.",
    update_now: "Użyj jej teraz",
};

/// The name of a player (`South`, `Norte`, `Dél`, `Północ`).
pub fn player(lang: Lang, p: Player) -> &'static str {
    match (lang, p) {
        (Lang::En, Player::South) => "South",
        (Lang::En, Player::North) => "North",
        (Lang::Es, Player::South) => "Sur",
        (Lang::Es, Player::North) => "Norte",
        (Lang::Hu, Player::South) => "Dél",
        (Lang::Hu, Player::North) => "Észak",
        (Lang::Pl, Player::South) => "Południe",
        (Lang::Pl, Player::North) => "Północ",
    }
}

/// Polish past tense agreeing with the player's name: `Południe` is neuter, `Północ` feminine.
fn pl_past(p: Player, neuter: &'static str, feminine: &'static str) -> &'static str {
    match p {
        Player::South => neuter,
        Player::North => feminine,
    }
}

/// Polish genitive of a player's name (`magazyn Południa`).
pub(super) fn pl_genitive(p: Player) -> &'static str {
    match p {
        Player::South => "Południa",
        Player::North => "Północy",
    }
}

/// `n` seeds, with the noun in the right form (`1 seed`, `2 ziarna`, `5 ziaren`, `4 kavics`).
pub fn seeds(lang: Lang, n: u32) -> String {
    let noun = match lang {
        Lang::En => {
            if n == 1 {
                "seed"
            } else {
                "seeds"
            }
        }
        Lang::Es => {
            if n == 1 {
                "semilla"
            } else {
                "semillas"
            }
        }
        Lang::Hu => "kavics",
        Lang::Pl => pl_plural(n, "ziarno", "ziarna", "ziaren"),
    };
    format!("{n} {noun}")
}

/// Polish plural: 1 -> one, 2-4 (not 12-14) -> few, otherwise many.
pub(super) fn pl_plural(
    n: u32,
    one: &'static str,
    few: &'static str,
    many: &'static str,
) -> &'static str {
    if n == 1 {
        one
    } else if (2..=4).contains(&(n % 10)) && !(12..=14).contains(&(n % 100)) {
        few
    } else {
        many
    }
}

/// Joins items with commas and the language's "and" (or "or" when `or`).
pub fn join_list(lang: Lang, items: &[String], or: bool) -> String {
    let word = match (lang, or) {
        (Lang::En, false) => "and",
        (Lang::En, true) => "or",
        (Lang::Es, false) => "y",
        (Lang::Es, true) => "o",
        (Lang::Hu, false) => "és",
        (Lang::Hu, true) => "vagy",
        (Lang::Pl, false) => "i",
        (Lang::Pl, true) => "lub",
    };
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {word} {last}", rest.join(", ")),
    }
}

/// Hungarian definite article before a pit letter read aloud (`az e`, `az f` (ef), `a d`).
pub(super) fn hu_article(letter: char) -> &'static str {
    match letter.to_ascii_lowercase() {
        'a' | 'e' | 'f' | 'i' => "az",
        _ => "a",
    }
}

/// The accessible name of a pit: `C, 4 seeds, playable`.
pub fn pit_label(lang: Lang, letter: char, count: u32, playable: bool, hint: bool) -> String {
    let mut s = format!("{letter}, {}", seeds(lang, count));
    if playable {
        s.push_str(match lang {
            Lang::En => ", playable",
            Lang::Es => ", se puede jugar",
            Lang::Hu => ", választható",
            Lang::Pl => ", można zagrać",
        });
    }
    if hint {
        s.push_str(match lang {
            Lang::En => ", suggested move",
            Lang::Es => ", jugada sugerida",
            Lang::Hu => ", javasolt lépés",
            Lang::Pl => ", podpowiadany ruch",
        });
    }
    s
}

/// The accessible name of a store: `South's store, 3 seeds`.
pub fn store_label(lang: Lang, p: Player, count: u32) -> String {
    let s = seeds(lang, count);
    match lang {
        Lang::En => format!("{}'s store, {s}", player(lang, p)),
        Lang::Es => format!("Ruma de {}, {s}", player(lang, p)),
        Lang::Hu => format!("{} gyűjtője, {s}", player(lang, p)),
        Lang::Pl => format!("Magazyn {}, {s}", pl_genitive(p)),
    }
}

/// What a move did, in words: `South sowed C: captured 2 from d and 3 from e.`
pub fn move_sentence(lang: Lang, report: &MoveReport, n: usize) -> String {
    let p = report.player;
    let who = player(lang, p);
    let origin = move_letter(n, report.origin);
    let caps: Vec<(char, u32)> = report
        .captures
        .iter()
        .map(|&(pit, c)| (move_letter(n, pit), c as u32))
        .collect();
    let mut s = match lang {
        Lang::En => format!("{who} sowed {origin}"),
        Lang::Es => format!("{who} sembró el hoyo {origin}"),
        Lang::Hu => format!("{who} {} {origin} gödörből szórt", hu_article(origin)),
        Lang::Pl => format!(
            "{who} {} ziarna z dołka {origin}",
            pl_past(p, "rozsiało", "rozsiała")
        ),
    };
    if !caps.is_empty() {
        let items: Vec<String> = caps
            .iter()
            .enumerate()
            .map(|(i, &(l, c))| match lang {
                Lang::En => format!("{c} from {l}"),
                Lang::Es if i == 0 => format!("{} del hoyo {l}", seeds(lang, c)),
                Lang::Es => format!("{c} del {l}"),
                Lang::Hu => format!("{c} kavicsot {} {l}", hu_article(l)),
                Lang::Pl if i == 0 => format!("{} z dołka {l}", seeds(lang, c)),
                Lang::Pl => format!("{c} z dołka {l}"),
            })
            .collect();
        let list = join_list(lang, &items, false);
        s.push_str(&match lang {
            Lang::En => format!(": captured {list}"),
            Lang::Es => format!(" y capturó {list}"),
            Lang::Hu => format!(", és elfogott {list} gödörből"),
            Lang::Pl => format!(" i {} {list}", pl_past(p, "zbiło", "zbiła")),
        });
        if report.grand_slam {
            s.push_str(match lang {
                Lang::En => ", all the opponent's seeds",
                Lang::Es => ", es decir, todas las semillas del rival",
                Lang::Hu => ", vagyis az ellenfél összes kavicsát",
                Lang::Pl => ", czyli wszystkie ziarna przeciwnika",
            });
        }
    } else if report.grand_slam_uncaptured {
        s.push_str(match lang {
            Lang::En => ": it would take all the opponent's seeds, so under these rules it captures nothing",
            Lang::Es => ": se llevaría todas las semillas del rival, así que con estas reglas no captura nada",
            Lang::Hu => ": az ellenfél összes kavicsát elvinné, ezért e szabály szerint nincs ütés",
            Lang::Pl => ": ten ruch zbiłby wszystkie ziarna przeciwnika, więc według tych zasad nic nie zbija",
        });
    }
    if report.extra_turn {
        s.push_str(&match lang {
            Lang::En => format!("; {who} plays again and must give the opponent seeds"),
            Lang::Es => format!("; {who} vuelve a jugar y debe darle semillas al rival"),
            Lang::Hu => format!("; {who} újra lép, és kavicshoz kell juttatnia az ellenfelet"),
            Lang::Pl => format!("; {who} gra ponownie i musi dać przeciwnikowi ziarna"),
        });
    }
    s.push('.');
    s
}

/// The turn: `South to move.`
pub fn to_move(lang: Lang, p: Player) -> String {
    fill(lang.t().to_move, &[player(lang, p)])
}

/// `North is thinking…`
pub fn thinking(lang: Lang, p: Player) -> String {
    fill(lang.t().thinking, &[player(lang, p)])
}

/// How the seeds left on the board are given out (E3), as a clause.
pub fn cycle_clause(lang: Lang, c: CycleRule) -> &'static str {
    match (lang, c) {
        (Lang::En, CycleRule::SideOwner) => "each player takes the seeds on their own side",
        (Lang::En, CycleRule::LastCapturer) => {
            "the seeds left go to the last player who captured (if nobody has captured, they are not counted)"
        }
        (Lang::En, CycleRule::NotCounted) => "the seeds left are not counted",
        (Lang::Es, CycleRule::SideOwner) => "cada jugador se queda con las semillas de su lado",
        (Lang::Es, CycleRule::LastCapturer) => {
            "las semillas que quedan van a la ruma del último que capturó (si nadie ha capturado, no cuentan)"
        }
        (Lang::Es, CycleRule::NotCounted) => "las semillas que quedan no cuentan",
        (Lang::Hu, CycleRule::SideOwner) => "mindenki megkapja a saját oldalán lévő kavicsokat",
        (Lang::Hu, CycleRule::LastCapturer) => {
            "a maradék kavicsokat az kapja, aki utoljára ütött (ha még senki sem ütött, nem számítanak)"
        }
        (Lang::Hu, CycleRule::NotCounted) => "a maradék kavicsok nem számítanak",
        (Lang::Pl, CycleRule::SideOwner) => "każdy gracz bierze ziarna ze swojej strony",
        (Lang::Pl, CycleRule::LastCapturer) => {
            "pozostałe ziarna dostaje gracz, który ostatni zbijał (jeśli nikt nie zbijał, nie liczą się)"
        }
        (Lang::Pl, CycleRule::NotCounted) => "pozostałe ziarna się nie liczą",
    }
}

/// The result in words with its reason: `Game over: a store reached 25 seeds. South wins 27 to 21.`
/// `stuck` is the player who could not move (for E1).
pub fn outcome_sentence(lang: Lang, o: &Outcome, rules: &Rules, stuck: Player) -> String {
    let reason = match (lang, o.ending) {
        (Lang::En, Ending::Target) => {
            format!("a store reached {}", seeds(lang, rules.target() as u32))
        }
        (Lang::En, Ending::Stuck) => format!(
            "{} cannot move, so each player takes the seeds on their own side",
            player(lang, stuck)
        ),
        (Lang::En, Ending::Cycle) => format!(
            "the same position came round again (an endless cycle), so {}",
            cycle_clause(lang, rules.cycle())
        ),
        (Lang::En, Ending::Agreement) => format!(
            "the players agreed to end it, so {}",
            cycle_clause(lang, rules.cycle())
        ),
        (Lang::Es, Ending::Target) => {
            format!(
                "una ruma ha llegado a {}",
                seeds(lang, rules.target() as u32)
            )
        }
        (Lang::Es, Ending::Stuck) => format!(
            "{} no puede jugar, así que cada jugador se queda con las semillas de su lado",
            player(lang, stuck)
        ),
        (Lang::Es, Ending::Cycle) => format!(
            "se ha repetido una posición (un ciclo sin fin), así que {}",
            cycle_clause(lang, rules.cycle())
        ),
        (Lang::Es, Ending::Agreement) => format!(
            "los jugadores han acordado terminarla, así que {}",
            cycle_clause(lang, rules.cycle())
        ),
        (Lang::Hu, Ending::Target) => format!(
            "valamelyik gyűjtőben már legalább {} van",
            seeds(lang, rules.target() as u32)
        ),
        (Lang::Hu, Ending::Stuck) => format!(
            "{} nem tud lépni, ezért mindenki megkapja a saját oldalán lévő kavicsokat",
            player(lang, stuck)
        ),
        (Lang::Hu, Ending::Cycle) => format!(
            "egy állás megismétlődött (végtelen körbejárás), ezért {}",
            cycle_clause(lang, rules.cycle())
        ),
        (Lang::Hu, Ending::Agreement) => format!(
            "a játékosok közös megegyezéssel befejezték, ezért {}",
            cycle_clause(lang, rules.cycle())
        ),
        (Lang::Pl, Ending::Target) => {
            format!(
                "jeden z magazynów ma już {}",
                seeds(lang, rules.target() as u32)
            )
        }
        (Lang::Pl, Ending::Stuck) => format!(
            "{} nie może wykonać ruchu, więc każdy bierze ziarna ze swojej strony",
            player(lang, stuck)
        ),
        (Lang::Pl, Ending::Cycle) => format!(
            "pozycja się powtórzyła (niekończący się cykl), więc {}",
            cycle_clause(lang, rules.cycle())
        ),
        (Lang::Pl, Ending::Agreement) => format!(
            "gracze zgodzili się ją zakończyć, więc {}",
            cycle_clause(lang, rules.cycle())
        ),
    };
    let [s, n] = o.score;
    let result = match (lang, o.winner) {
        (Lang::En, Some(w)) => {
            let (a, b) = if w == Player::South { (s, n) } else { (n, s) };
            format!("{} wins, {a} to {b}.", player(lang, w))
        }
        (Lang::En, None) => format!("It is a draw, {s} to {n}."),
        (Lang::Es, Some(w)) => {
            let (a, b) = if w == Player::South { (s, n) } else { (n, s) };
            format!("Gana {}, {a} a {b}.", player(lang, w))
        }
        (Lang::Es, None) => format!("Empate, {s} a {n}."),
        (Lang::Hu, Some(w)) => {
            let (a, b) = if w == Player::South { (s, n) } else { (n, s) };
            format!("{} nyert, az eredmény {a}:{b}.", player(lang, w))
        }
        (Lang::Hu, None) => format!("Döntetlen, az eredmény {s}:{n}."),
        (Lang::Pl, Some(w)) => {
            let (a, b) = if w == Player::South { (s, n) } else { (n, s) };
            format!("Wygrywa {}, {a} do {b}.", player(lang, w))
        }
        (Lang::Pl, None) => format!("Remis, {s} do {n}."),
    };
    let head = match lang {
        Lang::En => "Game over",
        Lang::Es => "Fin de la partida",
        Lang::Hu => "Vége a játszmának",
        Lang::Pl => "Koniec partii",
    };
    format!("{head}: {reason}. {result}")
}

/// A computer level for the menus: `Computer, level 2 (easy)`.
pub fn level_name(lang: Lang, level: u8) -> String {
    let t = lang.t();
    let name = t
        .level_names
        .get(level.saturating_sub(1) as usize)
        .copied()
        .unwrap_or("");
    let out = fill(t.computer_level, &[&level.to_string(), name]);
    out.replace(" ()", "")
}

/// The evaluation of a hint in words, from a score in hundredths of a seed for the player to move.
pub fn eval_words(lang: Lang, score: i32) -> &'static str {
    let e = &lang.t().evals;
    let won = crate::ai::WIN - 1000;
    match score {
        s if s >= won => e[0],
        s if s <= -won => e[6],
        s if s >= 300 => e[1],
        s if s >= 75 => e[2],
        s if s > -75 => e[3],
        s if s > -300 => e[4],
        _ => e[5],
    }
}

/// The origin group of a preset: index into [`Strings::groups`].
pub fn group_of(p: Preset) -> usize {
    match p {
        Preset::Abapa => 0,
        Preset::HuWari | Preset::HuWariWin | Preset::Hetproba | Preset::Wari72 => 1,
        Preset::WariPl | Preset::Adaua | Preset::Wari72Pl => 2,
        Preset::Numeros => 3,
        Preset::Antigua => 4,
        Preset::NumerosThree | Preset::Moruba => 5,
    }
}

/// A preset's name in the UI language.
pub fn preset_name(lang: Lang, p: Preset) -> &'static str {
    use Preset::*;
    match (lang, p) {
        (Lang::En, _) => match p {
            Abapa => "Oware Abapa (international)",
            HuWari => "School rules (capture all)",
            HuWariWin => "Capture all only if it wins",
            Hetproba => "Hétpróba Wari (no feeding)",
            Wari72 => "72 seeds (captures 2, 4, 6)",
            WariPl => "Polish rules (7-game match)",
            Adaua => "Adaua (even captures)",
            Wari72Pl => "72 seeds, two-way chain",
            Numeros => "The classroom page (Números)",
            Antigua => "Warri of Antigua",
            NumerosThree => "Wari on three rows (Números)",
            Moruba => "Moruba, four rows",
        },
        (Lang::Es, _) => match p {
            Abapa => "Oware Abapa (internacional)",
            HuWari => "Reglas escolares (capturar todo)",
            HuWariWin => "Capturar todo solo si se gana",
            Hetproba => "Wari Hétpróba (sin alimentar)",
            Wari72 => "72 semillas (capturas 2, 4, 6)",
            WariPl => "Reglas polacas (7 partidas)",
            Adaua => "Adaua (capturas pares)",
            Wari72Pl => "72 semillas, cadena a los dos lados",
            Numeros => "Wari de la revista Números",
            Antigua => "Warri de Antigua",
            NumerosThree => "Wari en tres hileras (Números)",
            Moruba => "Moruba, cuatro hileras",
        },
        (Lang::Hu, _) => match p {
            Abapa => "Oware Abapa (nemzetközi)",
            HuWari => "Iskolai Wari (teljes leütéssel)",
            HuWariWin => "Teljes leütés csak győzelemmel",
            Hetproba => "Hétpróba Wari (etetés nélkül)",
            Wari72 => "72 kaviccsal (2, 4 vagy 6 üt)",
            WariPl => "Lengyel szabály (7 játszma)",
            Adaua => "Adaua (páros számok ütnek)",
            Wari72Pl => "72 kaviccsal, kétirányú lánccal",
            Numeros => "Spanyol iskolai Wari (Números)",
            Antigua => "Antiguai Warri",
            NumerosThree => "Wari három sorban (Números)",
            Moruba => "Moruba, négy sorban",
        },
        (Lang::Pl, _) => match p {
            Abapa => "Oware Abapa (międzynarodowe)",
            HuWari => "Szkolne (wolno zbić wszystko)",
            HuWariWin => "Wielkie zbicie tylko z wygraną",
            Hetproba => "Wari Hétpróba (bez karmienia)",
            Wari72 => "72 ziarna (zbicie 2, 4, 6)",
            WariPl => "Zasady polskie (mecz 7 partii)",
            Adaua => "Adaua (parzyste liczby ziaren)",
            Wari72Pl => "72 ziarna, zbicie w obie strony",
            Numeros => "Szkolne z Hiszpanii (Números)",
            Antigua => "Warri z Antigui",
            NumerosThree => "Wari na trzech rzędach (Números)",
            Moruba => "Moruba, cztery rzędy",
        },
    }
}

/// Where a preset comes from, one sentence in the UI language.
pub fn preset_origin(lang: Lang, p: Preset) -> &'static str {
    use Preset::*;
    match (lang, p) {
        (Lang::En, Abapa) => "The rules of international Oware tournaments.",
        (Lang::En, HuWari) => "A Hungarian school teacher's rules, with the capture-all supplement used at the Hétpróba championship.",
        (Lang::En, HuWariWin) => "The same teacher's second supplement: capturing everything is allowed only when it wins.",
        (Lang::En, Hetproba) => "The same teacher's simplified tournament variant, with no duty to feed.",
        (Lang::En, Wari72) => "A variant the Hungarian teacher describes, with 72 seeds.",
        (Lang::En, WariPl) => "The Polish encyclopedia's rules, played as a match of 7 games.",
        (Lang::En, Adaua) => "A variant from the Polish encyclopedia: even counts capture.",
        (Lang::En, Wari72Pl) => "A variant from the Polish encyclopedia with 72 seeds.",
        (Lang::En, Numeros) => "From a Spanish mathematics-education page (Números magazine).",
        (Lang::En, Antigua) => "Warri as played in Antigua and Barbuda, its national game.",
        (Lang::En, NumerosThree) => "The Spanish classroom page invites boards of three rows; one sowing loop runs through all the pits, as on the three-row boards of Ethiopia.",
        (Lang::En, Moruba) => "Moruba of the Pedi people of South Africa, on four rows, as recorded by Malesa (2012).",
        (Lang::Es, Abapa) => "Las reglas de los torneos internacionales de Oware.",
        (Lang::Es, HuWari) => "Las reglas de un maestro húngaro con su primer añadido: se puede capturar todo, como en el campeonato Hétpróba.",
        (Lang::Es, HuWariWin) => "El segundo añadido del mismo maestro: capturarlo todo solo se permite si con esa jugada se gana la partida.",
        (Lang::Es, Hetproba) => "La variante de torneo simplificada del mismo maestro, sin obligación de dar semillas al rival.",
        (Lang::Es, Wari72) => "Una variante con 72 semillas que describe el maestro húngaro.",
        (Lang::Es, WariPl) => "Las reglas de la enciclopedia polaca, en una serie de 7 partidas.",
        (Lang::Es, Adaua) => "Una variante de la enciclopedia polaca: se capturan las cantidades pares.",
        (Lang::Es, Wari72Pl) => "Una variante de la enciclopedia polaca con 72 semillas.",
        (Lang::Es, Numeros) => "De Números, revista didáctica de matemáticas de la Sociedad Canaria Isaac Newton de Profesores de Matemáticas.",
        (Lang::Es, Antigua) => "El Warri tal como se juega en Antigua y Barbuda, su juego nacional.",
        (Lang::Es, NumerosThree) => "La página de Números invita a jugar con tres hileras; un solo recorrido pasa por todos los hoyos, como en los tableros de tres hileras de Etiopía.",
        (Lang::Es, Moruba) => "El Moruba del pueblo pedi de Sudáfrica, en cuatro hileras, tal como lo recoge Malesa (2012).",
        (Lang::Hu, Abapa) => "A nemzetközi Oware-versenyek szabálya.",
        (Lang::Hu, HuWari) => "Egy magyar tanár szabálya az 1. kiegészítéssel (teljes leütés), ahogy a Hétpróbások Bajnokságán játsszák.",
        (Lang::Hu, HuWariWin) => "Ugyanennek a tanárnak a 2. kiegészítése: a teljes leütés csak akkor megengedett, ha az ütő játékos nyer vele.",
        (Lang::Hu, Hetproba) => "Ugyanennek a tanárnak az egyszerűsített versenyváltozata: így játszottak a 2015-ös Hétpróbán.",
        (Lang::Hu, Wari72) => "A magyar tanár által leírt változat 72 kaviccsal.",
        (Lang::Hu, WariPl) => "A lengyel lexikon szabálya, 7 játszmás mérkőzésként.",
        (Lang::Hu, Adaua) => "A lengyel lexikon változata: a páros számok ütnek.",
        (Lang::Hu, Wari72Pl) => "A lengyel lexikon 72 kavicsos változata.",
        (Lang::Hu, Numeros) => "Egy spanyol matematikatanári folyóirat, a Números oldaláról.",
        (Lang::Hu, Antigua) => "A Warri, ahogy Antigua és Barbudán játsszák, ahol ez a nemzeti játék.",
        (Lang::Hu, NumerosThree) => "A Números oldala három sorral is ajánlja a játékot; egyetlen kör fut végig minden gödrön, mint Etiópia három soros tábláin.",
        (Lang::Hu, Moruba) => "A dél-afrikai pedi nép Morubája négy sorban, ahogy Malesa (2012) leírta.",
        (Lang::Pl, Abapa) => "Zasady międzynarodowych turniejów Oware.",
        (Lang::Pl, HuWari) => "Zasady węgierskiego nauczyciela z dodatkiem, który pozwala zbić wszystko; tak grano na mistrzostwach Hétpróba.",
        (Lang::Pl, HuWariWin) => "Drugi dodatek tego samego nauczyciela: zbić wszystko wolno tylko ruchem, który wygrywa.",
        (Lang::Pl, Hetproba) => "Uproszczona odmiana turniejowa tego samego nauczyciela, bez obowiązku karmienia.",
        (Lang::Pl, Wari72) => "Odmiana z 72 ziarnami opisana przez węgierskiego nauczyciela.",
        (Lang::Pl, WariPl) => "Zasady z polskiej encyklopedii, w meczu 7 partii.",
        (Lang::Pl, Adaua) => "Odmiana z polskiej encyklopedii: zbija się parzyste liczby ziaren.",
        (Lang::Pl, Wari72Pl) => "Odmiana z polskiej encyklopedii z 72 ziarnami.",
        (Lang::Pl, Numeros) => "Z hiszpańskiego czasopisma o dydaktyce matematyki Números.",
        (Lang::Pl, Antigua) => "Warri w wersji z Antigui i Barbudy, gdzie jest grą narodową.",
        (Lang::Pl, NumerosThree) => "Strona Números zachęca do gry na trzech rzędach; jedna pętla siewu biegnie przez wszystkie dołki, jak na trzyrzędowych planszach z Etiopii.",
        (Lang::Pl, Moruba) => "Moruba ludu Pedi z Republiki Południowej Afryki, na czterech rzędach, według opisu Malesy (2012).",
    }
}

/// A match format's name.
pub fn match_name(lang: Lang, f: MatchFormat) -> String {
    let t = lang.t();
    match f {
        MatchFormat::Single => t.match_names[0].to_string(),
        MatchFormat::Games(7) => t.match_names[1].to_string(),
        MatchFormat::FirstTo(6) => t.match_names[2].to_string(),
        MatchFormat::Games(n) => match lang {
            Lang::En => format!("{n} games"),
            Lang::Es => format!("{n} partidas"),
            Lang::Hu => format!("{n} játszma"),
            Lang::Pl => format!("{n} {}", pl_plural(n as u32, "partia", "partie", "partii")),
        },
        MatchFormat::FirstTo(n) => match lang {
            Lang::En => format!("First to win {n} games"),
            Lang::Es => format!("El primero en ganar {n} partidas"),
            Lang::Hu => format!("{n} nyert játszmáig"),
            Lang::Pl => format!("Do {n} wygranych partii"),
        },
    }
}

/// The match score: `Game 3 of 7 · South 1, North 1, draws 0`, and the winner once decided.
pub fn match_score(lang: Lang, m: &crate::rules::Match, over_now: bool) -> String {
    let w = m.wins();
    let d = m.draws();
    let played = m.games.len();
    let (s, n) = (player(lang, Player::South), player(lang, Player::North));
    let mut out = match lang {
        Lang::En => format!("Games won: {s} {}, {n} {}, drawn {d}", w[0], w[1]),
        Lang::Es => format!("Partidas ganadas: {s} {}, {n} {}, empates {d}", w[0], w[1]),
        Lang::Hu => format!("Nyert játszmák: {s} {}, {n} {}, döntetlen {d}", w[0], w[1]),
        Lang::Pl => format!("Wygrane partie: {s} {}, {n} {}, remisy {d}", w[0], w[1]),
    };
    if let MatchFormat::Games(total) = m.format {
        out.push_str(&match lang {
            Lang::En => format!(" (played {played} of {total})"),
            Lang::Es => format!(" (jugadas {played} de {total})"),
            Lang::Hu => format!(" ({played}/{total} lejátszva)"),
            Lang::Pl => format!(" (rozegrano {played} z {total})"),
        });
    }
    out.push('.');
    if m.is_over() && over_now {
        out.push(' ');
        out.push_str(&match (lang, m.winner()) {
            (Lang::En, Some(p)) => format!("{} wins the match!", player(lang, p)),
            (Lang::En, None) => "The match is drawn.".to_string(),
            (Lang::Es, Some(p)) => format!("¡{} gana la serie!", player(lang, p)),
            (Lang::Es, None) => "La serie termina en empate.".to_string(),
            (Lang::Hu, Some(p)) => format!("{} nyerte a mérkőzést!", player(lang, p)),
            (Lang::Hu, None) => "A mérkőzés döntetlen.".to_string(),
            (Lang::Pl, Some(p)) => format!("{} wygrywa mecz!", player(lang, p)),
            (Lang::Pl, None) => "Mecz zakończył się remisem.".to_string(),
        });
    }
    out
}

/// The rules of `rules` (and its match format) as sentences in the UI language.
pub fn rules_text(lang: Lang, r: &Rules, format: MatchFormat) -> Vec<String> {
    let counts = r.capture_counts();
    let caps: Vec<String> = counts.iter().map(|c| c.to_string()).collect();
    let caps = join_list(lang, &caps, true);
    // Polish: the noun agrees with the last number of the list (`2 lub 3 ziarna`, `2, 4, 6 lub 8 ziaren`).
    let pl_caps_noun = pl_plural(
        counts.last().map_or(0, |&c| c as u32),
        "ziarno",
        "ziarna",
        "ziaren",
    );
    let (n, s, total) = (r.pits(), r.seeds(), r.total_seeds() as u32);
    let starter = player(lang, r.starter());
    let target = seeds(lang, r.target() as u32);
    let cycle = cycle_clause(lang, r.cycle());
    let mut out = Vec::new();
    match lang {
        Lang::En => {
            out.push(format!("{n} pits a side with {} each, {} in all. Your pits are the row in front of you; your store is at your right.", seeds(lang, s as u32), seeds(lang, total)));
            out.push("On your turn take all the seeds of one of your pits and sow them one by one, counter-clockwise, into the following pits, the opponent's too. Stores are never sown; a sowing that goes all the way round skips the pit it started from.".into());
            out.push(format!("If the last seed lands in an opponent's pit and brings it to {caps} seeds, you capture them."));
            out.push(match r.chain() {
                Chain::Back => format!("Then the pit before it is checked the same way, and so on backwards along the opponent's row, while the pits hold {caps}."),
                Chain::Both => format!("Then the pits before and after it are checked the same way, in both directions along the opponent's row, while they hold {caps}."),
            });
            out.push(match r.grand_slam() {
                GrandSlam::NoCapture => "A move that would capture all the opponent's seeds (a grand slam) may be played, but captures nothing.",
                GrandSlam::Forbidden => "A move that would capture all the opponent's seeds is not allowed, unless every possible move would; then it is played but captures nothing.",
                GrandSlam::CaptureAll => "A move may capture all the opponent's seeds; the opponent then cannot move, so the game ends.",
                GrandSlam::CaptureIfDecisive => "A move may capture all the opponent's seeds only when that wins the game; otherwise it is played but captures nothing.",
                GrandSlam::CaptureThenFeed => "A move may capture all the opponent's seeds; then you play again at once, and that move must give them seeds.",
            }.into());
            out.push(match r.feeding() {
                Feeding::MustFeed => "If your opponent has no seeds, you must play a move that gives them some. If no move can, the game ends.",
                Feeding::NoFeeding => "You never have to feed: a player left without seeds cannot move at their turn, and the game ends.",
            }.into());
            out.push(format!("The game ends as soon as a store has {target} or more; the seeds still on the board are not counted. If the player to move cannot move, the game also ends, and each player takes the seeds on their own side."));
            out.push(format!("If the same position comes round a second time (an endless cycle), the game ends and {cycle}. The players may also agree to end a cycling game, with the same rule."));
            out.push(match format {
                MatchFormat::Single => format!("The player with more seeds wins; equal is a draw. {starter} moves first."),
                MatchFormat::FirstTo(_) => format!("The player with more seeds wins; equal is a draw. {starter} starts the first game."),
                MatchFormat::Games(_) => "The player with more seeds wins; equal is a draw.".into(),
            });
        }
        Lang::Es => {
            out.push(format!("{n} hoyos por hilera, con {} en cada uno: {} en total. Tus hoyos son los de la hilera que tienes delante, y tu ruma (granero) está a tu derecha.", seeds(lang, s as u32), seeds(lang, total)));
            out.push("En tu turno, coge todas las semillas de uno de tus hoyos y siémbralas una a una en los hoyos siguientes, en sentido contrario a las agujas del reloj, también en los del rival. En las rumas no se siembra. Si la siembra da la vuelta completa al tablero, se salta el hoyo del que salieron las semillas, que queda vacío.".into());
            out.push(format!("Si la última semilla cae en un hoyo del rival y con ella ese hoyo tiene {caps} semillas, las capturas y las guardas en tu ruma."));
            out.push(match r.chain() {
                Chain::Back => format!("Después se mira igual el hoyo anterior, y así sucesivamente hacia atrás: mientras sean hoyos del rival con {caps} semillas, también se capturan."),
                Chain::Both => format!("Después se miran igual el hoyo anterior y el siguiente, y así sucesivamente en los dos sentidos: mientras sean hoyos del rival con {caps} semillas, también se capturan."),
            });
            out.push(match r.grand_slam() {
                GrandSlam::NoCapture => "Una jugada que capturaría todas las semillas del rival (una gran captura) se puede hacer, pero no captura nada.",
                GrandSlam::Forbidden => "Ninguna jugada puede capturar todas las semillas del rival y dejar vacíos todos sus hoyos, salvo que todas las jugadas posibles lo hagan; en ese caso se juega, pero no captura nada.",
                GrandSlam::CaptureAll => "Una jugada puede capturar todas las semillas del rival; entonces el rival no puede jugar y la partida termina.",
                GrandSlam::CaptureIfDecisive => "Una jugada solo puede capturar todas las semillas del rival si con ello gana la partida; si no, se juega, pero no captura nada.",
                GrandSlam::CaptureThenFeed => "Una jugada puede capturar todas las semillas del rival; entonces vuelves a jugar enseguida, y esa jugada tiene que darle semillas.",
            }.into());
            out.push(match r.feeding() {
                Feeding::MustFeed => "Si el rival no tiene semillas, tienes que hacer una jugada que le dé alguna. Si ninguna jugada puede, la partida termina.",
                Feeding::NoFeeding => "No es obligatorio dar semillas al rival: quien se queda sin semillas no puede jugar en su turno, y la partida termina.",
            }.into());
            out.push(format!("La partida termina en cuanto una ruma llega a {target} o más; las semillas que quedan en el tablero no cuentan. Si a quien le toca no puede jugar, la partida también termina, y cada jugador se queda con las semillas de su lado."));
            out.push(format!("Si se repite una posición (un ciclo sin fin), la partida termina y {cycle}. Los jugadores también pueden terminar una partida así de mutuo acuerdo, con la misma regla."));
            out.push(match format {
                MatchFormat::Single => format!("Gana quien tenga más semillas en su ruma; si tienen las mismas, hay empate. Empieza {starter}."),
                MatchFormat::FirstTo(_) => format!("Gana quien tenga más semillas en su ruma; si tienen las mismas, hay empate. La primera partida la empieza {starter}."),
                MatchFormat::Games(_) => "Gana quien tenga más semillas en su ruma; si tienen las mismas, hay empate.".into(),
            });
        }
        Lang::Hu => {
            out.push(format!("Soronként {n} gödör, mindegyikben {}, összesen {}. A hozzád közelebbi sor gödrei és a tőled jobbra eső gyűjtő a tiéd.", seeds(lang, s as u32), seeds(lang, total)));
            out.push("Amikor te jössz, vedd ki az egyik gödröd összes kavicsát, és szórd el őket egyenként, az óramutató járásával ellentétes irányban a következő gödrökbe, az ellenfél gödreibe is. Egyik gyűjtőbe sem teszünk! Ha a szórás körbeér, a kiürített gödör kimarad, üresen marad.".into());
            out.push(format!("Ha az utolsó kavicsod az ellenfél egyik gödrébe esik, és ott így {caps} kavics lesz, elfogod őket: a gyűjtődbe kerülnek."));
            out.push(match r.chain() {
                Chain::Back => format!("Ezután az előtte lévő gödör következik: ha az is az ellenfélé, és {caps} kavics van benne, azt is elfogod, és így tovább visszafelé, amíg a lánc meg nem szakad."),
                Chain::Both => format!("Ezután az előtte és az utána lévő gödör következik: ha az ellenfélé, és {caps} kavics van benne, azt is elfogod, és így tovább mindkét irányban, amíg a lánc meg nem szakad."),
            });
            out.push(match r.grand_slam() {
                GrandSlam::NoCapture => "Az ellenfél összes kavicsát elvivő lépés (teljes leütés) megléphető, de ilyenkor nincs ütés.",
                GrandSlam::Forbidden => "Az ellenfél összes kavicsát elvivő lépés (teljes leütés) tilos, kivéve, ha minden lehetséges lépés ilyen; akkor megléphető, de nincs ütés.",
                GrandSlam::CaptureAll => "A teljes leütés megengedett: egy lépés elviheti az ellenfél összes kavicsát. Ekkor az ellenfél nem tud lépni, így vége a játszmának.",
                GrandSlam::CaptureIfDecisive => "Az ellenfél összes kavicsát csak akkor lehet elvinni, ha ezzel nyer az ütő játékos; különben a lépés megléphető, de nincs ütés.",
                GrandSlam::CaptureThenFeed => "Egy lépés elviheti az ellenfél összes kavicsát; ekkor azonnal újra lépsz, mégpedig úgy, hogy az ellenfél kavicshoz jusson.",
            }.into());
            out.push(match r.feeding() {
                Feeding::MustFeed => "Ha az ellenfélnek nem maradt kavicsa, olyan lépést kell tenned, amellyel kavicshoz jut. Ha ez nem lehetséges, vége a játszmának.",
                Feeding::NoFeeding => "Nem kötelező kavicshoz juttatni az ellenfelet: akinek nem maradt kavicsa, az nem tud lépni, és vége a játszmának.",
            }.into());
            out.push(format!("A játszma véget ér, amint valamelyik gyűjtőben legalább {target} van; a táblán maradt kavicsok nem számítanak. Ha a soron következő játékos nem tud lépni, szintén vége a játszmának, és mindenki megkapja a saját oldalán maradt kavicsokat."));
            out.push(format!("Ha ugyanaz az állás másodszor is előáll (a kavicsok vég nélkül járnak körbe-körbe), vége a játszmának, és {cycle}. A játékosok közös megegyezéssel is befejezhetnek egy ilyen játszmát, ugyanezzel a szabállyal."));
            out.push(match format {
                MatchFormat::Single => format!("Az nyer, akinek több kavics van a gyűjtőjében; ha egyenlő, döntetlen. {starter} kezd."),
                MatchFormat::FirstTo(_) => format!("Az nyer, akinek több kavics van a gyűjtőjében; ha egyenlő, döntetlen. Az első játszmát {starter} kezdi."),
                MatchFormat::Games(_) => "Az nyer, akinek több kavics van a gyűjtőjében; ha egyenlő, döntetlen.".into(),
            });
        }
        Lang::Pl => {
            let pits = pl_plural(n as u32, "dołek", "dołki", "dołków");
            out.push(format!("{n} {pits} w rzędzie, w każdym {}, razem {}. Twoje są dołki w rzędzie przed tobą i magazyn po twojej prawej.", seeds(lang, s as u32), seeds(lang, total)));
            out.push("W swoim ruchu wyjmij wszystkie ziarna z jednego ze swoich dołków i rozsiej je po jednym do kolejnych dołków, przeciwnie do ruchu wskazówek zegara, także do dołków przeciwnika. Do magazynów się nie sieje. Jeśli rozsiew obiegnie całą planszę, dołek, z którego pobrano ziarna, się pomija — zostaje pusty.".into());
            out.push(format!("Jeśli ostatnie ziarno wpadnie do dołka przeciwnika i dołek ma wtedy {caps} {pl_caps_noun}, zbijasz je: trafiają do twojego magazynu."));
            out.push(match r.chain() {
                Chain::Back => format!("Potem tak samo sprawdza się poprzedni dołek i kolejne wstecz: dopóki należą do przeciwnika i mają {caps} {pl_caps_noun}, je także zbijasz. Pierwszy dołek, który tego nie spełnia, przerywa łańcuch."),
                Chain::Both => format!("Potem tak samo sprawdza się dołki przed nim i za nim, w obie strony: dopóki należą do przeciwnika i mają {caps} {pl_caps_noun}, je także zbijasz. Pierwszy dołek, który tego nie spełnia, przerywa łańcuch w tę stronę."),
            });
            out.push(match r.grand_slam() {
                GrandSlam::NoCapture => "Ruch, który zbiłby wszystkie ziarna przeciwnika (wielkie zbicie), wolno wykonać, ale nic wtedy nie zbija.",
                GrandSlam::Forbidden => "Nie wolno zbić wszystkich ziaren przeciwnika i opróżnić wszystkich jego dołków, chyba że każdy możliwy ruch by to zrobił; wtedy ruch się wykonuje, ale nic nie zbija.",
                GrandSlam::CaptureAll => "Wolno zbić wszystkie ziarna przeciwnika; wtedy przeciwnik nie może wykonać ruchu i partia się kończy.",
                GrandSlam::CaptureIfDecisive => "Wszystkie ziarna przeciwnika wolno zbić tylko wtedy, gdy tym ruchem wygrywasz partię; w przeciwnym razie ruch wolno wykonać, ale nic nie zbija.",
                GrandSlam::CaptureThenFeed => "Wolno zbić wszystkie ziarna przeciwnika; wtedy od razu grasz jeszcze raz i tym ruchem musisz dać mu ziarna.",
            }.into());
            out.push(match r.feeding() {
                Feeding::MustFeed => "Jeśli przeciwnik nie ma ziaren, musisz wykonać ruch, który mu je da. Jeśli żaden ruch tego nie zrobi, partia się kończy.",
                Feeding::NoFeeding => "Nie ma obowiązku karmienia: gracz bez ziaren nie może wykonać ruchu i partia się kończy.",
            }.into());
            out.push(format!("Partia kończy się, gdy tylko któryś magazyn ma co najmniej {target}; ziarna pozostałe na planszy się nie liczą. Gdy gracz, który ma ruch, nie może go wykonać, partia też się kończy i każdy bierze ziarna ze swojej strony."));
            out.push(format!("Jeśli ta sama pozycja powtórzy się (niekończący się cykl), partia się kończy i {cycle}. Gracze mogą też za zgodą zakończyć taką partię, według tej samej zasady."));
            out.push(match format {
                MatchFormat::Single => format!("Wygrywa ten, kto ma więcej ziaren w magazynie; przy równej liczbie jest remis. Zaczyna {starter}."),
                MatchFormat::FirstTo(_) => format!("Wygrywa ten, kto ma więcej ziaren w magazynie; przy równej liczbie jest remis. Pierwszą partię zaczyna {starter}."),
                MatchFormat::Games(_) => "Wygrywa ten, kto ma więcej ziaren w magazynie; przy równej liczbie jest remis.".into(),
            });
        }
    }
    match format {
        MatchFormat::Single => {}
        MatchFormat::Games(g) => out.push(match lang {
            Lang::En => format!("A match is {g} games. Who starts the first game is drawn at random; after that, the loser of a game starts the next one (after a draw, the player who did not start the last one)."),
            Lang::Es => format!("Una serie consta de {g} partidas. Quién empieza la primera se sortea; después, quien pierde una partida empieza la siguiente (tras un empate, empieza quien no empezó la anterior)."),
            Lang::Hu => format!("Egy mérkőzés {g} játszmából áll. Az első játszma kezdőjét sorsolás dönti el, utána mindig az előző játszma vesztese kezd (döntetlen után az, aki az előzőt nem kezdte)."),
            Lang::Pl => format!("Mecz składa się z {g} partii. Kto zaczyna pierwszą partię, rozstrzyga losowanie; potem następną partię zaczyna przegrany (po remisie ten, kto nie zaczynał poprzedniej)."),
        }),
        MatchFormat::FirstTo(g) => out.push(match lang {
            Lang::En => format!("The first to win {g} games wins the match; the players take turns to start a game."),
            Lang::Es => format!("Gana la serie el primero que gane {g} partidas; los jugadores se turnan para empezar cada partida."),
            Lang::Hu => format!("Az nyeri a mérkőzést, aki előbb nyer {g} játszmát; a játszmákat felváltva kezdik."),
            Lang::Pl => format!(
                "Mecz wygrywa ten, kto pierwszy wygra {g} {}; partie zaczyna się na zmianę.",
                pl_plural(g as u32, "partię", "partie", "partii")
            ),
        }),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Setup};

    fn all_strings(t: &Strings) -> Vec<&'static str> {
        let mut v = vec![
            t.page_title,
            t.tagline,
            t.language,
            t.how_to_play,
            t.close,
            t.board_label,
            t.vs_computer,
            t.two_players,
            t.mode_label,
            t.new_game,
            t.new_game_title,
            t.next_game,
            t.undo,
            t.redo,
            t.hint,
            t.flip,
            t.end_agreement,
            t.end_agreement_title,
            t.play_on,
            t.players,
            t.human,
            t.computer_level,
            t.rules_heading,
            t.variant,
            t.custom_option,
            t.custom,
            t.custom_intro,
            t.f_pits,
            t.f_seeds,
            t.f_captures,
            t.f_chain,
            t.chain_back,
            t.chain_both,
            t.f_slam,
            t.f_feed,
            t.feed_must,
            t.feed_none,
            t.f_target,
            t.f_cycle,
            t.f_start,
            t.apply_custom,
            t.custom_error,
            t.match_heading,
            t.moves_heading,
            t.no_moves,
            t.move_list_label,
            t.copy_moves,
            t.copy_link,
            t.copied,
            t.copy_manual,
            t.share_label,
            t.settings,
            t.animation,
            t.reduced_motion,
            t.dismiss,
            t.saved_ignored,
            t.no_worker,
            t.thinking,
            t.preparing,
            t.your_move,
            t.to_move,
            t.viewing,
            t.hint_thinking,
            t.hint_result,
            t.game_started,
            t.error_title,
            t.error_text,
            t.rules_of,
            t.start_position,
            t.computer_turn,
            t.move_label,
            t.ai_error,
            t.update_ready,
            t.update_now,
        ];
        v.extend(t.level_names);
        v.extend(t.slam_names);
        v.extend(t.cycle_names);
        v.extend(t.groups);
        v.extend(t.match_names);
        v.extend(t.speed_names);
        v.extend(t.evals);
        v.extend(t.help);
        v
    }

    #[test]
    fn every_language_has_every_string_with_the_same_slots() {
        let en = all_strings(&EN);
        for lang in Lang::ALL {
            let t = all_strings(lang.t());
            assert_eq!(t.len(), en.len());
            for (s, e) in t.iter().zip(&en) {
                assert!(!s.trim().is_empty(), "{lang:?}: empty string (en: {e})");
                for slot in ["{0}", "{1}"] {
                    assert_eq!(s.contains(slot), e.contains(slot), "{lang:?}: {s} vs {e}");
                }
            }
            if lang != Lang::En {
                let same = t.iter().zip(&en).filter(|(a, b)| a == b).count();
                assert!(same <= 2, "{lang:?}: {same} strings left in English");
            }
        }
    }

    #[test]
    fn languages_from_codes_and_first_visit_rules() {
        assert_eq!(Lang::detect(["de-DE", "es-AR", "en"]), Lang::Es);
        assert_eq!(Lang::detect(["fr"]), Lang::En);
        assert_eq!(Lang::detect([]), Lang::En);
        assert_eq!(Lang::from_code("hu-HU"), Some(Lang::Hu));
        // Issue 4: Spanish -> numeros, Hungarian -> hu-wari, otherwise abapa.
        assert_eq!(Lang::Es.default_preset(), Preset::Numeros);
        assert_eq!(Lang::Hu.default_preset(), Preset::HuWari);
        assert_eq!(Lang::Pl.default_preset(), Preset::Abapa);
        assert_eq!(Lang::En.default_preset(), Preset::Abapa);
        for l in Lang::ALL {
            assert_eq!(Lang::from_code(l.code()), Some(l));
        }
    }

    #[test]
    fn plurals() {
        assert_eq!(seeds(Lang::En, 1), "1 seed");
        assert_eq!(seeds(Lang::En, 0), "0 seeds");
        assert_eq!(seeds(Lang::Es, 4), "4 semillas");
        assert_eq!(seeds(Lang::Hu, 4), "4 kavics");
        let pl: Vec<String> = [1, 2, 4, 5, 12, 13, 22, 25, 104, 111]
            .iter()
            .map(|&n| seeds(Lang::Pl, n))
            .collect();
        assert_eq!(
            pl,
            [
                "1 ziarno",
                "2 ziarna",
                "4 ziarna",
                "5 ziaren",
                "12 ziaren",
                "13 ziaren",
                "22 ziarna",
                "25 ziaren",
                "104 ziarna",
                "111 ziaren"
            ]
        );
    }

    /// The mockup's move: after CdEbDaB, North plays c and captures 3 from E, 2 from D and 2 from C (C1, C2).
    #[test]
    fn move_sentences_name_the_captures_in_every_language() {
        let mut g = Game::new(Preset::Abapa.rules());
        for c in "CdEbDaB".chars() {
            g.play(crate::rules::parse_move_letter(c, 6).unwrap())
                .unwrap();
        }
        let r = g.play(8).unwrap();
        assert_eq!(
            move_sentence(Lang::En, &r, 6),
            "North sowed c: captured 3 from E, 2 from D and 2 from C."
        );
        assert_eq!(
            move_sentence(Lang::Es, &r, 6),
            "Norte sembró el hoyo c y capturó 3 semillas del hoyo E, 2 del D y 2 del C."
        );
        assert_eq!(
            move_sentence(Lang::Hu, &r, 6),
            "Észak a c gödörből szórt, és elfogott 3 kavicsot az E, 2 kavicsot a D és 2 kavicsot a C gödörből."
        );
        assert_eq!(
            move_sentence(Lang::Pl, &r, 6),
            "Północ rozsiała ziarna z dołka c i zbiła 3 ziarna z dołka E, 2 z dołka D i 2 z dołka C."
        );
        let quiet = Game::new(Preset::Abapa.rules()).clone().play(2).unwrap();
        assert_eq!(move_sentence(Lang::En, &quiet, 6), "South sowed C.");
        assert_eq!(
            move_sentence(Lang::Pl, &quiet, 6),
            "Południe rozsiało ziarna z dołka C."
        );
    }

    #[test]
    fn grand_slam_sentences() {
        // South's F (1 seed) lands in a, making 2; North has nothing else: a grand slam (G1 captures nothing).
        let pos: Setup = "0-0-0-0-0-1-1-0-0-0-0-0-23-23-S".parse().unwrap();
        let mut g = Game::from_setup(Preset::Abapa.rules(), &pos).unwrap();
        let r = g.play(5).unwrap();
        assert!(r.grand_slam_uncaptured);
        assert!(move_sentence(Lang::En, &r, 6).contains("captures nothing"));
        let mut g = Game::from_setup(Preset::Antigua.rules(), &pos).unwrap();
        let r = g.play(5).unwrap();
        assert!(r.extra_turn);
        let s = move_sentence(Lang::En, &r, 6);
        assert_eq!(
            s,
            "South sowed F: captured 2 from a, all the opponent's seeds; South plays again and must give the opponent seeds."
        );
    }

    #[test]
    fn outcomes_in_words() {
        let o = Outcome {
            winner: Some(Player::North),
            ending: Ending::Target,
            score: [20, 25],
        };
        let r = Preset::Abapa.rules();
        assert_eq!(
            outcome_sentence(Lang::En, &o, &r, Player::South),
            "Game over: a store reached 25 seeds. North wins, 25 to 20."
        );
        for l in Lang::ALL {
            for e in [
                Ending::Target,
                Ending::Stuck,
                Ending::Cycle,
                Ending::Agreement,
            ] {
                let o = Outcome { ending: e, ..o };
                let s = outcome_sentence(l, &o, &Preset::Numeros.rules(), Player::South);
                assert!(s.contains("25") && s.contains("20"), "{s}");
            }
        }
    }

    #[test]
    fn rules_texts_follow_the_settings() {
        for lang in Lang::ALL {
            for p in Preset::ALL {
                let text = rules_text(lang, &p.rules(), p.match_format());
                assert!(text.len() >= 9);
                let all = text.join(" ");
                assert!(
                    all.contains(&p.rules().target().to_string()),
                    "{lang:?} {p:?}"
                );
                assert!(!preset_name(lang, p).is_empty());
                assert!(!preset_origin(lang, p).is_empty());
            }
            let adaua = rules_text(lang, &Preset::Adaua.rules(), MatchFormat::Single).join(" ");
            assert!(adaua.contains("2, 4, 6"), "{adaua}");
            let pl = rules_text(lang, &Preset::WariPl.rules(), Preset::WariPl.match_format());
            assert!(pl.last().unwrap().contains('7'));
        }
        let en = rules_text(Lang::En, &Preset::Numeros.rules(), MatchFormat::Single).join(" ");
        assert!(en.contains("2 or 3"));
        assert!(en.contains("before and after"));
        assert!(en.contains("is not allowed"));
        assert!(en.contains("last player who captured"));
    }

    /// Polish nouns agree with the numbers (1 / 2-4 / 5+), Hungarian never falls back to "a(z)", and a match's
    /// starting rule replaces the fixed starter (RULES.md: wari-pl draws the first starter, then the loser starts).
    #[test]
    fn rules_texts_agree_with_their_numbers() {
        let pl = |r: &Rules| rules_text(Lang::Pl, r, MatchFormat::Single).join(" ");
        let abapa = pl(&Preset::Abapa.rules());
        assert!(abapa.contains("6 dołków w rzędzie, w każdym 4 ziarna, razem 48 ziaren"));
        assert!(abapa.contains("ma wtedy 2 lub 3 ziarna,"), "{abapa}");
        assert!(abapa.contains("co najmniej 25 ziaren"));
        let adaua = pl(&Preset::Adaua.rules());
        assert!(adaua.contains("2, 4, 6 lub 8 ziaren"), "{adaua}");
        let small: Rules = "pits=3 seeds=1 captures=2,3".parse().unwrap();
        assert!(pl(&small).starts_with("3 dołki w rzędzie, w każdym 1 ziarno, razem 6 ziaren."));
        assert!(pl(&Preset::Numeros.rules()).contains("co najmniej 24 ziarna"));

        for lang in Lang::ALL {
            let wari_pl = rules_text(lang, &Preset::WariPl.rules(), Preset::WariPl.match_format());
            let starter = player(lang, Player::South);
            assert!(
                !wari_pl.join(" ").contains(starter),
                "{lang:?}: {wari_pl:?}"
            );
            let antigua = rules_text(
                lang,
                &Preset::Antigua.rules(),
                Preset::Antigua.match_format(),
            );
            assert!(antigua.join(" ").contains(starter), "{lang:?}");
            for p in Preset::ALL {
                for line in rules_text(lang, &p.rules(), p.match_format()) {
                    assert!(!line.contains("a(z)") && !line.contains("{"), "{line}");
                }
            }
        }
        let en = rules_text(Lang::En, &Preset::WariPl.rules(), MatchFormat::Games(7)).join(" ");
        assert!(
            en.contains("drawn at random") && en.contains("the loser of a game starts the next")
        );
        assert_eq!(match_name(Lang::Pl, MatchFormat::Games(3)), "3 partie");
        assert_eq!(match_name(Lang::Pl, MatchFormat::Games(5)), "5 partii");
        let hu = all_strings(&HU);
        assert!(hu.iter().all(|s| !s.contains("a(z)")));
    }

    /// What each grand slam rule says happens (G1-G5), in English.
    #[test]
    fn grand_slam_rules_in_words() {
        let slam = |p: Preset| rules_text(Lang::En, &p.rules(), MatchFormat::Single)[4].clone();
        assert!(slam(Preset::Abapa).contains("may be played, but captures nothing"));
        assert!(slam(Preset::Numeros).contains("is not allowed, unless every possible move would"));
        assert!(slam(Preset::HuWari).contains("cannot move, so the game ends"));
        assert!(slam(Preset::WariPl).contains("only when that wins the game"));
        assert!(slam(Preset::Antigua).contains("play again at once"));
    }

    #[test]
    fn labels_and_levels() {
        assert_eq!(
            pit_label(Lang::En, 'C', 4, true, false),
            "C, 4 seeds, playable"
        );
        assert_eq!(pit_label(Lang::Pl, 'c', 5, false, false), "c, 5 ziaren");
        assert_eq!(
            store_label(Lang::Pl, Player::North, 2),
            "Magazyn Północy, 2 ziarna"
        );
        assert_eq!(level_name(Lang::En, 2), "Computer, level 2 (easy)");
        assert_eq!(level_name(Lang::Hu, 6), "Gép, 6. szint (legerősebb)");
        assert_eq!(fill("{0} and {1}", &["a", "b"]), "a and b");
        assert_eq!(eval_words(Lang::En, 0), EN.evals[3]);
        assert_eq!(eval_words(Lang::En, crate::ai::WIN), EN.evals[0]);
        assert_eq!(eval_words(Lang::En, -crate::ai::WIN), EN.evals[6]);
    }
}
