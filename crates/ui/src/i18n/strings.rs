//! The fixed texts of the page as a struct of fields, built once a language's file is read: [`Strings`]
//! (the page and the embed dialog), and those of the print view and the printed sheets, `PrintStrings` (built
//! only in the print module, on each print). A field is a text, a
//! list of texts, or a [`Template`] with values, filled with [`fill`]. Each field names its message in the
//! language files.

use super::{kept, resolve::Value, Lang};

/// A message with values, in one language: filled with [`fill`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Template {
    lang: Lang,
    key: &'static str,
    args: &'static [&'static str],
}

/// The text of `template` with its values, in the order of its names (see the field's documentation). A value that is a whole number
/// is passed as a number (so the files can choose plural forms on it).
pub fn fill(template: Template, values: &[&str]) -> String {
    let args: Vec<(&str, Value)> = template
        .args
        .iter()
        .zip(values)
        .map(|(&name, &v)| match v.parse::<i64>() {
            Ok(n) => (name, Value::Num(n)),
            Err(_) => (name, Value::from(v)),
        })
        .collect();
    super::text(template.lang, template.key, &args)
}

/// How a field is made from the files.
trait Field {
    type Out;
    fn make(&self, lang: Lang) -> Self::Out;
}

impl Field for &'static str {
    type Out = &'static str;
    fn make(&self, lang: Lang) -> &'static str {
        kept(lang, self, &[])
    }
}

