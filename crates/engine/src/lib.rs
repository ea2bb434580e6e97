//! The game-independent core of `patience`: the [`Game`] trait, sessions with undo and redo,
//! the registry of games, rules files and variants, deal files, move lists, simulation and
//! the solver.
//!
//! The engine knows no particular game, no command line and no terminal; it reads rules and
//! deal *texts*, never the file system (the one exception is the tuning tools' driver,
//! [`tune::tool_main`]).

pub mod catalog;
pub mod deal;
pub mod echo;
pub mod expert;
pub mod explain;
#[cfg(any(test, feature = "testing"))]
pub mod fuzz;
pub mod game;
#[cfg(any(test, feature = "testing"))]
pub mod laws;
pub mod moves;
pub mod msg;
pub mod piles;
pub mod registry;
pub mod rules;
pub mod session;
pub mod shape;
pub mod sim;
pub mod solve;
#[cfg(test)]
mod toy;
pub mod tune;

pub use catalog::{Catalog, CatalogError, NAME_MAX, NameTaken, Ruleset, UnknownName, check_name};
pub use deal::{BadDeal, Deal, DealError, DealFile};
pub use echo::{echo, tame};
pub use expert::{Advice, Basis, ExpertConfig};
pub use explain::{Explanation, KeyDoc};
pub use game::{
    Board, DealField, Face, Fan, Game, GameRules, Gesture, Hidden, Lost, Notation, ParseMoveError,
    PileKind, PileView, Playable, Player, Prose, Refusal, RuleValueError, Status, View,
    play_out_with,
};
pub use moves::{MoveToken, parse_move_list};
pub use msg::{Arg, ENGINE_MESSAGES, Messages, Msg, Told};
pub use registry::{
    BuiltInRules, Driver, DuplicateName, DynGame, GameDriver, GameEntry, LoadError, registered,
};
pub use rules::{RulesError, RulesFile};
pub use session::{
    AutoMove, DynError, DynSession, GestureMove, MoveError, PlayError, ReplayError, Session,
    UndoError, Undone,
};
pub use sim::{simulate, wilson};
pub use solve::{
    GameSolver, MergeError, Outcome, PlainSearch, Searcher, Solve, SolveConfig, SolveReport,
    StatsReport, TunedSearch, Verdict, solve_many,
};

#[doc(hidden)]
pub use inventory;
