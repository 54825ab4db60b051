//! The game room: the game in play with everything around it (rules, match, players, side, language, hint,
//! note, animation, focus) and what a person's action does to it. Pure: no web-sys (time and chance come in
//! as arguments), tested natively. Every rule decision is the engine's: this room calls `Game::play`,
//! `check`, `undo`, `legal_moves`, `outcome` and friends, never a rule of its own.
//!
//! The page's view (`app/view.rs`) draws from it; the app (`app/update.rs`) routes each action here; the
//! computer's client (`features/computer`) is asked by the app with [`State::think_request`] and its answers come back through
//! [`State::computer_move`] and [`State::show_hint`].

use crate::features::game::anim::{self, Anim, Telling};
use crate::features::game::storage::{Session, Speed};
use wari_core::params::{encode_component, Notice, Params, Seat, DEFAULT_LEVEL};
use wari_core::rules::{
    Game, IllegalMove, Match, MatchFormat, MoveReport, Player, Position, Preset, Rules, RulesError,
    Setup,
};
use wari_engine::protocol::ThinkRequest;
use wari_engine::LEVELS;
use wari_ui::i18n::Lang;
use wari_ui::snapshot::Snapshot;

/// A passing note in the status line, put into words by the view in the page's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// A new game of the chosen variant started.
    GameStarted,
    /// A person clicked while it is the computer's turn.
    ComputerTurn,
    /// The engine refused the move.
    Illegal {
        /// Why.
        error: IllegalMove,
        /// The pit's letter.
        letter: char,
        /// Who tried it.
        mover: Player,
    },
    /// The computer looks for a hint.
    HintThinking,
    /// The hint: a pit and the evaluation.
    Hint {
        /// The pit suggested.
        pit: usize,
        /// The score for the player to move, hundredths of a seed.
        score: i32,
    },
    /// The text was copied.
    Copied,
    /// The clipboard refused: copy by hand.
    CopyManual,
}

/// What a person's click on a pit did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Clicked {
    /// The move was played.
    Played,
    /// The engine refused it (the note says why).
    Refused,
    /// It is the computer's turn (the note says so).
    ComputerTurn,
}

/// Why the computer is thinking.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Purpose {
    /// To play its move.
    Move,
    /// To suggest a move to a person.
    Hint,
}

/// The game in play and its surroundings.
#[derive(Clone, Debug)]
pub struct State {
    /// What is saved: the game, rules, preset, match, players, side, language, speed.
    pub s: Session,
    /// The page's language.
    pub lang: Lang,
    /// The pit the hint suggests.
    pub hint: Option<usize>,
    /// A passing note.
    pub note: Option<Note>,
    /// Why the custom rules were refused.
    pub custom_error: Option<RulesError>,
    /// The move being shown, frame by frame.
    pub anim: Option<Anim>,
    /// The pit in the tab order.
    pub focus: usize,
    /// Let the computer play from an earlier position (the moves after it are then replaced).
    pub resume: bool,
    /// An embedded puzzle's starting position (`embed=1&position=`): a new game starts from it again.
    pub puzzle: Option<Setup>,
    /// The computer waits until then (ms, the page's clock) before moving, so a move can be seen.
    pub ai_not_before: f64,
    /// The game a change of variant replaced, which the page offers back until the new game's first move
    /// (`variant.rs`).
    pub replaced: Option<Box<Session>>,
}

/// Where a page starts: the link, the saved game and the browser's languages.
pub struct Opening<'a> {
    /// The link's parameters.
    pub params: &'a Params,
    /// The saved game, if any was read.
    pub saved: Option<Session>,
    /// The browser's languages, most preferred first.
    pub browser: &'a [String],
}

