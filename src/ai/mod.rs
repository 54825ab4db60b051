//! The computer opponent (search, evaluation, endgame tables). Depends only on [`crate::rules`].
