//! A game in progress: the deal, the moves made, unlimited undo and redo.

use crate::deal::Deal;
use crate::game::{Game, Gesture, ParseMoveError, Playable, Status, View, gestures};
use crate::moves::{MoveListError, parse_move_list};
use std::sync::Arc;

/// A refusal seen without its game's type, for the command line and the board: its
/// `Display` is the message shown.
pub type DynError = Arc<dyn std::error::Error + Send + Sync>;

/// A move refused, with its text and the reason: a [`PlayError`] of the game's type from a
/// [`Session`], a [`DynError`] from a [`DynSession`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{}`: {reason}", crate::echo::echo(text))]
pub struct MoveError<R = DynError> {
    pub text: String,
    pub reason: R,
}

impl<E: std::error::Error + Send + Sync + 'static> MoveError<E> {
    /// The same refusal with the reason's type erased.
    pub fn erase(self) -> MoveError {
        MoveError {
            text: self.text,
            reason: Arc::new(self.reason),
        }
    }
}

/// Why a session does not play a move; `E` is the game's [`Game::MoveError`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError<E> {
    /// Its text is not a move ([`Notation::parse_move`]); [`Session::play`] never says this.
    #[error(transparent)]
    Unreadable(ParseMoveError<E>),
    /// Not legal in this position, for the game's reason ([`Game::check`]).
    #[error(transparent)]
    Illegal(E),
    /// The game is over; a finished game may still list moves.
    #[error("the game is over: undo to play on from an earlier position")]
    GameOver,
}

impl<E: std::error::Error> PlayError<E> {
    /// The refusal as a message, the game's own refusals told by `refused`
    /// ([`crate::Refusal::told`]).
    pub fn msg(&self, refused: impl Fn(&E) -> crate::Msg) -> crate::Msg {
        match self {
            PlayError::Unreadable(e) => e.msg(refused),
            PlayError::Illegal(e) => refused(e),
            PlayError::GameOver => crate::Msg::new("engine-game-over", self.to_string()),
        }
    }
}

/// A refusal of `G` with its type erased into its message ([`crate::Told`]), which the
/// command line tells in the player's language.
fn told<G: Playable>(e: MoveError<Refusal<G>>) -> MoveError {
    MoveError {
        reason: Arc::new(crate::Told(e.reason.msg(crate::game::Refusal::told))),
        text: e.text,
    }
}

/// What [`Session`] answers for a move it does not play.
type Refusal<G> = PlayError<<G as Game>::MoveError>;

/// Why [`Session::undo`] takes nothing back.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UndoError {
    #[error("nothing to undo")]
    Nothing,
    /// The game is played pure ([`Session::set_pure`]) and the last move showed a card.
    #[error("undo would take back a turned card; this game is played pure")]
    Pure,
}

impl UndoError {
    /// The refusal as a message of the engine's catalog.
    pub fn msg(&self) -> crate::Msg {
        let id = match self {
            UndoError::Nothing => "engine-nothing-to-undo",
            UndoError::Pure => "engine-undo-pure",
        };
        crate::Msg::new(id, self.to_string())
    }
}

/// What an undo did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Undone {
    /// It took back a move that showed nothing new.
    Fair,
    /// It took back a move that showed a card ([`Hidden::reveals`]): the game is assisted.
    Peeked,
}

/// A game being played: the start position and every move since, so undo restores the exact
/// state (it goes back to a kept copy) and redo replays the undone move.
#[derive(Clone, Debug)]
pub struct Session<G: Playable> {
    rules: G::Rules,
    deal: Deal,
    start: G,
    state: G,
    /// States before each move made, with the move.
    done: Vec<(G, G::Move)>,
    /// Moves undone, most recent last.
    undone: Vec<G::Move>,
    buf: Vec<G::Move>,
    /// An undo took back a move that showed a card: the player chose again knowing it.
    assisted: bool,
    /// Such an undo is refused.
    pure: bool,
    /// The solver the game registered with, for the expert's and the oracle's hints.
    solve: crate::expert::SolvePosition<G>,
}

