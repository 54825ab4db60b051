//! What a person can ask of the page, typed: every control carries a `data-action` name (and a value: the
//! control's own value, `data-ply` or `data-id`), read once by [`Action::parse`] into an [`Action`]. The app
//! handles every action in one exhaustive `match` (`app/update.rs`), so a new control cannot be forgotten.
//!
//! Controls are built with [`Action::name`] (see `dom::button`), so the names live here only. Pure: tested
//! natively.
//!
//! To add a control: add a variant (or a variant of a view's own enum, like [`EmbedAction`]), give it its
//! name in [`Action::name`] and [`Action::parse`], and handle it where the compiler points (`App::update`).

use crate::features::game::storage::Speed;
use wari_core::params::{PrintView, Seat};
use wari_core::rules::{MatchFormat, Player, Preset};
use wari_ui::i18n::Lang;
pub use wari_ui::print_job::PrintAction;

#[path = "action_mistakes.rs"]
mod mistakes;
pub use mistakes::MistakesAction;
#[path = "action_review.rs"]
mod review;
pub use review::ReviewAction;

/// Who plays the set-up position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayAs {
    /// Two people on one device.
    Two,
    /// A person plays this side, the computer the other.
    Side(Player),
}

/// A control of the page was used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// A new game (and match) of the chosen rules.
    NewGame,
    /// The next game of a match.
    NextGame,
    /// Take back a move (against the computer: back to the human's turn).
    Undo,
    /// Play again a move taken back.
    Redo,
    /// Show the position after this many moves (the move list).
    Goto(usize),
    /// Ask the computer for a hint.
    Hint,
    /// End a cycling game by agreement (E3).
    Agree,
    /// Let the computer play on from an earlier position.
    PlayOn,
    /// Turn the board (North at the bottom).
    Flip,
    /// Play against the computer.
    ModeComputer,
    /// Two people on one device.
    ModeTwo,
    /// Who plays a side.
    Seat(Player, Seat),
    /// A variant from the menu; `None`: "Custom rules" (opens the form).
    Variant(Option<Preset>),
    /// Play the rules of the custom form.
    ApplyCustom,
    /// The custom form's rows (2, 3 or 4) changed: show the settings that apply (RULES.md L3, L4).
    CustomRows(u8),
    /// The match format.
    Match(MatchFormat),
    /// The animation speed.
    Speed(Speed),
    /// The page's language.
    Lang(Lang),
    /// Copy the game string.
    CopyMoves,
    /// Copy a link to the game.
    CopyLink,
    /// Dismiss the notice of this id.
    Dismiss(u32),
    /// Bring back the game a change of variant put away (its notice's button).
    UndoVariant,
    /// Open How to play.
    HelpOpen,
    /// Close How to play.
    HelpClose,
    /// The embed dialog.
    Embed(EmbedAction),
    /// The print view.
    Print(PrintAction),
    /// The puzzles.
    Puzzle(PuzzleAction),
    /// The guided first game.
    Lesson(LessonAction),
    /// Counting practice.
    Practice(PracticeAction),
    /// The position editor.
    Editor(EditorAction),
    /// Learn from your mistakes.
    Mistakes(MistakesAction),
    /// The game review.
    Review(ReviewAction),
}

/// Counting practice's controls (`features/counting`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PracticeAction {
    /// Practice on or off.
    Toggle,
    /// The seed numbers hidden or shown.
    Hide,
    /// Sow the move waiting, with the number said.
    Sow,
    /// Drop the move waiting.
    Cancel,
}

/// The guided first game's controls (`features/lesson`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonAction {
    /// Start it (for the rules in play).
    Open,
    /// The step before.
    Back,
    /// The step shown again from its position.
    Restart,
    /// The next step (after the last: back to the game).
    Next,
    /// Back to the game in progress.
    Leave,
}

/// The position editor's controls (`features/editor`); a click on a pit or a store selects it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorAction {
    /// Open it on the position shown ("Set up a position").
    Open,
    /// Back to the game in progress.
    Leave,
    /// One seed more in the place selected.
    More,
    /// One seed less.
    Less,
    /// This many seeds (the number field, on change).
    Count(u8),
    /// This player moves first.
    ToMove(Player),
    /// The player to move is in G5's extra turn, or no longer (a toggle, shown under G5 only).
    FeedTurn,
    /// Empty every pit and store.
    Clear,
    /// The seeds still missing into the stores.
    Fill,
    /// The rules' start position.
    Start,
    /// Play the position.
    Play(PlayAs),
    /// Copy a link to the position.
    Link,
    /// Embed it as a puzzle.
    Embed,
    /// Print its worksheet.
    Print,
}

