//! The tuning sweep of the default player's weights: `cargo xtask tune big-ben [--deals N]
//! [--second-pass] [KEY=VALUE…]` (through `examples/big-ben-tune.rs`) plays deals with the weights
//! changed and prints how the player fares. A tool, not a test.

use crate::player::{WEIGHTS, Weights, choose_with};
use crate::{BigBen, BigBenRules, RULES};
use engine::{Deal, Game, Status};

/// Plays deal `seed` to the end; returns whether it was won, the moves and the cards home.
pub(crate) fn play(r: &BigBenRules, seed: u64, w: &Weights) -> (bool, usize, usize) {
    let d = Deal::from_seed::<BigBen>(r, seed);
    let mut g = BigBen::start(r, &d.cards, seed);
    let mut moves = Vec::new();
    let mut n = 0;
    while g.status(r) == Status::Playing && n < 3_000 {
        moves.clear();
        g.legal_moves(r, &mut moves);
        let Some(m) = choose_with(&g, r, &moves, w) else {
            break;
        };
        g.apply(r, m);
        n += 1;
    }
    let home = g.built.iter().map(|&b| b as usize).sum();
    (g.status(r) == Status::Won, n, home)
}

/// Why a sweep does not run: a weight change it cannot read, or rules it cannot load.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SweepError {
    #[error("`{0}`: expected KEY=VALUE with a whole number")]
    NotKeyValue(String),
    #[error("`{0}`: expected u0 to u13")]
    NoSuchUrgency(String),
    #[error("`{0}` is no weight of the Big Ben player")]
    NoSuchWeight(String),
    #[error(transparent)]
    Rules(#[from] engine::LoadError),
}

/// The player's weights with `changes` (`home=…`, `gap=…`, `gap_waste=…`, `waste=…`,
/// `virt=…`, `endgame=…`, `uN=…` for urgency N) over deals `0..deals`, under the base rules
/// or those of `big-ben-second-pass`: one line of results.
pub fn sweep(changes: &[String], deals: u64, second_pass: bool) -> Result<String, SweepError> {
    let mut w = WEIGHTS;
    for kv in changes {
        let bad = || SweepError::NotKeyValue(kv.clone());
        let (k, v) = kv.split_once('=').ok_or_else(bad)?;
        let v: i32 = v.parse().map_err(|_| bad())?;
        match k {
            "home" => w.home = v,
            "gap" => w.gap = v,
            "gap_waste" => w.gap_waste = v,
            "waste" => w.waste = v,
            "virt" => w.virt = v,
            "endgame" => w.endgame = v,
            u if u.starts_with('u') => {
                let slot = u[1..]
                    .parse::<usize>()
                    .ok()
                    .and_then(|i| w.urgency.get_mut(i))
                    .ok_or_else(|| SweepError::NoSuchUrgency(k.to_string()))?;
                *slot = v;
            }
            _ => return Err(SweepError::NoSuchWeight(k.to_string())),
        }
    }
    let name = if second_pass {
        "big-ben-second-pass"
    } else {
        "big-ben"
    };
    let r: BigBenRules = RULES.named(name)?;
    let t = std::time::Instant::now();
    let (mut won, mut moves, mut home, mut most) = (0, 0, 0, 0);
    for seed in 0..deals {
        let (x, n, h) = play(&r, seed, &w);
        won += usize::from(x);
        moves += n;
        home += h;
        most = most.max(n);
    }
    let deals_f = deals.max(1) as f64;
    Ok(format!(
        "won {won} of {deals}; mean moves {:.0} (most {most}); mean home {:.1}; {:.0} deals/s",
        moves as f64 / deals_f,
        home as f64 / deals_f,
        deals as f64 / t.elapsed().as_secs_f64().max(1e-9)
    ))
}