/// Plain search from a position: the solver of a session that was given none.
fn plain_solve<G: Playable>(
    rules: &G::Rules,
    g: &G,
    config: crate::solve::SolveConfig,
) -> crate::solve::Outcome<G::Move> {
    crate::solve::Searcher::<G>::new(config).solve_plain(rules, g)
}

impl<G: Playable> Session<G> {
    /// Hints ask `solve` (the game's registered solver) instead of plain search.
    pub fn with_solver(mut self, solve: crate::expert::SolvePosition<G>) -> Self {
        self.solve = solve;
        self
    }

    /// The expert player's move here ([`crate::expert`]), and why; `None` when the game is
    /// over or every move leads back to a position the game has been in. Its samples are seeded by the deal and the number of moves made.
    pub fn expert_hint(
        &mut self,
        config: &crate::expert::ExpertConfig,
    ) -> Option<crate::expert::Advice<G::Move>> {
        if self.status().is_over() {
            return None;
        }
        // A hint never leads back to a position of this game: where moves can undo each
        // other, following the hints would otherwise go round in a circle.
        let mut moves = self.legal_moves();
        crate::expert::leave_out_returns(&self.rules, &self.state, &mut moves, |next| {
            self.reached(next)
        });
        if moves.is_empty() {
            return None;
        }
        let seed = crate::expert::turn_seed(self.deal.seed.unwrap_or(0), self.done.len());
        crate::expert::choose_with(&self.rules, &self.state, &moves, config, seed, self.solve)
    }

    /// Whether `g` is a position this game has been in: its start, or before or after a
    /// move made.
    fn reached(&self, g: &G) -> bool {
        *g == self.start || *g == self.state || self.done.iter().any(|(before, _)| before == g)
    }

    /// The solver's move here, found by looking at every hidden card, with its verdict
    /// (`None` when the game is over or the verdict is not a win).
    pub fn oracle_hint(
        &mut self,
        config: crate::solve::SolveConfig,
    ) -> (crate::solve::Verdict, Option<G::Move>) {
        if self.status().is_over() {
            return (crate::solve::Verdict::Lost, None);
        }
        let o = (self.solve)(&self.rules, &self.state, config);
        (o.verdict, o.moves.first().copied())
    }

    /// The oracle's question about this position, to be answered on another thread: it
    /// holds a copy of the position, so the game can be drawn (and its search cancelled,
    /// [`crate::solve::with_stop`]) while the solver works. The answer is as
    /// [`Session::oracle_hint`]'s, its move in notation.
    pub fn oracle_task(&self) -> OracleTask {
        let (rules, state, solve) = (self.rules.clone(), self.state.clone(), self.solve);
        Box::new(move |config| {
            match state.status(&rules) {
                Status::Won => return (crate::solve::Verdict::Won, None),
                Status::Lost(_) => return (crate::solve::Verdict::Lost, None),
                Status::Playing => {}
            }
            let o = solve(&rules, &state, config);
            let m = o.moves.first().map(|&m| state.format_move(&rules, m));
            (o.verdict, m)
        })
    }

    pub fn new(rules: G::Rules, deal: Deal) -> Self {
        let start = G::start(&rules, &deal.cards, deal.start_seed());
        Session {
            rules,
            deal,
            state: start.clone(),
            start,
            done: Vec::new(),
            undone: Vec::new(),
            buf: Vec::new(),
            assisted: false,
            pure: false,
            solve: plain_solve::<G>,
        }
    }

    pub fn rules(&self) -> &G::Rules {
        &self.rules
    }

    pub fn state(&self) -> &G {
        &self.state
    }

    pub fn start(&self) -> &G {
        &self.start
    }

    pub fn deal(&self) -> &Deal {
        &self.deal
    }

    pub fn status(&self) -> Status {
        self.state.status(&self.rules)
    }

    pub fn legal_moves(&mut self) -> Vec<G::Move> {
        self.buf.clear();
        self.state.legal_moves(&self.rules, &mut self.buf);
        self.buf.clone()
    }