impl<const N: usize> Field for [&'static str; N] {
    type Out = [&'static str; N];
    fn make(&self, lang: Lang) -> [&'static str; N] {
        self.map(|key| kept(lang, key, &[]))
    }
}

/// A [`Template`] field: its message and the names of its values.
struct TemplateField(&'static str, &'static [&'static str]);

impl Field for TemplateField {
    type Out = Template;
    fn make(&self, lang: Lang) -> Template {
        Template {
            lang,
            key: self.0,
            args: self.1,
        }
    }
}

const fn template(key: &'static str, args: &'static [&'static str]) -> TemplateField {
    TemplateField(key, args)
}

/// A struct of texts, each field with its type and its message id (`field: type = "id"`).
macro_rules! texts {
    ($(#[$doc:meta])* $name:ident { $($(#[$fdoc:meta])* $field:ident: $ty:ty = $key:expr,)* }) => {
        $(#[$doc])*
        #[derive(Debug)]
        pub struct $name {
            $($(#[$fdoc])* pub $field: $ty,)*
        }

        impl $name {
            /// The texts of `lang` (English where its file lacks a message).
            pub(super) fn build(lang: Lang) -> $name {
                $name {
                    $($field: Field::make(&$key, lang),)*
                }
            }

            /// The message ids of the fields.
            #[cfg(test)]
            pub(super) fn keys() -> Vec<&'static str> {
                let mut keys = Vec::new();
                $(keys.extend(Keys::keys(&$key));)*
                keys
            }
        }
    };
}

/// The message ids of a field (for the tests).
#[cfg(test)]
trait Keys {
    fn keys(&self) -> Vec<&'static str>;
}

#[cfg(test)]
impl Keys for &'static str {
    fn keys(&self) -> Vec<&'static str> {
        vec![self]
    }
}

#[cfg(test)]
impl<const N: usize> Keys for [&'static str; N] {
    fn keys(&self) -> Vec<&'static str> {
        self.to_vec()
    }
}

#[cfg(test)]
impl Keys for TemplateField {
    fn keys(&self) -> Vec<&'static str> {
        vec![self.0]
    }
}

texts! {
    /// The fixed texts of the page in one language.
    Strings {
    /// The document title.
    page_title: &'static str = "page-title",
    /// The line under the heading.
    tagline: &'static str = "tagline",
    /// Label of the language menu.
    language: &'static str = "language",
    /// The "How to play" button and dialog title.
    how_to_play: &'static str = "how-to-play",
    /// Close a dialog.
    close: &'static str = "close",
    /// Accessible name of the board.
    board_label: &'static str = "board-label",
    /// Mode button: one human against the computer.
    vs_computer: &'static str = "vs-computer",
    /// Mode button: two people on one device.
    two_players: &'static str = "two-players",
    /// Accessible name of the mode buttons' group.
    mode_label: &'static str = "mode-label",
    /// New game button.
    new_game: &'static str = "new-game",
    /// Its tooltip.
    new_game_title: &'static str = "new-game-title",
    /// Next game of a match.
    next_game: &'static str = "next-game",
    /// Undo button.
    undo: &'static str = "undo",
    /// Redo button.
    redo: &'static str = "redo",
    /// Hint button.
    hint: &'static str = "hint",
    /// Flip button.
    flip: &'static str = "flip",
    /// End by agreement button.
    end_agreement: &'static str = "end-agreement",
    /// Its tooltip.
    end_agreement_title: &'static str = "end-agreement-title",
    /// Let the computer play on from an earlier position.
    play_on: &'static str = "play-on",
    /// Players section heading.
    players: &'static str = "players",
    /// A human seat.
    human: &'static str = "human",
    /// A computer seat, `$level` the level, `$name` its name.
    computer_level: Template = template("computer-level", &["level", "name"]),
    /// Names of the computer levels, weakest first.
    level_names: [&'static str; 6] = ["level-1", "level-2", "level-3", "level-4", "level-5", "level-6"],
    /// Rules section heading.
    rules_heading: &'static str = "rules-heading",
    /// Variant menu label.
    variant: &'static str = "variant",
    /// The menu entry shown when the rules are custom.
    custom_option: &'static str = "custom-option",
    /// Custom rules heading.
    custom: &'static str = "custom",
    /// Custom rules introduction.
    custom_intro: &'static str = "custom-intro",
    /// Field: rows of pits (2, 3 or 4: RULES.md L3, L4).
    f_rows: &'static str = "f-rows",
    /// Its three choices: two, three and four rows.
    rows_names: [&'static str; 3] = ["rows-name-two", "rows-name-three", "rows-name-four"],
    /// Field: pits a side, on two rows.
    f_pits: &'static str = "f-pits",
    /// Field: pits a row, on three rows (L3) and on four (L4).
    f_pits_rows: [&'static str; 2] = ["f-pits-three", "f-pits-four"],
    /// Why the custom form leaves settings out on four rows (L4).
    custom_four_note: &'static str = "custom-four-note",
    /// Field: seeds a pit.
    f_seeds: &'static str = "f-seeds",
    /// Field: capturing counts.
    f_captures: &'static str = "f-captures",
    /// Field: chain.
    f_chain: &'static str = "f-chain",
    /// Chain backwards.
    chain_back: &'static str = "chain-back",
    /// Chain both ways.
    chain_both: &'static str = "chain-both",
    /// Field: grand slam.
    f_slam: &'static str = "f-slam",
    /// The five grand slam rules G1..G5, short.
    slam_names: [&'static str; 5] = ["slam-g1", "slam-g2", "slam-g3", "slam-g4", "slam-g5"],
    /// Field: feeding.
    f_feed: &'static str = "f-feed",
    /// F1, short.
    feed_must: &'static str = "feed-must",
    /// F2, short.
    feed_none: &'static str = "feed-none",
    /// Field: target.
    f_target: &'static str = "f-target",
    /// Field: cycle rule.
    f_cycle: &'static str = "f-cycle",
    /// The three cycle rules, short (side-owner, last-capturer, not-counted).
    cycle_names: [&'static str; 3] = ["cycle-name-side-owner", "cycle-name-last-capturer", "cycle-name-not-counted"],
    /// Field: E5 (`end`), a board where no capture is possible any more.
    f_end: &'static str = "f-end",
    /// Its two choices: `end=standard`, `end=no-capture`.
    end_names: [&'static str; 2] = ["end-name-standard", "end-name-no-capture"],
    /// Field: starter.
    f_start: &'static str = "f-start",
    /// Apply the custom rules.
    apply_custom: &'static str = "apply-custom",
    /// Custom rules refused, `$reason` the reason.
    custom_error: Template = template("custom-error", &["reason"]),
    /// The origin groups of the presets: international, Hungary, Poland, Spain, Antigua, three and four rows.
    groups: [&'static str; 6] = ["group-international", "group-hungary", "group-poland", "group-spain", "group-antigua", "group-rows"],
    /// Match section heading.
    match_heading: &'static str = "match-heading",
    /// Match formats: single, 7 games, first to 6.
    match_names: [&'static str; 3] = ["match-single", "match-7-games", "match-first-to-6"],
    /// Moves section heading.
    moves_heading: &'static str = "moves-heading",
    /// Empty move list.
    no_moves: &'static str = "no-moves",
    /// Accessible name of the move list.
    move_list_label: &'static str = "move-list-label",
    /// Copy the game string.
    copy_moves: &'static str = "copy-moves",
    /// Copy a link to this game.
    copy_link: &'static str = "copy-link",
    /// After copying.
    copied: &'static str = "copied",
    /// When the clipboard is not available.
    copy_manual: &'static str = "copy-manual",
    /// Label of the text box with the game string or link.
    share_label: &'static str = "share-label",
    /// Settings heading.
    settings: &'static str = "settings",
    /// Animation speed label.
    animation: &'static str = "animation",
    /// Speeds: off, fast, normal, slow.
    speed_names: [&'static str; 4] = ["speed-off", "speed-fast", "speed-normal", "speed-slow"],
    /// When the system asks for reduced motion.
    reduced_motion: &'static str = "reduced-motion",
    /// Dismiss a notice.
    dismiss: &'static str = "dismiss",
    /// A saved game that could not be read.
    saved_ignored: &'static str = "saved-ignored",
    /// The computer builds its tables, `$percent` percent.
    preparing: Template = template("preparing", &["percent"]),
    /// The only human is to move.
    your_move: &'static str = "your-move",
    /// Looking at move `$ply` of `$plies`.
    viewing: Template = template("viewing", &["ply", "plies"]),
    /// The hint is being computed.
    hint_thinking: &'static str = "hint-thinking",
    /// `$pit` the pit letter, `$evaluation` the evaluation.
    hint_result: Template = template("hint-result", &["pit", "evaluation"]),
    /// Evaluations, from the view of the player to move: won, clearly ahead, slightly ahead, even, slightly
    /// behind, clearly behind, lost.
    evals: [&'static str; 7] = ["eval-won", "eval-clearly-ahead", "eval-slightly-ahead", "eval-even", "eval-slightly-behind", "eval-clearly-behind", "eval-lost"],
    /// A new game started, `$variant` the variant.
    game_started: Template = template("game-started", &["variant"]),
    /// The error box title.
    error_title: &'static str = "error-title",
    /// The error box text.
    error_text: &'static str = "error-text",
    /// How to play, one paragraph per entry (two rows).
    help: [&'static str; 7] = ["help-1", "help-2", "help-3", "help-4", "help-5", "help-6", "help-7"],
    /// How to play on three rows (L3): these replace the first three paragraphs.
    help_three: [&'static str; 3] = ["help-three-1", "help-three-2", "help-three-3"],
    /// How to play on four rows (L4, L4-C): these replace the first four paragraphs.
    help_four: [&'static str; 4] = ["help-four-1", "help-four-2", "help-four-3", "help-four-4"],
    /// Heading of the variant's rules.
    rules_of: &'static str = "rules-of",
    /// The move list's button for the start position.
    start_position: &'static str = "start-position",
    /// A click while the computer is to move.
    computer_turn: &'static str = "computer-turn",
    /// Accessible name of a move in the list: `$number` its number, `$pit` the letter.
    move_label: Template = template("move-label", &["number", "pit"]),
    /// The computer failed, `$reason` the reason.
    ai_error: Template = template("ai-error", &["reason"]),
    /// A new version of the game has been downloaded for offline play (www/offline.js shows it).
    update_ready: &'static str = "update-ready",
    /// The button that switches to the new version at once (the page reloads; the game is kept).
    update_now: &'static str = "update-now",
    // The print and embed features: the side panel's card, the embed dialog, the print view and the sheets.
    /// The side panel's card heading.
    card_heading: &'static str = "print-embed-heading",
    /// The button that prints the empty board.
    print_board: &'static str = "print-board",
    /// Its tooltip.
    print_board_title: &'static str = "print-board-title",
    /// The button that prints the current position.
    print_position: &'static str = "print-position",
    /// Its tooltip.
    print_position_title: &'static str = "print-position-title",
    /// The button that opens the embed dialog.
    embed: &'static str = "embed-button",
    /// Its tooltip.
    embed_title: &'static str = "embed-button-title",
    /// The embed dialog's heading.
    embed_heading: &'static str = "embed-heading",
    /// The embed dialog's first paragraph.
    embed_intro: &'static str = "embed-intro",
    /// The option: show the bar's buttons in the embedded board.
    embed_controls: &'static str = "embed-controls",
    /// The option: start the embedded board from the position now on the board.
    embed_position: &'static str = "embed-position",
    /// The label of the iframe code.
    iframe_label: &'static str = "embed-iframe-label",
    /// The label of the script code.
    script_label: &'static str = "embed-script-label",
    /// A copy button.
    copy: &'static str = "embed-copy",
    /// The link from an embedded board to the full game.
    open_full: &'static str = "embed-open-full",
    /// The iframe's accessible title; `$variant` the variant.
    frame_title: Template = template("embed-frame-title", &["variant"]),
    }
}

// The print view's texts: only the print module (`wari-print`) builds them, on each print.
texts! {
    /// The fixed texts of the print view and the printed sheets in one language.
    PrintStrings {
    /// The print preview's print button.
    print_now: &'static str = "print-now",
    /// The print preview's link back to the game.
    back: &'static str = "print-back",
    /// The print preview's advice; `$size` the pit diameter in cm.
    preview_note: Template = template("print-preview-note", &["size"]),
    /// `$sheet` this sheet, `$sheets` the number of sheets.
    sheet_of: Template = template("sheet-of", &["sheet", "sheets"]),
    /// Written at a cut line.
    cut: &'static str = "sheet-cut",
    /// Written on a glue strip; `$sheet` the sheet glued onto it.
    glue: Template = template("sheet-glue", &["sheet"]),
    /// How to put the sheets together; `$sheet` the sheet to cut, `$next` the sheet it is glued onto.
    assemble: Template = template("sheet-assemble", &["sheet", "next"]),
    /// The same, for a sheet with a cut at its right (a board cut across its rows too).
    assemble_right: Template = template("sheet-assemble-right", &["sheet", "next"]),
    /// The same, for a cut at the sheet's foot.
    assemble_below: Template = template("sheet-assemble-below", &["sheet", "next"]),
    /// Which way the seeds go.
    sowing: &'static str = "sheet-sowing",
    /// Which way the seeds go on three rows, and whose pits are whose.
    sowing_three: &'static str = "sheet-sowing-three",
    /// Which way the seeds go on four rows, and whose pits are whose.
    sowing_four: &'static str = "sheet-sowing-four",
    /// The rules page's heading; `$variant` the variant.
    sheet_rules_heading: Template = template("sheet-rules-heading", &["variant"]),
    /// How to set up the printed board; `$seeds` the seeds a pit (`4 seeds`).
    setup: Template = template("sheet-setup", &["seeds"]),
    /// The worksheet's heading; `$variant` the variant.
    position_heading: Template = template("sheet-position-heading", &["variant"]),
    /// The worksheet's question.
    question: &'static str = "sheet-question",
    /// `$address` the game's address.
    play_online: Template = template("sheet-play-online", &["address"]),
    /// `$position` the position text.
    position_text: Template = template("sheet-position-text", &["position"]),
    /// `$moves` the game string.
    moves_so_far: Template = template("sheet-moves-so-far", &["moves"]),
    /// The accessible name of the printed board.
    printed_board: &'static str = "sheet-board-label",
    }
}

impl PrintStrings {
    /// The print view's texts in `lang` (English where its file lacks a message, or is not read).
    pub fn of(lang: Lang) -> PrintStrings {
        PrintStrings::build(lang)
    }
}