impl State {
    /// The state a page opens with: the link's settings over the saved game over a first visit in the
    /// browser's language; also the link's parameters that were not used.
    pub fn open(o: Opening) -> (State, Vec<Notice>) {
        let params = o.params;
        let lang = params
            .lang
            .and_then(Lang::from_code)
            .or(o.saved.as_ref().and_then(|s| s.lang))
            .unwrap_or_else(|| Lang::detect(o.browser.iter().map(String::as_str)));
        let in_progress = o.saved.is_some();
        let mut s = o
            .saved
            .unwrap_or_else(|| Session::first_visit(lang.default_preset()));
        if params.lang.is_some() {
            s.lang = params.lang.and_then(Lang::from_code);
        }
        let (url_game, notices) = params.game(match params.rules {
            Some(rules) => rules,
            None => lang.default_preset().rules(),
        });
        // A link whose position is refused, or whose moves cannot even start, keeps the game in progress.
        let refused = params.position_refused || notices.iter().any(|n| n.refuses_game());
        let url_game = url_game.filter(|_| !(in_progress && refused));
        if let Some(game) = url_game {
            let rules = *game.rules();
            s.preset = params
                .preset()
                .or_else(|| params.rules.is_none().then(|| lang.default_preset()));
            s.rules = rules;
            s.matc = Match::new(
                s.preset.map_or(MatchFormat::Single, |p| p.match_format()),
                rules.starter(),
            );
            s.game = game;
            s.seats = [Seat::Human, Seat::Computer(DEFAULT_LEVEL)];
            s.flip = false;
        }
        if let Some(seat) = params.south {
            s.seats[0] = seat;
        }
        if let Some(seat) = params.north {
            s.seats[1] = seat;
        }
        if let Some(f) = params.flip {
            s.flip = f;
        } else if params.south.is_some() || params.north.is_some() {
            s.flip = s.seats[0].is_computer() && !s.seats[1].is_computer();
        }
        let embed = params.embed.unwrap_or(false);
        let mut state = State {
            s,
            lang,
            hint: None,
            note: None,
            custom_error: None,
            anim: None,
            focus: 0,
            resume: false,
            puzzle: params.position.clone().filter(|_| embed),
            ai_not_before: 0.0,
            replaced: None,
        };
        state.reset_focus();
        (state, notices)
    }

    /// The rules of the game in play.
    pub fn rules(&self) -> &Rules {
        self.s.game.rules()
    }

    /// Pits a side.
    pub fn n(&self) -> usize {
        self.rules().pits_a_side() as usize
    }

    /// The bottom player.
    pub fn bottom(&self) -> Player {
        if self.s.flip {
            Player::North
        } else {
            Player::South
        }
    }

    /// Who plays `p`.
    pub fn seat(&self, p: Player) -> Seat {
        self.s.seats[p.index()]
    }

    /// How many sides people play.
    pub fn humans(&self) -> usize {
        self.s.seats.iter().filter(|s| !s.is_computer()).count()
    }

    /// Whether the position shown is an earlier one (moves can be redone).
    pub fn reviewing(&self) -> bool {
        self.s.game.can_redo()
    }

    /// Whether the computer should move now (its turn, the game on, not while a person looks back); the app
    /// also keeps it waiting while a position is set up.
    pub fn computer_to_move(&self) -> bool {
        let mover = self.s.game.position().to_move();
        self.s.game.outcome().is_none()
            && self.seat(mover).is_computer()
            && (!self.reviewing() || self.resume)
    }

    /// The match including the game just finished.
    pub fn match_now(&self) -> Match {
        let mut m = self.s.matc.clone();
        if let Some(o) = self.s.game.outcome() {
            m.record(o);
        }
        m
    }

    /// Puts the focus on a legal pit of the bottom player (the first), else any legal pit.
    pub fn reset_focus(&mut self) {
        let legal = self.s.game.legal_moves();
        let row = self.s.game.position().row(self.bottom());
        self.focus = legal
            .iter()
            .copied()
            .find(|p| row.contains(p))
            .or_else(|| legal.first().copied())
            .unwrap_or(row.start);
    }

    /// Everything after a game changed by a person's action: no animation, hint, note or replay.
    pub(crate) fn changed(&mut self) {
        self.anim = None;
        self.hint = None;
        self.note = None;
        self.resume = false;
    }

    /// How much of the last move the status line tells now: the words follow the seeds ([`Anim::telling`]).
    pub fn telling(&self) -> Telling {
        self.anim.as_ref().map_or(Telling::Settled, Anim::telling)
    }

    /// A person chose pit `pit` at time `now`; `animate`: show the move seed by seed.
    pub fn click_pit(&mut self, pit: usize, now: f64, animate: bool) -> Clicked {
        self.focus = pit;
        self.anim = None;
        let game = &self.s.game;
        let mover = game.position().to_move();
        if game.outcome().is_none() && self.seat(mover).is_computer() && game.check(pit).is_ok() {
            self.note = Some(Note::ComputerTurn);
            return Clicked::ComputerTurn;
        }
        let before = *game.position();
        match self.s.game.play(pit) {
            Ok(report) => {
                self.hint = None;
                self.note = None;
                self.resume = false;
                self.replaced = None;
                self.show_move(&before, &report, now, animate);
                Clicked::Played
            }
            Err(error) => {
                let letter = wari_core::rules::move_letter(self.n(), pit);
                self.note = Some(Note::Illegal {
                    error,
                    letter,
                    mover,
                });
                Clicked::Refused
            }
        }
    }