    /// Reads, checks and plays one move. A new move clears the redo list.
    // A refusal carries the words it is told in (`Msg`): it is made once per move typed.
    #[allow(clippy::result_large_err)]
    pub fn play_text(&mut self, text: &str) -> Result<G::Move, MoveError<Refusal<G>>> {
        let refused = |reason| MoveError {
            text: text.to_string(),
            reason,
        };
        let m = self
            .state
            .parse_move(&self.rules, text)
            .map_err(|e| refused(PlayError::Unreadable(e)))?;
        self.play(m).map_err(refused)?;
        Ok(m)
    }

    pub fn play(&mut self, m: G::Move) -> Result<(), Refusal<G>> {
        // Why this move is illegal comes first; a legal move after the end is refused too.
        self.state
            .check(&self.rules, m)
            .map_err(PlayError::Illegal)?;
        if self.status().is_over() {
            return Err(PlayError::GameOver);
        }
        let before = self.state.clone();
        self.state.apply(&self.rules, m);
        self.done.push((before, m));
        self.undone.clear();
        Ok(())
    }

    /// Takes back the last move. Undoing a move that showed a card ([`Hidden::reveals`]) marks
    /// the game assisted for good (redo does not clear it), or is refused when the game is
    /// played pure.
    pub fn undo(&mut self) -> Result<Undone, UndoError> {
        let (before, m) = self.done.last().ok_or(UndoError::Nothing)?;
        let peeked = before.reveals(&self.rules, *m);
        if peeked && self.pure {
            return Err(UndoError::Pure);
        }
        let (before, m) = self.done.pop().ok_or(UndoError::Nothing)?;
        self.state = before;
        self.undone.push(m);
        if peeked {
            self.assisted = true;
            Ok(Undone::Peeked)
        } else {
            Ok(Undone::Fair)
        }
    }

    /// Whether an undo took back a move that showed a card (see [`Session::undo`]).
    pub fn assisted(&self) -> bool {
        self.assisted
    }

    /// Marks the game assisted, or not: for a session rebuilt from a save that says so.
    pub fn set_assisted(&mut self, assisted: bool) {
        self.assisted = assisted;
    }

    /// Whether an undo that would take back a card shown is refused.
    pub fn pure(&self) -> bool {
        self.pure
    }

    /// Plays the game pure: an undo that would take back a card shown is refused.
    pub fn set_pure(&mut self, pure: bool) {
        self.pure = pure;
    }

    pub fn redo(&mut self) -> bool {
        match self.undone.pop() {
            Some(m) => {
                let before = self.state.clone();
                self.state.apply(&self.rules, m);
                self.done.push((before, m));
                true
            }
            None => false,
        }
    }

    /// The moves made, in notation (each formatted in the position it was played from).
    pub fn history(&self) -> Vec<String> {
        self.done
            .iter()
            .map(|(s, m)| s.format_move(&self.rules, *m))
            .collect()
    }

    /// The moves undone that `redo` would replay, next first.
    pub fn redo_list(&self) -> Vec<String> {
        let mut s = self.state.clone();
        let mut out = Vec::new();
        for m in self.undone.iter().rev() {
            out.push(s.format_move(&self.rules, *m));
            s.apply(&self.rules, *m);
        }
        out
    }

    /// The default player's suggestion.
    pub fn hint(&mut self) -> Option<G::Move> {
        if self.status().is_over() {
            return None;
        }
        let moves = self.legal_moves();
        self.state.choose(&self.rules, &moves)
    }

    /// Plays safe moves, and moves that are the only one legal, until neither is left
    /// or `limit` moves were made. Returns how many were played.
    pub fn auto(&mut self, limit: usize) -> usize {
        self.auto_told(limit).len()
    }

    /// As [`Session::auto`], returning each move played with why ([`Player::why_safe`], or
    /// that it was the only legal move).
    pub fn auto_told(&mut self, limit: usize) -> Vec<AutoMove> {
        let mut played = Vec::new();
        while played.len() < limit && !self.status().is_over() {
            let moves = self.legal_moves();
            let pick = if moves.len() == 1 {
                Some((
                    moves[0],
                    crate::Msg::new("engine-only-legal-move", "the only legal move"),
                ))
            } else {
                moves
                    .iter()
                    .find_map(|&m| self.state.why_safe(&self.rules, m).map(|why| (m, why)))
            };
            let Some((m, why)) = pick else { break };
            let text = self.format(m);
            if self.play(m).is_err() {
                break;
            }
            played.push(AutoMove { text, why });
        }
        played
    }

