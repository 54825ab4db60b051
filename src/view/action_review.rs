//! The game review's controls (`features/review`): one [`ReviewAction`] under [`super::Action::Review`].

/// The game review's controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewAction {
    /// Review the game in play ("Review the game": the move list, the end of a game).
    Open,
    /// Back to the game, at the ply it showed.
    Close,
    /// Stop the analysis (what is analysed is kept).
    Cancel,
    /// Go on with the analysis.
    Resume,
    /// Select the move of this number (1 = the first): a point of the chart, a row of the table.
    Select(usize),
    /// The move before the one selected.
    Prev,
    /// The move after.
    Next,
    /// The first move.
    First,
    /// The last move.
    Last,
    /// "Learn from your mistakes" (`features/mistakes`).
    Learn,
    /// Print the review (the print module's review sheet).
    Print,
}

impl ReviewAction {
    /// Every control, with a value for [`ReviewAction::Select`].
    pub const ALL: [ReviewAction; 11] = [
        ReviewAction::Open,
        ReviewAction::Close,
        ReviewAction::Cancel,
        ReviewAction::Resume,
        ReviewAction::Select(7),
        ReviewAction::Prev,
        ReviewAction::Next,
        ReviewAction::First,
        ReviewAction::Last,
        ReviewAction::Learn,
        ReviewAction::Print,
    ];

    /// The `data-action` name (a selection's move number is its `data-ply`).
    pub fn name(self) -> &'static str {
        match self {
            ReviewAction::Open => "review",
            ReviewAction::Close => "review-close",
            ReviewAction::Cancel => "review-cancel",
            ReviewAction::Resume => "review-resume",
            ReviewAction::Select(_) => "review-select",
            ReviewAction::Prev => "review-prev",
            ReviewAction::Next => "review-next",
            ReviewAction::First => "review-first",
            ReviewAction::Last => "review-last",
            ReviewAction::Learn => "review-learn",
            ReviewAction::Print => "review-print",
        }
    }

    /// The control named `name` with `value`.
    pub fn parse(name: &str, value: &str) -> Option<ReviewAction> {
        if name == "review-select" {
            return Some(ReviewAction::Select(value.parse().ok()?));
        }
        ReviewAction::ALL
            .into_iter()
            .find(|a| a.name() == name && !matches!(a, ReviewAction::Select(_)))
    }

    /// The step a key asks for in the review's chart or table: the arrows, Home and End.
    pub fn from_key(key: &str) -> Option<ReviewAction> {
        Some(match key {
            "ArrowLeft" | "ArrowUp" => ReviewAction::Prev,
            "ArrowRight" | "ArrowDown" => ReviewAction::Next,
            "Home" => ReviewAction::First,
            "End" => ReviewAction::Last,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_review_control_reads_back_and_keys_step_through_the_moves() {
        for a in ReviewAction::ALL {
            let value = if let ReviewAction::Select(m) = a {
                m.to_string()
            } else {
                String::new()
            };
            assert_eq!(
                ReviewAction::parse(a.name(), &value),
                Some(a),
                "{}",
                a.name()
            );
        }
        assert_eq!(ReviewAction::parse("review-select", "x"), None);
        assert_eq!(ReviewAction::parse("review-nonsense", ""), None);
        assert_eq!(
            ReviewAction::from_key("ArrowRight"),
            Some(ReviewAction::Next)
        );
        assert_eq!(ReviewAction::from_key("ArrowUp"), Some(ReviewAction::Prev));
        assert_eq!(ReviewAction::from_key("End"), Some(ReviewAction::Last));
        assert_eq!(ReviewAction::from_key("Enter"), None);
    }
}