    /// The computer played `pit` (a legal move of the position shown).
    pub fn computer_move(&mut self, pit: usize, now: f64, animate: bool) {
        let before = *self.s.game.position();
        if let Ok(report) = self.s.game.play(pit) {
            self.resume = false;
            self.hint = None;
            self.note = None;
            self.replaced = None;
            self.show_move(&before, &report, now, animate);
        }
    }

    /// Plays `pit` for a room that judged it (a puzzle's or an exercise's move, or the answer shown): the hint
    /// and the note go, the move is shown, the focus goes back to the board.
    pub fn play_judged(&mut self, pit: usize, now: f64, animate: bool) {
        let before = *self.s.game.position();
        if let Ok(report) = self.s.game.play(pit) {
            self.hint = None;
            self.note = None;
            self.show_move(&before, &report, now, animate);
        }
        self.reset_focus();
    }

    /// The computer suggests `pit`.
    pub fn show_hint(&mut self, pit: usize, score: i32) {
        self.hint = Some(pit);
        self.note = Some(Note::Hint { pit, score });
    }

    pub(crate) fn show_move(
        &mut self,
        before: &Position,
        report: &MoveReport,
        now: f64,
        animate: bool,
    ) {
        if animate {
            self.anim = Some(Anim {
                frames: anim::frames(before, report),
                at: 0,
            });
            self.ai_not_before = 0.0;
        } else {
            self.anim = None;
            self.ai_not_before = now + 350.0;
        }
    }

    /// The next animation frame (at time `now`); the animation ends after its last frame.
    pub fn next_frame(&mut self, now: f64) {
        if let Some(a) = &mut self.anim {
            a.at += 1;
            if a.at >= a.frames.len() {
                self.anim = None;
                self.ai_not_before = now + 250.0;
            }
        }
    }

    /// Undo: against the computer, back to a position where the human moves.
    pub fn undo(&mut self) {
        self.changed();
        if self.s.game.undo() && self.humans() == 1 {
            while self.seat(self.s.game.position().to_move()).is_computer() && self.s.game.undo() {}
        }
        self.reset_focus();
    }

    /// Redo one move.
    pub fn redo(&mut self) {
        self.changed();
        self.s.game.redo();
        self.reset_focus();
    }

    /// Show the position after `ply` moves.
    pub fn goto(&mut self, ply: usize) {
        self.changed();
        self.s.game.goto(ply);
        self.reset_focus();
    }

    /// The players end a cycling game by agreement (E3).
    pub fn agree(&mut self) {
        self.changed();
        self.s.game.end_by_agreement();
    }

    /// The computer may play on from the earlier position shown.
    pub fn play_on(&mut self) {
        self.resume = true;
    }

    /// A hint was asked for (the computer's client does the thinking).
    pub fn ask_hint(&mut self) -> bool {
        if self.s.game.outcome().is_some() || self.anim.is_some() {
            return false;
        }
        self.hint = None;
        self.note = Some(Note::HintThinking);
        true
    }

    /// Turn the board.
    pub fn flip(&mut self) {
        self.s.flip = !self.s.flip;
    }

    /// Against the computer: the bottom player is human, the other the computer (at the level chosen last).
    pub fn mode_computer(&mut self) {
        let bottom = self.bottom();
        let level = self
            .s
            .seats
            .iter()
            .find_map(|s| match s {
                Seat::Computer(l) => Some(*l),
                Seat::Human => None,
            })
            .unwrap_or(DEFAULT_LEVEL);
        self.s.seats[bottom.index()] = Seat::Human;
        self.s.seats[bottom.opponent().index()] = Seat::Computer(level);
    }

    /// Two people.
    pub fn mode_two(&mut self) {
        self.s.seats = [Seat::Human, Seat::Human];
    }

    /// `p` is played by `seat`; a lone human goes to the bottom.
    pub fn set_seat(&mut self, p: Player, seat: Seat) {
        self.s.seats[p.index()] = seat;
        if self.humans() == 1 {
            self.s.flip = self.s.seats[0].is_computer();
        }
    }

    /// The match format (from the next game on).
    pub fn set_match(&mut self, format: MatchFormat) {
        self.s.matc = Match::new(format, self.s.game.rules().starter());
    }

    /// The animation speed.
    pub fn set_speed(&mut self, speed: Speed) {
        self.s.speed = speed;
    }