/// The puzzles' controls (`features/puzzle`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleAction {
    /// Open the list of puzzles.
    List,
    /// Close the list.
    ListClose,
    /// Open the puzzle of this index in the collection.
    Open(usize),
    /// Show the hint.
    Hint,
    /// Back to the puzzle's position.
    Restart,
    /// Show the solution.
    Solution,
    /// The next puzzle.
    Next,
    /// Back to the game in progress.
    Leave,
    /// Tick this week's six for the worksheet.
    SheetWeek,
    /// Print the worksheet of the puzzles ticked (this week's six when none is).
    SheetPrint,
    /// The list's filter (variant, level) changed.
    Filter,
}

/// The embed dialog's controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EmbedAction {
    /// Open the dialog ("Embed…").
    Open,
    /// One of its options (buttons shown, start from the position) changed.
    Options,
    /// Copy one of its snippets.
    Copy(Snippet),
    /// Close it.
    Close,
}

/// The embed dialog's two snippets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Snippet {
    /// The `<iframe>`.
    Iframe,
    /// The `<div data-wari>` and `embed.js`.
    Script,
}

/// The menus (`<select>`) and check boxes of the page: their action takes the control's value, on `change`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Menu {
    /// South's player.
    SeatSouth,
    /// North's player.
    SeatNorth,
    /// The variant.
    Variant,
    /// The match format.
    Match,
    /// The animation speed.
    Speed,
    /// The language.
    Lang,
    /// The embed dialog's options.
    EmbedOptions,
    /// The custom form's rows.
    CustomRows,
    /// The editor's number field.
    EditorCount,
    /// The puzzle list's filter menus (variant, level).
    PuzzleFilter,
}

impl Menu {
    /// Every menu.
    pub const ALL: [Menu; 10] = [
        Menu::SeatSouth,
        Menu::SeatNorth,
        Menu::Variant,
        Menu::Match,
        Menu::Speed,
        Menu::Lang,
        Menu::EmbedOptions,
        Menu::CustomRows,
        Menu::EditorCount,
        Menu::PuzzleFilter,
    ];

    /// The `data-action` name.
    pub fn name(self) -> &'static str {
        match self {
            Menu::SeatSouth => "seat-south",
            Menu::SeatNorth => "seat-north",
            Menu::Variant => "variant",
            Menu::Match => "match",
            Menu::Speed => "speed",
            Menu::Lang => "lang",
            Menu::EmbedOptions => "embed-options",
            Menu::CustomRows => "c-rows",
            Menu::EditorCount => "editor-count",
            Menu::PuzzleFilter => "puzzles-filter",
        }
    }

    /// The action of the menu set to `value`.
    pub fn action(self, value: &str) -> Option<Action> {
        Some(match self {
            Menu::SeatSouth => Action::Seat(Player::South, Seat::parse(value)?),
            Menu::SeatNorth => Action::Seat(Player::North, Seat::parse(value)?),
            Menu::Variant => Action::Variant(match value {
                "custom" => None,
                id => Some(id.parse().ok()?),
            }),
            Menu::Match => Action::Match(MatchFormat::parse(value)?),
            Menu::Speed => Action::Speed(Speed::parse(value)?),
            Menu::Lang => Action::Lang(Lang::from_code(value)?),
            Menu::EmbedOptions => Action::Embed(EmbedAction::Options),
            Menu::CustomRows => match value.parse().ok()? {
                rows @ 2..=4 => Action::CustomRows(rows),
                _ => return None,
            },
            Menu::EditorCount => Action::Editor(EditorAction::Count(value.trim().parse().ok()?)),
            Menu::PuzzleFilter => Action::Puzzle(PuzzleAction::Filter),
        })
    }
}

