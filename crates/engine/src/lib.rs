//! The game-independent core of `patience`: the [`Game`] trait, sessions with undo and redo,
//! the registry of games, rules files and variants, deal files, move lists, simulation and
//! the solver.
//!
//! The engine knows no particular game, no command line and no terminal; it reads rules and
//! deal *texts*, never the file system.

pub mod catalog;
pub mod deal;
pub mod expert;
pub mod game;
pub mod laws;
pub mod moves;
pub mod registry;
pub mod rules;
pub mod session;
pub mod sim;
pub mod solve;

pub use catalog::{Catalog, Ruleset, UnknownName};
pub use deal::{BadDeal, Deal, DealError, DealFile};
pub use expert::{Advice, Basis, ExpertConfig};
pub use game::{
    DealField, Face, Fan, Game, GameRules, Gesture, PileKind, PileView, RuleValueError, Status,
    View,
};
pub use moves::{MoveToken, parse_move_list};
pub use registry::{Driver, DynGame, GameDriver, GameEntry, LoadError, registered};
pub use rules::{RulesError, RulesFile};
pub use session::{DynSession, GestureMove, MoveError, ReplayError, Session};
pub use sim::{SimReport, simulate, wilson};
pub use solve::{
    GameSolver, OracleReport, Outcome, PlainSearch, Searcher, Solve, SolveConfig, SolveReport,
    TunedSearch, Verdict, solve_many,
};

#[doc(hidden)]
pub use inventory;