    /// The page's language (remembered).
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
        self.s.lang = Some(lang);
    }

    /// A new game and a new match of the chosen rules.
    pub fn new_game(&mut self, now: f64, coin: bool) {
        let format = self.s.matc.format;
        let mut starter = self.s.rules.starter();
        if let MatchFormat::Games(_) = format {
            // wari-pl: the first game's starter is drawn at random (RULES.md, 002).
            starter = if coin { Player::South } else { Player::North };
        }
        self.s.matc = Match::new(format, starter);
        let rules = self.s.matc.next_rules(&self.s.rules);
        self.start_game(rules, now);
    }

    /// The next game of the match (a new match once it is over).
    pub fn next_game(&mut self, now: f64, coin: bool) {
        let Some(o) = self.s.game.outcome() else {
            return;
        };
        self.s.matc.record(o);
        if self.s.matc.is_over() {
            self.new_game(now, coin);
        } else {
            let rules = self.s.matc.next_rules(&self.s.rules);
            self.start_game(rules, now);
        }
    }

    fn start_game(&mut self, rules: Rules, now: f64) {
        self.changed();
        self.custom_error = None;
        // A puzzle that does not suit the new rules (other pits or seeds) gives way to their start.
        self.s.game = self
            .puzzle
            .as_ref()
            .and_then(|p| Game::from_setup(rules, p).ok())
            .unwrap_or_else(|| Game::new(rules));
        self.note = Some(Note::GameStarted);
        self.reset_focus();
        self.ai_not_before = now + 600.0;
    }

    /// What the computer is asked for `purpose` (`None`: a move when no computer plays the side to move);
    /// `seed` makes the weaker levels' choices differ from game to game. The id is the client's to set.
    pub fn think_request(&self, purpose: Purpose, seed: u64) -> Option<ThinkRequest> {
        let game = &self.s.game;
        let level = match (purpose, self.seat(game.position().to_move())) {
            (Purpose::Move, Seat::Computer(l)) => l,
            (Purpose::Move, Seat::Human) => return None,
            (Purpose::Hint, _) => LEVELS,
        };
        Some(ThinkRequest {
            id: 0,
            rules: game.rules().to_string(),
            start: game.start_position().to_string(),
            moves: game.game_string(),
            level,
            seed,
            time_ms: match purpose {
                Purpose::Hint => Some(1500),
                Purpose::Move => None,
            },
        })
    }

    /// The computer cannot play here: its sides become human.
    pub fn computer_gives_up(&mut self) {
        for seat in self.s.seats.iter_mut() {
            *seat = Seat::Human;
        }
    }

    /// The settings and the game shown, for the embed dialog and the print view.
    pub fn snapshot(&self) -> Snapshot {
        let game = &self.s.game;
        Snapshot {
            lang: self.lang,
            rules: self.s.rules,
            preset: self.s.preset,
            format: self.s.matc.format,
            seats: self.s.seats,
            flip: self.s.flip,
            start: *game.start_position(),
            moves: game.game_string(),
            position: *game.position(),
        }
    }

    /// A link (from `base`, the page's address) that opens this game: the variant, the moves, the players
    /// (and the start position if special), in the page's language.
    pub fn share_link(&self, base: &str) -> String {
        game_link(base, &self.s.game, self.s.preset, self.s.seats, self.lang)
    }
}

