//! What the solver knows about Big Ben: for now nothing beyond the rules, so it decides
//! deals by plain search over the whole position (stock order included). Dominance rules and
//! proofs of dead positions belong here, each checked against plain search in the tests.

use crate::BigBen;
use engine::solve::Solve;

engine::register_solver!(BigBen);

/// The defaults: every legal move, the whole state as the key, no proofs. `is_safe` is not
/// used as a forced move: taking a card off a pile opens a gap, and a gap changes where the
/// next fill puts every later stock card, so its safety for the solver is not yet shown.
impl Solve for BigBen {}