impl Action {
    /// The `data-action` name of the control.
    pub fn name(self) -> &'static str {
        match self {
            Action::NewGame => "new-game",
            Action::NextGame => "next-game",
            Action::Undo => "undo",
            Action::Redo => "redo",
            Action::Goto(_) => "goto",
            Action::Hint => "hint",
            Action::Agree => "agree",
            Action::PlayOn => "play-on",
            Action::Flip => "flip",
            Action::ModeComputer => "mode-computer",
            Action::ModeTwo => "mode-two",
            Action::ApplyCustom => "apply-custom",
            Action::CopyMoves => "copy-moves",
            Action::CopyLink => "copy-link",
            Action::Dismiss(_) => "dismiss",
            Action::UndoVariant => "undo-variant",
            Action::HelpOpen => "help",
            Action::HelpClose => "help-close",
            Action::Embed(EmbedAction::Open) => "embed",
            Action::Embed(EmbedAction::Copy(Snippet::Iframe)) => "embed-copy-iframe",
            Action::Embed(EmbedAction::Copy(Snippet::Script)) => "embed-copy-script",
            Action::Embed(EmbedAction::Close) => "embed-close",
            Action::Print(p) => p.name(),
            Action::Puzzle(PuzzleAction::List) => "puzzles",
            Action::Puzzle(PuzzleAction::ListClose) => "puzzles-close",
            Action::Puzzle(PuzzleAction::Open(_)) => "puzzle-open",
            Action::Puzzle(PuzzleAction::Hint) => "puzzle-hint",
            Action::Puzzle(PuzzleAction::Restart) => "puzzle-restart",
            Action::Puzzle(PuzzleAction::Solution) => "puzzle-solution",
            Action::Puzzle(PuzzleAction::Next) => "puzzle-next",
            Action::Puzzle(PuzzleAction::Leave) => "puzzle-leave",
            Action::Puzzle(PuzzleAction::SheetWeek) => "puzzles-sheet-week",
            Action::Puzzle(PuzzleAction::SheetPrint) => "puzzles-sheet-print",
            Action::Puzzle(PuzzleAction::Filter) => Menu::PuzzleFilter.name(),
            Action::Editor(a) => a.name(),
            Action::Mistakes(a) => a.name(),
            Action::Review(a) => a.name(),
            Action::Lesson(LessonAction::Open) => "lesson",
            Action::Lesson(LessonAction::Back) => "lesson-back",
            Action::Lesson(LessonAction::Restart) => "lesson-restart",
            Action::Lesson(LessonAction::Next) => "lesson-next",
            Action::Lesson(LessonAction::Leave) => "lesson-leave",
            Action::Practice(PracticeAction::Toggle) => "practice",
            Action::Practice(PracticeAction::Hide) => "practice-hide",
            Action::Practice(PracticeAction::Sow) => "practice-sow",
            Action::Practice(PracticeAction::Cancel) => "practice-cancel",
            Action::Seat(Player::South, _) => Menu::SeatSouth.name(),
            Action::Seat(Player::North, _) => Menu::SeatNorth.name(),
            Action::Variant(_) => Menu::Variant.name(),
            Action::Match(_) => Menu::Match.name(),
            Action::Speed(_) => Menu::Speed.name(),
            Action::Lang(_) => Menu::Lang.name(),
            Action::Embed(EmbedAction::Options) => Menu::EmbedOptions.name(),
            Action::CustomRows(_) => Menu::CustomRows.name(),
        }
    }

    /// The action of a control named `name` whose value is `value`; `None` for an unknown name or a value
    /// the action cannot take (a control built wrong; nothing happens).
    pub fn parse(name: &str, value: &str) -> Option<Action> {
        if let Some(menu) = Menu::ALL.into_iter().find(|m| m.name() == name) {
            return menu.action(value);
        }
        Some(match name {
            "new-game" => Action::NewGame,
            "next-game" => Action::NextGame,
            "undo" => Action::Undo,
            "redo" => Action::Redo,
            "goto" => Action::Goto(value.parse().ok()?),
            "hint" => Action::Hint,
            "agree" => Action::Agree,
            "play-on" => Action::PlayOn,
            "flip" => Action::Flip,
            "mode-computer" => Action::ModeComputer,
            "mode-two" => Action::ModeTwo,
            "apply-custom" => Action::ApplyCustom,
            "copy-moves" => Action::CopyMoves,
            "copy-link" => Action::CopyLink,
            "dismiss" => Action::Dismiss(value.parse().ok()?),
            "undo-variant" => Action::UndoVariant,
            "help" => Action::HelpOpen,
            "help-close" => Action::HelpClose,
            "embed" => Action::Embed(EmbedAction::Open),
            "embed-copy-iframe" => Action::Embed(EmbedAction::Copy(Snippet::Iframe)),
            "embed-copy-script" => Action::Embed(EmbedAction::Copy(Snippet::Script)),
            "embed-close" => Action::Embed(EmbedAction::Close),
            "print-board" => Action::Print(PrintAction::View(PrintView::Board)),
            "print-position" => Action::Print(PrintAction::View(PrintView::Position)),
            "print-now" => Action::Print(PrintAction::Now),
            "puzzles" => Action::Puzzle(PuzzleAction::List),
            "puzzles-close" => Action::Puzzle(PuzzleAction::ListClose),
            "puzzle-open" => Action::Puzzle(PuzzleAction::Open(value.parse().ok()?)),
            "puzzle-hint" => Action::Puzzle(PuzzleAction::Hint),
            "puzzle-restart" => Action::Puzzle(PuzzleAction::Restart),
            "puzzle-solution" => Action::Puzzle(PuzzleAction::Solution),
            "puzzle-next" => Action::Puzzle(PuzzleAction::Next),
            "puzzle-leave" => Action::Puzzle(PuzzleAction::Leave),
            "puzzles-sheet-week" => Action::Puzzle(PuzzleAction::SheetWeek),
            "puzzles-sheet-print" => Action::Puzzle(PuzzleAction::SheetPrint),
            "lesson" => Action::Lesson(LessonAction::Open),
            "lesson-back" => Action::Lesson(LessonAction::Back),
            "lesson-restart" => Action::Lesson(LessonAction::Restart),
            "lesson-next" => Action::Lesson(LessonAction::Next),
            "lesson-leave" => Action::Lesson(LessonAction::Leave),
            "practice" => Action::Practice(PracticeAction::Toggle),
            "practice-hide" => Action::Practice(PracticeAction::Hide),
            "practice-sow" => Action::Practice(PracticeAction::Sow),
            "practice-cancel" => Action::Practice(PracticeAction::Cancel),
            _ => {
                return EditorAction::parse(name)
                    .map(Action::Editor)
                    .or_else(|| MistakesAction::parse(name).map(Action::Mistakes))
                    .or_else(|| ReviewAction::parse(name, value).map(Action::Review))
            }
        })
    }

    /// Whether the control is a menu (`<select>`) or a check box, whose `change` event is the action (a click
    /// on it is not).
    pub fn on_change(name: &str) -> bool {
        Menu::ALL.into_iter().any(|m| m.name() == name)
    }
}

