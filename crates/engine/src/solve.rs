//! The solver: decides a deal with perfect knowledge of every hidden card, and prints the
//! winning line when there is one.
//!
//! The search is a depth-first search over positions, generic over the game type. It keeps a
//! fixed-size table of the positions already searched, keyed on a *canonical* hash (positions
//! that differ only in ways that cannot matter, such as the order of equivalent piles, share
//! one entry), plays the moves a game declares dominant without branching, tries the
//! promising moves first, and cuts off positions the game proves dead. All of that game
//! knowledge comes through the [`Solve`] trait, whose methods default to knowing nothing; a
//! game crate that implements it names [`TunedSearch`] as its solver where it registers
//! (`register_game!`), and a game without one is still solved, by plain search.
//!
//! Verdicts: `won` comes with a move list that was played from the start; `lost` means the
//! whole reachable space (less what the game's proofs cut off) was searched; `unknown` means
//! the node budget ran out first. A `lost` verdict trusts that no two distinct canonical
//! positions met in one search share a 64-bit hash (E3 in docs/proofs.md).

#[cfg(any(test, feature = "testing"))]
mod exhaustive;
mod game_solver;
mod hash;
mod knowledge;
mod report;
mod rollout;
mod runner;
mod search;
mod stop;
mod table;
mod think;

#[cfg(any(test, feature = "testing"))]
pub use exhaustive::{exhaustive, random_playouts_win};
pub use game_solver::{GameSolver, PlainSearch, TunedSearch};
pub use hash::{PosHasher, hash_of};
pub use knowledge::Solve;
pub use report::{MergeError, SolveReport, StatsReport, UNKNOWN_SEEDS_LISTED, Verdict};
pub use rollout::{Rollouts, nested_rollouts};
pub use runner::{DealResult, run_many, run_one_core, solve_many};
pub use search::{
    DEFAULT_BUDGET, DEFAULT_TABLE_BYTES, Outcome, Searcher, SolveConfig, format_line,
};
pub use stop::{STOP_EVERY, Stop, race, stopped, with_stop};
pub use table::Table;
pub use think::{
    Answer, ORACLE_BUDGET, ORACLE_SECONDS, ORACLE_TABLE_ENTRIES, ORACLE_THREADS, OracleLimit,
    Thinking,
};

#[cfg(test)]
mod tests;
