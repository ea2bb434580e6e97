//! The tuning sweep of the default player's weights: `cargo xtask tune sir-tommy [--deals N]
//! [KEY=VALUE…]` (through `examples/sir-tommy-tune.rs`) plays deals of every variant with the weights
//! changed and prints the wins. A tool, not a test.

use crate::player::{WEIGHTS, Weights, choose_with};
use crate::{RULES, SirTommy, SirTommyRules};
use engine::{Deal, Game, Status};

/// Plays deal `seed` to the end with weights `w`; whether it was won.
pub(crate) fn play(r: &SirTommyRules, seed: u64, w: &Weights) -> bool {
    let d = Deal::from_seed::<SirTommy>(r, seed);
    let mut g = SirTommy::start(r, &d.cards, seed);
    let mut moves = Vec::new();
    let mut n = 0;
    while g.status(r) == Status::Playing && n < 2_000 {
        moves.clear();
        g.legal_moves(r, &mut moves);
        let Some(m) = choose_with(&g, r, &moves, w) else {
            break;
        };
        g.apply(r, m);
        n += 1;
    }
    g.status(r) == Status::Won
}

/// Why a sweep does not run: a weight change it cannot read, or rules it cannot load.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SweepError {
    #[error("`{0}`: expected KEY=VALUE with a whole number")]
    NotKeyValue(String),
    #[error("`{0}` is no weight of the Sir Tommy player")]
    NoSuchWeight(String),
    #[error(transparent)]
    Rules(#[from] engine::LoadError),
}

/// The player's weights with `changes` (`block=…`, `wait=…`, `same=…`, `empty=…`,
/// `last_empty=…`, `gap=…`) over deals `0..deals` of every variant: one line of wins.
pub fn sweep(changes: &[String], deals: u64) -> Result<String, SweepError> {
    let mut w = WEIGHTS;
    for kv in changes {
        let bad = || SweepError::NotKeyValue(kv.clone());
        let (k, v) = kv.split_once('=').ok_or_else(bad)?;
        let v: i32 = v.parse().map_err(|_| bad())?;
        match k {
            "block" => w.block = v,
            "wait" => w.wait = v,
            "same" => w.same = v,
            "empty" => w.empty = v,
            "last_empty" => w.last_empty = v,
            "gap" => w.gap = v,
            _ => return Err(SweepError::NoSuchWeight(k.to_string())),
        }
    }
    let mut out = Vec::new();
    for name in RULES.names() {
        let r: SirTommyRules = RULES.named(&name)?;
        let won = (0..deals).filter(|&s| play(&r, s, &w)).count();
        out.push(format!("{name} {won}"));
    }
    Ok(out.join("  "))
}