/// What an action closes before it acts (see [`Action::leaves`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Leaves {
    /// The position editor: the action acts on the game in progress (which the editor hides), so the game is
    /// shown again.
    pub editor: bool,
    /// The puzzle being solved or the lesson: the action changes the game, the players or the rules.
    pub puzzle: bool,
}

impl Action {
    /// What this action closes first. The settings, the rules (the editor follows them), the dialogs and the
    /// editor's own controls keep the editor open; the language, speed, board side, dialogs, copy, print and
    /// the puzzles' and lesson's own controls keep the puzzle or the lesson. One exhaustive `match`, so a new
    /// action is decided for both.
    pub fn leaves(self) -> Leaves {
        let (editor, puzzle) = match self {
            Action::NewGame
            | Action::NextGame
            | Action::Agree
            | Action::PlayOn
            | Action::UndoVariant
            | Action::Review(ReviewAction::Open) => (true, true),
            Action::Undo
            | Action::Redo
            | Action::Goto(_)
            | Action::Hint
            | Action::CopyMoves
            | Action::CopyLink
            | Action::Embed(EmbedAction::Open)
            | Action::Print(_)
            | Action::Puzzle(PuzzleAction::Open(_) | PuzzleAction::Next)
            | Action::Lesson(LessonAction::Open) => (true, false),
            Action::ModeComputer
            | Action::ModeTwo
            | Action::Seat(..)
            | Action::Variant(Some(_))
            | Action::ApplyCustom
            | Action::Match(_) => (false, true),
            Action::Variant(None)
            | Action::CustomRows(_)
            | Action::Flip
            | Action::Speed(_)
            | Action::Lang(_)
            | Action::Dismiss(_)
            | Action::HelpOpen
            | Action::HelpClose
            | Action::Embed(_)
            | Action::Puzzle(_)
            | Action::Lesson(_)
            | Action::Practice(_)
            | Action::Editor(_)
            | Action::Mistakes(_)
            | Action::Review(_) => (false, false),
        };
        Leaves { editor, puzzle }
    }
}

impl EditorAction {
    /// The buttons (the number field is [`Menu::EditorCount`]).
    const BUTTONS: [EditorAction; 16] = [
        EditorAction::Open,
        EditorAction::Leave,
        EditorAction::More,
        EditorAction::Less,
        EditorAction::ToMove(Player::South),
        EditorAction::ToMove(Player::North),
        EditorAction::FeedTurn,
        EditorAction::Clear,
        EditorAction::Fill,
        EditorAction::Start,
        EditorAction::Play(PlayAs::Two),
        EditorAction::Play(PlayAs::Side(Player::South)),
        EditorAction::Play(PlayAs::Side(Player::North)),
        EditorAction::Link,
        EditorAction::Embed,
        EditorAction::Print,
    ];