    /// Every gesture on the board that asks for a move now, with the move and whether it is
    /// legal (see [`Board::drag`] and [`Board::tap`]).
    pub fn gestures(&self) -> Vec<GestureMove> {
        let piles = self.view().piles.len();
        let over = self.status().is_over();
        gestures(&self.state, &self.rules, piles)
            .into_iter()
            .map(|(gesture, m)| GestureMove {
                gesture,
                text: self.format(m),
                legal: !over && self.state.check(&self.rules, m).is_ok(),
            })
            .collect()
    }

    /// Plays the move a gesture asks for; `None` when it asks for none.
    pub fn play_gesture(&mut self, g: Gesture) -> Option<Result<G::Move, MoveError<Refusal<G>>>> {
        let m = g.move_in(&self.state, &self.rules)?;
        let text = self.format(m);
        Some(
            self.play(m)
                .map(|()| m)
                .map_err(|reason| MoveError { text, reason }),
        )
    }

    pub fn format(&self, m: G::Move) -> String {
        self.state.format_move(&self.rules, m)
    }

    pub fn view(&self) -> View {
        self.state.view(&self.rules)
    }

    /// Plays a move list (`docs/interchange.md`); stops at the first bad move.
    // A refusal carries the words it is told in (`Msg`): it is made once per move typed.
    #[allow(clippy::result_large_err)]
    pub fn play_list(&mut self, text: &str) -> Result<usize, ReplayError<Refusal<G>>> {
        let tokens = parse_move_list::<G>(text).map_err(ReplayError::List)?;
        for (i, t) in tokens.iter().enumerate() {
            self.play_text(&t.text).map_err(|e| ReplayError::Illegal {
                index: i + 1,
                line: t.line,
                text: t.text.clone(),
                reason: e.reason,
            })?;
        }
        Ok(tokens.len())
    }
}

/// Why a move list could not be played to its end; the reason is typed as in [`MoveError`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError<R = DynError> {
    #[error(transparent)]
    List(MoveListError),
    #[error(
        "move {index} (`{}`, line {line}) is illegal: {reason}",
        crate::echo::echo(text)
    )]
    Illegal {
        index: usize,
        line: usize,
        text: String,
        reason: R,
    },
}

impl<R> ReplayError<R> {
    /// The same error with its reason changed by `f`.
    pub fn map_reason<S>(self, f: impl FnOnce(R) -> S) -> ReplayError<S> {
        match self {
            ReplayError::List(e) => ReplayError::List(e),
            ReplayError::Illegal {
                index,
                line,
                text,
                reason,
            } => ReplayError::Illegal {
                index,
                line,
                text,
                reason: f(reason),
            },
        }
    }
}

impl<E: std::error::Error + Send + Sync + 'static> ReplayError<E> {
    /// The same error with the reason's type erased.
    pub fn erase(self) -> ReplayError {
        self.map_reason(|reason| Arc::new(reason) as DynError)
    }
}

/// A gesture that asks for a move in the current position.
/// A move `auto` played, in notation, and why it was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AutoMove {
    pub text: String,
    pub why: crate::Msg,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GestureMove {
    pub gesture: Gesture,
    /// The move in the game's notation.
    pub text: String,
    pub legal: bool,
}

/// The oracle's question about one position, answered on any thread (see
/// [`Session::oracle_task`]).
pub type OracleTask =
    Box<dyn FnOnce(crate::solve::SolveConfig) -> (crate::solve::Verdict, Option<String>) + Send>;

