//! The search's parameters ([`Tuning`]), set by `wari engine`'s `setoption` for experiments.

/// The search's parameters, for experiments: `wari engine` sets them with `setoption name NAME value N`
/// ([`Tuning::set`]); the defaults are what the levels play with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tuning {
    /// Half-width of the root's aspiration window, hundredths of a seed (0: none).
    pub aspiration: i32,
    /// Late move reductions (by one ply) from this move index on (0-based, after sorting)...
    pub lmr_from: i32,
    /// ... at this remaining depth or more.
    pub lmr_depth: i32,
    /// Quiescence: plies of captures searched beyond the depth (0: none, the evaluation at once).
    pub qsearch: i32,
    /// A position with a single legal move is searched one ply deeper (0: off).
    pub single_reply: i32,
    /// Futility at the frontier (one ply left, not a PV node): when the evaluation plus this margin is below
    /// alpha, only the captures are searched (0: off).
    pub futility: i32,
}

impl Default for Tuning {
    fn default() -> Self {
        Tuning {
            aspiration: 50,
            lmr_from: 3,
            lmr_depth: 3,
            qsearch: 8,
            single_reply: 1,
            futility: 0,
        }
    }
}

impl Tuning {
    /// Sets the parameter called `name` (a field name, case-insensitive) to `value`.
    pub fn set(&mut self, name: &str, value: i32) -> Result<(), String> {
        let field = match name.to_ascii_lowercase().as_str() {
            "aspiration" => &mut self.aspiration,
            "lmr_from" => &mut self.lmr_from,
            "lmr_depth" => &mut self.lmr_depth,
            "qsearch" => &mut self.qsearch,
            "single_reply" => &mut self.single_reply,
            "futility" => &mut self.futility,
            _ => return Err(format!("no search parameter '{name}'")),
        };
        *field = value;
        Ok(())
    }
}
