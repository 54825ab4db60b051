//! The controls of "learn from your mistakes" (`features/mistakes`): one [`MistakesAction`] under
//! [`super::Action::Mistakes`].

/// The controls of "learn from your mistakes".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MistakesAction {
    /// Show the hint.
    Hint,
    /// Play the better move.
    Show,
    /// The next mistake (skipping this one if not done), or the end after the last.
    Next,
    /// Every mistake again, from the first.
    Again,
    /// Back to the game in progress.
    Leave,
}

impl MistakesAction {
    /// Every control.
    pub const ALL: [MistakesAction; 5] = [
        MistakesAction::Hint,
        MistakesAction::Show,
        MistakesAction::Next,
        MistakesAction::Again,
        MistakesAction::Leave,
    ];

    /// The `data-action` name.
    pub fn name(self) -> &'static str {
        match self {
            MistakesAction::Hint => "mistakes-hint",
            MistakesAction::Show => "mistakes-show",
            MistakesAction::Next => "mistakes-next",
            MistakesAction::Again => "mistakes-again",
            MistakesAction::Leave => "mistakes-leave",
        }
    }

    /// The control named `name`.
    pub fn parse(name: &str) -> Option<MistakesAction> {
        MistakesAction::ALL.into_iter().find(|a| a.name() == name)
    }
}