/// A session seen without its game type, for the command line and the board.
pub trait DynSession: Send {
    fn status(&self) -> Status;
    fn view(&self) -> View;
    fn deal(&self) -> &Deal;
    fn play_text(&mut self, text: &str) -> Result<String, MoveError>;
    /// See [`Session::undo`].
    fn undo(&mut self) -> Result<Undone, UndoError>;
    fn redo(&mut self) -> bool;
    /// See [`Session::assisted`].
    fn assisted(&self) -> bool;
    fn set_assisted(&mut self, assisted: bool);
    /// See [`Session::pure`].
    fn pure(&self) -> bool;
    fn set_pure(&mut self, pure: bool);
    fn legal_moves(&mut self) -> Vec<String>;
    fn hint(&mut self) -> Option<String>;
    /// The expert's move and one line of why (see [`Session::expert_hint`]).
    fn expert_hint(&mut self, config: &crate::expert::ExpertConfig)
    -> Option<(String, crate::Msg)>;
    /// The expert's settings for this game where the user names none
    /// ([`Player::expert_settings`]).
    fn expert_settings(&self) -> crate::expert::ExpertConfig;
    /// The solver's move, found by looking at the hidden cards, and its verdict.
    fn oracle_hint(
        &mut self,
        config: crate::solve::SolveConfig,
    ) -> (crate::solve::Verdict, Option<String>);
    /// See [`Session::oracle_task`].
    fn oracle_task(&self) -> OracleTask;
    fn auto(&mut self, limit: usize) -> usize;
    /// See [`Session::auto_told`].
    fn auto_told(&mut self, limit: usize) -> Vec<AutoMove>;
    fn history(&self) -> Vec<String>;
    fn redo_list(&self) -> Vec<String>;
    fn play_list(&mut self, text: &str) -> Result<usize, ReplayError>;
    /// See [`Session::gestures`].
    fn gestures(&self) -> Vec<GestureMove>;
    /// Plays the move a gesture asks for, in notation; `None` when it asks for none.
    fn play_gesture(&mut self, g: Gesture) -> Option<Result<String, MoveError>>;
}

