//! The options that name a game, shared by `wari replay` and `wari review`: `--variant ID|RULES` (or `--rules`),
//! `--position TEXT`, `--moves LETTERS` and `--json`.

use wari_core::rules::{Game, Rules, Setup};

/// A game as the command line names it.
pub struct GameArgs {
    /// The rules (`--variant`; abapa's by default).
    pub rules: Rules,
    /// The variant as written (`abapa` by default), for the printed title and the JSON.
    pub variant: String,
    /// The start position (`--position`), when it is not the rules' own.
    pub start: Option<Setup>,
    /// The moves (`--moves`), when given.
    pub moves: Option<String>,
    /// Print JSON (`--json`).
    pub json: bool,
}

impl Default for GameArgs {
    fn default() -> GameArgs {
        GameArgs {
            rules: Rules::default(),
            variant: "abapa".into(),
            start: None,
            moves: None,
            json: false,
        }
    }
}

impl GameArgs {
    /// Takes the option `a` (its value, if it has one, from `it`) when it is one of these: `Ok(true)`; `Ok(false)`
    /// for any other option, which the command reads itself.
    pub fn take(
        &mut self,
        a: &str,
        it: &mut std::slice::Iter<'_, String>,
        usage: &str,
    ) -> Result<bool, String> {
        let mut value = |name: &str| crate::option_value(it, name, usage);
        match a {
            "--variant" | "--rules" => {
                let v = value(a)?;
                self.rules = v.parse().map_err(|e| format!("--variant: {e}"))?;
                self.variant = v;
            }
            "--position" => {
                let v = value(a)?;
                self.start = Some(v.parse().map_err(|e| format!("--position: {e}"))?);
            }
            "--moves" => self.moves = Some(value(a)?),
            "--json" => self.json = true,
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The game before its moves: the rules' start, or `--position` checked against the rules.
    pub fn start_game(&self) -> Result<Game, String> {
        match &self.start {
            Some(setup) => {
                Game::from_setup(self.rules, setup).map_err(|e| format!("--position: {e}"))
            }
            None => Ok(Game::new(self.rules)),
        }
    }
}