    /// The `data-action` name.
    fn name(self) -> &'static str {
        match self {
            EditorAction::Open => "editor",
            EditorAction::Leave => "editor-leave",
            EditorAction::More => "editor-more",
            EditorAction::Less => "editor-less",
            EditorAction::Count(_) => Menu::EditorCount.name(),
            EditorAction::ToMove(Player::South) => "editor-south",
            EditorAction::ToMove(Player::North) => "editor-north",
            EditorAction::FeedTurn => "editor-feed-turn",
            EditorAction::Clear => "editor-clear",
            EditorAction::Fill => "editor-fill",
            EditorAction::Start => "editor-start",
            EditorAction::Play(PlayAs::Two) => "editor-play-two",
            EditorAction::Play(PlayAs::Side(Player::South)) => "editor-play-south",
            EditorAction::Play(PlayAs::Side(Player::North)) => "editor-play-north",
            EditorAction::Link => "editor-link",
            EditorAction::Embed => "editor-embed",
            EditorAction::Print => "editor-print",
        }
    }

    /// The button named `name`.
    fn parse(name: &str) -> Option<EditorAction> {
        EditorAction::BUTTONS.into_iter().find(|a| a.name() == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One of each action, with a value of each kind.
    fn every_action() -> Vec<(Action, &'static str)> {
        vec![
            (Action::NewGame, ""),
            (Action::NextGame, ""),
            (Action::Undo, ""),
            (Action::Redo, ""),
            (Action::Goto(12), "12"),
            (Action::Hint, ""),
            (Action::Agree, ""),
            (Action::PlayOn, ""),
            (Action::Flip, ""),
            (Action::ModeComputer, ""),
            (Action::ModeTwo, ""),
            (Action::Seat(Player::South, Seat::Computer(3)), "ai-3"),
            (Action::Seat(Player::North, Seat::Human), "human"),
            (Action::Variant(Some(Preset::Numeros)), "numeros"),
            (Action::ApplyCustom, ""),
            (Action::CustomRows(4), "4"),
            (Action::Match(MatchFormat::Games(7)), "games-7"),
            (Action::Speed(Speed::Slow), "slow"),
            (Action::Lang(Lang::Hu), "hu"),
            (Action::CopyMoves, ""),
            (Action::CopyLink, ""),
            (Action::Dismiss(4), "4"),
            (Action::UndoVariant, ""),
            (Action::HelpOpen, ""),
            (Action::HelpClose, ""),
            (Action::Embed(EmbedAction::Open), ""),
            (Action::Embed(EmbedAction::Options), ""),
            (Action::Embed(EmbedAction::Copy(Snippet::Iframe)), ""),
            (Action::Embed(EmbedAction::Copy(Snippet::Script)), ""),
            (Action::Embed(EmbedAction::Close), ""),
            (Action::Print(PrintAction::View(PrintView::Board)), ""),
            (Action::Print(PrintAction::View(PrintView::Position)), ""),
            (Action::Print(PrintAction::Now), ""),
            (Action::Puzzle(PuzzleAction::List), ""),
            (Action::Puzzle(PuzzleAction::ListClose), ""),
            (Action::Puzzle(PuzzleAction::Open(7)), "7"),
            (Action::Puzzle(PuzzleAction::Hint), ""),
            (Action::Puzzle(PuzzleAction::Restart), ""),
            (Action::Puzzle(PuzzleAction::Solution), ""),
            (Action::Puzzle(PuzzleAction::Next), ""),
            (Action::Puzzle(PuzzleAction::Leave), ""),
            (Action::Puzzle(PuzzleAction::SheetWeek), ""),
            (Action::Puzzle(PuzzleAction::SheetPrint), ""),
            (Action::Puzzle(PuzzleAction::Filter), "abapa"),
            (Action::Editor(EditorAction::Count(7)), "7"),
            (Action::Lesson(LessonAction::Open), ""),
            (Action::Lesson(LessonAction::Back), ""),
            (Action::Lesson(LessonAction::Restart), ""),
            (Action::Lesson(LessonAction::Next), ""),
            (Action::Lesson(LessonAction::Leave), ""),
            (Action::Practice(PracticeAction::Toggle), ""),
            (Action::Practice(PracticeAction::Hide), ""),
            (Action::Practice(PracticeAction::Sow), ""),
            (Action::Practice(PracticeAction::Cancel), ""),
        ]
        .into_iter()
        .chain(EditorAction::BUTTONS.map(|a| (Action::Editor(a), "")))
        .chain(MistakesAction::ALL.map(|a| (Action::Mistakes(a), "")))
        .chain(ReviewAction::ALL.map(|a| {
            let value = if a == ReviewAction::Select(7) {
                "7"
            } else {
                ""
            };
            (Action::Review(a), value)
        }))
        .collect()
    }

    #[test]
    fn every_control_name_reads_back_as_its_action() {
        let all = every_action();
        let mut names: Vec<&str> = all.iter().map(|(a, _)| a.name()).collect();
        for (a, value) in &all {
            assert_eq!(Action::parse(a.name(), value), Some(*a), "{}", a.name());
        }
        names.sort();
        names.dedup();
        assert_eq!(names.len(), all.len(), "two actions share a name");
        // "Custom rules" in the variant menu.
        assert_eq!(
            Action::parse("variant", "custom"),
            Some(Action::Variant(None))
        );
    }

    #[test]
    fn unknown_names_and_bad_values_do_nothing() {
        assert_eq!(Action::parse("format-disk", ""), None);
        assert_eq!(Action::parse("", ""), None);
        assert_eq!(Action::parse("goto", "-1"), None);
        assert_eq!(Action::parse("goto", "x"), None);
        assert_eq!(Action::parse("seat-south", "ai-99"), None);
        assert_eq!(Action::parse("variant", "<script>"), None);
        assert_eq!(Action::parse("lang", "xx"), None);
        assert_eq!(Action::parse("match", "best-of-100"), None);
        assert_eq!(Action::parse("dismiss", ""), None);
        assert_eq!(Action::parse("puzzle-open", "abapa/1"), None);
        assert_eq!(Action::parse("c-rows", "5"), None);
        assert_eq!(Action::parse("c-rows", "1"), None);
        assert_eq!(Action::parse("editor-count", "-1"), None);
        assert_eq!(Action::parse("editor-count", "300"), None);
        assert_eq!(Action::parse("editor-count", ""), None);
    }

    #[test]
    fn menus_act_on_change_buttons_on_click() {
        for (a, _) in every_action() {
            let menu = matches!(
                a,
                Action::Seat(..)
                    | Action::Variant(_)
                    | Action::Match(_)
                    | Action::Speed(_)
                    | Action::Lang(_)
                    | Action::Embed(EmbedAction::Options)
                    | Action::CustomRows(_)
                    | Action::Editor(EditorAction::Count(_))
                    | Action::Puzzle(PuzzleAction::Filter)
            );
            assert_eq!(Action::on_change(a.name()), menu, "{}", a.name());
        }
    }

    /// A game action closes the editor (its game is shown again); a change of players or rules ends the puzzle
    /// or lesson; a setting keeps both; opening a puzzle or the lesson leaves the editor but not the puzzle.
    #[test]
    fn what_each_kind_of_action_leaves() {
        let leaves = |a: Action| (a.leaves().editor, a.leaves().puzzle);
        assert_eq!(leaves(Action::NewGame), (true, true));
        assert_eq!(leaves(Action::Undo), (true, false));
        assert_eq!(leaves(Action::Print(PrintAction::Now)), (true, false));
        assert_eq!(leaves(Action::Puzzle(PuzzleAction::Next)), (true, false));
        assert_eq!(leaves(Action::Puzzle(PuzzleAction::Hint)), (false, false));
        assert_eq!(leaves(Action::Embed(EmbedAction::Open)), (true, false));
        assert_eq!(leaves(Action::Embed(EmbedAction::Close)), (false, false));
        assert_eq!(
            leaves(Action::Variant(Some(Preset::Numeros))),
            (false, true)
        );
        assert_eq!(leaves(Action::Variant(None)), (false, false));
        assert_eq!(
            leaves(Action::Seat(Player::North, Seat::Human)),
            (false, true)
        );
        assert_eq!(leaves(Action::Lang(Lang::Pl)), (false, false));
        assert_eq!(
            leaves(Action::Editor(EditorAction::Count(3))),
            (false, false)
        );
        assert_eq!(
            every_action()
                .iter()
                .filter(|(a, _)| a.leaves().editor)
                .count(),
            19
        );
    }
}