/// A link (from `base`, the page's address) that opens `game`: the variant (`preset`'s id when the rules are
/// its own), the start position if special, the moves, who plays each side, and the page's language `lang`
/// (a pupil opening a teacher's link reads the teacher's language).
pub fn game_link(
    base: &str,
    game: &Game,
    preset: Option<Preset>,
    seats: [Seat; 2],
    lang: Lang,
) -> String {
    let rules = game.rules();
    let variant = match preset {
        Some(p) if p.rules() == *rules => p.id().to_string(),
        _ => rules.to_string(),
    };
    let mut q = format!("?variant={}", encode_component(&variant));
    if *game.start_position() != Position::start(rules) {
        q.push_str(&format!(
            "&position={}",
            encode_component(&game.start_position().to_string())
        ));
    }
    let moves = game.game_string();
    if !moves.is_empty() {
        q.push_str(&format!("&moves={moves}"));
    }
    q.push_str(&format!("&south={}&north={}", seats[0].id(), seats[1].id()));
    q.push_str(&format!("&lang={}", lang.code()));
    format!("{base}{q}")
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The state a page opens with for the link `query` (no saved game, an English browser).
    pub(crate) fn open(query: &str) -> State {
        let (params, _) = Params::parse(query);
        State::open(Opening {
            params: &params,
            saved: None,
            browser: &["en-GB".to_string()],
        })
        .0
    }

    #[test]
    fn a_first_visit_plays_the_computer_in_the_browsers_language() {
        let (params, _) = Params::parse("");
        let (s, notices) = State::open(Opening {
            params: &params,
            saved: None,
            browser: &["es-MX".to_string()],
        });
        assert!(notices.is_empty());
        assert_eq!(s.lang, Lang::Es);
        assert_eq!(s.s.preset, Some(Preset::Numeros));
        assert_eq!(s.s.seats, [Seat::Human, Seat::Computer(DEFAULT_LEVEL)]);
        // The focus is on the bottom player's first legal pit.
        assert_eq!(s.focus, 0);
    }

    #[test]
    fn a_link_sets_the_game_players_and_side() {
        let s = open("?variant=abapa&moves=CdEb&south=ai-2&north=human");
        assert_eq!(s.s.game.game_string(), "CdEb");
        assert_eq!(s.s.seats, [Seat::Computer(2), Seat::Human]);
        // The only human sits at the bottom.
        assert!(s.s.flip);
        assert_eq!(s.bottom(), Player::North);
        let link = s.share_link("https://x/");
        assert_eq!(
            link,
            "https://x/?variant=abapa&moves=CdEb&south=ai-2&north=human&lang=en"
        );
        // The link keeps the page's language, and opens the same game in it.
        let mut s = open("?variant=abapa&moves=CdEb&south=ai-2&north=human&lang=pl");
        s.set_lang(Lang::Fr);
        let link = s.share_link("https://x/");
        assert_eq!(
            link,
            "https://x/?variant=abapa&moves=CdEb&south=ai-2&north=human&lang=fr"
        );
        let again = open(link.trim_start_matches("https://x/"));
        assert_eq!(again.lang, Lang::Fr);
        assert_eq!(again.s.to_json(), s.s.to_json());
    }

    #[test]
    fn undo_against_the_computer_takes_back_its_reply_too() {
        let mut s = open("?variant=abapa&moves=CdEb&south=human&north=ai-3");
        s.undo();
        // Back to South's turn after "Cd", not to North's after "CdE".
        assert_eq!(s.s.game.ply(), 2);
        assert_eq!(s.s.game.position().to_move(), Player::South);
        assert!(s.reviewing() && !s.computer_to_move());
        s.redo();
        assert_eq!(s.s.game.ply(), 3);
        // North (the computer) to move in an earlier position: it waits until asked to play on.
        assert!(!s.computer_to_move());
        s.play_on();
        assert!(s.computer_to_move());
    }

    #[test]
    fn a_click_in_the_computers_turn_or_an_illegal_move_only_says_why() {
        let mut s = open("?variant=abapa&moves=C&south=human&north=ai-3");
        let before = *s.s.game.position();
        // North's pit 'a' (index 6) is legal for the computer: a person may not play it.
        assert_eq!(s.click_pit(6, 0.0, false), Clicked::ComputerTurn);
        assert_eq!(s.note, Some(Note::ComputerTurn));
        assert_eq!(s.s.game.position(), &before);
        let mut s = open("?variant=abapa&south=human&north=human");
        assert_eq!(s.click_pit(7, 0.0, false), Clicked::Refused);
        assert!(matches!(
            s.note,
            Some(Note::Illegal {
                letter: 'b',
                mover: Player::South,
                ..
            })
        ));
        assert_eq!(s.click_pit(2, 10.0, false), Clicked::Played);
        assert_eq!(s.s.game.game_string(), "C");
        assert_eq!(s.ai_not_before, 360.0);
        assert_eq!(s.note, None);
    }

    #[test]
    fn seats_and_modes_keep_the_lone_human_at_the_bottom() {
        let mut s = open("?variant=abapa&south=human&north=human");
        s.set_seat(Player::South, Seat::Computer(2));
        assert!(s.s.flip);
        s.mode_two();
        assert_eq!(s.humans(), 2);
        s.mode_computer();
        // The bottom player (North now) stays human; the computer plays at the default level.
        assert_eq!(s.s.seats, [Seat::Computer(DEFAULT_LEVEL), Seat::Human]);
        let hint = s.think_request(Purpose::Hint, 1).unwrap();
        assert_eq!(hint.level, LEVELS);
        assert_eq!(
            s.think_request(Purpose::Move, 1).map(|r| r.level),
            Some(DEFAULT_LEVEL)
        );
    }
}