impl<G: Playable> DynSession for Session<G> {
    fn status(&self) -> Status {
        Session::status(self)
    }
    fn view(&self) -> View {
        Session::view(self)
    }
    fn deal(&self) -> &Deal {
        Session::deal(self)
    }
    fn play_text(&mut self, text: &str) -> Result<String, MoveError> {
        let before = self.state.clone();
        let m = Session::play_text(self, text).map_err(told::<G>)?;
        Ok(before.format_move(&self.rules, m))
    }
    fn undo(&mut self) -> Result<Undone, UndoError> {
        Session::undo(self)
    }
    fn assisted(&self) -> bool {
        Session::assisted(self)
    }
    fn set_assisted(&mut self, assisted: bool) {
        Session::set_assisted(self, assisted)
    }
    fn pure(&self) -> bool {
        Session::pure(self)
    }
    fn set_pure(&mut self, pure: bool) {
        Session::set_pure(self, pure)
    }
    fn redo(&mut self) -> bool {
        Session::redo(self)
    }
    fn legal_moves(&mut self) -> Vec<String> {
        Session::legal_moves(self)
            .into_iter()
            .map(|m| self.format(m))
            .collect()
    }
    fn hint(&mut self) -> Option<String> {
        Session::hint(self).map(|m| self.format(m))
    }
    fn expert_hint(
        &mut self,
        config: &crate::expert::ExpertConfig,
    ) -> Option<(String, crate::Msg)> {
        Session::expert_hint(self, config).map(|a| (self.format(a.mv), a.basis.msg()))
    }
    fn expert_settings(&self) -> crate::expert::ExpertConfig {
        G::expert_settings(&self.rules)
    }
    fn oracle_hint(
        &mut self,
        config: crate::solve::SolveConfig,
    ) -> (crate::solve::Verdict, Option<String>) {
        let (v, m) = Session::oracle_hint(self, config);
        (v, m.map(|m| self.format(m)))
    }
    fn oracle_task(&self) -> OracleTask {
        Session::oracle_task(self)
    }
    fn auto(&mut self, limit: usize) -> usize {
        Session::auto(self, limit)
    }
    fn auto_told(&mut self, limit: usize) -> Vec<AutoMove> {
        Session::auto_told(self, limit)
    }
    fn history(&self) -> Vec<String> {
        Session::history(self)
    }
    fn redo_list(&self) -> Vec<String> {
        Session::redo_list(self)
    }
    fn play_list(&mut self, text: &str) -> Result<usize, ReplayError> {
        Session::play_list(self, text).map_err(|e| {
            e.map_reason(|reason| {
                Arc::new(crate::Told(reason.msg(crate::game::Refusal::told))) as DynError
            })
        })
    }
    fn gestures(&self) -> Vec<GestureMove> {
        Session::gestures(self)
    }
    fn play_gesture(&mut self, g: Gesture) -> Option<Result<String, MoveError>> {
        let before = self.state.clone();
        Session::play_gesture(self, g).map(|r| {
            r.map(|m| before.format_move(&self.rules, m))
                .map_err(told::<G>)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::toy::{Climb, ClimbError, ClimbMove, ClimbRules};
    use cards::{Card, Rank, Suit};

    fn rules() -> ClimbRules {
        ClimbRules {
            top: 5,
            waste_max: 2,
        }
    }

    /// A stock of spades, bottom first: the last rank is turned first.
    fn deal(ranks: &[u8]) -> Deal {
        Deal {
            seed: None,
            cards: ranks
                .iter()
                .map(|&r| Card::new(Rank::new(r), Suit::Spades))
                .collect(),
        }
    }

    /// The 2 is turned first, then the ace: `d f w f f f` wins.
    fn session() -> Session<Climb> {
        Session::new(rules(), deal(&[5, 4, 3, 1, 2]))
    }

    #[test]
    fn undo_restores_and_redo_replays_the_exact_states() {
        let mut s = session();
        let start = *s.state();
        s.play(ClimbMove::Down).unwrap();
        let after_down = *s.state();
        s.play(ClimbMove::Up).unwrap();
        let after_up = *s.state();
        assert_ne!(after_down, after_up);
        assert!(s.undo().is_ok());
        assert_eq!(*s.state(), after_down);
        assert!(s.undo().is_ok());
        assert_eq!(*s.state(), start);
        assert_eq!(s.undo(), Err(UndoError::Nothing), "nothing is left to undo");
        assert_eq!(s.redo_list(), ["d", "f"]);
        assert!(s.redo());
        assert_eq!(*s.state(), after_down);
        assert!(s.redo());
        assert_eq!(*s.state(), after_up);
        assert!(!s.redo(), "nothing is left to redo");
        assert_eq!(s.history(), ["d", "f"]);
        assert_eq!(*s.start(), start);
    }

    #[test]
    fn undoing_a_move_that_showed_a_card_marks_the_game_assisted_for_good() {
        let mut s = session();
        // `d` shows the ace under the 2, `f` the 3 under the ace; `w` shows nothing.
        assert_eq!(s.play_list("d f w"), Ok(3));
        assert!(!s.assisted());
        assert_eq!(s.undo(), Ok(Undone::Fair), "taking back `w` shows nothing");
        assert!(!s.assisted());
        assert_eq!(
            s.undo(),
            Ok(Undone::Peeked),
            "taking back `f` hides the 3 again"
        );
        assert!(s.assisted());
        assert!(s.redo() && s.redo());
        assert!(s.assisted(), "redo does not clear the mark");
        assert_eq!(s.history(), ["d", "f", "w"]);
        s.set_assisted(false);
        assert!(!s.assisted());
    }

    #[test]
    fn a_pure_game_refuses_to_take_back_a_card_shown_and_changes_nothing() {
        let mut s = session();
        s.set_pure(true);
        assert_eq!(s.play_list("d f w"), Ok(3));
        assert_eq!(s.undo(), Ok(Undone::Fair), "`w` may be taken back");
        let before = *s.state();
        let e = s.undo().unwrap_err();
        assert_eq!(e, UndoError::Pure);
        assert_eq!(
            e.to_string(),
            "undo would take back a turned card; this game is played pure"
        );
        assert_eq!(*s.state(), before);
        assert_eq!(s.history(), ["d", "f"]);
        assert_eq!(s.redo_list(), ["w"], "the redo list is kept");
        assert!(!s.assisted());
    }

    #[test]
    fn a_new_move_clears_the_redo_list() {
        let mut s = session();
        s.play(ClimbMove::Down).unwrap();
        assert!(s.undo().is_ok());
        assert_eq!(s.redo_list(), ["d"]);
        // The same move played anew, not redone: the list goes all the same.
        assert_eq!(s.play_text("d"), Ok(ClimbMove::Down));
        assert!(s.redo_list().is_empty());
        assert!(!s.redo());
    }

    #[test]
    fn an_illegal_move_is_refused_with_the_games_reason_and_changes_nothing() {
        let mut s = session();
        let before = *s.state();
        assert_eq!(
            s.play(ClimbMove::Up),
            Err(PlayError::Illegal(ClimbError::StockCardUnfit))
        );
        assert_eq!(*s.state(), before);
        assert!(s.history().is_empty());
        let e = s.play_text("x").unwrap_err();
        assert_eq!(e.text, "x");
        assert!(matches!(
            e.reason,
            PlayError::Unreadable(ParseMoveError::NotAMove { .. })
        ));
        assert_eq!(
            e.to_string(),
            "`x`: `x` is not a move: expected d, f or w",
            "the shown text is the typed errors' Display"
        );
        let e = s.play_text("f").unwrap_err();
        assert_eq!(e.reason, PlayError::Illegal(ClimbError::StockCardUnfit));
        assert_eq!(e.reason.to_string(), "the stock's card does not fit");
        let e = e.erase();
        assert_eq!(e.reason.to_string(), "the stock's card does not fit");
        assert_eq!(*s.state(), before);
    }

    #[test]
    fn a_finished_game_refuses_legal_moves_until_one_is_undone() {
        let mut s = Session::<Climb>::new(rules(), deal(&[1, 2, 3, 4, 5]));
        assert_eq!(s.play_list("d d d"), Ok(3));
        assert_eq!(
            s.status(),
            Status::Lost(crate::Lost::english("the waste is too high"))
        );
        assert_eq!(s.state().check(s.rules(), ClimbMove::Down), Ok(()));
        assert_eq!(s.play(ClimbMove::Down), Err(PlayError::GameOver));
        assert_eq!(s.hint(), None, "no hint once the game is over");
        assert!(s.undo().is_ok());
        assert_eq!(s.status(), Status::Playing);
        assert_eq!(s.play(ClimbMove::Down), Ok(()));
    }

    #[test]
    fn a_move_list_stops_at_its_first_bad_move_and_says_where() {
        let mut s = session();
        assert_eq!(
            s.play_list("d f\nf w"),
            Err(ReplayError::Illegal {
                index: 3,
                line: 2,
                text: "f".into(),
                reason: PlayError::Illegal(ClimbError::StockCardUnfit),
            })
        );
        assert_eq!(s.history(), ["d", "f"], "the moves before it stand");
        let mut fresh = session();
        assert_eq!(
            fresh.play_list("w"),
            Err(ReplayError::Illegal {
                index: 1,
                line: 1,
                text: "w".into(),
                reason: PlayError::Illegal(ClimbError::WasteCardUnfit),
            })
        );
        assert_eq!(
            fresh.play_list("w").unwrap_err().erase().to_string(),
            "move 1 (`w`, line 1) is illegal: the waste's card does not fit"
        );
    }

    #[test]
    fn the_winning_line_wins_and_auto_plays_only_a_lone_or_safe_move() {
        let mut s = session();
        // Only `d` is legal at the start (the 2 does not fit); then `f` and `d` are, and
        // Climb calls no move safe.
        assert_eq!(s.auto(10), 1);
        assert_eq!(s.history(), ["d"]);
        assert_eq!(
            s.hint(),
            Some(ClimbMove::Up),
            "the default player's first choice"
        );
        assert_eq!(s.play_list("f w f f f"), Ok(5));
        assert_eq!(s.status(), Status::Won);
        assert_eq!(s.auto(10), 0);
    }
}
